import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Line { line: string; hash: string }
const htpasswd = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<Line>('htpasswd', input, random ? { random } : {});
/** Bytes 38..45: their low six bits pick "abcdefgh" from the crypt alphabet ./0-9A-Za-z. */
const saltAbcdefgh = (size: number) => Uint8Array.from({ length: size }, (_, i) => 38 + i);
/** Bytes 0, 1, 2, …: the bcrypt salt "..CA.uOD/eaGAOmJB.yMBu". */
const counting = (size: number) => Uint8Array.from({ length: size }, (_, i) => i);

describe('htpasswd', () => {
  it('writes APR1-MD5 as openssl passwd -apr1 does', async () => {
    // openssl passwd -apr1 -salt abcdefgh <password> (OpenSSL 3.0.19)
    const cases: [string, string][] = [
      ['hunter2', '$apr1$abcdefgh$ckT15POyCRlen.h6XtGAZ1'],
      ['pässwörd 🔑', '$apr1$abcdefgh$l6xbSP0q/kFWc0Yz2gLdQ/'],
      ['', '$apr1$abcdefgh$L.PT565ESX4Tp2bqNs7Ie.'],
      ['a-very-long-password-that-is-longer-than-sixteen', '$apr1$abcdefgh$Ke9YfqfWcGVbutBVdq.ZH.'],
    ];
    for (const [password, hash] of cases) {
      expect(await htpasswd({ user: 'alice', password, algorithm: 'apr1' }, saltAbcdefgh)).toEqual({ line: `alice:${hash}`, hash });
    }
  });

  it('writes {SHA} as htpasswd -nbs does', async () => {
    // htpasswd -nbs bob 'pässwörd' (Apache 2.4)
    expect((await htpasswd({ user: 'bob', password: 'pässwörd', algorithm: 'sha1' })).line).toBe('bob:{SHA}9Rfd8dMqES/xrVXGbRsSyzjn6Pc=');
  });

  it('writes bcrypt as $2y$, which htpasswd verifies', async () => {
    // Digest from python3-bcrypt: bcrypt.hashpw('pässwörd 🔑'.encode(), b'$2b$05$..CA.uOD/eaGAOmJB.yMBu'); the line below
    // passes `htpasswd -vb file carol 'pässwörd 🔑'` (Apache 2.4: "Password for user carol correct.").
    expect((await htpasswd({ user: 'carol', password: 'pässwörd 🔑', cost: 5 }, counting)).line)
      .toBe('carol:$2y$05$..CA.uOD/eaGAOmJB.yMBuHERDuR0pBq151Wv.SSK2Q9wFMYeUja6');
    expect((await htpasswd({ user: 'carol', password: 'x', cost: 4 })).hash).toMatch(/^\$2y\$04\$[./A-Za-z0-9]{53}$/);
  });

  it('draws fresh salts', async () => {
    const first = await htpasswd({ user: 'u', password: 'p', algorithm: 'apr1' });
    const second = await htpasswd({ user: 'u', password: 'p', algorithm: 'apr1' });
    expect(first.hash).toMatch(/^\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}$/);
    expect(first.hash).not.toBe(second.hash);
  });

  it('refuses user names that would break the file, and long bcrypt passwords', async () => {
    await expectInvalid('htpasswd', { user: 'a:b', password: 'p' }, 'user: may not contain ":" or a line break');
    await expectInvalid('htpasswd', { user: 'a\nb', password: 'p' }, 'user: may not contain ":" or a line break');
    await expectInvalid('htpasswd', { user: 'a\uD800', password: 'p', algorithm: 'sha1' }, /^user: contains a lone surrogate/);
    await expectInvalid('htpasswd', { user: 'a', password: '' }, 'password: bcrypt needs a password of at least one byte');
    await expectInvalid('htpasswd', { user: 'a', password: 'é'.repeat(37) }, 'password: is 74 UTF-8 bytes; bcrypt uses at most 72 and would ignore the rest');
    await expectInvalid('htpasswd', { user: 'a', password: 'sekrit\uD800', algorithm: 'apr1' }, /^password: contains a lone surrogate((?!sekrit).)*$/);
  });

  it('holds the schema bounds and types', async () => {
    await expectInvalid('htpasswd', { user: '', password: 'p' }, 'user: must not be empty');
    await expectInvalid('htpasswd', { user: 'u'.repeat(256), password: 'p' }, /^user: must be at most 255 characters/);
    await expectInvalid('htpasswd', { user: 'u', password: 'p'.repeat(256), algorithm: 'sha1' }, /^password: must be at most 255 characters/);
    await expectInvalid('htpasswd', { user: 'u', password: 'p', algorithm: 'md5' }, /^algorithm: must be one of bcrypt, apr1, sha1/);
    await expectInvalid('htpasswd', { user: 'u', password: 'p', cost: 15 }, /^cost: /);
    await expectInvalid('htpasswd', { password: 'p' }, 'user: is required');
    await expectInvalid('htpasswd', JSON.parse('{"user":"u","password":"p","__proto__":{"algorithm":"sha1"}}'), /__proto__/);
  });
});

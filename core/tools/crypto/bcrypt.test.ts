import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

/** Randomness handing out 0, 1, 2, …: the 16-byte salt whose bcrypt Base64 is "..CA.uOD/eaGAOmJB.yMBu". */
const countingRandom = (size: number) => Uint8Array.from({ length: size }, (_, i) => i);
const hash = async (password: string, cost: number) =>
  (await run<{ hash: string }>('bcrypt', { password, cost }, { random: countingRandom })).hash;
const verify = async (password: string, hash: string) => (await run<{ valid: boolean }>('bcrypt', { action: 'verify', password, hash })).valid;

describe('bcrypt', () => {
  // Debian python3-bcrypt 3.2.2: bcrypt.hashpw(password, b'$2b$<cost>$..CA.uOD/eaGAOmJB.yMBu')
  it('hashes exactly as Python bcrypt does for the same salt', async () => {
    expect(await hash('correct horse battery staple', 4)).toBe('$2b$04$..CA.uOD/eaGAOmJB.yMBuaOWmnNUFfwORoH..MfuhEhaBiFsYEfG');
    expect(await hash('pässwörd 🔑', 5)).toBe('$2b$05$..CA.uOD/eaGAOmJB.yMBuHERDuR0pBq151Wv.SSK2Q9wFMYeUja6');
    expect(await hash('a'.repeat(72), 4)).toBe('$2b$04$..CA.uOD/eaGAOmJB.yMBuIbwKfymVuMfASrmYBUytUgog5Nvtojy');
  });

  it('uses cost 10 by default', async () => {
    const result = await run<{ hash: string }>('bcrypt', { password: 'correct horse battery staple' }, { random: countingRandom });
    expect(result.hash).toBe('$2b$10$..CA.uOD/eaGAOmJB.yMBubRoslBHnMTNf7r5vXwx5UX9sWYt/FHi');
  });

  it('verifies $2a$, $2b$ and $2y$ hashes made elsewhere', async () => {
    // python3: bcrypt.hashpw(b'hunter2', bcrypt.gensalt(6, b'2a'))
    expect(await verify('hunter2', '$2a$06$i1pp6C1DPwRFXxEBpmAGB..Srl1odKxe3KwUswCl7YERRy0UYuOOq')).toBe(true);
    expect(await verify('hunter2 ', '$2a$06$i1pp6C1DPwRFXxEBpmAGB..Srl1odKxe3KwUswCl7YERRy0UYuOOq')).toBe(false);
    // htpasswd -nbB -C 5 alice hunter2 (Apache 2.4)
    expect(await verify('hunter2', '$2y$05$M1MCl7Egp6DJ.R8vdwz5f.7/kZxWszp5pgA02OumhAApzpjh5CSC.')).toBe(true);
    expect(await verify('pässwörd 🔑', '$2b$05$..CA.uOD/eaGAOmJB.yMBuHERDuR0pBq151Wv.SSK2Q9wFMYeUja6')).toBe(true);
  });

  it('gives a fresh salt each time, and verifies its own hashes', async () => {
    const first = (await run<{ hash: string }>('bcrypt', { password: 'x', cost: 4 })).hash;
    const second = (await run<{ hash: string }>('bcrypt', { password: 'x', cost: 4 })).hash;
    expect(first).not.toBe(second);
    expect(await verify('x', first)).toBe(true);
    expect(await verify('y', first)).toBe(false);
  });

  it('refuses more than 72 UTF-8 bytes instead of truncating', async () => {
    // 36 characters of two bytes each are 72 bytes and pass; one more character is refused.
    expect(await verify('é'.repeat(36), await hash('é'.repeat(36), 4))).toBe(true);
    await expectInvalid('bcrypt', { password: 'é'.repeat(37) }, 'password: is 74 UTF-8 bytes; bcrypt uses at most 72 and would ignore the rest');
    await expectInvalid('bcrypt', { password: 'a'.repeat(73) }, /^password: must be at most 72 characters/);
  });

  it('refuses what is not a bcrypt hash, and a hash given to hash', async () => {
    await expectInvalid('bcrypt', { action: 'verify', password: 'x' }, 'hash: is required to verify');
    await expectInvalid('bcrypt', { action: 'verify', password: 'x', hash: '$2x$05$M1MCl7Egp6DJ.R8vdwz5f.7/kZxWszp5pgA02OumhAApzpjh5CSC.' }, /^hash: is not a bcrypt hash/);
    await expectInvalid('bcrypt', { action: 'verify', password: 'x', hash: '$2y$03$M1MCl7Egp6DJ.R8vdwz5f.7/kZxWszp5pgA02OumhAApzpjh5CSC.' }, /^hash: is not a bcrypt hash/);
    await expectInvalid('bcrypt', { action: 'verify', password: 'x', hash: '$2y$05$M1MCl7Egp6DJ.R8vdwz5f.7/kZxWszp5pgA02OumhAApzpjh5CSC' }, /^hash: is not a bcrypt hash/);
    await expectInvalid('bcrypt', { action: 'verify', password: 'x', hash: '$2b$15$M1MCl7Egp6DJ.R8vdwz5f.7/kZxWszp5pgA02OumhAApzpjh5CSC.' }, 'hash: has cost 15, beyond the 14 this tool runs (each step doubles the work)');
    await expectInvalid('bcrypt', { action: 'hash', password: 'x', hash: '$2y$05$' }, 'hash: only verify takes a hash');
  });

  it('holds the schema bounds and types, never echoing the password', async () => {
    await expectInvalid('bcrypt', { password: 'x', cost: 3 }, /^cost: /);
    await expectInvalid('bcrypt', { password: 'x', cost: 15 }, /^cost: /);
    await expectInvalid('bcrypt', { password: 'x', cost: 4.5 }, /^cost: /);
    await expectInvalid('bcrypt', { password: '' }, 'password: must not be empty');
    await expectInvalid('bcrypt', { password: 7 }, /^password: must be a string/);
    await expectInvalid('bcrypt', { action: 'check', password: 'x' }, /^action: must be one of hash, verify/);
    await expectInvalid('bcrypt', { password: 'sekrit\uD800' }, /^password: contains a lone surrogate((?!sekrit).)*$/);
    await expectInvalid('bcrypt', JSON.parse('{"password":"x","__proto__":{"cost":4}}'), /__proto__/);
  });
});

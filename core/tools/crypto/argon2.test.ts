import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Hashed { hash: string; hex: string }
const hash = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<Hashed>('argon2', input, random ? { random } : {});
const verify = async (password: string, hash: string) => (await run<{ valid: boolean }>('argon2', { action: 'verify', password, hash })).valid;

describe('argon2', () => {
  // Debian argon2 20190702: echo -n <password> | argon2 <salt> -<variant> -t <t> -k <KiB> -p <p> -l <length>
  it('hashes as the argon2 command line does, in all three variants', async () => {
    expect(await hash({ password: 'password', salt: 'somesalt' })).toEqual({
      hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$PL01amPyeUuxG7H0vIr5X+qHkZvWnHmGBGXFYvh8z2E',
      hex: '3cbd356a63f2794bb11bb1f4bc8af95fea87919bd69c79860465c562f87ccf61',
    });
    expect((await hash({ password: 'pässwörd', salt: 'saltsaltsalt', variant: 'i', iterations: 3, memory: 64, parallelism: 2, length: 16 })).hash)
      .toBe('$argon2i$v=19$m=64,t=3,p=2$c2FsdHNhbHRzYWx0$BWpFKLdMaI01h4d1/awmLA');
    expect((await hash({ password: 'password', salt: 'somesalt', variant: 'd', iterations: 1, memory: 8, length: 64 })).hash)
      .toBe('$argon2d$v=19$m=8,t=1,p=1$c29tZXNhbHQ$XoVCS8xUmRRHmVkrPElcgy41ojCeNoNleBkMD1tKzNPW4h9T4f7EV0Q4oS8tgbF9FaZowm4aI/2Sa7pYiewR6Q');
    expect((await hash({ password: 'hunter2', salt: 'NaClNaCl', iterations: 1, memory: 1024, parallelism: 4 })).hash)
      .toBe('$argon2id$v=19$m=1024,t=1,p=4$TmFDbE5hQ2w$DPoK7eqrk3oaiSyyCJok7IAoEGuNea+OxtiVqYRdmrg');
  });

  it('verifies hashes the argon2 command line made', async () => {
    expect(await verify('pässwörd', '$argon2i$v=19$m=64,t=3,p=2$c2FsdHNhbHRzYWx0$BWpFKLdMaI01h4d1/awmLA')).toBe(true);
    expect(await verify('passwörd', '$argon2i$v=19$m=64,t=3,p=2$c2FsdHNhbHRzYWx0$BWpFKLdMaI01h4d1/awmLA')).toBe(false);
    expect(await verify('hunter2', '$argon2id$v=19$m=1024,t=1,p=4$TmFDbE5hQ2w$DPoK7eqrk3oaiSyyCJok7IAoEGuNea+OxtiVqYRdmrg')).toBe(true);
  });

  it('draws a 16-byte salt from ctx.random when none is given', async () => {
    const counting = (size: number) => Uint8Array.from({ length: size }, (_, i) => i);
    const result = await hash({ password: 'x', memory: 64, iterations: 1 }, counting);
    // Base64 of bytes 0..15, unpadded: AAECAwQFBgcICQoLDA0ODw
    expect(result.hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$AAECAwQFBgcICQoLDA0ODw\$[A-Za-z0-9+/]{43}$/);
    expect(await verify('x', result.hash)).toBe(true);
  });

  it('refuses crafted or malformed hashes to verify', async () => {
    await expectInvalid('argon2', { action: 'verify', password: 'x' }, 'hash: is required to verify');
    await expectInvalid('argon2', { action: 'verify', password: 'x', hash: '$2b$10$abc' }, /^hash: is not an Argon2 PHC string/);
    await expectInvalid('argon2', { action: 'verify', password: 'x', hash: '$argon2id$v=19$m=4194304,t=1,p=1$c29tZXNhbHQ$PL01amPyeUuxG7H0vIr5X+qHkZvWnHmGBGXFYvh8z2E' },
      /^hash: costs m=4194304, t=1, p=1 are beyond what this tool runs/);
    await expectInvalid('argon2', { action: 'verify', password: 'x', hash: '$argon2id$v=19$m=8,t=1,p=4$c29tZXNhbHQ$PL01amPyeUuxG7H0vIr5X+qHkZvWnHmGBGXFYvh8z2E' },
      /^hash: Argon2 needs at least 8 KiB of memory per lane/);
    await expectInvalid('argon2', { action: 'verify', password: 'x', hash: '$argon2id$v=16$m=64,t=1,p=1$c29tZXNhbHQ$PL01amPyeUuxG7H0vIr5X+qHkZvWnHmGBGXFYvh8z2E' }, /^hash: is not an Argon2 PHC string/);
  });

  it('refuses bad salts and lanes without memory', async () => {
    await expectInvalid('argon2', { password: 'x', salt: 'short' }, 'salt: must be 8 to 64 UTF-8 bytes, got 5');
    await expectInvalid('argon2', { password: 'x', salt: 'é'.repeat(33) }, 'salt: must be 8 to 64 UTF-8 bytes, got 66');
    await expectInvalid('argon2', { password: 'x', memory: 16, parallelism: 4 }, 'memory: Argon2 needs at least 8 KiB of memory per lane (32 KiB for 4 lanes)');
    await expectInvalid('argon2', { password: 'x', hash: '$argon2id$' }, 'hash: only verify takes a hash');
  });

  it('holds the schema bounds and types, never echoing the password', async () => {
    await expectInvalid('argon2', { password: 'x', memory: 7 }, /^memory: /);
    await expectInvalid('argon2', { password: 'x', memory: 65_537 }, /^memory: /);
    await expectInvalid('argon2', { password: 'x', iterations: 11 }, /^iterations: /);
    await expectInvalid('argon2', { password: 'x', parallelism: 5 }, /^parallelism: /);
    await expectInvalid('argon2', { password: 'x', length: 15 }, /^length: /);
    await expectInvalid('argon2', { password: 'x', variant: 'x' }, /^variant: must be one of id, i, d/);
    await expectInvalid('argon2', { password: '' }, 'password: must not be empty');
    await expectInvalid('argon2', { password: 'sekrit\uDFFF' }, /^password: contains a lone surrogate((?!sekrit).)*$/);
    await expectInvalid('argon2', JSON.parse('{"password":"x","__proto__":{"memory":8}}'), /__proto__/);
  });
});

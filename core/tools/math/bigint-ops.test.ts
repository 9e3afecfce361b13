import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { result: string; hex: string; signed?: string; binary?: string; x?: string; y?: string }
const ops = (input: Record<string, unknown>) => run<Result>('bigint-ops', input);
const result = async (input: Record<string, unknown>) => (await ops(input)).result;

// Every expected value: /usr/bin/python3, the expression in the comment.
describe('bigint-ops', () => {
  it('does bitwise operations as Python ints do', async () => {
    expect(await ops({ a: '0xDEADBEEF', b: '0xFFFF0000', op: 'xor' })).toEqual({ result: '559070959', hex: '0x2152beef' }); // 0xDEADBEEF ^ 0xFFFF0000
    expect(await result({ a: '5', op: 'not' })).toBe('-6'); // ~5
    expect(await result({ a: '-5', b: '3', op: 'and' })).toBe('3'); // -5 & 3
    expect(await result({ a: '-6', b: '9', op: 'or' })).toBe('-5'); // -6 | 9
    expect(await result({ a: '-7', b: '0b10', op: 'xor' })).toBe('-5'); // -7 ^ 2
    expect(await result({ a: '-1', b: '3', op: 'shr' })).toBe('-1'); // -1 >> 3
    expect(await result({ a: '5', b: '100', op: 'shl' })).toBe('6338253001141147007483516026880'); // 5 << 100
    expect(await ops({ a: '-12', b: '0xff', op: 'and' })).toEqual({ result: '244', hex: '0xf4' }); // -12 & 0xff
  });

  it('works within a width, rotating as Python masks do', async () => {
    // w = 0b10010110; ((w << 3) | (w >> 5)) & 0xff → 180, 180 - 256 → -76
    expect(await ops({ a: '0b10010110', b: '3', op: 'rol', width: 8 })).toEqual({ result: '180', hex: '0xb4', signed: '-76', binary: '10110100' });
    expect((await ops({ a: '180', b: '3', op: 'ror', width: 8 })).result).toBe('150');
    // a = 0x0123456789ABCDEF; ((a >> 8) | (a << 56)) & (2**64 - 1) → 17222085231038278605; rol 13 → 0x68acf13579bde024
    expect(await result({ a: '0x0123456789ABCDEF', b: '8', op: 'ror' })).toBe('17222085231038278605');
    expect((await ops({ a: '0x0123456789ABCDEF', b: '13', op: 'rol' })).hex).toBe('0x68acf13579bde024');
    expect((await ops({ a: '0x0123456789ABCDEF', b: '64', op: 'rol' })).hex).toBe('0x123456789abcdef');
    expect(await ops({ a: '5', op: 'not', width: 8 })).toEqual({ result: '250', hex: '0xfa', signed: '-6', binary: '11111010' });
    expect((await ops({ a: '0x80', b: '1', op: 'shl', width: 8 })).result).toBe('0');
  });

  it('does modular arithmetic as Python\'s pow does', async () => {
    // pow(65, 17, 3233) → 2790; pow(2790, 2753, 3233) → 65 (the RSA example of Wikipedia); pow(17, -1, 3120) → 2753; pow(3, -2, 7) → 4
    expect(await result({ a: '65', b: '17', m: '3233', op: 'modpow' })).toBe('2790');
    expect(await result({ a: '2790', b: '2753', m: '3233', op: 'modpow' })).toBe('65');
    expect(await result({ a: '17', m: '3120', op: 'modinv' })).toBe('2753');
    expect(await result({ a: '3', b: '-2', m: '7', op: 'modpow' })).toBe('4');
    expect(await result({ a: '-3', b: '1', m: '7', op: 'modpow' })).toBe('4');
    expect(await result({ a: '5', b: '0', m: '1', op: 'modpow' })).toBe('0');
    // x = 2**64 - 59 (prime); pow(3, x - 1, x) → 1
    expect(await result({ a: '3', b: String(2n ** 64n - 60n), m: String(2n ** 64n - 59n), op: 'modpow' })).toBe('1');
  });

  it('gives Bézout coefficients (Wikipedia, "Extended Euclidean algorithm": 240, 46 → 2, −9, 47)', async () => {
    expect(await ops({ a: '240', b: '46', op: 'egcd' })).toEqual({ result: '2', hex: '0x2', x: '-9', y: '47' });
    await fc.assert(fc.asyncProperty(fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }), fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }), async (a, b) => {
      const r = await ops({ a: String(a), b: String(b), op: 'egcd' });
      const g = BigInt(r.result);
      expect(a * BigInt(r.x!) + b * BigInt(r.y!)).toBe(g);
      expect(g >= 0n).toBe(true);
      if (g !== 0n) expect(a % g === 0n && b % g === 0n).toBe(true);
    }), { numRuns: 40 });
  });

  it('refuses what does not fit, naming the field', async () => {
    await expectInvalid('bigint-ops', { a: '6', m: '9', op: 'modinv' }, 'a: has no inverse modulo m: gcd(a, m) is 3, not 1');
    await expectInvalid('bigint-ops', { a: '6', b: '1', m: '0', op: 'modpow' }, 'm: must be at least 1');
    await expectInvalid('bigint-ops', { a: '6', op: 'modpow', b: '1' }, 'm: modpow needs a modulus m');
    await expectInvalid('bigint-ops', { a: '6', op: 'xor' }, 'b: xor needs b');
    await expectInvalid('bigint-ops', { a: '6', b: '1', op: 'not' }, 'b: not takes no b');
    await expectInvalid('bigint-ops', { a: '6', b: '1', m: '5', op: 'xor' }, 'm: xor takes no modulus');
    await expectInvalid('bigint-ops', { a: '6', b: '1', op: 'egcd', width: 8 }, 'width: egcd is not a bitwise operation');
    await expectInvalid('bigint-ops', { a: '6', b: '-1', op: 'shl' }, 'b: the shl count must not be negative');
    await expectInvalid('bigint-ops', { a: '6', b: '16385', op: 'shl' }, 'b: the shl count is at most 16384');
    await expectInvalid('bigint-ops', { a: '0x' + 'f'.repeat(1025), op: 'not' }, 'a: has 4100 bits; at most 4096');
    await expectInvalid('bigint-ops', { a: '12z', op: 'not' }, /^a: "z" at position 3 is not a decimal digit/);
    await expectInvalid('bigint-ops', { a: '0b102', op: 'not' }, /^a: "2" at position 5 is not a binary digit/);
    await expectInvalid('bigint-ops', { a: '', op: 'not' }, 'a: is empty');
    await expectInvalid('bigint-ops', { a: '1', op: 'pow' }, /^op: must be one of/);
    await expectInvalid('bigint-ops', { a: '1', op: 'not', width: 0 }, /^width:/);
    await expectInvalid('bigint-ops', { a: 1, op: 'not' }, /^a: must be a string/);
    await expectInvalid('bigint-ops', JSON.parse('{"a":"1","op":"not","__proto__":{"x":1}}'), /__proto__/);
  });

  it('takes 4,096-bit operands', async () => {
    const m = 2n ** 4096n - 1n;
    expect(await result({ a: '0x' + 'f'.repeat(1024), b: '0x' + 'f'.repeat(1024), m: '0x' + 'f'.repeat(1024), op: 'modpow' })).toBe('0');
    // m = 2**4096 - 1: pow(2, 4096, m) → 1; r = pow(m - 2, m - 1, m): r % 10**12 → 100788547584, len(str(r)) → 1233
    expect(await result({ a: '2', b: '4096', m: String(m), op: 'modpow' })).toBe('1');
    const r = await result({ a: String(m - 2n), b: String(m - 1n), m: String(m), op: 'modpow' });
    expect([BigInt(r) % 10n ** 12n, r.length]).toEqual([100788547584n, 1233]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { value: string; from: number; to: number; result: string; decimal: string; negative: boolean; bit_length: number; method: string };
const convert = (value: string, from: number, to: number) => run<Result>('number-base-convert', { value, from, to });
const RADIXES = [2, 8, 10, 16] as const;

describe('number-base-convert', () => {
  it('converts between the four bases (python3 int(x, b), hex, oct, bin)', async () => {
    // python3: int('DEADBEEF', 16), oct(0xDEADBEEF), bin(0xDEADBEEF) → 3735928559 0o33653337357 0b11011110101011011011111011101111
    expect(await convert('DEADBEEF', 16, 10)).toMatchObject({ result: '3735928559', decimal: '3735928559', negative: false, bit_length: 32 });
    expect((await convert('deadbeef', 16, 8)).result).toBe('33653337357');
    expect((await convert('3735928559', 10, 2)).result).toBe('11011110101011011011111011101111');
    expect((await convert('11011110101011011011111011101111', 2, 16)).result).toBe('deadbeef');
    // python3: int('0755', 8), bin(493), (493).bit_length() → 493 0b111101101 9
    expect(await convert('0755', 8, 10)).toMatchObject({ result: '493', bit_length: 9 });
    expect((await convert('0755', 8, 2)).result).toBe('111101101');
    expect(await convert('ff', 16, 16)).toMatchObject({ result: 'ff', decimal: '255' });
    expect(await convert('FF', 16, 16)).toMatchObject({ result: 'ff' });
    expect(await convert('0', 10, 2)).toMatchObject({ result: '0', decimal: '0', negative: false, bit_length: 0 });
  });

  it('is exact beyond 2^53, with a leading minus', async () => {
    // python3: hex(2**64) → 0x10000000000000000
    expect((await convert('18446744073709551616', 10, 16)).result).toBe('10000000000000000');
    // python3: hex(-12345678901234567890123456789), oct(...) → -0x27e41b3246bec9b16e398115 -0o11762033144432766233055616300425
    expect(await convert('-12345678901234567890123456789', 10, 16)).toMatchObject({ result: '-27e41b3246bec9b16e398115', negative: true });
    expect((await convert('-27E41B3246BEC9B16E398115', 16, 8)).result).toBe('-11762033144432766233055616300425');
    expect(await convert('-0', 10, 16)).toMatchObject({ result: '0', negative: false });
  });

  it('holds the 256-character bound', async () => {
    // python3: x = int('f'*256, 16); len(str(x)), str(x)[:20], len(oct(x)) - 2 → 309 17976931348623159077 342
    const answer = await convert('f'.repeat(256), 16, 10);
    expect(answer.result).toHaveLength(309);
    expect(answer.result.startsWith('17976931348623159077')).toBe(true);
    expect(answer.bit_length).toBe(1024);
    expect((await convert('f'.repeat(256), 16, 8)).result).toHaveLength(342);
    // python3: int('1'*256, 2) == 2**256-1, hex(2**256-1) → True 0x' + 'f'*64
    expect((await convert('1'.repeat(256), 2, 16)).result).toBe('f'.repeat(64));
    // python3: int('7'*255, 8).bit_length() → 765
    expect(await convert('-' + '7'.repeat(255), 8, 2)).toMatchObject({ bit_length: 765, result: '-' + '1'.repeat(765) });
    await expectInvalid('number-base-convert', { value: '1'.repeat(257), from: 2, to: 10 }, 'value: must be at most 256 characters');
  });

  it('names the offending character of a value invalid for its base', async () => {
    await expectInvalid('number-base-convert', { value: '102', from: 2, to: 10 }, 'value: "2" at position 3 is not a binary digit');
    await expectInvalid('number-base-convert', { value: '78', from: 8, to: 10 }, 'value: "8" at position 2 is not an octal digit');
    await expectInvalid('number-base-convert', { value: '12a', from: 10, to: 2 }, 'value: "a" at position 3 is not a decimal digit');
    await expectInvalid('number-base-convert', { value: 'fg', from: 16, to: 10 }, 'value: "g" at position 2 is not a hexadecimal digit');
    // No prefixes here: the spec's value has none.
    await expectInvalid('number-base-convert', { value: '0xff', from: 16, to: 10 }, 'value: "x" at position 2 is not a hexadecimal digit');
    await expectInvalid('number-base-convert', { value: '0b101', from: 2, to: 10 }, 'value: "b" at position 2 is not a binary digit');
    await expectInvalid('number-base-convert', { value: '1.5', from: 10, to: 2 }, 'value: "." at position 2 is not a decimal digit');
    await expectInvalid('number-base-convert', { value: '+1', from: 10, to: 2 }, 'value: "+" at position 1 is not a decimal digit');
    await expectInvalid('number-base-convert', { value: '--1', from: 10, to: 2 }, 'value: "-" at position 2 is not a decimal digit');
    await expectInvalid('number-base-convert', { value: '1 000', from: 10, to: 2 }, 'value: " " at position 2 is not a decimal digit');
    await expectInvalid('number-base-convert', { value: '😀1', from: 16, to: 10 }, 'value: "😀" at position 1 is not a hexadecimal digit');
    await expectInvalid('number-base-convert', { value: '', from: 10, to: 2 }, 'value: is empty');
    await expectInvalid('number-base-convert', { value: '-', from: 10, to: 2 }, 'value: "-" has no digits');
  });

  it('refuses other bases and wrong types', async () => {
    await expectInvalid('number-base-convert', { value: '10', from: 3, to: 10 }, 'from: must be one of 2, 8, 10, 16');
    await expectInvalid('number-base-convert', { value: '10', from: 10, to: 36 }, 'to: must be one of 2, 8, 10, 16');
    await expectInvalid('number-base-convert', { value: '10', from: '10', to: 2 }, /^from: must be one of/);
    await expectInvalid('number-base-convert', { value: 10, from: 10, to: 2 }, /^value: must be a string/);
    await expectInvalid('number-base-convert', { value: '10', from: 10 }, 'to: is required');
    await expectInvalid('number-base-convert', JSON.parse('{"value":"1","from":2,"to":10,"__proto__":{"to":16}}'), '__proto__: unknown field');
  });

  it('round-trips any integer through every pair of bases', async () => {
    const limit = 2n ** 255n - 1n;
    const radix = fc.constantFrom(...RADIXES);
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -limit, max: limit }), radix, radix, fc.boolean(), async (n, from, to, upper) => {
        let written = n.toString(from);
        if (upper) written = written.toUpperCase();
        const there = await convert(written, from, to);
        expect(there.decimal).toBe(n.toString());
        expect(there.result).toBe(n.toString(to));
        expect((await convert(there.result, to, from)).result).toBe(n.toString(from));
      }),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { decimal: string; binary: string; octal: string; hexadecimal: string };
const convert = (value: string, from: string) => run<Result>('number-base', { value, from });

const BASE_OF = { binary: 2, octal: 8, decimal: 10, hexadecimal: 16 } as const;
type BaseName = keyof typeof BASE_OF;
const NAMES = Object.keys(BASE_OF) as BaseName[];

describe('number-base', () => {
  it('converts between the four bases (python3: int(x, base), bin, oct, hex)', async () => {
    const ff = { decimal: '255', binary: '11111111', octal: '377', hexadecimal: 'ff' };
    expect(await convert('ff', 'hex')).toEqual(ff);
    expect(await convert('FF', 'hexadecimal')).toEqual(ff);
    expect(await convert('255', 'dec')).toEqual(ff);
    expect(await convert('377', 'oct')).toEqual(ff);
    expect(await convert('11111111', 'bin')).toEqual(ff);
    // python3: int('DEADBEEF', 16), oct(...), bin(...)
    expect(await convert('DEADBEEF', 'hex')).toEqual({
      decimal: '3735928559', binary: '11011110101011011011111011101111', octal: '33653337357', hexadecimal: 'deadbeef',
    });
    expect(await convert('0', 'decimal')).toEqual({ decimal: '0', binary: '0', octal: '0', hexadecimal: '0' });
    expect(await convert('000755', 'octal')).toMatchObject({ decimal: '493' });
  });

  it('goes beyond 2^53 exactly', async () => {
    // python3: hex(2**64), oct(2**64); hex(-12345678901234567890123456789), oct(...)
    expect(await convert('18446744073709551616', 'decimal')).toMatchObject({ hexadecimal: '10000000000000000', octal: '2000000000000000000000' });
    expect(await convert('-12345678901234567890123456789', 'decimal')).toMatchObject({
      hexadecimal: '-27e41b3246bec9b16e398115', octal: '-11762033144432766233055616300425',
    });
  });

  it('accepts a matching prefix in any case, and keeps the sign', async () => {
    expect(await convert('0xFF', 'hex')).toMatchObject({ decimal: '255' });
    expect(await convert('0XfF', 'hex')).toMatchObject({ decimal: '255' });
    expect(await convert('0b101', 'binary')).toMatchObject({ decimal: '5' });
    expect(await convert('0B101', 'bin')).toMatchObject({ decimal: '5' });
    expect(await convert('0o17', 'octal')).toMatchObject({ decimal: '15' });
    expect(await convert('-ff', 'hex')).toEqual({ decimal: '-255', binary: '-11111111', octal: '-377', hexadecimal: '-ff' });
    expect(await convert('-0x1F', 'hex')).toMatchObject({ decimal: '-31' });
    expect(await convert('-0', 'dec')).toMatchObject({ decimal: '0', hexadecimal: '0' });
    // In hexadecimal 0b is two digits: python3 int('0b11', 16) → 2833.
    expect(await convert('0b11', 'hex')).toMatchObject({ decimal: '2833' });
  });

  it('refuses a prefix of another base', async () => {
    await expectInvalid('number-base', { value: '0x1', from: 'binary' }, 'value: prefix "0x" is for hexadecimal, but from is binary');
    await expectInvalid('number-base', { value: '-0X10', from: 'dec' }, 'value: prefix "0X" is for hexadecimal, but from is decimal');
    await expectInvalid('number-base', { value: '0b1', from: 'octal' }, 'value: prefix "0b" is for binary, but from is octal');
    await expectInvalid('number-base', { value: '0o7', from: 'hex' }, 'value: prefix "0o" is for octal, but from is hexadecimal');
  });

  it('names a digit outside the base and its position', async () => {
    await expectInvalid('number-base', { value: '102', from: 'binary' }, 'value: "2" at position 3 is not a binary digit');
    await expectInvalid('number-base', { value: '-0o78', from: 'octal' }, 'value: "8" at position 5 is not an octal digit');
    await expectInvalid('number-base', { value: '12a', from: 'decimal' }, 'value: "a" at position 3 is not a decimal digit');
    await expectInvalid('number-base', { value: 'fg', from: 'hex' }, 'value: "g" at position 2 is not a hexadecimal digit');
    await expectInvalid('number-base', { value: '😀1', from: 'hex' }, 'value: "😀" at position 1 is not a hexadecimal digit');
    await expectInvalid('number-base', { value: '1😀2', from: 'hex' }, 'value: "😀" at position 2 is not a hexadecimal digit');
    await expectInvalid('number-base', { value: '1.5', from: 'decimal' }, 'value: "." at position 2 is not a decimal digit');
    await expectInvalid('number-base', { value: '1e3', from: 'decimal' }, 'value: "e" at position 2 is not a decimal digit');
    await expectInvalid('number-base', { value: '--1', from: 'decimal' }, 'value: "-" at position 2 is not a decimal digit');
    await expectInvalid('number-base', { value: '+1', from: 'decimal' }, 'value: "+" at position 1 is not a decimal digit');
    await expectInvalid('number-base', { value: '\u0000', from: 'decimal' }, 'value: "\\u0000" at position 1 is not a decimal digit');
    // Other scripts' digits are not decimal digits.
    await expectInvalid('number-base', { value: '١٢', from: 'decimal' }, /^value: "١" at position 1/);
  });

  it('refuses spaces and underscores as separators', async () => {
    await expectInvalid('number-base', { value: '1_000', from: 'decimal' }, 'value: "_" at position 2 is not a decimal digit');
    await expectInvalid('number-base', { value: 'ff ff', from: 'hex' }, 'value: " " at position 3 is not a hexadecimal digit');
    await expectInvalid('number-base', { value: ' 1', from: 'decimal' }, 'value: " " at position 1 is not a decimal digit');
    await expectInvalid('number-base', { value: '1\n', from: 'decimal' }, 'value: "\\n" at position 2 is not a decimal digit');
  });

  it('refuses a value without digits', async () => {
    await expectInvalid('number-base', { value: '', from: 'decimal' }, 'value: is empty');
    await expectInvalid('number-base', { value: '-', from: 'decimal' }, 'value: "-" has no digits');
    await expectInvalid('number-base', { value: '0x', from: 'hex' }, 'value: "0x" has no digits');
    await expectInvalid('number-base', { value: '-0b', from: 'binary' }, 'value: "-0b" has no digits');
  });

  it('holds the 256-character bound exactly', async () => {
    const max = 'f'.repeat(256);
    const answer = await convert(max, 'hex');
    expect(answer.hexadecimal).toBe(max);
    expect(answer.binary).toBe('1'.repeat(1024));
    // python3: len(str(int('f' * 256, 16))) → 309, starting 17976931348623159077
    expect(answer.decimal).toHaveLength(309);
    expect(answer.decimal.startsWith('17976931348623159077')).toBe(true);
    expect(BigInt(answer.decimal)).toBe(2n ** 1024n - 1n);
    expect((await convert('-' + '1'.repeat(255), 'bin')).decimal).toBe((-(2n ** 255n - 1n)).toString());
    await expectInvalid('number-base', { value: max + 'f', from: 'hex' }, 'value: must be at most 256 characters');
  });

  it('refuses wrong types and unknown bases', async () => {
    await expectInvalid('number-base', { value: 255, from: 'decimal' }, 'value: must be a string, got an integer');
    await expectInvalid('number-base', { value: 'ff', from: 'base16' }, 'from: must be one of binary, octal, decimal, hexadecimal, bin, oct, dec, hex');
    await expectInvalid('number-base', { value: 'ff', from: 16 }, /^from: must be one of/);
    await expectInvalid('number-base', { value: 'ff' }, 'from: is required');
  });

  it('round-trips any integer through every pair of bases', async () => {
    // ±(2^255 − 1) is the widest range whose binary form, with a sign, still fits 256 characters.
    const limit = 2n ** 255n - 1n;
    const pair = fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...NAMES));
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -limit, max: limit }), pair, fc.boolean(), async (n, [from, to], upper) => {
        let written = n.toString(BASE_OF[from]);
        if (upper) written = written.toUpperCase();
        const there = await convert(written, from);
        expect(there.decimal).toBe(n.toString());
        const back = await convert(there[to], to);
        expect(back).toEqual(there);
        expect(back[from]).toBe(n.toString(BASE_OF[from]));
      }),
      { numRuns: 300 },
    );
  });
});

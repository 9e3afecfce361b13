import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { numbers: number[]; count: number; min: number; max: number; type: string; decimalPlaces: number; unique: boolean; possibleValues: string };
const draw = (input: Record<string, unknown> = {}, random?: (size: number) => Uint8Array) => run<Result>('random-number', input, random ? { random } : {});

const SAFE = Number.MAX_SAFE_INTEGER;

/** A source that hands out `bytes` first and zeros after. */
const scripted = (bytes: number[]) => {
  let offset = 0;
  return (size: number) => {
    const out = new Uint8Array(size);
    for (let i = 0; i < size; i++) out[i] = bytes[offset++] ?? 0;
    return out;
  };
};

function chiSquare(observed: number[], expected: number): number {
  return observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
}

/** 100,000 numbers from 10 calls of 10,000. */
async function hundredThousand(input: Record<string, unknown>): Promise<number[]> {
  const numbers: number[] = [];
  for (let call = 0; call < 10; call++) numbers.push(...(await draw({ ...input, count: 10_000 })).numbers);
  return numbers;
}

describe('random-number', () => {
  it('is a non-deterministic crypto tool on the MCP surface', () => {
    expect(get('random-number')).toMatchObject({ category: 'crypto', mcp: true, deterministic: false });
  });

  it('defaults to one integer from 1 to 100', async () => {
    const result = await draw();
    expect(result).toMatchObject({ count: 1, min: 1, max: 100, type: 'integer', decimalPlaces: 0, unique: false, possibleValues: '100' });
    expect(result.numbers).toHaveLength(1);
    expect(Number.isInteger(result.numbers[0])).toBe(true);
    expect(result.numbers[0]).toBeGreaterThanOrEqual(1);
    expect(result.numbers[0]).toBeLessThanOrEqual(100);
  });

  it('draws every integer of 1..10 equally often (chi-square over 100,000 draws)', async () => {
    const numbers = await hundredThousand({ min: 1, max: 10 });
    const counts = Array.from({ length: 10 }, (_, i) => numbers.filter((n) => n === i + 1).length);
    expect(counts.reduce((a, b) => a + b)).toBe(100_000);
    // scipy.stats.chi2.ppf(1 - 1e-4, 9) = 33.72: a fair generator fails this once in 10,000 runs.
    expect(chiSquare(counts, 10_000)).toBeLessThan(33.72);
  });

  it('stays uniform over a span past 2^32, where a 53-bit draw taken modulo would double the first third', async () => {
    // Span 3 × 2^51 (python3: 3 * 2**51 - 1 = 6755399441055743). 2^53 mod (3 × 2^51) = 2^51, so a modulo
    // reduction would make [0, 2^51) twice as likely: bins 0 and 1 below would hold 2/4 of the draws, not 2/6.
    const numbers = await hundredThousand({ min: 0, max: 6755399441055743 });
    const bins = [0, 0, 0, 0, 0, 0];
    expect(numbers.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= 6755399441055743)).toBe(true);
    for (const n of numbers) bins[Math.floor(n / 2 ** 50)]!++;
    // scipy.stats.chi2.ppf(1 - 1e-4, 5) = 25.74
    expect(chiSquare(bins, 100_000 / 6)).toBeLessThan(25.74);
  });

  it('covers the whole safe range, both signs and the largest magnitudes', async () => {
    const result = await draw({ min: -SAFE, max: SAFE, count: 10_000 });
    expect(result.possibleValues).toBe('18014398509481983'); // python3: 2 * (2**53 - 1) + 1
    const negative = result.numbers.filter((n) => n < 0).length;
    // scipy.stats.chi2.ppf(1 - 1e-4, 1) = 15.14
    expect(chiSquare([negative, 10_000 - negative], 5_000)).toBeLessThan(15.14);
    expect(result.numbers.every((n) => Number.isSafeInteger(n))).toBe(true);
    // Half the draws have a magnitude past 2^52.
    expect(result.numbers.filter((n) => Math.abs(n) >= 2 ** 52).length).toBeGreaterThan(4_000);
  });

  it('rejection-samples: 0xFFFFFFFF is drawn again for a span of 10 (2^32 mod 10 = 6)', async () => {
    expect((await draw({ min: 0, max: 9 }, scripted([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 12]))).numbers).toEqual([2]);
  });

  it('masks a wide draw to the span\'s bit length and draws again past it', async () => {
    // Span 2^40 + 1 needs 41 bits: 6 bytes with the top byte masked to 1 bit. 0x03 00 00 00 00 01 masks
    // to 2^40 + 1, not below the span, so it is refused; 0x02 00 00 00 00 05 masks to 5, which is kept.
    const random = scripted([0x03, 0, 0, 0, 0, 1, 0x02, 0, 0, 0, 0, 5]);
    expect((await draw({ min: 0, max: 2 ** 40 }, random)).numbers).toEqual([5]);
  });

  it('draws decimals on the decimal_places grid, every step equally often (chi-square)', async () => {
    const numbers = await hundredThousand({ min: 0, max: 1, type: 'decimal', decimal_places: 1 });
    // python3: [round(i / 10, 1) for i in range(11)]
    const grid = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0];
    const counts = grid.map((value) => numbers.filter((n) => n === value).length);
    expect(counts.reduce((a, b) => a + b)).toBe(100_000);
    // scipy.stats.chi2.ppf(1 - 1e-4, 10) = 35.56
    expect(chiSquare(counts, 100_000 / 11)).toBeLessThan(35.56);
  });

  it('writes decimals as their shortest form and keeps the bounds exact', async () => {
    const result = await draw({ min: -0.5, max: 0.5, type: 'decimal', decimal_places: 2, count: 2000 });
    expect(result).toMatchObject({ decimalPlaces: 2, possibleValues: '101' });
    for (const n of result.numbers) {
      expect(n).toBeGreaterThanOrEqual(-0.5);
      expect(n).toBeLessThanOrEqual(0.5);
      expect(String(n)).toMatch(/^-?\d(?:\.\d{1,2})?$/);
      expect(Object.is(n, -0)).toBe(false);
    }
    expect((await draw({ min: 0.1, max: 0.1, type: 'decimal', decimal_places: 1 })).numbers).toEqual([0.1]);
  });

  it('draws unique numbers as a random order of the range', async () => {
    const firsts = Array.from({ length: 10 }, () => 0);
    for (let call = 0; call < 2000; call++) {
      const { numbers } = await draw({ min: 1, max: 10, count: 10, unique: true });
      expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      firsts[numbers[0]! - 1]!++;
    }
    // scipy.stats.chi2.ppf(1 - 1e-4, 9) = 33.72
    expect(chiSquare(firsts, 200)).toBeLessThan(33.72);
  });

  it('draws unique numbers from huge ranges and unique decimals too', async () => {
    const wide = await draw({ min: -SAFE, max: SAFE, count: 10_000, unique: true });
    expect(new Set(wide.numbers).size).toBe(10_000);
    const cents = await draw({ min: 0, max: 0.05, type: 'decimal', count: 6, unique: true });
    expect([...cents.numbers].sort((a, b) => a - b)).toEqual([0, 0.01, 0.02, 0.03, 0.04, 0.05]);
  });

  it('gives distinct values even from a source of zeros (no waiting for an unseen value)', async () => {
    expect((await draw({ min: 5, max: 9, count: 5, unique: true }, () => new Uint8Array(4096))).numbers).toEqual([5, 6, 7, 8, 9]);
  });

  it('refuses more unique numbers than the range holds', async () => {
    await expectInvalid('random-number', { min: 1, max: 10, count: 11, unique: true }, 'count: 11 unique numbers cannot be drawn from 10 possible values');
    await expectInvalid(
      'random-number',
      { min: 0, max: 0.1, type: 'decimal', decimal_places: 1, count: 3, unique: true },
      'count: 3 unique numbers cannot be drawn from 2 possible values',
    );
    expect((await draw({ min: 7, max: 7, count: 3 })).numbers).toEqual([7, 7, 7]);
  });

  it('refuses min above max and fractions for integers', async () => {
    await expectInvalid('random-number', { min: 10, max: 1 }, 'max: must be ≥ min (min is 10, max is 1)');
    await expectInvalid('random-number', { min: 1.5, max: 10 }, 'min: must be an integer when type is integer, got 1.5');
    await expectInvalid('random-number', { min: 1, max: 9.99 }, 'max: must be an integer when type is integer, got 9.99');
  });

  it('refuses decimal bounds finer than decimal_places or too large for them', async () => {
    await expectInvalid('random-number', { min: 0.125, max: 1, type: 'decimal' }, 'min: 0.125 has more than 2 decimal places (decimal_places is 2)');
    await expectInvalid('random-number', { min: 0, max: 1e-7, type: 'decimal', decimal_places: 6 }, 'max: 1e-7 has more than 6 decimal places');
    await expectInvalid(
      'random-number',
      { min: 0, max: 1e15, type: 'decimal', decimal_places: 2 },
      'max: 1000000000000000 is too large for 2 decimal places (max × 10^2 must be within ±(2^53 − 1))',
    );
    expect((await draw({ min: 0, max: 1e13, type: 'decimal', decimal_places: 2 })).possibleValues).toBe('1000000000000001');
  });

  it('holds the schema bounds', async () => {
    await expectInvalid('random-number', { min: -SAFE - 2 }, 'min: must be ≥ -9007199254740991');
    await expectInvalid('random-number', { max: 1e308 }, 'max: must be ≤ 9007199254740991');
    await expectInvalid('random-number', { count: 10_001 }, 'count: must be ≤ 10000');
    await expectInvalid('random-number', { count: 0 }, 'count: must be ≥ 1');
    await expectInvalid('random-number', { decimal_places: 16, type: 'decimal' }, 'decimal_places: must be ≤ 15');
    await expectInvalid('random-number', { type: 'float' }, 'type: must be one of integer, decimal');
    await expectInvalid('random-number', { unique: 'yes' }, 'unique: must be a boolean, got a string');
    await expectInvalid('random-number', { min: '1' }, 'min: must be a number, got a string');
    await expectInvalid('random-number', { seed: 1 }, 'seed: unknown field');
    await expectInvalid('random-number', JSON.parse('{"__proto__": {"min": 5}}'), '__proto__: unknown field');
  });

  it('answers 0, never -0', async () => {
    const { numbers } = await draw({ min: -0, max: 0, count: 3 });
    for (const n of numbers) expect(Object.is(n, 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = { strings: string[]; length: number; charset: string; alphabet: string; alphabetSize: number; entropyBits: number };
const generate = (input: Record<string, unknown> = {}, random?: (size: number) => Uint8Array) =>
  run<Result>('random-string', input, random ? { random } : {});

// python3: string.ascii_uppercase, string.ascii_lowercase, string.digits, string.hexdigits[:16]
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const HEX = '0123456789abcdef';

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

/** Counts of each alphabet character over 100,000 drawn characters. */
async function counts(input: Record<string, unknown>, alphabet: string[]): Promise<number[]> {
  const tally = new Map(alphabet.map((char) => [char, 0]));
  for (let call = 0; call < 10; call++) {
    for (const text of (await generate({ ...input, length: 10_000, count: 1 })).strings) {
      for (const char of text) tally.set(char, tally.get(char)! + 1);
    }
  }
  return alphabet.map((char) => tally.get(char)!);
}

describe('random-string', () => {
  it('is a non-deterministic crypto tool', () => {
    expect(get('random-string')).toMatchObject({ category: 'crypto', deterministic: false });
  });

  it('defaults to one 16-character alphanumeric string', async () => {
    const result = await generate();
    expect(result).toMatchObject({ length: 16, charset: 'alphanumeric', alphabet: UPPER + LOWER + DIGITS, alphabetSize: 62 });
    // python3: round(16 * math.log2(62), 2)
    expect(result.entropyBits).toBe(95.27);
    expect(result.strings[0]).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('draws from exactly the characters of each charset', async () => {
    const expected: Record<string, string> = {
      alphanumeric: UPPER + LOWER + DIGITS,
      alpha: UPPER + LOWER,
      lowercase: LOWER,
      uppercase: UPPER,
      numeric: DIGITS,
      hex: HEX,
    };
    for (const [charset, alphabet] of Object.entries(expected)) {
      const result = await generate({ charset, length: 2000, count: 5 });
      expect(result.alphabet).toBe(alphabet);
      expect([...new Set(result.strings.join(''))].sort().join('')).toBe([...alphabet].sort().join(''));
    }
  });

  it('takes custom characters as a set of code points: repeats dropped, emoji counted as one', async () => {
    const dna = await generate({ charset: 'custom', custom_chars: 'ACGTTGCA', length: 1000 });
    expect(dna).toMatchObject({ alphabet: 'ACGT', alphabetSize: 4, entropyBits: 2000 });
    expect(dna.strings[0]).toMatch(/^[ACGT]{1000}$/);
    const fruit = await generate({ charset: 'custom', custom_chars: '🍎🍌🍒🍎', length: 5, count: 20 });
    expect(fruit.alphabet).toBe('🍎🍌🍒');
    for (const text of fruit.strings) {
      expect([...text]).toHaveLength(5);
      expect(text).toMatch(/^(?:🍎|🍌|🍒){5}$/u);
    }
  });

  it('rejects out-of-range draws instead of taking them modulo (2^32 mod 10 = 6, so 0xFFFFFFFF is drawn again)', async () => {
    // Draws 0x00000007 → 7; 0xFFFFFFFF ≥ 4294967290 is refused; 0x0000000C → 12 mod 10 = 2.
    const random = scripted([0, 0, 0, 7, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 12]);
    expect((await generate({ charset: 'numeric', length: 2 }, random)).strings).toEqual(['72']);
  });

  it('draws every digit equally often (chi-square over 100,000 characters)', async () => {
    // scipy.stats.chi2.ppf(1 - 1e-4, 9) = 33.72: a fair generator fails this once in 10,000 runs.
    expect(chiSquare(await counts({ charset: 'numeric' }, [...DIGITS]), 10_000)).toBeLessThan(33.72);
  });

  it('draws a 3-character custom alphabet equally often, where byte modulo would be biased (chi-square)', async () => {
    // scipy.stats.chi2.ppf(1 - 1e-4, 2) = 18.42
    expect(chiSquare(await counts({ charset: 'custom', custom_chars: 'xyz' }, ['x', 'y', 'z']), 100_000 / 3)).toBeLessThan(18.42);
  });

  it('makes a million characters at the bounds (10,000 × 100) and refuses one more of either', async () => {
    const result = await generate({ length: 10_000, count: 100, charset: 'hex' });
    expect(result.strings).toHaveLength(100);
    expect(result.strings.every((text) => /^[0-9a-f]{10000}$/.test(text))).toBe(true);
    await expectInvalid('random-string', { length: 10_001 }, 'length: must be ≤ 10000');
    await expectInvalid('random-string', { count: 101 }, 'count: must be ≤ 100');
    await expectInvalid('random-string', { length: 0 }, 'length: must be ≥ 1');
    await expectInvalid('random-string', { count: 0 }, 'count: must be ≥ 1');
  });

  it('refuses custom without characters, custom_chars without custom, and too few distinct characters', async () => {
    await expectInvalid('random-string', { charset: 'custom' }, 'custom_chars: is required when charset is custom');
    await expectInvalid('random-string', { custom_chars: 'abc' }, 'custom_chars: only used when charset is custom (charset is alphanumeric)');
    await expectInvalid('random-string', { charset: 'hex', custom_chars: 'abc' }, 'custom_chars: only used when charset is custom (charset is hex)');
    await expectInvalid('random-string', { charset: 'custom', custom_chars: '' }, 'custom_chars: needs at least 2 distinct characters, got none');
    await expectInvalid('random-string', { charset: 'custom', custom_chars: 'aaaa' }, 'custom_chars: needs at least 2 distinct characters, got "aaaa"');
    await expectInvalid(
      'random-string',
      { charset: 'custom', custom_chars: 'ab\uD800' },
      'custom_chars: contains a lone surrogate (U+D800) at index 2, which UTF-8 cannot encode',
    );
  });

  it('clips a long refused alphabet in the message', async () => {
    expect(await call('random-string', { charset: 'custom', custom_chars: 'q'.repeat(1_000_000) })).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: `custom_chars: needs at least 2 distinct characters, got "${'q'.repeat(40)}"…` },
    });
    await expectInvalid('random-string', { charset: 'custom', custom_chars: 'q'.repeat(1_000_001) }, 'custom_chars: must be at most 1000000 characters');
  });

  it('refuses unknown charsets, wrong types and unknown fields', async () => {
    await expectInvalid('random-string', { charset: 'base64' }, 'charset: must be one of alphanumeric, alpha, lowercase, uppercase, numeric, hex, custom');
    await expectInvalid('random-string', { length: '8' }, 'length: must be an integer, got a string');
    await expectInvalid('random-string', { length: 8.5 }, 'length: must be an integer');
    await expectInvalid('random-string', { charset: 'custom', custom_chars: ['a', 'b'] }, 'custom_chars: must be a string, got an array');
    await expectInvalid('random-string', { chars: 'ab' }, 'chars: unknown field');
    await expectInvalid('random-string', JSON.parse('{"__proto__": {"charset": "custom"}}'), '__proto__: unknown field');
  });
});

import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = { ids: string[]; size: number; alphabetSize: number; entropyBits: number };
const generate = (input: Record<string, unknown> = {}, random?: (size: number) => Uint8Array) =>
  run<Result>('nanoid-generate', input, random ? { random } : {});

/** A source that hands out `bytes` first and zeros after. */
const scripted = (bytes: number[]) => {
  let offset = 0;
  return (size: number) => Uint8Array.from({ length: size }, () => bytes[offset++] ?? 0);
};

function chiSquare(observed: number[], expected: number): number {
  return observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
}

async function counts(alphabet: string): Promise<number[]> {
  const tally = new Map([...alphabet].map((char) => [char, 0]));
  for (const id of (await generate({ size: 250, count: 400, alphabet })).ids) for (const char of id) tally.set(char, tally.get(char)! + 1);
  return [...alphabet].map((char) => tally.get(char)!);
}

describe('nanoid-generate', () => {
  it('is a non-deterministic crypto tool', () => {
    expect(get('nanoid-generate')).toMatchObject({ category: 'crypto', deterministic: false });
  });

  it('defaults to one 21-character id of the URL-safe alphabet A–Z a–z 0–9 _ - (nanoid README)', async () => {
    const result = await generate();
    // 21 × log2(64) = 126 bits, as nanoid's README states for the default.
    expect(result).toMatchObject({ size: 21, alphabetSize: 64, entropyBits: 126 });
    expect(result.ids).toHaveLength(1);
    expect(result.ids[0]).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('makes count distinct ids of the given size and alphabet', async () => {
    const result = await generate({ size: 12, count: 1000, alphabet: '0123456789abcdef' });
    expect(result).toMatchObject({ size: 12, alphabetSize: 16, entropyBits: 48 });
    expect(result.ids).toHaveLength(1000);
    expect(result.ids.every((id) => /^[0-9a-f]{12}$/.test(id))).toBe(true);
    expect(new Set(result.ids).size).toBe(1000);
  });

  it('uses every character of a power-of-two alphabet equally (chi-square over 100,000 characters)', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
    // scipy.stats.chi2.ppf(1 - 1e-4, 63) = 113.50
    expect(chiSquare(await counts(alphabet), 100_000 / 64)).toBeLessThan(113.5);
  });

  it('uses every character of a 3-character alphabet equally, where byte modulo would favour one (chi-square)', async () => {
    // scipy.stats.chi2.ppf(1 - 1e-4, 2) = 18.42
    expect(chiSquare(await counts('xyz'), 100_000 / 3)).toBeLessThan(18.42);
  });

  it('feeds nanoid ctx.random: bytes past the largest multiple of the alphabet size are skipped', async () => {
    // nanoid reads each batch from its end. For "abc" (255 = 3 × 85) a size-2 id takes a batch of
    // ceil(1.6 × 256 × 2 / 255) = 4 bytes: 4 → "b", 255 and 255 are skipped, 5 → "c".
    expect((await generate({ size: 2, alphabet: 'abc' }, scripted([5, 255, 255, 4]))).ids).toEqual(['bc']);
  });

  it('counts characters, not UTF-16 units: an emoji alphabet gives ids of `size` emoji', async () => {
    const result = await generate({ size: 6, count: 50, alphabet: '🐶🐱🐭🐹' });
    expect(result).toMatchObject({ alphabetSize: 4, entropyBits: 12 });
    for (const id of result.ids) {
      expect([...id]).toHaveLength(6);
      expect(id).toMatch(/^(?:🐶|🐱|🐭|🐹){6}$/u);
    }
  });

  it('takes 2 to 256 distinct characters and sizes 1 to 256', async () => {
    expect((await generate({ size: 1, alphabet: '01' })).ids[0]).toMatch(/^[01]$/);
    const wide = String.fromCodePoint(...Array.from({ length: 256 }, (_, i) => 0x1f300 + i));
    const result = await generate({ size: 256, alphabet: wide });
    expect(result).toMatchObject({ alphabetSize: 256, entropyBits: 2048 });
    expect([...result.ids[0]!]).toHaveLength(256);
    await expectInvalid('nanoid-generate', { alphabet: 'a' }, 'alphabet: must have 2 to 256 characters, got 1');
    await expectInvalid('nanoid-generate', { alphabet: '' }, 'alphabet: must have 2 to 256 characters, got 0');
    const tooMany = String.fromCharCode(...Array.from({ length: 257 }, (_, i) => 0x4e00 + i));
    await expectInvalid('nanoid-generate', { alphabet: tooMany }, 'alphabet: must have 2 to 256 characters, got 257');
    await expectInvalid('nanoid-generate', { alphabet: 'a'.repeat(513) }, 'alphabet: must be at most 512 characters');
    await expectInvalid('nanoid-generate', { size: 0 }, 'size: must be ≥ 1');
    await expectInvalid('nanoid-generate', { size: 257 }, 'size: must be ≤ 256');
    await expectInvalid('nanoid-generate', { count: 1001 }, 'count: must be ≤ 1000');
    await expectInvalid('nanoid-generate', { count: 0 }, 'count: must be ≥ 1');
  });

  it('refuses repeated characters and lone surrogates', async () => {
    await expectInvalid('nanoid-generate', { alphabet: 'abca' }, 'alphabet: "a" appears more than once; each character must be distinct');
    await expectInvalid('nanoid-generate', { alphabet: '🐶🐱🐶' }, 'alphabet: "🐶" appears more than once');
    await expectInvalid('nanoid-generate', { alphabet: 'ab\uDC00' }, 'alphabet: contains a lone surrogate at index 2');
  });

  it('gives up on a random source that never yields a usable byte instead of hanging', async () => {
    const envelope = await call('nanoid-generate', { alphabet: 'abc' }, { random: (size) => new Uint8Array(size).fill(255) });
    expect(envelope).toMatchObject({ success: false, error: { code: 'INTERNAL_ERROR' } });
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('nanoid-generate', { size: '21' }, 'size: must be an integer, got a string');
    await expectInvalid('nanoid-generate', { size: 2.5 }, 'size: must be an integer');
    await expectInvalid('nanoid-generate', { alphabet: ['a', 'b'] }, 'alphabet: must be a string, got an array');
    await expectInvalid('nanoid-generate', { length: 21 }, 'length: unknown field');
    await expectInvalid('nanoid-generate', JSON.parse('{"__proto__": {"size": 5}}'), '__proto__: unknown field');
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { chiSquare, seededBytes } from '../../../test/seeded-random.ts';

/*
 * Upper-tail critical values of chi-square at p = 0.001, from the NIST/SEMATECH e-Handbook of
 * Statistical Methods, §1.3.6.7.4 "Critical Values of the Chi-Square Distribution" (df 5: 20.515,
 * df 9: 27.877); python3 -c "from scipy.stats import chi2; print(chi2.ppf(0.999, 9))" agrees.
 * A fair picker exceeds them once in a thousand seeds; the seeds here are fixed, so the test is
 * reproducible, and a biased picker (modulo bias, an off-by-one that never picks the last name)
 * lands far above them.
 */
const CHI2_P001 = { 5: 20.515, 9: 27.877 } as const;

interface Result {
  picks: { name: string; index: number }[];
  picked_names: string[];
  count: number;
  remove_after_pick: boolean;
  remaining?: string[];
  total_entries: number;
  blank_skipped: number;
  duplicates: string[];
}

const TEN = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'];
const pick = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) =>
  run<Result>('random-name-picker', input, random ? { random } : {});

describe('random-name-picker', () => {
  it('picks every name equally often with replacement: 20,000 picks over 10 names pass chi-square (df 9, p = 0.001)', async () => {
    const random = seededBytes('names-uniform');
    const counts = new Array(10).fill(0);
    for (let batch = 0; batch < 20; batch++) {
      const { picks } = await pick({ names: TEN, count: 1000, remove_after_pick: false }, random);
      for (const { index } of picks) counts[index]++;
    }
    expect(counts.reduce((a, b) => a + b)).toBe(20_000);
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[9]);
    // The bound bites: 20,000 picks favouring one name by a fifth (2,200 against 1,800 each) score 78.
    expect(chiSquare([2200, ...new Array(9).fill(1800)])).toBeGreaterThan(CHI2_P001[9]);
  });

  it('makes each name equally likely to be drawn first when removing (2,000 full draws, df 9)', async () => {
    const random = seededBytes('names-first');
    const counts = new Array(10).fill(0);
    for (let round = 0; round < 2000; round++) {
      const { picks } = await pick({ names: TEN, count: 10 }, random);
      counts[picks[0]!.index]++;
      // Without repeats: a full draw is a permutation.
      expect(new Set(picks.map((p) => p.index)).size).toBe(10);
    }
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[9]);
  });

  it('draws every order of three names equally often (6,000 draws over the 6 orders, df 5)', async () => {
    const random = seededBytes('names-orders');
    const counts = new Map<string, number>();
    for (let round = 0; round < 6000; round++) {
      const { picked_names } = await pick({ names: ['a', 'b', 'c'], count: 3 }, random);
      counts.set(picked_names.join(''), (counts.get(picked_names.join('')) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI2_P001[5]);
  });

  it('reproduces the same picks from the same seed, and different ones from another', async () => {
    const input = { names: TEN, count: 5 };
    const first = await pick(input, seededBytes('same'));
    expect(await pick(input, seededBytes('same'))).toEqual(first);
    expect((await pick(input, seededBytes('other'))).picks).not.toEqual(first.picks);
  });

  it('repeats names without removal, never with it', async () => {
    const random = seededBytes('repeats');
    // 20 picks from 10 names with replacement must repeat (pigeonhole).
    const withReplacement = await pick({ names: TEN, count: 20, remove_after_pick: false }, random);
    expect(new Set(withReplacement.picked_names).size).toBeLessThan(20);
    expect(withReplacement.remaining).toBeUndefined();
    // 5 of 10 with replacement repeat with probability 1 − 10·9·8·7·6/10^5 ≈ 0.70: over 50 rounds some repeat.
    let repeated = 0;
    for (let round = 0; round < 50; round++) {
      const { picked_names } = await pick({ names: TEN, count: 5, remove_after_pick: false }, random);
      if (new Set(picked_names).size < 5) repeated++;
    }
    expect(repeated).toBeGreaterThan(0);
    for (let round = 0; round < 200; round++) {
      const { picks, remaining } = await pick({ names: TEN, count: 7 }, random);
      expect(new Set(picks.map((p) => p.index)).size).toBe(7);
      expect(remaining).toHaveLength(3);
      expect(new Set([...picks.map((p) => p.name), ...remaining!])).toEqual(new Set(TEN));
    }
  });

  it('keeps the original index of each pick, skips blanks and keeps duplicates as separate entries', async () => {
    const names = ['  Zoë  ', '', 'Ann', '\t', 'Ann', 'Bo'];
    const result = await pick({ names, count: 4 }, seededBytes('indices'));
    expect(result.total_entries).toBe(4);
    expect(result.blank_skipped).toBe(2);
    expect(result.duplicates).toEqual(['Ann']);
    for (const { name, index } of result.picks) expect(names[index]!.trim()).toBe(name);
    expect(result.picks.map((p) => p.index).sort()).toEqual([0, 2, 4, 5]);
    expect(result.remaining).toEqual([]);
  });

  it('with all-zero bytes picks in list order (the examples’ convention)', async () => {
    const zero = (size: number) => new Uint8Array(size);
    expect((await pick({ names: ['x', 'y', 'z'], count: 3 }, zero)).picked_names).toEqual(['x', 'y', 'z']);
    expect((await pick({ names: ['x', 'y', 'z'], count: 3, remove_after_pick: false }, zero)).picked_names).toEqual(['x', 'x', 'x']);
  });

  it('passes markup, quotes, emoji, RTL and __proto__ through as plain data', async () => {
    const names = ['<script>alert(1)</script>', '__proto__', 'constructor', '"quoted" & \'single\'', 'שלום', '👩‍💻'];
    const result = await pick({ names, count: 6 }, seededBytes('hostile'));
    expect([...result.picked_names].sort()).toEqual(names.map((n) => n.trim()).sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses impossible requests with a 400 naming the field', async () => {
    await expectInvalid('random-name-picker', { names: ['a', 'b'], count: 3 }, /^count: 3 different names cannot be picked from 2 entries/);
    await expectInvalid('random-name-picker', { names: [' ', ''] }, /^names: every entry is blank/);
    await expectInvalid('random-name-picker', { names: [] }, /names/);
    await expectInvalid('random-name-picker', { names: ['a'], count: 0 }, /count/);
    await expectInvalid('random-name-picker', { names: ['a'], count: 1001 }, /count/);
    await expectInvalid('random-name-picker', { names: ['a'.repeat(101)] }, /names/);
    await expectInvalid('random-name-picker', { names: 'a\nb' }, /names/);
    await expectInvalid('random-name-picker', {}, /names/);
    // A repeat-allowed draw may ask for more picks than there are names.
    expect((await pick({ names: ['solo'], count: 1000, remove_after_pick: false })).count).toBe(1000);
  });

  it('handles the largest list: 5,000 names, 1,000 picks', async () => {
    const names = Array.from({ length: 5_000 }, (_, i) => `person ${i}`);
    const result = await pick({ names, count: 1000 }, seededBytes('big'));
    expect(new Set(result.picked_names).size).toBe(1000);
    expect(result.remaining).toHaveLength(4000);
    await expectInvalid('random-name-picker', { names: [...names, 'one too many'] }, /names/);
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { chiSquare, seededBytes } from '../../../test/seeded-random.ts';

/*
 * Upper-tail critical value of chi-square at p = 0.001 for 9 degrees of freedom (10 cells):
 * 27.877, NIST/SEMATECH e-Handbook of Statistical Methods §1.3.6.7.4 "Critical Values of the
 * Chi-Square Distribution"; python3 -c "from scipy.stats import chi2; print(chi2.ppf(0.999, 9))"
 * agrees. The seeds are fixed, so the tests are reproducible.
 */
const CHI2_DF9_P001 = 27.877;

interface Result {
  mode: string;
  numbers?: number[];
  min?: number;
  max?: number;
  count?: number;
  unique?: boolean;
  possible_values?: number;
  picks?: { item: string; index: number }[];
  teams?: { team: number; size: number; members: string[] }[];
  total_items?: number;
  blank_skipped?: number;
  duplicates?: string[];
}

const pick = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<Result>('random-picker', input, random ? { random } : {});
const TEN = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'];

describe('random-picker, number mode', () => {
  it('draws 1..10 uniformly: 20,000 numbers pass chi-square (df 9, p = 0.001)', async () => {
    const random = seededBytes('numbers');
    const counts = new Array(10).fill(0);
    for (let batch = 0; batch < 2; batch++) {
      const { numbers } = await pick({ min: 1, max: 10, count: 10_000 }, random);
      for (const n of numbers!) counts[n - 1]++;
    }
    expect(counts.reduce((a, b) => a + b)).toBe(20_000);
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF9_P001);
    // The bound bites: one value a fifth likelier than the rest (2,200 against 1,800) scores 78.
    expect(chiSquare([2200, ...new Array(9).fill(1800)])).toBeGreaterThan(CHI2_DF9_P001);
  });

  it('is uniform over a range wider than 2^32 too: 20,000 draws in ±10^12 fall evenly into 10 equal bins', async () => {
    const random = seededBytes('wide');
    const counts = new Array(10).fill(0);
    for (let batch = 0; batch < 2; batch++) {
      const { numbers } = await pick({ min: -1e12, max: 1e12 - 1, count: 10_000 }, random);
      for (const n of numbers!) {
        expect(Number.isSafeInteger(n) && n >= -1e12 && n < 1e12).toBe(true);
        counts[Math.floor((n + 1e12) / 2e11)]++;
      }
    }
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF9_P001);
  });

  it('draws unique numbers without repeats, each first draw equally likely (2,000 full permutations of 1..10)', async () => {
    const random = seededBytes('unique');
    const counts = new Array(10).fill(0);
    for (let round = 0; round < 2000; round++) {
      const { numbers } = await pick({ min: 1, max: 10, count: 10, unique: true }, random);
      expect([...numbers!].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      counts[numbers![0]! - 1]++;
    }
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF9_P001);
    // Unique draws from a huge range stay distinct and in range.
    const { numbers } = await pick({ min: -1e12, max: 1e12, count: 10_000, unique: true }, random);
    expect(new Set(numbers).size).toBe(10_000);
  });

  it('repeats without unique (11 numbers from 1..10 must) and reproduces a seed', async () => {
    const { numbers } = await pick({ min: 1, max: 10, count: 11 }, seededBytes('pigeon'));
    expect(new Set(numbers).size).toBeLessThan(11);
    const first = await pick({ min: 1, max: 1000, count: 20 }, seededBytes('same'));
    expect(await pick({ min: 1, max: 1000, count: 20 }, seededBytes('same'))).toEqual(first);
    expect((await pick({ min: 1, max: 1000, count: 20 }, seededBytes('other'))).numbers).not.toEqual(first.numbers);
  });

  it('handles a one-value range, negative ranges and the limits', async () => {
    expect(await pick({ min: 7, max: 7, count: 3 })).toEqual({ mode: 'number', numbers: [7, 7, 7], min: 7, max: 7, count: 3, unique: false, possible_values: 1 });
    const { numbers } = await pick({ min: -5, max: -3, count: 50 }, seededBytes('negative'));
    expect(new Set(numbers)).toEqual(new Set([-5, -4, -3]));
    expect((await pick({ min: -1e12, max: 1e12 })).possible_values).toBe(2e12 + 1);
  });

  it('refuses impossible ranges with a 400 naming the field', async () => {
    await expectInvalid('random-picker', { min: 10, max: 1 }, /^max: must be ≥ min \(min is 10, max is 1\)/);
    await expectInvalid('random-picker', { min: 1, max: 5, count: 6, unique: true }, /^count: 6 different numbers cannot be drawn from the 5 integers 1..5/);
    await expectInvalid('random-picker', { min: 1.5 }, /min/);
    await expectInvalid('random-picker', { max: 1e12 + 1 }, /max/);
    await expectInvalid('random-picker', { count: 0 }, /count/);
    await expectInvalid('random-picker', { count: 10_001 }, /count/);
    await expectInvalid('random-picker', { mode: 'dice' }, /mode/);
  });
});

describe('random-picker, list mode', () => {
  it('picks each entry first equally often (2,000 picks of all 10, df 9) and never picks one twice', async () => {
    const random = seededBytes('list');
    const counts = new Array(10).fill(0);
    for (let round = 0; round < 2000; round++) {
      const { picks } = await pick({ mode: 'list', items: TEN, pick_count: 10 }, random);
      expect(new Set(picks!.map((p) => p.index)).size).toBe(10);
      counts[picks![0]!.index]++;
    }
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF9_P001);
  });

  it('keeps original indices, skips blanks, keeps duplicates and treats markup as data', async () => {
    const items = ['', ' <b>x</b> ', '__proto__', '__proto__', '  '];
    const result = await pick({ mode: 'list', items, pick_count: 3 }, seededBytes('indices'));
    expect(result.total_items).toBe(3);
    expect(result.blank_skipped).toBe(2);
    expect(result.duplicates).toEqual(['__proto__']);
    expect(result.picks!.map((p) => p.index).sort()).toEqual([1, 2, 3]);
    for (const { item, index } of result.picks!) expect(items[index]!.trim()).toBe(item);
  });

  it('refuses a missing list, a blank one and more picks than entries', async () => {
    await expectInvalid('random-picker', { mode: 'list' }, /^items: required when mode is list/);
    await expectInvalid('random-picker', { mode: 'list', items: [] }, /^items: every entry is blank/);
    await expectInvalid('random-picker', { mode: 'list', items: ['a', ' '], pick_count: 2 }, /^pick_count: 2 different entries cannot be picked from 1/);
    await expectInvalid('random-picker', { mode: 'list', items: ['a'.repeat(101)] }, /items/);
  });
});

describe('random-picker, teams mode', () => {
  it('deals every count of entries into teams whose sizes differ by at most one, losing no one', async () => {
    const random = seededBytes('sizes');
    for (let n = 2; n <= 45; n++) {
      const items = Array.from({ length: n }, (_, i) => `p${i}`);
      for (let teamCount = 2; teamCount <= Math.min(20, n); teamCount++) {
        const { teams } = await pick({ mode: 'teams', items, team_count: teamCount }, random);
        expect(teams).toHaveLength(teamCount);
        const sizes = teams!.map((team) => team.size);
        // Round-robin: the first n mod t teams hold ⌈n/t⌉, the rest ⌊n/t⌋.
        expect(sizes).toEqual(Array.from({ length: teamCount }, (_, i) => Math.floor(n / teamCount) + (i < n % teamCount ? 1 : 0)));
        expect(teams!.map((team) => team.members.length)).toEqual(sizes);
        expect(teams!.flatMap((team) => team.members).sort()).toEqual([...items].sort());
        expect(teams!.map((team) => team.team)).toEqual(Array.from({ length: teamCount }, (_, i) => i + 1));
      }
    }
  });

  it('puts each entry in each team equally often (2,000 splits of 10 into 10 teams, df 9)', async () => {
    const random = seededBytes('teams');
    const counts = new Array(10).fill(0);
    for (let round = 0; round < 2000; round++) {
      const { teams } = await pick({ mode: 'teams', items: TEN, team_count: 10 }, random);
      counts[teams!.findIndex((team) => team.members.includes('n0'))]++;
    }
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF9_P001);
  });

  it('refuses fewer entries than teams and a team count outside 2-20', async () => {
    await expectInvalid('random-picker', { mode: 'teams', items: ['a', 'b', ''], team_count: 3 }, /^team_count: 3 teams need at least 3 entries, items has 2/);
    await expectInvalid('random-picker', { mode: 'teams', items: TEN, team_count: 1 }, /team_count/);
    await expectInvalid('random-picker', { mode: 'teams', items: TEN, team_count: 21 }, /team_count/);
    await expectInvalid('random-picker', { mode: 'teams' }, /^items: required when mode is teams/);
  });

  it('splits the largest list: 5,000 entries into 20 teams of 250', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => `member ${i}`);
    const { teams } = await pick({ mode: 'teams', items, team_count: 20 }, seededBytes('big'));
    expect(teams!.every((team) => team.size === 250)).toBe(true);
    await expectInvalid('random-picker', { mode: 'teams', items: [...items, 'one too many'] }, /items/);
  });
});

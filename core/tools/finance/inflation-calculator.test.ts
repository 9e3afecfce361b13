import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  value: number;
  ratio: number;
  from_index: number;
  to_index: number;
  index: { name: string; series: string; base: string; authority: string };
  years: number;
  cumulative_inflation_percent: number;
  average_annual_inflation_percent: number;
  formatted: { amount: string; value: string };
  summary: string;
  notes: string[];
};
const inflation = (input: Record<string, unknown>) => run<Result>('inflation-calculator', input);

describe('inflation-calculator', () => {
  it('carries a dollar forward by the ratio of BLS CPI-U annual averages', async () => {
    const result = await inflation({ amount: 100, from_year: 1913, to_year: 2025 });
    // BLS annual averages: 1913 = 9.9, 2025 = 321.943. python3 -c "print(100*321.943/9.9)" → 3251.9494949494947
    expect(result.value).toBeCloseTo(3251.9494949494947, 9);
    expect(result.formatted).toEqual({ amount: '100.00', value: '3251.95' });
    expect(result).toMatchObject({ from_index: 9.9, to_index: 321.943, years: 112 });
    expect(result.index).toMatchObject({ series: 'CUUR0000SA0', base: '1982-84=100', authority: 'U.S. Bureau of Labor Statistics (BLS)' });
    // python3 -c "print(((321.943/9.9)**(1/112)-1)*100)" → 3.1576128972008455
    expect(result.average_annual_inflation_percent).toBeCloseTo(3.1576128972008455, 9);
    // python3 -c "print((321.943/9.9-1)*100)" → 3151.9494949494947
    expect(result.cumulative_inflation_percent).toBeCloseTo(3151.9494949494947, 9);
  });

  it('matches the yearly CPI-U changes BLS publishes', async () => {
    // BLS: the annual average CPI-U rose 2.9% in 2024 and 8.0% in 2022.
    expect((await inflation({ amount: 1, from_year: 2023, to_year: 2024 })).cumulative_inflation_percent.toFixed(1)).toBe('2.9');
    expect((await inflation({ amount: 1, from_year: 2021, to_year: 2022 })).cumulative_inflation_percent.toFixed(1)).toBe('8.0');
    // python3 -c "print(round(1000*313.689/172.2, 2))" → 1821.66
    expect((await inflation({ amount: 1000, from_year: 2000, to_year: 2024 })).formatted.value).toBe('1821.66');
  });

  it('goes back in time when to_year precedes from_year, still measuring inflation forward', async () => {
    const result = await inflation({ amount: 1000, from_year: 2025, to_year: 1950 });
    // python3 -c "print(1000*24.1/321.943)" → 74.85797175276369
    expect(result.value).toBeCloseTo(74.85797175276369, 9);
    expect(result.formatted.value).toBe('74.86');
    // python3 -c "print(((321.943/24.1)**(1/75)-1)*100)" → 3.5166381575750805
    expect(result.average_annual_inflation_percent).toBeCloseTo(3.5166381575750805, 9);
    expect(result.cumulative_inflation_percent).toBeGreaterThan(0);
  });

  it('shows deflation as a negative rate', async () => {
    const result = await inflation({ amount: 100, from_year: 2008, to_year: 2009 });
    // python3 -c "print((214.537/215.303-1)*100)" → -0.3557776714676497
    expect(result.cumulative_inflation_percent).toBeCloseTo(-0.3557776714676497, 9);
    expect(result.average_annual_inflation_percent).toBeCloseTo(-0.3557776714676497, 9);
    expect(result.summary).toContain('prices fell 0.36% in 1 year,');
  });

  it('answers the amount itself for the same year', async () => {
    const result = await inflation({ amount: 123.45, from_year: 1990, to_year: 1990 });
    expect(result).toMatchObject({ value: 123.45, ratio: 1, years: 0, cumulative_inflation_percent: 0, average_annual_inflation_percent: 0 });
    expect(result.summary).toBe('123.45 USD in 1990 is worth 123.45 USD in 1990 (CPI-U 130.7 → 130.7): the same year.');
  });

  it('uses TÜİK TÜFE (2003=100) for TRY and reproduces TÜİK\'s published 12-month-average rates', async () => {
    const result = await inflation({ amount: 100, from_year: 2003, to_year: 2025, currency: 'TRY' });
    // 2003 = 100.00 by definition of the base, 2025 annual average 3183.23: python3 -c "print(100*3183.23/100)" → 3183.23
    expect(result.value).toBeCloseTo(3183.23, 9);
    expect(result.index).toMatchObject({ base: '2003=100', authority: 'Türkiye İstatistik Kurumu (TÜİK / TurkStat)' });
    expect(result.notes.some((note) => note.includes('old Turkish lira'))).toBe(true);
    // TÜİK December bulletins, "on iki aylık ortalamalara göre" TÜFE: 2022 72.31%, 2024 58.51%, 2025 34.88%.
    for (const [year, published] of [[2022, '72.31'], [2024, '58.51'], [2025, '34.88']] as const) {
      const change = await inflation({ amount: 1, from_year: year - 1, to_year: year, currency: 'TRY' });
      expect(change.cumulative_inflation_percent.toFixed(2), String(year)).toBe(published);
    }
    expect((await inflation({ amount: 1, from_year: 2020, to_year: 2025, currency: 'TRY' })).notes.some((n) => n.includes('old Turkish lira'))).toBe(false);
  });

  it('refuses a year outside the data, naming the field and the range of that currency', async () => {
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 1912, to_year: 2000 }, 'from_year: USD data (CUUR0000SA0) covers 1913-2025; got 1912');
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 2000, to_year: 2026 }, 'to_year: USD data (CUUR0000SA0) covers 1913-2025; got 2026');
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 2002, to_year: 2010, currency: 'TRY' }, /^from_year: TRY data \(.*\) covers 2003-2025; got 2002$/);
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 2010, to_year: 1990, currency: 'TRY' }, /^to_year: TRY data .* covers 2003-2025; got 1990$/);
  });

  it('handles the bounds of amount and refuses impossible input', async () => {
    expect((await inflation({ amount: 0, from_year: 1913, to_year: 2025 })).value).toBe(0);
    // python3 -c "print(1e12*321.943/9.9)" → 32519494949494.95
    expect((await inflation({ amount: 1e12, from_year: 1913, to_year: 2025 })).formatted.value).toBe('32519494949494.95');
    await expectInvalid('inflation-calculator', { amount: -1, from_year: 2000, to_year: 2001 }, /^amount: /);
    await expectInvalid('inflation-calculator', { amount: 1e13, from_year: 2000, to_year: 2001 }, /^amount: /);
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 2000.5, to_year: 2001 }, /^from_year: /);
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 2000 }, 'to_year: is required');
    await expectInvalid('inflation-calculator', { amount: 1, from_year: 2000, to_year: 2001, currency: 'EUR' }, /^currency: /);
    await expectInvalid('inflation-calculator', JSON.parse('{"amount":1,"from_year":2000,"to_year":2001,"__proto__":{"amount":2}}'), '__proto__: unknown field');
  });
});

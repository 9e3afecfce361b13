import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Row = { name: string; amount: number; share_percent: number | null };
type Result = {
  total_assets: number;
  total_liabilities: number;
  net_worth: number;
  debt_to_asset_ratio: number | null;
  debt_to_asset_percent: number | null;
  assets: Row[];
  liabilities: Row[];
  note: string | null;
  formatted: { total_assets: string; total_liabilities: string; net_worth: string };
  summary: string;
};
const netWorth = (input: unknown) => run<Result>('net-worth-calculator', input);

describe('net-worth-calculator', () => {
  it('totals both sides, subtracts, and gives the debt-to-asset ratio and shares', async () => {
    // python3 -c "a=[250000,40000,12500.75]; l=[180000,9500.5]; A=sum(a); L=sum(l); print(A,L,A-L,L/A,L/A*100,a[0]/A*100)"
    //   → 302500.75 189500.5 113000.25 0.6264463807114528 62.64463807114527 82.64442319564496
    const result = await netWorth({ assets: { house: 250000, brokerage: 40000, cash: 12500.75 }, liabilities: { mortgage: 180000, auto: 9500.5 } });
    expect(result.total_assets).toBe(302500.75);
    expect(result.total_liabilities).toBe(189500.5);
    expect(result.net_worth).toBe(113000.25);
    expect(result.debt_to_asset_ratio).toBe(0.6264463807114528);
    expect(result.debt_to_asset_percent).toBe(62.64463807114527);
    expect(result.assets[0]).toEqual({ name: 'house', amount: 250000, share_percent: 82.64442319564496 });
    expect(result.formatted).toEqual({ total_assets: '302500.75', total_liabilities: '189500.50', net_worth: '113000.25' });
    expect(result.summary).toBe('Net worth 113000.25: assets 302500.75 minus liabilities 189500.50; liabilities are 62.64% of assets.');
    const shares = result.liabilities.map((row) => row.share_percent!);
    expect(shares[0]! + shares[1]!).toBeCloseTo(100, 12);
  });

  it('rounds to the cent only in the presentation fields', async () => {
    // python3: 0.1+0.2 → 0.30000000000000004; 0.30000000000000004-0.3 → 5.551115123125783e-17
    const result = await netWorth({ assets: { a: 0.1, b: 0.2 }, liabilities: { c: 0.3 } });
    expect(result.total_assets).toBe(0.30000000000000004);
    expect(result.net_worth).toBe(5.551115123125783e-17);
    expect(result.formatted).toEqual({ total_assets: '0.30', total_liabilities: '0.30', net_worth: '0.00' });
  });

  it('treats missing sides as empty, and gives no ratio without assets', async () => {
    const empty = await netWorth({});
    expect(empty).toMatchObject({ total_assets: 0, total_liabilities: 0, net_worth: 0, debt_to_asset_ratio: null, debt_to_asset_percent: null, assets: [], liabilities: [] });
    expect(empty.note).toMatch(/^debt_to_asset_ratio is null: total assets are 0/);
    const onlyDebt = await netWorth({ liabilities: { loan: 5000 } });
    expect(onlyDebt).toMatchObject({ net_worth: -5000, debt_to_asset_ratio: null, liabilities: [{ name: 'loan', amount: 5000, share_percent: 100 }] });
    expect(onlyDebt.summary).toBe('Net worth -5000.00: assets 0.00 minus liabilities 5000.00; the debt-to-asset ratio is undefined without assets.');
    // All assets worth 0: shares are null, not NaN.
    const zero = await netWorth({ assets: { old_phone: 0 } });
    expect(zero.assets).toEqual([{ name: 'old_phone', amount: 0, share_percent: null }]);
    const debtFree = await netWorth({ assets: { cash: 10 } });
    expect(debtFree.debt_to_asset_ratio).toBe(0);
  });

  it('counts __proto__ and constructor as ordinary names and pollutes nothing', async () => {
    const input = JSON.parse('{"assets":{"__proto__":100,"constructor":50,"toString":25},"liabilities":{"__proto__":30}}');
    const result = await netWorth(input);
    expect(result.assets.map((row) => row.name)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(result.total_assets).toBe(175);
    expect(result.total_liabilities).toBe(30);
    expect(result.net_worth).toBe(145);
    expect(({} as Record<string, unknown>).toString).toBe(Object.prototype.toString);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('takes the largest inputs its schema allows without overflowing', async () => {
    const assets = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`asset ${i}`.padEnd(100, 'x'), 1e12]));
    const result = await netWorth({ assets, liabilities: { debt: 1e12 } });
    // python3: 200*1e12 - 1e12 → 1.99e+14
    expect(result.total_assets).toBe(2e14);
    expect(result.net_worth).toBe(1.99e14);
    expect(result.formatted.net_worth).toBe('199000000000000.00');
  });

  it('refuses negative, non-finite and oversized amounts, too many names and bad names', async () => {
    await expectInvalid('net-worth-calculator', { assets: { cash: -1 } }, 'assets.cash: must be ≥ 0');
    await expectInvalid('net-worth-calculator', { liabilities: { loan: 1e13 } }, 'liabilities.loan: must be ≤ 1000000000000');
    await expectInvalid('net-worth-calculator', { assets: { cash: '5' } }, 'assets.cash: must be a number, got a string');
    await expectInvalid('net-worth-calculator', { assets: { cash: Infinity } }, /^assets\.cash: /);
    await expectInvalid('net-worth-calculator', { assets: [1, 2] }, /^assets: must be an object/);
    const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`a${i}`, 1]));
    await expectInvalid('net-worth-calculator', { assets: tooMany }, /^assets: /);
    await expectInvalid('net-worth-calculator', { assets: { ['x'.repeat(101)]: 1 } }, `assets: the name "${'x'.repeat(40)}"… is longer than 100 characters`);
    await expectInvalid('net-worth-calculator', { liabilities: { '  ': 1 } }, 'liabilities: a name must not be empty');
    await expectInvalid('net-worth-calculator', { assets: {}, debts: {} }, 'debts: unknown field');
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Row = { month: number; payment: number; principal: number; interest: number; extra: number; balance: number };
type Year = { year: number; payments: number; principal: number; interest: number; balance: number };
type Result = {
  term_months: number;
  monthly_payment: number;
  total_interest: number;
  total_paid: number;
  schedule: Row[];
  yearly: Year[];
  truncated: boolean;
  formatted: { monthly_payment: string; total_interest: string; total_paid: string };
};
const mortgage = (input: Record<string, unknown>) => run<Result>('mortgage-calculate', input);

describe('mortgage-calculate', () => {
  it('reproduces the published 30-year example to the cent', async () => {
    // Wikipedia, "Mortgage calculator" (monthly payment formula): P = 200000, r = 0.065/12, N = 360 → c = $1,264.14.
    // python3: P,r,n=200000,0.065/12,360; p=P*r/(1-(1+r)**-n); print(p, n*p-P) → 1264.1360469859305 255088.976914935
    const result = await mortgage({ principal: 200000, annual_rate: 0.065, years: 30 });
    expect(result.formatted).toEqual({ monthly_payment: '1264.14', total_interest: '255088.98', total_paid: '455088.98' });
    expect(result.schedule).toHaveLength(360);
    expect(result.truncated).toBe(false);
    expect(result.yearly).toHaveLength(30);
    expect(result.yearly[29]!.balance).toBe(0);
  });

  it('matches PMT for a 15-year loan, and its first year’s interest and balance', async () => {
    // PMT(0.055/12, 180, -300000); python3: P,r,n=300000,0.055/12,180; p=P*r/(1-(1+r)**-n); print(p, n*p-P) → 2451.2503638634007 141225.0654954121
    // First year, python3: b=P; I=0; for m in range(12): i=b*r; I+=i; b=b+i-p  → I 16169.408672246984, b 286754.40430588595
    const result = await mortgage({ principal: 300000, annual_rate: 0.055, years: 15 });
    expect(result.formatted.monthly_payment).toBe('2451.25');
    expect(result.formatted.total_interest).toBe('141225.07');
    expect(result.yearly[0]!.interest).toBeCloseTo(16169.408672246984, 6);
    expect(result.yearly[0]!.balance).toBeCloseTo(286754.40430588595, 6);
    // Each year's principal and interest add up to its payments, and the principal adds up to the loan.
    for (const year of result.yearly) expect(year.principal + year.interest).toBeCloseTo(year.payments, 6);
    expect(result.yearly.reduce((sum, year) => sum + year.principal, 0)).toBeCloseTo(300000, 6);
  });

  it('splits each month into interest on the balance and principal', async () => {
    const result = await mortgage({ principal: 100000, annual_rate: 0.06, years: 30 });
    // First month: 100000 × 0.005 = 500 interest; PMT 599.5505… (python3 above, 100000 at 6 %) → 99.55 principal
    expect(result.schedule[0]!.interest).toBe(500);
    expect(result.formatted.monthly_payment).toBe('599.55');
    expect(result.schedule[0]!.principal.toFixed(2)).toBe('99.55');
    expect(result.schedule[1]!.interest).toBeCloseTo(result.schedule[0]!.balance * 0.005, 9);
  });

  it('takes 0 %, a 50-year term and the largest principal', async () => {
    const free = await mortgage({ principal: 360000, annual_rate: 0, years: 30 });
    expect(free.monthly_payment).toBe(1000);
    expect(free.total_interest).toBe(0);
    const long = await mortgage({ principal: 1e12, annual_rate: 0.2, years: 50 });
    expect(long.schedule).toHaveLength(600);
    expect(long.schedule[599]!.balance).toBe(0);
    expect(long.truncated).toBe(false);
  });

  it('refuses impossible input with the field named', async () => {
    await expectInvalid('mortgage-calculate', { principal: 200000, annual_rate: 6.5, years: 30 }, /^annual_rate: /);
    await expectInvalid('mortgage-calculate', { principal: 0, annual_rate: 0.065, years: 30 }, /^principal: /);
    await expectInvalid('mortgage-calculate', { principal: -5, annual_rate: 0.065, years: 30 }, /^principal: /);
    await expectInvalid('mortgage-calculate', { principal: 200000, annual_rate: 0.065, years: 0.02 }, /^years: the term must be at least one month/);
    await expectInvalid('mortgage-calculate', { principal: 200000, annual_rate: 0.065, years: 60 }, /^years: /);
    await expectInvalid('mortgage-calculate', { principal: 200000, annual_rate: 1, years: 50 }, /^annual_rate, years: /);
    await expectInvalid('mortgage-calculate', { principal: 200000, years: 30 }, 'annual_rate: is required');
    await expectInvalid('mortgage-calculate', JSON.parse('{"principal":1,"annual_rate":0.1,"years":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});

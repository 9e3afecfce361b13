import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  max_housing_payment: number;
  limiting_rule: string;
  max_home_price: number;
  loan_amount: number;
  monthly_payment: { principal_and_interest: number; property_tax: number; insurance: number; hoa: number; total: number };
  back_end_ratio_percent: number;
  formatted: { max_home_price: string; loan_amount: string; down_payment: string; max_housing_payment: string };
};
const ID = 'home-affordability-calculator';
const afford = (input: Record<string, unknown>) => run<Result>(ID, input);

/*
 * References by hand in python3 (28/36 limits, then price = (limit − insurance/12 − HOA) / (PMT(r,n,1)·(1−d) + tax/1200)):
 *   def pmt(P,r,n): return P*r/(1-(1+r)**-n)
 *   inc=100000/12; lim=min(0.28*inc, 0.36*inc-500); k=pmt(1,0.065/12,360)*0.8+0.012/12; H=(lim-125)/k; print(lim,H,0.8*H)
 *     → 2333.333333333334 364619.3711802328 291695.4969441862
 *   inc=72000/12; lim=min(0.28*inc,0.36*inc-1200); k=pmt(1,0.07/12,360)*0.9+0.012/12; H=(lim-125-150)/k; print(lim,H)
 *     → 960.0 98029.07946805598
 */
describe('home-affordability-calculator', () => {
  it('applies the 28 % front-end limit when it is the lower one, with the spec defaults', async () => {
    const result = await afford({ annual_income: 100000, monthly_debts: 500 });
    expect(result.limiting_rule).toBe('front-end (28 % of income)');
    expect(result.formatted).toEqual({ max_home_price: '364619.37', loan_amount: '291695.50', down_payment: '72923.87', max_housing_payment: '2333.33' });
    // The PITI parts add up to the limit, and the loan payment is PMT on the loan.
    const parts = result.monthly_payment;
    expect(parts.principal_and_interest + parts.property_tax + parts.insurance + parts.hoa).toBeCloseTo(result.max_housing_payment, 9);
    expect(parts.insurance).toBe(125);
  });

  it('applies the back-end DTI limit when debts make it lower', async () => {
    const result = await afford({ annual_income: 72000, monthly_debts: 1200, down_payment_percent: 10, interest_rate: 7, hoa_monthly: 150 });
    expect(result.limiting_rule).toBe('back-end (36 % debt-to-income)');
    expect(result.max_housing_payment).toBe(960);
    expect(result.formatted.max_home_price).toBe('98029.08');
    expect(result.back_end_ratio_percent).toBeCloseTo(36, 12);
  });

  it('handles a 0 % rate (the loan payment is loan/n) and no tax or insurance', async () => {
    // 60000/12 = 5000; 28 % = 1400; loan payment = 0.8·H/180 = 1400 → H = 315000 exactly
    const result = await afford({ annual_income: 60000, interest_rate: 0, loan_term_years: 15, property_tax_rate: 0, insurance_annual: 0 });
    expect(result.max_home_price).toBeCloseTo(315000, 6);
  });

  it('refuses debts that leave nothing for housing, naming monthly_debts, and fixed costs above the limit', async () => {
    // 36 % of 5000 = 1800 a month
    await expectInvalid(ID, { annual_income: 60000, monthly_debts: 1800 }, 'monthly_debts: 1800.00 a month already uses the whole 36% debt-to-income limit (1800.00 of 5000.00 monthly income), leaving nothing for housing');
    await expectInvalid(ID, { annual_income: 60000, hoa_monthly: 2000 }, /^insurance_annual, hoa_monthly: insurance and HOA \(2125.00 a month\) take the whole housing limit of 1400.00/);
  });

  it('refuses out-of-range inputs and stays finite at the largest', async () => {
    await expectInvalid(ID, { annual_income: 0 }, /^annual_income: /);
    await expectInvalid(ID, { annual_income: 50000, down_payment_percent: 100 }, /^down_payment_percent: /);
    await expectInvalid(ID, { annual_income: 50000, dti_ratio: 0 }, /^dti_ratio: /);
    await expectInvalid(ID, { annual_income: 50000, loan_term_years: 0 }, /^loan_term_years: /);
    await expectInvalid(ID, { annual_income: 50000, monthly_debts: -1 }, /^monthly_debts: /);
    await expectInvalid(ID, JSON.parse('{"annual_income":50000,"__proto__":{"x":1}}'), '__proto__: unknown field');
    const huge = await afford({ annual_income: 1e12, down_payment_percent: 99.99, interest_rate: 0, loan_term_years: 50, property_tax_rate: 0, insurance_annual: 0 });
    expect(Number.isFinite(huge.max_home_price)).toBe(true);
  });
});

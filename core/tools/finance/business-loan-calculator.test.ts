import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  monthly_payment: number;
  total_interest: number;
  origination_fee: number;
  net_proceeds: number;
  total_cost: number;
  apr_percent: number;
  loan_type: string;
  schedule: { month: number; balance: number }[];
  formatted: { monthly_payment: string; total_interest: string; origination_fee: string; net_proceeds: string; apr_percent: string };
};
const loan = (input: Record<string, unknown>) => run<Result>('business-loan-calculator', input);

/*
 * References computed by hand in python3 (PMT, and RATE by bisection on the present value):
 *   def pmt(P,r,n): return P*r/(1-(1+r)**-n)
 *   def pv(A,i,n): return sum(A/(1+i)**k for k in range(1,n+1))
 *   def rate(A,n,net):
 *     lo,hi=0.0,1.0
 *     for _ in range(200):
 *       m=(lo+hi)/2
 *       if pv(A,m,n)>net: lo=m
 *       else: hi=m
 *     return lo
 *   A=pmt(50000,0.08/12,12); print(A, 12*A-50000, 1200*rate(A,12,49000))
 *     → 4349.421454271099 2193.0574512531894 11.81807105019854
 *   A=pmt(250000,0.095/12,120); print(A, 120*A-250000, 1200*rate(A,120,250000*0.97))
 *     → 3234.9389390194497 138192.67268233397 10.224949153733974
 */
describe('business-loan-calculator', () => {
  it('gives the payment, the fee, the proceeds and the APR with the fee', async () => {
    const result = await loan({ loan_amount: 50000, interest_rate: 8, loan_term_months: 12, origination_fee_percent: 2 });
    expect(result.formatted).toEqual({ monthly_payment: '4349.42', total_interest: '2193.06', origination_fee: '1000.00', net_proceeds: '49000.00', apr_percent: '11.82' });
    expect(result.apr_percent).toBeCloseTo(11.81807105019854, 8);
    expect(result.total_cost).toBeCloseTo(3193.0574512531894, 6);
    expect(result.loan_type).toBe('standard');
  });

  it('solves the APR of a ten-year loan with a 3 % fee', async () => {
    const result = await loan({ loan_amount: 250000, interest_rate: 9.5, loan_term_months: 120, origination_fee_percent: 3, loan_type: 'sba' });
    expect(result.formatted.monthly_payment).toBe('3234.94');
    expect(result.formatted.total_interest).toBe('138192.67');
    expect(result.apr_percent).toBeCloseTo(10.224949153733974, 8);
    expect(result.schedule).toHaveLength(120);
    expect(result.schedule[119]!.balance).toBe(0);
  });

  it('equals the note rate without a fee, and stays finite at the largest fee', async () => {
    expect((await loan({ loan_amount: 10000, interest_rate: 12, loan_term_months: 6 })).apr_percent).toBe(12);
    // One payment of 1000 × (1 + 0.30/12) = 1025 for 500 in hand: i = 1025/500 − 1 = 1.05 a month, APR = 12 × 105 % = 1260 %.
    const steep = await loan({ loan_amount: 1000, interest_rate: 30, loan_term_months: 1, origination_fee_percent: 50 });
    expect(steep.apr_percent).toBeCloseTo(1260, 8);
    const huge = await loan({ loan_amount: 1e12, interest_rate: 60, loan_term_months: 480, origination_fee_percent: 50 });
    expect(Number.isFinite(huge.apr_percent)).toBe(true);
    expect(huge.apr_percent).toBeGreaterThan(100);
    // At 100 % over 480 months (1 + 1/12)^-480 ≈ 2e-17: the payment is all interest in doubles, a 400 rather than a loan that never amortises.
    await expectInvalid('business-loan-calculator', { loan_amount: 1e12, interest_rate: 100, loan_term_months: 480 }, /^interest_rate, loan_term_months: at this rate/);
  });

  it('refuses a zero rate, a term out of range, a fee above 50 % and unknown fields', async () => {
    await expectInvalid('business-loan-calculator', { loan_amount: 1000, interest_rate: 0, loan_term_months: 12 }, /^interest_rate: /);
    await expectInvalid('business-loan-calculator', { loan_amount: 1000, interest_rate: 5, loan_term_months: 0 }, /^loan_term_months: /);
    await expectInvalid('business-loan-calculator', { loan_amount: 1000, interest_rate: 5, loan_term_months: 481 }, /^loan_term_months: /);
    await expectInvalid('business-loan-calculator', { loan_amount: 1000, interest_rate: 5, loan_term_months: 12.5 }, /^loan_term_months: /);
    await expectInvalid('business-loan-calculator', { loan_amount: 0, interest_rate: 5, loan_term_months: 12 }, /^loan_amount: /);
    await expectInvalid('business-loan-calculator', { loan_amount: 1000, interest_rate: 5, loan_term_months: 12, origination_fee_percent: 60 }, /^origination_fee_percent: /);
    await expectInvalid('business-loan-calculator', { loan_amount: 1000, interest_rate: 5, loan_term_months: 12, loan_type: '' }, /^loan_type: /);
    await expectInvalid('business-loan-calculator', JSON.parse('{"loan_amount":1,"interest_rate":1,"loan_term_months":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});

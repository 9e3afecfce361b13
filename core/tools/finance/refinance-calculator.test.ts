import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  current_monthly_payment: number;
  current_payment_source: string;
  new_monthly_payment: number;
  monthly_savings: number;
  break_even_months: number | null;
  break_even_whole_months: number | null;
  current_total_interest: number;
  new_total_interest: number;
  interest_savings: number;
  lifetime_savings: number;
  note: string;
  formatted: { new_monthly_payment: string; monthly_savings: string; lifetime_savings: string };
};
const ID = 'refinance-calculator';
const refinance = (input: Record<string, unknown>) => run<Result>(ID, input);

// python3: def pmt(P,r,n): return P*r/(1-(1+r)**-n)
describe('refinance-calculator', () => {
  it('reproduces a published worked example: 250,000 with 300 months left, 6.8 % → 5.8 %, 5,000 closing costs', async () => {
    // hoursnotdollars.pages.dev/should-i-refinance: payments $1,735.18 → $1,580.33, savings $154.85 a month, break-even 33 months,
    // total savings after costs $41,455 (from rounded payments). python3:
    //   a=pmt(250000,0.068/12,300); b=pmt(250000,0.058/12,300); print(a,b,a-b,5000/(a-b),300*(a-b)-5000)
    //   → 1735.180251131024 1580.3285343878006 154.8517167432235 32.28895426642925 41455.515022967054
    const result = await refinance({ current_balance: 250000, remaining_months: 300, current_rate: 6.8, new_rate: 5.8, new_term_months: 300, closing_costs: 5000 });
    expect(result.formatted).toEqual({ new_monthly_payment: '1580.33', monthly_savings: '154.85', lifetime_savings: '41455.52' });
    expect(result.current_monthly_payment.toFixed(2)).toBe('1735.18');
    expect(result.current_payment_source).toBe('derived from current_rate');
    expect(result.break_even_months).toBeCloseTo(32.28895426642925, 9);
    expect(result.break_even_whole_months).toBe(33);
  });

  it('shows a longer term lowering the payment but raising lifetime interest', async () => {
    // python3: a=pmt(200000,0.045/12,240); b=pmt(200000,0.05/12,360); print(a,b,a-b,240*a-200000,360*b-200000)
    //   → 1265.2987524399416 1073.6432460242797 191.65550641566188 103671.70058558596 186511.56856874068
    const result = await refinance({ current_balance: 200000, remaining_months: 240, current_rate: 4.5, new_rate: 5, new_term_months: 360 });
    expect(result.formatted.new_monthly_payment).toBe('1073.64');
    expect(result.formatted.monthly_savings).toBe('191.66');
    expect(result.current_total_interest).toBeCloseTo(103671.70058558596, 6);
    expect(result.new_total_interest).toBeCloseTo(186511.56856874068, 6);
    expect(result.interest_savings).toBeCloseTo(103671.70058558596 - 186511.56856874068, 6);
    // No closing costs: recovered at once.
    expect(result.break_even_months).toBe(0);
    expect(result.note).toMatch(/refinancing costs 82839.87 more over the life of the loans/);
  });

  it('uses a given payment and gives no break-even when the payment does not fall', async () => {
    // 100000 at 8 % over 120 months: PMT → python3: print(pmt(100000,0.08/12,120)) → 1213.2759435535777
    const result = await refinance({ current_balance: 100000, remaining_months: 120, current_monthly_payment: 1000, current_rate: 3, new_rate: 8, new_term_months: 120, closing_costs: 2000 });
    expect(result.current_monthly_payment).toBe(1000);
    expect(result.current_payment_source).toBe('given');
    expect(result.formatted.new_monthly_payment).toBe('1213.28');
    expect(result.break_even_months).toBeNull();
    expect(result.break_even_whole_months).toBeNull();
    expect(result.note).toMatch(/^The new payment is not lower/);
  });

  it('refuses a missing payment and rate, a payment that cannot repay, and bad bounds', async () => {
    const base = { current_balance: 100000, remaining_months: 120, new_rate: 5, new_term_months: 360 };
    await expectInvalid(ID, base, 'current_monthly_payment, current_rate: give the current monthly payment, or the current rate to derive it from');
    // 500 × 120 = 60000 < 100000
    await expectInvalid(ID, { ...base, current_monthly_payment: 500 }, 'current_monthly_payment: 500.00 × 120 months = 60000.00 does not repay the balance of 100000.00; check the payment or remaining_months');
    await expectInvalid(ID, { ...base, current_balance: 0, current_rate: 5 }, /^current_balance: /);
    await expectInvalid(ID, { ...base, remaining_months: 0, current_rate: 5 }, /^remaining_months: /);
    await expectInvalid(ID, { ...base, new_term_months: 601, current_rate: 5 }, /^new_term_months: /);
    await expectInvalid(ID, { ...base, current_rate: 5, closing_costs: -1 }, /^closing_costs: /);
    await expectInvalid(ID, { ...base, current_rate: 100, remaining_months: 600 }, /^current_rate, remaining_months: at this rate/);
    await expectInvalid(ID, JSON.parse('{"current_balance":1,"remaining_months":1,"new_rate":1,"new_term_months":1,"current_rate":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });

  it('stays finite at the largest inputs', async () => {
    const result = await refinance({ current_balance: 1e12, remaining_months: 600, current_rate: 30, new_rate: 0, new_term_months: 600, closing_costs: 1e12 });
    expect(Number.isFinite(result.lifetime_savings)).toBe(true);
    expect(result.new_monthly_payment).toBeCloseTo(1e12 / 600, 3);
  });
});

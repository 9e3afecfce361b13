import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  down_payment: number;
  closing_costs: number;
  target: number;
  remaining: number;
  surplus: number;
  progress_percent: number;
  reachable: boolean;
  months_to_goal: number | null;
  years_to_goal: number | null;
  start_month: string;
  target_month: string | null;
  reason: string | null;
  formatted: Record<string, string>;
  summary: string;
};
const downPayment = (input: Record<string, unknown>, now?: string) => run<Result>('down-payment-calculator', input, now ? { now } : {});

// Months are the spreadsheet NPER at a 0 % rate, rounded up: python3: math.ceil((target - savings) / monthly);
// the target month is the start plus months − 1: python3: y, m = divmod(year*12 + month-1 + months-1, 12); f'{y}-{m+1:02}'
describe('down-payment-calculator', () => {
  it('adds closing costs to the down payment and dates the goal', async () => {
    // 400000 × (20 + 3) % = 92000; python3: math.ceil((92000 - 20000) / 1500) → 48; divmod(2025*12+2+47, 12) → (2029, 1) → 2029-02
    const result = await downPayment({ home_price: 400000, current_savings: 20000, monthly_savings: 1500, start_month: '2025-03' });
    expect(result).toMatchObject({ down_payment: 80000, closing_costs: 12000, target: 92000, remaining: 72000, months_to_goal: 48, years_to_goal: 4 });
    expect(result).toMatchObject({ reachable: true, start_month: '2025-03', target_month: '2029-02', reason: null });
    expect(result.summary).toBe('You need 92000.00 (80000.00 down payment + 12000.00 closing costs); 72000.00 to go takes 48 months of saving, reached in 2029-02.');
  });

  it('rounds up to whole deposits and crosses year ends', async () => {
    // python3: math.ceil(10000 / 3000) → 4; divmod(2024*12+10+3, 12) → (2025, 1) → 2025-02
    const result = await downPayment({ home_price: 100000, down_payment_percent: 10, closing_cost_percent: 0, monthly_savings: 3000, start_month: '2024-11' });
    expect(result).toMatchObject({ months_to_goal: 4, target_month: '2025-02' });
  });

  it('does not add a month for float error below half a cent', async () => {
    // 350000 × 14.3 % is 50050 exactly, but 350000*11.3/100 + 350000*3/100 → 50050.00000000001 in floats; 50050 / 1001 = 50 deposits
    const result = await downPayment({ home_price: 350000, down_payment_percent: 11.3, monthly_savings: 1001, start_month: '2025-01' });
    expect(result.formatted.target).toBe('50050.00');
    expect(result.months_to_goal).toBe(50);
    // A real cent short is one more deposit: python3: math.ceil((50050 - 0.01) / 1001) → 50, and (50050.02 / 1001) → 51
    expect((await downPayment({ home_price: 350000, down_payment_percent: 11.3, current_savings: 0.01, monthly_savings: 1001 })).months_to_goal).toBe(50);
  });

  it('answers 0 months when the savings already cover it', async () => {
    const result = await downPayment({ home_price: 200000, current_savings: 50000, start_month: '2025-06' });
    expect(result).toMatchObject({ target: 46000, remaining: 0, surplus: 4000, months_to_goal: 0, target_month: '2025-06', reachable: true });
    expect(result.summary).toBe('You need 46000.00 (40000.00 down payment + 6000.00 closing costs) and have it already.');
    expect((await downPayment({ home_price: 200000, down_payment_percent: 0, closing_cost_percent: 0 })).progress_percent).toBe(100);
  });

  it('answers reachable: false with a reason when nothing is saved monthly, or it takes over 100 years', async () => {
    const never = await downPayment({ home_price: 250000, down_payment_percent: 10, current_savings: 5000, start_month: '2025-01' });
    expect(never).toMatchObject({ reachable: false, months_to_goal: null, years_to_goal: null, target_month: null, remaining: 27500 });
    expect(never.reason).toBe('monthly_savings is 0 and savings fall 27500.00 short of the target: the goal is never reached');
    const slow = await downPayment({ home_price: 1e12, monthly_savings: 5e-324 });
    expect(slow).toMatchObject({ reachable: false, months_to_goal: null });
    expect(slow.reason).toBe('at 0.00 a month the goal is more than 100 years away: save more each month');
    // 1200 months is the last answer dated: python3: math.ceil(120000 / 100) → 1200
    expect((await downPayment({ home_price: 1e6, down_payment_percent: 12, closing_cost_percent: 0, monthly_savings: 100, start_month: '2025-01' })).target_month).toBe('2124-12');
  });

  it('starts in the current month (UTC) when start_month is left out', async () => {
    const result = await downPayment({ home_price: 100000, monthly_savings: 23000 }, '2024-12-31T23:30:00Z');
    expect(result).toMatchObject({ start_month: '2024-12', months_to_goal: 1, target_month: '2024-12' });
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('down-payment-calculator', {}, 'home_price: is required');
    await expectInvalid('down-payment-calculator', { home_price: 0 }, /^home_price: /);
    await expectInvalid('down-payment-calculator', { home_price: -5 }, /^home_price: /);
    await expectInvalid('down-payment-calculator', { home_price: 1, down_payment_percent: 101 }, /^down_payment_percent: /);
    await expectInvalid('down-payment-calculator', { home_price: 1, closing_cost_percent: -1 }, /^closing_cost_percent: /);
    await expectInvalid('down-payment-calculator', { home_price: 1, monthly_savings: -1 }, /^monthly_savings: /);
    await expectInvalid('down-payment-calculator', { home_price: 1, start_month: '2025-13' }, /^start_month: /);
    await expectInvalid('down-payment-calculator', { home_price: 1, start_month: '2025-3' }, /^start_month: /);
    await expectInvalid('down-payment-calculator', JSON.parse('{"home_price":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Debt = { name: string; focus_rank: number; payoff_month: number; interest_paid: number; total_paid: number };
type Result = {
  monthly_budget: number;
  months_to_debt_free: number;
  total_interest: number;
  total_paid: number;
  focus_order: string[];
  debts: Debt[];
  comparison: { strategy: string; months_to_debt_free: number; total_interest: number; interest_difference: number; focus_order: string[] };
  schedule: { month: number; payment: number; balance: number; paid_off: string[] }[];
  truncated: boolean;
  formatted: { total_interest: string; interest_difference: string };
};
const ID = 'debt-payoff-calculator';
const payoff = (input: Record<string, unknown>) => run<Result>(ID, input);

/*
 * Reference: an independent month-by-month simulation written by hand in python3 (the same rules:
 * APR/12 interest, minimums to every debt, the rest in the strategy's order, minimums rolling over):
 *   def plan(debts, extra, key):
 *       b=[d[1] for d in debts]; r=[d[2]/1200 for d in debts]; mins=[d[3] for d in debts]
 *       order=sorted(range(len(debts)), key=key); budget=sum(mins)+extra; I=0.0; m=0; done={}
 *       while any(x>0 for x in b):
 *           m+=1; left=budget
 *           for i in range(len(b)):
 *               if b[i]>0: it=b[i]*r[i]; b[i]+=it; I+=it
 *           for i in range(len(b)):
 *               if b[i]>0: p=min(mins[i],b[i]); b[i]-=p; left-=p
 *           for i in order:
 *               if b[i]>0 and left>0: p=min(left,b[i]); b[i]-=p; left-=p
 *           for i in range(len(b)):
 *               if b[i]<=0 and i not in done: done[i]=m
 *       return m, I, [done[i] for i in range(len(b))]
 *   D=[('Visa',5000,22.9,150),('Car',3000,5.9,120),('Store',800,27.0,35),('Student',20000,4.5,210)]
 *   print(plan(D,200,lambda i:(-D[i][2],D[i][1])))  → (46, 3566.1328736951964, [18, 21, 4, 46])   avalanche
 *   print(plan(D,200,lambda i:(D[i][1],-D[i][2])))  → (46, 3881.4102283335274, [21, 12, 4, 46])   snowball
 */
const DEBTS = [
  { name: 'Visa', balance: 5000, interest_rate: 22.9, minimum_payment: 150 },
  { name: 'Car', balance: 3000, interest_rate: 5.9, minimum_payment: 120 },
  { name: 'Store', balance: 800, interest_rate: 27, minimum_payment: 35 },
  { name: 'Student', balance: 20000, interest_rate: 4.5, minimum_payment: 210 },
];

describe('debt-payoff-calculator', () => {
  it('pays the highest rate first by default (avalanche), to the cent of the reference', async () => {
    const result = await payoff({ debts: DEBTS, extra_payment: 200 });
    expect(result.monthly_budget).toBe(715);
    expect(result.focus_order).toEqual(['Store', 'Visa', 'Car', 'Student']);
    expect(result.months_to_debt_free).toBe(46);
    expect(result.debts.map((debt) => debt.payoff_month)).toEqual([18, 21, 4, 46]);
    expect(result.formatted.total_interest).toBe('3566.13');
    expect(result.total_interest).toBeCloseTo(3566.1328736951964, 6);
    expect(result.total_paid).toBeCloseTo(28800 + 3566.1328736951964, 6);
    expect(result.comparison).toMatchObject({ strategy: 'snowball', months_to_debt_free: 46, focus_order: ['Store', 'Car', 'Visa', 'Student'] });
    // python3: print(3881.4102283335274 - 3566.1328736951964) → 315.277354638331
    expect(result.formatted.interest_difference).toBe('315.28');
  });

  it('pays the smallest balance first with snowball, rolling freed minimums over', async () => {
    const result = await payoff({ debts: DEBTS, extra_payment: 200, strategy: 'snowball' });
    expect(result.debts.map((debt) => debt.payoff_month)).toEqual([21, 12, 4, 46]);
    expect(result.formatted.total_interest).toBe('3881.41');
    expect(result.debts.map((debt) => debt.focus_rank)).toEqual([3, 2, 1, 4]);
    expect(result.comparison.strategy).toBe('avalanche');
    expect(result.comparison.interest_difference).toBeCloseTo(3566.1328736951964 - 3881.4102283335274, 6);
    // The budget is spent in full every month but the last.
    expect(result.schedule.slice(0, -1).every((row) => Math.abs(row.payment - 715) < 1e-9)).toBe(true);
    expect(result.schedule[3]!.paid_off).toEqual(['Store']);
    expect(result.schedule.at(-1)!.balance).toBe(0);
  });

  it('matches NPER for a single debt', async () => {
    // NPER(0.015, -90, 3000): python3: import math; print(-math.log(1-3000*0.015/90)/math.log(1.015)) → 46.55552563080618, so 47 payments;
    // its interest from the simulation above: plan([('A',3000,18,90)],0,lambda i:0) → (47, 1190.1626916857447, [47])
    const result = await payoff({ debts: [{ balance: 3000, interest_rate: 18, minimum_payment: 90 }] });
    expect(result.months_to_debt_free).toBe(47);
    expect(result.formatted.total_interest).toBe('1190.16');
    expect(result.debts[0]!.name).toBe('Debt 1');
  });

  it('treats __proto__ and constructor as ordinary names', async () => {
    const debts = JSON.parse('[{"name":"__proto__","balance":100,"interest_rate":10,"minimum_payment":50},{"name":"constructor","balance":200,"interest_rate":5,"minimum_payment":50}]');
    const result = await payoff({ debts });
    expect(result.focus_order).toEqual(['__proto__', 'constructor']);
    expect(result.debts.map((debt) => debt.name)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectInvalid(ID, { debts: JSON.parse('[{"balance":1,"interest_rate":1,"minimum_payment":1,"__proto__":{"x":1}}]') }, /__proto__: unknown field/);
  });

  it('refuses a budget that never pays off, and a plan past 100 years', async () => {
    // Interest in month one: 10000 × 0.24/12 = 200.00; 150 + 50 = 200 does not exceed it.
    await expectInvalid(
      ID,
      { debts: [{ balance: 10000, interest_rate: 24, minimum_payment: 150 }], extra_payment: 50 },
      "debts: the minimum payments plus extra_payment (200.00 a month) do not exceed the first month's interest of 200.00, so the debts would never be paid off; raise the minimums or extra_payment",
    );
    // 500.01 on 100000 at 6 %: NPER far beyond 1200 months.
    await expectInvalid(ID, { debts: [{ balance: 100000, interest_rate: 6, minimum_payment: 500.01 }] }, /^debts: a budget of 500.01 a month does not pay these debts off within 1200 months/);
  });

  it('bounds the input and runs the largest plan', async () => {
    await expectInvalid(ID, { debts: [] }, /^debts: /);
    const many = Array.from({ length: 26 }, () => ({ balance: 1, interest_rate: 1, minimum_payment: 1 }));
    await expectInvalid(ID, { debts: many }, /^debts: /);
    await expectInvalid(ID, { debts: [{ balance: 0, interest_rate: 1, minimum_payment: 1 }] }, /balance/);
    await expectInvalid(ID, { debts: [{ balance: 10, interest_rate: 101, minimum_payment: 1 }] }, /interest_rate/);
    await expectInvalid(ID, { debts: [{ balance: 10, interest_rate: 1 }] }, /minimum_payment/);
    await expectInvalid(ID, { debts: [{ balance: 10, interest_rate: 1, minimum_payment: 1 }], strategy: 'highest' }, /^strategy: /);
    // 25 debts of 1e12 at 10 % paying just over their interest: NPER(0.1/12, -8.35e9, 1e12) ≈ 749.1 months (python3: import math; print(-math.log(1-1e12*0.1/12/8.35e9)/math.log(1+0.1/12))), 600 rows shown.
    const big = Array.from({ length: 25 }, (_, i) => ({ name: `d${i}`, balance: 1e12, interest_rate: 10, minimum_payment: 8.35e9 }));
    const result = await payoff({ debts: big });
    expect(result.months_to_debt_free).toBe(750);
    expect(result.schedule).toHaveLength(600);
    expect(result.truncated).toBe(true);
  });
});

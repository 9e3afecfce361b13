import { describe, expect, it } from 'vitest';
import { ToolError } from '../errors.ts';
import { amortize, annuityPayment, annuityPresentValue, periodsToRepay, summarizeYears } from './annuity.ts';
import { cents } from './money.ts';

describe('annuity formulas', () => {
  it('match the spreadsheet PMT, PV and NPER', () => {
    // python3: P,r,n=100000,0.06/12,360; print(P*r/(1-(1+r)**-n)) → 599.5505251527569 (= PMT(0.005,360,-100000))
    expect(cents(annuityPayment(100000, 0.06 / 12, 360))).toBe('599.55');
    // python3: P,r,n=200000,0.065/12,360; print(P*r/(1-(1+r)**-n)) → 1264.1360469859305
    expect(cents(annuityPayment(200000, 0.065 / 12, 360))).toBe('1264.14');
    // python3: A,r,n=1000,0.005,60; print(A*(1-(1+r)**-n)/r) → 51725.560751130964 (= PV(0.005,60,-1000))
    expect(cents(annuityPresentValue(1000, 0.005, 60))).toBe('51725.56');
    // python3: import math; P,r,A=5000,0.18/12,150; print(-math.log(1-P*r/A)/math.log(1+r)) → 46.55552563080618
    expect(periodsToRepay(5000, 0.18 / 12, 150)).toBeCloseTo(46.55552563080618, 9);
  });

  it('divide evenly at a zero rate and never repay a payment that only covers interest', () => {
    expect(annuityPayment(1200, 0, 12)).toBe(100);
    expect(annuityPresentValue(100, 0, 12)).toBe(1200);
    expect(periodsToRepay(1200, 0, 100)).toBe(12);
    expect(periodsToRepay(1000, 0.01, 10)).toBe(Infinity);
  });
});

describe('amortize', () => {
  it('ends the closed-form payment in exactly n months with a zero balance', () => {
    const payment = annuityPayment(100000, 0.005, 360);
    const plan = amortize({ principal: 100000, rate: 0.005, payment, paymentField: 'p' });
    expect(plan.months).toBe(360);
    expect(plan.rows).toHaveLength(360);
    expect(plan.rows[359]!.balance).toBe(0);
    // python3: p=100000*0.005/(1-1.005**-360); print(360*p-100000) → 115838.18905499249
    expect(cents(plan.totalInterest)).toBe('115838.19');
    // First month: interest 100000 × 0.005 = 500, principal 599.5505… − 500
    expect(plan.rows[0]).toMatchObject({ month: 1, interest: 500, extra: 0 });
    expect(cents(plan.rows[0]!.principal)).toBe('99.55');
    const years = summarizeYears(plan.rows);
    expect(years).toHaveLength(30);
    expect(years[29]!.balance).toBe(0);
  });

  it('refuses a payment that does not exceed the first month’s interest, naming the field', () => {
    expect(() => amortize({ principal: 1000, rate: 0.01, payment: 10, paymentField: 'monthly_payment' })).toThrow(ToolError);
    expect(() => amortize({ principal: 1000, rate: 0.01, payment: 10, paymentField: 'monthly_payment' })).toThrow(/^monthly_payment: a payment of 10.00 does not exceed the first month's interest of 10.00/);
    expect(() => amortize({ principal: 1e6, rate: 0.001, payment: 1000.01, paymentField: 'x', maxMonths: 1200 })).toThrow(/^x: .* within 1200 months/);
  });
});

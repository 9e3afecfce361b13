import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  tip_amount: number; total: number; per_person_bill: number; per_person_tip: number; per_person_total: number;
  pay_per_person: number; pay_total: number; effective_tip_amount: number; effective_tip_percent: number;
  formatted: Record<string, string>; formula: string; summary: string;
};
const tip = (input: Record<string, unknown>) => run<Result>('tip-calculate', input);

// Reference figures: python3 with exact fractions, e.g.
//   from fractions import Fraction as F; import math; b=F('127.4'); t=b*20/100; s=(b+t)/4; math.ceil(s) → 39
describe('tip-calculate', () => {
  it('applies the defaults: 15%, one person, no rounding', async () => {
    expect(await tip({ bill_amount: 100 })).toMatchObject({
      tip_percent: 15, people: 1, round_up: false, tip_amount: 15, total: 115, per_person_total: 115, pay_per_person: 115,
      pay_total: 115, effective_tip_amount: 15, effective_tip_percent: 15,
      summary: 'Tip at 15% on 100.00: 15.00, total 115.00.',
    });
  });

  it('returns amounts unrounded and shows them to the cent, half away from zero', async () => {
    // python3: float(F('84.5')*15/100) → 12.675, float(F('84.5')*F('1.15')) → 97.175
    const result = await tip({ bill_amount: 84.5 });
    expect(result).toMatchObject({ tip_amount: 12.675, total: 97.175 });
    expect(result.formatted).toMatchObject({ tip_amount: '12.68', total: '97.18' });
  });

  it('splits between people', async () => {
    // python3: float(F(100)/3) → 33.333333333333336; float(F(100)*18/100/3) → 6.0
    expect(await tip({ bill_amount: 100, tip_percent: 18, people: 3 })).toMatchObject({
      tip_amount: 18, total: 118, per_person_bill: 33.333333333333336, per_person_tip: 6, per_person_total: 39.333333333333336,
      pay_per_person: 39.333333333333336, pay_total: 118, effective_tip_percent: 18,
      formatted: { per_person_total: '39.33', pay_total: '118.00' },
      summary: 'Tip at 18% on 100.00: 18.00, total 118.00; split 3 ways: 39.33 each.',
    });
  });

  it('rounds each person’s whole share up to a whole unit and reports the effective tip', async () => {
    // python3: b=F('127.4'); s=(b+b*20/100)/4 → 38.22; math.ceil(s) → 39; float((39*4-b)/b*100) → 22.448979591836736
    expect(await tip({ bill_amount: 127.4, tip_percent: 20, people: 4, round_up: true })).toMatchObject({
      per_person_total: 38.22, pay_per_person: 39, pay_total: 156, effective_tip_amount: 28.6, effective_tip_percent: 22.448979591836736,
    });
    // python3: math.ceil(F('84.5')*F('1.15')) → 98; float((98-F('84.5'))/F('84.5')*100) → 15.976331360946746
    expect(await tip({ bill_amount: 84.5, round_up: true })).toMatchObject({
      pay_per_person: 98, pay_total: 98, effective_tip_amount: 13.5, effective_tip_percent: 15.976331360946746,
      summary: 'Tip at 15% on 84.50: 12.68, total 97.18; rounded up: 98.00, an effective tip of 13.50 (15.98%).',
    });
  });

  it('leaves a share that is already whole as it is, where floats would push it up a unit', async () => {
    // python3: 90*(1+10/100)/3 → 33.00000000000001 (so a float ceil says 34); F(90)*F(11,10)/3 → 33 exactly
    expect(await tip({ bill_amount: 90, tip_percent: 10, people: 3, round_up: true })).toMatchObject({
      per_person_total: 33, pay_per_person: 33, pay_total: 99, effective_tip_amount: 9, effective_tip_percent: 10,
    });
    expect(await tip({ bill_amount: 75, tip_percent: 0, people: 3, round_up: true })).toMatchObject({ pay_per_person: 25, effective_tip_amount: 0 });
  });

  it('handles the edges: a cent, a 0% tip, the largest bill among 1000 people', async () => {
    // python3: float(F('0.01')*15/100) → 0.0015; rounding 0.0115 up gives 1; float((1-F('0.01'))/F('0.01')*100) → 9900.0
    expect(await tip({ bill_amount: 0.01, round_up: true })).toMatchObject({ tip_amount: 0.0015, pay_per_person: 1, effective_tip_percent: 9900 });
    expect(await tip({ bill_amount: 50, tip_percent: 0 })).toMatchObject({ tip_amount: 0, total: 50, effective_tip_percent: 0 });
    // python3: float(F('1e12')*2/1000) → 2000000000.0
    expect(await tip({ bill_amount: 1e12, tip_percent: 100, people: 1000, round_up: true })).toMatchObject({ pay_per_person: 2e9, pay_total: 2e12 });
  });

  it('refuses impossible inputs, naming the field', async () => {
    await expectInvalid('tip-calculate', { bill_amount: 0 }, /^bill_amount: /);
    await expectInvalid('tip-calculate', { bill_amount: -5 }, /^bill_amount: /);
    await expectInvalid('tip-calculate', { bill_amount: 5e-324, round_up: true }, /^bill_amount: /);
    await expectInvalid('tip-calculate', { bill_amount: 0.0099 }, /^bill_amount: /);
    await expectInvalid('tip-calculate', { bill_amount: 1e13 }, /^bill_amount: /);
    await expectInvalid('tip-calculate', { bill_amount: 10, tip_percent: -1 }, /^tip_percent: /);
    await expectInvalid('tip-calculate', { bill_amount: 10, tip_percent: 101 }, /^tip_percent: /);
    await expectInvalid('tip-calculate', { bill_amount: 10, people: 0 }, /^people: /);
    await expectInvalid('tip-calculate', { bill_amount: 10, people: 2.5 }, /^people: /);
    await expectInvalid('tip-calculate', { bill_amount: 10, round_up: 'yes' }, /^round_up: /);
    await expectInvalid('tip-calculate', {}, 'bill_amount: is required');
    await expectInvalid('tip-calculate', JSON.parse('{"bill_amount":10,"__proto__":{"people":0}}'), '__proto__: unknown field');
  });
});

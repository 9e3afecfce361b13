import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  total_cost: number;
  net_profit: number;
  roi_percent: number;
  annualized_roi_percent: number;
  multiple: number;
  note: string | null;
  formatted: { total_cost: string; net_profit: string; roi: string; annualized_roi: string };
  summary: string;
};
const roi = (input: Record<string, unknown>) => run<Result>('roi-calculator', input);

describe('roi-calculator', () => {
  it('counts additional costs in the cost and annualizes as a CAGR', async () => {
    // python3: (15000-10200)/10200*100 → 47.05882352941176; ((15000/10200)**(1/3)-1)*100 → 13.71830097629767
    const result = await roi({ investment_amount: 10000, final_value: 15000, investment_years: 3, additional_costs: 200 });
    expect(result.formatted).toEqual({ total_cost: '10200.00', net_profit: '4800.00', roi: '47.06 %', annualized_roi: '13.72 %' });
    expect(result.roi_percent).toBeCloseTo(47.05882352941176, 12);
    expect(result.annualized_roi_percent).toBeCloseTo(13.71830097629767, 12);
    expect(result.note).toBeNull();
  });

  it('gives the simple return over one year by default', async () => {
    // 1000 → 1200 in a year: 20 % both ways (python3: (1200-1000)/1000*100 → 20.0)
    const result = await roi({ investment_amount: 1000, final_value: 1200 });
    expect(result.roi_percent).toBeCloseTo(20, 12);
    expect(result.annualized_roi_percent).toBeCloseTo(20, 12);
    expect(result.multiple).toBe(1.2);
  });

  it('annualizes over fractional years and over losses', async () => {
    // python3: ((1500/1000)**(1/2.5)-1)*100 → 17.607902252467355
    expect((await roi({ investment_amount: 1000, final_value: 1500, investment_years: 2.5 })).annualized_roi_percent).toBeCloseTo(17.607902252467355, 12);
    // python3: ((500/1000)**(1/4)-1)*100 → -15.91035847462855
    const loss = await roi({ investment_amount: 1000, final_value: 500, investment_years: 4 });
    expect(loss.annualized_roi_percent).toBeCloseTo(-15.91035847462855, 12);
    expect(loss.formatted).toMatchObject({ net_profit: '-500.00', roi: '-50.00 %' });
  });

  it('answers −100 % a year, not NaN, when the final value is 0 or negative', async () => {
    const wiped = await roi({ investment_amount: 5000, final_value: 0, investment_years: 2 });
    expect(wiped).toMatchObject({ roi_percent: -100, annualized_roi_percent: -100, multiple: 0 });
    expect(wiped.note).toMatch(/^final_value is 0 or less/);
    const debt = await roi({ investment_amount: 1000, final_value: -500, investment_years: 3 });
    expect(debt).toMatchObject({ roi_percent: -150, annualized_roi_percent: -100, net_profit: -1500 });
    // A vanishing but positive final value is a finite rate near −100 %.
    const almost = await roi({ investment_amount: 1e12, final_value: 5e-324, investment_years: 1e-3 });
    expect(almost.annualized_roi_percent).toBe(-100);
  });

  it('refuses a growth too fast to represent instead of answering Infinity', async () => {
    await expectInvalid('roi-calculator', { investment_amount: 1, final_value: 1e12, investment_years: 1e-3 }, /^investment_amount, final_value, investment_years: the result is too large/);
    await expectInvalid('roi-calculator', { investment_amount: 5e-324, final_value: 1e12 }, /^investment_amount, final_value, investment_years: the result is too large/);
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('roi-calculator', { final_value: 1 }, 'investment_amount: is required');
    await expectInvalid('roi-calculator', { investment_amount: 1 }, 'final_value: is required');
    await expectInvalid('roi-calculator', { investment_amount: 0, final_value: 1 }, /^investment_amount: /);
    await expectInvalid('roi-calculator', { investment_amount: -1, final_value: 1 }, /^investment_amount: /);
    await expectInvalid('roi-calculator', { investment_amount: 1, final_value: 1, investment_years: 0 }, /^investment_years: /);
    await expectInvalid('roi-calculator', { investment_amount: 1, final_value: 1, investment_years: -2 }, /^investment_years: /);
    await expectInvalid('roi-calculator', { investment_amount: 1, final_value: 1, additional_costs: -1 }, /^additional_costs: /);
    await expectInvalid('roi-calculator', { investment_amount: 1, final_value: 1e13 }, /^final_value: /);
    await expectInvalid('roi-calculator', JSON.parse('{"investment_amount":1,"final_value":2,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = Record<string, number | string | Record<string, string>> & {
  break_even_units: number;
  break_even_units_exact: number;
  break_even_revenue: number;
  target_units: number;
  target_units_exact: number;
  target_revenue: number;
  formatted: Record<string, string>;
  summary: string;
};
const breakEven = (input: unknown) => run<Result>('break-even-calculator', input);

describe('break-even-calculator', () => {
  it('matches the published worked example', async () => {
    // Garrison, Noreen & Brewer, Managerial Accounting, "Cost-Volume-Profit Relationships": Acoustic
    // Concepts sells a speaker for $250 with a variable expense of $150 and fixed expenses of $35,000
    // a month: CM $100, CM ratio 40%, break-even 350 speakers or $87,500 of sales, and 750 speakers
    // for a target profit of $40,000.
    const result = await breakEven({ fixed_costs: 35000, variable_cost_per_unit: 150, price_per_unit: 250, target_profit: 40000 });
    expect(result).toMatchObject({
      contribution_margin_per_unit: 100,
      contribution_margin_ratio: 0.4,
      contribution_margin_percent: 40,
      break_even_units: 350,
      break_even_units_exact: 350,
      break_even_revenue: 87500,
      target_units: 750,
    });
  });

  it('rounds units up to whole units and gives the exact figure', async () => {
    // python3 -c "from fractions import Fraction as F; import math; u=F(10000)/(F(25)-F('13.5')); print(float(u), math.ceil(u), float(u*25), math.ceil(u)*25)"
    //   → 869.5652173913044 870 21739.130434782608 21750
    const result = await breakEven({ fixed_costs: 10000, variable_cost_per_unit: 13.5, price_per_unit: 25 });
    expect(result).toMatchObject({
      break_even_units: 870,
      break_even_units_exact: 869.5652173913044,
      break_even_revenue: 21739.130434782608,
      break_even_revenue_whole_units: 21750,
      target_units: 870,
    });
    expect(result.formatted.break_even_revenue).toBe('21739.13');
    // python3 -c "from fractions import Fraction as F; import math; u=(F(10000)+F(2500))/(F(25)-F('13.5')); print(float(u), math.ceil(u), float(u*25))"
    //   → 1086.9565217391305 1087 27173.91304347826
    const target = await breakEven({ fixed_costs: 10000, variable_cost_per_unit: 13.5, price_per_unit: 25, target_profit: 2500 });
    expect(target).toMatchObject({ target_units: 1087, target_units_exact: 1086.9565217391305, target_revenue: 27173.91304347826 });
    expect(target.summary).toBe('Break even at 870 units (21739.13 in sales; exactly 869.5652173913044 units); 1087 units (27173.91) for a profit of 2500.00.');
  });

  it('never adds a unit for float error in price − variable cost', async () => {
    // python3 -c "print(0.3/(0.3-0.2), 1.2/(0.7-0.6))" → 3.0000000000000004 12.000000000000002: in floats the
    // ceiling would be 4 and 13; exactly, 0.3 ÷ 0.1 = 3 and 1.2 ÷ 0.1 = 12.
    const result = await breakEven({ fixed_costs: 0.3, variable_cost_per_unit: 0.2, price_per_unit: 0.3 });
    expect(result).toMatchObject({ break_even_units: 3, break_even_units_exact: 3, contribution_margin_per_unit: 0.1 });
    expect((await breakEven({ fixed_costs: 1.2, variable_cost_per_unit: 0.6, price_per_unit: 0.7 })).break_even_units).toBe(12);
    // python3 -c "print(0.7/0.1)" → 6.999999999999999: the exact 7 stays 7 the other way too.
    expect((await breakEven({ fixed_costs: 0.7, variable_cost_per_unit: 0, price_per_unit: 0.1 })).break_even_units).toBe(7);
  });

  it('breaks even at 0 units without fixed costs', async () => {
    const result = await breakEven({ fixed_costs: 0, variable_cost_per_unit: 5, price_per_unit: 8 });
    expect(result).toMatchObject({ break_even_units: 0, break_even_revenue: 0, contribution_margin_ratio: 0.375 });
    expect(result.summary).toBe('Break even at 0 units (0.00 in sales).');
  });

  it('refuses a price that never breaks even, naming price_per_unit', async () => {
    await expectInvalid(
      'break-even-calculator',
      { fixed_costs: 1000, variable_cost_per_unit: 20, price_per_unit: 20 },
      'price_per_unit: must be above variable_cost_per_unit (20): at 20 each unit sold adds nothing, so sales never cover the fixed costs',
    );
    await expectInvalid('break-even-calculator', { fixed_costs: 1000, variable_cost_per_unit: 20, price_per_unit: 15 }, /^price_per_unit: must be above variable_cost_per_unit \(20\): at 15 each unit sold loses money/);
    await expectInvalid('break-even-calculator', { fixed_costs: 1000, variable_cost_per_unit: 20, price_per_unit: 0 }, 'price_per_unit: must be > 0');
  });

  it('refuses an answer past the largest double instead of Infinity', async () => {
    await expectInvalid('break-even-calculator', { fixed_costs: 1e12, variable_cost_per_unit: 0, price_per_unit: 5e-324 }, /^fixed_costs, price_per_unit, variable_cost_per_unit: the result is too large/);
    // Large but finite: python3 -c "print(1e12/1e-12)" → 1e+24
    expect((await breakEven({ fixed_costs: 1e12, variable_cost_per_unit: 0, price_per_unit: 1e-12 })).break_even_units).toBe(1e24);
  });

  it('refuses negative, missing and mistyped fields', async () => {
    await expectInvalid('break-even-calculator', { fixed_costs: -1, variable_cost_per_unit: 1, price_per_unit: 2 }, 'fixed_costs: must be ≥ 0');
    await expectInvalid('break-even-calculator', { fixed_costs: 1, variable_cost_per_unit: -1, price_per_unit: 2 }, 'variable_cost_per_unit: must be ≥ 0');
    await expectInvalid('break-even-calculator', { fixed_costs: 1, variable_cost_per_unit: 1, price_per_unit: 2, target_profit: -5 }, 'target_profit: must be ≥ 0');
    await expectInvalid('break-even-calculator', { fixed_costs: 1, price_per_unit: 2 }, 'variable_cost_per_unit: is required');
    await expectInvalid('break-even-calculator', { fixed_costs: 1e13, variable_cost_per_unit: 1, price_per_unit: 2 }, 'fixed_costs: must be ≤ 1000000000000');
    await expectInvalid('break-even-calculator', { fixed_costs: '1', variable_cost_per_unit: 1, price_per_unit: 2 }, 'fixed_costs: must be a number, got a string');
  });
});

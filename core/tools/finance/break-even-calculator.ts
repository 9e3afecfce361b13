import { Type } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { add, compare, div, floor, fromNumber, mul, neg, sub, toNumber, type Rational } from '../../lib/rational.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec's listing was cut: "variable_cost_per_unit, price_per_unit, target_profit
 * default 0, plus others"):
 * - Fields: req fixed_costs, variable_cost_per_unit, price_per_unit; target_profit (default 0).
 *   Amounts from 0 to 1e12 (price above 0). price_per_unit ≤ variable_cost_per_unit never breaks
 *   even (each sale adds nothing towards the fixed costs): a 400 naming price_per_unit.
 * - Method: cost-volume-profit analysis by the contribution margin (Garrison, Noreen & Brewer,
 *   Managerial Accounting, "Cost-Volume-Profit Relationships"):
 *     unit contribution margin = price − variable cost; CM ratio = unit CM ÷ price;
 *     break-even units = fixed costs ÷ unit CM; break-even sales = fixed costs ÷ CM ratio;
 *     units for a target profit = (fixed costs + target profit) ÷ unit CM.
 * - Units are given exactly and rounded up to whole units (selling part of a unit is not
 *   possible; one fewer would fall short). The quotients are computed exactly on the decimals as
 *   typed (lib/rational.ts) and rounded once to a double, so a float artefact such as
 *   1.1 − 1 = 0.10000000000000009 never adds or drops a whole unit.
 */

const MAX_AMOUNT = 1e12;

const SOURCE = 'contribution margin method of cost-volume-profit analysis (Garrison, Noreen & Brewer, Managerial Accounting)';
const FORMULAS = {
  contribution_margin: 'unit contribution margin = price − variable cost per unit; CM ratio = unit contribution margin ÷ price',
  break_even_units: 'break-even units = fixed costs ÷ unit contribution margin',
  break_even_revenue: 'break-even revenue = fixed costs ÷ CM ratio',
  target_units: 'units for target profit = (fixed costs + target profit) ÷ unit contribution margin',
};

const amount = (description: string) => Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: `${description} (0 to ${MAX_AMOUNT})` });

const output = closedObject({
  fixed_costs: Type.Number({ description: 'As given' }),
  variable_cost_per_unit: Type.Number({ description: 'As given' }),
  price_per_unit: Type.Number({ description: 'As given' }),
  target_profit: Type.Number({ description: 'As given (0 when absent)' }),
  contribution_margin_per_unit: Type.Number({ description: 'price − variable cost: what each unit sold adds towards the fixed costs and profit' }),
  contribution_margin_ratio: Type.Number({ description: 'Unit contribution margin ÷ price (0 to 1)' }),
  contribution_margin_percent: Type.Number({ description: 'The same ratio in percent' }),
  break_even_units: Type.Number({ description: 'Whole units to sell to cover the fixed costs (the exact figure rounded up)' }),
  break_even_units_exact: Type.Number({ description: 'fixed costs ÷ unit contribution margin, unrounded' }),
  break_even_revenue: Type.Number({ description: 'Sales at the exact break-even point: fixed costs ÷ CM ratio (unrounded)' }),
  break_even_revenue_whole_units: Type.Number({ description: 'Sales of the whole break-even units: break_even_units × price (unrounded)' }),
  target_units: Type.Number({ description: 'Whole units to sell to earn the target profit (rounded up)' }),
  target_units_exact: Type.Number({ description: '(fixed costs + target profit) ÷ unit contribution margin, unrounded' }),
  target_revenue: Type.Number({ description: 'Sales at the exact target point: target_units_exact × price (unrounded)' }),
  method: Type.String({ description: 'The method and its source' }),
  formulas: closedObject(
    {
      contribution_margin: Type.String({ description: 'Unit contribution margin and CM ratio' }),
      break_even_units: Type.String({ description: 'Break-even units' }),
      break_even_revenue: Type.String({ description: 'Break-even revenue' }),
      target_units: Type.String({ description: 'Units for the target profit' }),
    },
    { description: 'The formulas used' },
  ),
  formatted: closedObject(
    {
      contribution_margin_per_unit: Type.String({ description: 'Rounded to cents' }),
      break_even_revenue: Type.String({ description: 'Rounded to cents' }),
      target_revenue: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence' }),
});

/** The smallest integer ≥ a, as a number (Infinity past the doubles is caught by finiteResult). */
const ceiling = (a: Rational): number => Number(-floor(neg(a)));

const finite = (value: Rational, fields: string): number => finiteResult(toNumber(value), fields);

export default defineTool({
  id: 'break-even-calculator',
  name: 'Break-Even Calculator',
  category: 'finance',
  description:
    'Break-even point by the contribution margin method (Garrison, Noreen & Brewer, Managerial Accounting): units = fixed costs ÷ ' +
    '(price − variable cost per unit), revenue = fixed costs ÷ contribution margin ratio, and the units and revenue for a target ' +
    'profit. Units are given exactly and rounded up to whole units.',
  keywords: ['break even', 'breakeven point', 'bep', 'contribution margin', 'cvp', 'cost volume profit', 'fixed costs', 'target profit'],
  mcp: true,
  input: closedObject({
    fixed_costs: amount('Costs that do not change with the units sold (rent, salaries…) for the period'),
    variable_cost_per_unit: amount('What each unit costs to make or buy'),
    price_per_unit: Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: `The selling price of one unit (above 0, up to ${MAX_AMOUNT}; must exceed the variable cost)` }),
    target_profit: withDefault(amount('The profit to aim for over the same period; default 0 (plain break-even)'), 0),
  }),
  output,
  examples: [
    {
      title: 'Speakers at 250 with a variable cost of 150 (Garrison’s Acoustic Concepts)',
      input: { fixed_costs: 35000, variable_cost_per_unit: 150, price_per_unit: 250, target_profit: 40000 },
      output: {
        fixed_costs: 35000,
        variable_cost_per_unit: 150,
        price_per_unit: 250,
        target_profit: 40000,
        contribution_margin_per_unit: 100,
        contribution_margin_ratio: 0.4,
        contribution_margin_percent: 40,
        break_even_units: 350,
        break_even_units_exact: 350,
        break_even_revenue: 87500,
        break_even_revenue_whole_units: 87500,
        target_units: 750,
        target_units_exact: 750,
        target_revenue: 187500,
        method: SOURCE,
        formulas: FORMULAS,
        formatted: { contribution_margin_per_unit: '100.00', break_even_revenue: '87500.00', target_revenue: '187500.00' },
        summary: 'Break even at 350 units (87500.00 in sales); 750 units (187500.00) for a profit of 40000.00.',
      },
    },
    {
      title: 'A break-even point between whole units',
      input: { fixed_costs: 10000, variable_cost_per_unit: 13.5, price_per_unit: 25 },
      output: {
        fixed_costs: 10000,
        variable_cost_per_unit: 13.5,
        price_per_unit: 25,
        target_profit: 0,
        contribution_margin_per_unit: 11.5,
        contribution_margin_ratio: 0.46,
        contribution_margin_percent: 46,
        break_even_units: 870,
        break_even_units_exact: 869.5652173913044,
        break_even_revenue: 21739.130434782608,
        break_even_revenue_whole_units: 21750,
        target_units: 870,
        target_units_exact: 869.5652173913044,
        target_revenue: 21739.130434782608,
        method: SOURCE,
        formulas: FORMULAS,
        formatted: { contribution_margin_per_unit: '11.50', break_even_revenue: '21739.13', target_revenue: '21739.13' },
        summary: 'Break even at 870 units (21739.13 in sales; exactly 869.5652173913044 units).',
      },
    },
  ],
  run({ fixed_costs, variable_cost_per_unit, price_per_unit, target_profit }) {
    const fixed = fromNumber(fixed_costs);
    const price = fromNumber(price_per_unit);
    const margin = sub(price, fromNumber(variable_cost_per_unit));
    if (compare(margin, fromNumber(0)) <= 0) {
      invalid(
        `price_per_unit: must be above variable_cost_per_unit (${variable_cost_per_unit}): at ${price_per_unit} each unit sold ` +
          `${price_per_unit === variable_cost_per_unit ? 'adds nothing' : 'loses money'}, so sales never cover the fixed costs`,
      );
    }
    const fields = 'fixed_costs, price_per_unit, variable_cost_per_unit';
    const breakEven = div(fixed, margin);
    const target = div(add(fixed, fromNumber(target_profit)), margin);
    const ratio = div(margin, price);
    const breakEvenUnits = finiteResult(ceiling(breakEven), fields);
    const targetUnits = finiteResult(ceiling(target), `${fields}, target_profit`);
    const result = {
      fixed_costs,
      variable_cost_per_unit,
      price_per_unit,
      target_profit,
      contribution_margin_per_unit: toNumber(margin),
      contribution_margin_ratio: toNumber(ratio),
      contribution_margin_percent: toNumber(mul(ratio, fromNumber(100))),
      break_even_units: breakEvenUnits,
      break_even_units_exact: finite(breakEven, fields),
      break_even_revenue: finite(mul(breakEven, price), fields),
      break_even_revenue_whole_units: finiteResult(breakEvenUnits * price_per_unit, fields),
      target_units: targetUnits,
      target_units_exact: finite(target, `${fields}, target_profit`),
      target_revenue: finite(mul(target, price), `${fields}, target_profit`),
      method: SOURCE,
      formulas: FORMULAS,
      formatted: {
        contribution_margin_per_unit: cents(toNumber(margin)),
        break_even_revenue: cents(toNumber(mul(breakEven, price))),
        target_revenue: cents(toNumber(mul(target, price))),
      },
    };
    const exact = result.break_even_units_exact === breakEvenUnits ? '' : `; exactly ${result.break_even_units_exact} units`;
    const targetText = target_profit > 0 ? `; ${targetUnits} units (${result.formatted.target_revenue}) for a profit of ${cents(target_profit)}` : '';
    return { ...result, summary: `Break even at ${breakEvenUnits} units (${result.formatted.break_even_revenue} in sales${exact})${targetText}.` };
  },
});

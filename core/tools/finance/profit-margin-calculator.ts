import { Type } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (spec: req cost above 0; mode cost_price default, margin, markup; selling_price,
 * margin above 0 below 100, markup above 0):
 * - margin and markup are percentages (20 = 20%). Formulas, from named sources:
 *   margin = (price − cost) ÷ price, the gross profit rate of Weygandt, Kimmel & Kieso, Financial
 *   Accounting ("gross profit ÷ net sales"); markup = (price − cost) ÷ cost, the markup on cost of
 *   cost-plus pricing in Garrison, Noreen & Brewer, Managerial Accounting. Solving each for the
 *   price: price = cost ÷ (1 − margin), price = cost × (1 + markup).
 * - cost_price needs selling_price, margin needs margin, markup needs markup: a missing one is a
 *   400 naming it. Fields the mode does not use are ignored.
 * - Bounds where the spec is silent: cost and selling_price up to 1e12; markup up to 1,000,000%.
 *   selling_price must be above 0 (a margin on a price of 0 divides by zero); below cost is
 *   allowed and gives a loss (negative profit, margin and markup).
 * - The percentage the caller gave is echoed exactly; the other one comes from the closed form
 *   (markup = m ÷ (1 − m), margin = k ÷ (1 + k)), so no float error is added to the given figure.
 */

const MAX_AMOUNT = 1e12;

const output = closedObject({
  mode: stringEnum(['cost_price', 'margin', 'markup'], { description: 'What was given besides the cost' }),
  cost: Type.Number({ description: 'The cost, as given' }),
  price: Type.Number({ description: 'The selling price (given in cost_price mode, else computed; unrounded)' }),
  profit: Type.Number({ description: 'price − cost (unrounded; negative for a loss)' }),
  margin_percent: Type.Number({ description: 'Profit as a percent of the price' }),
  markup_percent: Type.Number({ description: 'Profit as a percent of the cost' }),
  formulas: closedObject(
    {
      margin: Type.String({ description: 'How the margin is defined' }),
      markup: Type.String({ description: 'How the markup is defined' }),
      price: Type.String({ description: 'How the price was found in this mode' }),
    },
    { description: 'The formulas used' },
  ),
  source: Type.String({ description: 'Where the formulas come from' }),
  formatted: closedObject(
    {
      cost: Type.String({ description: 'Rounded to cents' }),
      price: Type.String({ description: 'Rounded to cents' }),
      profit: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents, percentages to 2 decimals)' }),
});

const SOURCE =
  'margin = gross profit ÷ sales (gross profit rate, Weygandt, Kimmel & Kieso, Financial Accounting); ' +
  'markup = profit ÷ cost (markup on cost, Garrison, Noreen & Brewer, Managerial Accounting)';

const PRICE_FORMULA = {
  cost_price: 'price as given',
  margin: 'price = cost ÷ (1 − margin)',
  markup: 'price = cost × (1 + markup)',
} as const;

export default defineTool({
  id: 'profit-margin-calculator',
  name: 'Profit Margin Calculator',
  category: 'finance',
  description:
    'Profit, margin and markup from a cost and a selling price, or the selling price that gives a target margin ' +
    '(price = cost ÷ (1 − margin)) or markup (price = cost × (1 + markup)). Margin is profit ÷ price (the gross profit rate of ' +
    'Weygandt, Kimmel & Kieso, Financial Accounting), markup is profit ÷ cost (markup on cost, Garrison, Noreen & Brewer, Managerial Accounting).',
  keywords: ['margin', 'markup', 'gross margin', 'profit', 'selling price', 'pricing', 'mark up', 'gross profit'],
  mcp: true,
  input: closedObject({
    cost: Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: `What the item costs you (above 0, up to ${MAX_AMOUNT})` }),
    mode: withDefault(
      stringEnum(['cost_price', 'margin', 'markup'], {
        description: 'cost_price: margin and markup from cost and selling_price; margin: the price for a target margin; markup: the price for a target markup',
      }),
      'cost_price',
    ),
    selling_price: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: `The selling price (needed in cost_price mode; above 0, up to ${MAX_AMOUNT}; below cost is a loss)` }),
    ),
    margin: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 100, description: 'The target margin in percent of the price (needed in margin mode; above 0, below 100)' }),
    ),
    markup: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'The target markup in percent of the cost (needed in markup mode; above 0, up to 1000000)' }),
    ),
  }),
  output,
  examples: [
    {
      title: 'Margin and markup from cost and price',
      input: { cost: 80, selling_price: 100 },
      output: {
        mode: 'cost_price',
        cost: 80,
        price: 100,
        profit: 20,
        margin_percent: 20,
        markup_percent: 25,
        formulas: { margin: 'margin = (price − cost) ÷ price', markup: 'markup = (price − cost) ÷ cost', price: 'price as given' },
        source: SOURCE,
        formatted: { cost: '80.00', price: '100.00', profit: '20.00' },
        summary: 'Cost 80.00, price 100.00: profit 20.00, margin 20.00%, markup 25.00%.',
      },
    },
    {
      title: 'The price for a 40% margin',
      input: { cost: 30, mode: 'margin', margin: 40 },
      output: {
        mode: 'margin',
        cost: 30,
        price: 50,
        profit: 20,
        margin_percent: 40,
        markup_percent: 66.66666666666666,
        formulas: { margin: 'margin = (price − cost) ÷ price', markup: 'markup = (price − cost) ÷ cost', price: 'price = cost ÷ (1 − margin)' },
        source: SOURCE,
        formatted: { cost: '30.00', price: '50.00', profit: '20.00' },
        summary: 'Cost 30.00, price 50.00: profit 20.00, margin 40.00%, markup 66.67%.',
      },
    },
    {
      title: 'The price for a 50% markup',
      input: { cost: 19.99, mode: 'markup', markup: 50 },
      output: {
        mode: 'markup',
        cost: 19.99,
        price: 29.985,
        profit: 9.995000000000001,
        margin_percent: 33.33333333333333,
        markup_percent: 50,
        formulas: { margin: 'margin = (price − cost) ÷ price', markup: 'markup = (price − cost) ÷ cost', price: 'price = cost × (1 + markup)' },
        source: SOURCE,
        formatted: { cost: '19.99', price: '29.99', profit: '10.00' },
        summary: 'Cost 19.99, price 29.99: profit 10.00, margin 33.33%, markup 50.00%.',
      },
    },
  ],
  run({ cost, mode, selling_price, margin, markup }) {
    let price: number;
    let marginPercent: number;
    let markupPercent: number;
    if (mode === 'cost_price') {
      if (selling_price === undefined) invalid('selling_price: is required when mode is cost_price');
      price = selling_price;
      marginPercent = ((price - cost) / price) * 100;
      markupPercent = finiteResult(((price - cost) / cost) * 100, 'cost, selling_price');
    } else if (mode === 'margin') {
      if (margin === undefined) invalid('margin: is required when mode is margin');
      price = finiteResult(cost / (1 - margin / 100), 'cost, margin');
      marginPercent = margin;
      markupPercent = finiteResult((margin / (100 - margin)) * 100, 'margin');
    } else {
      if (markup === undefined) invalid('markup: is required when mode is markup');
      price = finiteResult(cost * (1 + markup / 100), 'cost, markup');
      markupPercent = markup;
      marginPercent = (markup / (100 + markup)) * 100;
    }
    const profit = price - cost;
    return {
      mode,
      cost,
      price,
      profit,
      margin_percent: marginPercent,
      markup_percent: markupPercent,
      formulas: { margin: 'margin = (price − cost) ÷ price', markup: 'markup = (price − cost) ÷ cost', price: PRICE_FORMULA[mode] },
      source: SOURCE,
      formatted: { cost: cents(cost), price: cents(price), profit: cents(profit) },
      summary: `Cost ${cents(cost)}, price ${cents(price)}: ${profit < 0 ? 'loss' : 'profit'} ${cents(profit)}, margin ${cents(marginPercent)}%, markup ${cents(markupPercent)}%.`,
    };
  },
});

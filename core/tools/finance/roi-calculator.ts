import { Type } from '@sinclair/typebox';
import { lumpSumRate } from '../../lib/growth.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

// ROI = (final − cost) / cost, the textbook return on investment (e.g. Bodie, Kane & Marcus,
// Investments, "holding-period return"); annualized as the compound annual growth rate
// (final / cost)^(1/years) − 1, the spreadsheet RATE(years, 0, −cost, final) (OASIS OpenFormula RATE).
const FORMULA = 'roi = (final_value − cost) / cost; annualized = (final_value / cost)^(1 / years) − 1 (CAGR, spreadsheet RATE with no payments); cost = investment_amount + additional_costs';

const percent = (value: number): string => `${value.toFixed(2)} %`;

export default defineTool({
  id: 'roi-calculator',
  name: 'ROI Calculator',
  category: 'finance',
  description:
    'Return on investment: what an investment earned, as a percent of everything it cost (the amount invested plus fees and other costs), ' +
    'and the same return annualized over the years held. Formulas: ROI = (final − cost) / cost, the holding-period return of the finance ' +
    'textbooks (e.g. Bodie, Kane & Marcus, Investments); annualized ROI = (final / cost)^(1/years) − 1, the compound annual growth rate ' +
    '(CAGR, spreadsheet RATE with no payments). A final value of 0 or less is a total loss: its annualized ROI is −100 %, since no compound rate goes lower.',
  keywords: ['return on investment', 'cagr', 'annualized return', 'compound annual growth rate', 'profit', 'gain', 'investment return'],
  mcp: true,
  input: closedObject({
    investment_amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'Amount invested, above 0 (up to 1e12)' }),
    final_value: Type.Number({
      minimum: -1e12,
      maximum: 1e12,
      description: 'What the investment is worth at the end, or what it sold for (-1e12 to 1e12; below 0 when it left a debt)',
    }),
    investment_years: withDefault(
      Type.Number({ exclusiveMinimum: 0, maximum: 1000, description: 'Years the investment was held, above 0 (fractions allowed, up to 1000); only the annualized ROI uses it' }),
      1,
    ),
    additional_costs: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'Fees, commissions, taxes and other costs, added to the cost (0 to 1e12)' }), 0),
  }),
  output: closedObject({
    total_cost: Type.Number({ description: 'investment_amount + additional_costs' }),
    final_value: Type.Number({ description: 'The final value (echoed)' }),
    net_profit: Type.Number({ description: 'final_value − total_cost (negative for a loss)' }),
    roi_percent: Type.Number({ description: 'net_profit / total_cost, in percent (below −100 when the final value is negative)' }),
    annualized_roi_percent: Type.Number({ description: 'The compound annual growth rate, in percent; −100 when final_value is 0 or less' }),
    multiple: Type.Number({ description: 'final_value / total_cost (2 = the money doubled)' }),
    investment_years: Type.Number({ description: 'Years held (echoed)' }),
    formula: Type.String({ description: 'The formulas used' }),
    note: Type.Union([Type.String(), Type.Null()], { description: 'Why the annualized figure was set to −100 %, or null' }),
    formatted: closedObject({
      total_cost: Type.String({ description: 'total_cost rounded to cents' }),
      net_profit: Type.String({ description: 'net_profit rounded to cents' }),
      roi: Type.String({ description: 'roi_percent with two decimals and a percent sign' }),
      annualized_roi: Type.String({ description: 'annualized_roi_percent with two decimals and a percent sign' }),
    }),
    summary: Type.String({ description: 'The result in one sentence' }),
  }),
  examples: [
    {
      title: '10,000 plus 200 in fees, worth 15,000 after 3 years',
      input: { investment_amount: 10000, final_value: 15000, investment_years: 3, additional_costs: 200 },
      output: {
        total_cost: 10200,
        final_value: 15000,
        net_profit: 4800,
        roi_percent: 47.05882352941176,
        annualized_roi_percent: 13.718300976297662,
        multiple: 1.4705882352941178,
        investment_years: 3,
        formula: 'roi = (final_value − cost) / cost; annualized = (final_value / cost)^(1 / years) − 1 (CAGR, spreadsheet RATE with no payments); cost = investment_amount + additional_costs',
        note: null,
        formatted: { total_cost: '10200.00', net_profit: '4800.00', roi: '47.06 %', annualized_roi: '13.72 %' },
        summary: '10200.00 invested became 15000.00: a profit of 4800.00, ROI 47.06 % over 3 years, 13.72 % a year.',
      },
    },
    {
      title: 'A total loss',
      input: { investment_amount: 5000, final_value: 0, investment_years: 2 },
      output: {
        total_cost: 5000,
        final_value: 0,
        net_profit: -5000,
        roi_percent: -100,
        annualized_roi_percent: -100,
        multiple: 0,
        investment_years: 2,
        formula: 'roi = (final_value − cost) / cost; annualized = (final_value / cost)^(1 / years) − 1 (CAGR, spreadsheet RATE with no payments); cost = investment_amount + additional_costs',
        note: 'final_value is 0 or less: the whole cost was lost, so the annualized ROI is −100 % (a compound rate cannot go lower)',
        formatted: { total_cost: '5000.00', net_profit: '-5000.00', roi: '-100.00 %', annualized_roi: '-100.00 %' },
        summary: '5000.00 invested became 0.00: a loss of 5000.00, ROI -100.00 % over 2 years, -100.00 % a year.',
      },
    },
  ],
  run({ investment_amount, final_value, investment_years, additional_costs }) {
    const fields = 'investment_amount, final_value, investment_years';
    const cost = investment_amount + additional_costs;
    const profit = final_value - cost;
    const roi = finiteResult((profit / cost) * 100, fields);
    const multiple = finiteResult(final_value / cost, fields);
    // (final/cost)^(1/years) has no real value for a negative ratio and is 0 at a zero final value:
    // either way the money is gone, which is −100 % a year however long it took.
    const totalLoss = final_value <= 0;
    const annualized = totalLoss ? -100 : finiteResult(lumpSumRate(cost, final_value, investment_years) * 100, fields);
    const formatted = { total_cost: cents(cost), net_profit: cents(profit), roi: percent(roi), annualized_roi: percent(annualized) };
    return {
      total_cost: cost,
      final_value,
      net_profit: profit,
      roi_percent: roi,
      annualized_roi_percent: annualized,
      multiple,
      investment_years,
      formula: FORMULA,
      note: totalLoss ? 'final_value is 0 or less: the whole cost was lost, so the annualized ROI is −100 % (a compound rate cannot go lower)' : null,
      formatted,
      summary:
        `${formatted.total_cost} invested became ${cents(final_value)}: ${profit >= 0 ? 'a profit' : 'a loss'} of ${cents(Math.abs(profit))}, ` +
        `ROI ${formatted.roi} over ${investment_years} year${investment_years === 1 ? '' : 's'}, ${formatted.annualized_roi} a year.`,
    };
  },
});

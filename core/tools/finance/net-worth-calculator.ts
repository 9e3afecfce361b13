import { Type, type Static } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists only `assets (object), liabilities (object)`, both optional):
 * - Each is a map from a name to an amount; absent means none. At most 200 names each, a name 1-100
 *   characters, an amount a finite number from 0 to 1e12 (a debt is a liability, not a negative
 *   asset, so negatives are refused). A `__proto__` or `constructor` key is an ordinary name: the
 *   maps are only read with Object.entries and the results are arrays, so nothing is polluted.
 * - Formulas (code and description): net worth = total assets − total liabilities, the personal
 *   balance sheet (Kapoor, Dlabay & Hughes, Personal Finance, ch. 3); debt-to-asset ratio = total
 *   liabilities ÷ total assets, the "total debt ratio" of Ross, Westerfield & Jaffe, Corporate
 *   Finance, ch. 3. With no assets the ratio is undefined, given as null with the reason.
 * - Each item's share is of its own side's total (an asset's share of all assets), in percent.
 */

const MAX_ITEMS = 200;
const MAX_NAME = 100;
const MAX_AMOUNT = 1e12;

// Optional without a schema default on purpose: TypeBox applies an object default with
// Object.assign(default, value), whose [[Set]] drops an own "__proto__" key (or makes it the prototype).
const items = (side: string) =>
  Type.Optional(
    Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Number({ minimum: 0, maximum: MAX_AMOUNT }), {
      additionalProperties: false,
      maxProperties: MAX_ITEMS,
      description: `What you ${side === 'assets' ? 'own' : 'owe'}: a name (1-${MAX_NAME} characters) mapped to its amount (0 to ${MAX_AMOUNT}); at most ${MAX_ITEMS} names; default none`,
    }),
  );

const itemRow = closedObject({
  name: Type.String({ description: 'The name as given' }),
  amount: Type.Number({ description: 'The amount as given' }),
  share_percent: Type.Union([Type.Number(), Type.Null()], { description: "Its percent of its side's total (null when that total is 0)" }),
});

const output = closedObject({
  total_assets: Type.Number({ description: 'The sum of the assets (unrounded)' }),
  total_liabilities: Type.Number({ description: 'The sum of the liabilities (unrounded)' }),
  net_worth: Type.Number({ description: 'Total assets − total liabilities (unrounded; negative when you owe more than you own)' }),
  debt_to_asset_ratio: Type.Union([Type.Number(), Type.Null()], { description: 'Total liabilities ÷ total assets (null when there are no assets)' }),
  debt_to_asset_percent: Type.Union([Type.Number(), Type.Null()], { description: 'The same ratio in percent' }),
  assets: Type.Array(itemRow, { description: 'Each asset with its share of the total assets, in the order given' }),
  liabilities: Type.Array(itemRow, { description: 'Each liability with its share of the total liabilities, in the order given' }),
  formula: Type.String({ description: 'The formulas used and their source' }),
  note: Type.Union([Type.String(), Type.Null()], { description: 'Why the ratio is null, or null' }),
  formatted: closedObject(
    {
      total_assets: Type.String({ description: 'Rounded to cents' }),
      total_liabilities: Type.String({ description: 'Rounded to cents' }),
      net_worth: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

type Row = Static<typeof itemRow>;

const FORMULA =
  'net worth = total assets − total liabilities (personal balance sheet, Kapoor, Dlabay & Hughes, Personal Finance); ' +
  'debt-to-asset ratio = total liabilities ÷ total assets (total debt ratio, Ross, Westerfield & Jaffe, Corporate Finance)';

/** The rows of one side and their total; names are checked here (a schema pattern would answer "unknown field"). */
function side(field: string, map: Record<string, number>): { rows: Row[]; total: number } {
  const entries = Object.entries(map);
  let total = 0;
  for (const [name] of entries) {
    if (name.trim() === '') invalid(`${field}: a name must not be empty`);
    if ([...name].length > MAX_NAME) invalid(`${field}: the name ${quoteClipped(name, 40)} is longer than ${MAX_NAME} characters`);
  }
  for (const [, amount] of entries) total += amount;
  const rows = entries.map(([name, amount]) => ({ name, amount, share_percent: total > 0 ? (amount / total) * 100 : null }));
  return { rows, total };
}

export default defineTool({
  id: 'net-worth-calculator',
  name: 'Net Worth Calculator',
  category: 'finance',
  description:
    'Net worth from what you own and what you owe: total assets, total liabilities, net worth = assets − liabilities ' +
    '(the personal balance sheet of Kapoor, Dlabay & Hughes, Personal Finance), the debt-to-asset ratio = liabilities ÷ assets ' +
    '(the total debt ratio of Ross, Westerfield & Jaffe, Corporate Finance), and each item’s share of its side.',
  keywords: ['assets', 'liabilities', 'balance sheet', 'debt to asset ratio', 'wealth', 'personal finance', 'debt ratio'],
  input: closedObject({ assets: items('assets'), liabilities: items('liabilities') }),
  output,
  examples: [
    {
      title: 'A household',
      input: { assets: { home: 350000, savings: 25000, car: 15000 }, liabilities: { mortgage: 280000, car_loan: 8000 } },
      output: {
        total_assets: 390000,
        total_liabilities: 288000,
        net_worth: 102000,
        debt_to_asset_ratio: 0.7384615384615385,
        debt_to_asset_percent: 73.84615384615385,
        assets: [
          { name: 'home', amount: 350000, share_percent: 89.74358974358975 },
          { name: 'savings', amount: 25000, share_percent: 6.41025641025641 },
          { name: 'car', amount: 15000, share_percent: 3.8461538461538463 },
        ],
        liabilities: [
          { name: 'mortgage', amount: 280000, share_percent: 97.22222222222221 },
          { name: 'car_loan', amount: 8000, share_percent: 2.7777777777777777 },
        ],
        formula: FORMULA,
        note: null,
        formatted: { total_assets: '390000.00', total_liabilities: '288000.00', net_worth: '102000.00' },
        summary: 'Net worth 102000.00: assets 390000.00 minus liabilities 288000.00; liabilities are 73.85% of assets.',
      },
    },
    {
      title: 'Owing more than you own',
      input: { assets: { checking: 1200.5 }, liabilities: { student_loan: 30000, credit_card: 2500.25 } },
      output: {
        total_assets: 1200.5,
        total_liabilities: 32500.25,
        net_worth: -31299.75,
        debt_to_asset_ratio: 27.0722615576843,
        debt_to_asset_percent: 2707.22615576843,
        assets: [{ name: 'checking', amount: 1200.5, share_percent: 100 }],
        liabilities: [
          { name: 'student_loan', amount: 30000, share_percent: 92.30698225398267 },
          { name: 'credit_card', amount: 2500.25, share_percent: 7.693017746017339 },
        ],
        formula: FORMULA,
        note: null,
        formatted: { total_assets: '1200.50', total_liabilities: '32500.25', net_worth: '-31299.75' },
        summary: 'Net worth -31299.75: assets 1200.50 minus liabilities 32500.25; liabilities are 2707.23% of assets.',
      },
    },
  ],
  run({ assets = {}, liabilities = {} }) {
    const owned = side('assets', assets);
    const owed = side('liabilities', liabilities);
    const netWorth = finiteResult(owned.total - owed.total, 'assets, liabilities');
    const ratio = owned.total > 0 ? owed.total / owned.total : null;
    const percent = ratio === null ? null : finiteResult(ratio * 100, 'assets, liabilities');
    const ratioText = percent === null ? 'the debt-to-asset ratio is undefined without assets' : `liabilities are ${cents(percent)}% of assets`;
    return {
      total_assets: owned.total,
      total_liabilities: owed.total,
      net_worth: netWorth,
      debt_to_asset_ratio: ratio,
      debt_to_asset_percent: percent,
      assets: owned.rows,
      liabilities: owed.rows,
      formula: FORMULA,
      note: ratio === null ? 'debt_to_asset_ratio is null: total assets are 0, and a ratio to 0 is undefined' : null,
      formatted: { total_assets: cents(owned.total), total_liabilities: cents(owed.total), net_worth: cents(netWorth) },
      summary: `Net worth ${cents(netWorth)}: assets ${cents(owned.total)} minus liabilities ${cents(owed.total)}; ${ratioText}.`,
    };
  },
});

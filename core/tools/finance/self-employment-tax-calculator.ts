import { cents } from '../../lib/money.ts';
import { defineTool } from '../../tool.ts';
import { computeKktc } from './self-employment-tax/kktc.ts';
import { percentText } from './self-employment-tax/progressive.ts';
import { computeTurkey } from './self-employment-tax/turkey.ts';
import type { CountryComputation, SelfEmploymentInput } from './self-employment-tax/types.ts';
import { computeUsa } from './self-employment-tax/usa.ts';
import { EXAMPLES } from './self-employment-tax/examples.ts';
import { INPUT, OUTPUT } from './self-employment-tax/schema.ts';

/** Fields whose given value has no effect on the chosen computation: ignored, and said so. */
function ignoredFields(input: SelfEmploymentInput): { field: string; reason: string }[] {
  const ignored: { field: string; reason: string }[] = [];
  const { country } = input;
  const only = (where: string) => `used only when country is ${where}; this is ${country}`;
  if (input.filing_status !== undefined && country !== 'usa') ignored.push({ field: 'filing_status', reason: only('usa') });
  if (!input.use_standard_deduction && country !== 'usa') ignored.push({ field: 'use_standard_deduction', reason: only('usa') });
  if (input.itemized_deductions > 0 && country !== 'usa') ignored.push({ field: 'itemized_deductions', reason: only('usa') });
  else if (input.itemized_deductions > 0 && input.use_standard_deduction) {
    ignored.push({ field: 'itemized_deductions', reason: 'use_standard_deduction is true; set it to false to deduct the itemized amount instead' });
  }
  if (input.bagkur_tier === 'custom' && country !== 'turkey') ignored.push({ field: 'bagkur_tier', reason: only('turkey') });
  if (!input.bagkur_has_discount && country !== 'turkey') ignored.push({ field: 'bagkur_has_discount', reason: only('turkey') });
  if (input.custom_bagkur_base !== undefined) {
    if (country !== 'turkey') ignored.push({ field: 'custom_bagkur_base', reason: only('turkey') });
    else if (input.bagkur_tier !== 'custom') ignored.push({ field: 'custom_bagkur_base', reason: 'bagkur_tier is minimum; set it to custom to use this base' });
  }
  return ignored;
}

function compute(input: SelfEmploymentInput, netProfit: number): CountryComputation {
  if (input.country === 'usa') return computeUsa(input, netProfit);
  if (input.country === 'turkey') return computeTurkey(input, netProfit);
  return computeKktc(input, netProfit);
}

export default defineTool({
  id: 'self-employment-tax-calculator',
  name: 'Self-Employment Tax Calculator',
  category: 'finance',
  description:
    'Yearly tax of a self-employed person, every step shown, for tax years 2024 and 2025. ' +
    'USA: self-employment tax by Schedule SE (92.35 % of net profit; 12.4 % Social Security up to the wage base, 2.9 % Medicare; ' +
    '0.9 % Additional Medicare Tax above the threshold, Form 8959), half of it deducted, the standard deduction (P.L. 119-21\'s for 2025) ' +
    'or itemized deductions, and the federal brackets of Rev. Proc. 2023-34 / 2024-40. ' +
    'Turkey: Bağ-Kur premiums (Law 5510 art. 4/1-b; 34.5-34.75 %, 5 points less for regular payers) on the minimum or a custom monthly base, ' +
    'deducted from business income (GVK 40/10, 68/9), and income tax on the GVK art. 103 non-wage tariff. ' +
    'KKTC: 2024 income tax only (personal allowance and brackets); the data has no 2025 brackets and no self-employed social-insurance figures, ' +
    'so 2025 is refused and social insurance is marked not computed. Fields that do not apply to the chosen country are ignored and listed in ignored_fields.',
  keywords: ['se tax', 'schedule se', 'freelancer tax', 'income tax', 'bağ-kur', 'bagkur', 'gelir vergisi', 'serbest meslek', '1099', 'sole proprietor'],
  input: INPUT,
  output: OUTPUT,
  examples: EXAMPLES,
  run(input) {
    const netProfit = input.gross_income - input.business_expenses;
    const country = compute(input, netProfit);
    const { contributions, income_tax: tax } = country;
    const totalTax = tax.total + contributions.total;
    const income = netProfit + input.other_income;
    const unit = ` ${country.currency === 'USD' ? 'USD' : 'TL'}`;
    const shown = (value: number) => `${cents(value)}${unit}`;
    const taxed = tax.rows.filter((row) => row.taxed_amount > 0);
    const effective = income > 0 ? (totalTax / income) * 100 : null;
    return {
      country: input.country,
      tax_year: input.tax_year,
      currency: country.currency,
      filing_status: country.filing_status,
      gross_income: input.gross_income,
      business_expenses: input.business_expenses,
      net_business_income: netProfit,
      other_income: input.other_income,
      contributions,
      deductions: country.deductions,
      taxable_income: country.taxable_income,
      income_tax: { schedule: country.schedule, brackets: tax.rows, total: tax.total },
      total_tax: totalTax,
      income_after_tax: income - totalTax,
      effective_rate_percent: effective,
      marginal_rate_percent: tax.marginal_rate * 100,
      formatted: {
        net_business_income: cents(netProfit),
        contributions: cents(contributions.total),
        taxable_income: cents(country.taxable_income),
        income_tax: cents(tax.total),
        total_tax: cents(totalTax),
        income_after_tax: cents(income - totalTax),
      },
      steps: [
        `Gross income: ${shown(input.gross_income)}`,
        `Business expenses: −${shown(input.business_expenses)}`,
        `Net business income: ${shown(netProfit)}`,
        ...country.steps,
        `Taxable income: ${shown(country.taxable_income)}`,
        ...taxed.map((row) => `Income tax band ${row.over}-${row.not_over ?? '∞'} at ${percentText(row.rate)}: ${shown(row.taxed_amount)} → ${shown(row.tax)}`),
        `Income tax (${country.schedule}): ${shown(tax.total)}`,
        `Total: income tax ${shown(tax.total)} + ${contributions.computed ? 'contributions' : 'contributions (not computed)'} ${shown(contributions.total)} = ${shown(totalTax)}`,
        `Effective rate: ${effective === null ? 'none (no positive income)' : `${effective.toFixed(2)}% of ${shown(income)}`}; marginal income-tax rate: ${percentText(tax.marginal_rate)}`,
      ],
      sources: country.sources,
      notes: country.notes,
      ignored_fields: ignoredFields(input),
      not_modeled: country.not_modeled,
    };
  },
});

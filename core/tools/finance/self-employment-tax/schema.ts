/** The input and output schemas of self-employment-tax-calculator (spec 4.3 fields, exactly). */
import { Type, type Static } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../../schema.ts';

const MAX_AMOUNT = 1e12;
const amount = (description: string) => Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: `${description} (0 to 1e12)` });
const text = (description: string) => Type.String({ description });
const money = (description: string) => Type.Number({ description });

export const INPUT = closedObject({
  gross_income: amount('Gross business income (receipts) of the tax year: USD for usa, Turkish lira for turkey and kktc'),
  country: withDefault(stringEnum(['usa', 'turkey', 'kktc'], { description: 'usa (federal), turkey, or kktc (Northern Cyprus: 2024 income tax only)' }), 'turkey'),
  tax_year: withDefault(Type.Integer({ minimum: 2024, maximum: 2025, description: 'The tax year: 2024 or 2025 (kktc: 2024 only)' }), 2025),
  business_expenses: withDefault(amount('Deductible business expenses; above gross_income they make a loss that offsets other_income'), 0),
  filing_status: Type.Optional(
    stringEnum(['single', 'married_filing_jointly', 'married_filing_separately', 'head_of_household', 'qualifying_surviving_spouse'], {
      description: 'usa only: the federal filing status (single when left out); ignored for turkey and kktc',
    }),
  ),
  other_income: withDefault(amount('Other income taxed with the business income (not wages): usa ordinary income; turkey and kktc declared income'), 0),
  use_standard_deduction: withDefault(Type.Boolean({ description: 'usa only: true takes the standard deduction, false the itemized_deductions' }), true),
  itemized_deductions: withDefault(amount('usa only: Schedule A itemized deductions, used when use_standard_deduction is false'), 0),
  bagkur_tier: withDefault(
    stringEnum(['minimum', 'custom'], { description: 'turkey only: minimum pays Bağ-Kur on the minimum base (the gross minimum wage); custom on custom_bagkur_base' }),
    'minimum',
  ),
  bagkur_has_discount: withDefault(
    Type.Boolean({ description: 'turkey only: the 5-point discount for premiums paid on time with no premium debt (Law 6745)' }),
    true,
  ),
  custom_bagkur_base: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1e9,
      description: 'turkey with bagkur_tier custom: the monthly Bağ-Kur base in TL, between the year\'s SGK limits (2024: 20002.50-150018.90; 2025: 26005.50-195041.40)',
    }),
  ),
});

export const OUTPUT = closedObject({
  country: text('The country computed'),
  tax_year: Type.Integer({ description: 'The tax year' }),
  currency: text('USD (usa) or TRY (turkey, kktc)'),
  filing_status: Type.Union([Type.String(), Type.Null()], { description: 'usa: the filing status used; null elsewhere' }),
  gross_income: money('Gross business income'),
  business_expenses: money('Business expenses'),
  net_business_income: money('gross_income − business_expenses (negative is a loss)'),
  other_income: money('Other income'),
  contributions: closedObject({
    name: text('What the social contributions are'),
    computed: Type.Boolean({ description: 'False where the bundled data cannot compute them (kktc)' }),
    base: money('The base they are charged on'),
    base_rule: text('How the base is formed, or why nothing is computed'),
    parts: Type.Array(
      closedObject({ label: text('The part'), base: money('Its base'), rate: Type.Number({ description: 'Its rate (0.124 = 12.4 %)' }), amount: money('base × rate') }),
      { description: 'Each charge' },
    ),
    total: money('All contributions of the year'),
    deductible: money('The part subtracted before income tax'),
    deductible_rule: text('Why that part is deductible'),
  }),
  deductions: Type.Array(closedObject({ label: text('The deduction and its authority'), amount: money('Its amount') }), {
    description: 'Subtracted from net business income + other income to reach taxable income',
  }),
  taxable_income: money('Income the brackets apply to (never below 0)'),
  income_tax: closedObject({
    schedule: text('The bracket schedule used'),
    brackets: Type.Array(
      closedObject({
        over: money('Lower limit of the band'),
        not_over: Type.Union([Type.Number(), Type.Null()], { description: 'Upper limit; null for the top band' }),
        rate: Type.Number({ description: 'Rate of the band' }),
        taxed_amount: money('Taxable income inside the band'),
        tax: money('taxed_amount × rate'),
      }),
      { description: 'Every band of the schedule with the income and tax in it' },
    ),
    total: money('Income tax'),
  }),
  total_tax: money('Income tax + contributions'),
  income_after_tax: money('net_business_income + other_income − total_tax'),
  effective_rate_percent: Type.Union([Type.Number(), Type.Null()], {
    description: 'total_tax as a percent of net_business_income + other_income; null when that income is 0 or less',
  }),
  marginal_rate_percent: Type.Number({ description: 'Income-tax rate of the band holding the last unit of taxable income (contributions not included); 0 when nothing is taxable' }),
  formatted: closedObject({
    net_business_income: text('To cents'),
    contributions: text('To cents'),
    taxable_income: text('To cents'),
    income_tax: text('To cents'),
    total_tax: text('To cents'),
    income_after_tax: text('To cents'),
  }),
  steps: Type.Array(Type.String(), { description: 'The computation step by step, amounts to cents' }),
  sources: Type.Array(Type.String(), { description: 'The laws, forms and tables used' }),
  notes: Type.Array(Type.String(), { description: 'Assumptions and caveats' }),
  ignored_fields: Type.Array(closedObject({ field: text('The field'), reason: text('Why it had no effect') }), {
    description: 'Fields given that do not apply to this computation',
  }),
  not_modeled: Type.Array(Type.String(), { description: 'Rules this calculator leaves out' }),
});

export type Output = Static<typeof OUTPUT>;

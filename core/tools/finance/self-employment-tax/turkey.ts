/**
 * Turkish income tax of a self-employed person (ticari or serbest meslek kazancı): Bağ-Kur
 * premiums (Law 5510 art. 4/1-b, rates of art. 81, the 5-point discount of Law 6745) on a monthly
 * base between the SGK lower and upper limits, deducted from the business income (GVK art. 40/10
 * and 68/9), and income tax on the non-wage tariff of GVK art. 103.
 */
import { invalid } from '../../../errors.ts';
import { cents } from '../../../lib/money.ts';
import { BAGKUR, BAGKUR_DISCOUNT_CONDITIONS, BAGKUR_DISCOUNT_POINTS, TR_INCOME_TAX } from '../data/tr-income-tax.ts';
import { percentText, progressiveTax } from './progressive.ts';
import type { CountryComputation, ContributionPart, SelfEmploymentInput } from './types.ts';

export function computeTurkey(input: SelfEmploymentInput, netProfit: number): CountryComputation {
  const taxYear = input.tax_year as 2024 | 2025;
  const bagkur = BAGKUR[taxYear];
  const tl = (amount: number) => `${cents(amount)} TL`;

  let monthlyBase = bagkur.minimum_base;
  if (input.bagkur_tier === 'custom') {
    const range = `a monthly base between ${cents(bagkur.minimum_base)} and ${cents(bagkur.maximum_base)} TL for ${taxYear}`;
    if (input.custom_bagkur_base === undefined) invalid(`custom_bagkur_base: required when bagkur_tier is custom (${range})`);
    if (input.custom_bagkur_base < bagkur.minimum_base || input.custom_bagkur_base > bagkur.maximum_base) {
      invalid(`custom_bagkur_base: must be ${range} (the SGK lower and upper limits); got ${input.custom_bagkur_base}`);
    }
    monthlyBase = input.custom_bagkur_base;
  }
  const discount = input.bagkur_has_discount;
  const parts: ContributionPart[] = bagkur.periods.map((period) => {
    const rate = discount ? period.discounted_rate : period.rate;
    const base = monthlyBase * period.months;
    return { label: `${period.label}: ${period.months} months × ${tl(monthlyBase)} at ${percentText(rate)}`, base, rate, amount: base * rate };
  });
  const premiums = parts.reduce((sum, part) => sum + part.amount, 0);
  const annualBase = monthlyBase * 12;

  const declared = netProfit - premiums + input.other_income;
  const taxable = Math.max(0, declared);
  const tariff = TR_INCOME_TAX[taxYear];
  const incomeTax = progressiveTax(tariff.non_wage, taxable);

  const notes = [
    `Bağ-Kur is owed every month on the chosen base whatever the profit: ${input.bagkur_tier === 'minimum' ? 'the minimum base (the gross minimum wage)' : 'the custom base given'}, ${tl(monthlyBase)} a month.`,
    discount
      ? `The ${BAGKUR_DISCOUNT_POINTS}-point discount is applied. Its conditions: ${BAGKUR_DISCOUNT_CONDITIONS}`
      : `No discount: the full rate is applied (the ${BAGKUR_DISCOUNT_POINTS}-point discount needs premiums paid on time and no premium debt).`,
    'other_income is added to the declared income and taxed on the same non-wage tariff; wages already taxed at source are not meant here.',
    'The premiums are taken as a deduction from business income (GVK art. 40/10 for ticari kazanç, 68/9 for serbest meslek kazancı); this rule is from the law, not from the bundled tables.',
  ];
  if (taxYear === 2024) notes.push('2024 Bağ-Kur: 34.5 % (29.5 % with the discount) to August, 34.75 % (29.75 %) from September, when Law 7524 raised the short-term rate.');
  if (taxYear === 2025) notes.push('2025 Bağ-Kur: 34.75 % (29.75 % with the discount), inferred from Law 5510 art. 81 after Law 7524; no SGK document states the 4/b total outright.');

  return {
    currency: 'TRY',
    filing_status: null,
    contributions: {
      name: 'Bağ-Kur premiums (Law 5510 art. 4/1-b)',
      computed: true,
      base: annualBase,
      base_rule: `monthly prime esas kazanç × 12; ${taxYear} limits ${cents(bagkur.minimum_base)}-${cents(bagkur.maximum_base)} TL a month`,
      parts,
      total: premiums,
      deductible: premiums,
      deductible_rule: 'the whole premium is deducted from business income (GVK art. 40/10, 68/9)',
    },
    deductions: [{ label: 'Bağ-Kur premiums (GVK art. 40/10, 68/9)', amount: premiums }],
    taxable_income: taxable,
    schedule: `GVK art. 103 tariff ${taxYear}, non-wage income`,
    income_tax: incomeTax,
    steps: [
      ...parts.map((part) => `Bağ-Kur, ${part.label} = ${tl(part.amount)}`),
      `Bağ-Kur premiums for the year: ${tl(premiums)}, deducted from business income`,
      `Declared income: ${tl(netProfit)} − ${tl(premiums)} + other income ${tl(input.other_income)} = ${tl(declared)}`,
    ],
    sources: [
      `${tariff.authority}: the non-wage schedule`,
      'Law 5510 art. 4/1-b and art. 81: 20 % long-term + 12.5 % general health insurance + short-term (2 %, 2.25 % from September 2024 by Law 7524 art. 28)',
      `Law 6745: the ${BAGKUR_DISCOUNT_POINTS}-point discount for regular payers`,
      `SGK: ${taxYear} monthly contribution base limits ${cents(bagkur.minimum_base)} and ${cents(bagkur.maximum_base)} TL${taxYear === 2025 ? ' (SGK Genelgesi 2025/2)' : ''}`,
      'GVK art. 40/10 and 68/9: the insured\'s own social security premiums are deductible',
    ],
    notes,
    not_modeled: [
      'the young entrepreneur exemption (GVK 20/A), the artisan exemption (GVK 9) and the simple method (basit usul)',
      'other deductions of GVK 89 (education, health, donations, disability) and withholding already paid (stopaj, geçici vergi)',
      'stamp duty on the declaration',
    ],
  };
}

/**
 * US federal tax of a sole proprietor: self-employment tax by Schedule SE (IRC 1401/1402),
 * the 0.9 % Additional Medicare Tax by Form 8959 Part II, half of SE tax as the Schedule 1
 * line 15 deduction, the standard deduction (P.L. 119-21's amount for 2025) or itemized
 * deductions, and the Rev. Proc. 2023-34 / 2024-40 brackets.
 */
import { cents } from '../../../lib/money.ts';
import { US_FEDERAL_TAX, US_SELF_EMPLOYMENT_TAX as SE, type FilingStatus } from '../data/us-federal-tax.ts';
import { percentText, progressiveTax } from './progressive.ts';
import type { CountryComputation, Deduction, SelfEmploymentInput } from './types.ts';

const STATUS_TEXT: Record<NonNullable<SelfEmploymentInput['filing_status']>, string> = {
  single: 'single',
  married_filing_jointly: 'married filing jointly',
  married_filing_separately: 'married filing separately',
  head_of_household: 'head of household',
  qualifying_surviving_spouse: 'qualifying surviving spouse',
};

export function computeUsa(input: SelfEmploymentInput, netProfit: number): CountryComputation {
  const year = US_FEDERAL_TAX[input.tax_year as 2024 | 2025];
  const status = input.filing_status ?? 'single';
  // A qualifying surviving spouse uses the joint schedule and standard deduction (data note; IRC 1(a), 63(c)(2)).
  const schedule: FilingStatus = status === 'qualifying_surviving_spouse' ? 'married_filing_jointly' : status;
  const usd = (amount: number) => `${cents(amount)} USD`;
  const notes: string[] = [];
  if (input.filing_status === undefined) notes.push('filing_status was not given: single is assumed.');
  if (status === 'qualifying_surviving_spouse') notes.push('A qualifying surviving spouse is taxed on the married-filing-jointly brackets and standard deduction.');

  // Schedule SE line 4a: net earnings = 92.35 % of net profit; below $400 (line 4c) no SE tax is owed.
  const netEarnings = Math.max(0, netProfit) * SE.net_earnings_factor;
  const owesSe = netEarnings >= SE.filing_floor;
  const socialSecurityBase = owesSe ? Math.min(netEarnings, year.social_security_wage_base) : 0;
  const socialSecurity = socialSecurityBase * SE.social_security_rate;
  const medicareBase = owesSe ? netEarnings : 0;
  const medicare = medicareBase * SE.medicare_rate;
  const seTax = socialSecurity + medicare;
  // Form 8959 Part II: 0.9 % of SE income above the filing status's threshold (no wages assumed).
  const threshold = SE.additional_medicare_tax_thresholds[status];
  const additionalBase = Math.max(0, medicareBase - threshold);
  const additionalMedicare = additionalBase * SE.additional_medicare_tax_rate;
  const halfSe = seTax * SE.deduction_for_half_of_se_tax;

  const standard = year.standard_deduction[schedule];
  const deductions: Deduction[] = [{ label: 'Half of self-employment tax (Schedule 1, line 15)', amount: halfSe }];
  if (input.use_standard_deduction) {
    deductions.push({ label: `Standard deduction, ${STATUS_TEXT[status]}, ${input.tax_year}`, amount: standard });
    const before = year.standard_deduction_before_obbba?.[schedule];
    if (before !== undefined) notes.push(`The 2025 standard deduction is P.L. 119-21's ${standard}, raised from Rev. Proc. 2024-40's ${before}.`);
  } else {
    deductions.push({ label: 'Itemized deductions (Schedule A), as given', amount: input.itemized_deductions });
    if (input.itemized_deductions < standard) {
      notes.push(`The itemized deductions (${cents(input.itemized_deductions)}) are below the ${STATUS_TEXT[status]} standard deduction (${standard}): taking the standard deduction would lower the tax.`);
    }
  }
  const adjustedGross = netProfit + input.other_income - halfSe;
  const taxable = Math.max(0, adjustedGross - deductions[1]!.amount);
  const incomeTax = progressiveTax(year.brackets[schedule], taxable);

  const steps = [
    owesSe
      ? `Net earnings from self-employment (Schedule SE line 4a): ${usd(netProfit)} × ${percentText(SE.net_earnings_factor)} = ${usd(netEarnings)}`
      : `Net earnings from self-employment: ${usd(netEarnings)}, below $400, so no self-employment tax is owed (Schedule SE line 4c)`,
    `Social Security part: ${percentText(SE.social_security_rate)} × ${usd(socialSecurityBase)} (capped at the ${input.tax_year} wage base of ${year.social_security_wage_base}) = ${usd(socialSecurity)}`,
    `Medicare part: ${percentText(SE.medicare_rate)} × ${usd(medicareBase)} = ${usd(medicare)}`,
    `Additional Medicare Tax (Form 8959): ${percentText(SE.additional_medicare_tax_rate)} × ${usd(additionalBase)} above the ${threshold} threshold = ${usd(additionalMedicare)}`,
    `Self-employment tax: ${usd(seTax)}; half of it is deductible: ${usd(halfSe)}`,
    `Adjusted gross income: ${usd(netProfit)} + other income ${usd(input.other_income)} − ${usd(halfSe)} = ${usd(adjustedGross)}`,
    `${deductions[1]!.label}: −${usd(deductions[1]!.amount)}`,
  ];
  return {
    currency: 'USD',
    filing_status: status,
    contributions: {
      name: 'Self-employment tax (Schedule SE) and Additional Medicare Tax (Form 8959)',
      computed: true,
      base: netEarnings,
      base_rule: 'net earnings from self-employment: 92.35 % of net profit (Schedule SE line 4a); no SE tax below $400',
      parts: [
        { label: `Social Security, up to the ${input.tax_year} wage base (${year.social_security_wage_base})`, base: socialSecurityBase, rate: SE.social_security_rate, amount: socialSecurity },
        { label: 'Medicare, no cap', base: medicareBase, rate: SE.medicare_rate, amount: medicare },
        { label: `Additional Medicare Tax, above ${threshold} (${STATUS_TEXT[status]})`, base: additionalBase, rate: SE.additional_medicare_tax_rate, amount: additionalMedicare },
      ],
      total: seTax + additionalMedicare,
      deductible: halfSe,
      deductible_rule: 'half of the SE tax (not of the Additional Medicare Tax) is an above-the-line deduction (Schedule 1 line 15)',
    },
    deductions,
    taxable_income: taxable,
    schedule: `${year.bracket_authority} brackets, ${STATUS_TEXT[schedule]}`,
    income_tax: incomeTax,
    steps,
    sources: [
      `IRS ${year.bracket_authority} (income-tax brackets, tax year ${input.tax_year})`,
      `${year.standard_deduction_authority} (standard deduction)`,
      'IRS Schedule SE (Form 1040), IRC 1401-1402: 92.35 % of net profit, 12.4 % Social Security up to the wage base, 2.9 % Medicare, $400 floor',
      'IRS Form 8959 Part II: 0.9 % Additional Medicare Tax above 200,000 (single, head of household, qualifying surviving spouse), 250,000 (joint), 125,000 (separate)',
      `SSA: Social Security wage base ${year.social_security_wage_base} for ${input.tax_year}`,
    ],
    notes: [...notes, 'other_income is taxed as ordinary income; it is assumed not to be W-2 wages, which would use up part of the Social Security wage base and of the Additional Medicare Tax threshold.'],
    not_modeled: [
      'the qualified business income deduction (IRC 199A, up to 20 %)',
      'the 2025-2028 senior deduction and the additional standard deduction for age 65 or blindness',
      'credits, the alternative minimum tax, the net investment income tax, and state and local taxes',
      'W-2 wages alongside self-employment income',
    ],
  };
}

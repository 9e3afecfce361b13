/**
 * Northern Cyprus (KKTC) income tax of a self-employed person, as far as the bundled data goes:
 * the 2024 progressive schedule after the TL 320,000 personal allowance. The 2025 brackets and
 * every self-employed social-insurance figure are missing from the data, so 2025 is refused and
 * social insurance is reported as not computed rather than guessed.
 */
import { invalid } from '../../../errors.ts';
import { cents } from '../../../lib/money.ts';
import { KKTC_2025_GAP, KKTC_INCOME_TAX_2024, KKTC_SOCIAL_INSURANCE_GAP } from '../data/kktc-income-tax.ts';
import { progressiveTax } from './progressive.ts';
import type { CountryComputation, SelfEmploymentInput } from './types.ts';

export function computeKktc(input: SelfEmploymentInput, netProfit: number): CountryComputation {
  if (input.tax_year !== 2024) invalid(`tax_year: kktc can only be computed for 2024: ${KKTC_2025_GAP}`);
  const schedule = KKTC_INCOME_TAX_2024;
  const tl = (amount: number) => `${cents(amount)} TL`;
  const income = netProfit + input.other_income;
  const taxable = Math.max(0, income - schedule.personal_allowance);
  return {
    currency: 'TRY',
    filing_status: null,
    contributions: {
      name: 'Social insurance (Sosyal Sigortalar) and provident fund (İhtiyat Sandığı): not computed',
      computed: false,
      base: 0,
      base_rule: KKTC_SOCIAL_INSURANCE_GAP,
      parts: [],
      total: 0,
      deductible: 0,
      deductible_rule: 'none: no contributions are computed',
    },
    deductions: [{ label: 'Personal allowance (şahsi indirim) 2024', amount: schedule.personal_allowance }],
    taxable_income: taxable,
    schedule: 'KKTC income tax 2024',
    income_tax: progressiveTax(schedule.brackets, taxable),
    steps: [
      `Social insurance: not computed: ${KKTC_SOCIAL_INSURANCE_GAP}`,
      `Income: ${tl(netProfit)} + other income ${tl(input.other_income)} = ${tl(income)}`,
      `Personal allowance 2024: −${tl(schedule.personal_allowance)}`,
    ],
    sources: [
      `${schedule.authority}: https://akmanco.com/tr/blog/2024-kuzey-kibris-vergi-oranlari-kisisel-indirimler`,
    ],
    notes: [
      `INCOMPLETE: the total is income tax only; ${KKTC_SOCIAL_INSURANCE_GAP}.`,
      'The 2024 schedule comes from one secondary source (an accounting firm) and was not checked against the Resmi Gazete or the Gelir ve Vergi Dairesi.',
    ],
    not_modeled: ['self-employed social insurance and provident fund contributions (missing from the data)', 'deductions other than the personal allowance'],
  };
}

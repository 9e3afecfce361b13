/**
 * US federal individual income tax brackets, standard deduction, Social Security wage base and self-employment tax, tax years 2024 and 2025. Copied from /work/shared/data/us-federal-tax.json.
 *
 * Authority: IRS Rev. Proc. 2023-34 (tax year 2024) and Rev. Proc. 2024-40 (tax year 2025) for the
 * brackets and the 2024 standard deduction; P.L. 119-21 (2025 reconciliation act) for the 2025
 * standard deduction; IRC 1401 and Schedule SE for the self-employment tax; Form 8959 for the
 * Additional Medicare Tax; SSA for the Social Security wage base.
 *
 * Sources, as retrieved:
 * - IRS Rev. Proc. 2023-34 (tax year 2024) and Rev. Proc. 2024-40 (tax year 2025): values read through PSLmodels/Tax-Calculator taxcalc/policy_current_law.json (commit 78f3574cdaeab36bc2cd12b044d7f06c272f9140, parameters II_brk1-7, STD, SS_Earnings_c, FICA_*, AMEDT_*)
 * - https://github.com/PSLmodels/Tax-Calculator/blob/78f3574cdaeab36bc2cd12b044d7f06c272f9140/taxcalc/policy_current_law.json
 * - https://www.uahot.com/topic/en/detail-113728-irs_adjusts_2025_tax_brackets_for_inflation_relief.html (2025 single/MFJ thresholds, pre-OBBBA $15,000/$30,000 standard deduction)
 * - https://dirs.info/find/mix/6?q=%22Internal+Revenue+Service%22 (2024: 37% above $609,350 single / $731,200 MFJ; MFJ standard deduction $29,200)
 * - https://www.jacksonhewitt.com/tax-help/questions-and-answers/how-does-one-big-beautiful-bill-impact-standard-deduction (OBBBA 2025 standard deduction 15,750 / 31,500 / 23,625; prior 15,000 / 30,000 / 22,500)
 * - https://www.divarmejias.com/newsletter/b/obbba-increases-2025 (OBBBA amounts and increases over 2024: +1,150 / +2,300 / +1,725, implying 2024 = 14,600 / 29,200 / 21,900)
 * - https://tellbrief.com/story/social-security-payroll-tax-limit-increases-for-2025-heres-how-that-may-affect-you-20241013-18 (wage base $176,100 for 2025, $168,600 for 2024)
 * - https://kamaraju.xyz/dk/_export/raw/diary/2024-10/2024-10-14 (notes from SSA COLA fact sheets: 2024 $168,600, 2025 $176,100; 6.2%/1.45% rates)
 * - https://open-exam-prep.com/exams/ea/adjustments-to-income/self-employment-tax-deduction (15.3% = 12.4% + 2.9%, 92.35%, 0.9% thresholds 200k/250k/125k, 50% deduction)
 * - https://legalclarity.org/what-is-the-self-employment-tax-rate-15-3-explained (cites IRS Topic 560: $200,000 single/HOH, $250,000 MFJ, $125,000 MFS)
 * - Independent code tables citing the Rev. Procs. (GitHub, found via code search) with identical 2024/2025 thresholds for all four statuses, e.g. HOH 2024 [16550, 63100, 100500, 191950, 243700, 609350] and HOH 2025 [17000, 64850, 103350, 197300, 250500, 626350]
 * - https://www.bdmtaxconsulting.com/how-does-the-one-bill-beautiful-bill-act-affect-me-as-a-standard-deduction-filer (OBBBA amounts; $6,000 senior deduction)
 *
 * Retrieval notes: Bracket thresholds and standard deductions come from Tax-Calculator's current-law parameter file, which encodes the IRS Rev. Procs. They were checked against the press and code sources listed: every 2025 single/MFJ threshold, the 2024 top thresholds, and full 4-status tables in several independent repos citing the Rev. Procs. I did not read the Rev. Proc. PDFs themselves: no copy of their text turned up in the searchable stored corpora, and there is no live web access. For 2025 the standard deduction in force is the OBBBA amount (P.L. 119-21): single/MFS 15,750, MFJ/QSS 31,500, HOH 23,625. The pre-OBBBA Rev. Proc. 2024-40 amounts are kept for reference. OBBBA's separate senior deduction (up to $6,000 for age 65+, 2025-2028, phased out above $75k/$150k MAGI per bdmtaxconsulting/Jackson Hewitt) and the additional standard deduction for age 65/blind are not tabulated here. Additional Medicare Tax thresholds are statutory and, as far as the sources show, are the same in both years.
 *
 * Brackets: Rates apply to taxable income in (over, not_over]. Qualifying surviving spouse uses the married_filing_jointly schedule (Tax-Calculator 'widow' = 'mjoint' values).
 * Net earnings: SE tax is charged on net SE earnings x 92.35% (= 1 - 7.65%). The 12.4% part applies only up to the year's Social Security wage base, less any W-2 Social Security wages; the 2.9% part has no cap.
 * Half of SE tax: Half of the SE tax (the employer-equivalent part, i.e. excluding Additional Medicare Tax) is an above-the-line deduction (Schedule 1). It lowers income tax, not SE tax.
 * Filing floor: Schedule SE required when net SE earnings are $400 or more.
 */
import type { Bracket } from './brackets.ts';

/** The four schedules of the Rev. Procs; a qualifying surviving spouse files on married_filing_jointly's. */
export type FilingStatus = 'single' | 'married_filing_jointly' | 'married_filing_separately' | 'head_of_household';

export interface UsTaxYear {
  readonly bracket_authority: string;
  readonly brackets: Readonly<Record<FilingStatus, readonly Bracket[]>>;
  readonly standard_deduction: Readonly<Record<FilingStatus, number>>;
  readonly standard_deduction_authority: string;
  /** 2025 only: the Rev. Proc. 2024-40 amounts that P.L. 119-21 replaced, kept for reference. */
  readonly standard_deduction_before_obbba?: Readonly<Record<FilingStatus, number>>;
  readonly social_security_wage_base: number;
}

export const US_FEDERAL_TAX: Readonly<Record<2024 | 2025, UsTaxYear>> = {
  2024: {
    bracket_authority: 'Rev. Proc. 2023-34',
    brackets: {
      single: [
        { over: 0, not_over: 11600, rate: 0.1 },
        { over: 11600, not_over: 47150, rate: 0.12 },
        { over: 47150, not_over: 100525, rate: 0.22 },
        { over: 100525, not_over: 191950, rate: 0.24 },
        { over: 191950, not_over: 243725, rate: 0.32 },
        { over: 243725, not_over: 609350, rate: 0.35 },
        { over: 609350, not_over: null, rate: 0.37 },
      ],
      married_filing_jointly: [
        { over: 0, not_over: 23200, rate: 0.1 },
        { over: 23200, not_over: 94300, rate: 0.12 },
        { over: 94300, not_over: 201050, rate: 0.22 },
        { over: 201050, not_over: 383900, rate: 0.24 },
        { over: 383900, not_over: 487450, rate: 0.32 },
        { over: 487450, not_over: 731200, rate: 0.35 },
        { over: 731200, not_over: null, rate: 0.37 },
      ],
      married_filing_separately: [
        { over: 0, not_over: 11600, rate: 0.1 },
        { over: 11600, not_over: 47150, rate: 0.12 },
        { over: 47150, not_over: 100525, rate: 0.22 },
        { over: 100525, not_over: 191950, rate: 0.24 },
        { over: 191950, not_over: 243725, rate: 0.32 },
        { over: 243725, not_over: 365600, rate: 0.35 },
        { over: 365600, not_over: null, rate: 0.37 },
      ],
      head_of_household: [
        { over: 0, not_over: 16550, rate: 0.1 },
        { over: 16550, not_over: 63100, rate: 0.12 },
        { over: 63100, not_over: 100500, rate: 0.22 },
        { over: 100500, not_over: 191950, rate: 0.24 },
        { over: 191950, not_over: 243700, rate: 0.32 },
        { over: 243700, not_over: 609350, rate: 0.35 },
        { over: 609350, not_over: null, rate: 0.37 },
      ],
    },
    standard_deduction: { single: 14600, married_filing_jointly: 29200, married_filing_separately: 14600, head_of_household: 21900 },
    standard_deduction_authority: 'Rev. Proc. 2023-34',
    social_security_wage_base: 168600,
  },
  2025: {
    bracket_authority: 'Rev. Proc. 2024-40',
    brackets: {
      single: [
        { over: 0, not_over: 11925, rate: 0.1 },
        { over: 11925, not_over: 48475, rate: 0.12 },
        { over: 48475, not_over: 103350, rate: 0.22 },
        { over: 103350, not_over: 197300, rate: 0.24 },
        { over: 197300, not_over: 250525, rate: 0.32 },
        { over: 250525, not_over: 626350, rate: 0.35 },
        { over: 626350, not_over: null, rate: 0.37 },
      ],
      married_filing_jointly: [
        { over: 0, not_over: 23850, rate: 0.1 },
        { over: 23850, not_over: 96950, rate: 0.12 },
        { over: 96950, not_over: 206700, rate: 0.22 },
        { over: 206700, not_over: 394600, rate: 0.24 },
        { over: 394600, not_over: 501050, rate: 0.32 },
        { over: 501050, not_over: 751600, rate: 0.35 },
        { over: 751600, not_over: null, rate: 0.37 },
      ],
      married_filing_separately: [
        { over: 0, not_over: 11925, rate: 0.1 },
        { over: 11925, not_over: 48475, rate: 0.12 },
        { over: 48475, not_over: 103350, rate: 0.22 },
        { over: 103350, not_over: 197300, rate: 0.24 },
        { over: 197300, not_over: 250525, rate: 0.32 },
        { over: 250525, not_over: 375800, rate: 0.35 },
        { over: 375800, not_over: null, rate: 0.37 },
      ],
      head_of_household: [
        { over: 0, not_over: 17000, rate: 0.1 },
        { over: 17000, not_over: 64850, rate: 0.12 },
        { over: 64850, not_over: 103350, rate: 0.22 },
        { over: 103350, not_over: 197300, rate: 0.24 },
        { over: 197300, not_over: 250500, rate: 0.32 },
        { over: 250500, not_over: 626350, rate: 0.35 },
        { over: 626350, not_over: null, rate: 0.37 },
      ],
    },
    standard_deduction: { single: 15750, married_filing_jointly: 31500, married_filing_separately: 15750, head_of_household: 23625 },
    standard_deduction_authority: 'P.L. 119-21 (2025 reconciliation act, \'One Big Beautiful Bill Act\'); IRS later reflected it in Rev. Proc. 2025-32',
    standard_deduction_before_obbba: { single: 15000, married_filing_jointly: 30000, married_filing_separately: 15000, head_of_household: 22500 },
    social_security_wage_base: 176100,
  },
};

export const US_SELF_EMPLOYMENT_TAX = {
  social_security_rate: 0.124,
  medicare_rate: 0.029,
  net_earnings_factor: 0.9235,
  additional_medicare_tax_rate: 0.009,
  additional_medicare_tax_thresholds: { single: 200000, head_of_household: 200000, qualifying_surviving_spouse: 200000, married_filing_jointly: 250000, married_filing_separately: 125000 } as Readonly<Record<FilingStatus | 'qualifying_surviving_spouse', number>>,
  deduction_for_half_of_se_tax: 0.5,
  /** Schedule SE is required, and SE tax owed, only when net SE earnings are $400 or more. */
  filing_floor: 400,
} as const;

/**
 * Northern Cyprus (KKTC): personal income tax and social insurance for the self-employed, 2024-2025 (partial). Copied from /work/shared/data/kktc-income-tax.json. Only what the file holds
 * complete is shipped as a schedule: the 2024 brackets and personal allowance. The 2025 gap and the
 * missing social-insurance figures are shipped as the sentences the calculator answers with.
 *
 * Authority: KKTC Gelir Vergisi Yasası, as tabulated by akmanco (a North Cyprus accounting firm); not
 * checked against the Resmi Gazete or the Gelir ve Vergi Dairesi.
 *
 * Sources, as retrieved:
 * - https://akmanco.com/tr/blog/2024-kuzey-kibris-vergi-oranlari-kisisel-indirimler
 * - https://www.akmanco.com/tr/kaynaklar/gelir-vergisi
 * - https://akmanco.com/en/blog/turkish-cypriot-social-insurance-law-update-premium-support-2024-2025
 * - https://akmanco.com/en/blog/2025-social-insurance-premium-support-guide
 * - https://aslinda.com/kuzey-kibrista-2025-asgari-ucret-belirlendi/amp
 * - https://5haber.com.tr/kuzey-kibrista-asgari-ucret-belirlendi-58562.html
 * - https://www.kibrisgercek.com/yeni-asgari-ucret-belirlendi-44-bin-546-tl
 * - https://ssd.gov.ct.tr/mevzuat/ytip
 * - https://www.whatsonintrnc.com/guides-1/social-insurance
 * - https://www.ipe.com/north-cyprus-reforms-pensions/26750.article
 * - https://brstrnc.com/living.asp?subcat=110&r=
 *
 * Retrieval notes: Only the 2024 income-tax schedule (brackets plus the TL 320,000 personal allowance) is complete, and it comes from one secondary source (akmanco, a North Cyprus accounting firm) with internally consistent arithmetic. It was not checked against the Resmi Gazete or the Gelir ve Vergi Dairesi. For 2025 only the personal allowance (TL 480,000), the 10% special deduction, the spouse deduction and the 10%-37% range were found. Self-employed social insurance and provident fund rates and bases for 2024/2025 were not found at all. Minimum wages are included only as context, because KKTC contribution bases are commonly tied to the minimum wage, but no source read states the self-employed base. This file should not drive a calculator until the gaps are filled from KKTC official sources (Gelir ve Vergi Dairesi, Sosyal Sigortalar Dairesi, İhtiyat Sandığı).
 *
 * 2024 check: Published per-bracket tax 3,000 / 6,000 / 19,000 / 30,150 and running totals 3,000 / 9,000 / 28,000 / 58,150 match this schedule.
 * 2025: The 2025 bracket limits were not found in any source read. Only the personal allowance and the 10%-37% range were found. Do not assume the 2024 limits still apply.
 * Social insurance: No source found with the Sosyal Sigortalar (Social Insurance) or İhtiyat Sandığı (Provident Fund) contribution rates or bases for self-employed people in 2024 or 2025.
 */
import type { Bracket } from './brackets.ts';

export const KKTC_INCOME_TAX_2024: {
  readonly authority: string;
  readonly personal_allowance: number;
  readonly brackets: readonly Bracket[];
  readonly published_cumulative_tax: readonly number[];
} = {
  authority: 'KKTC income tax schedule for 2024 as published by akmanco (secondary source; personal allowance by Bakanlar Kurulu decision)',
  personal_allowance: 320000,
  brackets: [
    { over: 0, not_over: 30000, rate: 0.1 },
    { over: 30000, not_over: 60000, rate: 0.2 },
    { over: 60000, not_over: 136000, rate: 0.25 },
    { over: 136000, not_over: 236500, rate: 0.3 },
    { over: 236500, not_over: null, rate: 0.37 },
  ],
  published_cumulative_tax: [0, 3000, 9000, 28000, 58150],
};

/** What is known of 2025, and why it cannot be computed. */
export const KKTC_2025_GAP =
  'the bundled KKTC data has no 2025 income-tax brackets (only the TL 480,000 personal allowance and the 10 %-37 % range were found, and the 2024 limits cannot be assumed to still apply)';

export const KKTC_SOCIAL_INSURANCE_GAP =
  'no source was found for the self-employed Sosyal Sigortalar or İhtiyat Sandığı contribution rates and bases for 2024 or 2025, so social insurance is not computed';

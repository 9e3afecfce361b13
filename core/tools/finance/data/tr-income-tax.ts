/**
 * Turkey: income tax schedule (GVK art. 103) 2024-2025 and Bağ-Kur (5510 art. 4/1-b) contributions. Copied from /work/shared/data/tr-income-tax.json: the non-wage schedule (the one
 * for business and professional income) and the Bağ-Kur rates and bases. The wage schedule is not
 * shipped: a self-employed person's business income is taxed on the non-wage one.
 *
 * Authority: Gelir Vergisi Kanunu (GVK, Law 193) art. 103 and its yearly tariff (2024: 324 Seri No'lu
 * Gelir Vergisi Genel Tebliği); Law 5510 art. 4/1-b and art. 81 for Bağ-Kur rates (Law 7524 art. 28
 * raised the short-term rate from 2 % to 2.25 % from September 2024); Law 6745 for the 5-point
 * discount; SGK genelgesi 2025/2 for the 2025 bases.
 *
 * Sources, as retrieved:
 * - https://site.kontder.com.tr/sayfadetay/gelir-vergisi-tarifesi (2024 tariff, both variants, 324 Seri No'lu GVGT)
 * - https://www.bdturkey.com/gelir-vergisi-tarifesi-netten-brute-formul-serbest-meslek-ve-isyeri-kiralari (2024 non-wage and wage tariffs)
 * - https://www.guncelegitim.com/haber/memurlarin-2024-yili-vergi-dilimi-oranlari-25827.html (2024 both variants)
 * - http://birliktenkuvvetdogar.web.tr/calisana-yeni-sok-vergiler-artiyor-net-maaslar-dusecek (2025 tariff incl. wage variant 1,200,000 / 293,000 / 1,378,000)
 * - https://gundemfethiye.com/gelir-vergisi-nedir-nasil-hesaplanir-112739 (2025 non-wage tariff)
 * - https://yandex.com.tr/yacevap/c/ekonomi-ve-finans/q/gv-degeri-kac-olmali-3046836519 (2025 non-wage tariff)
 * - https://www.ntv.com.tr/galeri/ntvpara/2026-emlak-vergisi-rehberi-emlak-vergisi-mtv-gelir-vergisi-imei-kayit-ucreti-kira-vergisi-yemek-parasi-otv-indirimi-1705603 (confirms 2025 boundaries 158k/330k/800k/4.3M; wage 1.2M)
 * - https://vergigunlugu.com/sgk-prim-oranlari/ (4/b: short-term 2% + GSS 12.5% + long-term 20% = 34.5%, from 1 Sep 2013)
 * - http://www.maliforum.com/?sayfa=icerik&no=2870&tur=&kategori= (SGK genel yazı 02.08.2024: Law 7524 art. 28 raises the 5510 art. 81(1)(c) short-term rate from 2% to 2.25% from the 2024/September period)
 * - http://www.muhasebepostasi.com/bagkur-primlerine-5-puanlik-indirim/ (Law 6745: 5-point discount for 4/b and its conditions)
 * - http://www.isvesosyalguvenlik.com/bag-kur-sigortalilarina-da-prim-indirimi-geliyor/ (4/b rate 34.5% before the discount)
 * - http://www.dengeymm.com.tr/is-ve-sosyal-guvenlik-hukuku (2024 PEK: 20,002.50 / 150,018.90; daily 666.75 / 5,000.63)
 * - https://rasyotek.com.tr/blog/2025-yili-bordro-parametreleri-ii/ (SGK Genelgesi 2025/2: 2025 PEK 26,005.50 / 195,041.40; daily 866.85 / 6,501.38)
 * - https://www.takvim.com.tr/galeri/ekonomi/bag-kur-2026-primleri-belli-oldu-en-dusuk-aylik-odeme-ne-kadar (2025 gross minimum wage 26,005; 2026 discounted Bağ-Kur minimum ~9,825 TL, about 29.75% of 33,030)
 *
 * Retrieval notes: Income tax: every cumulative amount (16,500 / 40,500 / 135,000 / 982,000 for 2024 non-wage; 213,300 / 958,800 for 2024 wage; 23,700 / 58,100 / 185,000 / 1,410,000 for 2025 non-wage; 293,000 / 1,378,000 for 2025 wage) was recomputed from the bracket limits and matches the published figures. The brief's hint had the 2024 non-wage and wage third/fourth brackets swapped: 580,000 is the non-wage limit and 870,000 the wage limit. Gross minimum wage confirmed: 2024 20,002.50 TL, 2025 26,005.50 TL (equal to the SGK PEK lower limits). Bağ-Kur: the 4/b rate is 20% + 12.5% + short-term. The short-term rate rose from 2% to 2.25% from the September 2024 period (Law 7524), so the total is 34.5% for Jan-Aug 2024 and 34.75% from Sep 2024 and for 2025. With the 5-point discount that gives 29.5% and 29.75%. One caveat: the SGK letter is written in 4/a payroll terms, and I found no SGK document stating the 4/b total of 34.75% outright. 34.75/29.75 is inferred from art. 81(1)(c), which sets the short-term rate for all insured, and is consistent with 2026 press figures for the discounted minimum (~29.75% of the 2026 minimum wage). One public code sample still used 29.5% for 2025; treat 2025 = 29.75% as well supported but not quoted from SGK. The monthly contribution base is chosen by the insured between the lower (minimum-wage) and upper (7.5x) PEK limits. The premium amounts are worked out here.
 *
 * How to read the tariff: Tax = cumulative_tax_at_over + rate x (income - over) for the bracket containing the income. 'non_wage' is the schedule for all income other than wages (business, professional, rental, ...). 'wage' differs only in the 3rd/4th bracket boundary: 2024 870,000 vs 580,000; 2025 1,200,000 vs 800,000.
 * Discount conditions: The 5-point discount (Law 6745, 2016; applied like the 4/a incentive) needs the insured's own share paid on time and no outstanding premium, administrative-fine or late-payment debt. Installment or restructured debts do not bar it. It does not apply to borrowed or revived (borçlanma/ihya) periods. Voluntary insurance (isteğe bağlı) is excluded.
 */
import type { Bracket } from './brackets.ts';

export interface TrTaxYear {
  readonly authority: string;
  readonly non_wage: readonly Bracket[];
  readonly published_cumulative_tax: readonly number[];
}

export const TR_INCOME_TAX: Readonly<Record<2024 | 2025, TrTaxYear>> = {
  2024: {
    authority: 'GVK md. 103 tariff for calendar year 2024 (324 Seri No\'lu Gelir Vergisi Genel Tebliği)',
    non_wage: [
      { over: 0, not_over: 110000, rate: 0.15 },
      { over: 110000, not_over: 230000, rate: 0.2 },
      { over: 230000, not_over: 580000, rate: 0.27 },
      { over: 580000, not_over: 3000000, rate: 0.35 },
      { over: 3000000, not_over: null, rate: 0.4 },
    ],
    /** Published tax at the lower limit of each bracket, to check the schedule against. */
    published_cumulative_tax: [0.0, 16500.0, 40500.0, 135000.0, 982000.0],
  },
  2025: {
    authority: 'GVK md. 103 tariff for calendar year 2025 (the Tebliğ number was not found in any source read)',
    non_wage: [
      { over: 0, not_over: 158000, rate: 0.15 },
      { over: 158000, not_over: 330000, rate: 0.2 },
      { over: 330000, not_over: 800000, rate: 0.27 },
      { over: 800000, not_over: 4300000, rate: 0.35 },
      { over: 4300000, not_over: null, rate: 0.4 },
    ],
    /** Published tax at the lower limit of each bracket, to check the schedule against. */
    published_cumulative_tax: [0.0, 23700.0, 58100.0, 185000.0, 1410000.0],
  },
};

/** A run of months in a year at one Bağ-Kur rate (the rate changed in September 2024). */
export interface BagkurPeriod {
  readonly label: string;
  readonly months: number;
  readonly rate: number;
  readonly discounted_rate: number;
}

export interface BagkurYear {
  readonly periods: readonly BagkurPeriod[];
  /** Monthly contribution base (prime esas kazanç) limits in TL; the lower one is the gross minimum wage. */
  readonly minimum_base: number;
  readonly maximum_base: number;
}

/** 4/b rate = 20 % long-term + 12.5 % GSS + short-term (2 % to August 2024, 2.25 % after). */
export const BAGKUR: Readonly<Record<2024 | 2025, BagkurYear>> = {
  2024: {
    periods: [
      { label: 'January-August 2024', months: 8, rate: 0.345, discounted_rate: 0.295 },
      { label: 'September-December 2024', months: 4, rate: 0.3475, discounted_rate: 0.2975 },
    ],
    minimum_base: 20002.5,
    maximum_base: 150018.9,
  },
  2025: {
    periods: [{ label: 'January-December 2025', months: 12, rate: 0.3475, discounted_rate: 0.2975 }],
    minimum_base: 26005.5,
    maximum_base: 195041.4,
  },
};

export const BAGKUR_DISCOUNT_POINTS = 5;
export const BAGKUR_DISCOUNT_CONDITIONS =
  'The 5-point discount (Law 6745, 2016; applied like the 4/a incentive) needs the insured\'s own share paid on time and no outstanding premium, administrative-fine or late-payment debt. Installment or restructured debts do not bar it. It does not apply to borrowed or revived (borçlanma/ihya) periods. Voluntary insurance (isteğe bağlı) is excluded.';

/**
 * Turkey CPI annual averages, 2003-2025: Turkey consumer price index (TÜFE), TÜİK, 2003=100: annual average index, December index, annual inflation rates.
 * Series TÜİK TÜFE genel endeks (CBRT EVDS series TP.FG.J0), base 2003=100. Copied from /work/shared/data/tr-cpi-annual.json
 * (the annual_average_index of each year; the monthly indexes behind them are not shipped).
 *
 * Authority: Türkiye İstatistik Kurumu (TÜİK / TurkStat), TÜFE genel endeks, as published through
 * the CBRT EVDS series TP.FG.J0.
 *
 * Sources, as retrieved:
 * - https://github.com/Asimmimx/TL-Enflasyon-Hesaplay-c-/blob/4a23d8b99c769387a4fcba40cefa4db54dffe924/cache/data_cache.json (cached CBRT EVDS pull of TP.FG.J0, 2003=100; fetch code in app/evds.py)
 * - https://github.com/hiktan44/finansal-dashboard/blob/fbf345c6a561435e1b92ef087aee97942e437b67/data/tufe_verileri/tufe_tablo2_2020_2025.csv (TÜİK Tablo-2 extract)
 * - http://asmmmo.org.tr/haber-detay/ocak-2018-tufe-ve-yi-ufe-degisim-oranlari/2729
 * - https://tr.investing.com/news/economic-indicators/tablo19952015-tufe-tefeufeyiufe-ve-cekirdek-enflasyon-degisim-oranlar-74105
 * - http://haberis.org.tr/genel-merkez-haberler/553
 * - https://myreminder.blogspot.com/2014/01/2013-aralk-enflasyon.html
 * - http://www.gercekmuhabir.com/ekonomi/kasim-ayi-enflasyon-orani-aciklandi-h62818.html
 * - https://atasehirweb.com/ekonomi/tuketici-fiyat-endeksi-tufe-aylik-018-artti-h22659.html
 * - https://www.yenisafak.com/foto-galeri/ozgun/enflasyon-orani-aralik-ayi-beklentisi-enflasyon-orani-ne-zaman-aciklanacak-beklentiler-ne-yonde-4779966
 * - https://internethaber.com/amp/enflasyon-tek-haneli-rakama-indi-1102791h.htm
 * - plus the per-year bulletin sources listed in years[*].published_check.sources
 *
 * Retrieval notes: Index values are TÜİK's monthly TÜFE (2003=100), taken from a cached CBRT EVDS pull (series TP.FG.J0) and checked against the TÜİK table and published rates listed in cross_checks. TÜİK's bulletins state rates, not annual-average index levels, so annual_average_index is worked out here: the plain mean of the 12 monthly indexes, rounded to 2 decimals (2003 comes out at exactly 100.00, as the base definition requires). december_index is the published December level. dec_over_dec_pct = Dec(y)/Dec(y-1)-1 and twelve_month_average_pct = avg(y)/avg(y-1)-1, both rounded half-up to 2 decimals; the latter is TÜİK's 'on iki aylık ortalamalara göre' rate. No chaining or estimation was needed because real index levels were found. Caveats: (1) The 2003=100 series was introduced in 2005 and back-calculated for 2003-2004. Its 2004 figures (9.35% Dec/Dec, 8.60% average) differ from the official 2004 figures DİE published at the time on the 1994=100 basis (9.32% and 10.58%, internethaber). (2) TÜİK rebased TÜFE to 2025=100 from January 2026 (yenisafak, Dec 2025), so December 2025 is the last month of this series. Later data need the new base or a chaining factor. (3) Annual averages in another public dataset (github erdogan1ozdemir/enflasyon-canavari data/prices/endeks.json, attributed to hakedis.org, e.g. 2023 = 1447.63, 2024 = 2382.03) do not reproduce TÜİK's published average rates and were rejected.
 *
 * Cross-checks: tuik_table_2020_2025: Monthly indexes Jan 2020 - Oct 2025 equal, value for value, the TÜİK 'Tüketici fiyat endeksi ve değişim oranları' (Tablo-2) extract in github.com/hiktan44/finansal-dashboard data/tufe_verileri/tufe_tablo2_2020_2025.csv (70 of 70 months). | tuik_monthly_changes_2007_2017: Month-on-month % changes worked out from the index match all 132 published TÜİK monthly changes for 2007-2017 (asmmmo.org.tr table, Jan 2018). | monthly_changes_2005_2006: Jan-Apr 2005 and Jan-Apr 2006 monthly changes (0.55, 0.02, 0.26, 0.71; 0.75, 0.22, 0.27, 1.34) match the Reuters table republished by tr.investing.com. | index_levels_quoted_in_press: Dec 2018 = 393.88 and Jun 2018 = 357.44 (haberis.org.tr, quoting the TÜİK bulletin); Dec 2013 = 229.01, Nov 2013 = 227.96, Dec 2012 = 213.23 (myreminder.blogspot.com). | rates: For every year whose December bulletin text was found (see years[*].published_check), the December-over-December and 12-month-average rates worked out from this index equal TÜİK's published figures to 2 decimals. Where a bulletin was not found (2004-2006, 2008-2010, 2017; average rate for 2007, 2011, 2014, 2015) the rate is worked out only. For those years the index is still checked month by month (see tuik_monthly_changes_2007_2017), and 2017 and 2014 are also checked against their November bulletins (Nov 2017: 11.16% vs Dec 2016 and 12.98% y/y; Nov 2014: 8.65% vs Dec 2013).
 */
import type { PriceIndex } from './price-index.ts';

export const TR_CPI: PriceIndex = {
  currency: 'TRY',
  name: 'Turkey Consumer Price Index (TÜFE), general index',
  series: 'TÜİK TÜFE genel endeks (CBRT EVDS TP.FG.J0)',
  base: '2003=100',
  measure: 'annual average index: the mean of the 12 monthly TÜİK indexes, rounded to 2 decimals (TÜİK publishes monthly levels and rates, not annual-average levels)',
  authority: 'Türkiye İstatistik Kurumu (TÜİK / TurkStat)',
  source: 'TÜİK TÜFE (2003=100) through a cached CBRT EVDS pull of TP.FG.J0 (github.com/Asimmimx/TL-Enflasyon-Hesaplay-c-, cache/data_cache.json), checked against TÜİK Tablo-2 and published rates',
  first_year: 2003,
  last_year: 2025,
  notes: [
    'The 2003=100 series was introduced in 2005 and back-calculated for 2003-2004.',
    'TÜİK rebased TÜFE to 2025=100 from January 2026, so 2025 is the last year of this series.',
  ],
  annual: {
    2003: 100.0, 2004: 108.6, 2005: 117.48, 2006: 128.76, 2007: 140.03, 2008: 154.66, 2009: 164.32, 2010: 178.4,
    2011: 189.95, 2012: 206.84, 2013: 222.33, 2014: 242.02, 2015: 260.59, 2016: 280.85, 2017: 312.14, 2018: 363.13,
    2019: 418.24, 2020: 469.59, 2021: 561.61, 2022: 967.71, 2023: 1488.91, 2024: 2360.03, 2025: 3183.23,
  },
};

/**
 * US CPI-U annual averages, 1913-2025: US CPI-U, U.S. city average, all items, not seasonally adjusted — annual average index.
 * Series CUUR0000SA0, base 1982-84=100. Copied from /work/shared/data/us-cpi-u-annual.json.
 *
 * Authority: U.S. Bureau of Labor Statistics (BLS), https://data.bls.gov/timeseries/CUUR0000SA0,
 * the published annual averages (period M13).
 *
 * Sources, as retrieved:
 * - npm: cpi-us@1.202511.0 (dist/data.json)
 * - https://data.bls.gov/timeseries/CUUR0000SA0 (BLS series; read through a committed export: https://github.com/r0pc/SECMC-Internship/blob/564c6c1f7d1e3347d20d9a05464be8be793482e2/docs/example_data/CPI.csv)
 * - https://www.bls.gov/cpi/additional-resources/2025-federal-government-shutdown-impact-cpi.htm
 * - http://coinnews.net/tools/cpi-inflation-calculator/consumer-price-index-cpi-and-annual-percent-changes-from-1913-to-2008
 * - https://www.bls.gov/regions/mountain-plains/cpi-summary/ro7xg01a.htm (Dec 2024 = 315.605, Jan 2025 = 317.671)
 * - https://www.bls.gov/news.release/cpi.t03.htm (December 2025 release, 12-month changes)
 *
 * Retrieval notes: 'annual' holds BLS's published annual averages: 1 decimal for 1913-2006 (monthly indexes were published to 1 decimal until Dec 2006), 3 decimals from 2007. From 2007 on they equal the mean of the 12 monthly values rounded to 3 decimals, exactly as the brief describes (checked for 2007-2024: no differences). Before 1967, 11 years differ by 0.1 from the mean of the rounded monthly values (1918, 1928, 1929, 1932, 1933, 1948, 1952, 1953, 1959, 1962, 1966; listed under computed_from_cpi_us_package). BLS seems to have computed those averages from unrounded or older-base data, so the BLS figure is used. The 2025 annual average is BLS's own published figure (321.943), averaged over 11 months because October 2025 was never published, so 'provisional' is empty. The cpi-us package's October 2025 value is an interpolation (see warning) and must not be treated as BLS data. BLS pages were read through search excerpts and a committed copy of BLS's data export, not fetched live.
 *
 * 2025: BLS published annual average (period M13). Not provisional, but based on 11 months: BLS published no October 2025 index (data collection lapsed during the Oct 1 - Nov 12, 2025 federal shutdown).
 * Mean of the 11 published 2025 months (Jan-Sep, Nov, Dec) = 321.943 exactly; first-half mean 320.229 and second-half mean (Jul, Aug, Sep, Nov, Dec) 324.000 also match the BLS HALF1/HALF2 columns.
 *
 * Cross-checks: 1913-2025 (every year): Every monthly value 1913-Sep 2025 matches cpi-us exactly, except October 2025 (blank at BLS; 324.461 in the package). The BLS annual averages are the values in 'annual' here. | 1913-1924: 9.9, 10.0, 10.1, 10.9, 12.8, 15.1, 17.3, 20.0, 17.9, 16.8, 17.1, 17.1: all match; 1918 = 15.1 confirms BLS's figure over the 15.0 mean of the rounded months | 1948, 1950, 1952, 1953, 1959, 1962, 1966, 1928, 1929, 1932, 1933: match the BLS export | 1950, 1980, 2000: match | 2020, 2022, 2023, 2024: match computed 3-decimal means and the BLS export | 2025: 321.943
 */
import type { PriceIndex } from './price-index.ts';

export const US_CPI_U: PriceIndex = {
  currency: 'USD',
  name: 'US Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted',
  series: 'CUUR0000SA0',
  base: '1982-84=100',
  measure: 'annual average index',
  authority: 'U.S. Bureau of Labor Statistics (BLS)',
  source: 'https://data.bls.gov/timeseries/CUUR0000SA0',
  first_year: 1913,
  last_year: 2025,
  notes: [
    'BLS annual averages: 1 decimal for 1913-2006, 3 decimals from 2007.',
    '2025 is the BLS average of 11 months: no October 2025 index was published (federal shutdown).',
  ],
  annual: {
    1913: 9.9, 1914: 10.0, 1915: 10.1, 1916: 10.9, 1917: 12.8, 1918: 15.1, 1919: 17.3, 1920: 20.0,
    1921: 17.9, 1922: 16.8, 1923: 17.1, 1924: 17.1, 1925: 17.5, 1926: 17.7, 1927: 17.4, 1928: 17.1,
    1929: 17.1, 1930: 16.7, 1931: 15.2, 1932: 13.7, 1933: 13.0, 1934: 13.4, 1935: 13.7, 1936: 13.9,
    1937: 14.4, 1938: 14.1, 1939: 13.9, 1940: 14.0, 1941: 14.7, 1942: 16.3, 1943: 17.3, 1944: 17.6,
    1945: 18.0, 1946: 19.5, 1947: 22.3, 1948: 24.1, 1949: 23.8, 1950: 24.1, 1951: 26.0, 1952: 26.5,
    1953: 26.7, 1954: 26.9, 1955: 26.8, 1956: 27.2, 1957: 28.1, 1958: 28.9, 1959: 29.1, 1960: 29.6,
    1961: 29.9, 1962: 30.2, 1963: 30.6, 1964: 31.0, 1965: 31.5, 1966: 32.4, 1967: 33.4, 1968: 34.8,
    1969: 36.7, 1970: 38.8, 1971: 40.5, 1972: 41.8, 1973: 44.4, 1974: 49.3, 1975: 53.8, 1976: 56.9,
    1977: 60.6, 1978: 65.2, 1979: 72.6, 1980: 82.4, 1981: 90.9, 1982: 96.5, 1983: 99.6, 1984: 103.9,
    1985: 107.6, 1986: 109.6, 1987: 113.6, 1988: 118.3, 1989: 124.0, 1990: 130.7, 1991: 136.2, 1992: 140.3,
    1993: 144.5, 1994: 148.2, 1995: 152.4, 1996: 156.9, 1997: 160.5, 1998: 163.0, 1999: 166.6, 2000: 172.2,
    2001: 177.1, 2002: 179.9, 2003: 184.0, 2004: 188.9, 2005: 195.3, 2006: 201.6, 2007: 207.342, 2008: 215.303,
    2009: 214.537, 2010: 218.056, 2011: 224.939, 2012: 229.594, 2013: 232.957, 2014: 236.736, 2015: 237.017, 2016: 240.007,
    2017: 245.12, 2018: 251.107, 2019: 255.657, 2020: 258.811, 2021: 270.97, 2022: 292.655, 2023: 304.702, 2024: 313.689,
    2025: 321.943,
  },
};

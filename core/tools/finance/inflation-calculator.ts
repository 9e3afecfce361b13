import { Type } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import type { PriceIndex } from './data/price-index.ts';
import { TR_CPI } from './data/tr-cpi.ts';
import { US_CPI_U } from './data/us-cpi-u.ts';

const INDEXES: Readonly<Record<'USD' | 'TRY', PriceIndex>> = { USD: US_CPI_U, TRY: TR_CPI };

const MAX_AMOUNT = 1e12;

function indexAt(index: PriceIndex, year: number, field: 'from_year' | 'to_year'): number {
  // The data has no gaps, so the range check is the whole check.
  if (year < index.first_year || year > index.last_year) {
    invalid(`${field}: ${index.currency} data (${index.series}) covers ${index.first_year}-${index.last_year}; got ${year}`);
  }
  return index.annual[year]!;
}

/** A percentage shown to 2 decimals, for the summary sentence only. */
const percent2 = (value: number): string => `${value.toFixed(2)}%`;

export default defineTool({
  id: 'inflation-calculator',
  name: 'Inflation Calculator',
  category: 'finance',
  description:
    'What an amount of money in one year is worth in another, by the ratio of annual-average consumer price indexes: ' +
    'value = amount × CPI(to_year) / CPI(from_year). USD uses the US CPI-U annual averages 1913-2025 (BLS, series CUUR0000SA0, 1982-84=100); ' +
    'TRY uses the TÜİK consumer price index (TÜFE, 2003=100) 2003-2025, annual average of the monthly indexes. ' +
    'Also gives the cumulative and the average annual (geometric) inflation between the two years, and names the index and the values used.',
  keywords: ['cpi', 'buying power', 'purchasing power', 'value of money', 'tüfe', 'enflasyon', 'real value', 'price index'],
  mcp: true,
  input: closedObject({
    amount: Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: 'The amount of money in from_year, in the currency (0 to 1e12)' }),
    from_year: Type.Integer({
      minimum: 1,
      maximum: 9999,
      description: 'The year the amount is in: 1913-2025 for USD, 2003-2025 for TRY (another year is refused, naming the range)',
    }),
    to_year: Type.Integer({
      minimum: 1,
      maximum: 9999,
      description: 'The year to express the amount in; may be before from_year (1913-2025 for USD, 2003-2025 for TRY)',
    }),
    currency: withDefault(
      stringEnum(['USD', 'TRY'], { description: 'USD: US CPI-U (BLS), 1913-2025; TRY: Turkish TÜFE (TÜİK, 2003=100), 2003-2025' }),
      'USD',
    ),
  }),
  output: closedObject({
    amount: Type.Number({ description: 'The amount given, in from_year money' }),
    currency: Type.String({ description: 'The currency of amount and value' }),
    from_year: Type.Integer({ description: 'The year of amount' }),
    to_year: Type.Integer({ description: 'The year of value' }),
    value: Type.Number({ description: 'The amount in to_year money, unrounded: amount × to_index / from_index' }),
    ratio: Type.Number({ description: 'to_index / from_index' }),
    from_index: Type.Number({ description: 'The index level of from_year' }),
    to_index: Type.Number({ description: 'The index level of to_year' }),
    index: closedObject({
      name: Type.String({ description: 'The price index used' }),
      series: Type.String({ description: 'Its series identifier' }),
      base: Type.String({ description: 'The reference period whose level is 100' }),
      measure: Type.String({ description: 'How one figure per year is formed' }),
      authority: Type.String({ description: 'The statistics office that publishes it' }),
      source: Type.String({ description: 'Where the bundled figures come from' }),
    }),
    years: Type.Integer({ description: 'Years between from_year and to_year (|to_year − from_year|)' }),
    cumulative_inflation_percent: Type.Number({
      description: 'Price change from the earlier to the later of the two years, in percent: (CPI(later) / CPI(earlier) − 1) × 100',
    }),
    average_annual_inflation_percent: Type.Number({
      description: 'Geometric average yearly price change over those years, in percent: ((CPI(later) / CPI(earlier))^(1/years) − 1) × 100; 0 for the same year',
    }),
    formula: Type.String({ description: 'The formulas used' }),
    formatted: closedObject({
      amount: Type.String({ description: 'amount rounded to cents' }),
      value: Type.String({ description: 'value rounded to cents' }),
    }),
    summary: Type.String({ description: 'The answer in one sentence' }),
    notes: Type.Array(Type.String(), { description: 'Caveats of the index and of the years used' }),
  }),
  examples: [
    {
      title: 'A 1913 dollar in 2025',
      input: { amount: 100, from_year: 1913, to_year: 2025 },
      output: {
        amount: 100,
        currency: 'USD',
        from_year: 1913,
        to_year: 2025,
        value: 3251.9494949494947,
        ratio: 32.51949494949495,
        from_index: 9.9,
        to_index: 321.943,
        index: {
          name: 'US Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted',
          series: 'CUUR0000SA0',
          base: '1982-84=100',
          measure: 'annual average index',
          authority: 'U.S. Bureau of Labor Statistics (BLS)',
          source: 'https://data.bls.gov/timeseries/CUUR0000SA0',
        },
        years: 112,
        cumulative_inflation_percent: 3151.9494949494947,
        average_annual_inflation_percent: 3.1576128972008455,
        formula:
          'value = amount × CPI(to_year) / CPI(from_year); cumulative inflation = CPI(later) / CPI(earlier) − 1; average annual inflation = (CPI(later) / CPI(earlier))^(1/years) − 1',
        formatted: { amount: '100.00', value: '3251.95' },
        summary: '100.00 USD in 1913 is worth 3251.95 USD in 2025 (CPI-U 9.9 → 321.943): prices rose 3151.95% in 112 years, 3.16% a year on average.',
        notes: [
          'BLS annual averages: 1 decimal for 1913-2006, 3 decimals from 2007.',
          '2025 is the BLS average of 11 months: no October 2025 index was published (federal shutdown).',
        ],
      },
    },
    {
      title: 'Turkish lira, back in time',
      input: { amount: 1000, from_year: 2025, to_year: 2020, currency: 'TRY' },
      output: {
        amount: 1000,
        currency: 'TRY',
        from_year: 2025,
        to_year: 2020,
        value: 147.51997185248945,
        ratio: 0.14751997185248944,
        from_index: 3183.23,
        to_index: 469.59,
        index: {
          name: 'Turkey Consumer Price Index (TÜFE), general index',
          series: 'TÜİK TÜFE genel endeks (CBRT EVDS TP.FG.J0)',
          base: '2003=100',
          measure:
            'annual average index: the mean of the 12 monthly TÜİK indexes, rounded to 2 decimals (TÜİK publishes monthly levels and rates, not annual-average levels)',
          authority: 'Türkiye İstatistik Kurumu (TÜİK / TurkStat)',
          source:
            'TÜİK TÜFE (2003=100) through a cached CBRT EVDS pull of TP.FG.J0 (github.com/Asimmimx/TL-Enflasyon-Hesaplay-c-, cache/data_cache.json), checked against TÜİK Tablo-2 and published rates',
        },
        years: 5,
        cumulative_inflation_percent: 577.8743158925872,
        average_annual_inflation_percent: 46.63236384052407,
        formula:
          'value = amount × CPI(to_year) / CPI(from_year); cumulative inflation = CPI(later) / CPI(earlier) − 1; average annual inflation = (CPI(later) / CPI(earlier))^(1/years) − 1',
        formatted: { amount: '1000.00', value: '147.52' },
        summary: '1000.00 TRY in 2025 is worth 147.52 TRY in 2020 (TÜFE 3183.23 → 469.59): prices rose 577.87% in 5 years, 46.63% a year on average.',
        notes: [
          'The 2003=100 series was introduced in 2005 and back-calculated for 2003-2004.',
          'TÜİK rebased TÜFE to 2025=100 from January 2026, so 2025 is the last year of this series.',
        ],
      },
    },
  ],
  run({ amount, from_year, to_year, currency }) {
    const index = INDEXES[currency];
    const fromIndex = indexAt(index, from_year, 'from_year');
    const toIndex = indexAt(index, to_year, 'to_year');
    // The ratio of annual-average price levels (the method of the BLS CPI Inflation Calculator, on annual figures).
    const ratio = toIndex / fromIndex;
    const value = finiteResult(amount * ratio, 'amount');
    const years = Math.abs(to_year - from_year);
    // Inflation is measured forward in time whichever way the amount is carried.
    const growth = from_year <= to_year ? ratio : fromIndex / toIndex;
    const cumulative = (growth - 1) * 100;
    const average = years === 0 ? 0 : (growth ** (1 / years) - 1) * 100;
    const label = currency === 'USD' ? 'CPI-U' : 'TÜFE';
    const notes = [...index.notes];
    if (currency === 'TRY' && Math.min(from_year, to_year) < 2005) {
      notes.push('Amounts before 2005 were in old Turkish lira: 1 new lira (YTL, now TRY) = 1,000,000 old lira; enter them in today\'s lira.');
    }
    const changed = cumulative >= 0 ? `rose ${percent2(cumulative)}` : `fell ${percent2(-cumulative)}`;
    return {
      amount,
      currency,
      from_year,
      to_year,
      value,
      ratio,
      from_index: fromIndex,
      to_index: toIndex,
      index: { name: index.name, series: index.series, base: index.base, measure: index.measure, authority: index.authority, source: index.source },
      years,
      cumulative_inflation_percent: cumulative,
      average_annual_inflation_percent: average,
      formula:
        'value = amount × CPI(to_year) / CPI(from_year); cumulative inflation = CPI(later) / CPI(earlier) − 1; average annual inflation = (CPI(later) / CPI(earlier))^(1/years) − 1',
      formatted: { amount: cents(amount), value: cents(value) },
      summary:
        `${cents(amount)} ${currency} in ${from_year} is worth ${cents(value)} ${currency} in ${to_year} (${label} ${fromIndex} → ${toIndex})` +
        (years === 0 ? ': the same year.' : `: prices ${changed} in ${years} year${years === 1 ? '' : 's'}, ${percent2(average)} a year on average.`),
      notes,
    };
  },
});

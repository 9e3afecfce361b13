import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { caseInsensitiveEnum, closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Data: the npm package countries-list (annexare/Countries, MIT): ISO 3166-1 alpha-2 and alpha-3
 * codes, English and native names, former/alternative names, capitals, continents, ISO 4217
 * currencies (names and symbols from Unicode CLDR, via countries-list/currencies), ISO 639-1
 * languages and calling codes. It also lists a few codes outside ISO 3166-1's officially assigned
 * set (XK Kosovo, user-assigned; AC Ascension and TA Tristan da Cunha, exceptionally reserved),
 * flagged user_assigned / part_of as the package marks them.
 *
 * Rules (the spec gives the fields, not these):
 * - Filters combine (AND); with none, every entry is listed (up to limit), by English name.
 * - query is matched ignoring case, accents and punctuation (Unicode NFD, combining marks dropped,
 *   other non-letters/digits as one space):
 *   a whole alpha-2 or alpha-3 code, or text inside the name, native name, alternative names or
 *   capital. Ranked: code, exact name, name prefix, exact capital, text inside a name, inside a
 *   capital; ties by English name.
 * - code must be two letters (400 otherwise, any case); a well-formed code that is not in the data
 *   is a filter that matches nothing: an empty list with count 0, as a search API answers a query
 *   without hits (404 is kept for unknown endpoints and tools).
 * - region is a continent code or name (listed in the schema, any case); a transcontinental
 *   country (Russia, Türkiye, Egypt…) matches each of its continents.
 * - The emoji flag is computed from the alpha-2 code: each letter as its Unicode regional
 *   indicator symbol (U+1F1E6 + letter − A), which renders as the flag (Unicode UTS #51, annex B).
 */

const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
const CONTINENT_NAMES = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;
const REGIONS = [...CONTINENT_CODES, ...CONTINENT_NAMES];
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 300;

const loadData = lazy(async () => {
  const [{ getCountryDataList, continents, languages }, { currencies }] = await Promise.all([import('countries-list'), import('countries-list/currencies')]);
  const entries = getCountryDataList().map((country) => ({
    country,
    names: [country.name, country.native, ...(country.alias ?? [])].map(fold),
    capital: fold(country.capital),
    sortKey: fold(country.name),
  }));
  entries.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  return { entries, continents, languages, currencies };
});

/**
 * Case-, accent- and punctuation-insensitive form: NFD, combining marks removed, lower case, and
 * every run of other non-letters/digits one space (so Guinea-Bissau, Côte d'Ivoire match as typed loosely).
 */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The flag emoji of an alpha-2 code: two regional indicator symbols. */
function emojiFlag(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

type Entry = Awaited<ReturnType<typeof loadData>>['entries'][number];
const MATCHED_ON = ['alpha2', 'alpha3', 'name', 'native', 'alternative_name', 'capital'] as const;
type MatchedOn = (typeof MATCHED_ON)[number];

/** Rank (lower is better) and what matched, or undefined when `query` (folded) does not match. */
function matchQuery(entry: Entry, query: string): { rank: number; on: MatchedOn } | undefined {
  const { country, names, capital } = entry;
  if (query === country.iso2.toLowerCase()) return { rank: 0, on: 'alpha2' };
  if (query === country.iso3.toLowerCase()) return { rank: 0, on: 'alpha3' };
  const nameKind = (index: number): MatchedOn => (index === 0 ? 'name' : index === 1 ? 'native' : 'alternative_name');
  let index = names.indexOf(query);
  if (index >= 0) return { rank: 1, on: nameKind(index) };
  index = names.findIndex((name) => name.startsWith(query));
  if (index >= 0) return { rank: 2, on: nameKind(index) };
  if (capital !== '' && capital === query) return { rank: 3, on: 'capital' };
  index = names.findIndex((name) => name.includes(query));
  if (index >= 0) return { rank: 4, on: nameKind(index) };
  if (capital.includes(query)) return { rank: 5, on: 'capital' };
  return undefined;
}

const named = (what: string) => closedObject({ code: Type.String({ description: `The ${what} code` }), name: Type.String({ description: `The ${what} name in English` }) });

const countrySchema = closedObject({
  alpha2: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  alpha3: Type.String({ description: 'ISO 3166-1 alpha-3 code' }),
  name: Type.String({ description: 'Name in English' }),
  native: Type.String({ description: 'Name in its main language' }),
  alternative_names: Type.Array(Type.String(), { description: 'Former and alternative names (may be empty)' }),
  capital: Type.Union([Type.String(), Type.Null()], { description: 'Capital in English, or null where there is none' }),
  continent: named('continent'),
  continents: Type.Array(named('continent'), { description: 'Every continent it lies on (more than one for transcontinental countries), the main one first' }),
  currencies: Type.Array(
    closedObject({ code: Type.String({ description: 'ISO 4217 code' }), name: Type.String({ description: 'Currency name in English' }), symbol: Type.String({ description: 'Symbol (Unicode CLDR; the code where there is no distinct one)' }) }),
    { description: 'Currencies in use' },
  ),
  languages: Type.Array(
    closedObject({ code: Type.String({ description: 'ISO 639-1 code' }), name: Type.String({ description: 'Language name in English' }), native: Type.String({ description: 'Language name in itself' }) }),
    { description: 'Languages spoken' },
  ),
  calling_codes: Type.Array(Type.String(), { description: 'International calling codes, with +' }),
  emoji_flag: Type.String({ description: 'The flag emoji (two regional indicator symbols)' }),
  user_assigned: Type.Boolean({ description: 'True for a user-assigned code outside ISO 3166-1 proper (XK, Kosovo)' }),
  part_of: Type.Union([Type.String(), Type.Null()], { description: 'alpha-2 code of the country it belongs to, for territories with their own code (Åland → FI), else null' }),
  matched_on: Type.Union([stringEnum(MATCHED_ON), Type.Null()], { description: 'What query matched: alpha2, alpha3, name, native, alternative_name or capital; null without a query' }),
});

export default defineTool({
  id: 'country-lookup',
  name: 'Country Lookup',
  category: 'datetime',
  description:
    'Look up countries by name (English, native or former), ISO 3166-1 alpha-2/alpha-3 code or capital, accents and case ignored, or list them by continent: ' +
    'codes, names, capital, continents, currencies, languages, calling codes and flag emoji. Data from the countries-list package (ISO 3166-1, ISO 4217, ISO 639-1).',
  keywords: ['country codes', 'iso 3166', 'alpha-2', 'alpha-3', 'country info', 'capital city', 'calling code', 'dialing code', 'flag emoji', 'currency of country', 'countries by continent'],
  mcp: true,
  input: closedObject({
    query: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Text to find: a name (English, native or former), a whole alpha-2/alpha-3 code, or a capital; case and accents ignored, 1-100 characters' })),
    code: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', errorMessage: 'must be two letters (an ISO 3166-1 alpha-2 code such as DE)', description: 'An ISO 3166-1 alpha-2 code (any case); a code not in the data gives an empty list' })),
    region: Type.Optional(caseInsensitiveEnum(REGIONS, { description: `A continent, by code or name (letter case ignored): ${CONTINENT_CODES.map((code, i) => `${code} ${CONTINENT_NAMES[i]}`).join(', ')}` })),
    limit: withDefault(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, description: `Most countries to return, 1-${MAX_LIMIT}` }), DEFAULT_LIMIT),
  }),
  output: closedObject({
    count: Type.Integer({ description: 'Countries returned' }),
    total_matches: Type.Integer({ description: 'Countries matching before limit' }),
    countries: Type.Array(countrySchema, { description: 'The matches, best first (by English name without a query)' }),
  }),
  examples: [
    {
      title: 'By code',
      input: { code: 'ua' },
      output: {
        count: 1,
        total_matches: 1,
        countries: [{
          alpha2: 'UA', alpha3: 'UKR', name: 'Ukraine', native: 'Україна', alternative_names: [], capital: 'Kyiv',
          continent: { code: 'EU', name: 'Europe' }, continents: [{ code: 'EU', name: 'Europe' }],
          currencies: [{ code: 'UAH', name: 'Ukrainian Hryvnia', symbol: '₴' }], languages: [{ code: 'uk', name: 'Ukrainian', native: 'Українська' }],
          calling_codes: ['+380'], emoji_flag: '🇺🇦', user_assigned: false, part_of: null, matched_on: null,
        }],
      },
    },
    {
      title: 'A native name without its accents',
      input: { query: 'turkiye' },
      output: {
        count: 1,
        total_matches: 1,
        countries: [{
          alpha2: 'TR', alpha3: 'TUR', name: 'Türkiye', native: 'Türkiye', alternative_names: ['Turkey', 'Turkiye'], capital: 'Ankara',
          continent: { code: 'AS', name: 'Asia' }, continents: [{ code: 'AS', name: 'Asia' }, { code: 'EU', name: 'Europe' }],
          currencies: [{ code: 'TRY', name: 'Turkish Lira', symbol: '₺' }], languages: [{ code: 'tr', name: 'Turkish', native: 'Türkçe' }],
          calling_codes: ['+90'], emoji_flag: '🇹🇷', user_assigned: false, part_of: null, matched_on: 'name',
        }],
      },
    },
  ],
  async run({ query, code, region, limit }) {
    const { entries, continents, languages, currencies } = await loadData();
    const folded = query === undefined ? undefined : fold(query);
    if (folded === '') invalid('query: must contain a letter or digit');
    const wantedCode = code?.toUpperCase();
    const regionIndex = region === undefined ? -1 : REGIONS.findIndex((value) => value.toLowerCase() === region.toLowerCase()) % CONTINENT_CODES.length;
    const wantedContinent = regionIndex < 0 ? undefined : CONTINENT_CODES[regionIndex];

    const matches: { entry: Entry; rank: number; on: MatchedOn | null }[] = [];
    for (const entry of entries) {
      const { country } = entry;
      if (wantedCode !== undefined && country.iso2 !== wantedCode) continue;
      if (wantedContinent !== undefined && !(country.continents ?? [country.continent]).includes(wantedContinent)) continue;
      if (folded === undefined) {
        matches.push({ entry, rank: 0, on: null });
        continue;
      }
      const match = matchQuery(entry, folded);
      if (match) matches.push({ entry, rank: match.rank, on: match.on });
    }
    // Entries are already in name order, and Array.prototype.sort is stable.
    matches.sort((a, b) => a.rank - b.rank);

    const continent = (code: keyof typeof continents) => ({ code, name: continents[code] });
    const list = matches.slice(0, limit).map(({ entry: { country }, on }) => ({
      alpha2: country.iso2,
      alpha3: country.iso3,
      name: country.name,
      native: country.native,
      alternative_names: [...(country.alias ?? [])],
      capital: country.capital === '' ? null : country.capital,
      continent: continent(country.continent),
      continents: [country.continent, ...(country.continents ?? []).filter((code) => code !== country.continent)].map(continent),
      currencies: country.currency.map((currencyCode) => ({ code: currencyCode, name: currencies[currencyCode].name, symbol: currencies[currencyCode].symbol })),
      languages: country.languages.map((languageCode) => ({ code: languageCode, name: languages[languageCode].name, native: languages[languageCode].native })),
      calling_codes: country.phone.map((number) => `+${number}`),
      emoji_flag: emojiFlag(country.iso2),
      user_assigned: country.userAssigned === true,
      part_of: country.partOf ?? null,
      matched_on: on,
    }));
    return { count: list.length, total_matches: matches.length, countries: list };
  },
});

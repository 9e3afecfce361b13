import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Country {
  alpha2: string; alpha3: string; name: string; native: string; alternative_names: string[]; capital: string | null;
  continent: { code: string; name: string }; continents: { code: string; name: string }[];
  currencies: { code: string; name: string; symbol: string }[]; languages: { code: string; name: string; native: string }[];
  calling_codes: string[]; emoji_flag: string; user_assigned: boolean; part_of: string | null; matched_on: string | null;
}
interface Result { count: number; total_matches: number; countries: Country[] }

const lookup = (input: Record<string, unknown>) => run<Result>('country-lookup', input);
const codes = (result: Result) => result.countries.map((c) => c.alpha2);
// The package's own separate emoji table and code list, to check our computed flags and coverage against.
const require = createRequire(import.meta.url);
const EMOJI: Record<string, string> = require('countries-list/minimal/countries.emoji.min.json');
const TWO_TO_THREE: Record<string, string> = require('countries-list/minimal/countries.2to3.min.json');

describe('country-lookup', () => {
  it('finds a country by alpha-2 code in any case, with ISO 3166-1 codes, ITU calling code and ISO 4217 currency', async () => {
    // ISO 3166-1: DE / DEU (Germany); ITU-T E.164 country code +49; ISO 4217 EUR; ISO 639-1 de.
    const result = await lookup({ code: 'de' });
    expect(result).toMatchObject({ count: 1, total_matches: 1 });
    expect(result.countries[0]).toEqual({
      alpha2: 'DE', alpha3: 'DEU', name: 'Germany', native: 'Deutschland', alternative_names: [], capital: 'Berlin',
      continent: { code: 'EU', name: 'Europe' }, continents: [{ code: 'EU', name: 'Europe' }],
      currencies: [{ code: 'EUR', name: 'Euro', symbol: '€' }], languages: [{ code: 'de', name: 'German', native: 'Deutsch' }],
      calling_codes: ['+49'], emoji_flag: '🇩🇪', user_assigned: false, part_of: null, matched_on: null,
    });
  });

  it('computes flags as regional indicator pairs, equal to the package’s emoji table for every code', async () => {
    // python3 -c "import unicodedata; f=''.join(chr(0x1F1E6+ord(c)-65) for c in 'UA'); print(f, [unicodedata.name(ch) for ch in f])"
    // → 🇺🇦 ['REGIONAL INDICATOR SYMBOL LETTER U', 'REGIONAL INDICATOR SYMBOL LETTER A']
    expect((await lookup({ code: 'UA' })).countries[0]!.emoji_flag).toBe('\u{1F1FA}\u{1F1E6}');
    const all = await lookup({ limit: 300 });
    expect(all.total_matches).toBe(Object.keys(TWO_TO_THREE).length);
    for (const country of all.countries) {
      expect(country.emoji_flag, country.alpha2).toBe(EMOJI[country.alpha2]);
      expect(country.alpha3, country.alpha2).toBe(TWO_TO_THREE[country.alpha2]);
    }
  });

  it('matches whole codes, names, native and former names and capitals, ignoring case, accents and punctuation', async () => {
    // ISO 3166-1 alpha-3 GBR is the United Kingdom.
    expect((await lookup({ query: 'gbr' })).countries[0]).toMatchObject({ alpha2: 'GB', matched_on: 'alpha3' });
    expect((await lookup({ query: 'UK' })).countries[0]).toMatchObject({ alpha2: 'GB', matched_on: 'alternative_name' });
    expect((await lookup({ query: 'Holland' })).countries.map((c) => [c.alpha2, c.matched_on])).toEqual([['NL', 'alternative_name']]);
    expect((await lookup({ query: 'россия' })).countries.map((c) => [c.alpha2, c.matched_on])).toEqual([['RU', 'native']]);
    expect((await lookup({ query: 'ASUNCION' })).countries.map((c) => [c.alpha2, c.matched_on])).toEqual([['PY', 'capital']]);
    expect(codes(await lookup({ query: "cote d'ivoire" }))).toEqual(['CI']);
    expect(codes(await lookup({ query: 'guinea bissau' }))).toEqual(['GW']);
    // The exact name first, then names containing it (Bechuanaland, Nyasaland, New Zealand), by name.
    expect((await lookup({ query: 'aland' })).countries.map((c) => [c.alpha2, c.matched_on])).toEqual([['AX', 'name'], ['BW', 'alternative_name'], ['MW', 'alternative_name'], ['NZ', 'name']]);
    expect(codes(await lookup({ query: 'Zaire' }))).toEqual(['CD']);
  });

  it('ranks a code before exact names, prefixes and text inside names, ties by name', async () => {
    const us = await lookup({ query: 'us', limit: 4 });
    expect(us.countries.map((c) => [c.alpha2, c.matched_on])).toEqual([['US', 'alpha2'], ['AU', 'name'], ['AT', 'name'], ['BY', 'name']]);
    expect(us).toMatchObject({ count: 4 });
    expect(us.total_matches).toBeGreaterThan(4);
    // "Guinea" exactly, then the names starting with it (Guinea Ecuatorial is Equatorial Guinea's native name), by English name, then those containing it.
    expect((await lookup({ query: 'guinea' })).countries.map((c) => [c.alpha2, c.matched_on])).toEqual([['GN', 'name'], ['GQ', 'native'], ['GW', 'name'], ['PG', 'name']]);
  });

  it('filters by continent code or name in any case, transcontinental countries on each continent', async () => {
    const europe = await lookup({ region: 'EU', limit: 300 });
    expect(await lookup({ region: 'europe', limit: 300 })).toEqual(europe);
    expect(await lookup({ region: 'EUROPE', limit: 300 })).toEqual(europe);
    expect(europe.countries.every((c) => c.continents.some((k) => k.code === 'EU'))).toBe(true);
    expect(codes(europe)).toEqual(expect.arrayContaining(['RU', 'TR', 'FR', 'DE']));
    const asia = await lookup({ region: 'Asia', limit: 300 });
    expect(codes(asia)).toEqual(expect.arrayContaining(['RU', 'TR', 'JP']));
    expect(codes(asia)).not.toContain('FR');
    expect((await lookup({ code: 'RU' })).countries[0]!.continents.map((k) => k.code)).toEqual(['AS', 'EU']);
    // Both start with "united" (VI by its native name United States Virgin Islands); by English name, U.S. Virgin Islands first.
    expect(codes(await lookup({ region: 'north america', query: 'united' }))).toEqual(['VI', 'US']);
    expect(codes(await lookup({ region: 'AN' }))).toEqual(expect.arrayContaining(['AQ']));
  });

  it('gives an empty list for a well-formed code that is not in the data, or filters that exclude each other', async () => {
    expect(await lookup({ code: 'ZZ' })).toEqual({ count: 0, total_matches: 0, countries: [] });
    expect(await lookup({ code: 'FR', region: 'Asia' })).toEqual({ count: 0, total_matches: 0, countries: [] });
    expect(await lookup({ code: 'FR', query: 'germany' })).toEqual({ count: 0, total_matches: 0, countries: [] });
    // Markup is just text that matches nothing.
    expect(await lookup({ query: '<script>alert(1)</script>' })).toEqual({ count: 0, total_matches: 0, countries: [] });
  });

  it('lists every entry by English name, 25 by default', async () => {
    const first = await lookup({});
    expect(first.count).toBe(25);
    expect(first.total_matches).toBe(Object.keys(TWO_TO_THREE).length);
    expect(codes(first).slice(0, 3)).toEqual(['AF', 'AX', 'AL']);
  });

  it('marks territories and user-assigned codes, and has no capital where there is none', async () => {
    expect((await lookup({ code: 'XK' })).countries[0]).toMatchObject({ alpha3: 'XKX', name: 'Kosovo', user_assigned: true, part_of: null, calling_codes: ['+377', '+381', '+383', '+386'] });
    expect((await lookup({ code: 'AX' })).countries[0]).toMatchObject({ part_of: 'FI', user_assigned: false });
    expect((await lookup({ code: 'AQ' })).countries[0]).toMatchObject({ capital: null, currencies: [], languages: [] });
  });

  it('refuses malformed codes, unknown regions, out-of-range limits and blank queries', async () => {
    for (const code of ['DEU', 'D', 'D1', '', 'ÄÖ']) await expectInvalid('country-lookup', { code }, 'code: must be two letters (an ISO 3166-1 alpha-2 code such as DE)');
    await expectInvalid('country-lookup', { region: 'Mars' }, 'region: must be one of AF, AN, AS, EU, NA, OC, SA, Africa, Antarctica, Asia, Europe, North America, Oceania, South America (any letter case)');
    await expectInvalid('country-lookup', { limit: 0 }, /^limit: must be ≥ 1/);
    await expectInvalid('country-lookup', { limit: 301 }, /^limit: must be ≤ 300/);
    await expectInvalid('country-lookup', { limit: 2.5 }, /^limit: must be an integer/);
    await expectInvalid('country-lookup', { query: '' }, 'query: must not be empty');
    await expectInvalid('country-lookup', { query: ' - ' }, 'query: must contain a letter or digit');
    await expectInvalid('country-lookup', { query: 'a'.repeat(101) }, 'query: must be at most 100 characters');
  });

  it('refuses unknown, prototype and mistyped fields', async () => {
    await expectInvalid('country-lookup', { country: 'FR' }, 'country: unknown field');
    await expectInvalid('country-lookup', JSON.parse('{"__proto__":{"code":"FR"}}'), '__proto__: unknown field');
    await expectInvalid('country-lookup', { code: 49 }, /^code: must be a string/);
  });
});

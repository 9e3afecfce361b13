import { describe, expect, it } from 'vitest';
import { TINY_AVATAR } from '../../test/card/card-views.ts';
import type { CardMetrics, CardProfile } from './card-record.ts';
import { rateProfile } from './ratings.ts';
import { cardLinks, cardRecord, cardView, type CardThemeList } from './record.ts';

const THEMES: CardThemeList[] = [
  { id: 'football', designs: ['classic', 'icon'] },
  { id: 'rpg', designs: ['parchment', 'pixel', 'dark'] },
];

const OCTOCAT: CardProfile = {
  handle: 'octocat',
  name: 'The Octocat',
  avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
  github_url: 'https://github.com/octocat',
  bio: 'bio <script>',
  company: '@github',
  location: 'San Francisco',
  metrics: { stars_earned: 21_354, followers: 18_900, own_repos: 8, years_on_github: 15.8, events_per_week: 0.3, maintained_ratio: 0.14 },
  languages: [
    { name: 'Ruby', share: 0.52, repos: 1 },
    { name: 'HTML', share: 0.31, repos: 2 },
    { name: 'CSS', share: 0.17, repos: 1 },
  ],
  languages_repos_considered: 3,
};

describe('cardLinks', () => {
  it('points every design and every universe at the base the client reached', () => {
    const links = cardLinks('https://example.org/card', 'octocat', THEMES);
    expect(links.card_urls).toEqual({
      football: {
        classic: { svg: 'https://example.org/card/octocat.svg?theme=football&design=classic', png: 'https://example.org/card/octocat.png?theme=football&design=classic' },
        icon: { svg: 'https://example.org/card/octocat.svg?theme=football&design=icon', png: 'https://example.org/card/octocat.png?theme=football&design=icon' },
      },
      rpg: {
        parchment: { svg: 'https://example.org/card/octocat.svg?theme=rpg&design=parchment', png: 'https://example.org/card/octocat.png?theme=rpg&design=parchment' },
        pixel: { svg: 'https://example.org/card/octocat.svg?theme=rpg&design=pixel', png: 'https://example.org/card/octocat.png?theme=rpg&design=pixel' },
        dark: { svg: 'https://example.org/card/octocat.svg?theme=rpg&design=dark', png: 'https://example.org/card/octocat.png?theme=rpg&design=dark' },
      },
    });
    expect(cardLinks('https://cards.example.org', 'octocat', THEMES).universes.rpg).toEqual({
      page: 'https://cards.example.org/octocat?theme=rpg',
      svg: 'https://cards.example.org/octocat.svg?theme=rpg',
      png: 'https://cards.example.org/octocat.png?theme=rpg',
      og: 'https://cards.example.org/octocat/og.png?theme=rpg',
      embed: 'https://cards.example.org/octocat/embed?theme=rpg',
      json: 'https://cards.example.org/octocat.json?theme=rpg',
    });
  });

  it('percent-encodes the handle, the theme and the design', () => {
    const links = cardLinks('https://example.org/card', 'a/b?c', [{ id: 't&x', designs: ['d#1', 'e'] }]);
    expect(links.card_urls['t&x']!['d#1']!.svg).toBe('https://example.org/card/a%2Fb%3Fc.svg?theme=t%26x&design=d%231');
    expect(links.universes['t&x']!.og).toBe('https://example.org/card/a%2Fb%3Fc/og.png?theme=t%26x');
  });

  it('keeps ids such as __proto__ and constructor as ordinary own keys, touching no prototype', () => {
    const links = cardLinks('https://example.org/card', 'octocat', [
      { id: '__proto__', designs: ['__proto__', 'polluted'] },
      { id: 'constructor', designs: ['toString', 'hasOwnProperty'] },
    ]);
    for (const table of [links.card_urls, links.universes]) {
      expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
      expect(Object.keys(table)).toEqual(['__proto__', 'constructor']);
    }
    const proto = links.card_urls['__proto__']!;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__', 'polluted']);
    expect(Object.getOwnPropertyDescriptor(proto, '__proto__')!.value.svg).toBe('https://example.org/card/octocat.svg?theme=__proto__&design=__proto__');
    expect(Object.keys(links.card_urls['constructor']!)).toEqual(['toString', 'hasOwnProperty']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(links.universes['__proto__']!.json).toBe('https://example.org/card/octocat.json?theme=__proto__');
    // and it survives JSON as the same own keys
    expect(Object.keys(JSON.parse(JSON.stringify(links)).card_urls)).toEqual(['__proto__', 'constructor']);
  });
});

/**
 * The spec's "Developer card record" table (service-spec.md), field by field in its order, each
 * with a check of the type the table states. Written from the spec, not from our TypeScript types.
 */
const isInt = (value: unknown) => Number.isInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isShare = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const hasExactly = (value: unknown, fields: Record<string, (field: unknown) => boolean>) =>
  isObject(value) && Object.keys(value).sort().join() === Object.keys(fields).sort().join() && Object.entries(fields).every(([key, check]) => check(value[key]));
/** "object of URLs": every leaf string of the object is a URL, and there is at least one. */
const isObjectOfUrls = (value: unknown): boolean => isObject(value) && Object.keys(value).length > 0 && Object.values(value).every((inner) => isUrl(inner) || isObjectOfUrls(inner));

const SPEC_TABLE: [string, (value: unknown) => boolean][] = [
  ['schema_version', (value) => value === 1],
  ['handle', isString],
  ['name', isString],
  ['avatar_url', isUrl],
  ['github_url', isUrl],
  ['ovr', isInt],
  ['tier', isString],
  ['position', isString],
  ['stats', (value) => hasExactly(value, { pac: isInt, sho: isInt, pas: isInt, dri: isInt, def: isInt, phy: isInt })],
  ['metrics', (value) => hasExactly(value, { stars_earned: isInt, followers: isInt, own_repos: isInt, years_on_github: isNumber, events_per_week: isNumber, maintained_ratio: isShare })],
  ['languages', (value) => Array.isArray(value) && value.every((entry) => hasExactly(entry, { name: isString, share: isShare, repos: isInt }))],
  ['archetype', (value) => hasExactly(value, { name: isString, emoji: isString, tagline: isString })],
  ['market_value', (value) => hasExactly(value, { fee_eur: isInt, formatted: isString, club: isString })],
  ['card_urls', isObjectOfUrls],
  ['universes', isObjectOfUrls],
];

function expectSpecRecord(record: unknown): void {
  // Through JSON, as a client receives it: NaN or undefined would not survive.
  const received = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
  expect(Object.keys(received)).toEqual(SPEC_TABLE.map(([field]) => field));
  for (const [field, check] of SPEC_TABLE) expect({ field, ok: check(received[field]) }).toEqual({ field, ok: true });
}

describe('cardRecord', () => {
  const links = cardLinks('https://example.org/card', 'octocat', THEMES);

  it("is the spec's record: every field of the table in its order, each of the stated type, nothing else", () => {
    const record = cardRecord(OCTOCAT, rateProfile(OCTOCAT), links);
    expectSpecRecord(record);
    expect(record).toMatchObject({ schema_version: 1, handle: 'octocat', name: 'The Octocat', avatar_url: OCTOCAT.avatar_url, github_url: OCTOCAT.github_url, metrics: OCTOCAT.metrics, languages: OCTOCAT.languages });
    expect(record.card_urls).toBe(links.card_urls);
    expect(JSON.stringify(record)).not.toContain('San Francisco');
    expect(JSON.stringify(record)).not.toContain('bio');
  });

  it('carries the ratings it was given', () => {
    const ratings = rateProfile(OCTOCAT);
    const record = cardRecord(OCTOCAT, ratings, links);
    expect({ ovr: record.ovr, tier: record.tier, position: record.position, stats: record.stats, archetype: record.archetype, market_value: record.market_value }).toEqual(ratings);
  });

  it('stays a valid record when the profile holds NaN, Infinity, negatives and junk languages', () => {
    const bad = Object.fromEntries(Object.keys(OCTOCAT.metrics).map((key, index) => [key, [Number.NaN, Number.POSITIVE_INFINITY, -3, Number.NEGATIVE_INFINITY, 1e308, 7.5][index]])) as unknown as CardMetrics;
    const hostile = { ...OCTOCAT, metrics: bad, languages: [{ name: 'Go', share: Number.NaN, repos: -1 }, { name: 'C', share: 4, repos: 1.7 }, null, { share: 1 }] } as unknown as CardProfile;
    const record = cardRecord(hostile, rateProfile(hostile), links);
    expectSpecRecord(record);
    expect(record.metrics).toEqual({ stars_earned: 0, followers: 0, own_repos: 0, years_on_github: 0, events_per_week: 1e308, maintained_ratio: 1 });
    expect(record.languages).toEqual([{ name: 'Go', share: 0, repos: 0 }, { name: 'C', share: 1, repos: 2 }]);
  });

  it('keeps only the six stats, in card order, whatever else the ratings object holds', () => {
    const ratings = rateProfile(OCTOCAT);
    const record = cardRecord(OCTOCAT, { ...ratings, stats: { phy: 1, def: 2, dri: 3, pas: 4, sho: 5, pac: 6, extra: 7 } as typeof ratings.stats }, links);
    expect(Object.keys(record.stats)).toEqual(['pac', 'sho', 'pas', 'dri', 'def', 'phy']);
  });
});

describe('cardView', () => {
  it('is the record without URLs, with the avatar inline', () => {
    const ratings = rateProfile(OCTOCAT);
    const view = cardView(OCTOCAT, ratings, TINY_AVATAR);
    expect(view).toEqual({ handle: 'octocat', name: 'The Octocat', github_url: 'https://github.com/octocat', avatar: TINY_AVATAR, ...ratings, metrics: OCTOCAT.metrics, languages: OCTOCAT.languages });
    expect(Object.keys(view)).not.toContain('card_urls');
  });

  it('drops an avatar that is not a base64 PNG or JPEG data URI', () => {
    const ratings = rateProfile(OCTOCAT);
    for (const avatar of [null, 'https://evil.example/a.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'javascript:alert(1)', `${TINY_AVATAR}"/><script>`]) {
      expect(cardView(OCTOCAT, ratings, avatar).avatar).toBeNull();
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAT_KEYS, TIERS, type CardLanguage, type CardMetrics, type CardProfile } from './card-record.ts';
import { clubOf, effectiveLanguages, formatFee, rateProfile, tierOf } from './ratings.ts';

function profile(metrics: CardMetrics, languages: CardLanguage[], company: string | null = null): CardProfile {
  return {
    handle: 'someone',
    name: 'Someone',
    avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
    github_url: 'https://github.com/someone',
    bio: null,
    company,
    location: null,
    metrics,
    languages,
    languages_repos_considered: Array.isArray(languages) ? languages.length : 0,
  };
}

const langs = (...shares: number[]): CardLanguage[] => shares.map((share, index) => ({ name: `L${index}`, share, repos: 1 }));

/**
 * The expected cards were computed by hand in Python from the README's formulas (math.log(1 + x),
 * round half up as floor(x + 0.5), the position as the maximum of the eleven weighted sums), not by
 * running this code. The intermediate values are noted beside each.
 */
const HAND_COMPUTED = [
  {
    what: 'an octocat-like account: famous, few repos, quiet lately',
    // L_eff = 2.7301; best weighted sum CF 6760 (CAM 6590); fee raw 5,444,142.7
    profile: profile({ stars_earned: 21_354, followers: 18_900, own_repos: 8, years_on_github: 15.8, events_per_week: 0.3, maintained_ratio: 0.14 }, langs(0.52, 0.31, 0.17), '@github'),
    expected: { ovr: 68, tier: 'gold', position: 'CF', stats: { pac: 9, sho: 86, pas: 90, dri: 67, def: 20, phy: 69 }, archetype: 'The Icon', fee_eur: 5_400_000, formatted: '€5.4M', club: '@github' },
  },
  {
    what: 'a prolific maintainer: hundreds of repos, busy every week',
    // L_eff = 3.3899 (Makefile 4 % and Dockerfile 3 % left out); CM 8225 (LW and GK 8040); fee raw 26,777,917.3
    profile: profile({ stars_earned: 5_000, followers: 800, own_repos: 240, years_on_github: 12.4, events_per_week: 15.2, maintained_ratio: 0.62 }, langs(0.41, 0.27, 0.12, 0.09, 0.04, 0.03), '  Acme   Corp \n'),
    expected: { ovr: 82, tier: 'elite', position: 'CM', stats: { pac: 91, sho: 74, pas: 62, dri: 76, def: 69, phy: 94 }, archetype: 'The Veteran', fee_eur: 26_800_000, formatted: '€26.8M', club: 'Acme Corp' },
  },
  {
    what: 'a brand-new account with one repo',
    // L_eff = 1; DEF = ln 2 / ln 2 × 1/5; LW 2270 (LB 2235); fee raw 35,199.8
    profile: profile({ stars_earned: 0, followers: 0, own_repos: 1, years_on_github: 0.1, events_per_week: 2.1, maintained_ratio: 1 }, langs(1)),
    expected: { ovr: 23, tier: 'bronze', position: 'LW', stats: { pac: 37, sho: 1, pas: 1, dri: 36, def: 21, phy: 9 }, archetype: 'The Newcomer', fee_eur: 35_000, formatted: '€35K', club: 'Free agent' },
  },
  {
    what: 'a star-heavy icon past both anchors',
    // L_eff = 2.2297; CF 7630 (CAM 7240); fee raw 17,719,243.7
    profile: profile({ stars_earned: 250_000, followers: 120_000, own_repos: 40, years_on_github: 11.3, events_per_week: 0.8, maintained_ratio: 0.35 }, langs(0.62, 0.3, 0.05, 0.03), '@vercel'),
    expected: { ovr: 76, tier: 'elite', position: 'CF', stats: { pac: 20, sho: 99, pas: 99, dri: 60, def: 43, phy: 77 }, archetype: 'The Icon', fee_eur: 17_700_000, formatted: '€17.7M', club: '@vercel' },
  },
] as const;

describe('rateProfile, against cards computed by hand from the README', () => {
  for (const { what, profile: input, expected } of HAND_COMPUTED) {
    it(what, () => {
      const ratings = rateProfile(input);
      expect({
        ovr: ratings.ovr,
        tier: ratings.tier,
        position: ratings.position,
        stats: ratings.stats,
        archetype: ratings.archetype.name,
        fee_eur: ratings.market_value.fee_eur,
        formatted: ratings.market_value.formatted,
        club: ratings.market_value.club,
      }).toEqual(expected);
      expect(ratings.archetype.emoji).not.toBe('');
      expect(ratings.archetype.tagline).not.toBe('');
    });
  }

  it('gives the same card for the same data, from a fresh copy of it', () => {
    for (const { profile: input } of HAND_COMPUTED) expect(rateProfile(structuredClone(input))).toEqual(rateProfile(input));
  });
});

describe('the pieces of the formulas', () => {
  it('counts languages by the exponential of their entropy, from 5 % of the bytes on', () => {
    // Python: exp(-(0.9 ln 0.9 + 0.1 ln 0.1)) = 1.384145488461686
    expect(effectiveLanguages([0.9, 0.1])).toBeCloseTo(1.384145488461686, 12);
    expect(effectiveLanguages([0.5, 0.5])).toBeCloseTo(2, 12);
    expect(effectiveLanguages([0.25, 0.25, 0.25, 0.25])).toBeCloseTo(4, 12);
    expect(effectiveLanguages([1, 0.049])).toBeCloseTo(1, 12);
    expect(effectiveLanguages([0.04, 0.03])).toBe(0);
    expect(effectiveLanguages([])).toBe(0);
  });

  it('puts the tier boundaries where the README says', () => {
    const at = (ovr: number) => tierOf(ovr);
    expect([1, 49, 50, 64, 65, 74, 75, 84, 85, 99].map(at)).toEqual(['bronze', 'bronze', 'silver', 'silver', 'gold', 'gold', 'elite', 'elite', 'legend', 'legend']);
  });

  it('formats fees as a transfer page does', () => {
    expect([0, 999, 1_000, 850_000, 999_000, 1_000_000, 48_500_000, 26_800_000, 192_000_000].map(formatFee)).toEqual(['€0', '€999', '€1K', '€850K', '€999K', '€1M', '€48.5M', '€26.8M', '€192M']);
  });

  it('takes the club from the company as GitHub shows it, trimmed and clipped to 40 characters', () => {
    expect(clubOf('@github')).toBe('@github');
    expect(clubOf('  @github  ')).toBe('@github');
    expect(clubOf('Acme\n\tCorp')).toBe('Acme Corp');
    expect(clubOf(null)).toBe('Free agent');
    expect(clubOf(' \n ')).toBe('Free agent');
    expect(clubOf('x'.repeat(100))).toBe('x'.repeat(40));
    // 39 letters then emoji: the emoji (two UTF-16 units) is the 40th character and stays whole.
    expect(clubOf(`${'a'.repeat(39)}🎉🎉`)).toBe(`${'a'.repeat(39)}🎉`);
  });

  it('prices an account without public repos at €0, a free agent', () => {
    const ratings = rateProfile(profile({ stars_earned: 0, followers: 0, own_repos: 0, years_on_github: 3, events_per_week: 1, maintained_ratio: 0 }, []));
    expect(ratings.market_value).toEqual({ fee_eur: 0, formatted: '€0', club: 'Free agent' });
  });
});

const METRIC_KEYS = ['stars_earned', 'followers', 'own_repos', 'years_on_github', 'events_per_week', 'maintained_ratio'] as const;

const metricsArbitrary = fc.record({
  stars_earned: fc.integer({ min: 0, max: 2_000_000 }),
  followers: fc.integer({ min: 0, max: 1_000_000 }),
  own_repos: fc.integer({ min: 0, max: 5_000 }),
  years_on_github: fc.double({ min: 0, max: 20, noNaN: true }),
  events_per_week: fc.double({ min: 0, max: 30, noNaN: true }),
  maintained_ratio: fc.double({ min: 0, max: 1, noNaN: true }),
});
const languagesArbitrary = fc.array(fc.record({ name: fc.string(), share: fc.double({ min: 0, max: 1, noNaN: true }), repos: fc.nat(10) }), { maxLength: 8 });

describe('properties', () => {
  it('more of any metric never lowers its stat, OVR or the fee', () => {
    const statOf = { stars_earned: ['sho'], followers: ['pas'], own_repos: ['def', 'phy'], years_on_github: ['phy'], events_per_week: ['pac'], maintained_ratio: ['def'] } as const;
    fc.assert(
      fc.property(metricsArbitrary, languagesArbitrary, fc.constantFrom(...METRIC_KEYS), fc.double({ min: 0, max: 1_000_000, noNaN: true }), (metrics, languages, key, more) => {
        const before = rateProfile(profile(metrics, languages));
        const after = rateProfile(profile({ ...metrics, [key]: metrics[key] + more }, languages));
        for (const stat of statOf[key]) expect(after.stats[stat]).toBeGreaterThanOrEqual(before.stats[stat]);
        expect(after.ovr).toBeGreaterThanOrEqual(before.ovr);
        expect(after.market_value.fee_eur).toBeGreaterThanOrEqual(before.market_value.fee_eur);
      }),
      { numRuns: 2_000 },
    );
  });

  it('more stars never lowers SHO', () => {
    fc.assert(
      fc.property(metricsArbitrary, fc.nat(), (metrics, more) => {
        const before = rateProfile(profile(metrics, []));
        const after = rateProfile(profile({ ...metrics, stars_earned: metrics.stars_earned + more }, []));
        expect(after.stats.sho).toBeGreaterThanOrEqual(before.stats.sho);
      }),
      { numRuns: 1_000 },
    );
  });
});

/** Any number, hostile ones first: NaN, ±Infinity, −0, negatives, the largest doubles. */
const anyNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, -1, Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, 1e308),
  fc.double(),
  fc.integer(),
);

function expectValidRatings(ratings: ReturnType<typeof rateProfile>): void {
  for (const value of [ratings.ovr, ...STAT_KEYS.map((key) => ratings.stats[key])]) {
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(99);
  }
  expect(TIERS).toContain(ratings.tier);
  expect(['ST', 'CF', 'LW', 'RW', 'CAM', 'CM', 'CDM', 'LB', 'RB', 'CB', 'GK']).toContain(ratings.position);
  for (const text of [ratings.archetype.name, ratings.archetype.emoji, ratings.archetype.tagline]) expect(text).toMatch(/\S/);
  const { fee_eur, formatted, club } = ratings.market_value;
  expect(Number.isSafeInteger(fee_eur) && fee_eur >= 0).toBe(true);
  expect(formatted).toMatch(/^€(?:\d{1,3}|\d{1,3}K|\d{1,3}(?:\.\d)?[MB])$/);
  expect(Array.from(club).length).toBeGreaterThan(0);
  expect(Array.from(club).length).toBeLessThanOrEqual(40);
}

describe('hostile input', () => {
  it('gives a valid, in-range card for any numbers at all', () => {
    fc.assert(
      fc.property(fc.record({ stars_earned: anyNumber, followers: anyNumber, own_repos: anyNumber, years_on_github: anyNumber, events_per_week: anyNumber, maintained_ratio: anyNumber }), fc.array(fc.record({ name: fc.string(), share: anyNumber, repos: anyNumber }), { maxLength: 12 }), fc.option(fc.string({ maxLength: 200 })), (metrics, languages, company) => {
        expectValidRatings(rateProfile(profile(metrics, languages, company)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('rates NaN, negatives and ±Infinity as nothing, and huge finite values as past the anchor', () => {
    const nothing = rateProfile(profile({ stars_earned: 0, followers: 0, own_repos: 0, years_on_github: 0, events_per_week: 0, maintained_ratio: 0 }, []));
    for (const bad of [Number.NaN, -5, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const metrics = Object.fromEntries(METRIC_KEYS.map((key) => [key, bad])) as unknown as CardMetrics;
      expect(rateProfile(profile(metrics, langs(bad, bad)))).toEqual(nothing);
    }
    expect(nothing.stats).toEqual({ pac: 1, sho: 1, pas: 1, dri: 1, def: 1, phy: 1 });
    const huge = rateProfile(profile({ stars_earned: 1e300, followers: 1e300, own_repos: 1e300, years_on_github: 1e300, events_per_week: 1e300, maintained_ratio: 1e300 }, langs(1e300, 1e300)));
    // Two languages at share 1 each are two even languages: DRI = round(1 + 98 ln 3 / ln 7) = 56 (Python).
    expect(huge.stats).toEqual({ pac: 99, sho: 99, pas: 99, dri: 56, def: 99, phy: 99 });
    expectValidRatings(huge);
  });

  it('survives languages and a company that are not what the types say', () => {
    const broken = profile({ stars_earned: 10, followers: 10, own_repos: 10, years_on_github: 2, events_per_week: 1, maintained_ratio: 0.5 }, null as unknown as CardLanguage[], 42 as unknown as string);
    expectValidRatings(rateProfile(broken));
    const junk = [null, 7, { share: 0.5 }, { name: 'Go', share: '0.5', repos: 'x' }] as unknown as CardLanguage[];
    expectValidRatings(rateProfile({ ...broken, languages: junk, metrics: undefined as unknown as CardMetrics }));
    expect(rateProfile({ ...broken, languages: Array.from({ length: 10_000 }, () => ({ name: 'x', share: 0.1, repos: 1 })) }).stats.dri).toBeLessThanOrEqual(99);
  });
});

/**
 * CardViews for theme tests: a typical profile, the extremes a template must survive (every
 * number at its largest, the longest name, eight languages; everything zero, no avatar), and a
 * hostile one whose text tries to break out of the SVG or the page.
 */
import type { CardView } from '../../server/card/card-record.ts';

/** A 2×2 PNG (red, green, blue, white), written with Python's zlib and struct: what a fetched avatar becomes. */
export const TINY_AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC';

export const TYPICAL_VIEW: CardView = {
  handle: 'octocat',
  name: 'The Octocat',
  github_url: 'https://github.com/octocat',
  avatar: TINY_AVATAR,
  ovr: 74,
  tier: 'gold',
  position: 'CAM',
  stats: { pac: 41, sho: 78, pas: 83, dri: 66, def: 72, phy: 88 },
  metrics: { stars_earned: 21_354, followers: 18_900, own_repos: 8, years_on_github: 15.8, events_per_week: 0.3, maintained_ratio: 0.14 },
  languages: [
    { name: 'Ruby', share: 0.52, repos: 1 },
    { name: 'HTML', share: 0.31, repos: 2 },
    { name: 'CSS', share: 0.17, repos: 1 },
  ],
  archetype: { name: 'The Icon', emoji: '🏛️', tagline: 'Few repos, and everyone knows them.' },
  market_value: { fee_eur: 48_500_000, formatted: '€48.5M', club: '@github' },
};

export const EXTREME_VIEW: CardView = {
  handle: 'a-very-long-handle-that-is-39-chars-xyz',
  name: 'Maximilian Alexander Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausen',
  github_url: 'https://github.com/a-very-long-handle-that-is-39-chars-xyz',
  avatar: TINY_AVATAR,
  ovr: 99,
  tier: 'legend',
  position: 'GK',
  stats: { pac: 99, sho: 99, pas: 99, dri: 99, def: 99, phy: 99 },
  metrics: { stars_earned: 4_294_967_295, followers: 999_999_999, own_repos: 100_000, years_on_github: 18.9, events_per_week: 999.9, maintained_ratio: 1 },
  languages: ['TypeScript', 'JavaScript', 'Rust', 'Go', 'Python', 'Jupyter Notebook', 'Objective-C++', 'Visual Basic .NET'].map((name, index) => ({ name, share: [0.3, 0.2, 0.15, 0.1, 0.1, 0.07, 0.05, 0.03][index]!, repos: 100 - index })),
  archetype: { name: 'The Grand Architect of Everything', emoji: '🧙', tagline: 'Builds the things everyone else builds on, and keeps every one of them alive for years.' },
  market_value: { fee_eur: 999_000_000_000, formatted: '€999B', club: 'Wolfeschlegelsteinhausenbergerdorff Industries' },
};

export const EMPTY_VIEW: CardView = {
  handle: 'a',
  name: 'a',
  github_url: 'https://github.com/a',
  avatar: null,
  ovr: 1,
  tier: 'bronze',
  position: 'CB',
  stats: { pac: 1, sho: 1, pas: 1, dri: 1, def: 1, phy: 1 },
  metrics: { stars_earned: 0, followers: 0, own_repos: 0, years_on_github: 0, events_per_week: 0, maintained_ratio: 0 },
  languages: [],
  archetype: { name: 'The Newcomer', emoji: '🌱', tagline: 'Everything starts somewhere.' },
  market_value: { fee_eur: 0, formatted: '€0', club: 'Free agent' },
};

/** Markup, quotes, an SVG close tag and a javascript: URL in every text a user controls. */
export const XSS_TEXT = `"><script>alert(1)</script></svg><img src=x onerror=alert(2)>'javascript:alert(3)&amp;`;

export const XSS_VIEW: CardView = {
  ...TYPICAL_VIEW,
  name: XSS_TEXT,
  languages: [{ name: XSS_TEXT, share: 1, repos: 1 }],
  archetype: { name: XSS_TEXT, emoji: '<b>', tagline: XSS_TEXT },
  market_value: { fee_eur: 1, formatted: XSS_TEXT, club: XSS_TEXT },
  position: XSS_TEXT,
};

/** A right-to-left name, combining marks and CJK: text a template must carry unbroken. */
export const SCRIPTS_VIEW: CardView = { ...TYPICAL_VIEW, name: 'محمد 山田太郎 Zoë Ñúñez', handle: 'yamada' };

export const ALL_VIEWS = { TYPICAL_VIEW, EXTREME_VIEW, EMPTY_VIEW, XSS_VIEW, SCRIPTS_VIEW };

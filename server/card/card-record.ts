/**
 * The developer card's data, from GitHub's answers to the spec's record (service-spec.md,
 * "Developer card record"). Three stages, each a plain object:
 *
 *   GitHub snapshot ──metrics.ts──► CardProfile ──ratings.ts──► CardRatings ──record.ts──► CardRecord
 *
 * The themes draw a CardView: the record's values without its URLs, plus the avatar as a data URI
 * (an SVG shown through <img> loads nothing from outside itself).
 */

/** The spec's `metrics` object; every number finite and ≥ 0. */
export interface CardMetrics {
  /** Stars on the owner's own non-fork repositories. */
  stars_earned: number;
  followers: number;
  /** Public repositories the owner owns, forks included (GitHub's public_repos). */
  own_repos: number;
  /** Years since the account was created, one decimal. */
  years_on_github: number;
  /** Public events per week over the window GitHub keeps (90 days), one decimal. */
  events_per_week: number;
  /** Share 0–1 of the owner's non-fork, non-archived repos pushed within a year, two decimals. */
  maintained_ratio: number;
}

/** One entry of the spec's `languages`: share of bytes 0–1 over the repos considered, and how many of them use it. */
export interface CardLanguage {
  name: string;
  share: number;
  repos: number;
}

/** What GitHub says about a developer, reduced to what a card shows (metrics.ts). */
export interface CardProfile {
  /** The login as GitHub spells it (the request's handle may differ in case). */
  handle: string;
  /** The display name, or the login when none is set. */
  name: string;
  avatar_url: string;
  github_url: string;
  bio: string | null;
  company: string | null;
  location: string | null;
  metrics: CardMetrics;
  /** Largest share first, at most eight. */
  languages: CardLanguage[];
  /** How many non-fork repos the language shares were computed over. */
  languages_repos_considered: number;
}

export interface CardStats {
  pac: number;
  sho: number;
  pas: number;
  dri: number;
  def: number;
  phy: number;
}

export const STAT_KEYS = ['pac', 'sho', 'pas', 'dri', 'def', 'phy'] as const satisfies readonly (keyof CardStats)[];

export const TIERS = ['bronze', 'silver', 'gold', 'elite', 'legend'] as const;
export type Tier = (typeof TIERS)[number];

export interface CardArchetype {
  name: string;
  emoji: string;
  tagline: string;
}

export interface CardMarketValue {
  /** Whole euros. */
  fee_eur: number;
  /** `€1.2M`, `€850K`, `€500`. */
  formatted: string;
  club: string;
}

/** The ratings of ratings.ts: integers 1–99 for `ovr` and each stat. */
export interface CardRatings {
  ovr: number;
  tier: Tier;
  /** A football position: ST, CF, LW, RW, CAM, CM, CDM, LB, RB, CB, GK. */
  position: string;
  stats: CardStats;
  archetype: CardArchetype;
  market_value: CardMarketValue;
}

/** The spec's Developer card record, schema_version 1. */
export interface CardRecord extends CardRatings {
  schema_version: 1;
  handle: string;
  name: string;
  avatar_url: string;
  github_url: string;
  metrics: CardMetrics;
  languages: CardLanguage[];
  /** `card_urls[theme][design] = { svg, png }`: every design of every theme. */
  card_urls: Record<string, Record<string, { svg: string; png: string }>>;
  /** `universes[theme] = { page, svg, png, og, embed, json }` in the theme's default design. */
  universes: Record<string, { page: string; svg: string; png: string; og: string; embed: string; json: string }>;
}

/** What a theme draws: the record's values without its URLs, and the avatar inline. */
export interface CardView extends CardRatings {
  handle: string;
  name: string;
  github_url: string;
  metrics: CardMetrics;
  languages: CardLanguage[];
  /** `data:image/png;base64,…` or `data:image/jpeg;base64,…`; null draws the initials instead. */
  avatar: string | null;
}

/**
 * A developer's card ratings from their GitHub metrics. Every formula here is written down in the
 * README ("Developer cards" → Ratings) so a developer can redo the sums by hand; change one and
 * change the README with it. Pure and deterministic: the same profile always gives the same card.
 *
 * Shape, after GitFut (FIFA-style ratings from GitHub activity) and Transfergit (market value):
 * each stat is one metric on a log scale against a stated anchor (doubling your stars moves SHO by
 * the same step at 100 stars as at 10,000), OVR is weighted by position (a striker is not judged
 * on defending) at the position where the developer rates best, and the fee grows with OVR.
 */
import { STAT_KEYS, type CardArchetype, type CardLanguage, type CardMarketValue, type CardMetrics, type CardProfile, type CardRatings, type CardStats, type Tier } from './card-record.ts';
import { cleanLanguages, cleanMetrics, nonNegative } from './clean-metrics.ts';

type StatKey = (typeof STAT_KEYS)[number];

/** The value at which each metric's normalised score reaches 1 (stat 99). */
export const ANCHORS = {
  /** Public events per week; GitHub keeps at most 300 events over 90 days, 23.3 a week. */
  events_per_week: 20,
  stars_earned: 100_000,
  followers: 50_000,
  /** Effective number of languages (see `effectiveLanguages`). */
  languages: 6,
  maintained_ratio: 1,
  years_on_github: 15,
  own_repos: 300,
} as const;

/** DEF trusts the maintained ratio fully from this many repos on, and proportionally below. */
export const DEF_FULL_TRUST_REPOS = 5;
/** A language counts towards DRI from this share of bytes on. */
export const LANGUAGE_MIN_SHARE = 0.05;

/** n(x) = clamp(ln(1 + x) / ln(1 + hi), 0, 1): 0 at nothing, 1 at the anchor and beyond. */
export function normalise(value: number, hi: number): number {
  const score = Math.log1p(nonNegative(value)) / Math.log1p(hi);
  return Number.isNaN(score) ? 0 : Math.min(1, Math.max(0, score));
}

/** stat = round(1 + 98 · n): 1 to 99. */
function stat(score: number): number {
  return Math.round(1 + 98 * Math.min(1, Math.max(0, score)));
}

/**
 * exp(Shannon entropy) of the shares of the languages at ≥ 5 %, renormalised to sum to 1: the
 * count of languages when their shares are even, fewer when one dominates (90/10 ≈ 1.38), 0 with none.
 */
export function effectiveLanguages(shares: readonly number[]): number {
  const kept = shares.filter((share) => share >= LANGUAGE_MIN_SHARE);
  const total = kept.reduce((sum, share) => sum + share, 0);
  if (total <= 0) return 0;
  const entropy = kept.reduce((sum, share) => sum - (share / total) * Math.log(share / total), 0);
  return Math.exp(entropy);
}

function rateStats(metrics: CardMetrics, languages: readonly CardLanguage[]): CardStats {
  const repoTrust = Math.min(1, metrics.own_repos / DEF_FULL_TRUST_REPOS);
  return {
    pac: stat(normalise(metrics.events_per_week, ANCHORS.events_per_week)),
    sho: stat(normalise(metrics.stars_earned, ANCHORS.stars_earned)),
    pas: stat(normalise(metrics.followers, ANCHORS.followers)),
    dri: stat(normalise(effectiveLanguages(languages.map((language) => language.share)), ANCHORS.languages)),
    def: stat(normalise(metrics.maintained_ratio, ANCHORS.maintained_ratio) * repoTrust),
    phy: stat((normalise(metrics.years_on_github, ANCHORS.years_on_github) + normalise(metrics.own_repos, ANCHORS.own_repos)) / 2),
  };
}

/** The highest stat; on a tie, the first in card order (PAC, SHO, PAS, DRI, DEF, PHY). */
function bestStat(stats: CardStats): StatKey {
  return STAT_KEYS.reduce((best, key) => (stats[key] > stats[best] ? key : best));
}

/**
 * OVR weights in percent, PAC SHO PAS DRI DEF PHY. Every row is the same six weights (30, 25, 15,
 * 15, 10, 5) in a different order: the position's two defining stats get 30 and 25.
 */
export const OVR_WEIGHTS = {
  ST: [25, 30, 10, 15, 5, 15],
  CF: [15, 30, 25, 15, 5, 10],
  LW: [25, 15, 10, 30, 5, 15],
  RW: [30, 25, 15, 15, 5, 10],
  CAM: [15, 15, 30, 25, 5, 10],
  CM: [25, 5, 15, 15, 10, 30],
  CDM: [10, 5, 15, 25, 15, 30],
  LB: [15, 5, 10, 25, 30, 15],
  RB: [25, 5, 15, 10, 30, 15],
  CB: [10, 5, 15, 15, 30, 25],
  GK: [15, 5, 10, 15, 25, 30],
} as const satisfies Record<string, readonly [number, number, number, number, number, number]>;

type Position = keyof typeof OVR_WEIGHTS;
const POSITIONS = Object.keys(OVR_WEIGHTS) as Position[];

/** Σ stat × weight: 100 × the OVR at that position, a whole number. */
function weightedSum(stats: CardStats, position: Position): number {
  const weights: readonly number[] = OVR_WEIGHTS[position];
  return STAT_KEYS.reduce((sum, key, index) => sum + stats[key] * weights[index]!, 0);
}

/**
 * The position where the developer rates highest (ties: the first in OVR_WEIGHTS' order), and
 * that rating. Taking the best position, rather than one picked from the stats' ranking, keeps
 * OVR monotone: no stat can rise and lower the OVR by moving the card to another position.
 */
export function positionAndOverall(stats: CardStats): { position: Position; ovr: number } {
  let position: Position = POSITIONS[0]!;
  for (const candidate of POSITIONS) if (weightedSum(stats, candidate) > weightedSum(stats, position)) position = candidate;
  return { position, ovr: Math.min(99, Math.max(1, Math.round(weightedSum(stats, position) / 100))) };
}

/** The lowest OVR of each tier above bronze. */
export const TIER_FLOORS: readonly [Tier, number][] = [['legend', 85], ['elite', 75], ['gold', 65], ['silver', 50]];

export function tierOf(ovr: number): Tier {
  return TIER_FLOORS.find(([, floor]) => ovr >= floor)?.[0] ?? 'bronze';
}

const ARCHETYPES = {
  icon: { name: 'The Icon', emoji: '👑', tagline: 'Builds what everyone uses; everyone follows.' },
  newcomer: { name: 'The Newcomer', emoji: '🌱', tagline: 'Everything starts somewhere.' },
  sleeper: { name: 'The Sleeper', emoji: '💤', tagline: 'Quiet lately; the work still stands.' },
  allRounder: { name: 'The All-Rounder', emoji: '🃏', tagline: 'Good at everything the card measures.' },
  sprinter: { name: 'The Sprinter', emoji: '⚡', tagline: 'Always shipping, week after week.' },
  sharpshooter: { name: 'The Sharpshooter', emoji: '🎯', tagline: 'Projects that land: the stars say so.' },
  influencer: { name: 'The Influencer', emoji: '📣', tagline: 'When they post, people follow.' },
  polyglot: { name: 'The Polyglot', emoji: '🌐', tagline: 'At home in many languages.' },
  maintainer: { name: 'The Maintainer', emoji: '🔧', tagline: 'Keeps code alive long after launch.' },
  veteran: { name: 'The Veteran', emoji: '🦉', tagline: 'A decade on GitHub and still building.' },
  workhorse: { name: 'The Workhorse', emoji: '🐎', tagline: 'Repo after repo, year after year.' },
} as const satisfies Record<string, CardArchetype>;

/** The first rule that holds names the archetype (the README's table, in this order). */
function archetypeOf(stats: CardStats, metrics: CardMetrics): CardArchetype {
  const values = STAT_KEYS.map((key) => stats[key]);
  const best = bestStat(stats);
  const pick = (): CardArchetype => {
    if (stats.sho >= 85 && stats.pas >= 85) return ARCHETYPES.icon;
    if (metrics.years_on_github < 1) return ARCHETYPES.newcomer;
    if (metrics.events_per_week < 0.1) return ARCHETYPES.sleeper;
    if (Math.min(...values) >= 40 && Math.max(...values) - Math.min(...values) <= 20) return ARCHETYPES.allRounder;
    if (best === 'pac') return ARCHETYPES.sprinter;
    if (best === 'sho') return ARCHETYPES.sharpshooter;
    if (best === 'pas') return ARCHETYPES.influencer;
    if (best === 'dri') return ARCHETYPES.polyglot;
    if (best === 'def') return ARCHETYPES.maintainer;
    return metrics.years_on_github >= 10 ? ARCHETYPES.veteran : ARCHETYPES.workhorse;
  };
  return { ...pick() };
}

/** The fee at OVR 50 with average reach and full activity, before the multipliers. */
export const FEE_AT_OVR_50 = 1_000_000;
/** The fee doubles every this many OVR points. */
export const FEE_DOUBLING_OVR = 7;
export const CLUB_MAX_CHARACTERS = 40;

/**
 * fee = €1M × 2^((ovr − 50) / 7) × (0.5 + PAS / 99) × (0.5 + 0.5 × min(1, events_per_week)),
 * rounded to what the card shows (€1,000 below €1M, €100,000 above); €0 with no public repos.
 */
function marketValueOf(ovr: number, stats: CardStats, metrics: CardMetrics, company: string | null): CardMarketValue {
  const reach = 0.5 + stats.pas / 99;
  const activity = 0.5 + 0.5 * Math.min(1, metrics.events_per_week);
  const raw = metrics.own_repos === 0 ? 0 : FEE_AT_OVR_50 * 2 ** ((ovr - 50) / FEE_DOUBLING_OVR) * reach * activity;
  const fee_eur = roundFee(raw);
  return { fee_eur, formatted: formatFee(fee_eur), club: clubOf(company) };
}

function roundFee(raw: number): number {
  if (raw < 1_000) return Math.round(raw);
  if (raw < 1_000_000) return Math.round(raw / 1_000) * 1_000;
  return Math.round(raw / 100_000) * 100_000;
}

/** `€48.5M`, `€850K`, `€0` (whole euros below €1,000). */
export function formatFee(fee: number): string {
  if (fee >= 1_000_000_000) return `€${trimZero((fee / 1_000_000_000).toFixed(1))}B`;
  if (fee >= 1_000_000) return `€${trimZero((fee / 1_000_000).toFixed(1))}M`;
  if (fee >= 1_000) return `€${Math.round(fee / 1_000)}K`;
  return `€${fee}`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** The GitHub company as GitHub shows it (`@github` keeps its @), whitespace folded, 40 characters at most. */
export function clubOf(company: string | null): string {
  const shown = typeof company === 'string' ? company.replace(/\s+/g, ' ').trim() : '';
  const clipped = Array.from(shown).slice(0, CLUB_MAX_CHARACTERS).join('').trimEnd();
  return clipped === '' ? 'Free agent' : clipped;
}

export function rateProfile(profile: CardProfile): CardRatings {
  const metrics = cleanMetrics(profile.metrics);
  const stats = rateStats(metrics, cleanLanguages(profile.languages));
  const { position, ovr } = positionAndOverall(stats);
  return { ovr, tier: tierOf(ovr), position, stats, archetype: archetypeOf(stats, metrics), market_value: marketValueOf(ovr, stats, metrics, profile.company) };
}

/**
 * A profile's numbers made safe to rate and to publish: metrics.ts should already give finite,
 * non-negative values, but a rating must never turn NaN into a card, and the record's JSON cannot
 * carry NaN or Infinity (JSON.stringify writes null, which breaks the spec's types). The ratings
 * and the record read the same cleaned values, so the card and its JSON never disagree.
 */
import type { CardLanguage, CardMetrics } from './card-record.ts';

/** At most this many languages are shown and rated (metrics.ts keeps the eight largest). */
export const MAX_LANGUAGES = 8;

/** A finite number ≥ 0; anything else (NaN, ±Infinity, negative, not a number) is 0. */
export function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** A whole count ≥ 0 that JSON and integer arithmetic keep exact. */
function count(value: unknown): number {
  return Math.min(Number.MAX_SAFE_INTEGER, Math.round(nonNegative(value)));
}

export function cleanMetrics(metrics: CardMetrics): CardMetrics {
  const source: Partial<CardMetrics> = metrics ?? {};
  return {
    stars_earned: count(source.stars_earned),
    followers: count(source.followers),
    own_repos: count(source.own_repos),
    years_on_github: nonNegative(source.years_on_github),
    events_per_week: nonNegative(source.events_per_week),
    maintained_ratio: Math.min(1, nonNegative(source.maintained_ratio)),
  };
}

/** The first eight entries with a string name; share within 0–1, repos a whole count. */
export function cleanLanguages(languages: readonly CardLanguage[]): CardLanguage[] {
  if (!Array.isArray(languages)) return [];
  return languages
    .slice(0, MAX_LANGUAGES)
    .filter((language): language is CardLanguage => typeof language?.name === 'string')
    .map((language) => ({ name: language.name, share: Math.min(1, nonNegative(language.share)), repos: count(language.repos) }));
}

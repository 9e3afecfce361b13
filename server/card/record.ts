/**
 * The spec's Developer card record (service-spec.md, "Developer card record") and the view a theme
 * draws, from a profile and its ratings. The record has exactly the spec table's fields in the
 * table's order; bio, company and location stay out of it (the company shows only as the club).
 */
import { type CardProfile, type CardRatings, type CardRecord, type CardStats, type CardView } from './card-record.ts';
import { cleanLanguages, cleanMetrics } from './clean-metrics.ts';
import { safeAvatar } from './svg.ts';

/** A theme as the links need it: its id and its designs, the first being the default. */
export interface CardThemeList {
  id: string;
  designs: readonly string[];
}

type CardLinks = Pick<CardRecord, 'card_urls' | 'universes'>;

/**
 * Every URL of a card: `card_urls[theme][design] = { svg, png }` and `universes[theme]` = the page,
 * images, OG image, embed and JSON in the theme's default design. `base` is the card service's
 * root as the client reached it, without a trailing slash (`https://example.org/card`,
 * `https://cards.example.org`). Built with Object.fromEntries, so an id such as `__proto__` is an
 * ordinary own key and never reaches an object's prototype.
 */
export function cardLinks(base: string, handle: string, themes: readonly CardThemeList[]): CardLinks {
  const root = `${base}/${encodeURIComponent(handle)}`;
  const query = (theme: string, design?: string): string =>
    `?theme=${encodeURIComponent(theme)}${design === undefined ? '' : `&design=${encodeURIComponent(design)}`}`;
  return {
    card_urls: Object.fromEntries(
      themes.map((theme) => [
        theme.id,
        Object.fromEntries(theme.designs.map((design) => [design, { svg: `${root}.svg${query(theme.id, design)}`, png: `${root}.png${query(theme.id, design)}` }])),
      ]),
    ),
    universes: Object.fromEntries(
      themes.map((theme) => [
        theme.id,
        {
          page: `${root}${query(theme.id)}`,
          svg: `${root}.svg${query(theme.id)}`,
          png: `${root}.png${query(theme.id)}`,
          og: `${root}/og.png${query(theme.id)}`,
          embed: `${root}/embed${query(theme.id)}`,
          json: `${root}.json${query(theme.id)}`,
        },
      ]),
    ),
  };
}

/** The stats in card order, and nothing else the ratings object might carry. */
function statsOf(stats: CardStats): CardStats {
  return { pac: stats.pac, sho: stats.sho, pas: stats.pas, dri: stats.dri, def: stats.def, phy: stats.phy };
}

/** The spec's record, schema_version 1: the table's fields in the table's order. */
export function cardRecord(profile: CardProfile, ratings: CardRatings, links: CardLinks): CardRecord {
  return {
    schema_version: 1,
    handle: profile.handle,
    name: profile.name,
    avatar_url: profile.avatar_url,
    github_url: profile.github_url,
    ...ratedValues(profile, ratings),
    card_urls: links.card_urls,
    universes: links.universes,
  };
}

/** What a theme draws: the record's values without URLs, and the avatar only if it is a safe data URI. */
export function cardView(profile: CardProfile, ratings: CardRatings, avatar: string | null): CardView {
  return {
    handle: profile.handle,
    name: profile.name,
    github_url: profile.github_url,
    avatar: safeAvatar(avatar),
    ...ratedValues(profile, ratings),
  };
}

/** The values the record and the view share, in the spec's field order (ovr … market_value), copied so neither aliases the ratings. */
function ratedValues(profile: CardProfile, ratings: CardRatings): CardRatings & Pick<CardProfile, 'metrics' | 'languages'> {
  return {
    ovr: ratings.ovr,
    tier: ratings.tier,
    position: ratings.position,
    stats: statsOf(ratings.stats),
    metrics: cleanMetrics(profile.metrics),
    languages: cleanLanguages(profile.languages),
    archetype: { name: ratings.archetype.name, emoji: ratings.archetype.emoji, tagline: ratings.archetype.tagline },
    market_value: { fee_eur: ratings.market_value.fee_eur, formatted: ratings.market_value.formatted, club: ratings.market_value.club },
  };
}

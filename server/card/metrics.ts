/**
 * A GitHub snapshot reduced to what a card shows (issue 20, "Metrics"; the README writes the same
 * definitions down for users):
 *
 * - stars_earned: stars on the owner's non-fork repos (up to 1,000 repos listed).
 * - followers, own_repos: the user's followers and public_repos.
 * - years_on_github: (now − created_at) / 365.25 days, one decimal.
 * - events_per_week: public events of the last 90 days ÷ (90 / 7), one decimal.
 * - maintained_ratio: share of non-fork repos not archived and pushed within 365 days, two
 *   decimals; 0 without non-fork repos.
 * - languages: bytes per language over the ≤ 10 repos of reposForLanguages; share of all their
 *   bytes (three decimals) and how many of them use it; largest first, at most 8.
 *
 * Text fields are data for the templates, not markup: they keep `<`, quotes and the like (the
 * renderer escapes), and lose only what no renderer can show (control characters, lone
 * surrogates), clipped to a length a card can hold.
 */
import type { CardLanguage, CardMetrics, CardProfile } from './card-record.ts';
import { EVENT_WINDOW_MS, type GithubSnapshot } from './github/github-snapshot.ts';
import { MAX_LANGUAGES } from './clean-metrics.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365.25 * DAY_MS;
const MAINTAINED_WINDOW_MS = 365 * DAY_MS;

/** GitHub's own limit on a display name. */
const NAME_MAX = 255;
const BIO_MAX = 300;
const COMPANY_MAX = 100;
const LOCATION_MAX = 100;

export function cardProfile(snapshot: GithubSnapshot, now: number): CardProfile {
  const { user } = snapshot;
  return {
    handle: user.login,
    name: cleanText(user.name, NAME_MAX) ?? user.login,
    avatar_url: httpsUrl(user.avatarUrl),
    github_url: `https://github.com/${user.login}`,
    bio: cleanText(user.bio, BIO_MAX),
    company: cleanText(user.company, COMPANY_MAX),
    location: cleanText(user.location, LOCATION_MAX),
    metrics: cardMetrics(snapshot, now),
    languages: cardLanguages(snapshot),
    languages_repos_considered: snapshot.languages.length,
  };
}

function cardMetrics(snapshot: GithubSnapshot, now: number): CardMetrics {
  const own = snapshot.repos.filter((repo) => !repo.fork);
  const maintained = own.filter((repo) => !repo.archived && repo.pushedAt !== null && repo.pushedAt >= now - MAINTAINED_WINDOW_MS);
  const recentEvents = snapshot.eventTimes.filter((time) => time >= now - EVENT_WINDOW_MS);
  const createdAt = snapshot.user.createdAt;
  return {
    stars_earned: own.reduce((sum, repo) => sum + repo.stars, 0),
    followers: snapshot.user.followers,
    own_repos: snapshot.user.publicRepos,
    years_on_github: createdAt === null ? 0 : roundTo(Math.max(0, now - createdAt) / YEAR_MS, 1),
    events_per_week: roundTo(recentEvents.length / (EVENT_WINDOW_MS / DAY_MS / 7), 1),
    maintained_ratio: own.length === 0 ? 0 : roundTo(maintained.length / own.length, 2),
  };
}

function cardLanguages(snapshot: GithubSnapshot): CardLanguage[] {
  // A Map, not an object: a language named __proto__ is just a name.
  const totals = new Map<string, { bytes: number; repos: number }>();
  let allBytes = 0;
  for (const { bytes } of snapshot.languages) {
    for (const [language, count] of bytes) {
      const total = totals.get(language) ?? { bytes: 0, repos: 0 };
      total.bytes += count;
      total.repos += 1;
      totals.set(language, total);
      allBytes += count;
    }
  }
  if (allBytes === 0) return [];
  return [...totals]
    .sort(([nameA, a], [nameB, b]) => b.bytes - a.bytes || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0))
    .slice(0, MAX_LANGUAGES)
    .map(([name, total]) => ({ name, share: roundTo(total.bytes / allBytes, 3), repos: total.repos }));
}

/**
 * Trimmed, line breaks and tabs made spaces, other control characters (C0, DEL, C1) and lone
 * surrogates dropped, clipped to `max` code points; null when nothing is left.
 */
function cleanText(value: string | null, max: number): string | null {
  if (value === null) return null;
  const cleaned = value
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim();
  const clipped = Array.from(cleaned).slice(0, max).join('').trimEnd();
  return clipped === '' ? null : clipped;
}

/** The URL when it is https, else '' (the record's avatar_url is a link a page may show). */
function httpsUrl(value: string | null): string {
  if (value === null) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** Half away from zero at `digits` decimals, on the decimal value (1.005 → 1.01, not 1.00). */
function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
}

/**
 * One card answer, independent of HTTP: a handle, what is asked for (the SVG, PNG, JSON record,
 * OG image, embed or page), a theme and design, and the base URL the record's links start from.
 * GitHub's data comes from the profile source (cached apart from rendering, so a theme switch
 * costs no API call); what is rendered from it is cached in memory for an hour, keyed by when the
 * data was fetched, so the same data always gives the same bytes.
 */
import type { CacheStore } from '../cache/cache-store.ts';
import type { CardView } from './card-record.ts';
import { errorCardSvg, ogErrorSvg } from './error-card.ts';
import { UpstreamUnavailableError } from './github/github-client.ts';
import type { ProfileResult } from './github/profile-source.ts';
import { ogImageSvg } from './og.ts';
import { renderCardEmbed, renderCardPage, renderErrorPage } from './page.ts';
import { renderPngAsync } from './png.ts';
import { rateProfile } from './ratings.ts';
import { cardLinks, cardRecord, cardView } from './record.ts';
import { THEMES } from './themes/index.ts';
import type { Theme } from './themes/theme.ts';

export const CARD_KINDS = ['svg', 'png', 'json', 'og', 'embed', 'page'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The PNG card is drawn at twice its CSS size, so it is sharp on the screens that show READMEs. */
export const PNG_SCALE = 2;

export const CONTENT_TYPES: Record<CardKind, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  json: 'application/json; charset=utf-8',
  og: 'image/png',
  embed: 'text/html; charset=utf-8',
  page: 'text/html; charset=utf-8',
};

export interface CardQuery {
  handle: string;
  kind: CardKind;
  theme: Theme;
  design: string;
  /** The card service's root as the client reached it: `https://example.org/card`, `https://cards.example.org`. */
  base: string;
}

export interface CardAnswer {
  status: 200 | 400 | 404 | 429 | 503;
  body: string | Uint8Array;
  /** Seconds to wait, on a 503 (GitHub's limit) or a 429. */
  retryAfter?: number;
}

export interface CardProblem {
  status: 400 | 404 | 429 | 503;
  code: 'VALIDATION_ERROR' | 'NOT_FOUND' | 'RATE_LIMITED' | 'UPSTREAM_UNAVAILABLE';
  title: string;
  message: string;
  retryAfter?: number;
}

const RENDER_TTL_MS = 3_600_000;
/** An error image costs a render too: kept as long as an error answer is cached downstream. */
const PROBLEM_TTL_MS = 600_000;

export function createCardService({ load, renders }: { load: (handle: string) => Promise<ProfileResult>; renders: CacheStore }) {
  const inflight = new Map<string, Promise<string | Uint8Array>>();
  const answer = async (query: CardQuery): Promise<CardAnswer> => {
    let result: ProfileResult;
    try {
      result = await load(query.handle);
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      const retryAfter = error.retryAfterSeconds;
      return problem(query.kind, query.theme, {
        status: 503,
        code: 'UPSTREAM_UNAVAILABLE',
        title: 'GitHub is unavailable',
        message: `GitHub's API cannot be reached or its rate limit is used up, and this card is not cached; retry in ${retryAfter} s`,
        retryAfter,
      });
    }
    if (result.kind === 'not-found') {
      return problem(query.kind, query.theme, { status: 404, code: 'NOT_FOUND', title: 'No such GitHub user', message: `GitHub has no user named ${query.handle}` });
    }
    const { profile, avatar, fetchedAt } = result;
    const key = `render:${query.kind}|${profile.handle.toLowerCase()}|${query.theme.id}|${query.design}|${fetchedAt}|${query.base}`;
    const cached = await renders.get(key);
    if (cached !== undefined) return { status: 200, body: cached.value };
    // Requests for the same card at once (a README opened by many) share one render.
    let rendering = inflight.get(key);
    if (rendering === undefined) {
      const ratings = rateProfile(profile);
      const view: CardView = cardView(profile, ratings, avatar);
      const record = () => cardRecord(profile, ratings, cardLinks(query.base, profile.handle, THEMES));
      rendering = render(query, view, record).then(async (body) => {
        await renders.set(key, body, RENDER_TTL_MS);
        return body;
      });
      inflight.set(key, rendering);
      void rendering.then(
        () => inflight.delete(key),
        () => inflight.delete(key),
      );
    }
    return { status: 200, body: await rendering };
  };
  /** `problemAnswer`, with its rendered images kept: a stream of requests for a missing user renders once. */
  const problem = async (kind: CardKind, theme: Theme, shown: CardProblem): Promise<CardAnswer> => {
    if (kind !== 'png' && kind !== 'og') return problemAnswer(kind, theme, shown);
    const key = `problem:${kind}|${theme.id}|${shown.status}|${shown.message}`;
    const cached = await renders.get(key);
    const answered = await problemAnswer(kind, theme, shown, cached?.value);
    if (cached === undefined) await renders.set(key, answered.body, PROBLEM_TTL_MS);
    return answered;
  };
  return { answer, problem };
}

/** PNGs render on libuv's thread pool: a theme with filters takes a tenth of a second or more, which would hold the event loop. */
async function render(query: CardQuery, view: CardView, record: () => ReturnType<typeof cardRecord>): Promise<string | Uint8Array> {
  const { kind, theme, design } = query;
  switch (kind) {
    case 'svg':
      return theme.render(view, design, { animated: true });
    case 'png':
      return renderPngAsync(theme.render(view, design, { animated: false }), { scale: PNG_SCALE });
    case 'og':
      return renderPngAsync(ogImageSvg(theme, view, design));
    case 'json':
      return JSON.stringify(record());
    case 'page':
      return renderCardPage({ record: record(), theme, design, themes: THEMES });
    case 'embed':
      return renderCardEmbed({ record: record(), theme, design });
  }
}

/** A problem as the kind asked for shows it: an envelope for JSON, an error card for images, a page for HTML. */
async function problemAnswer(kind: CardKind, theme: Theme, problem: CardProblem, rendered?: string | Uint8Array): Promise<CardAnswer> {
  const body = rendered ?? (await problemBody(kind, theme, problem));
  return problem.retryAfter === undefined ? { status: problem.status, body } : { status: problem.status, body, retryAfter: problem.retryAfter };
}

async function problemBody(kind: CardKind, theme: Theme, problem: CardProblem): Promise<string | Uint8Array> {
  const shown = { status: problem.status, title: problem.title, message: problem.message };
  switch (kind) {
    case 'json':
      return JSON.stringify({ success: false, error: { code: problem.code, message: problem.message } });
    case 'svg':
      return errorCardSvg(theme, shown);
    case 'png':
      return renderPngAsync(errorCardSvg(theme, shown), { scale: PNG_SCALE });
    case 'og':
      return renderPngAsync(ogErrorSvg(theme, shown));
    case 'page':
    case 'embed':
      return renderErrorPage(shown);
  }
}

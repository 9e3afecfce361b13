/**
 * The card service through the real server (bun server/main.ts), reading GitHub from a fake API
 * on 127.0.0.1 (test/card/fake-github.ts) through the production client: every endpoint in every
 * theme, every design, the record against the spec's table, caching (ETag/304, Cache-Control,
 * GitHub's data apart from rendering), the errors in each endpoint's own format, CARD_HOST,
 * BASE_PATH and the per-IP limit.
 */
import { request as httpRequest } from 'node:http';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../test/card/fake-github.ts';
import { pngDimensions } from '../../test/card/png-size.ts';
import { startServer, type RunningServer } from '../test-server.ts';
import { THEMES } from './themes/index.ts';

const KINDS = [
  { kind: 'svg', path: (handle: string) => `${handle}.svg`, type: 'image/svg+xml; charset=utf-8' },
  { kind: 'png', path: (handle: string) => `${handle}.png`, type: 'image/png' },
  { kind: 'json', path: (handle: string) => `${handle}.json`, type: 'application/json; charset=utf-8' },
  { kind: 'og', path: (handle: string) => `${handle}/og.png`, type: 'image/png' },
  { kind: 'embed', path: (handle: string) => `${handle}/embed`, type: 'text/html; charset=utf-8' },
  { kind: 'page', path: (handle: string) => handle, type: 'text/html; charset=utf-8' },
] as const;

const TOKEN = 'ghp_test0000000000000000000000000000secret';

let github: FakeGithub;
let server: RunningServer;
const card = (path: string, init?: RequestInit) => fetch(`${server.url}/card/${path}`, init);

beforeAll(async () => {
  github = await startFakeGithub();
  server = await startServer({ GITHUB_API_URL: github.url, GITHUB_TOKENS: TOKEN, CARD_RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_MINUTE: '0' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await github?.close();
});

beforeEach(() => github.reset());

/** The spec's Developer card record table, checked field by field without our types. */
function expectSpecRecord(record: Record<string, any>, handle: string): void {
  expect(Object.keys(record)).toEqual(['schema_version', 'handle', 'name', 'avatar_url', 'github_url', 'ovr', 'tier', 'position', 'stats', 'metrics', 'languages', 'archetype', 'market_value', 'card_urls', 'universes']);
  expect(record.schema_version).toBe(1);
  expect(record.handle).toBe(handle);
  expect(typeof record.name).toBe('string');
  expect(typeof record.avatar_url).toBe('string');
  expect(record.github_url).toBe(`https://github.com/${handle}`);
  expect(Number.isInteger(record.ovr)).toBe(true);
  expect(typeof record.tier).toBe('string');
  expect(typeof record.position).toBe('string');
  expect(Object.keys(record.stats)).toEqual(['pac', 'sho', 'pas', 'dri', 'def', 'phy']);
  for (const value of Object.values(record.stats)) expect(Number.isInteger(value)).toBe(true);
  const metrics = record.metrics;
  expect(Object.keys(metrics)).toEqual(['stars_earned', 'followers', 'own_repos', 'years_on_github', 'events_per_week', 'maintained_ratio']);
  for (const name of ['stars_earned', 'followers', 'own_repos']) expect(Number.isInteger(metrics[name])).toBe(true);
  for (const name of ['years_on_github', 'events_per_week', 'maintained_ratio']) expect(typeof metrics[name]).toBe('number');
  expect(metrics.maintained_ratio).toBeGreaterThanOrEqual(0);
  expect(metrics.maintained_ratio).toBeLessThanOrEqual(1);
  for (const language of record.languages) {
    expect(Object.keys(language)).toEqual(['name', 'share', 'repos']);
    expect(typeof language.name).toBe('string');
    expect(language.share).toBeGreaterThanOrEqual(0);
    expect(language.share).toBeLessThanOrEqual(1);
    expect(Number.isInteger(language.repos)).toBe(true);
  }
  expect(Object.keys(record.archetype)).toEqual(['name', 'emoji', 'tagline']);
  for (const value of Object.values(record.archetype)) expect(typeof value).toBe('string');
  expect(Object.keys(record.market_value)).toEqual(['fee_eur', 'formatted', 'club']);
  expect(Number.isInteger(record.market_value.fee_eur)).toBe(true);
  expect(typeof record.market_value.formatted).toBe('string');
  expect(typeof record.market_value.club).toBe('string');
}

describe('every endpoint in every theme', () => {
  for (const theme of THEMES) {
    it(`${theme.id}: the six endpoints answer 200 with their type`, async () => {
      for (const { kind, path, type } of KINDS) {
        const response = await card(`${path('octocat')}?theme=${theme.id}`);
        expect(response.status, `${kind} ${theme.id}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
        expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
        const body = new Uint8Array(await response.arrayBuffer());
        const text = new TextDecoder().decode(body);
        if (kind === 'svg') {
          expect(XMLValidator.validate(text)).toBe(true);
          expect(text).toContain(`width="${theme.width}"`);
          expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
        }
        if (kind === 'png') expect(pngDimensions(body)).toEqual({ width: theme.width * 2, height: theme.height * 2 });
        if (kind === 'og') expect(pngDimensions(body)).toEqual({ width: 1200, height: 630 });
        if (kind === 'json') expectSpecRecord(JSON.parse(text), 'octocat');
        if (kind === 'embed' || kind === 'page') {
          expect(text.toLowerCase()).toMatch(/^<!doctype html>/);
          const csp = response.headers.get('content-security-policy') ?? '';
          expect(csp).toContain("default-src 'none'");
          expect(csp).toContain(kind === 'page' ? "frame-ancestors 'none'" : 'frame-ancestors *');
        }
      }
      // Rendering a theme's PNG and OG image takes a second or two on a busy CI machine.
    }, 60_000);
  }

  it('every design of every theme answers its SVG and PNG, and each design draws differently', async () => {
    for (const theme of THEMES) {
      const drawn = new Set<string>();
      for (const design of theme.designs) {
        const svg = await card(`octocat.svg?theme=${theme.id}&design=${design}`);
        expect(svg.status, `${theme.id}/${design}`).toBe(200);
        drawn.add(await svg.text());
        const png = await card(`octocat.png?theme=${theme.id}&design=${design}`);
        expect(png.status).toBe(200);
        expect(pngDimensions(new Uint8Array(await png.arrayBuffer()))).toEqual({ width: theme.width * 2, height: theme.height * 2 });
      }
      expect(drawn.size).toBe(theme.designs.length);
    }
  }, 120_000);
});

describe('the record', () => {
  it('is the spec’s record, its card_urls and universes pointing at this server for every theme and design', async () => {
    const record = await (await card('OctoCat.json')).json();
    expectSpecRecord(record, 'octocat');
    expect(record.name).toBe('The Octocat');
    expect(Object.keys(record.card_urls)).toEqual(THEMES.map((theme) => theme.id));
    expect(Object.keys(record.universes)).toEqual(THEMES.map((theme) => theme.id));
    for (const theme of THEMES) {
      expect(Object.keys(record.card_urls[theme.id])).toEqual([...theme.designs]);
      for (const design of theme.designs) {
        expect(record.card_urls[theme.id][design]).toEqual({
          svg: `${server.url}/card/octocat.svg?theme=${theme.id}&design=${design}`,
          png: `${server.url}/card/octocat.png?theme=${theme.id}&design=${design}`,
        });
      }
      expect(Object.keys(record.universes[theme.id])).toEqual(['page', 'svg', 'png', 'og', 'embed', 'json']);
    }
    // The links work.
    for (const url of [record.universes.rpg.page, record.universes.knight.og, record.card_urls.tcg[THEMES[6]!.designs[1]!].png]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
  });

  it('is deterministic: the same data gives the same bytes and ETag', async () => {
    const first = await card('octocat.png?theme=arcade');
    const second = await card('octocat.png?theme=arcade');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });
});

describe('caching', () => {
  it('keeps GitHub’s data apart from rendering: switching themes, designs and formats makes no API call', async () => {
    await card('busy-dev.json');
    const loaded = github.requests.length;
    expect(loaded).toBeGreaterThan(3);
    // Every theme and format (the images of one theme: rendering them all is the test above's work).
    for (const theme of THEMES) for (const { kind, path } of KINDS) if (theme === THEMES[0] || (kind !== 'png' && kind !== 'og')) await card(`${path('busy-dev')}?theme=${theme.id}`);
    expect(github.requests.length).toBe(loaded);
  });

  it('answers If-None-Match with 304 and the caching headers, and HEAD without a body', async () => {
    const first = await card('octocat.svg?theme=dossier');
    const etag = first.headers.get('etag')!;
    const again = await card('octocat.svg?theme=dossier', { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
    expect(await again.text()).toBe('');
    expect((await card('octocat.svg?theme=dossier', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
    const head = await card('octocat.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("sends the token to GitHub's API (never to the avatar host), and never shows the token", async () => {
    await card('octocat.json?theme=tcg');
    await card('empty-user.json');
    const api = github.requests.filter((request) => !request.path.startsWith('/avatars/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((request) => request.authorized)).toBe(true);
    expect(github.requests.filter((request) => request.path.startsWith('/avatars/')).every((request) => !request.authorized)).toBe(true);
    expect(server.output()).not.toContain(TOKEN);
  });
});

describe('errors, each in its endpoint’s format', () => {
  it('answers a bad handle 400 VALIDATION_ERROR: JSON on .json, an error card on images, a page on HTML', async () => {
    for (const handle of ['-octocat', 'octo--cat', 'a_b', 'a'.repeat(40), '%3Cscript%3E']) {
      const json = await card(`${handle}.json`);
      expect(json.status, handle).toBe(400);
      const body = await json.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message).toMatch(/^handle must be a GitHub user name/);
    }
    const svg = await card('-bad-.svg');
    expect(svg.status).toBe(400);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(XMLValidator.validate(await svg.text())).toBe(true);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
    const png = await card('-bad-.png');
    expect(png.status).toBe(400);
    expect(pngDimensions(new Uint8Array(await png.arrayBuffer()))).toEqual({ width: THEMES[0]!.width * 2, height: THEMES[0]!.height * 2 });
    const page = await card('-bad-');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers an unknown theme or design 400 with the allowed list', async () => {
    const theme = await (await card('octocat.json?theme=Football')).json();
    expect(theme.error).toEqual({ code: 'VALIDATION_ERROR', message: 'theme must be one of football, rpg, dossier, knight, arcade, mission, tcg; got "Football"' });
    const design = await (await card('octocat.json?theme=rpg&design=__proto__')).json();
    expect(design.error.message).toBe(`design of the rpg theme must be one of ${THEMES[1]!.designs.join(', ')}; got "__proto__"`);
    expect((await card('octocat/og.png?theme=constructor')).status).toBe(400);
    expect((await card(`octocat/embed?design=${THEMES[1]!.designs[1]}`)).status).toBe(THEMES[0]!.designs.includes(THEMES[1]!.designs[1]!) ? 200 : 400);
  });

  it('answers an unknown user 404 NOT_FOUND in every format, cached ten minutes', async () => {
    const json = await card('no-such-user.json');
    expect(json.status).toBe(404);
    expect((await json.json()).error.code).toBe('NOT_FOUND');
    for (const { kind, path, type } of KINDS) {
      const response = await card(path('no-such-user'));
      expect(response.status, kind).toBe(404);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
    }
    const og = await card('no-such-user/og.png');
    expect(pngDimensions(new Uint8Array(await og.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After when GitHub’s limit is used up and nothing is cached, yet serves what is cached', async () => {
    await card('octocat.json');
    github.rateLimit('all', Math.floor(Date.now() / 1000) + 120);
    const refused = await card('brand-new-user.json');
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe('UPSTREAM_UNAVAILABLE');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(121);
    expect((await card('brand-new-user.svg')).status).toBe(503);
    expect((await card('octocat.json')).status).toBe(200);
  });

  it('answers other paths and methods as the API does', async () => {
    expect((await card('octocat/nothing')).status).toBe(404);
    expect((await card('octocat/')).status).toBe(404);
    const post = await card('octocat.svg', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('CARD_HOST, BASE_PATH and the per-IP limit', () => {
  let hosted: RunningServer;

  beforeAll(async () => {
    hosted = await startServer({ GITHUB_API_URL: github.url, CARD_HOST: 'cards.example.org', BASE_PATH: '/tools', CARD_RATE_LIMIT_PER_MINUTE: '4' });
  }, 60_000);
  afterAll(() => hosted?.stop());

  /** A GET with its own Host header (fetch may not set one). */
  const get = (path: string, host: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const url = new URL(hosted.url);
      const request = httpRequest({ host: url.hostname, port: url.port, path, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject).end();
    });

  it('serves the cards at the root of CARD_HOST and under BASE_PATH, each record naming where it was asked, then limits the IP', async () => {
    const atRoot = await get('/octocat.json', 'cards.example.org');
    expect(atRoot.status).toBe(200);
    expect(JSON.parse(atRoot.body).universes.football.page).toBe('http://cards.example.org/octocat?theme=football');
    const underBase = await get('/tools/card/octocat.json', 'tooldeck.example.org');
    expect(underBase.status).toBe(200);
    expect(JSON.parse(underBase.body).universes.football.page).toBe('http://tooldeck.example.org/tools/card/octocat?theme=football');
    expect(atRoot.headers['x-ratelimit-limit']).toBe('4');
    // Epoch-aligned minute windows: a new minute may start mid-test, so ask until refused.
    let answer = await get('/octocat.png', 'cards.example.org');
    for (let asked = 1; answer.status !== 429 && asked < 10; asked++) answer = await get(asked % 2 ? '/card/octocat.svg' : '/octocat.png', asked % 2 ? 'tooldeck.example.org' : 'cards.example.org');
    expect(answer.status).toBe(429);
    const limited = await get('/octocat.png', 'cards.example.org');
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toBe('image/png');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    // The API's own routes are not the card host's.
    expect((await get('/api/health', 'cards.example.org')).status).toBe(404);
  });
});

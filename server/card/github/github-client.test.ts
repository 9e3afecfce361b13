import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../../test/card/fake-github.ts';
import { MemoryCache } from '../../cache/memory-cache.ts';
import { createGithubClient, ETAG_KEY_PREFIX, UpstreamUnavailableError, type GithubClientOptions } from './github-client.ts';

const TOKENS = ['ghp_tokenAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'ghp_tokenBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'] as const;
const [A, B] = TOKENS;
const NOW = Date.parse('2026-11-27T00:00:00Z');
const NOW_SECONDS = NOW / 1000;

let fake: FakeGithub;
let clock: number;
let cache: MemoryCache;

beforeAll(async () => {
  fake = await startFakeGithub({ tokens: TOKENS });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = NOW;
  cache = new MemoryCache({ now: () => clock });
});

function client(options: Partial<GithubClientOptions> = {}) {
  return createGithubClient({ apiUrl: fake.url, tokens: TOKENS, cache, now: () => clock, ...options });
}

/** The UpstreamUnavailableError `promise` rejects with. */
async function upstreamError(promise: Promise<unknown>): Promise<UpstreamUnavailableError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(UpstreamUnavailableError);
  return error as UpstreamUnavailableError;
}

function expectNoToken(error: unknown) {
  const error_ = error as Error;
  for (const text of [String(error_), error_.message, error_.stack ?? '', JSON.stringify(error_)]) {
    for (const token of TOKENS) expect(text).not.toContain(token);
  }
}

const who = () => fake.requests.map((request) => request.tokenIndex ?? 'anonymous');

describe('requests', () => {
  it("sends GitHub's headers, a token as Bearer, and answers the body", async () => {
    const answer = await client().get('/users/octocat');
    expect(answer.status).toBe(200);
    expect((answer as { body: { login: string; id: number } }).body).toMatchObject({ login: 'octocat', id: 583231 });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/users/octocat', authorized: true, tokenIndex: 0 });
    expect(request!.headers).toMatchObject({ accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'tooldeck-card' });
  });

  it('goes without Authorization when no token is configured', async () => {
    await client({ tokens: [] }).get('/users/octocat');
    expect(fake.requests[0]).toMatchObject({ authorized: false, tokenIndex: null });
  });

  it('answers 404 as { status: 404 }', async () => {
    expect(await client().get('/users/no-such-user-here')).toEqual({ status: 404 });
  });

  it('keeps using one token while it lasts', async () => {
    const github = client();
    await github.get('/users/octocat');
    await github.get('/users/busy-dev');
    expect(who()).toEqual([0, 0]);
  });
});

describe('conditional requests', () => {
  it('stores the ETag, sends If-None-Match, and a 304 answers the stored body', async () => {
    const github = client();
    const first = await github.get('/users/octocat');
    const stored = await cache.get(`${ETAG_KEY_PREFIX}/users/octocat`);
    const { etag } = JSON.parse(stored!.value as string) as { etag: string };
    expect(etag).toMatch(/^W\/"[0-9a-f]{64}"$/);
    expect(stored!.expiresAt - stored!.storedAt).toBe(7 * 24 * 60 * 60 * 1000);

    const second = await github.get('/users/octocat');
    expect(fake.requests[1]!.ifNoneMatch).toBe(etag);
    expect(second).toEqual(first);
  });

  it('a 304 answers what the store holds, not a new download', async () => {
    const github = client();
    await github.get('/users/octocat');
    const key = `${ETAG_KEY_PREFIX}/users/octocat`;
    const { etag } = JSON.parse((await cache.get(key))!.value as string) as { etag: string };
    await cache.set(key, JSON.stringify({ etag, body: { login: 'from-the-store' } }), 60_000);
    expect(await github.get('/users/octocat')).toEqual({ status: 200, body: { login: 'from-the-store' } });
  });

  it('a stale ETag gets the new body with 200', async () => {
    await cache.set(`${ETAG_KEY_PREFIX}/users/octocat`, JSON.stringify({ etag: 'W/"old"', body: { login: 'old' } }), 60_000);
    const answer = await client().get('/users/octocat');
    expect(fake.requests[0]!.ifNoneMatch).toBe('W/"old"');
    expect((answer as { body: { login: string } }).body.login).toBe('octocat');
  });

  it('keeps only what a shape reduces the body to, under its own key, and a 304 answers that', async () => {
    const shape = { id: 'login-only', reduce: (body: unknown) => ({ login: (body as { login: string }).login }) };
    const github = client();
    expect(await github.get('/users/octocat', shape)).toEqual({ status: 200, body: { login: 'octocat' } });
    const stored = JSON.parse((await cache.get(`${ETAG_KEY_PREFIX}/users/octocat#login-only`))!.value as string) as { body: unknown };
    expect(stored.body).toEqual({ login: 'octocat' });
    expect(await cache.get(`${ETAG_KEY_PREFIX}/users/octocat`)).toBeUndefined();
    expect(await github.get('/users/octocat', shape)).toEqual({ status: 200, body: { login: 'octocat' } });
    expect(fake.requests[1]!.ifNoneMatch).not.toBeNull();
    // Without the shape, the whole body: another key, no If-None-Match.
    expect((await github.get('/users/octocat')).status).toBe(200);
    expect(fake.requests[2]!.ifNoneMatch).toBeNull();
  });

  it('ignores a garbled store entry', async () => {
    await cache.set(`${ETAG_KEY_PREFIX}/users/octocat`, '{not json', 60_000);
    expect((await client().get('/users/octocat')).status).toBe(200);
    expect(fake.requests[0]!.ifNoneMatch).toBeNull();
  });
});

describe('token rotation', () => {
  it.each([403, 429] as const)('moves to the next token on a primary rate limit (%i, x-ratelimit-remaining 0)', async (status) => {
    fake.rateLimit(A, NOW_SECONDS + 1800, status);
    const github = client();
    expect((await github.get('/users/octocat')).status).toBe(200);
    expect(who()).toEqual([0, 1]);
    await github.get('/users/busy-dev');
    expect(who()).toEqual([0, 1, 1]);
  });

  it.each([403, 429] as const)('moves on at a secondary limit (%i with Retry-After) and comes back after it', async (status) => {
    fake.secondaryLimit(A, 120, status);
    const github = client();
    await github.get('/users/octocat');
    expect(who()).toEqual([0, 1]);
    fake.reset();
    fake.rateLimit(B, NOW_SECONDS + 3600);
    clock += 121_000;
    await github.get('/users/octocat');
    expect(who()).toEqual([1, 0]);
  });

  it('sets a token with bad credentials aside for an hour', async () => {
    fake.badToken(A);
    const github = client();
    expect((await github.get('/users/octocat')).status).toBe(200);
    expect(who()).toEqual([0, 1]);
    fake.requests.length = 0;
    fake.rateLimit(B, NOW_SECONDS + 7200);
    clock += 59 * 60 * 1000;
    await github.get('/users/octocat');
    expect(who()).toEqual([1, 'anonymous']);
    fake.reset();
    clock += 2 * 60 * 1000;
    await github.get('/users/octocat');
    expect(who()).toEqual([0]);
  });

  it('when every token is spent, asks once without a token', async () => {
    fake.rateLimit(A, NOW_SECONDS + 600);
    fake.rateLimit(B, NOW_SECONDS + 900);
    const answer = await client().get('/users/octocat');
    expect(answer.status).toBe(200);
    expect(who()).toEqual([0, 1, 'anonymous']);
    expect(fake.requests[2]!.authorized).toBe(false);
  });
});

describe('giving up', () => {
  it('throws UpstreamUnavailableError with the seconds until the earliest token resets', async () => {
    fake.rateLimit(A, NOW_SECONDS + 1200);
    fake.rateLimit(B, NOW_SECONDS + 600);
    fake.rateLimit('anonymous', NOW_SECONDS + 3000);
    const github = client();
    const error = await upstreamError(github.get('/users/octocat'));
    expect(error.retryAfterSeconds).toBe(600);
    expect(who()).toEqual([0, 1, 'anonymous']);
    expectNoToken(error);

    // Nothing is asked again before a credential's reset.
    clock += 100_000;
    expect((await upstreamError(github.get('/users/octocat'))).retryAfterSeconds).toBe(500);
    expect(fake.requests).toHaveLength(3);

    // At B's reset it is tried again.
    clock = NOW + 600_000;
    fake.reset();
    expect((await github.get('/users/octocat')).status).toBe(200);
    expect(who()).toEqual([1]);
  });

  it('a limit answered with 429 to every credential gives up the same way', async () => {
    fake.rateLimit('all', NOW_SECONDS + 45, 429);
    expect((await upstreamError(client().get('/users/octocat'))).retryAfterSeconds).toBe(45);
  });

  it('without tokens, gives up at the unauthenticated limit', async () => {
    fake.rateLimit('anonymous', NOW_SECONDS + 1500);
    expect((await upstreamError(client({ tokens: [] }).get('/users/octocat'))).retryAfterSeconds).toBe(1500);
    expect(who()).toEqual(['anonymous']);
  });

  it('keeps Retry-After within 1 s and an hour', async () => {
    fake.rateLimit('all', NOW_SECONDS + 10 * 3600);
    expect((await upstreamError(client().get('/users/octocat'))).retryAfterSeconds).toBe(3600);
    fake.reset();
    fake.secondaryLimit('all', 0);
    expect((await upstreamError(client().get('/users/octocat'))).retryAfterSeconds).toBe(1);
  });

  it('a reset already past means a minute', async () => {
    fake.rateLimit('all', NOW_SECONDS - 5);
    expect((await upstreamError(client().get('/users/octocat'))).retryAfterSeconds).toBe(60);
  });

  it.each([500, 502, 503])('a %i is an outage: no rotation, Retry-After 60', async (status) => {
    fake.failWith(status);
    const error = await upstreamError(client().get('/users/octocat'));
    expect(error.retryAfterSeconds).toBe(60);
    expect(fake.requests).toHaveLength(1);
    expectNoToken(error);
  });

  it('a 403 that is not about limits is not a reason to burn the other tokens', async () => {
    fake.answer('/users/octocat', { message: 'Must have admin rights to Repository.', documentation_url: 'https://docs.github.com/rest' }, 403);
    await upstreamError(client().get('/users/octocat'));
    expect(fake.requests).toHaveLength(1);
  });

  it('a body over the cap is an outage', async () => {
    const error = await upstreamError(client({ maxBodyBytes: 1000 }).get('/users/busy-dev/repos?type=owner&per_page=100&page=1'));
    expect(error.retryAfterSeconds).toBe(60);
  });
});

describe('a GitHub that misbehaves at the socket', () => {
  let raw: Server;
  let rawUrl: string;
  beforeAll(async () => {
    raw = createServer((request, response) => {
      if (request.url === '/hang') return; // never answers
      if (request.url === '/repos/octocat/old-name/languages') return response.writeHead(301, { location: '/repositories/1296269/languages' }).end();
      if (request.url === '/repositories/1296269/languages') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ auth: request.headers.authorization !== undefined }));
      if (request.url === '/away') return response.writeHead(301, { location: `${fake.url}/users/octocat` }).end();
      if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
      if (request.url === '/not-json') return response.writeHead(200, { 'content-type': 'application/json' }).end('<html>Unicorn!</html>');
      if (request.url === '/half') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        response.write('{"login":');
        setImmediate(() => response.destroy());
      }
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    raw.closeAllConnections();
    raw.close();
  });

  it("follows a redirect within the API's origin, token included", async () => {
    const answer = await createGithubClient({ apiUrl: rawUrl, tokens: TOKENS, cache }).get('/repos/octocat/old-name/languages');
    expect(answer).toEqual({ status: 200, body: { auth: true } });
  });

  it('refuses a redirect to another origin (the token never goes there) and endless redirects', async () => {
    await upstreamError(createGithubClient({ apiUrl: rawUrl, tokens: TOKENS, cache }).get('/away'));
    expect(fake.requests).toHaveLength(0);
    await upstreamError(createGithubClient({ apiUrl: rawUrl, tokens: TOKENS, cache }).get('/loop'));
  });

  it('a timeout is an outage', async () => {
    const error = await upstreamError(createGithubClient({ apiUrl: rawUrl, tokens: TOKENS, cache, timeoutMs: 100 }).get('/hang'));
    expect(error.retryAfterSeconds).toBe(60);
    expectNoToken(error);
  });

  it('a body that is not JSON is an outage', async () => {
    await upstreamError(createGithubClient({ apiUrl: rawUrl, tokens: TOKENS, cache }).get('/not-json'));
  });

  it('a connection cut mid-body is an outage', async () => {
    await upstreamError(createGithubClient({ apiUrl: rawUrl, tokens: TOKENS, cache }).get('/half'));
  });

  it('a refused connection is an outage', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await upstreamError(createGithubClient({ apiUrl: url, tokens: TOKENS, cache }).get('/users/octocat'));
    expectNoToken(error);
  });
});

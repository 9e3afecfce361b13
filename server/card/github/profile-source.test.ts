import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../../test/card/fake-github.ts';
import { MemoryCache } from '../../cache/memory-cache.ts';
import { UpstreamUnavailableError, createGithubClient } from './github-client.ts';
import { PROFILE_KEY_PREFIX, createProfileSource, type ProfileResult, type ProfileSource } from './profile-source.ts';

const TOKENS = ['ghp_profileTokenAAAAAAAAAAAAAAAAAAAAAAAAA'] as const;
const NOW = Date.parse('2026-11-27T00:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let fake: FakeGithub;
let clock: number;
let cache: MemoryCache;
let source: ProfileSource;

beforeAll(async () => {
  fake = await startFakeGithub({ tokens: TOKENS });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = NOW;
  cache = new MemoryCache({ now: () => clock });
  const client = createGithubClient({ apiUrl: fake.url, tokens: TOKENS, cache, now: () => clock });
  source = createProfileSource({ client, cache, apiUrl: fake.url, now: () => clock });
});

const apiRequests = () => fake.requests.filter((request) => !request.path.startsWith('/avatars/'));

function found(result: ProfileResult) {
  if (result.kind !== 'found') throw new Error('expected a profile');
  return result;
}

describe('profile source', () => {
  it('fetches once, then answers from the cache for an hour without a request', async () => {
    const first = found(await source.load('octocat'));
    expect(first.profile.name).toBe('The Octocat');
    expect(first.avatar).toMatch(/^data:image\/png;base64,/);
    expect(first.fetchedAt).toBe(NOW);
    const cost = fake.requests.length;
    expect(cost).toBe(11);

    clock += 59 * MINUTE;
    // Any case, any number of times (a theme switch, the PNG after the SVG): no request.
    expect(await source.load('OctoCat')).toEqual(first);
    expect(await source.load('octocat')).toEqual(first);
    expect(fake.requests).toHaveLength(cost);
    const stored = await cache.get(`${PROFILE_KEY_PREFIX}octocat`);
    expect(JSON.parse(stored!.value as string)).toEqual(first);
    expect(stored!.expiresAt - stored!.storedAt).toBe(7 * DAY);
  });

  it('refetches after an hour with conditional requests', async () => {
    await source.load('octocat');
    fake.requests.length = 0;
    clock += HOUR;
    const again = found(await source.load('octocat'));
    expect(again.fetchedAt).toBe(NOW + HOUR);
    // Every API request asks If-None-Match (and GitHub answers 304, free with a token).
    expect(apiRequests()).toHaveLength(10);
    expect(apiRequests().every((request) => request.ifNoneMatch !== null)).toBe(true);
  });

  it.each([
    ['GitHub is down', () => fake.failWith(503)],
    ['every limit is spent', () => fake.rateLimit('all', Math.floor(NOW / 1000) + 2 * 3600)],
  ])('answers the stale copy when %s', async (_, outage) => {
    const first = found(await source.load('octocat'));
    clock += 2 * DAY;
    outage();
    expect(await source.load('octocat')).toEqual(first);
  });

  it('without a copy, the outage reaches the caller with its Retry-After', async () => {
    fake.rateLimit('all', Math.floor(NOW / 1000) + 1800);
    const error = await source.load('octocat').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).retryAfterSeconds).toBe(1800);
  });

  it('a copy older than 7 days is gone: the outage reaches the caller', async () => {
    await source.load('octocat');
    clock += 7 * DAY;
    fake.failWith(503);
    await expect(source.load('octocat')).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('remembers an unknown user for 10 minutes', async () => {
    expect(await source.load('no-such-user-here')).toEqual({ kind: 'not-found' });
    expect(fake.requests).toHaveLength(1);
    clock += 9 * MINUTE;
    expect(await source.load('No-Such-User-Here')).toEqual({ kind: 'not-found' });
    expect(fake.requests).toHaveLength(1);
    clock += MINUTE;
    expect(await source.load('no-such-user-here')).toEqual({ kind: 'not-found' });
    expect(fake.requests).toHaveLength(2);
  });

  it('concurrent loads of one handle share one fetch', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, index) => source.load(index % 2 ? 'octocat' : 'OCTOCAT')));
    expect(fake.requests.filter((request) => request.path === '/users/octocat' || request.path === '/users/OCTOCAT')).toHaveLength(1);
    expect(fake.requests).toHaveLength(11);
    for (const result of results) expect(result).toEqual(results[0]);
  });

  it('concurrent loads share a failure too, and the next load tries again', async () => {
    fake.failWith(502);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => source.load('busy-dev')));
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof UpstreamUnavailableError)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    fake.reset();
    expect(found(await source.load('busy-dev')).profile.handle).toBe('busy-dev');
  });

  it('a garbled cache entry is refetched', async () => {
    await cache.set(`${PROFILE_KEY_PREFIX}octocat`, '{"kind":"found"', DAY);
    expect(found(await source.load('octocat')).profile.handle).toBe('octocat');
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});

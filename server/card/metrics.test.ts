/**
 * The expected values were computed by hand from the fixtures with python3 (the definitions in
 * metrics.ts, half-up rounding with decimal.Decimal), at NOW = 2026-11-27T00:00:00Z.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../test/card/fake-github.ts';
import { MemoryCache } from '../cache/memory-cache.ts';
import { createGithubClient } from './github/github-client.ts';
import { fetchSnapshot, type GithubSnapshot } from './github/github-snapshot.ts';
import { cardProfile } from './metrics.ts';

const NOW = Date.parse('2026-11-27T00:00:00Z');
const XSS = `"><script>alert(1)</script></svg><img src=x onerror=alert(2)>'javascript:alert(3)&amp;`;

let fake: FakeGithub;
beforeAll(async () => {
  fake = await startFakeGithub();
});
afterAll(() => fake.close());

async function snapshotOf(handle: string): Promise<GithubSnapshot> {
  const client = createGithubClient({ apiUrl: fake.url, tokens: [], cache: new MemoryCache(), now: () => NOW });
  const result = await fetchSnapshot(client, handle, { apiUrl: fake.url, now: NOW });
  if (result.kind !== 'found') throw new Error(`${handle} not found`);
  return result.snapshot;
}

describe('cardProfile from the fixtures', () => {
  it('octocat', async () => {
    expect(cardProfile(await snapshotOf('octocat'), NOW)).toEqual({
      handle: 'octocat',
      name: 'The Octocat',
      // The fake serves over http: only an https avatar URL makes it into the record.
      avatar_url: '',
      github_url: 'https://github.com/octocat',
      bio: null,
      company: '@github',
      location: 'San Francisco',
      metrics: { stars_earned: 18513, followers: 19877, own_repos: 8, years_on_github: 15.8, events_per_week: 0.3, maintained_ratio: 0.14 },
      languages: [
        { name: 'CSS', share: 0.684, repos: 2 },
        { name: 'HTML', share: 0.248, repos: 3 },
        { name: 'JavaScript', share: 0.067, repos: 1 },
      ],
      languages_repos_considered: 7,
    });
  });

  it('busy-dev', async () => {
    const profile = cardProfile(await snapshotOf('busy-dev'), NOW);
    expect(profile).toMatchObject({
      handle: 'busy-dev',
      name: 'Busy Developer',
      bio: 'Maintainer of far too many tools. TypeScript, Rust, Go.',
      company: 'Open Source Collective',
      location: 'Lisbon, Portugal',
      // 283 of the 300 events fall within 90 days; 80 of 192 non-fork repos are maintained.
      metrics: { stars_earned: 36053, followers: 48213, own_repos: 230, years_on_github: 14.7, events_per_week: 22, maintained_ratio: 0.42 },
      languages_repos_considered: 10,
    });
    expect(profile.languages).toEqual([
      { name: 'C', share: 0.203, repos: 4 },
      { name: 'Dockerfile', share: 0.144, repos: 3 },
      { name: 'JavaScript', share: 0.137, repos: 3 },
      { name: 'Rust', share: 0.135, repos: 3 },
      { name: 'Python', share: 0.067, repos: 2 },
      { name: 'TypeScript', share: 0.066, repos: 2 },
      { name: 'Shell', share: 0.063, repos: 1 },
      { name: 'Objective-C++', share: 0.059, repos: 1 },
    ]);
  });

  it('xss-user: markup passes through as data, control characters and lone surrogates go, text is clipped', async () => {
    const profile = cardProfile(await snapshotOf('xss-user'), NOW);
    expect(profile.name).toBe(`${XSS}[31m`);
    expect(profile.bio).toBe(
      '</svg><script>alert("bio")</script> line two  javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:alert(4) javascript:ale',
    );
    expect(profile.company).toBe(`"@evil" 'corp' <b>bold</b>`);
    expect(profile.location).toBeNull();
    expect(profile.avatar_url).toBe('');
    expect(profile.github_url).toBe('https://github.com/xss-user');
    expect(profile.metrics).toEqual({ stars_earned: 7, followers: 3, own_repos: 1, years_on_github: 6.7, events_per_week: 0.1, maintained_ratio: 1 });
    expect(profile.languages).toEqual([
      { name: 'JavaScript', share: 0.75, repos: 1 },
      { name: '<script>', share: 0.25, repos: 1 },
    ]);
  });

  it('empty-user: the login as name, every metric 0, no languages', async () => {
    expect(cardProfile(await snapshotOf('empty-user'), NOW)).toEqual({
      handle: 'empty-user',
      name: 'empty-user',
      avatar_url: '',
      github_url: 'https://github.com/empty-user',
      bio: null,
      company: null,
      location: null,
      metrics: { stars_earned: 0, followers: 0, own_repos: 0, years_on_github: 0, events_per_week: 0, maintained_ratio: 0 },
      languages: [],
      languages_repos_considered: 0,
    });
  });

  it('odd-types: wrong types count as absent', async () => {
    expect(cardProfile(await snapshotOf('odd-types'), NOW)).toEqual({
      handle: 'ODD-Types',
      name: 'ODD-Types',
      avatar_url: '',
      github_url: 'https://github.com/ODD-Types',
      bio: null,
      company: null,
      location: null,
      // Non-fork: strings, real, negative, no-fields; real and negative pushed 2026-11-01.
      metrics: { stars_earned: 5, followers: 0, own_repos: 0, years_on_github: 0, events_per_week: 0.1, maintained_ratio: 0.5 },
      languages: [
        { name: 'Zig', share: 0.667, repos: 1 },
        { name: '__proto__', share: 0.222, repos: 1 },
        { name: 'constructor', share: 0.111, repos: 1 },
      ],
      languages_repos_considered: 2,
    });
  });
});

describe('cardProfile edges', () => {
  const base: GithubSnapshot = {
    user: { login: 'edge', name: null, bio: null, company: null, location: null, avatarUrl: null, followers: 0, publicRepos: 0, createdAt: null },
    repos: [],
    eventTimes: [],
    languages: [],
    avatar: null,
  };
  const DAY = 24 * 60 * 60 * 1000;

  it('clips by code point, never splitting a surrogate pair', () => {
    const profile = cardProfile({ ...base, user: { ...base.user, bio: '🐙'.repeat(400), company: 'x'.repeat(10_000), name: '  ' } }, NOW);
    expect(Array.from(profile.bio!)).toHaveLength(300);
    expect(profile.bio).toBe('🐙'.repeat(300));
    expect(profile.company).toHaveLength(100);
    expect(profile.name).toBe('edge');
  });

  it('keeps an https avatar URL, drops anything else', () => {
    const avatar = (avatarUrl: string) => cardProfile({ ...base, user: { ...base.user, avatarUrl } }, NOW).avatar_url;
    expect(avatar('https://avatars.githubusercontent.com/u/583231?v=4')).toBe('https://avatars.githubusercontent.com/u/583231?v=4');
    expect(avatar('http://avatars.githubusercontent.com/u/1')).toBe('');
    expect(avatar('javascript:alert(1)')).toBe('');
    expect(avatar('//evil.example/a.png')).toBe('');
  });

  it('counts an event exactly 90 days old, not one a second older', () => {
    const window = 90 * DAY;
    const profile = cardProfile({ ...base, eventTimes: [NOW - window, NOW - window - 1000] }, NOW);
    // 1 / (90 / 7) = 0.0777… → 0.1
    expect(profile.metrics.events_per_week).toBe(0.1);
    expect(cardProfile({ ...base, eventTimes: [NOW - window - 1000] }, NOW).metrics.events_per_week).toBe(0);
  });

  it('a repo pushed exactly 365 days ago is maintained; archived or older ones are not', () => {
    const repo = { name: 'r', fork: false, archived: false, stars: 0, size: 1, pushedAt: NOW - 365 * DAY };
    const repos = [repo, { ...repo, pushedAt: NOW - 365 * DAY - 1 }, { ...repo, archived: true, pushedAt: NOW }, { ...repo, fork: true, pushedAt: NOW }];
    // 1 of 3 non-fork repos: 0.333… → 0.33
    expect(cardProfile({ ...base, repos }, NOW).metrics.maintained_ratio).toBe(0.33);
  });

  it('a creation date in the future is 0 years', () => {
    expect(cardProfile({ ...base, user: { ...base.user, createdAt: NOW + DAY } }, NOW).metrics.years_on_github).toBe(0);
  });
});

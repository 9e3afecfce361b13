import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../../test/card/fake-github.ts';
import { MemoryCache } from '../../cache/memory-cache.ts';
import { createGithubClient, type GithubClient } from './github-client.ts';
import { fetchSnapshot, type GithubSnapshot } from './github-snapshot.ts';

const NOW = Date.parse('2026-11-27T00:00:00Z');
const PNG = readFileSync(new URL('../../../test/card/fixtures/github/avatar.png', import.meta.url));

let fake: FakeGithub;
let client: GithubClient;
let cache: MemoryCache;

beforeAll(async () => {
  fake = await startFakeGithub();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  cache = new MemoryCache();
  client = createGithubClient({ apiUrl: fake.url, tokens: [], cache, now: () => NOW });
});

async function snapshotOf(handle: string, now = NOW): Promise<GithubSnapshot> {
  const result = await fetchSnapshot(client, handle, { apiUrl: fake.url, now });
  if (result.kind !== 'found') throw new Error(`${handle} not found`);
  return result.snapshot;
}

const paths = () => fake.requests.map((request) => request.path);
const languagePaths = () => paths().filter((path) => path.endsWith('/languages'));

describe('fetchSnapshot', () => {
  it('reads octocat: user, one page of repos and events, languages of the 7 non-fork repos, avatar', async () => {
    const snapshot = await snapshotOf('octocat');
    expect(snapshot.user).toEqual({
      login: 'octocat',
      name: 'The Octocat',
      bio: null,
      company: '@github',
      location: 'San Francisco',
      avatarUrl: `${fake.url}/avatars/u/583231?v=4`,
      followers: 19877,
      publicRepos: 8,
      createdAt: Date.parse('2011-01-25T18:44:36Z'),
    });
    expect(snapshot.repos.map((repo) => repo.name)).toEqual(['Hello-World', 'git-consortium', 'hello-worId', 'Spoon-Knife', 'linguist', 'octocat.github.io', 'test-repo1', 'boysenberry-repo-1']);
    expect(snapshot.repos.find((repo) => repo.name === 'linguist')).toEqual({ name: 'linguist', fork: true, archived: false, stars: 263, size: 32899, pushedAt: Date.parse('2024-03-01T09:15:27Z') });
    expect(snapshot.eventTimes).toHaveLength(5);
    expect(snapshot.eventTimes[0]).toBe(Date.parse('2026-11-19T15:02:44Z'));
    expect(snapshot.languages.map((entry) => entry.repo).sort()).toEqual(['Hello-World', 'Spoon-Knife', 'boysenberry-repo-1', 'git-consortium', 'hello-worId', 'octocat.github.io', 'test-repo1']);
    expect(snapshot.languages.find((entry) => entry.repo === 'octocat.github.io')!.bytes).toEqual([['CSS', 9442], ['HTML', 1612], ['JavaScript', 1030]]);
    expect(snapshot.languages.find((entry) => entry.repo === 'Hello-World')!.bytes).toEqual([]);
    expect(snapshot.avatar).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

    // What a fresh octocat card costs: 10 API requests and the avatar.
    expect(paths().filter((path) => !path.startsWith('/avatars/'))).toHaveLength(10);
    expect(paths()).toHaveLength(11);
    expect(paths()).toContain('/users/octocat/repos?type=owner&per_page=100&page=1');
    expect(paths()).toContain('/users/octocat/events/public?per_page=100&page=1');
    expect(languagePaths()).not.toContain('/repos/octocat/linguist/languages');
  });

  it('pages busy-dev: 230 repos in 3 pages, 300 events in 3 pages, languages of the 10 most starred', async () => {
    const snapshot = await snapshotOf('busy-dev');
    expect(snapshot.repos).toHaveLength(230);
    expect(snapshot.eventTimes).toHaveLength(300);
    expect(paths().filter((path) => path.includes('/repos?'))).toEqual([1, 2, 3].map((page) => `/users/busy-dev/repos?type=owner&per_page=100&page=${page}`));
    expect(paths().filter((path) => path.includes('/events/'))).toEqual([1, 2, 3].map((page) => `/users/busy-dev/events/public?per_page=100&page=${page}`));
    // Computed by hand (python3) from busy-dev.json: non-fork, size > 0, most stars, ties to the later push
    // (busy-014 and project.012-tool both have 427; busy-002 and busy-013 are empty).
    const expected = ['project.000-tool', 'busy-001', 'busy-003', 'project.004-tool', 'busy-006', 'busy-007', 'project.008-tool', 'busy-009', 'busy-010', 'busy-014'];
    expect(languagePaths().sort()).toEqual(expected.map((name) => `/repos/busy-dev/${name}/languages`).sort());
    expect(snapshot.languages.map((entry) => entry.repo)).toEqual(expected);
    // GitHub never sends a 0, but a reader must not count one.
    expect(snapshot.languages[1]!.bytes.map(([name]) => name)).not.toContain('Unused');
  });

  it('keeps only the fields it reads in the ETag store', async () => {
    await snapshotOf('busy-dev');
    const stored = async (key: string) => (JSON.parse((await cache.get(key))!.value as string) as { body: unknown[] }).body;
    const repos = await stored('gh-etag:/users/busy-dev/repos?type=owner&per_page=100&page=1#card-repos-1');
    expect(repos).toHaveLength(100);
    expect(Object.keys(repos[0]!).sort()).toEqual(['archived', 'fork', 'name', 'pushed_at', 'size', 'stargazers_count']);
    const events = await stored('gh-etag:/users/busy-dev/events/public?per_page=100&page=1#card-events-1');
    expect(Object.keys(events[0]!)).toEqual(['created_at']);
    // 230 repos, 300 events, 10 language tables: under 100 KB held (GitHub's full answers: ~2.5 MB).
    expect(cache.bytes).toBeLessThan(100_000);
  });

  it('stops paging events once a page reaches past the 90-day window', async () => {
    const snapshot = await snapshotOf('busy-dev', Date.parse('2027-06-01T00:00:00Z'));
    expect(paths().filter((path) => path.includes('/events/'))).toEqual(['/users/busy-dev/events/public?per_page=100&page=1']);
    expect(snapshot.eventTimes).toHaveLength(100);
  });

  it('an unknown user is not-found after one request', async () => {
    expect(await fetchSnapshot(client, 'no-such-user-here', { apiUrl: fake.url, now: NOW })).toEqual({ kind: 'not-found' });
    expect(paths()).toEqual(['/users/no-such-user-here']);
  });

  it('takes the login as GitHub spells it, whatever case was asked', async () => {
    expect((await snapshotOf('OctoCat')).user.login).toBe('octocat');
  });

  it('encodes repo names in paths', async () => {
    const snapshot = await snapshotOf('xss-user');
    expect(languagePaths()).toEqual([`/repos/xss-user/${encodeURIComponent('"><svg onload=alert(1)>')}/languages`]);
    expect(snapshot.languages).toEqual([{ repo: '"><svg onload=alert(1)>', bytes: [['<script>', 500], ['JavaScript', 1500]] }]);
  });

  it('keeps hostile text as data (the renderer escapes it)', async () => {
    const { user } = await snapshotOf('xss-user');
    expect(user.name).toContain('<script>alert(1)</script></svg>');
    expect(user.name).toContain('\ud800');
    expect(user.avatarUrl).toBe('javascript:alert(6)');
  });

  it('an empty user has no repos, events, languages; the avatar is still read', async () => {
    const snapshot = await snapshotOf('empty-user');
    expect(snapshot).toMatchObject({ repos: [], eventTimes: [], languages: [] });
    expect(snapshot.user).toMatchObject({ login: 'empty-user', name: null, followers: 0, publicRepos: 0 });
    expect(snapshot.avatar).toMatch(/^data:image\/png;base64,/);
  });
});

describe('GitHub answers read defensively', () => {
  it('wrong-typed fields are absent or 0, never a TypeError', async () => {
    const snapshot = await snapshotOf('odd-types');
    expect(snapshot.user).toEqual({ login: 'ODD-Types', name: null, bio: null, company: null, location: null, avatarUrl: null, followers: 0, publicRepos: 0, createdAt: null });
    expect(snapshot.repos).toEqual([
      { name: 'strings', fork: false, archived: false, stars: 0, size: 0, pushedAt: null },
      { name: 'real', fork: false, archived: false, stars: 5, size: 10, pushedAt: Date.parse('2026-11-01T00:00:00Z') },
      { name: 'negative', fork: false, archived: false, stars: 0, size: 10, pushedAt: Date.parse('2026-11-01T00:00:00Z') },
      { name: 'no-fields', fork: false, archived: false, stars: 0, size: 0, pushedAt: null },
    ]);
    expect(snapshot.eventTimes).toEqual([Date.parse('2026-11-20T00:00:00Z')]);
    // __proto__ and constructor are language names like any other here.
    expect(snapshot.languages).toEqual([
      { repo: 'real', bytes: [['__proto__', 100], ['constructor', 50], ['Zig', 300]] },
      { repo: 'negative', bytes: [] },
    ]);
    expect(snapshot.avatar).toBeNull();
  });

  it('bodies of the wrong shape read as empty', async () => {
    fake.answer('/users/octocat', 'just a string');
    fake.answer('/users/octocat/repos?type=owner&per_page=100&page=1', { message: 'an object, not a list' });
    fake.answer('/users/octocat/events/public?per_page=100&page=1', null);
    const snapshot = await snapshotOf('octocat');
    expect(snapshot).toEqual({
      user: { login: 'octocat', name: null, bio: null, company: null, location: null, avatarUrl: null, followers: 0, publicRepos: 0, createdAt: null },
      repos: [],
      eventTimes: [],
      languages: [],
      avatar: null,
    });
  });

  it('huge arrays are read a page at a time, no more', async () => {
    const repo = { name: 'many', fork: false, size: 1, stargazers_count: 1, pushed_at: '2026-11-01T00:00:00Z' };
    fake.answer('/users/octocat/repos?type=owner&per_page=100&page=1', Array.from({ length: 20_000 }, (_, index) => ({ ...repo, name: `r${index}` })));
    fake.answer('/users/octocat/events/public?per_page=100&page=1', Array.from({ length: 20_000 }, () => ({ created_at: '2026-11-26T00:00:00Z' })));
    fake.answer('/repos/octocat/r0/languages', Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`L${index}`, index + 1])));
    const snapshot = await snapshotOf('octocat');
    // Page 1 counts as full, so page 2 is read: octocat's fixture has nothing there.
    expect(snapshot.repos).toHaveLength(100);
    expect(snapshot.eventTimes).toHaveLength(100);
    expect(snapshot.languages.find((entry) => entry.repo === 'r0')!.bytes).toHaveLength(1000);
  });

  it('a repo gone between the list and its languages is left out', async () => {
    fake.answer('/repos/octocat/Spoon-Knife/languages', { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' }, 404);
    const snapshot = await snapshotOf('octocat');
    expect(snapshot.languages.map((entry) => entry.repo)).not.toContain('Spoon-Knife');
    expect(snapshot.languages).toHaveLength(6);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../../../test/card/fake-github.ts';
import { fetchAvatar, GITHUB_AVATAR_ORIGIN } from './avatar.ts';

const PNG = readFileSync(new URL('../../../test/card/fixtures/github/avatar.png', import.meta.url));
const JPEG = readFileSync(new URL('../../../test/card/fixtures/github/avatar.jpg', import.meta.url));

let fake: FakeGithub;
beforeAll(async () => {
  fake = await startFakeGithub();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('fetchAvatar', () => {
  it('answers a PNG from the API origin as a data URI, asking for 200 px', async () => {
    const avatar = await fetchAvatar(`${fake.url}/avatars/u/583231?v=4`, { apiUrl: fake.url });
    expect(avatar).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const url = new URL(fake.requests[0]!.path, fake.url);
    expect(url.searchParams.get('s')).toBe('200');
    expect(url.searchParams.get('v')).toBe('4');
    expect(fake.requests[0]!.authorized).toBe(false);
  });

  it('answers a JPEG as image/jpeg', async () => {
    expect(await fetchAvatar(`${fake.url}/avatars/jpeg`, { apiUrl: fake.url })).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
  });

  it("fetches from GitHub's avatar host", async () => {
    // avatars.githubusercontent.com played by the fake, as test/upstreams.ts reroutes a tool's source.
    const reroute: typeof fetch = (input, init) => fetch(String(input).replace(GITHUB_AVATAR_ORIGIN, `${fake.url}/avatars`), init);
    const avatar = await fetchAvatar(`${GITHUB_AVATAR_ORIGIN}/u/583231?v=4`, { apiUrl: 'https://api.github.com', fetch: reroute });
    expect(avatar).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(fake.requests[0]!.path).toBe('/avatars/u/583231?v=4&s=200');
  });

  it.each([
    ['another origin', 'https://evil.example/avatars/u/1.png'],
    ['the API host on another port', 'http://127.0.0.1:1/avatars/u/1'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', `data:image/png;base64,${PNG.toString('base64')}`],
    ['not a URL', 'not a url'],
  ])('refuses %s without a request', async (_, url) => {
    expect(await fetchAvatar(url, { apiUrl: fake.url })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses credentials in the URL', async () => {
    const url = new URL(`${fake.url}/avatars/u/1`);
    url.username = 'user';
    expect(await fetchAvatar(url.href, { apiUrl: fake.url })).toBeNull();
  });

  it('refuses bytes that are neither PNG nor JPEG, whatever the Content-Type says', async () => {
    expect(await fetchAvatar(`${fake.url}/avatars/not-an-image`, { apiUrl: fake.url })).toBeNull();
  });

  it('refuses more than 1 MB', async () => {
    expect(await fetchAvatar(`${fake.url}/avatars/too-big`, { apiUrl: fake.url })).toBeNull();
  });

  it('answers null on a 404, a redirect or a refused connection', async () => {
    expect(await fetchAvatar(`${fake.url}/avatars/missing`, { apiUrl: fake.url })).toBeNull();
    fake.answer('/avatars/u/9?s=200', {}, 302);
    expect(await fetchAvatar(`${fake.url}/avatars/u/9`, { apiUrl: fake.url })).toBeNull();
    expect(await fetchAvatar('http://127.0.0.1:1/avatars/u/1', { apiUrl: 'http://127.0.0.1:1' })).toBeNull();
  });
});

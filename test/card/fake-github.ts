/**
 * GitHub's REST API played on 127.0.0.1 for the card tests (issue 20, "Tests"): the card code
 * reaches it through GITHUB_API_URL, the production path. It answers the four calls a card makes
 * with GitHub's real response shapes, from the fixtures in fixtures/github/ (one JSON file a user:
 * `user`, `repos`, `events`, `languages`):
 *
 *   GET /users/{username}                             the user, as GitHub sends it
 *   GET /users/{username}/repos?type=owner&per_page&page   minimal-repository items, a page at a time, with a Link header
 *   GET /users/{username}/events/public?per_page&page     event items, newest first, at most 300
 *   GET /repos/{owner}/{repo}/languages                {language: bytes}
 *   anything else, or an unknown user or repo          404 {"message":"Not Found",…,"status":"404"}
 *
 * Users: octocat (the real one's profile and 8 repos), busy-dev (230 repos: three pages; 300
 * events: three pages), xss-user (hostile text, a lone surrogate escape), empty-user (nothing),
 * odd-types (every field of the wrong type). A fixture's repos and events hold only what differs
 * between them: the fake adds what GitHub derives from the names (owner, full_name, the *_url
 * links, the event's actor). Fixtures carry https://api.github.com in their links; the fake
 * answers with its own origin there, as a GitHub Enterprise Server does, so avatar_url points at
 * this server too:
 *
 *   GET /avatars/u/{id}          a 200×200 identicon PNG as GitHub draws for a user without a photo (fixtures/github/avatar.png, written with Python's zlib)
 *   GET /avatars/jpeg            a real JPEG (fixtures/github/avatar.jpg, CPython's test image)
 *   GET /avatars/not-an-image    a GIF sent as image/png
 *   GET /avatars/too-big         1.5 MB that start like a PNG
 *
 * Every 200 carries an ETag (a weak one, as GitHub's) and GitHub's x-ratelimit-* headers; a
 * matching If-None-Match gets 304. The switches make it answer as GitHub does when a limit is
 * hit or a token is bad. Every request is recorded in `requests`, without its token.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGithubRequest {
  method: string;
  /** Path and query as received, `/users/octocat/repos?type=owner&per_page=100&page=1`. */
  path: string;
  /** Whether an `Authorization: Bearer …` header came with it. */
  authorized: boolean;
  /** Which of `options.tokens` it carried (-1: a token not in the list), null when none. */
  tokenIndex: number | null;
  ifNoneMatch: string | null;
  /** The other request headers (Accept, User-Agent, X-GitHub-Api-Version…); never Authorization. */
  headers: Record<string, string>;
}

/** Who a switch applies to: one token, requests without one, or everyone. */
export type FakeGithubIdentity = string | 'anonymous' | 'all';

export interface FakeGithub {
  /** `http://127.0.0.1:<port>`: the GITHUB_API_URL to use. */
  url: string;
  requests: FakeGithubRequest[];
  /** Primary rate limit: 403 (or 429) with x-ratelimit-remaining 0 and x-ratelimit-reset as given. */
  rateLimit(who: FakeGithubIdentity, resetEpochSeconds: number, status?: 403 | 429): void;
  /** Secondary rate limit: 403 (or 429) with Retry-After. */
  secondaryLimit(who: FakeGithubIdentity, retryAfterSeconds: number, status?: 403 | 429): void;
  /** Requests with this token get 401 Bad credentials. */
  badToken(token: string): void;
  /** Every API request (not the avatars) gets this status, e.g. 503; null answers normally again. */
  failWith(status: number | null): void;
  /** Serves `body` as JSON for this exact path and query, before any switch (for hostile shapes no fixture holds). */
  answer(pathAndQuery: string, body: unknown, status?: number): void;
  /** Clears the switches, the answers and the request log. */
  reset(): void;
  close(): Promise<void>;
}

interface Fixture {
  user: Record<string, unknown>;
  repos: unknown[];
  events: unknown[];
  languages: Record<string, unknown>;
}

const FIXTURES = new URL('./fixtures/github/', import.meta.url);
const GITHUB_API = 'https://api.github.com';
const DOCS = 'https://docs.github.com/rest';

function loadFixtures(): Map<string, Fixture> {
  const fixtures = new Map<string, Fixture>();
  for (const file of readdirSync(FIXTURES)) {
    if (file.endsWith('.json')) fixtures.set(file.slice(0, -'.json'.length).toLowerCase(), JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Fixture);
  }
  return fixtures;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The simple-user object GitHub nests as a repo's owner. */
function simpleUser(user: Record<string, unknown>): Record<string, unknown> {
  const keys = ['login', 'id', 'node_id', 'avatar_url', 'gravatar_id', 'url', 'html_url', 'followers_url', 'following_url', 'gists_url', 'starred_url', 'subscriptions_url', 'organizations_url', 'repos_url', 'events_url', 'received_events_url', 'type', 'user_view_type', 'site_admin'];
  return Object.fromEntries(keys.map((key) => [key, user[key]]));
}

/** A minimal-repository item as GET /users/{username}/repos lists it, in GitHub's field order. */
function fullRepo(owner: Record<string, unknown>, repo: unknown): unknown {
  if (!isRecord(repo) || typeof repo.name !== 'string') return repo;
  const fullName = `${String(owner.login)}/${repo.name}`;
  const api = `${GITHUB_API}/repos/${fullName}`;
  const derived: Record<string, unknown> = {
    id: repo.id, node_id: repo.node_id, name: repo.name, full_name: fullName, private: false, owner: simpleUser(owner),
    html_url: `https://github.com/${fullName}`, description: repo.description, fork: repo.fork, url: api,
    forks_url: `${api}/forks`, keys_url: `${api}/keys{/key_id}`, collaborators_url: `${api}/collaborators{/collaborator}`,
    teams_url: `${api}/teams`, hooks_url: `${api}/hooks`, issue_events_url: `${api}/issues/events{/number}`, events_url: `${api}/events`,
    assignees_url: `${api}/assignees{/user}`, branches_url: `${api}/branches{/branch}`, tags_url: `${api}/tags`, blobs_url: `${api}/git/blobs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`, git_refs_url: `${api}/git/refs{/sha}`, trees_url: `${api}/git/trees{/sha}`, statuses_url: `${api}/statuses/{sha}`,
    languages_url: `${api}/languages`, stargazers_url: `${api}/stargazers`, contributors_url: `${api}/contributors`, subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`, commits_url: `${api}/commits{/sha}`, git_commits_url: `${api}/git/commits{/sha}`, comments_url: `${api}/comments{/number}`,
    issue_comment_url: `${api}/issues/comments{/number}`, contents_url: `${api}/contents/{+path}`, compare_url: `${api}/compare/{base}...{head}`,
    merges_url: `${api}/merges`, archive_url: `${api}/{archive_format}{/ref}`, downloads_url: `${api}/downloads`, issues_url: `${api}/issues{/number}`,
    pulls_url: `${api}/pulls{/number}`, milestones_url: `${api}/milestones{/number}`, notifications_url: `${api}/notifications{?since,all,participating}`,
    labels_url: `${api}/labels{/name}`, releases_url: `${api}/releases{/id}`, deployments_url: `${api}/deployments`,
    created_at: repo.created_at, updated_at: repo.updated_at, pushed_at: repo.pushed_at,
    git_url: `git://github.com/${fullName}.git`, ssh_url: `git@github.com:${fullName}.git`, clone_url: `https://github.com/${fullName}.git`, svn_url: `https://github.com/${fullName}`,
    homepage: repo.homepage, size: repo.size, stargazers_count: repo.stargazers_count, watchers_count: repo.stargazers_count, language: repo.language,
    has_issues: true, has_projects: true, has_downloads: true, has_wiki: true, has_pages: repo.has_pages ?? false, has_discussions: false,
    forks_count: repo.forks_count, mirror_url: null, archived: repo.archived, disabled: false, open_issues_count: repo.open_issues_count,
    license: repo.license ?? null, allow_forking: true, is_template: false, web_commit_signoff_required: false, topics: repo.topics ?? [],
    visibility: 'public', forks: repo.forks_count, open_issues: repo.open_issues_count, watchers: repo.stargazers_count, default_branch: repo.default_branch,
  };
  // Whatever the fixture sets wins, including the wrong types odd-types carries.
  return { ...derived, ...repo };
}

/** An event item as GET /users/{username}/events/public lists it. */
function fullEvent(owner: Record<string, unknown>, repos: unknown[], event: unknown): unknown {
  if (!isRecord(event)) return event;
  const repoName = typeof event.repo === 'string' ? event.repo : null;
  const repoId = repos.find((repo) => isRecord(repo) && `${String(owner.login)}/${String(repo.name)}` === repoName);
  return {
    id: event.id,
    type: event.type,
    actor: { id: owner.id, login: owner.login, display_login: owner.login, gravatar_id: '', url: owner.url, avatar_url: owner.avatar_url },
    repo: repoName === null ? event.repo : { id: isRecord(repoId) ? repoId.id : 0, name: repoName, url: `${GITHUB_API}/repos/${repoName}` },
    payload: event.payload ?? {},
    public: true,
    created_at: event.created_at,
  };
}

interface Page {
  items: unknown[];
  link: string | null;
}

/** GitHub's per_page/page pagination (per_page default 30, at most 100) and its Link header. */
function paginate(all: unknown[], query: URLSearchParams, base: string): Page {
  const perPage = Math.min(100, Math.max(1, Number(query.get('per_page')) || 30));
  const page = Math.max(1, Number(query.get('page')) || 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const pageUrl = (n: number) => {
    const next = new URLSearchParams(query);
    next.set('per_page', String(perPage));
    next.set('page', String(n));
    return `<${base}?${next}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${pageUrl(page - 1)}; rel="prev"`);
  if (page < last) links.push(`${pageUrl(page + 1)}; rel="next"`, `${pageUrl(last)}; rel="last"`);
  if (page > 1) links.push(`${pageUrl(1)}; rel="first"`);
  return { items: all.slice((page - 1) * perPage, page * perPage), link: links.length > 0 ? links.join(', ') : null };
}

interface Limit {
  kind: 'primary' | 'secondary';
  /** Epoch seconds (primary) or seconds to wait (secondary). */
  value: number;
  status: 403 | 429;
}

export async function startFakeGithub(options: { tokens?: readonly string[] } = {}): Promise<FakeGithub> {
  const tokens = options.tokens ?? [];
  const fixtures = loadFixtures();
  const avatarPng = readFileSync(new URL('avatar.png', FIXTURES));
  const avatarJpeg = readFileSync(new URL('avatar.jpg', FIXTURES));
  const requests: FakeGithubRequest[] = [];
  const limits = new Map<string, Limit>();
  const badTokens = new Set<string>();
  const answers = new Map<string, { body: unknown; status: number }>();
  const used = new Map<string, number>();
  let failure: number | null = null;
  let origin = '';

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body).replaceAll(GITHUB_API, origin);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(text);
  };

  const notFound = (response: ServerResponse, documentation = DOCS) => send(response, 404, { message: 'Not Found', documentation_url: documentation, status: '404' });

  const limitFor = (identity: string) => limits.get(identity) ?? limits.get('all');

  function rateHeaders(identity: string, remainingZeroUntil?: number): Record<string, string> {
    const limit = identity === 'anonymous' ? 60 : 5000;
    const count = used.get(identity) ?? 0;
    const exhausted = remainingZeroUntil !== undefined;
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(exhausted ? 0 : Math.max(0, limit - count)),
      'x-ratelimit-used': String(exhausted ? limit : count),
      'x-ratelimit-reset': String(remainingZeroUntil ?? Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    };
  }

  /** A 200 with a weak ETag, or 304 when the client already holds it. */
  function sendWithEtag(request: IncomingMessage, response: ServerResponse, body: unknown, headers: Record<string, string>) {
    const text = JSON.stringify(body).replaceAll(GITHUB_API, origin);
    const etag = `W/"${createHash('sha256').update(text).digest('hex')}"`;
    const sent = request.headers['if-none-match'];
    if (sent !== undefined && sent.split(',').map((tag) => tag.trim()).includes(etag)) {
      response.writeHead(304, { etag, ...headers }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag, ...headers }).end(text);
  }

  function serveAvatar(path: string, response: ServerResponse): boolean {
    if (/^\/avatars\/u\/\d+$/.test(path)) response.writeHead(200, { 'content-type': 'image/png' }).end(avatarPng);
    else if (path === '/avatars/jpeg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(avatarJpeg);
    else if (path === '/avatars/not-an-image') response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    else if (path === '/avatars/too-big') response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([avatarPng.subarray(0, 8), Buffer.alloc(1_500_000)]));
    else return false;
    return true;
  }

  function route(request: IncomingMessage, response: ServerResponse, identity: string) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').slice(1).map((part) => decodeURIComponent(part));
    const headers = rateHeaders(identity);
    used.set(identity, (used.get(identity) ?? 0) + 1);
    const fixture = parts[1] !== undefined ? fixtures.get(parts[1].toLowerCase()) : undefined;
    if (parts[0] === 'users' && fixture) {
      const base = `${origin}${url.pathname}`;
      if (parts.length === 2) return sendWithEtag(request, response, fixture.user, headers);
      if (parts.length === 3 && parts[2] === 'repos') {
        const page = paginate(fixture.repos.map((repo) => fullRepo(fixture.user, repo)), url.searchParams, base);
        return sendWithEtag(request, response, page.items, page.link ? { ...headers, link: page.link } : headers);
      }
      if (parts.length === 4 && parts[2] === 'events' && parts[3] === 'public') {
        const events = fixture.events.slice(0, 300).map((event) => fullEvent(fixture.user, fixture.repos, event));
        const page = paginate(events, url.searchParams, base);
        return sendWithEtag(request, response, page.items, page.link ? { ...headers, link: page.link } : headers);
      }
    }
    if (parts[0] === 'repos' && parts.length === 4 && parts[3] === 'languages' && fixture) {
      const known = fixture.repos.some((repo) => isRecord(repo) && repo.name === parts[2]);
      if (known) return sendWithEtag(request, response, Object.hasOwn(fixture.languages, parts[2]!) ? fixture.languages[parts[2]!] : {}, headers);
      return notFound(response, `${DOCS}/repos/repos#list-repository-languages`);
    }
    return notFound(response, parts[0] === 'users' && parts.length === 2 ? `${DOCS}/users/users#get-a-user` : DOCS);
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const authorization = request.headers.authorization;
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
    requests.push({
      method: request.method ?? 'GET',
      path,
      authorized: authorization !== undefined,
      tokenIndex: token === null ? null : tokens.indexOf(token),
      ifNoneMatch: request.headers['if-none-match'] ?? null,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'authorization').map(([name, value]) => [name, String(value)])),
    });
    const answer = answers.get(path);
    if (answer) return send(response, answer.status, answer.body, { etag: `W/"answer-${answers.size}"` });
    if (serveAvatar(new URL(path, 'http://fake').pathname, response)) return;
    if (failure !== null) return send(response, failure, { message: failure >= 500 ? 'Server Error' : 'Error' });
    const identity = token ?? 'anonymous';
    if (token !== null && badTokens.has(token)) return send(response, 401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    const limit = limitFor(identity);
    if (limit?.kind === 'secondary') {
      return send(response, limit.status, {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 8E5C:3F1A:1D2B3C:2E4F5A:6747A1B2.',
        documentation_url: 'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      }, { ...rateHeaders(identity), 'retry-after': String(limit.value) });
    }
    if (limit?.kind === 'primary') {
      const who = token === null ? 'API rate limit exceeded for 127.0.0.1. (But here\'s the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)' : 'API rate limit exceeded for user ID 583231. If you reach out to GitHub Support for help, please include the request ID 8E5C:3F1A:1D2B3C:2E4F5A:6747A1B2 and timestamp 2026-11-27 00:00:00 UTC.';
      return send(response, limit.status, { message: who, documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit' }, rateHeaders(identity, limit.value));
    }
    route(request, response, identity);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    requests,
    rateLimit(who, resetEpochSeconds, status = 403) {
      limits.set(who, { kind: 'primary', value: resetEpochSeconds, status });
    },
    secondaryLimit(who, retryAfterSeconds, status = 403) {
      limits.set(who, { kind: 'secondary', value: retryAfterSeconds, status });
    },
    badToken(token) {
      badTokens.add(token);
    },
    failWith(status) {
      failure = status;
    },
    answer(pathAndQuery, body, status = 200) {
      answers.set(pathAndQuery, { body, status });
    },
    reset() {
      limits.clear();
      badTokens.clear();
      answers.clear();
      used.clear();
      failure = null;
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

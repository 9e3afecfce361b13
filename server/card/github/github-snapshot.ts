/**
 * What a card needs from GitHub, read in one go (issue 20, "Data"): the user, the repos they own,
 * their public events and the languages of their most starred repos, plus the avatar. GitHub's
 * answers are read defensively (json-fields.ts): a missing or wrong-typed field is absent, so the
 * snapshot is always well typed whatever came over the wire. metrics.ts turns it into a profile.
 *
 * A fresh card costs 3 + (languages read) API requests for a user with under 100 repos and
 * events: user, one repos page, one events page, up to 10 languages; plus the avatar.
 */
import { fetchAvatar } from './avatar.ts';
import type { BodyShape, GithubClient } from './github-client.ts';
import { asArray, asObject, countField, dateField, flagField, stringField } from './json-fields.ts';
import { isHandle } from '../handle.ts';

export interface GithubUser {
  /** The login as GitHub spells it. */
  login: string;
  name: string | null;
  bio: string | null;
  company: string | null;
  location: string | null;
  avatarUrl: string | null;
  followers: number;
  publicRepos: number;
  /** ms since the epoch; null when GitHub sent no usable date. */
  createdAt: number | null;
}

export interface GithubRepo {
  name: string;
  fork: boolean;
  archived: boolean;
  stars: number;
  /** KB, as GitHub reports it; 0 for an empty repo. */
  size: number;
  pushedAt: number | null;
}

/** GET /repos/{owner}/{repo}/languages of one repo: [language, bytes] pairs, bytes > 0. */
export interface GithubRepoLanguages {
  repo: string;
  bytes: [language: string, bytes: number][];
}

export interface GithubSnapshot {
  user: GithubUser;
  /** The owner's repos, forks included, as listed (at most 1,000). */
  repos: GithubRepo[];
  /** created_at of each public event read (at most 300), ms since the epoch. */
  eventTimes: number[];
  /** One entry per repo whose languages were read: those of reposForLanguages(repos). */
  languages: GithubRepoLanguages[];
  /** The avatar as a data URI, or null (the card draws initials). */
  avatar: string | null;
}

export type SnapshotResult = { kind: 'found'; snapshot: GithubSnapshot } | { kind: 'not-found' };

export interface SnapshotOptions {
  apiUrl: string;
  fetch?: typeof fetch;
  /** ms since the epoch: events older than the metrics' window are not paged for. */
  now: number;
}

const PER_PAGE = 100;
/** 10 pages of repos = 1,000 repos. */
const MAX_REPO_PAGES = 10;
/** GitHub keeps at most 300 public events (3 pages of 100) and 90 days of them. */
const MAX_EVENT_PAGES = 3;
export const EVENT_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
export const LANGUAGE_REPOS = 10;
/** GitHub knows about 700 languages; a longer table is not an honest answer. */
const MAX_LANGUAGES_PER_REPO = 1000;

/** `value` with only `keys` (when it is an object): what the ETag store keeps of an answer. */
function pick(value: unknown, keys: readonly string[]): unknown {
  const object = asObject(value);
  return object === null ? value : Object.fromEntries(keys.filter((key) => Object.hasOwn(object, key)).map((key) => [key, object[key]]));
}

/** Each item picked, at most a page of them (more than a page still reads as a full page). */
function pickItems(value: unknown, keys: readonly string[]): unknown {
  return Array.isArray(value) ? value.slice(0, PER_PAGE).map((item) => pick(item, keys)) : value;
}

// The fields each read below uses, and nothing else, so a busy user's cached answers are
// kilobytes. Bump an id when its fields change: older stored bodies then stop answering.
const USER_SHAPE: BodyShape = { id: 'card-user-1', reduce: (body) => pick(body, ['login', 'name', 'bio', 'company', 'location', 'avatar_url', 'followers', 'public_repos', 'created_at']) };
const REPOS_SHAPE: BodyShape = { id: 'card-repos-1', reduce: (body) => pickItems(body, ['name', 'fork', 'archived', 'stargazers_count', 'size', 'pushed_at']) };
const EVENTS_SHAPE: BodyShape = { id: 'card-events-1', reduce: (body) => pickItems(body, ['created_at']) };

export async function fetchSnapshot(client: GithubClient, handle: string, options: SnapshotOptions): Promise<SnapshotResult> {
  const userAnswer = await client.get(`/users/${encodeURIComponent(handle)}`, USER_SHAPE);
  if (userAnswer.status === 404) return { kind: 'not-found' };
  const user = readUser(userAnswer.body, handle);
  const owner = encodeURIComponent(user.login);
  // Never rejects: an avatar failure is null.
  const avatar = user.avatarUrl === null ? Promise.resolve(null) : fetchAvatar(user.avatarUrl, { apiUrl: options.apiUrl, fetch: options.fetch });
  const [repos, eventTimes] = await Promise.all([readRepos(client, owner), readEventTimes(client, owner, options.now)]);
  const languages = await Promise.all(reposForLanguages(repos).map((repo) => readLanguages(client, owner, repo.name)));
  return {
    kind: 'found',
    snapshot: { user, repos, eventTimes, languages: languages.filter((entry) => entry !== null), avatar: await avatar },
  };
}

/**
 * The repos whose languages a card weighs: the 10 non-fork repos with most stars, ties going to
 * the most recently pushed (then by name, so the choice is deterministic); empty repos (size 0)
 * are skipped, having no languages.
 */
export function reposForLanguages(repos: readonly GithubRepo[]): GithubRepo[] {
  return repos
    .filter((repo) => !repo.fork && repo.size > 0)
    .sort((a, b) => b.stars - a.stars || (b.pushedAt ?? -Infinity) - (a.pushedAt ?? -Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, LANGUAGE_REPOS);
}

function readUser(body: unknown, handle: string): GithubUser {
  const user = asObject(body) ?? {};
  const login = stringField(user.login);
  return {
    // The login names the profile's URL: only one that is the requested handle in another case is trusted.
    login: login !== null && isHandle(login) && login.toLowerCase() === handle.toLowerCase() ? login : handle,
    name: stringField(user.name),
    bio: stringField(user.bio),
    company: stringField(user.company),
    location: stringField(user.location),
    avatarUrl: stringField(user.avatar_url),
    followers: countField(user.followers),
    publicRepos: countField(user.public_repos),
    createdAt: dateField(user.created_at),
  };
}

function readRepo(value: unknown): GithubRepo | null {
  const repo = asObject(value);
  const name = stringField(repo?.name);
  if (repo === null || name === null || name === '') return null;
  return {
    name,
    fork: flagField(repo.fork),
    archived: flagField(repo.archived),
    stars: countField(repo.stargazers_count),
    size: countField(repo.size),
    pushedAt: dateField(repo.pushed_at),
  };
}

/** GET /users/{h}/repos?type=owner, page after page while pages come back full. */
async function readRepos(client: GithubClient, owner: string): Promise<GithubRepo[]> {
  const repos: GithubRepo[] = [];
  for (let page = 1; page <= MAX_REPO_PAGES; page++) {
    const answer = await client.get(`/users/${owner}/repos?type=owner&per_page=${PER_PAGE}&page=${page}`, REPOS_SHAPE);
    if (answer.status === 404) break;
    const items = asArray(answer.body);
    for (const item of items.slice(0, PER_PAGE)) {
      const repo = readRepo(item);
      if (repo !== null) repos.push(repo);
    }
    if (items.length < PER_PAGE) break;
  }
  return repos;
}

/** GET /users/{h}/events/public, newest first: paged only while a full page stays inside the window. */
async function readEventTimes(client: GithubClient, owner: string, now: number): Promise<number[]> {
  const times: number[] = [];
  for (let page = 1; page <= MAX_EVENT_PAGES; page++) {
    const answer = await client.get(`/users/${owner}/events/public?per_page=${PER_PAGE}&page=${page}`, EVENTS_SHAPE);
    if (answer.status === 404) break;
    const items = asArray(answer.body);
    const pageTimes = items.slice(0, PER_PAGE).map((item) => dateField(asObject(item)?.created_at)).filter((time) => time !== null);
    times.push(...pageTimes);
    if (items.length < PER_PAGE) break;
    if (pageTimes.length > 0 && Math.min(...pageTimes) < now - EVENT_WINDOW_MS) break;
  }
  return times;
}

/** GET /repos/{owner}/{repo}/languages: null when the repo is gone (404). */
async function readLanguages(client: GithubClient, owner: string, repo: string): Promise<GithubRepoLanguages | null> {
  const answer = await client.get(`/repos/${owner}/${encodeURIComponent(repo)}/languages`);
  if (answer.status === 404) return null;
  const table = asObject(answer.body) ?? {};
  const bytes: [string, number][] = [];
  for (const [language, value] of Object.entries(table)) {
    if (bytes.length >= MAX_LANGUAGES_PER_REPO) break;
    const count = countField(value);
    if (count > 0 && language !== '') bytes.push([language, count]);
  }
  return { repo, bytes };
}

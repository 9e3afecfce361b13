/**
 * The server's configuration, read from environment variables once at start (DESIGN.md,
 * "Configuration (server)"). Pure: the caller hands in the environment and the CPU count, so a
 * test needs no process state, and a bad value stops the server before it listens.
 */
import { join } from 'node:path';
import { DEFAULT_TIMEOUT_MS } from '../core/index.ts';
import { packageRoot } from './package-root.ts';

export interface ServerConfig {
  /** PORT: 0–65535; 0 asks the OS for a free port (what tests use). */
  readonly port: number;
  /** HOST: the address to listen on. */
  readonly host: string;
  /** DATA_DIR: where embedded storage lives. */
  readonly dataDir: string;
  /**
   * The four request limits. `0` means the limit is off, exactly as written in the environment
   * (never `Infinity`), so a limit is on if and only if it is greater than 0.
   */
  readonly rateLimitPerMinute: number;
  readonly rateLimitPerDay: number;
  readonly rateLimitGlobalPerDay: number;
  readonly mcpRateLimitPerMinute: number;
  /** MCP_TOOLS: `curated` lists the tools marked `mcp: true` (plus the discovery tools); `all` lists every tool. */
  readonly mcpTools: 'curated' | 'all';
  /** MCP_ALLOWED_ORIGINS: browser origins (`https://app.example.org`) allowed to call /mcp; requests without Origin always are. */
  readonly mcpAllowedOrigins: readonly string[];
  /** MCP_HOST: a host name (lowercase) whose root `/` answers MCP as well as `/mcp`; undefined when unset. */
  readonly mcpHost: string | undefined;
  /** TRUST_PROXY: how many proxy hops of X-Forwarded-For to trust; 0 uses the socket address. */
  readonly trustProxy: number;
  /** WORKERS: worker pool size, at least 1. */
  readonly workers: number;
  /** TOOL_TIMEOUT_MS: default deadline of one tool run, 1 ms to 2^31−1 ms. */
  readonly toolTimeoutMs: number;
  /**
   * RECIPE_TIMEOUT_MS: the deadline of a whole recipe (POST /api/recipes/execute, MCP run_recipe),
   * 1 ms to 2^31−1 ms; by default three tool deadlines (capped at 2^31−1 ms), so a recipe may hold
   * three steps that each use their whole deadline, and no more, whatever TOOL_TIMEOUT_MS is.
   */
  readonly recipeTimeoutMs: number;
  /**
   * MAX_BODY_BYTES: request body limit. `0` turns it off like every other limit ("0 turns a
   * limit off", DESIGN.md); the runtime's own body cap may still apply then.
   */
  readonly maxBodyBytes: number;
  /**
   * BASE_PATH: the sub-path the server is reached under behind a proxy that keeps the prefix
   * (`/tools`), or "" at the root. Normalised: a leading slash, no trailing one.
   */
  readonly basePath: string;
  /** PLAYGROUND_DIR: the built playground (`npm run build:playground`); dist/playground by default. */
  readonly playgroundDir: string;
  /** BIN_TTL_SECONDS: how long a webhook bin lives, counted from its creation (never extended); 1 s to one year. */
  readonly binTtlSeconds: number;
  /** BIN_STORE_MAX_BYTES: bytes all bins may hold together; past it the oldest bins are evicted. */
  readonly binStoreMaxBytes: number;
  /** BIN_RATE_LIMIT_PER_MINUTE: bins one IP may create a minute. */
  readonly binRateLimitPerMinute: number;
  /** BIN_HOST: host (lowercase, optional :port) that new bins' URLs name, `https://{BIN_HOST}/bins/{id}/in`; undefined: the request's own origin. */
  readonly binHost: string | undefined;
  /** CARD_HOST: a host name (lowercase) whose root answers the card service as `/card` does; undefined when unset. */
  readonly cardHost: string | undefined;
  /** CARD_RATE_LIMIT_PER_MINUTE: card requests one IP may make a minute. */
  readonly cardRateLimitPerMinute: number;
  /** GITHUB_API_URL: where the cards read public GitHub data; an origin with an optional path, no trailing slash. */
  readonly githubApiUrl: string;
  /** GITHUB_TOKENS: tokens the card service rotates through (none: unauthenticated, 60 requests an hour). Never logged. */
  readonly githubTokens: readonly string[];
  /** REDIS_URL: where instances share their state (redis:// or rediss://); undefined: each instance keeps its own (memory, SQLite). */
  readonly redisUrl: string | undefined;
}

/** The page served by default, where `npm run build:playground` puts it: a link to its newest build, swapped whole. */
export const DEFAULT_PLAYGROUND_DIR = join(packageRoot(), 'dist', 'playground');

/** A refused environment variable; its message names the variable and what it expects. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Timers (setTimeout, Bun and Node alike) treat a delay above 2^31−1 ms as 1 ms, so a larger
 * deadline would silently become an instant timeout.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

const LIMIT = { min: 0, expects: 'a whole number ≥ 0 (0 turns the limit off)' };

type Environment = Record<string, string | undefined>;

/** An unset or empty variable is the default: `PORT=` in a .env file means "not configured". */
function raw(env: Environment, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function refuse(name: string, expects: string, value: string): never {
  throw new ConfigError(name, `${name} must be ${expects}, got ${JSON.stringify(value)}`);
}

/**
 * Only plain ASCII decimal digits: Number() would also take "1e3", " 5", "0x10" and "5.0",
 * none of which an operator means as a count.
 */
function wholeNumber(
  env: Environment,
  name: string,
  fallback: number,
  { min, max = Number.MAX_SAFE_INTEGER, expects }: { min: number; max?: number; expects: string },
): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^[0-9]+$/.test(value)) refuse(name, expects, value);
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) refuse(name, expects, value);
  return parsed;
}

function text(env: Environment, name: string, fallback: string, { refused, expects }: { refused: RegExp; expects: string }): string {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (refused.test(value)) refuse(name, expects, value);
  return value;
}

// No address an operator means contains a space or a control character; a path may contain
// spaces, but a leading or trailing one is a quoting mistake in a .env file.
const CONTROL = /[\u0000-\u001f\u007f]/;
const HOST_REFUSED = new RegExp(`\\s|${CONTROL.source}`);
const PATH_REFUSED = new RegExp(`^\\s|\\s$|${CONTROL.source}`);

/** One path segment of characters a URL carries as they are (RFC 3986 pchar, less "%"). */
const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@-]+$/;
/** The server's own first segments: a prefix named like them would be shadowed by their routes. */
const RESERVED_FIRST_SEGMENTS = new Set(['api', 'docs', 'assets', 'playground', 'mcp', 'bins', 'card']);
const BASE_PATH_EXPECTS = 'a URL path like /tools (a leading slash, plain segments, no . or .., not /api or /docs)';

/** "" or "/" is the root; one trailing slash is forgiven, since `/tools/` in a .env file means `/tools`. */
function basePath(env: Environment): string {
  const value = raw(env, 'BASE_PATH');
  if (value === undefined || value === '/') return '';
  const trimmed = value.endsWith('/') ? value.slice(0, -1) : value;
  const segments = trimmed.split('/');
  const valid =
    trimmed.startsWith('/') &&
    segments.slice(1).every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..') &&
    !RESERVED_FIRST_SEGMENTS.has(segments[1]!.toLowerCase());
  if (!valid) refuse('BASE_PATH', BASE_PATH_EXPECTS, value);
  return trimmed;
}

function mcpToolSet(env: Environment): 'curated' | 'all' {
  const value = raw(env, 'MCP_TOOLS');
  if (value === undefined) return 'curated';
  if (value !== 'curated' && value !== 'all') refuse('MCP_TOOLS', 'curated or all', value);
  return value;
}

/**
 * Browser origins as browsers send them in `Origin`: scheme, host and a non-default port, so
 * entries are normalised by URL (`https://App.example.org:443/` → `https://app.example.org`).
 * A path, query or credentials mean the operator pasted a URL, not an origin: refused.
 */
function originList(env: Environment, name: string): string[] {
  const value = raw(env, name);
  if (value === undefined) return [];
  const expects = 'a comma-separated list of origins like https://app.example.org (scheme, host, optional port; no path)';
  return value.split(',').map((entry) => {
    let url: URL;
    try {
      url = new URL(entry.trim());
    } catch {
      return refuse(name, expects, value);
    }
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) refuse(name, expects, value);
    return url.origin;
  });
}

/** A DNS name or IPv4 address, as the Host header carries it without the port. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function hostHeaderName(env: Environment, name: string): string | undefined {
  const value = raw(env, name);
  if (value === undefined) return undefined;
  const example = `${name.split('_', 1)[0]!.toLowerCase()}.example.org`;
  if (!HOST_NAME.test(value)) refuse(name, `a host name like ${example} (no scheme, port or path)`, value);
  return value.toLowerCase();
}

/** BIN_HOST goes into the URLs handed out, so a port is allowed: `bins.example.org:8443`. */
function binHost(env: Environment): string | undefined {
  const value = raw(env, 'BIN_HOST');
  if (value === undefined) return undefined;
  const [name = '', port, ...more] = value.split(':');
  const portValid = port === undefined || (/^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535);
  if (!HOST_NAME.test(name) || !portValid || more.length > 0) {
    refuse('BIN_HOST', 'a host name like bins.example.org with an optional :port (no scheme or path)', value);
  }
  return value.toLowerCase();
}

/** An http(s) URL without query or credentials; a path is kept (GitHub Enterprise answers under /api/v3). */
function githubApiUrl(env: Environment): string {
  const value = raw(env, 'GITHUB_API_URL');
  if (value === undefined) return 'https://api.github.com';
  const expects = 'an http(s) URL like https://api.github.com or https://github.example.org/api/v3 (no query, no credentials)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('GITHUB_API_URL', expects, value);
  }
  const bare = url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) refuse('GITHUB_API_URL', expects, value);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Comma-separated; blanks around a token are a .env quoting slip and are dropped. A token is never
 * echoed: a refused value is described by its position, not its text.
 */
function githubTokens(env: Environment): string[] {
  const value = raw(env, 'GITHUB_TOKENS');
  if (value === undefined) return [];
  const tokens = value.split(',').map((token) => token.trim());
  tokens.forEach((token, index) => {
    if (!/^[\x21-\x7e]+$/.test(token)) {
      throw new ConfigError('GITHUB_TOKENS', `GITHUB_TOKENS must be a comma-separated list of tokens of printable ASCII without spaces; token ${index + 1} is not`);
    }
  });
  return tokens;
}

/** redis:// or rediss:// with a host; credentials and a database number may be in it, so a refusal never echoes it. */
function redisUrl(env: Environment): string | undefined {
  const value = raw(env, 'REDIS_URL');
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new ConfigError('REDIS_URL', 'REDIS_URL must be a URL like redis://host:6379 or rediss://user:password@host:6380/0');
  }
  return value;
}

/**
 * Reads the configuration from `env` (usually `process.env`). `cpuCount` is the default pool
 * size (e.g. `os.availableParallelism()`); a count below 1 (some containers report 0 CPUs)
 * still gives one worker. Throws ConfigError on the first bad variable, in table order.
 */
export function loadConfig(env: Environment, cpuCount: number): ServerConfig {
  const config = {
    port: wholeNumber(env, 'PORT', 3000, { min: 0, max: 65_535, expects: 'a whole number from 0 to 65535' }),
    host: text(env, 'HOST', '0.0.0.0', { refused: HOST_REFUSED, expects: 'a host name or IP address without spaces' }),
    dataDir: text(env, 'DATA_DIR', './data', { refused: PATH_REFUSED, expects: 'a directory path without surrounding spaces or control characters' }),
    rateLimitPerMinute: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', 60, LIMIT),
    rateLimitPerDay: wholeNumber(env, 'RATE_LIMIT_PER_DAY', 500, LIMIT),
    rateLimitGlobalPerDay: wholeNumber(env, 'RATE_LIMIT_GLOBAL_PER_DAY', 50_000, LIMIT),
    mcpRateLimitPerMinute: wholeNumber(env, 'MCP_RATE_LIMIT_PER_MINUTE', 120, LIMIT),
    mcpTools: mcpToolSet(env),
    mcpAllowedOrigins: originList(env, 'MCP_ALLOWED_ORIGINS'),
    mcpHost: hostHeaderName(env, 'MCP_HOST'),
    trustProxy: wholeNumber(env, 'TRUST_PROXY', 0, { min: 0, expects: 'a whole number of proxy hops ≥ 0 (0 trusts none)' }),
    workers: wholeNumber(env, 'WORKERS', Math.max(1, Math.floor(cpuCount) || 1), { min: 1, expects: 'a whole number ≥ 1' }),
    toolTimeoutMs: wholeNumber(env, 'TOOL_TIMEOUT_MS', DEFAULT_TIMEOUT_MS, {
      min: 1,
      max: MAX_TIMER_MS,
      expects: `a whole number of milliseconds from 1 to ${MAX_TIMER_MS}`,
    }),
    maxBodyBytes: wholeNumber(env, 'MAX_BODY_BYTES', 26_214_400, { min: 0, expects: 'a whole number of bytes ≥ 0 (0 turns the limit off)' }),
    basePath: basePath(env),
    playgroundDir: text(env, 'PLAYGROUND_DIR', DEFAULT_PLAYGROUND_DIR, { refused: PATH_REFUSED, expects: 'a directory path without surrounding spaces or control characters' }),
    binTtlSeconds: wholeNumber(env, 'BIN_TTL_SECONDS', 7_200, { min: 1, max: 31_536_000, expects: 'a whole number of seconds from 1 to 31536000 (one year)' }),
    binStoreMaxBytes: wholeNumber(env, 'BIN_STORE_MAX_BYTES', 1_073_741_824, { min: 0, expects: 'a whole number of bytes ≥ 0 (0 turns the limit off)' }),
    binRateLimitPerMinute: wholeNumber(env, 'BIN_RATE_LIMIT_PER_MINUTE', 10, LIMIT),
    binHost: binHost(env),
    cardHost: hostHeaderName(env, 'CARD_HOST'),
    cardRateLimitPerMinute: wholeNumber(env, 'CARD_RATE_LIMIT_PER_MINUTE', 120, LIMIT),
    githubApiUrl: githubApiUrl(env),
    githubTokens: githubTokens(env),
    redisUrl: redisUrl(env),
  };
  return { ...config, recipeTimeoutMs: recipeTimeoutMs(env, config.toolTimeoutMs) };
}

/** Read after TOOL_TIMEOUT_MS, whose triple is its default. */
function recipeTimeoutMs(env: Environment, toolTimeoutMs: number): number {
  return wholeNumber(env, 'RECIPE_TIMEOUT_MS', Math.min(3 * toolTimeoutMs, MAX_TIMER_MS), {
    min: 1,
    max: MAX_TIMER_MS,
    expects: `a whole number of milliseconds from 1 to ${MAX_TIMER_MS}`,
  });
}

/**
 * Two real server instances (A and B) on one real redis-server share every limit of the spec's
 * Limits table, not only the per-minute one (limits.test.ts): the per-IP day window, the global
 * day window, MCP's own per-minute limit and bin creation's own. Each burst is concurrent and
 * split across A and B, and must admit exactly the limit: one count in Redis, not one per
 * instance. The refused answers are the spec's: 429 RATE_LIMITED with Retry-After,
 * X-RateLimit-Limit and X-RateLimit-Remaining 0.
 *
 * The per-minute API limit is off here, so the day windows are the ones that refuse. Redis is
 * emptied before each test, so the global day count starts at 0; a client IP (X-Forwarded-For
 * behind TRUST_PROXY=1) is never reused.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { redisCommand } from '../../test/redis/redis-command.ts';
import { describeWithRedis, type RunningRedis } from '../../test/redis/redis-server.ts';
import { startTwoInstances } from '../../test/redis/two-instances.ts';
import { MCP_HEADERS, rpc } from '../mcp/mcp-client-fixture.ts';
import type { RunningServer } from '../test-server.ts';

const PER_DAY = 12;
const GLOBAL_PER_DAY = 30;
const MCP_PER_MINUTE = 8;
const BINS_PER_MINUTE = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;
let stop: () => Promise<void>;
let lastIp = 0;

/** A client IP no earlier request used (TEST-NET-3). */
const freshIp = () => `203.0.113.${++lastIp}`;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function answer(server: RunningServer, path: string, ip: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

/** A limited API call that runs nothing (a tool's description), so the burst measures the limiter. */
const apiCall = (server: RunningServer, ip: string) => answer(server, '/api/tools/base64', ip);
const mcpCall = (server: RunningServer, ip: string) => answer(server, '/mcp', ip, { method: 'POST', headers: MCP_HEADERS, body: rpc('tools/list') });
const binCreation = (server: RunningServer, ip: string) => answer(server, '/bins', ip, { method: 'POST' });

/** Whole seconds from `at` until the end of its epoch-aligned window, as Retry-After counts them. */
const secondsLeft = (windowMs: number, at: number) => Math.ceil((Math.floor(at / windowMs) * windowMs + windowMs - at) / 1000);

interface Burst {
  answers: Answer[];
  /** Clock readings just before the first request and after the last answer. */
  started: number;
  ended: number;
}

/**
 * `count` concurrent requests made by `send(server, i)`, to A and B in turn. A burst that straddles
 * the end of a window counts in two windows, so it is tried again from an empty Redis (a burst
 * takes well under a minute, so once is enough).
 */
async function burst(windowMs: number, count: number, send: (server: RunningServer, i: number) => Promise<Answer>): Promise<Burst> {
  for (;;) {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 ? b : a, i)));
    const ended = Date.now();
    if (Math.floor(started / windowMs) === Math.floor(ended / windowMs)) return { answers, started, ended };
    await redisCommand(redis.port, 'FLUSHALL');
  }
}

const withStatus = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status);

/**
 * The admitted answers took the counts 1..limit exactly once between them. Each instance got 1.5
 * times the limit, so instances counting alone would admit twice the limit: the count was one,
 * shared, and exact under concurrency. (Which instance got the admitted ones is the race's.)
 */
function expectAdmittedExactly(answers: Answer[], status: number, limit: number): void {
  const admitted = withStatus(answers, status);
  expect(admitted).toHaveLength(limit);
  expect(admitted.map((answer) => Number(answer.headers.get('x-ratelimit-remaining'))).sort((x, y) => x - y)).toEqual(Array.from({ length: limit }, (_, i) => i));
  expect(new Set(admitted.map((answer) => answer.headers.get('x-ratelimit-limit')))).toEqual(new Set([String(limit)]));
}

/** Every other answer is the spec's refusal, told to wait until the window that refused ends. */
function expectRefusedUntilWindowEnd({ answers, started, ended }: Burst, admittedStatus: number, limit: number, windowMs: number, message: string): void {
  for (const answer of answers.filter((answer) => answer.status !== admittedStatus)) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, error: { code: 'RATE_LIMITED', message } });
    expect(answer.headers.get('x-ratelimit-limit')).toBe(String(limit));
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = answer.headers.get('retry-after');
    expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
    // The server read its clock between our two readings.
    expect(Number(retryAfter)).toBeLessThanOrEqual(secondsLeft(windowMs, started));
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(Math.max(1, secondsLeft(windowMs, ended)));
  }
}

const API_REFUSAL = "too many requests; retry after the Retry-After header's seconds";
const MCP_REFUSAL = "too many MCP requests; retry after the Retry-After header's seconds";
const BIN_REFUSAL = "too many bins created; retry after the Retry-After header's seconds";

describeWithRedis('the day windows and the MCP and bin limits, shared through Redis by two instances', () => {
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_DAY: String(PER_DAY),
      RATE_LIMIT_GLOBAL_PER_DAY: String(GLOBAL_PER_DAY),
      MCP_RATE_LIMIT_PER_MINUTE: String(MCP_PER_MINUTE),
      BIN_RATE_LIMIT_PER_MINUTE: String(BINS_PER_MINUTE),
      TRUST_PROXY: '1',
    };
    ({ redis, a, b, stop } = await startTwoInstances(env));
  }, 60_000);

  afterAll(() => stop?.());

  beforeEach(async () => {
    expect(await redisCommand(redis.port, 'FLUSHALL')).toBe('+OK\r\n');
  });

  it('admits exactly the per-IP day limit of one IP across both, then refuses until the UTC day ends', async () => {
    const ip = freshIp();
    const result = await burst(DAY_MS, 3 * PER_DAY, (server) => apiCall(server, ip));
    expectAdmittedExactly(result.answers, 200, PER_DAY);
    expectRefusedUntilWindowEnd(result, 200, PER_DAY, DAY_MS, API_REFUSAL);
    // The window is the IP's own: another client is admitted.
    expect((await apiCall(a, freshIp())).status).toBe(200);
  });

  it('admits exactly the global day limit from many IPs across both, then refuses every IP', async () => {
    // Each IP stays under its own day limit, so only the global window refuses; each instance
    // gets 25 requests, under the global 30 alone and over it together.
    const ips = Array.from({ length: 5 }, freshIp);
    const perIp = PER_DAY - 2;
    const result = await burst(DAY_MS, ips.length * perIp, (server, i) => apiCall(server, ips[i % ips.length]!));
    const admitted = withStatus(result.answers, 200);
    expect(admitted).toHaveLength(GLOBAL_PER_DAY);
    // X-RateLimit-Limit names the tightest window that applies: the IP's day.
    expectRefusedUntilWindowEnd(result, 200, PER_DAY, DAY_MS, API_REFUSAL);
    // One key counts every request that passed its IP's limits, on both instances.
    const dayStart = Math.floor(result.started / DAY_MS) * DAY_MS;
    const counted = String(ips.length * perIp);
    expect(await redisCommand(redis.port, 'GET', `tooldeck:rl:api:global-day:${dayStart}`)).toBe(`$${counted.length}\r\n${counted}\r\n`);
    const stranger = await apiCall(b, freshIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it("admits exactly MCP's own per-minute limit of one IP across both, counted apart from the API's", async () => {
    const ip = freshIp();
    const result = await burst(MINUTE_MS, 3 * MCP_PER_MINUTE, (server) => mcpCall(server, ip));
    expectAdmittedExactly(result.answers, 200, MCP_PER_MINUTE);
    expectRefusedUntilWindowEnd(result, 200, MCP_PER_MINUTE, MINUTE_MS, MCP_REFUSAL);
    // The API has counted nothing of this IP's: its first call leaves all but one of the day.
    const api = await apiCall(b, ip);
    expect(api.status).toBe(200);
    expect(api.headers.get('x-ratelimit-remaining')).toBe(String(PER_DAY - 1));
  });

  it("admits exactly bin creation's own per-minute limit of one IP across both, counted apart from the API's", async () => {
    const ip = freshIp();
    const result = await burst(MINUTE_MS, 3 * BINS_PER_MINUTE, (server) => binCreation(server, ip));
    expectAdmittedExactly(result.answers, 201, BINS_PER_MINUTE);
    expectRefusedUntilWindowEnd(result, 201, BINS_PER_MINUTE, MINUTE_MS, BIN_REFUSAL);
    const api = await apiCall(a, ip);
    expect(api.status).toBe(200);
    expect(api.headers.get('x-ratelimit-remaining')).toBe(String(PER_DAY - 1));
  });
});

/**
 * Two real server instances (A and B) on one real redis-server: the rate limits hold across
 * both, a Redis outage leaves the calls answering under per-instance limits with one warning line
 * and a degraded health, and Redis coming back is used again without restarting the servers.
 *
 * Each phase counts under its own client IP (X-Forwarded-For behind TRUST_PROXY=1), so a phase
 * starts from fresh counts within the same minute.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisCommand } from '../../test/redis/redis-command.ts';
import { describeWithRedis, type RunningRedis } from '../../test/redis/redis-server.ts';
import { startTwoInstances } from '../../test/redis/two-instances.ts';
import { EXPIRY_SLACK_MS } from '../rate-limit/redis-store.ts';
import type { RunningServer } from '../test-server.ts';

const PER_MINUTE = 50;
const BURST = 200;
const BINS_PER_MINUTE = 10;

let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;
let stop: () => Promise<void>;
let phase = 0;

/** A client IP no earlier burst used (TEST-NET-3). */
const IP_OF_PHASE = (n: number) => `203.0.113.${n}`;
const freshIp = () => IP_OF_PHASE(++phase);

/** One limited call (a tool's description: no run, so the burst measures the limiter). */
async function call(server: RunningServer, ip: string): Promise<number> {
  const response = await fetch(`${server.url}/api/tools/base64`, { headers: { 'x-forwarded-for': ip } });
  await response.arrayBuffer();
  return response.status;
}

const minute = () => Math.floor(Date.now() / 60_000);

/**
 * `count` concurrent calls from one fresh IP, to `servers` in turn; the statuses each server
 * answered. Epoch-aligned minute windows: a burst that straddles a minute's end counts in two
 * windows, so it is tried again (a burst takes well under a minute, so once is enough).
 */
async function burst(servers: RunningServer[], count: number): Promise<Map<RunningServer, number[]>> {
  for (;;) {
    const ip = freshIp();
    const started = minute();
    const statuses = await Promise.all(Array.from({ length: count }, (_, i) => call(servers[i % servers.length]!, ip)));
    if (minute() !== started) continue;
    const byServer = new Map<RunningServer, number[]>(servers.map((server) => [server, []]));
    statuses.forEach((status, i) => byServer.get(servers[i % servers.length]!)!.push(status));
    return byServer;
  }
}

const admitted = (statuses: number[]) => statuses.filter((status) => status === 200).length;
const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

async function healthStatus(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

const warnings = (server: RunningServer) => server.output().split('\n').filter((line) => line.includes('"event":"redis-unavailable"'));

describeWithRedis('rate limits shared through Redis by two instances', () => {
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      RATE_LIMIT_PER_DAY: '0',
      RATE_LIMIT_GLOBAL_PER_DAY: '0',
      BIN_RATE_LIMIT_PER_MINUTE: String(BINS_PER_MINUTE),
      TRUST_PROXY: '1',
    };
    ({ redis, a, b, stop } = await startTwoInstances(env));
  }, 60_000);

  afterAll(() => stop?.());

  it('admits exactly the limit of 200 concurrent calls from one IP split across both', async () => {
    await expect.poll(() => Promise.all([healthStatus(a), healthStatus(b)])).toEqual(['ok', 'ok']);
    const statuses = await burst([a, b], BURST);
    const all = [...statuses.values()].flat();
    expect(admitted(all)).toBe(PER_MINUTE);
    expect(refused(all)).toBe(BURST - PER_MINUTE);
    // Each instance had half the burst, 100 calls: counting alone, each would have admitted 50.
    // Which instance's calls win is a race (one round trip each), so the total is the proof.
    expect(statuses.get(a)).toHaveLength(BURST / 2);
    expect(statuses.get(b)).toHaveLength(BURST / 2);
    expect(warnings(a)).toEqual([]);
    expect(warnings(b)).toEqual([]);
    // One key for the IP's minute, prefixed, named by its window, expiring shortly after it ends.
    const windowStart = minute() * 60_000;
    const key = `tooldeck:rl:api:minute:${IP_OF_PHASE(phase)}:${windowStart}`;
    expect(await redisCommand(redis.port, 'GET', key)).toBe(`$3\r\n${BURST}\r\n`);
    const ttl = Number(/^:(\d+)/.exec(await redisCommand(redis.port, 'PTTL', key))?.[1]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(windowStart + 60_000 + EXPIRY_SLACK_MS - Date.now() + 1_000);
  });

  it("shares the other limiters' counts too, each in its own scope (bin creation)", async () => {
    for (;;) {
      const ip = freshIp();
      const started = minute();
      const create = (server: RunningServer) => fetch(`${server.url}/bins`, { method: 'POST', headers: { 'x-forwarded-for': ip } }).then(async (response) => (await response.arrayBuffer(), response.status));
      const statuses = await Promise.all(Array.from({ length: 3 * BINS_PER_MINUTE }, (_, i) => create(i % 2 ? b : a)));
      if (minute() !== started) continue;
      expect(refused(statuses)).toBe(2 * BINS_PER_MINUTE);
      expect(statuses.filter((status) => status !== 429).every((status) => status < 300)).toBe(true);
      return;
    }
  });

  it('goes on under per-instance limits while Redis is down, degraded, with one warning line', async () => {
    await redis.kill();
    const statuses = await burst([a, b], BURST);
    // Each instance counts alone now: the limit once per instance, and never an error.
    expect(admitted(statuses.get(a)!)).toBe(PER_MINUTE);
    expect(admitted(statuses.get(b)!)).toBe(PER_MINUTE);
    expect(refused([...statuses.values()].flat())).toBe(BURST - 2 * PER_MINUTE);
    expect(await healthStatus(a)).toBe('degraded');
    expect(await healthStatus(b)).toBe('degraded');
    // More calls during the outage write no more warnings.
    await burst([a, b], 20);
    await expect.poll(() => warnings(a).length).toBe(1);
    await expect.poll(() => warnings(b).length).toBe(1);
    const warning = JSON.parse(warnings(a)[0]!) as Record<string, unknown>;
    expect(warning).toMatchObject({ event: 'redis-unavailable', level: 'warn' });
    // REDIS_URL may hold a password: never in the log.
    expect(a.output()).not.toContain(redis.url);
    expect(a.output()).not.toContain(`:${redis.port}`);
  });

  it('uses Redis again once it answers, without a restart: health ok, limits shared again', async () => {
    await redis.restart();
    await expect.poll(() => Promise.all([healthStatus(a), healthStatus(b)]), { timeout: 15_000 }).toEqual(['ok', 'ok']);
    const statuses = await burst([a, b], BURST);
    expect(admitted([...statuses.values()].flat())).toBe(PER_MINUTE);
    expect(admitted(statuses.get(a)!)).toBeGreaterThan(0);
    expect(admitted(statuses.get(b)!)).toBeGreaterThan(0);
    expect(warnings(a)).toHaveLength(1);
    expect(warnings(b)).toHaveLength(1);
  });
});

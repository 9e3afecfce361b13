/**
 * ctx.cache through the real server: kktc-exchange-rates asks a fake Central Bank of the TRNC on
 * loopback (the bank's real file of 2 January 2024, served by a counting HTTP server; the server
 * reaches it through the guarded fetch's test-only origin override, server/scale/upstream-server-fixture.ts).
 * Two instances on one real redis-server make one bank request between them; Redis down, a call
 * asks the bank rather than failing; without Redis, an instance keeps the rates in its memory.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCommand } from '../../test/redis/redis-command.ts';
import { describeWithRedis, startRedis, type RunningRedis } from '../../test/redis/redis-server.ts';
import { startServer, type RunningServer } from '../test-server.ts';

const FIXTURE = readFileSync(new URL('../../core/tools/finance/fixtures/kktcmb-gunluk-2024-01-02.xml', import.meta.url));
const SERVER_SCRIPT = fileURLToPath(new URL('./upstream-server-fixture.ts', import.meta.url));
const KEY = 'tooldeck:cache:tool:kktc-exchange-rates:gunluk:v1';

let bank: Server;
let bankRequests = 0;

beforeAll(async () => {
  bank = createServer((request, response) => {
    bankRequests++;
    if (request.url !== '/kur/gunluk.xml') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(FIXTURE);
  });
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => bank.close(resolve));
});

/** The server's environment: its tools' https://mb.gov.ct.tr is the fake bank. */
const serverEnv = (env: Record<string, string> = {}) => ({
  UPSTREAM_ORIGINS: JSON.stringify({ 'https://mb.gov.ct.tr': `http://localhost:${(bank.address() as AddressInfo).port}` }),
  WORKERS: '1',
  ...env,
});

interface Rates {
  cached: boolean;
  fetched_at: string;
  date: string;
  count: number;
}

async function rates(server: RunningServer, input: Record<string, unknown> = {}): Promise<Rates> {
  const response = await fetch(`${server.url}/api/tools/kktc-exchange-rates/execute`, { method: 'POST', body: JSON.stringify(input) });
  const envelope = (await response.json()) as { success: boolean; result?: Rates; error?: { code: string; message: string } };
  if (!envelope.success) throw new Error(`${response.status} ${envelope.error?.code} ${envelope.error?.message}`);
  return envelope.result!;
}

describeWithRedis('tool caches shared through Redis by two instances', () => {
  let redis: RunningRedis;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([startServer(serverEnv({ REDIS_URL: redis.url }), SERVER_SCRIPT), startServer(serverEnv({ REDIS_URL: redis.url }), SERVER_SCRIPT)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  it('makes one bank request between them: what A fetched, B answers from Redis', async () => {
    await redisCommand(redis.port, 'FLUSHALL');
    const before = bankRequests;
    const first = await rates(a);
    expect(first).toMatchObject({ cached: false, date: '2024-01-02', count: 12 });
    const second = await rates(b, { currency: 'usd' });
    expect(second).toMatchObject({ cached: true, fetched_at: first.fetched_at, count: 1 });
    expect(await rates(a, { currency: 'EUR' })).toMatchObject({ cached: true, fetched_at: first.fetched_at });
    expect(bankRequests - before).toBe(1);
    // One key, under the tool caches' prefix and the tool's id, expiring within the hour.
    expect(await redisCommand(redis.port, 'KEYS', 'tooldeck:cache:*')).toBe(`*1\r\n$${KEY.length}\r\n${KEY}\r\n`);
    const ttl = Number(/^:(\d+)/.exec(await redisCommand(redis.port, 'PTTL', KEY))?.[1]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3600_000);
  });

  it('asks the bank again once the entry is gone from Redis', async () => {
    await redisCommand(redis.port, 'FLUSHALL');
    const before = bankRequests;
    expect(await rates(b)).toMatchObject({ cached: false });
    expect(await rates(a)).toMatchObject({ cached: true });
    expect(bankRequests - before).toBe(1);
  });

  it('asks the bank rather than failing while Redis is down', async () => {
    await redis.kill();
    const before = bankRequests;
    expect(await rates(a)).toMatchObject({ cached: false, count: 12 });
    expect(await rates(b)).toMatchObject({ cached: false, count: 12 });
    expect(bankRequests - before).toBe(2);
  });
});

describe('tool caches without Redis', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(serverEnv(), SERVER_SCRIPT);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the rates in the instance’s memory: one bank request for two calls', async () => {
    const before = bankRequests;
    const first = await rates(server);
    expect(first).toMatchObject({ cached: false });
    expect(await rates(server, { currency: 'GBP' })).toMatchObject({ cached: true, fetched_at: first.fetched_at });
    expect(bankRequests - before).toBe(1);
  });
});

/**
 * Webhook bins on Redis (REDIS_URL) with two real server instances (A and B) on one real
 * redis-server: a bin created on one is read, captured into and streamed on the other; the
 * store's keys in Redis (the capped list, the TTL ending at the bin's expiresAt on every key of
 * a bin, the byte accounting); the byte bound across instances; expiry by Redis itself; and a
 * Redis killed mid-load: no capture answered 200 is lost, the others got 503 with Retry-After,
 * and the bins work again once Redis is back, without restarting the servers.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithRedis } from '../../test/redis/redis-server.ts';
import { startTwoInstances, type TwoInstances } from '../../test/redis/two-instances.ts';
import { createBin, listing, sseReader, type CreatedBin } from '../bins/test-fixture.ts';
import type { RunningServer } from '../test-server.ts';

const REDIS_CLI = '/usr/bin/redis-cli';

/** No limit of the tool API or of bin creation gets in the way. */
const QUIET = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0', BIN_RATE_LIMIT_PER_MINUTE: '0' };

interface Pair extends TwoInstances {
  /** One command through redis-cli; its reply as --raw prints it (nil: ""). */
  cli(...args: string[]): string;
}

async function startPair(env: Record<string, string> = {}, persist = false): Promise<Pair> {
  const instances = await startTwoInstances({ ...QUIET, ...env }, { persist });
  return {
    ...instances,
    cli: (...args) => execFileSync(REDIS_CLI, ['-p', String(instances.redis.port), '--raw', ...args], { encoding: 'utf8' }).replace(/\n$/, ''),
  };
}

const post = (url: string, init: RequestInit = {}) => fetch(url, { method: 'POST', ...init });

/** Opens the live stream of `bin` on `server` and reads its hello. */
async function openStream(server: RunningServer, bin: CreatedBin) {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/bins/${bin.id}/stream`, { signal: abort.signal });
  expect(response.status).toBe(200);
  const events = sseReader(response);
  expect((await events.next())?.event).toBe('hello');
  return { events, close: () => abort.abort() };
}

/** The JSON log lines of `server` with this `event`. */
const logged = (server: RunningServer, event: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === event);

describeWithRedis('bins shared through Redis by two instances', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair();
  }, 60_000);
  afterAll(() => pair?.stop());

  it('lists on B a bin created on A, and streams a capture sent to one to a viewer on the other', async () => {
    const { a, b } = pair;
    const bin = await createBin(a);
    expect(await listing(b, bin.id)).toMatchObject({ id: bin.id, url: bin.url, createdAt: bin.createdAt, expiresAt: bin.expiresAt, count: 0, dropped: 0 });

    const onB = await openStream(b, bin);
    expect((await post(`${a.url}/bins/${bin.id}/in/from-a`, { body: 'sent to A' })).status).toBe(200);
    expect(await onB.events.next()).toEqual({ event: 'capture', data: { number: 1, request: expect.objectContaining({ path: '/from-a', body: 'sent to A' }) } });

    const onA = await openStream(a, bin);
    expect((await post(`${b.url}/bins/${bin.id}/in/from-b`, { body: 'sent to B' })).status).toBe(200);
    // Each viewer gets each capture once, wherever it was sent.
    expect(await onA.events.next()).toEqual({ event: 'capture', data: { number: 2, request: expect.objectContaining({ path: '/from-b', body: 'sent to B' }) } });
    expect(await onB.events.next()).toEqual({ event: 'capture', data: { number: 2, request: expect.objectContaining({ path: '/from-b' }) } });
    expect((await listing(a, bin.id)).requests.map((request) => request.path)).toEqual(['/from-b', '/from-a']);

    // Deleting on A ends the streams on both.
    expect((await fetch(`${a.url}/bins/${bin.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await onB.events.next()).toEqual({ event: 'end', data: { reason: 'deleted' } });
    expect(await onA.events.next()).toEqual({ event: 'end', data: { reason: 'deleted' } });
    expect((await fetch(`${b.url}/bins/${bin.id}`)).status).toBe(404);
    expect(pair.cli('KEYS', `tooldeck:bins:bin:${bin.id}*`)).toBe('');
    onA.close();
    onB.close();
  });

  it('keeps the newest 50 of 51, counts the one dropped, and holds each kept body once, byte for byte', async () => {
    const { a, b, cli } = pair;
    const bin = await createBin(a);
    // Bytes that are not UTF-8 (a lone 0xff), so a body read back as text would not match.
    const bodies = Array.from({ length: 51 }, (_, i) => Uint8Array.from([0xff, i, ...randomBytes(100)]));
    for (const [i, body] of bodies.entries()) {
      expect((await post(`${(i % 2 ? b : a).url}/bins/${bin.id}/in/${i}`, { body })).status).toBe(200);
    }
    const listed = await listing(b, bin.id);
    expect(listed.count).toBe(50);
    expect(listed.dropped).toBe(1);
    expect(listed.requests.map((request) => request.path)).toEqual(Array.from({ length: 50 }, (_, i) => `/${50 - i}`));
    for (const request of listed.requests) {
      expect(request.bodyEncoding).toBe('base64');
      expect(new Uint8Array(Buffer.from(request.body, 'base64'))).toEqual(bodies[Number(request.path.slice(1))]);
    }

    // In Redis: the bin's hash, its list of 50, and 50 bodies (the dropped one's is gone).
    const binKey = `tooldeck:bins:bin:${bin.id}`;
    expect(cli('LLEN', `${binKey}:requests`)).toBe('50');
    const keys = cli('KEYS', `${binKey}*`).split('\n').sort();
    expect(keys).toHaveLength(52);
    expect(keys).not.toContain(`${binKey}:body:1`);
    expect(cli('STRLEN', `${binKey}:body:51`)).toBe('102');

    // Every key of the bin expires exactly at its expiresAt; the shared indexes never do.
    for (const key of keys) expect([key, Number(cli('PEXPIRETIME', key))]).toEqual([key, Date.parse(bin.expiresAt)]);
    for (const shared of ['created', 'expiring', 'held', 'kept', 'total']) expect([shared, cli('PTTL', `tooldeck:bins:${shared}`)]).toEqual([shared, '-1']);

    // The accounting: the bin's bytes, its share in `held`, and the total agree.
    const held = cli('HGET', 'tooldeck:bins:held', bin.id);
    expect(cli('HGET', binKey, 'bytes')).toBe(held);
    expect(cli('HGET', 'tooldeck:bins:kept', bin.id)).toBe('50');
    const heldValues = cli('HVALS', 'tooldeck:bins:held').split('\n').map(Number);
    expect(heldValues.reduce((sum, value) => sum + value, 0)).toBe(Number(cli('GET', 'tooldeck:bins:total')));
  });
});

describeWithRedis('the byte bound of bins on Redis, across instances', () => {
  const MAX_BYTES = 25_000;
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({ BIN_STORE_MAX_BYTES: String(MAX_BYTES) });
  }, 60_000);
  afterAll(() => pair?.stop());

  it('evicts the oldest bin, whichever instance wrote past the bound, never the bin just written', async () => {
    const { a, b, cli } = pair;
    const body = 'z'.repeat(10_000);
    const oldest = await createBin(a);
    const newer = await createBin(b);
    const viewer = await openStream(b, oldest);
    expect((await post(oldest.url, { body })).status).toBe(200);
    expect((await post(`${b.url}/bins/${oldest.id}/in`, { body })).status).toBe(200);
    expect((await fetch(`${b.url}/bins/${oldest.id}`)).status).toBe(200);
    expect((await viewer.events.next())?.event).toBe('capture');
    expect((await viewer.events.next())?.event).toBe('capture');

    // ~30 KB > 25 000, written on B: the oldest bin goes (its viewer on B hears so), the newer stays.
    expect((await post(`${b.url}/bins/${newer.id}/in`, { body })).status).toBe(200);
    expect(await viewer.events.next()).toEqual({ event: 'end', data: { reason: 'evicted' } });
    expect((await fetch(`${a.url}/bins/${oldest.id}`)).status).toBe(404);
    expect((await listing(a, newer.id)).count).toBe(1);
    // B's log reaches this process through a pipe, possibly after the answers above: waited for.
    await expect.poll(() => logged(b, 'bin-evicted')).toEqual([expect.objectContaining({ bin: oldest.id, createdAt: oldest.createdAt, requests: 2, maxStoreBytes: MAX_BYTES })]);
    expect(logged(a, 'bin-evicted')).toEqual([]);

    // What is left is the newer bin alone, and the total says so.
    expect(cli('GET', 'tooldeck:bins:total')).toBe(cli('HGET', `tooldeck:bins:bin:${newer.id}`, 'bytes'));
    expect(cli('ZRANGE', 'tooldeck:bins:created', '0', '-1')).toBe(newer.id);
    expect(cli('KEYS', `tooldeck:bins:bin:${oldest.id}*`)).toBe('');
    viewer.close();
  });
});

describeWithRedis('bins on Redis expiring', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({ BIN_TTL_SECONDS: '2' });
  }, 60_000);
  afterAll(() => pair?.stop());

  it("takes an expired bin out of the totals once Redis has dropped its keys, and ends its viewers' streams", async () => {
    const { a, b, cli } = pair;
    const bin = await createBin(a);
    const viewer = await openStream(b, bin);
    expect((await post(bin.url, { body: 'x'.repeat(1_000) })).status).toBe(200);
    expect((await viewer.events.next())?.event).toBe('capture');
    expect(Number(cli('GET', 'tooldeck:bins:total'))).toBeGreaterThan(1_000);
    // Redis drops a bin's keys at expiresAt by itself, maybe before a sweep runs, maybe after:
    // dropped here first, the sweep must still find what to take out of the totals.
    const keys = cli('KEYS', `tooldeck:bins:bin:${bin.id}*`).split('\n');
    expect(keys).toHaveLength(3);
    cli('DEL', ...keys);
    expect(Number(cli('GET', 'tooldeck:bins:total'))).toBeGreaterThan(1_000);
    // The sweep of A or B corrects the totals from the keys without a TTL, and whichever swept
    // tells the viewer on B.
    expect(await viewer.events.next(10_000)).toEqual({ event: 'end', data: { reason: 'expired' } });
    await expect.poll(() => cli('GET', 'tooldeck:bins:total'), { timeout: 10_000 }).toBe('0');
    expect(cli('KEYS', 'tooldeck:bins:bin:*')).toBe('');
    expect(cli('HLEN', 'tooldeck:bins:held')).toBe('0');
    expect(cli('ZCARD', 'tooldeck:bins:created')).toBe('0');
    expect(cli('ZCARD', 'tooldeck:bins:expiring')).toBe('0');
    expect((await fetch(`${b.url}/bins/${bin.id}`)).status).toBe(404);
    viewer.close();
  }, 20_000);
});

describeWithRedis('bins while Redis is killed mid-load and comes back (AOF, fsync always)', () => {
  const CLIENTS = 6;
  /** Captures a client makes at most: under the 50 a bin keeps, so none is dropped. */
  const MAX_PER_CLIENT = 45;
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({}, true);
  }, 60_000);
  afterAll(() => pair?.stop());

  it('loses no capture answered 200, answers the others 503 with Retry-After, and recovers without a restart', async () => {
    const { a, b, redis } = pair;
    const servers = [a, b];
    const bins = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => createBin(servers[i % 2]!)));

    let acknowledged = 0;
    let killed = false;
    let restarted!: () => void;
    const back = new Promise<void>((resolve) => (restarted = resolve));
    const refusedBy = new Set<number>();
    const statuses: number[] = [];
    const refusals: { status: number; retryAfter: string | null; code: unknown }[] = [];

    /** One client: its own bin, captures in turn to A and B, each numbered in its path; the paths answered 200. */
    const client = async (index: number): Promise<string[]> => {
      const kept: string[] = [];
      let recovered = 0;
      for (let n = 0; n < 1_000 && kept.length < MAX_PER_CLIENT; n++) {
        const server = servers[n % 2]!;
        const path = `/c${index}-${n}`;
        const response = await post(`${server.url}/bins/${bins[index]!.id}/in${path}`, { body: `capture ${index}-${n}` });
        statuses.push(response.status);
        if (response.status === 200) {
          await response.arrayBuffer();
          kept.push(path);
          acknowledged++;
          // Back in service: a few more, alternating A and B, then done.
          if (killed && refusedBy.has(index) && ++recovered === 3) return kept;
          continue;
        }
        const body = (await response.json()) as { error?: { code?: unknown } };
        refusals.push({ status: response.status, retryAfter: response.headers.get('retry-after'), code: body.error?.code });
        refusedBy.add(index);
        // Refused while Redis is down: wait for it to be started again, then retry (polling).
        await back;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return kept;
    };

    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    await expect.poll(() => acknowledged, { timeout: 10_000, interval: 5 }).toBeGreaterThanOrEqual(3 * CLIENTS);
    // Mid-load: captures are in flight from every client as Redis dies.
    killed = true;
    await redis.kill();
    await expect.poll(() => refusedBy.size, { timeout: 10_000 }).toBe(CLIENTS);
    // Meanwhile every bin route answers 503 with Retry-After, on both instances.
    const bin = bins[0]!;
    for (const server of servers) {
      const asked = [
        fetch(`${server.url}/bins`, { method: 'POST' }),
        fetch(`${server.url}/bins/${bin.id}`),
        fetch(`${server.url}/bins/${bin.id}`, { headers: { accept: 'text/html' } }),
        fetch(`${server.url}/bins/${bin.id}/stream`),
        fetch(`${server.url}/bins/${bin.id}`, { method: 'DELETE' }),
        fetch(`${server.url}/bins/${bin.id}/in`, { method: 'OPTIONS', headers: { origin: 'https://example.org', 'access-control-request-method': 'PUT' } }),
        fetch(`${server.url}/bins/${bin.id}/in/x?y=1`, { method: 'PUT', body: 'z' }),
      ];
      for (const response of await Promise.all(asked)) {
        expect([response.status, response.headers.get('retry-after'), ((await response.json()) as { error: { code: string } }).error.code]).toEqual([503, '5', 'UPSTREAM_UNAVAILABLE']);
      }
    }
    await redis.restart();
    restarted();
    const kept = await clients;

    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect(refusals.length).toBeGreaterThanOrEqual(CLIENTS);
    for (const refusal of refusals) expect(refusal).toEqual({ status: 503, retryAfter: expect.stringMatching(/^[1-9]\d*$/), code: 'UPSTREAM_UNAVAILABLE' });

    // Every acknowledged capture is there, read from either instance.
    for (const [i, paths] of kept.entries()) {
      const listed = await listing(servers[(i + 1) % 2]!, bins[i]!.id);
      const stored = new Set(listed.requests.map((request) => request.path));
      expect(paths.filter((path) => !stored.has(path))).toEqual([]);
      expect(listed.dropped).toBe(0);
    }

    // Live events cross instances again, once both instances' own subscriber connections have
    // reconnected and subscribed anew.
    await expect.poll(() => pair.cli('PUBSUB', 'NUMSUB', 'tooldeck:bins:events'), { timeout: 15_000 }).toBe('tooldeck:bins:events\n2');
    const fresh = await createBin(a);
    const viewer = await openStream(b, fresh);
    expect((await post(fresh.url, { body: 'after the outage' })).status).toBe(200);
    expect(await viewer.events.next()).toEqual({ event: 'capture', data: { number: 1, request: expect.objectContaining({ body: 'after the outage' }) } });
    viewer.close();
    // Never a 500.
    for (const server of servers) expect(server.output()).not.toMatch(/"status":500/);
  }, 60_000);
});

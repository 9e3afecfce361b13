/**
 * The commands RedisRateLimitStore sends, on a fake client (the real one is Bun's: the scale
 * tests, server/scale/limits.test.ts, run it against a real redis-server across two instances).
 */
import { describe, expect, it } from 'vitest';
import { EXPIRY_SLACK_MS, HIT_SCRIPT, RedisRateLimitStore, type RedisCommands } from './redis-store.ts';

const MINUTE = 60_000;
const NOW = 1_700_000_012_345;
const START = NOW - (NOW % MINUTE);

function fakeRedis({ knowsScript }: { knowsScript: boolean }) {
  const sent: [string, string[]][] = [];
  const values = new Map<string, string>();
  const redis: RedisCommands = {
    async send(command, args) {
      sent.push([command, args]);
      if (command === 'EVALSHA' && !knowsScript) throw new Error('NOSCRIPT No matching script. Please use EVAL.');
      if (command === 'EVAL') knowsScript = true;
      const key = args[2]!;
      const count = Number(values.get(key) ?? 0) + 1;
      values.set(key, String(count));
      return count;
    },
    async get(key) {
      return values.get(key) ?? null;
    },
  };
  return { redis, sent };
}

describe('RedisRateLimitStore', () => {
  it('counts in one script call on the window key, expiring a little after the window ends', async () => {
    const { redis, sent } = fakeRedis({ knowsScript: true });
    const store = new RedisRateLimitStore(redis);
    expect(await store.hit('api:minute:203.0.113.9', MINUTE, NOW)).toEqual({ count: 1, resetAt: START + MINUTE });
    expect(await store.hit('api:minute:203.0.113.9', MINUTE, NOW + 1)).toEqual({ count: 2, resetAt: START + MINUTE });
    expect(sent).toHaveLength(2);
    expect(sent[0]![0]).toBe('EVALSHA');
    expect(sent[0]![1].slice(1)).toEqual(['1', `tooldeck:rl:api:minute:203.0.113.9:${START}`, String(START + MINUTE + EXPIRY_SLACK_MS)]);
  });

  it('sends the script whole when Redis does not know it (first use, or restarted empty)', async () => {
    const { redis, sent } = fakeRedis({ knowsScript: false });
    const store = new RedisRateLimitStore(redis);
    expect((await store.hit('k', MINUTE, NOW)).count).toBe(1);
    expect(sent.map(([command]) => command)).toEqual(['EVALSHA', 'EVAL']);
    expect(sent[1]![1][0]).toBe(HIT_SCRIPT);
    expect((await store.hit('k', MINUTE, NOW)).count).toBe(2);
    expect(sent.map(([command]) => command)).toEqual(['EVALSHA', 'EVAL', 'EVALSHA']);
  });

  it('a new window counts in a new key', async () => {
    const { redis } = fakeRedis({ knowsScript: true });
    const store = new RedisRateLimitStore(redis);
    await store.hit('k', MINUTE, NOW);
    expect(await store.hit('k', MINUTE, START + MINUTE)).toEqual({ count: 1, resetAt: START + 2 * MINUTE });
  });

  it('peeks with a GET of the same key: 0 before any hit', async () => {
    const { redis, sent } = fakeRedis({ knowsScript: true });
    const store = new RedisRateLimitStore(redis, 'p:');
    expect(await store.peek('k', MINUTE, NOW)).toEqual({ count: 0, resetAt: START + MINUTE });
    await store.hit('k', MINUTE, NOW);
    expect(await store.peek('k', MINUTE, NOW)).toEqual({ count: 1, resetAt: START + MINUTE });
    expect(sent[0]![1][2]).toBe(`p:k:${START}`);
  });

  it('passes other errors on, for the fallback to see', async () => {
    const store = new RedisRateLimitStore({ send: () => Promise.reject(new Error('Connection closed')), get: () => Promise.reject(new Error('Connection closed')) });
    await expect(store.hit('k', MINUTE, NOW)).rejects.toThrow('Connection closed');
    await expect(store.peek('k', MINUTE, NOW)).rejects.toThrow('Connection closed');
  });
});

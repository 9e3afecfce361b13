/**
 * RedisRateLimitStore: the commands it sends, on a fake client; and its script's counting, on a
 * real redis-server reached over a plain socket (Bun's client carries it in production: the scale
 * tests, server/scale/, run that across two instances).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisCommand } from '../../test/redis/redis-command.ts';
import { describeWithRedis, startRedis, type RunningRedis } from '../../test/redis/redis-server.ts';
import { CONSUME_SCRIPT, EXPIRY_SLACK_MS, RedisRateLimitStore, type RedisCommands } from './redis-store.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const NOW = 1_700_000_012_345;
const MINUTE_START = NOW - (NOW % MINUTE);
const DAY_START = NOW - (NOW % DAY);

const minute = (key: string, limit: number) => ({ key, windowMs: MINUTE, limit });
const day = (key: string, limit: number) => ({ key, windowMs: DAY, limit });

/** A client that records what it is sent and answers `answer`. */
function recordingRedis({ knowsScript, answer }: { knowsScript: boolean; answer: unknown }) {
  const sent: [string, string[]][] = [];
  const redis: RedisCommands = {
    async send(command, args) {
      sent.push([command, args]);
      if (command === 'EVALSHA' && !knowsScript) throw new Error('NOSCRIPT No matching script. Please use EVAL.');
      if (command === 'EVAL') knowsScript = true;
      return answer;
    },
  };
  return { redis, sent };
}

describe('RedisRateLimitStore commands', () => {
  it('sends every window of a request in one script call: the keys by window start, then each limit and expiry', async () => {
    const { redis, sent } = recordingRedis({ knowsScript: true, answer: [3, 7] });
    const store = new RedisRateLimitStore(redis);
    expect(await store.consume([minute('api:minute:203.0.113.9', 50), day('api:day:203.0.113.9', 1000)], NOW)).toEqual([
      { count: 3, resetAt: MINUTE_START + MINUTE },
      { count: 7, resetAt: DAY_START + DAY },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe('EVALSHA');
    expect(sent[0]![1].slice(1)).toEqual([
      '2',
      `tooldeck:rl:api:minute:203.0.113.9:${MINUTE_START}`,
      `tooldeck:rl:api:day:203.0.113.9:${DAY_START}`,
      '50',
      String(MINUTE_START + MINUTE + EXPIRY_SLACK_MS),
      '1000',
      String(DAY_START + DAY + EXPIRY_SLACK_MS),
    ]);
  });

  it('sends the script whole when Redis does not know it (first use, or restarted empty)', async () => {
    const { redis, sent } = recordingRedis({ knowsScript: false, answer: [1] });
    const store = new RedisRateLimitStore(redis, 'p:');
    await store.consume([minute('k', 5)], NOW);
    expect(sent.map(([command]) => command)).toEqual(['EVALSHA', 'EVAL']);
    expect(sent[1]![1][0]).toBe(CONSUME_SCRIPT);
    expect(sent[1]![1][2]).toBe(`p:k:${MINUTE_START}`);
    await store.consume([minute('k', 5)], NOW);
    expect(sent.map(([command]) => command)).toEqual(['EVALSHA', 'EVAL', 'EVALSHA']);
  });

  it('refuses an answer that is not one count per window, and passes connection errors on for the fallback', async () => {
    const short = new RedisRateLimitStore(recordingRedis({ knowsScript: true, answer: [1] }).redis);
    await expect(short.consume([minute('a', 5), day('b', 5)], NOW)).rejects.toThrow('the rate-limit script answered [1]');
    const down = new RedisRateLimitStore({ send: () => Promise.reject(new Error('Connection closed')) });
    await expect(down.consume([minute('k', 5)], NOW)).rejects.toThrow('Connection closed');
  });
});

/** RedisCommands over a plain socket, for the replies the script gives: an array of integers, or an error. */
function socketRedis(port: number): RedisCommands {
  return {
    async send(command, args) {
      const reply = await redisCommand(port, command, ...args);
      if (reply.startsWith('-')) throw new Error(reply.slice(1).trimEnd());
      const [header, ...lines] = reply.split('\r\n');
      if (!header?.startsWith('*')) throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
      return lines.slice(0, Number(header.slice(1))).map((line) => Number(line.slice(1)));
    },
  };
}

describeWithRedis('RedisRateLimitStore on a real redis-server', () => {
  let redis: RunningRedis;
  let store: RedisRateLimitStore;
  // An hour ahead, mid-minute: every key's expiry is in the future, and no window ends during the test.
  const at = (Math.floor(Date.now() / MINUTE) + 60) * MINUTE + 30_000;
  const minuteStart = at - (at % MINUTE);
  const dayStart = at - (at % DAY);
  beforeAll(async () => {
    redis = await startRedis();
    store = new RedisRateLimitStore(socketRedis(redis.port));
  });
  afterAll(() => redis?.stop());
  beforeEach(() => redisCommand(redis.port, 'FLUSHALL'));

  const counts = async (windows: Parameters<RedisRateLimitStore['consume']>[0]) => (await store.consume(windows, at)).map(({ count }) => count);

  it('counts in every window while none is past its limit, and a new window starts from 1', async () => {
    expect(await counts([minute('m', 3), day('d', 10)])).toEqual([1, 1]);
    expect(await counts([minute('m', 3), day('d', 10)])).toEqual([2, 2]);
    expect((await store.consume([minute('m', 3)], minuteStart + MINUTE))[0]).toEqual({ count: 1, resetAt: minuteStart + 2 * MINUTE });
  });

  it('counts up to and including the window that refuses, and only reads the ones after it', async () => {
    const windows = [minute('m', 2), day('d', 100), day('g', 100)];
    expect(await counts(windows)).toEqual([1, 1, 1]);
    expect(await counts(windows)).toEqual([2, 2, 2]);
    // The minute refuses from here on: the day windows stay at 2, read not counted.
    expect(await counts(windows)).toEqual([3, 2, 2]);
    expect(await counts(windows)).toEqual([4, 2, 2]);
    expect(await redisCommand(redis.port, 'GET', `tooldeck:rl:d:${dayStart}`)).toBe('$1\r\n2\r\n');
    // A window read before it was ever counted reads 0, and is not created.
    expect(await counts([minute('m2', 0), day('never', 5)])).toEqual([1, 0]);
    expect(await redisCommand(redis.port, 'EXISTS', `tooldeck:rl:never:${dayStart}`)).toBe(':0\r\n');
  });

  it('sets each key to expire a little after its own window ends, once, on its first count', async () => {
    await counts([minute('m', 5), day('d', 5)]);
    await counts([minute('m', 5), day('d', 5)]);
    const expiry = async (key: string) => Number(/^:(\d+)/.exec(await redisCommand(redis.port, 'PEXPIRETIME', key))?.[1]);
    expect(await expiry(`tooldeck:rl:m:${minuteStart}`)).toBe(minuteStart + MINUTE + EXPIRY_SLACK_MS);
    expect(await expiry(`tooldeck:rl:d:${dayStart}`)).toBe(dayStart + DAY + EXPIRY_SLACK_MS);
  });

  it('stays exact under concurrent requests: exactly the limit see a count within it', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => counts([minute('burst', 15), day('burst-day', 1000)])));
    const admitted = answers.filter(([count]) => count! <= 15);
    expect(admitted).toHaveLength(15);
    expect(new Set(admitted.map(([count]) => count)).size).toBe(15);
    expect(await redisCommand(redis.port, 'GET', `tooldeck:rl:burst-day:${dayStart}`)).toBe('$2\r\n15\r\n');
  });
});

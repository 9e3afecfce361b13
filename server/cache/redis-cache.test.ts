/**
 * RedisCache: its entry format under Node, and the store itself under Bun against a real
 * redis-server (test/redis/redis-cache-check.ts, spawned): text and a PNG's bytes round-trip
 * exactly, with their TTL on the key, and a Redis that is down is a miss, never an error.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithRedis, startRedis, type RunningRedis } from '../../test/redis/redis-server.ts';
import { decodeEntry, encodeEntry } from './redis-cache.ts';

const BUN = fileURLToPath(new URL('../../node_modules/.bin/bun', import.meta.url));
const CHECK = fileURLToPath(new URL('../../test/redis/redis-cache-check.ts', import.meta.url));
const PNG = fileURLToPath(new URL('../../test/card/fixtures/github/avatar.png', import.meta.url));

describe('the entry format', () => {
  it('keeps text as text and bytes as bytes, with both times', () => {
    const text = 'line one\nline two, NUL \0, ☃';
    expect(decodeEntry(encodeEntry(text, 1_700_000_000_000, 1_700_000_060_000))).toEqual({ value: text, storedAt: 1_700_000_000_000, expiresAt: 1_700_000_060_000 });
    const bytes = new Uint8Array([0x0a, 0, 0xff, 0x0a, 0x89, 0x50]);
    const entry = decodeEntry(encodeEntry(bytes, 5, 6))!;
    expect(entry.value).toBeInstanceOf(Uint8Array);
    expect([...(entry.value as Uint8Array)]).toEqual([...bytes]);
    expect(decodeEntry(encodeEntry('', 1, 2))).toEqual({ value: '', storedAt: 1, expiresAt: 2 });
  });

  it('reads anything else under the key as a miss', () => {
    const utf8 = new TextEncoder();
    for (const stored of ['', 'plain value', 'x:1:2\nvalue', 't:1\nvalue', `t:1:2${' '.repeat(80)}\n`]) expect(decodeEntry(utf8.encode(stored))).toBeUndefined();
  });
});

/** Runs the check script under Bun; resolves with the JSON line it printed. */
function check(url: string, expected: 'up' | 'down'): Promise<Record<string, any>> {
  return new Promise((resolve, reject) => {
    const child = spawn(BUN, [CHECK, url, PNG, expected], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        resolve(JSON.parse(output.trim().split('\n').at(-1)!));
      } catch (error) {
        reject(new Error(`${String(error)}:\n${output}`));
      }
    });
  });
}

describeWithRedis('RedisCache on a real redis-server', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(() => redis?.stop());

  it('round-trips text and a PNG byte for byte, each key with its TTL', async () => {
    const seen = await check(redis.url, 'up');
    expect(seen.connected).toBe(true);
    expect(seen.text).toMatchObject({ same: true, lives: 60_000 });
    expect(seen.png).toEqual({ isBytes: true, same: true, length: 635, lives: 30_000 });
    // PTTL counts down from the TTL given: set, and not longer than asked.
    expect(seen.pttl.text).toBeGreaterThan(0);
    expect(seen.pttl.text).toBeLessThanOrEqual(60_000);
    expect(seen.pttl.png).toBeGreaterThan(0);
    expect(seen.pttl.png).toBeLessThanOrEqual(30_000);
    expect(seen.gone).toBe(true);
    expect(seen.zero).toBe(true);
  }, 30_000);

  it('with Redis down, reads miss and writes are dropped, without an error', async () => {
    await redis.kill();
    try {
      const seen = await check(redis.url, 'down');
      expect(seen).toEqual({ connected: false, text: null, png: null, pttl: { text: null, png: null }, gone: true, zero: true });
    } finally {
      await redis.restart();
    }
  }, 30_000);
});

/**
 * RedisCache under Bun, for server/cache/redis-cache.test.ts (vitest runs under Node, where Bun's
 * Redis client does not exist): `bun test/redis/redis-cache-check.ts <redis url> <png file>`
 * stores text and the PNG's bytes, reads them back and prints one JSON line of what it saw.
 * Against a Redis that is down it must print too, without throwing.
 */
import { readFileSync } from 'node:fs';
import { RedisCache } from '../../server/cache/redis-cache.ts';
import { openRedis } from '../../server/redis/connection.ts';

const [url, pngFile, expected] = process.argv.slice(2) as [string, string, 'up' | 'down'];
const PREFIX = 'tooldeck:cache:check:';
const TEXT = 'text with a newline\n, a NUL \0, é, ☃ and 😀';
const png = new Uint8Array(readFileSync(pngFile));
const redis = openRedis(url);
// openRedis connects in the background: wait for it when Redis is up. When it is down, connect()
// retries forever, while commands fail at once, which is what is checked.
if (expected === 'up') await redis.connect();
const cache = new RedisCache(redis, PREFIX);

const before = Date.now();
await cache.set('text', TEXT, 60_000);
await cache.set('png', png, 30_000);
await cache.set('gone', 'deleted below', 60_000);
await cache.set('zero', 'a ttl of 0 stores nothing', 0);
const text = await cache.get('text');
const image = await cache.get('png');
await cache.delete('gone');
const ttl = async (key: string) => {
  try {
    return Number(await redis.send('PTTL', [PREFIX + key]));
  } catch {
    return null;
  }
};

const bytes = image?.value instanceof Uint8Array ? image.value : undefined;
console.log(
  JSON.stringify({
    connected: redis.connected,
    text: text === undefined ? null : { same: text.value === TEXT, storedAt: text.storedAt - before, lives: text.expiresAt - text.storedAt },
    png: image === undefined ? null : { isBytes: bytes !== undefined, same: bytes !== undefined && Buffer.from(bytes).equals(Buffer.from(png)), length: bytes?.byteLength, lives: image.expiresAt - image.storedAt },
    pttl: { text: await ttl('text'), png: await ttl('png') },
    gone: (await cache.get('gone')) === undefined,
    zero: (await cache.get('zero')) === undefined,
  }),
);
cache.close();
redis.close();

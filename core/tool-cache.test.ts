/**
 * ctx.cache: execute gives each tool its own keys in the cache it is handed, and MemoryToolCache
 * keeps text for its TTL within its byte bound.
 */
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { executeTool } from './execute.ts';
import { closedObject } from './schema.ts';
import { MemoryToolCache } from './tool-cache.ts';
import { defineTool } from './tool.ts';

/** A tool that stores `put` under `key` when given, and answers what it reads under `key`. */
function cacheTool(id: string) {
  return defineTool({
    id,
    name: id,
    category: 'developer',
    description: 'Reads and writes its ctx.cache (test only).',
    keywords: [],
    input: closedObject({ key: Type.String(), put: Type.Optional(Type.String()) }),
    output: closedObject({ has: Type.Boolean(), found: Type.Union([Type.String(), Type.Null()]) }),
    examples: [],
    async run({ key, put }, ctx) {
      if (put !== undefined) await ctx.cache?.set(key, put, 60);
      return { has: ctx.cache !== undefined, found: (await ctx.cache?.get(key)) ?? null };
    },
  });
}

const writer = cacheTool('cache-writer');
const reader = cacheTool('cache-reader');

describe('ctx.cache as execute hands it over', () => {
  it('keeps each tool to its own keys: one tool never reads another’s entries', async () => {
    const cache = new MemoryToolCache();
    expect(await executeTool(writer, { key: 'rates', put: 'kept' }, { cache })).toMatchObject({ success: true, result: { has: true, found: 'kept' } });
    // In the shared cache, under the writer's id.
    expect(await cache.get('cache-writer:rates')).toBe('kept');
    expect(await cache.get('rates')).toBeUndefined();
    // Another tool asking for the same key, or for the writer's full key, finds nothing.
    expect(await executeTool(reader, { key: 'rates' }, { cache })).toMatchObject({ result: { found: null } });
    expect(await executeTool(reader, { key: 'cache-writer:rates' }, { cache })).toMatchObject({ result: { found: null } });
    // The writer, on a later call, finds its entry.
    expect(await executeTool(writer, { key: 'rates' }, { cache })).toMatchObject({ result: { found: 'kept' } });
  });

  it('is absent when the caller gives none', async () => {
    expect(await executeTool(writer, { key: 'rates', put: 'lost' })).toMatchObject({ success: true, result: { has: false, found: null } });
  });
});

describe('MemoryToolCache', () => {
  it('answers an entry until its TTL has passed on its clock', async () => {
    let now = 1_000;
    const cache = new MemoryToolCache({ now: () => now });
    await cache.set('k', 'v', 2);
    now += 1_999;
    expect(await cache.get('k')).toBe('v');
    now += 1;
    expect(await cache.get('k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('replaces an entry, stores nothing for a TTL of 0 or less, and drops a replaced entry’s bytes', async () => {
    const cache = new MemoryToolCache();
    await cache.set('k', 'first', 60);
    await cache.set('k', 'second', 60);
    expect(await cache.get('k')).toBe('second');
    expect(cache.bytes).toBe(('k'.length + 'second'.length) * 2);
    await cache.set('k', 'gone', 0);
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('n', 'never', -1);
    await cache.set('nan', 'never', Number.NaN);
    expect(await cache.get('n')).toBeUndefined();
    expect(await cache.get('nan')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its byte bound: the expired go first, then the oldest; a value larger than the bound is not kept', async () => {
    let now = 0;
    // Room for three entries of 1 + 9 characters (20 bytes each).
    const cache = new MemoryToolCache({ maxBytes: 60, now: () => now });
    await cache.set('a', 'x'.repeat(9), 1);
    await cache.set('b', 'x'.repeat(9), 100);
    await cache.set('c', 'x'.repeat(9), 100);
    now = 1_000;
    // a has expired: it makes room, and b stays although it is older than c.
    await cache.set('d', 'x'.repeat(9), 100);
    expect([await cache.get('b'), await cache.get('c'), await cache.get('d')].every((value) => value !== undefined)).toBe(true);
    // Nothing has expired now: the oldest (b) goes.
    await cache.set('e', 'x'.repeat(9), 100);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe('x'.repeat(9));
    expect(cache.bytes).toBe(60);
    await cache.set('big', 'x'.repeat(40), 100);
    expect(await cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(60);
  });
});

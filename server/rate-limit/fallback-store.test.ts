import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedisAvailability } from '../redis/availability.ts';
import { FallbackStore } from './fallback-store.ts';
import { MemoryStore } from './memory-store.ts';
import type { LimitWindow, RateLimitStore, WindowCount } from './store.ts';

afterEach(() => {
  vi.useRealTimers();
});

const NOW = 1_700_000_000_000;
const MINUTE = [{ key: 'k', windowMs: 60_000, limit: 100 }];
/** The minute count after one more request. */
const countOf = async (store: RateLimitStore) => (await store.consume(MINUTE, NOW))[0]!.count;

/** A primary that answers from its own memory, fails, or never answers, as the test says. */
function fakePrimary() {
  const memory = new MemoryStore();
  const primary = {
    mode: 'up' as 'up' | 'down' | 'hung',
    calls: 0,
    consume(windows: readonly LimitWindow[], now: number): Promise<WindowCount[]> {
      primary.calls += 1;
      if (primary.mode === 'down') return Promise.reject(Object.assign(new Error('Connection closed'), { code: 'ERR_REDIS_CONNECTION_CLOSED' }));
      if (primary.mode === 'hung') return new Promise(() => {});
      return memory.consume(windows, now);
    },
    close: () => memory.close(),
  } satisfies RateLimitStore & Record<string, unknown>;
  return primary;
}

function setup() {
  const primary = fakePrimary();
  const lines: Record<string, unknown>[] = [];
  const availability = new RedisAvailability({ ping: () => (primary.mode === 'up' ? Promise.resolve('PONG') : Promise.reject(new Error('down'))), connected: () => true, log: (entry) => lines.push(entry) });
  const store = new FallbackStore({ primary, availability });
  return { primary, availability, store, lines };
}

describe('FallbackStore', () => {
  it('counts in the primary while it answers', async () => {
    const { primary, availability, store } = setup();
    await store.consume(MINUTE, NOW);
    expect(await countOf(store)).toBe(2);
    expect(primary.calls).toBe(2);
    expect(availability.state).toBe('ok');
    store.close();
  });

  it('counts in its own memory once the primary fails, without asking it again until it answers', async () => {
    const { primary, availability, store, lines } = setup();
    await store.consume(MINUTE, NOW);
    primary.mode = 'down';
    const counts = [];
    for (let i = 0; i < 5; i++) counts.push(await countOf(store));
    // The memory starts from nothing at the outage.
    expect(counts).toEqual([1, 2, 3, 4, 5]);
        expect(primary.calls).toBe(2);
    expect(availability.state).toBe('degraded');
    expect(lines.filter((line) => line.event === 'redis-unavailable')).toHaveLength(1);
    store.close();
  });

  it('goes back to the primary once it answers again', async () => {
    vi.useFakeTimers();
    const { primary, availability, store } = setup();
    await store.consume(MINUTE, NOW);
    primary.mode = 'down';
    await store.consume(MINUTE, NOW);
    primary.mode = 'up';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(availability.state).toBe('ok');
    expect(await countOf(store)).toBe(2);
    store.close();
  });

  it('answers from memory when the primary does not answer in time', async () => {
    vi.useFakeTimers();
    const { primary, availability, store } = setup();
    primary.mode = 'hung';
    const answer = store.consume(MINUTE, NOW);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toEqual([{ count: 1, resetAt: NOW - (NOW % 60_000) + 60_000 }]);
    expect(availability.state).toBe('degraded');
    store.close();
  });
});

/** The limiter on the in-memory store with a pinned clock: limits, windows, Retry-After, and what a refusal uses up. */
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiterOptions } from './limiter.ts';
import { MemoryStore } from './memory-store.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2024, 2, 10, 12, 0, 0); // 2024-03-10T12:00:00Z, a minute boundary
const MIDNIGHT = Date.parse('2024-03-11T00:00:00Z');

const stores: MemoryStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function limiterAt(options: Omit<RateLimiterOptions, 'store' | 'now'>, store?: MemoryStore) {
  const clock = { now: T0 };
  const counters = store ?? new MemoryStore({ now: () => clock.now });
  stores.push(counters);
  const limiter = createRateLimiter({ ...options, store: counters, now: () => clock.now });
  return { clock, limiter, store: counters };
}

async function repeat(times: number, call: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < times; i++) await call();
}

describe('createRateLimiter', () => {
  it('allows exactly N requests a minute and refuses the N+1st', async () => {
    const { limiter } = limiterAt({ perMinute: 5 });
    for (let remaining = 4; remaining >= 0; remaining--) {
      expect(await limiter.check('198.51.100.7')).toEqual({ allowed: true, limit: 5, remaining });
    }
    expect(await limiter.check('198.51.100.7')).toEqual({ allowed: false, limit: 5, remaining: 0, retryAfterSeconds: 60 });
    expect(await limiter.check('198.51.100.8')).toEqual({ allowed: true, limit: 5, remaining: 4 });
  });

  it('allows again once the minute window has passed', async () => {
    const { clock, limiter } = limiterAt({ perMinute: 1 });
    expect((await limiter.check('a')).allowed).toBe(true);
    clock.now = T0 + MINUTE - 1;
    expect((await limiter.check('a')).allowed).toBe(false);
    clock.now = T0 + MINUTE;
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: 1, remaining: 0 });
  });

  it.each([
    [0, 60],
    [1, 60], // 59.999 s rounds up
    [999, 60],
    [1_000, 59],
    [58_999, 2], // 1.001 s
    [59_000, 1],
    [59_999, 1], // 1 ms left is still at least one second
  ])('answers Retry-After in whole seconds rounded up, %d ms into the minute → %d', async (offset, seconds) => {
    const { clock, limiter } = limiterAt({ perMinute: 1 });
    clock.now = T0 + offset;
    await limiter.check('a');
    expect((await limiter.check('a')).retryAfterSeconds).toBe(seconds);
  });

  it('limits each IP per UTC day, refusing until midnight UTC', async () => {
    const { clock, limiter } = limiterAt({ perMinute: 0, perDay: 3 });
    for (let i = 0; i < 3; i++) {
      clock.now = T0 + i * 3_600_000; // one request an hour
      expect(await limiter.check('a')).toEqual({ allowed: true, limit: 3, remaining: 2 - i });
    }
    clock.now = Date.UTC(2024, 2, 10, 23, 59, 58, 999);
    expect(await limiter.check('a')).toEqual({ allowed: false, limit: 3, remaining: 0, retryAfterSeconds: 2 });
    clock.now = Date.UTC(2024, 2, 10, 23, 59, 59, 999);
    expect((await limiter.check('a')).retryAfterSeconds).toBe(1);
    clock.now = MIDNIGHT;
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: 3, remaining: 2 });
  });

  it('shows the per-minute limit and the smallest remaining across the windows', async () => {
    const { limiter } = limiterAt({ perMinute: 60, perDay: 500, globalPerDay: 3 });
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: 60, remaining: 2 });
    expect(await limiter.check('b')).toEqual({ allowed: true, limit: 60, remaining: 1 });
  });

  it('refuses by the day window once the minute windows have let enough through', async () => {
    const { clock, limiter } = limiterAt({ perMinute: 2, perDay: 3 });
    await repeat(2, () => limiter.check('a'));
    clock.now = T0 + MINUTE;
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: 2, remaining: 0 });
    const refused = await limiter.check('a');
    expect(refused).toEqual({ allowed: false, limit: 2, remaining: 0, retryAfterSeconds: Math.ceil((MIDNIGHT - clock.now) / 1000) });
    expect(refused.retryAfterSeconds).toBe(43_140); // 11 h 59 min until midnight UTC
  });

  it('answers the latest reset when more than one window would refuse', async () => {
    const { limiter } = limiterAt({ perMinute: 2, perDay: 2 });
    await repeat(2, () => limiter.check('a'));
    // Refused by the minute window, but the day window is spent too: waiting 60 s would not help.
    expect((await limiter.check('a')).retryAfterSeconds).toBe((MIDNIGHT - T0) / 1000);
  });

  it('does not use up the day allowance with requests the minute window refused', async () => {
    const { clock, limiter } = limiterAt({ perMinute: 2, perDay: 5 });
    await repeat(10, () => limiter.check('a')); // 2 allowed, 8 refused
    clock.now = T0 + MINUTE;
    expect((await limiter.check('a')).remaining).toBe(1);
    expect((await limiter.check('a')).remaining).toBe(0);
    clock.now = T0 + 2 * MINUTE;
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: 2, remaining: 0 }); // the fifth of the day
    expect((await limiter.check('a')).allowed).toBe(false);
  });

  it('limits all clients together per day', async () => {
    const { clock, limiter } = limiterAt({ perMinute: 10, perDay: 100, globalPerDay: 3 });
    expect((await limiter.check('a')).remaining).toBe(2);
    expect((await limiter.check('b')).remaining).toBe(1);
    expect((await limiter.check('c')).remaining).toBe(0);
    expect(await limiter.check('d')).toEqual({ allowed: false, limit: 10, remaining: 0, retryAfterSeconds: (MIDNIGHT - T0) / 1000 });
    clock.now = MIDNIGHT;
    expect((await limiter.check('d')).allowed).toBe(true);
  });

  it('counts in the global window only requests that passed the per-IP limits', async () => {
    const { limiter } = limiterAt({ perMinute: 1, globalPerDay: 3 });
    await repeat(50, () => limiter.check('abuser'));
    expect((await limiter.check('b')).allowed).toBe(true);
    expect((await limiter.check('c')).allowed).toBe(true);
    expect((await limiter.check('d')).allowed).toBe(false);
  });

  it('checks no window whose limit is 0', async () => {
    const { limiter, store } = limiterAt({ perMinute: 0, perDay: 2, globalPerDay: 0 });
    await repeat(2, () => limiter.check('a'));
    expect(await limiter.check('a')).toEqual({ allowed: false, limit: 2, remaining: 0, retryAfterSeconds: (MIDNIGHT - T0) / 1000 });
    expect(store.size).toBe(1); // the day window of 'a' only
  });

  it('shows the global limit when both per-IP limits are off', async () => {
    const { limiter } = limiterAt({ perMinute: 0, globalPerDay: 7 });
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: 7, remaining: 6 });
  });

  it('allows everything and counts nothing when every limit is 0', async () => {
    const { limiter, store } = limiterAt({ perMinute: 0, perDay: 0, globalPerDay: 0 });
    expect(limiter.enabled).toBe(false);
    await repeat(1_000, () => limiter.check('a'));
    expect(await limiter.check('a')).toEqual({ allowed: true, limit: Infinity, remaining: Infinity });
    expect(store.size).toBe(0);
  });

  it('limits per minute only when given only perMinute, as the MCP limiter is', async () => {
    const { clock, limiter } = limiterAt({ perMinute: 120 });
    expect(limiter.enabled).toBe(true);
    for (let minute = 0; minute < 30; minute++) {
      clock.now = T0 + minute * MINUTE;
      await repeat(119, () => limiter.check('a'));
      expect(await limiter.check('a')).toEqual({ allowed: true, limit: 120, remaining: 0 });
    }
  });

  it('keeps limiters with different scopes apart on one store', async () => {
    const clock = { now: T0 };
    const store = new MemoryStore({ now: () => clock.now });
    stores.push(store);
    const api = createRateLimiter({ store, perMinute: 1, now: () => clock.now });
    const mcp = createRateLimiter({ store, perMinute: 1, scope: 'mcp', now: () => clock.now });
    const sameScope = createRateLimiter({ store, perMinute: 1, scope: 'api', now: () => clock.now });
    expect((await api.check('a')).allowed).toBe(true);
    expect((await mcp.check('a')).allowed).toBe(true);
    expect((await sameScope.check('a')).allowed).toBe(false);
  });

  it.each([
    [{ perMinute: -1 }, 'perMinute'],
    [{ perMinute: 1.5 }, 'perMinute'],
    [{ perMinute: 1, perDay: Number.NaN }, 'perDay'],
    [{ perMinute: 1, globalPerDay: Infinity }, 'globalPerDay'],
  ])('refuses the limits %j', (limits, name) => {
    const store = new MemoryStore();
    stores.push(store);
    expect(() => createRateLimiter({ store, ...limits })).toThrow(new RegExp(`^${name} must be a whole number`));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedisAvailability, type RedisAvailabilityOptions } from './availability.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** An availability on a fake clock, a settable connection and PING, and a captured log. */
function setup(overrides: Partial<RedisAvailabilityOptions> = {}) {
  vi.useFakeTimers();
  const lines: Record<string, unknown>[] = [];
  const redis = { connected: true, up: false, pings: 0 };
  const availability = new RedisAvailability({
    ping: async () => {
      redis.pings += 1;
      if (!redis.up) throw Object.assign(new Error('Connection closed'), { code: 'ERR_REDIS_CONNECTION_CLOSED' });
      return 'PONG';
    },
    connected: () => redis.connected,
    log: (entry) => lines.push(entry),
    now: () => Date.now(),
    ...overrides,
  });
  const warnings = () => lines.filter((line) => line.event === 'redis-unavailable');
  return { availability, lines, redis, warnings };
}

const closed = () => Object.assign(new Error('Connection closed'), { code: 'ERR_REDIS_CONNECTION_CLOSED' });

describe('RedisAvailability', () => {
  it('is ok while connected and nothing failed; degraded while the connection is closed, without a line', () => {
    const { availability, lines, redis } = setup();
    expect(availability.state).toBe('ok');
    redis.connected = false;
    expect(availability.state).toBe('degraded');
    expect(availability.skipping).toBe(false);
    expect(lines).toEqual([]);
  });

  it('turns degraded on a failed command, with one warning line however many fail', () => {
    const { availability, warnings } = setup();
    for (let i = 0; i < 100; i++) availability.failed(closed());
    expect(availability.state).toBe('degraded');
    expect(availability.skipping).toBe(true);
    expect(warnings()).toEqual([{ time: expect.any(String), level: 'warn', event: 'redis-unavailable', error: 'ERR_REDIS_CONNECTION_CLOSED', fallback: 'per-instance' }]);
    availability.close();
  });

  it('writes one more warning a minute while the outage lasts, never more', async () => {
    const { availability, warnings } = setup();
    availability.failed(closed());
    await vi.advanceTimersByTimeAsync(59_000);
    expect(warnings()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(warnings()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(warnings()).toHaveLength(3);
    availability.close();
  });

  it('finds out by itself when Redis answers again: ok, one recovery line, no more PINGs', async () => {
    const { availability, lines, redis } = setup();
    availability.failed(closed());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(availability.state).toBe('degraded');
    redis.up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(availability.state).toBe('ok');
    expect(availability.skipping).toBe(false);
    expect(lines.map((line) => line.event)).toEqual(['redis-unavailable', 'redis-recovered']);
    const pings = redis.pings;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(redis.pings).toBe(pings);
  });

  it('turns ok at once when a store command answers', () => {
    const { availability } = setup();
    availability.failed(closed());
    availability.answered();
    expect(availability.state).toBe('ok');
  });

  it('logs the error code or name, never the message (it may name the URL and its password)', () => {
    const { availability, warnings } = setup();
    availability.failed(new Error('cannot reach redis://:hunter2@db:6379'));
    expect(JSON.stringify(warnings())).not.toContain('hunter2');
    expect(warnings()[0]!.error).toBe('Error');
    availability.close();
  });
});

/** The in-memory store: fixed epoch-aligned windows, peek without counting, and no memory kept for idle keys. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from './memory-store.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = Date.UTC(2024, 2, 10, 12, 0, 0); // 2024-03-10T12:00:00Z, a minute boundary

const opened: MemoryStore[] = [];
function store(clock: { now: number } = { now: T0 }, sweepIntervalMs?: number): MemoryStore {
  const created = new MemoryStore({ now: () => clock.now, ...(sweepIntervalMs === undefined ? {} : { sweepIntervalMs }) });
  opened.push(created);
  return created;
}

afterEach(() => {
  for (const created of opened.splice(0)) created.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createMemoryStore', () => {
  it('counts hits in a window and reports when the window ends', async () => {
    const counters = store();
    expect(await counters.hit('a', MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + MINUTE });
    expect(await counters.hit('a', MINUTE, T0 + 59_999)).toEqual({ count: 2, resetAt: T0 + MINUTE });
    expect(await counters.hit('b', MINUTE, T0 + 1)).toEqual({ count: 1, resetAt: T0 + MINUTE });
  });

  it('starts again from 1 in the next window, the boundary belonging to the new window', async () => {
    const counters = store();
    await counters.hit('a', MINUTE, T0 + 30_000);
    await counters.hit('a', MINUTE, T0 + 59_999);
    expect(await counters.hit('a', MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 2 * MINUTE });
  });

  it('aligns the day window to the UTC calendar day', async () => {
    const counters = store();
    const lastMs = Date.UTC(2024, 2, 10, 23, 59, 59, 999);
    expect((await counters.hit('d', DAY, lastMs)).resetAt).toBe(Date.parse('2024-03-11T00:00:00.000Z'));
    expect(await counters.hit('d', DAY, lastMs + 1)).toEqual({ count: 1, resetAt: Date.parse('2024-03-12T00:00:00.000Z') });
  });

  it('peeks without counting', async () => {
    const counters = store();
    expect(await counters.peek('a', MINUTE, T0)).toEqual({ count: 0, resetAt: T0 + MINUTE });
    await counters.hit('a', MINUTE, T0);
    expect(await counters.peek('a', MINUTE, T0 + 10)).toEqual({ count: 1, resetAt: T0 + MINUTE });
    expect(await counters.peek('a', MINUTE, T0 + 20)).toEqual({ count: 1, resetAt: T0 + MINUTE });
    expect(await counters.peek('a', MINUTE, T0 + MINUTE)).toEqual({ count: 0, resetAt: T0 + 2 * MINUTE });
  });

  it('treats keys as plain strings, prototype names included', async () => {
    const counters = store();
    expect((await counters.hit('__proto__', MINUTE, T0)).count).toBe(1);
    expect((await counters.hit('constructor', MINUTE, T0)).count).toBe(1);
    expect((await counters.hit('__proto__', MINUTE, T0)).count).toBe(2);
  });

  it('drops an expired entry when its key is next seen', async () => {
    const counters = store();
    await counters.hit('a', MINUTE, T0);
    await counters.peek('a', MINUTE, T0 + MINUTE);
    expect(counters.size).toBe(0);
  });

  it('keeps nothing of 100,000 idle clients once their window has passed', async () => {
    const clock = { now: T0 };
    const counters = store(clock);
    for (let i = 0; i < 100_000; i++) await counters.hit(`ip:${i}`, MINUTE, clock.now);
    expect(counters.size).toBe(100_000);

    clock.now = T0 + MINUTE - 1;
    counters.sweep();
    expect(counters.size).toBe(100_000);

    clock.now = T0 + MINUTE;
    counters.sweep();
    expect(counters.size).toBe(0);
  });

  it('sweeps on its own timer, keeping live windows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = { now: T0 };
    const counters = store(clock, 1_000);
    for (let i = 0; i < 1_000; i++) await counters.hit(`idle:${i}`, MINUTE, T0);
    await counters.hit('busy', DAY, T0);

    clock.now = T0 + MINUTE;
    vi.advanceTimersByTime(1_000);
    expect(counters.size).toBe(1);
    expect(await counters.peek('busy', DAY, clock.now)).toEqual({ count: 1, resetAt: Date.parse('2024-03-11T00:00:00.000Z') });
  });

  it('clears its sweep timer when closed', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const counters = store({ now: T0 }, 1_000);
    expect(vi.getTimerCount()).toBe(1);
    counters.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive with its timer', () => {
    const realSetInterval = globalThis.setInterval;
    let timer: ReturnType<typeof setInterval> | undefined;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((handler: () => void, ms: number) => {
      timer = realSetInterval(handler, ms);
      return timer;
    }) as typeof setInterval);
    store();
    expect(timer?.hasRef()).toBe(false);
  });
});

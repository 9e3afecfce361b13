import { expect, it } from 'vitest';
import { createRequestLog, FLUSH_MS, logTime, MAX_BUFFERED_LINES } from './log.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('writes every entry as one JSON line, batched for a few milliseconds, and flushes on demand', async () => {
  const writes: string[] = [];
  const log = createRequestLog((text) => writes.push(text));
  log({ a: 1 });
  await sleep(0);
  log({ b: 'x"y' });
  expect(writes).toEqual([]);
  await sleep(FLUSH_MS + 20);
  expect(writes).toEqual(['{"a":1}\n{"b":"x\\"y"}\n']);
  log({ c: 3 });
  log.flush();
  expect(writes[1]).toBe('{"c":3}\n');
  await sleep(FLUSH_MS + 20);
  expect(writes).toHaveLength(2); // the flush took the pending timer with it
});

it('writes a burst at once when the buffer is full, without waiting for the timer', () => {
  const writes: string[] = [];
  const log = createRequestLog((text) => writes.push(text));
  for (let i = 0; i < MAX_BUFFERED_LINES; i++) log({ i });
  expect(writes).toHaveLength(1);
  expect(writes[0]!.split('\n')).toHaveLength(MAX_BUFFERED_LINES + 1);
  log.flush();
  expect(writes).toHaveLength(1);
});

it('stamps log lines with the current time in ISO 8601, to the millisecond', async () => {
  for (let i = 0; i < 3; i++) {
    const before = Date.now();
    const stamp = logTime();
    const after = Date.now();
    expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stamp)).toBeLessThanOrEqual(after);
    await new Promise((resolve) => setTimeout(resolve, 3)); // a later millisecond gets a new stamp
  }
});

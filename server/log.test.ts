import { expect, it } from 'vitest';
import { createRequestLog, logTime } from './log.ts';

it('writes every entry as one JSON line, batched per tick, and flushes on demand', async () => {
  const writes: string[] = [];
  const log = createRequestLog((text) => writes.push(text));
  log({ a: 1 });
  log({ b: 'x"y' });
  expect(writes).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(writes).toEqual(['{"a":1}\n{"b":"x\\"y"}\n']);
  log({ c: 3 });
  log.flush();
  expect(writes[1]).toBe('{"c":3}\n');
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

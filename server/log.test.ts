import { expect, it } from 'vitest';
import { createRequestLog } from './log.ts';

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

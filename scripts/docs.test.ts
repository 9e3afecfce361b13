import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { withToolTable } from './tool-table.ts';

it('README.md carries the current tool table (run `npm run docs` when this fails)', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(withToolTable(readme));
});

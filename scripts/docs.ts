/** `npm run docs`: rewrites the tool table in README.md from the catalog. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withToolTable } from './tool-table.ts';

const path = new URL('../README.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withToolTable(before);
if (after !== before) writeFileSync(path, after);
console.log(after === before ? 'README.md tool table is up to date' : 'README.md tool table rewritten');

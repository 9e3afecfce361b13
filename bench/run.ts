/**
 * `npm run bench -- [name…]`: runs the named benches (all when none is named) under Node, then
 * the same under Bun, so both runtimes' figures come from one command.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchHash } from './hash.ts';

const BENCHES: Record<string, () => Promise<unknown>> = {
  hash: () => benchHash(),
};

const args = process.argv.slice(2);
const onlyHere = args.includes('--here');
const names = args.filter((arg) => !arg.startsWith('--'));
for (const name of names) if (!BENCHES[name]) throw new Error(`unknown bench ${name}; known: ${Object.keys(BENCHES).join(', ')}`);

for (const name of names.length > 0 ? names : Object.keys(BENCHES)) await BENCHES[name]!();

if (!onlyHere && !process.versions.bun) {
  const bun = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));
  const self = fileURLToPath(import.meta.url);
  const result = spawnSync(bun, [self, ...args, '--here'], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}

/**
 * `npm run bench -- [name…]`: runs the named benches (all when none is named) under Node, then
 * the same under Bun, so both runtimes' figures come from one command.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchCards } from './cards.ts';
import { benchHash } from './hash.ts';
import { benchPdf } from './pdf.ts';
import { benchScale } from './scale.ts';
import { benchServer } from './server.ts';

/** Each bench, and whether it also runs under Bun (the server bench drives Bun servers from Node already). */
const BENCHES: Record<string, { run: () => Promise<unknown>; underBun: boolean }> = {
  hash: { run: () => benchHash(), underBun: true },
  server: { run: () => benchServer(), underBun: false },
  // In-process under both runtimes; its pool part (Node worker processes behind the Bun server) runs from the Node pass only.
  pdf: { run: () => benchPdf(), underBun: true },
  cards: { run: () => benchCards(), underBun: true },
  // 1 vs 2 instances behind HAProxy, limits in memory vs Redis: drives Bun servers from Node, like server.
  scale: { run: () => benchScale(), underBun: false },
};

const args = process.argv.slice(2);
const onlyHere = args.includes('--here');
const names = args.filter((arg) => !arg.startsWith('--'));
for (const name of names) if (!BENCHES[name]) throw new Error(`unknown bench ${name}; known: ${Object.keys(BENCHES).join(', ')}`);

const selected = names.length > 0 ? names : Object.keys(BENCHES);
for (const name of selected) if (!process.versions.bun || BENCHES[name]!.underBun) await BENCHES[name]!.run();

if (!onlyHere && !process.versions.bun && selected.some((name) => BENCHES[name]!.underBun)) {
  const bun = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));
  const self = fileURLToPath(import.meta.url);
  const result = spawnSync(bun, [self, ...args, '--here'], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}

/**
 * scripts/binary-imports.ts as a Node module hook, for the tsx scripts that run tools from the
 * sources (bench/worst-case.ts): `register('../scripts/binary-imports-hook.ts', import.meta.url)`
 * before any tool runs, and `import('pkg/x.wasm')` gives the file's bytes there too.
 */
import { readFile } from 'node:fs/promises';
import type { LoadHook } from 'node:module';
import { BINARY_FILE, binaryModule } from './binary-imports.ts';

export const load: LoadHook = async (url, context, nextLoad) => {
  if (!url.startsWith('file:') || !BINARY_FILE.test(url)) return nextLoad(url, context);
  return { format: 'module', source: binaryModule(await readFile(new URL(url))), shortCircuit: true };
};

/**
 * Builds the playground for a test into its own temporary folder (never dist/playground, which
 * another test file or a developer's `npm start` may be using at the same time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const PLAYGROUND_CONFIG = fileURLToPath(new URL('../runtime-browser/playground/vite.config.ts', import.meta.url));

export interface BuiltPlayground {
  dir: string;
  buildMs: number;
  remove(): void;
}

export async function buildPlayground({ manifest = false }: { manifest?: boolean } = {}): Promise<BuiltPlayground> {
  const dir = mkdtempSync(join(tmpdir(), 'tooldeck-playground-'));
  const started = performance.now();
  await build({ configFile: PLAYGROUND_CONFIG, logLevel: 'warn', build: { outDir: dir, emptyOutDir: true, manifest } });
  return { dir, buildMs: performance.now() - started, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

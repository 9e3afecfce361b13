/**
 * Builds the playground for a test into its own temporary folder (never dist/playground, which
 * another test file or a developer's `npm start` may be using at the same time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlaygroundInto } from '../scripts/playground-build.ts';

export interface BuiltPlayground {
  dir: string;
  buildMs: number;
  remove(): void;
}

export async function buildPlayground({ manifest = false }: { manifest?: boolean } = {}): Promise<BuiltPlayground> {
  const dir = mkdtempSync(join(tmpdir(), 'tooldeck-playground-'));
  const started = performance.now();
  await buildPlaygroundInto(dir, { manifest });
  return { dir, buildMs: performance.now() - started, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

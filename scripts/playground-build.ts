/**
 * Building the playground: into a given folder (tests build into their own temporary one), or
 * into a fresh folder of dist/playground-builds/ that then replaces the served dist/playground
 * in one step (`npm run build:playground`), so a running server never meets a missing or
 * half-written page.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { publishDirectory } from './publish-directory.ts';

export const PLAYGROUND_CONFIG = fileURLToPath(new URL('../runtime-browser/playground/vite.config.ts', import.meta.url));
export const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** In dist/: the served link (the server's default PLAYGROUND_DIR) and the builds it points into. */
export const PLAYGROUND_LINK = 'playground';
export const PLAYGROUND_BUILDS = 'playground-builds';

export async function buildPlaygroundInto(outDir: string, { manifest = false }: { manifest?: boolean } = {}): Promise<void> {
  await build({ configFile: PLAYGROUND_CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest } });
}

/** Builds into a fresh folder beside the others, then points `${dist}/playground` at it; answers that folder. */
export async function publishPlayground(dist = DIST): Promise<string> {
  const builds = join(dist, PLAYGROUND_BUILDS);
  mkdirSync(builds, { recursive: true });
  // Not mkdtemp, which makes the folder private (0700): a server running as another user must read it.
  const fresh = join(builds, `build-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`);
  mkdirSync(fresh);
  try {
    await buildPlaygroundInto(fresh);
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  publishDirectory(join(dist, PLAYGROUND_LINK), fresh);
  return fresh;
}

/**
 * dist/ holds two things built at different times: the library (`npm run build`, also run by
 * `npm pack` and the package test) and the served playground (`npm run build:playground`).
 * The library build replaces only its own entries, so it never deletes the page a running
 * server reads.
 */
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PLAYGROUND_BUILDS, PLAYGROUND_LINK } from './playground-build.ts';

/** Where a library build writes before its output replaces the last one (other builds' are left alone). */
export const LIBRARY_STAGING_PREFIX = '.library-';

function isLibraryEntry(name: string): boolean {
  return name !== PLAYGROUND_LINK && name !== PLAYGROUND_BUILDS && !name.startsWith(LIBRARY_STAGING_PREFIX) && !name.startsWith(`${PLAYGROUND_LINK}.`);
}

/** Removes the previous library from `dist` and moves every entry of `staging` (on the same disk) into it. */
export function replaceLibraryOutputs(dist: string, staging: string): void {
  for (const name of readdirSync(dist)) {
    if (isLibraryEntry(name)) rmSync(join(dist, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(staging)) renameSync(join(staging, name), join(dist, name));
}

/**
 * Tests that judge our output with outside programs (Debian's qpdf, poppler-utils, redis-server):
 * .ci/run installs them; elsewhere a missing one skips the block that needs it, except under
 * REQUIRE_BROWSER=1 (CI's "everything present"), where that is a failing test rather than a skip.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_REQUIRED } from './browser/chromium.ts';

export interface OutsidePrograms {
  /** The executables the block runs. */
  paths: readonly string[];
  /** The Debian packages that install them, as apt-get takes them. */
  packages: string;
}

export function describeNeeding({ paths, packages }: OutsidePrograms, name: string, body: () => void): void {
  const missing = paths.filter((path) => !existsSync(path)).join(', ');
  if (missing === '') {
    describe(name, body);
  } else if (BROWSER_REQUIRED) {
    describe(name, () => it(`has ${packages}, as REQUIRE_BROWSER=1 demands`, () => expect.fail(`missing: ${missing} (apt-get install ${packages})`)));
  } else {
    console.warn(`\n*** SKIPPING "${name}": ${missing} missing (apt-get install ${packages}) ***\n`);
    describe.skip(name, body);
  }
}

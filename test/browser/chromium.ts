/** Where the browser tests find Chromium (Debian's, never a downloaded one), and whether they must. */
import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_PRESENT = existsSync(CHROMIUM_PATH);
/** .ci/run sets REQUIRE_BROWSER=1: there, a missing Chromium is a failure, not a skip. */
export const BROWSER_REQUIRED = process.env.REQUIRE_BROWSER === '1';

if (!CHROMIUM_PRESENT) {
  const say = BROWSER_REQUIRED ? 'FAILING' : 'SKIPPING';
  console.warn(`\n*** ${say} the browser tests: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH) ***\n`);
}

/**
 * `describe` for tests that drive Chromium: skipped without it, except under REQUIRE_BROWSER=1,
 * where a missing Chromium is a failing test rather than a skip.
 */
export function describeInChromium(name: string, body: () => void): void {
  failWithoutRequiredChromium();
  describe.skipIf(!CHROMIUM_PRESENT)(name, body);
}

/** Under REQUIRE_BROWSER=1, a failing test when Chromium is missing: for a file that drives it only in part. */
export function failWithoutRequiredChromium(): void {
  if (BROWSER_REQUIRED && !CHROMIUM_PRESENT) {
    it('has Chromium, as REQUIRE_BROWSER=1 demands', () => {
      throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
    });
  }
}

/**
 * Issue 18, rule 3: every symbology barcode-generator offers decodes back to its text. Each SVG
 * is rendered to PNG in headless Chromium (one browser for the file) and read by zbarimg from
 * Debian's zbar-tools, a decoder that shares no code with the encoder. zbar reports UPC-A as
 * EAN-13 with a leading 0 unless UPC-A is enabled (`-Supca.enable`), so that flag is passed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROWSER_REQUIRED, CHROMIUM_PATH, describeInChromium } from '../../../test/browser/chromium.ts';
import { run } from '../../../test/helpers.ts';

const ZBARIMG = process.env.ZBARIMG_PATH ?? '/usr/bin/zbarimg';
const ZBAR_PRESENT = existsSync(ZBARIMG);

interface Case {
  input: { text: string; type: string; bar_width?: number; show_text?: boolean };
  /** What the decoder must read: the text, with the check digit for the GS1 types. */
  decoded: string;
}

const CASES: Case[] = [
  { input: { text: 'Hello, World! 123', type: 'CODE128' }, decoded: 'Hello, World! 123' },
  // Long digit runs switch Code 128 to set C (two digits a symbol character); an odd one out before it.
  { input: { text: 'A1234567890b', type: 'CODE128', bar_width: 1 }, decoded: 'A1234567890b' },
  { input: { text: 'CODE-39 $/+% .', type: 'CODE39' }, decoded: 'CODE-39 $/+% .' },
  // GS1's own example of the check digit (400638133393 → 1).
  { input: { text: '400638133393', type: 'EAN13' }, decoded: '4006381333931' },
  { input: { text: '4006381333931', type: 'EAN13', show_text: false }, decoded: '4006381333931' },
  { input: { text: '9638507', type: 'EAN8' }, decoded: '96385074' },
  { input: { text: '03600029145', type: 'UPC' }, decoded: '036000291452' },
];

if (!ZBAR_PRESENT) {
  console.warn(`\n*** ${BROWSER_REQUIRED ? 'FAILING' : 'SKIPPING'} the barcode decode tests: no zbarimg at ${ZBARIMG} (apt-get install zbar-tools) ***\n`);
}

describeInChromium('barcode-generator: every symbology decodes back with zbarimg', () => {
  // Under REQUIRE_BROWSER=1 a missing decoder fails like a missing browser; elsewhere the tests skip.
  if (!ZBAR_PRESENT && BROWSER_REQUIRED) it('has zbarimg, as REQUIRE_BROWSER=1 demands', () => expect.fail(`no zbarimg at ${ZBARIMG}`));
  let browser: Browser;
  let page: Page;
  let folder: string;

  beforeAll(async () => {
    if (!ZBAR_PRESENT) return;
    folder = mkdtempSync(join(tmpdir(), 'barcode-decode-'));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function decode(svg: string, name: string): Promise<string> {
    await page.setContent(`<!DOCTYPE html><html><body style="margin:0;background:#fff"><div id="code" style="display:inline-block;padding:20px;background:#fff">${svg}</div></body></html>`);
    const file = join(folder, `${name}.png`);
    writeFileSync(file, await page.locator('#code').screenshot());
    // zbarimg exits 4 when it finds nothing; execFileSync then throws with its stderr.
    return execFileSync(ZBARIMG, ['--raw', '-q', '--nodbus', '-Supca.enable', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).replace(/\n$/, '');
  }

  it.skipIf(!ZBAR_PRESENT).each(CASES)('$input.type $input.text reads back as $decoded', async ({ input, decoded }) => {
    const { svg, encoded_text } = await run<{ svg: string; encoded_text: string }>('barcode-generator', input);
    expect(encoded_text).toBe(decoded);
    expect(await decode(svg, `${input.type}-${CASES.findIndex((c) => c.input === input)}`)).toBe(decoded);
  });
});

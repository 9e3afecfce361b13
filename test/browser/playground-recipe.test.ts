/**
 * Recipes in the playground, in headless Chromium on the real server: hash "abc", "then →"
 * Base64 of its hex digest, run as one recipe; the recipe comes back from its link after a
 * reload and from the file "Save recipe" downloads; hostile links show the engine's
 * VALIDATION_ERROR and leave the page working.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { textToBase64Url } from '../../runtime-browser/playground/base64.ts';
import { describeInChromium } from './chromium.ts';
import { openPlayground, type PlaygroundSession } from './playground-session.ts';

// Computed here, not by the tools: SHA-256 (the hash tool's default) of "abc", then Base64 of its hex text.
const DIGEST = createHash('sha256').update('abc').digest('hex');
const EXPECTED = { result: Buffer.from(DIGEST, 'utf8').toString('base64') };

describeInChromium('recipes in the playground', () => {
  let session: PlaygroundSession;
  let page: Page;
  let pageUrl: string;
  let problems: string[];

  beforeAll(async () => {
    session = await openPlayground({ context: { acceptDownloads: true } });
    ({ page, pageUrl, problems } = session);
  }, 300_000);

  afterAll(() => session?.close());

  const status = async () => (await page.locator('#status').textContent()) ?? '';
  const settled = () =>
    page.waitForFunction(() => /^(Done|[A-Z_]+ (at|in))/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout: 60_000 });
  const resultJson = async () => JSON.parse((await page.locator('#result-json').textContent()) ?? '') as unknown;
  /** A fresh load each time: going to a link that differs only in its fragment would not reload the page. */
  const open = async (url: string) => {
    await page.goto('about:blank');
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
  };

  it('chains hash into base64 with "then →", and gets the same answer back from the link and from a saved file', async () => {
    await open(`${pageUrl}#tool=hash&input=${textToBase64Url(JSON.stringify({ text: 'abc' }))}`);
    await settled();
    expect(await resultJson()).toMatchObject({ hash: DIGEST });

    await page.selectOption('#then-tool', 'base64');
    expect(await page.locator('#then-part option:checked').textContent()).toBe('hash');
    await page.click('#then-add');
    await expect.poll(() => page.locator('#tool-name').textContent()).toBe('Base64');
    expect(await page.locator('#field-text').isDisabled()).toBe(true);
    expect(await page.locator('#recipe-steps li').allTextContents()).toEqual(['0. Hash', '1. Base64 (the form above)']);
    await page.selectOption('#field-action', 'encode');
    await page.click('#run');
    await settled();
    expect(await status()).toMatch(/^Done in this browser: 2 steps/);
    expect(await resultJson()).toEqual(EXPECTED);

    const link = page.url();
    expect(new URL(link).hash).toMatch(/^#recipe=[A-Za-z0-9_-]+$/);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await settled();
    expect(await resultJson()).toEqual(EXPECTED);
    expect(await page.locator('#recipe-steps li').count()).toBe(2);

    // The same recipe on the server (its HTTP client's runRecipe): the same answer.
    await open(`${link}&on=server`);
    await settled();
    expect(await status()).toMatch(/^Done on the server: 2 steps/);
    expect(await resultJson()).toEqual(EXPECTED);
    await page.locator('input[name="where"][value="browser"]').check();

    const [saved] = await Promise.all([page.waitForEvent('download'), page.click('#recipe-save')]);
    expect(saved.suggestedFilename()).toBe('recipe.json');
    const file = await saved.path();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      steps: [
        { tool: 'hash', input: expect.objectContaining({ text: 'abc' }) },
        { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '/hash' } } } },
      ],
    });

    await open(pageUrl);
    await page.setInputFiles('#recipe-load', file);
    await settled();
    expect(await resultJson()).toEqual(EXPECTED);
    expect(new URL(page.url()).hash).toBe(new URL(link).hash);

    // "Remove last step" brings hash back into the form, a single tool again.
    await page.click('#recipe-remove');
    await expect.poll(() => page.locator('#tool-name').textContent()).toBe('Hash');
    expect(await page.locator('#field-text').inputValue()).toBe('abc');
    expect(await page.locator('#recipe-steps li').count()).toBe(0);
  }, 120_000);

  it('shows the engine\'s VALIDATION_ERROR for damaged and hostile links, and stays usable', async () => {
    const recipeLink = (value: unknown) => `${pageUrl}#recipe=${textToBase64Url(JSON.stringify(value))}`;
    const step = { tool: 'hash', input: { text: 'abc' } };
    const cases: [string, RegExp][] = [
      [`${pageUrl}#recipe=%%%`, /^VALIDATION_ERROR in this browser: recipe: the link's recipe is not Base64url/],
      [`${pageUrl}#recipe=${textToBase64Url('{"steps":')}`, /^VALIDATION_ERROR in this browser: recipe: the link's recipe is not JSON/],
      [`${pageUrl}#recipe=${textToBase64Url('{"__proto__":{"steps":[]},"steps":[]}')}`, /^VALIDATION_ERROR in this browser: recipe: unknown field/],
      [`${pageUrl}#recipe=${textToBase64Url(`{"steps":[{"tool":"hash","input":{"text":"a"},"__proto__":{}}]}`)}`, /^VALIDATION_ERROR at step 0 in this browser/],
      [recipeLink({ steps: Array.from({ length: 10_000 }, () => ({ tool: 'x', input: {} })) }), /at most 20 steps, got 10000$/],
      [recipeLink({ steps: [step, { tool: 'no-such-tool', input: {} }] }), /^VALIDATION_ERROR at step 1 in this browser/],
    ];
    // Accepted up front, failing as it runs: the error names its step, with the result before it.
    await open(recipeLink({ steps: [step, { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '/nope' } } } }] }));
    await settled();
    expect(await status()).toMatch(/^[A-Z_]+ at step 1 in this browser/);
    expect(await resultJson()).toMatchObject({ success: false, error: { step: 1 }, steps: [{ tool: 'hash', result: { hash: DIGEST } }] });

    for (const [url, expected] of cases) {
      await open(url);
      expect(await status()).toMatch(expected);
    }
    // Still a working page: a tool picked from the list runs.
    await page.locator('#tool-list button[data-tool="hash"]').click();
    await page.fill('#field-text', 'abc');
    await page.click('#run');
    await settled();
    expect(await resultJson()).toMatchObject({ hash: DIGEST });
    expect(problems).toEqual([]);
  }, 120_000);
});

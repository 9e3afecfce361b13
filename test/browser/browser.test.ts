/**
 * The contract in a real browser: the harness page, built by Vite, served under a strict CSP
 * (so TypeBox's compiler is refused and validation falls back to the interpreter), runs every
 * contract case on createBrowserClient's Web Workers in headless Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CASES } from '../contract/cases.ts';
import { checkRecord, type CallRecord } from '../contract/check.ts';
import { exampleCases } from '../contract/examples.ts';
import { VITE_ALIASES } from '../../scripts/bundler-aliases.ts';
import { viteBinaryImports } from '../../scripts/binary-imports.ts';
import { CHROMIUM_PATH, describeInChromium } from './chromium.ts';
import { serveStatic } from './static-server.ts';

const HARNESS = fileURLToPath(new URL('.', import.meta.url));

describeInChromium('the contract over the browser worker client, in Chromium under a strict CSP', () => {
  let outDir: string;
  let server: Server;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'tooldeck-harness-'));
    await build({ root: HARNESS, configFile: false, logLevel: 'warn', resolve: { alias: VITE_ALIASES }, plugins: [viteBinaryImports()], worker: { plugins: () => [viteBinaryImports()] }, build: { outDir, emptyOutDir: true } });
    let url: string;
    ({ url, server } = await serveStatic(outDir));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('runs under a policy that refuses code generation', async () => {
    expect(await page.evaluate(() => (globalThis as unknown as { tooldeckHarness: { codeGenerationRefused(): boolean } }).tooldeckHarness.codeGenerationRefused())).toBe(true);
  });

  it('passes every contract case and every tool example', async () => {
    const cases = [...CASES, ...(await exampleCases())];
    const calls = cases.map(({ tool, input, timeoutMs }) => ({ tool, input: JSON.stringify(input), ...(timeoutMs === undefined ? {} : { timeoutMs }) }));
    const records = await page.evaluate(
      (sent) => (globalThis as unknown as { tooldeckHarness: { run(c: unknown[]): Promise<unknown[]> } }).tooldeckHarness.run(sent),
      calls,
    ) as CallRecord[];
    expect(records).toHaveLength(cases.length);
    for (const [index, contractCase] of cases.entries()) {
      try {
        checkRecord(contractCase, records[index]!);
      } catch (error) {
        // An INTERNAL_ERROR hides its cause from the envelope: run the case again in the page to say it.
        const cause = await page.evaluate(
          ({ tool, input }) => (globalThis as unknown as { tooldeckHarness: { explain(tool: string, input: unknown): Promise<string | undefined> } }).tooldeckHarness.explain(tool, JSON.parse(input)),
          { tool: contractCase.tool, input: JSON.stringify(contractCase.input) },
        );
        if (cause !== undefined && error instanceof Error) error.message += `\ncause, run again in the page: ${cause}`;
        throw error;
      }
    }
  }, 120_000);
});

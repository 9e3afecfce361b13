/**
 * The playground as the browser tests open it: built once, served by the real server (limits off),
 * and a Chromium page collecting what must never happen on a working page (uncaught exceptions,
 * Content-Security-Policy refusals).
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/test-server.ts';
import { buildPlayground, type BuiltPlayground } from '../build-playground.ts';
import { CHROMIUM_PATH } from './chromium.ts';

export interface PlaygroundSession {
  built: BuiltPlayground;
  server: RunningServer;
  browser: Browser;
  page: Page;
  /** The playground's URL on the server. */
  pageUrl: string;
  /** Uncaught exceptions and CSP refusals seen so far: a page that works must have none. */
  problems: string[];
  close(): Promise<void>;
}

export async function openPlayground({ basePath = '', context = {}, args = [] }: { basePath?: string; context?: BrowserContextOptions; args?: string[] } = {}): Promise<PlaygroundSession> {
  const built = await buildPlayground();
  const server = await startServer({ PLAYGROUND_DIR: built.dir, ...(basePath ? { BASE_PATH: basePath } : {}), RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', ...args] });
  // The page's service worker downloads every chunk of the build once the page has loaded (~15 MB
  // gzipped): only the offline test, which asks for it, lets it register, so the others do not
  // share the machine with that download.
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'], serviceWorkers: 'block', ...context })).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
  });
  return {
    built,
    server,
    browser,
    page,
    pageUrl: `${server.url}${basePath}/playground`,
    problems,
    async close() {
      await browser.close();
      await server.stop();
      built.remove();
    },
  };
}

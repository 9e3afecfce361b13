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
  /** A page in a context of its own (viewport, colour scheme, storage), set up and watched like `page`. */
  newPage(context?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Opens the playground at `hash` in `target` afresh (through about:blank, so a new hash reloads) and waits until it is ready. */
export async function openAt(target: Page, pageUrl: string, hash = ''): Promise<void> {
  await target.goto('about:blank');
  await target.goto(`${pageUrl}${hash}`);
  await target.waitForSelector('body[data-ready="true"]');
}

export async function openPlayground({ basePath = '', context = {}, args = [] }: { basePath?: string; context?: BrowserContextOptions; args?: string[] } = {}): Promise<PlaygroundSession> {
  const built = await buildPlayground();
  const server = await startServer({ PLAYGROUND_DIR: built.dir, ...(basePath ? { BASE_PATH: basePath } : {}), RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', ...args] });
  // The page's service worker downloads every chunk of the build once the page has loaded (~15 MB
  // gzipped): only the offline test, which asks for it, lets it register, so the others do not
  // share the machine with that download.
  const problems: string[] = [];
  const newPage = async (options: BrowserContextOptions = {}) => {
    const tab = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'], serviceWorkers: 'block', ...options })).newPage();
    tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    tab.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });
    return tab;
  };
  const page = await newPage(context);
  return {
    built,
    server,
    browser,
    page,
    pageUrl: `${server.url}${basePath}/playground`,
    problems,
    newPage,
    async close() {
      await browser.close();
      await server.stop();
      built.remove();
    },
  };
}

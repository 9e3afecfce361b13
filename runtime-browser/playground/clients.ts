/**
 * The two places a run can happen: "in this browser" (Web Workers, createBrowserClient) and
 * "on the server" (createHttpClient against the server that served this page). The browser
 * client, with the catalog's code, is imported on first need, not at page load, so the first
 * load ships only the page and the catalog's descriptions.
 */
import type { ClosableToolClient, ToolClient, ToolListResponse } from '../../core/client.ts';
import { createHttpClient } from '../../core/http-client.ts';
import { snapshotTools } from './catalog.ts';
import type { Where } from './url-state.ts';

/**
 * The server's API base: the folder this page was served from. The page lives at
 * `${BASE_PATH}/` and `${BASE_PATH}/playground`, so both give `${origin}${BASE_PATH}`,
 * whether a proxy strips BASE_PATH or the server answers under it.
 */
export function serverBaseUrl(pageUrl: string): string {
  return new URL('.', pageUrl).href.replace(/\/$/, '');
}

export interface Clients {
  get(where: Where): ToolClient;
  /** Starts the browser's workers ahead of the first run (e.g. once a tool is chosen). */
  warmUp(): void;
}

export function createClients(pageUrl: string): Clients {
  let workers: Promise<ClosableToolClient> | undefined;
  const startWorkers = () => (workers ??= import('../browser-client.ts').then(({ createBrowserClient }) => createBrowserClient()));
  // list() answers from the build-time catalog (the same objects the workers' catalog gives), so
  // showing the tools starts no worker; everything else goes to the real browser client.
  const browser: ToolClient = {
    list: () => Promise.resolve({ success: true, tools: [...snapshotTools], count: snapshotTools.length } satisfies ToolListResponse),
    info: async (id) => (await startWorkers()).info(id),
    execute: async (id, input, options) => (await startWorkers()).execute(id, input, options),
    runRecipe: async (recipe, options) => (await startWorkers()).runRecipe(recipe, options),
  };
  const server = createHttpClient(serverBaseUrl(pageUrl));
  return {
    get: (where) => (where === 'server' ? server : browser),
    warmUp: () => void startWorkers(),
  };
}

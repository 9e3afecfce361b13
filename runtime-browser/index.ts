/** tooldeck/browser: core plus the Web Worker client. */
export * from '../core/index.ts';
export { createBrowserClient, spawnWebWorker, type BrowserClientOptions } from './browser-client.ts';

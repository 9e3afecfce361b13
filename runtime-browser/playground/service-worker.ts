/**
 * The playground's service worker, served as `${BASE_PATH}/sw.js` (pwa-plugin.ts bundles it with
 * the build's file list; server/playground.ts serves it). Installing it keeps the page and every
 * chunk of its build (the page's, the tool worker's and each tool's lazily loaded code) in one
 * cache named by the build's hash, so a visited playground runs every browser-capable tool with
 * no network. A new deploy changes the list, hence this file, so the browser installs the new
 * worker beside the old one; it takes over once no tab uses the old build (no skipWaiting: an open
 * page must keep finding its own build's chunks), then deletes the old cache.
 */
import { cacheNameOf, routeOf, staleCaches, type PrecacheList } from './offline-routes.ts';

/** Put before this bundle by pwa-plugin.ts. */
declare const PRECACHE: PrecacheList;

// The DOM and WebWorker libraries cannot share one program: the few service-worker types used.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const scope = worker.registration.scope;
const cacheName = cacheNameOf(PRECACHE.version);
const files: ReadonlySet<string> = new Set(PRECACHE.files);
/** Parallel downloads while installing: what a browser opens to one host anyway. */
const DOWNLOADS = 6;

/** Keeps one file of the list, unless an earlier, interrupted install already did. */
async function keep(cache: Cache, file: string): Promise<void> {
  const url = new URL(file, scope).href;
  if (await cache.match(url)) return;
  const hashed = file.startsWith('assets/');
  // A file named by its content's hash is the same file in an older build's cache: no download.
  const older = hashed ? await caches.match(url) : undefined;
  if (older) return cache.put(url, older);
  // The page, the manifest and the icon are not versioned by name: past the HTTP cache.
  const response = await fetch(url, { cache: hashed ? 'default' : 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await cache.put(url, response);
}

/** Every file of the list, or a rejection that fails the install (the browser tries again on a later visit). */
async function precache(): Promise<void> {
  const cache = await caches.open(cacheName);
  const queue = [...PRECACHE.files];
  const download = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await keep(cache, file);
  };
  await Promise.all(Array.from({ length: DOWNLOADS }, download));
}

async function cacheFirst(request: Request, url: string): Promise<Response> {
  return (await (await caches.open(cacheName)).match(url)) ?? fetch(request);
}

/** The server's page when it answers (a 5xx, or no answer at all, falls back to the cached one). */
async function networkFirst(request: Request, url: string): Promise<Response> {
  let response: Response | undefined;
  try {
    response = await fetch(request);
    if (response.status < 500) return response;
  } catch (error) {
    const cached = await (await caches.open(cacheName)).match(url);
    if (cached) return cached;
    throw error;
  }
  return (await (await caches.open(cacheName)).match(url)) ?? response;
}

worker.addEventListener('install', (event) => event.waitUntil(precache()));

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), PRECACHE.version).map((name) => caches.delete(name)));
      // The first install takes the tab that registered it, so that tab works offline too.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const route = routeOf(request.url, scope, files);
  if (!route) return;
  event.respondWith(route.strategy === 'network-first' ? networkFirst(request, route.url) : cacheFirst(request, route.url));
});

/**
 * The playground page (built by `npm run build:playground` into dist/playground) as static
 * files: index.html at `${BASE_PATH}/` and `${BASE_PATH}/playground`, and its hashed assets
 * under `${BASE_PATH}/assets/`. Asset names are checked against the one flat, plain shape Vite
 * writes, so no request can name a file outside that folder.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { NOSNIFF } from './http.ts';

const gzip = promisify(gzipCallback);

export const PLAYGROUND_PATHS = ['/', '/playground'] as const;
export const ASSETS_PREFIX = '/assets/';
/**
 * Beside the page, outside assets/ (runtime-browser/playground/pwa-plugin.ts writes them): the
 * service worker, whose folder is its scope (the page's, `${BASE_PATH}/`), and the web manifest.
 * Neither is named by a hash, so both are revalidated on every use: a deploy reaches browsers
 * on their next visit.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** `[name]-[hash].[ext]` as Vite writes it: no slash, no leading dot, so never a path out of assets/. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.wasm', '.svg', '.txt']);

/**
 * What the page may do. TypeBox's compiler is refused here (no 'unsafe-eval') and falls back
 * to its interpreter; results are previewed from data: and blob: URLs only.
 *
 * Inline styles are allowed for one reason: an HTML preview is a sandboxed srcdoc frame, and a
 * srcdoc (or blob: or data:) document inherits this policy, which a policy of its own can only
 * narrow, never widen. With `style-src 'self'` a tool's own styles (its style="" and <style>,
 * the whole look of a card or an e-mail signature) were dropped. Scripts stay 'self' only; the
 * page never parses a result as markup (dom.ts), and each preview carries its own policy of
 * inline styles and data: images, nothing else (preview-render.ts PREVIEW_CSP).
 */
export const PLAYGROUND_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "object-src blob:",
  "frame-src blob:",
  "style-src 'self' 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const NOT_BUILT = 'The playground is not built. Run `npm run build:playground` (npm start does it for you), then reload.\n';
const COMMON_HEADERS = NOSNIFF;
/** The page's own: like every page of the server (issue 15, rule 8), it tells nothing it links to or loads where it was opened. */
const PAGE_HEADERS = { ...COMMON_HEADERS, 'referrer-policy': 'no-referrer' };

export interface Playground {
  /** index.html, or 503 with how to build it. */
  page(): Promise<Response>;
  /** One file of assets/, by its bare name; 404 for anything else. */
  asset(name: string, request: Request): Promise<Response>;
  /** sw.js or manifest.webmanifest, revalidated on every use; 404 before a build wrote them. */
  offlineFile(path: typeof SERVICE_WORKER_PATH | typeof WEB_MANIFEST_PATH, request: Request): Promise<Response>;
}

function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
}

/** readFile and gzip hand back Buffers over plain ArrayBuffers (never shared ones), which is what a Response takes. */
function asBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return buffer as Uint8Array<ArrayBuffer>;
}

export function createPlayground(directory: string): Playground {
  const root = resolve(directory);
  const assetsDir = join(root, 'assets');
  // Hashed assets never change under their name, so each is compressed once.
  const gzipped = new Map<string, Promise<Buffer>>();

  const notFound = () => new Response('Not found\n', { status: 404, headers: { ...COMMON_HEADERS, 'content-type': CONTENT_TYPES['.txt']! } });

  return {
    async page() {
      try {
        const html = await readFile(join(root, 'index.html'));
        return new Response(html, {
          headers: { ...PAGE_HEADERS, 'content-type': CONTENT_TYPES['.html']!, 'cache-control': 'no-cache', 'content-security-policy': PLAYGROUND_CSP },
        });
      } catch {
        return new Response(NOT_BUILT, { status: 503, headers: { ...COMMON_HEADERS, 'content-type': CONTENT_TYPES['.txt']!, 'cache-control': 'no-store' } });
      }
    },

    async asset(name, request) {
      if (!ASSET_NAME.test(name)) return notFound();
      const file = join(assetsDir, name);
      // Belt and braces: the name's shape already rules this out.
      if (!file.startsWith(assetsDir + sep)) return notFound();
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch {
        return notFound();
      }
      const extension = extname(name).toLowerCase();
      const headers: Record<string, string> = {
        ...COMMON_HEADERS,
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
      };
      if (COMPRESSIBLE.has(extension) && acceptsGzip(request)) {
        let compressed = gzipped.get(name);
        if (!compressed) {
          compressed = gzip(body, { level: 9 });
          gzipped.set(name, compressed);
          compressed.catch(() => gzipped.delete(name));
        }
        return new Response(asBody(await compressed), { headers: { ...headers, 'content-encoding': 'gzip' } });
      }
      return new Response(asBody(body), { headers });
    },

    async offlineFile(path, request) {
      let body: Buffer;
      try {
        body = await readFile(join(root, path.slice(1)));
      } catch {
        return notFound();
      }
      const extension = extname(path);
      // Small, and read afresh each time (a new build replaces the folder under the same names).
      const compress = acceptsGzip(request);
      return new Response(asBody(compress ? await gzip(body) : body), {
        headers: {
          ...COMMON_HEADERS,
          'content-type': CONTENT_TYPES[extension]!,
          'cache-control': 'no-cache',
          vary: 'accept-encoding',
          ...(compress ? { 'content-encoding': 'gzip' } : {}),
          // The worker fetches only its own origin's files; it runs no other code.
          ...(path === SERVICE_WORKER_PATH ? { 'content-security-policy': "default-src 'self'" } : {}),
        },
      });
    },
  };
}

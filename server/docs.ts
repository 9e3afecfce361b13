/**
 * The interactive API reference at /docs: Scalar's standalone browser bundle, shipped in the
 * @scalar/api-reference npm package and served by us, so the page needs no CDN at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DOCS_PATH = '/docs';
export const DOCS_SCRIPT_PATH = '/docs/scalar.js';

export interface DocsHandlers {
  page(request: Request): Response;
  script(request: Request): Response;
}

/** Reads the bundle once; the handlers then answer from memory. */
export function createDocs(openApiPath = '/api/openapi.json'): DocsHandlers {
  const require = createRequire(import.meta.url);
  // The package's exports do not list the browser bundle, so find it beside the entry point.
  const entry = require.resolve('@scalar/api-reference');
  const bundle = readFileSync(join(dirname(entry), 'browser', 'standalone.js'));
  const version = (require('@scalar/api-reference/package.json') as { version: string }).version;
  // 3.5 MB of JavaScript is ~1 MB gzipped; compress once rather than per request.
  const gzipped = gzipSync(bundle, { level: 9 });
  // The version in the script URL lets the bundle be cached for good: an upgrade changes the URL.
  const scriptUrl = `${DOCS_SCRIPT_PATH}?v=${encodeURIComponent(version)}`;
  const html = renderPage(scriptUrl, openApiPath);

  return {
    page: () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } }),
    script: (request) => {
      const headers: Record<string, string> = {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
      };
      if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
        return new Response(gzipped, { headers: { ...headers, 'content-encoding': 'gzip' } });
      }
      return new Response(bundle, { headers });
    },
  };
}

function renderPage(scriptUrl: string, openApiPath: string): string {
  // withDefaultFonts: false keeps Scalar from fetching its fonts from fonts.scalar.com.
  const config = JSON.stringify({ url: openApiPath, withDefaultFonts: false });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>tooldeck API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${scriptUrl}"></script>
    <script>Scalar.createApiReference('#app', ${config});</script>
  </body>
</html>
`;
}

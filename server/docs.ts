/**
 * The interactive API reference at /docs: Scalar's standalone browser bundle, shipped in the
 * @scalar/api-reference npm package and served by us, so the page needs no CDN at run time.
 * Scalar is configured to stay on this server (no fonts CDN, no request proxy, no AI agent, no
 * developer toolbar with its share and deploy menus, no link out to Scalar's hosted client), and
 * the page's CSP holds it there should a later version reach out anyway.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NOSNIFF } from './http.ts';
import { packageRoot } from './package-root.ts';

export const DOCS_PATH = '/docs';
export const DOCS_SCRIPT_PATH = '/docs/scalar.js';

export interface DocsHandlers {
  page(request: Request): Response;
  script(request: Request): Response;
}

/** Reads the bundle once; the handlers then answer from memory. */
export function createDocs(): DocsHandlers {
  // From the package's root, not this module: the single binary's modules have no node_modules
  // above them, and it unpacks the bundle into a folder shaped like the package (server/binary/).
  const require = createRequire(join(packageRoot(), 'package.json'));
  // Found from the package's manifest, not its entry: the single binary's resolver finds the
  // manifest on disk but not the entry of this package (its exports map).
  const manifest = require.resolve('@scalar/api-reference/package.json');
  const bundle = readFileSync(join(dirname(manifest), 'dist', 'browser', 'standalone.js'));
  const version = (require(manifest) as { version: string }).version;
  // 3.5 MB of JavaScript is ~1 MB gzipped; compress once rather than per request.
  const gzipped = gzipSync(bundle, { level: 9 });
  // The version in the script URL lets the bundle be cached for good: an upgrade changes the URL.
  // Relative to the page (at `${BASE_PATH}/docs`), so one page serves at the root and under BASE_PATH.
  const scriptUrl = `${DOCS_SCRIPT_PATH.slice(1)}?v=${encodeURIComponent(version)}`;
  const { html, csp } = renderPage(scriptUrl, 'api/openapi.json');
  const pageHeaders = { ...PAGE_HEADERS, 'content-security-policy': csp };

  return {
    page: () => new Response(html, { headers: pageHeaders }),
    script: (request) => {
      const headers: Record<string, string> = {
        ...NOSNIFF,
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

/**
 * Scalar's options, from @scalar/types' configuration schema of the version installed. Each one
 * keeps the reference on this server and free of what calls or sends elsewhere.
 */
export const SCALAR_CONFIG = {
  // Its default fonts come from fonts.scalar.com; the system's fonts serve.
  withDefaultFonts: false,
  // The developer toolbar (shown on localhost by default) holds the "Share" (uploads the spec to
  // api.scalar.com) and "Deploy" menus.
  showDeveloperTools: 'never',
  // "Ask AI": Scalar's agent chat, enabled by default on localhost.
  agent: { disabled: true },
  // Keeps the "Test Request" client inside the page, which calls this server directly (no
  // proxyUrl is set); true would remove it with the "Open API Client" links.
  hideClientButton: false,
  // Those links hand this spec's URL to client.scalar.com; no option removes them alone.
  customCss: 'a[href*="//client.scalar.com"] { display: none !important; }',
  telemetry: false,
};

/** Every other header of the page (the CSP is added per page, as it carries the inline script's hash). */
const PAGE_HEADERS = {
  ...NOSNIFF,
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'referrer-policy': 'no-referrer',
  // For browsers older than CSP's frame-ancestors.
  'x-frame-options': 'DENY',
};

/**
 * The page's CSP, found by loading the page in Chromium under a strict policy and reading what it
 * refused. Scripts: the bundle (from 'self') and the one inline call, by its hash. Styles need
 * 'unsafe-inline': Scalar injects its stylesheet, its theme and per-document rules as <style>
 * elements, and sets style attributes, whose text no hash known ahead of time covers; a style
 * cannot run script, and img-src, font-src and connect-src keep CSS from loading anything from
 * elsewhere. 'unsafe-eval' is left out: Scalar's zod probes `new Function` once, is refused (one
 * violation report) and validates without compiling. Images from data: and blob: are the test
 * client's previews of answers.
 */
export function docsCsp(inlineScript: string): string {
  const hash = createHash('sha256').update(inlineScript).digest('base64');
  return [
    "default-src 'none'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function renderPage(scriptUrl: string, openApiPath: string): { html: string; csp: string } {
  const config = JSON.stringify({ url: openApiPath, ...SCALAR_CONFIG });
  const inline = `Scalar.createApiReference('#app', ${config});`;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>tooldeck API reference</title>
    <link rel="icon" href="favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="app"></div>
    <script src="${scriptUrl}"></script>
    <script>${inline}</script>
  </body>
</html>
`;
  return { html, csp: docsCsp(inline) };
}

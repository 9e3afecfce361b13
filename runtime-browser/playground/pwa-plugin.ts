/**
 * A Vite plugin that makes the built playground an installable, offline page (issue 21, item 8):
 * - `manifest.webmanifest`: name, the server's icon (server/favicon.ts) as SVG of any size and
 *   rendered to 192 and 512 px PNGs with resvg, start_url and scope the page's own folder
 *   (relative, so under BASE_PATH too), standalone display, theme colours;
 * - `sw.js`: service-worker.ts, bundled by esbuild after the build has written every file, with
 *   the list of those files and a hash of their contents put before it. The hash names the
 *   worker's cache, and a new build changes sw.js, which is what makes browsers update.
 * The list is read from the written folder, not from Vite's manifest: the tool worker is a bundle
 * of its own, and its lazily loaded chunks (each tool's code) appear in no manifest.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { FAVICON_SVG } from '../../server/favicon.ts';
import { PAGE_ENTRY, type PrecacheList } from './offline-routes.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
/** Answered by the server beside the page, not part of the build: cached with it all the same. */
const FAVICON_FILE = 'favicon.svg';
const SERVICE_WORKER_SOURCE = fileURLToPath(new URL('./service-worker.ts', import.meta.url));
const PNG_SIZES = [192, 512] as const;
/** The icon's own dark (server/favicon.ts). */
export const THEME_COLOR = '#1d1d1f';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any';
}

/** resvg is an optional peer dependency: without it the manifest offers the SVG alone, which Chromium accepts. */
function renderPng(size: number): Uint8Array | undefined {
  try {
    const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
    return new Resvg(FAVICON_SVG, { fitTo: { mode: 'width', value: size }, logLevel: 'off' }).render().asPng();
  } catch {
    return undefined;
  }
}

export function webManifest(icons: readonly ManifestIcon[]): string {
  const manifest = {
    name: 'tooldeck playground',
    short_name: 'tooldeck',
    description: 'Run any tooldeck tool in your browser, offline once visited, or on the server.',
    // Relative to the manifest's own URL: the page's folder, `${BASE_PATH}/`.
    id: './',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** What the service worker keeps, relative to its scope: the page, the manifest, the icon and every file of assets/. */
export function precacheList(outDir: string): PrecacheList {
  const assets = readdirSync(join(outDir, 'assets')).sort();
  const hash = createHash('sha256');
  for (const file of ['index.html', WEB_MANIFEST_FILE, ...assets.map((name) => `assets/${name}`)]) {
    hash.update(`${file}\0`).update(readFileSync(join(outDir, file))).update('\0');
  }
  hash.update(FAVICON_SVG);
  return { version: hash.digest('hex').slice(0, 16), files: [PAGE_ENTRY, WEB_MANIFEST_FILE, FAVICON_FILE, ...assets.map((name) => `assets/${name}`)] };
}

async function serviceWorkerCode(list: PrecacheList): Promise<string> {
  const bundled = await build({
    entryPoints: [SERVICE_WORKER_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    banner: { js: `const PRECACHE=${JSON.stringify(list)};` },
    logLevel: 'error',
  });
  return bundled.outputFiles[0]!.text;
}

export function offlinePwa(): Plugin {
  return {
    name: 'tooldeck-offline-pwa',
    apply: 'build',
    generateBundle() {
      const icons: ManifestIcon[] = [{ src: FAVICON_FILE, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
      for (const size of PNG_SIZES) {
        const png = renderPng(size);
        if (!png) continue;
        const reference = this.emitFile({ type: 'asset', name: `icon-${size}.png`, source: png });
        icons.push({ src: this.getFileName(reference), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
      }
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_FILE, source: webManifest(icons) });
    },
    // After every file is on disk, the tool worker's chunks included.
    async writeBundle(options) {
      const outDir = options.dir!;
      writeFileSync(join(outDir, SERVICE_WORKER_FILE), await serviceWorkerCode(precacheList(outDir)));
    },
  };
}

/**
 * `/bins/view.js`: page-script.ts bundled for browsers by esbuild (already a dependency, see
 * server/pool/worker-bundle.ts), so the live view's script is type-checked TypeScript like the
 * rest of the server. Built on first request, once per process, and kept in memory.
 */
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { sourceOrBuilt } from '../package-root.ts';

/** The options `npm run build` also builds it with, into dist/ for the published package (no sources there). */
export const PAGE_SCRIPT_BUILD = { bundle: true, format: 'iife', target: 'es2020', minify: true } as const;
export const PAGE_SCRIPT_SOURCE = 'server/bins/page-script.ts';
export const PAGE_SCRIPT_BUILT = 'dist/server/bins/view.js';

let bundle: Promise<string> | undefined;

export function pageScript(): Promise<string> {
  const entry = sourceOrBuilt(PAGE_SCRIPT_SOURCE, PAGE_SCRIPT_BUILT);
  bundle ??= (entry.built ? readFile(entry.path, 'utf8') : build({ ...PAGE_SCRIPT_BUILD, entryPoints: [entry.path], write: false, logLevel: 'silent' }).then((result) => result.outputFiles[0]!.text))
    .catch((error: unknown) => {
      // A failed build is tried again by the next request rather than remembered.
      bundle = undefined;
      throw error;
    });
  return bundle;
}

export async function pageScriptResponse(): Promise<Response> {
  return new Response(await pageScript(), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // Not versioned in its URL, so revalidated: a new server version serves its own script.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * `/bins/view.js`: page-script.ts bundled for browsers by esbuild (already a dependency, see
 * server/pool/worker-bundle.ts), so the live view's script is type-checked TypeScript like the
 * rest of the server. Built on first request, once per process, and kept in memory.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./page-script.ts', import.meta.url));

let bundle: Promise<string> | undefined;

export function pageScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'silent',
  })
    .then((result) => result.outputFiles[0]!.text)
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

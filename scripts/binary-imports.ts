/**
 * Binary files a tool loads on its first run (WebAssembly, a font) are imported as bytes:
 * `import('pkg/x.wasm')` gives a module whose default export is the file's bytes, a Uint8Array
 * (types/binary-imports.d.ts). Every build inlines the file as Base64 in that module's own chunk,
 * so no build has a file to ship beside its chunks or find at run time: esbuild's (dist/ and the
 * pool's worker bundle), Vite's (the playground's worker, the Chromium harness) and vitest's. The
 * tsx scripts that run tools register the same as a Node module hook (binary-imports-hook.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

/** The extensions imported as bytes. */
export const BINARY_FILE = /\.(?:wasm|ttf)$/;

/** The JavaScript module that stands for a binary file: its bytes, decoded once as it loads. */
export function binaryModule(bytes: Uint8Array): string {
  const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return [
    `const text = atob(${JSON.stringify(base64)});`,
    'const bytes = new Uint8Array(text.length);',
    'for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);',
    'export default bytes;',
    '',
  ].join('\n');
}

export const esbuildBinaryImports: EsbuildPlugin = {
  name: 'binary-imports',
  setup(build) {
    build.onLoad({ filter: BINARY_FILE }, async ({ path }) => ({ contents: binaryModule(await readFile(path)), loader: 'js' }));
  },
};

/**
 * WebAssembly glue names its .wasm file as `new URL("x.wasm", import.meta.url)`, which Vite would
 * copy into the build as an asset nothing loads (the bytes come from the import above, and the
 * glue is handed them): the URL is made opaque to Vite instead.
 */
const GLUE_WASM_URL = /new URL\(("[\w.-]+\.wasm"),\s*import\.meta\.url\)/g;
const GLUE_PACKAGES = /\/node_modules\/(?:@jsquash\/|@resvg\/resvg-wasm\/)/;

export function viteBinaryImports(): VitePlugin {
  // Hook filters: Vite calls the hooks for these files only, not for each of the catalog's modules.
  return {
    name: 'binary-imports',
    enforce: 'pre',
    load: {
      filter: { id: BINARY_FILE },
      async handler(id) {
        return binaryModule(await readFile(id));
      },
    },
    transform: {
      filter: { id: GLUE_PACKAGES },
      handler(code) {
        const opaque = code.replace(GLUE_WASM_URL, (_, name: string) => `new URL(${name}, String(import.meta.url))`);
        return opaque === code ? undefined : { code: opaque, map: null };
      },
    },
  };
}

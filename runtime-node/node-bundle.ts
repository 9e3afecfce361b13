/**
 * The esbuild options for JavaScript that plain Node runs: the package's dist/ (scripts/build.ts)
 * and the server's worker bundle (server/pool/worker-bundle.ts) must be built the same way.
 */
import type { BuildOptions } from 'esbuild';
import { BUNDLER_ALIASES } from '../scripts/bundler-aliases.ts';
import { esbuildBinaryImports } from '../scripts/binary-imports.ts';

export const NODE_BUNDLE_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Node compiles every byte of a module it imports, comments included: stripping whitespace and
  // comments and folding syntax cuts the catalog's import time by about a sixth. Names are kept,
  // so a stack trace still says which function failed.
  minifyWhitespace: true,
  minifySyntax: true,
  // ESM builds first: a dynamic import() of a CommonJS build would come back wrapped in `default`.
  mainFields: ['module', 'main'],
  // Packages replaced by modules of ours in every build (html-minifier-terser's clean-css and
  // relateurl, which read Node's process and url as they load).
  alias: { ...BUNDLER_ALIASES },
  // WebAssembly and fonts imported as bytes, inlined in their tool's chunk.
  plugins: [esbuildBinaryImports],
  // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
  banner: { js: "import { createRequire as __tooldeckRequire } from 'node:module'; const require = __tooldeckRequire(import.meta.url);" },
} satisfies BuildOptions;

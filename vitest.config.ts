import { defineConfig } from 'vitest/config';
import { VITE_ALIASES } from './scripts/bundler-aliases.ts';
import { viteBinaryImports } from './scripts/binary-imports.ts';

export default defineConfig({
  // The bundles' aliases, so tests run the code the bundles hold; html-minifier-terser is inlined
  // (run through vitest's resolver, not Node's) so that its imports of clean-css and relateurl are too,
  // and so are the binary files scripts/binary-imports.ts turns into bytes, which Node cannot import.
  resolve: { alias: VITE_ALIASES },
  plugins: [viteBinaryImports()],
  test: {
    include: ['core/**/*.test.ts', 'runtime-node/**/*.test.ts', 'runtime-browser/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
    server: { deps: { inline: ['html-minifier-terser', /\.(?:wasm|ttf)$/] } },
  },
});

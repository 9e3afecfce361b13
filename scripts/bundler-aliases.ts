/**
 * Packages every build of the catalog replaces with a module of ours: esbuild's (dist/ and the
 * server's pool worker, through runtime-node/node-bundle.ts), Vite's (the playground and the
 * Chromium harness) and vitest's. One map, so the builds cannot drift apart.
 * Both are imported by html-minifier-terser (html-minify) and read Node's globals or built-ins as
 * they load, which no browser has; html-minify uses neither (core/lib/stand-ins/ says why).
 */
import { fileURLToPath } from 'node:url';

const standIn = (name: string) => fileURLToPath(new URL(`../core/lib/stand-ins/${name}.ts`, import.meta.url));

export const BUNDLER_ALIASES: Readonly<Record<string, string>> = {
  'clean-css': standIn('clean-css'),
  relateurl: standIn('relateurl'),
};

/** The same map for Vite and vitest: exact package names only (Vite's string keys also match subpaths). */
export const VITE_ALIASES = Object.entries(BUNDLER_ALIASES).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}$`),
  replacement,
}));

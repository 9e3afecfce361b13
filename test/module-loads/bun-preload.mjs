/**
 * `bun --preload <this file> script.mjs`: records every module Bun loads from a file (its path and
 * its size in bytes) into the file named by TOOLDECK_MODULE_LOG, one JSON line each. A runtime
 * plugin's onLoad sees each file once; it hands the text back unchanged, with the loader Bun
 * would have picked from the extension.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { plugin } from 'bun';

const log = process.env.TOOLDECK_MODULE_LOG;
const LOADERS = { ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx', js: 'js', mjs: 'js', cjs: 'js', json: 'json' };

plugin({
  name: 'tooldeck-module-loads',
  setup(build) {
    build.onLoad({ filter: /\.(m|c)?(t|j)sx?$|\.json$/ }, ({ path }) => {
      const contents = readFileSync(path);
      if (log) appendFileSync(log, `${JSON.stringify({ url: `file://${path}`, bytes: contents.byteLength })}\n`);
      return { contents: contents.toString('utf8'), loader: LOADERS[path.slice(path.lastIndexOf('.') + 1)] ?? 'js' };
    });
  },
});

/** core/ must run unchanged in Node, Deno, Bun and a browser worker: no runtime-specific APIs in its sources. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { withoutStrings } from './source-text.ts';

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

const FORBIDDEN: [RegExp, string][] = [
  [/from ['"](node|bun):/, 'a node: or bun: import'],
  [/import\(['"](node|bun):/, 'a node: or bun: import'],
  [/\bBuffer\b/, 'Buffer'],
  [/\bprocess\./, 'process'],
  [/\bBun\./, 'Bun'],
  // Not after - or /: "json-document.ts" in an import path is a file name, not the DOM.
  [/(?<![-/\w])(window|document)\./, 'the DOM'],
  [/\bMath\.random\(|\b(getRandomValues|randomUUID|randomBytes)\(/, 'unseeded randomness (use ctx.random)'],
  [/\bDate\.now\(|new Date\(\)/, 'the clock (use ctx.now)'],
];

it('core/ uses no runtime-specific API, clock or unseeded randomness outside execute', () => {
  const offences: string[] = [];
  const root = new URL('../core', import.meta.url).pathname;
  for (const file of sources(root)) {
    // Words in strings are text (a .gitignore template saying "process."), not code.
    const text = withoutStrings(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, ''));
    for (const [pattern, what] of FORBIDDEN) {
      // execute.ts is where the real clock and random source are handed to tools as ctx.now and ctx.random.
      if ((what.startsWith('the clock') || what.startsWith('unseeded')) && file.endsWith('/core/execute.ts')) continue;
      // raster-encode.ts lends jpeg-js a Buffer.from stand-in for one synchronous call where there is no Buffer (browsers).
      if (what === 'Buffer' && file.endsWith('/core/lib/raster-encode.ts')) continue;
      if (pattern.test(text)) offences.push(`${file.slice(root.length + 1)}: ${what}`);
    }
  }
  expect(offences).toEqual([]);
});

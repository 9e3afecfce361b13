/**
 * `tooldeck serve`: the server is Bun-only (Elysia on Bun.serve), so this runs cli/serve.ts under
 * Bun: the running Bun itself, else a `bun` on PATH or in a node_modules/.bin above the working
 * folder or this package. Without Bun it says so and exits 2: nothing to run it with.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Io } from './io.ts';
import { EXIT_OK, EXIT_USAGE } from './output.ts';

// Built as serve.js beside this file in dist/cli/, read as serve.ts from the sources.
const SOURCE_EXTENSION = import.meta.url.slice(import.meta.url.lastIndexOf('.'));
const SERVE_ENTRY = fileURLToPath(new URL(`./serve${SOURCE_EXTENSION}`, import.meta.url));

const BUN_MISSING = `tooldeck serve needs Bun (https://bun.sh), which this machine does not have on PATH or in node_modules/.bin.
Install it (npm i -D bun, or curl -fsSL https://bun.sh/install | bash) and run tooldeck serve again;
the server also needs its peer packages: npm i elysia @modelcontextprotocol/sdk @scalar/api-reference esbuild.
Every tool runs without a server: tooldeck <tool-id> --help.
`;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Bun is, or undefined. */
export function findBun(env: Record<string, string | undefined>, from: readonly string[]): string | undefined {
  if (process.versions.bun) return process.execPath;
  const names = process.platform === 'win32' ? ['bun.exe', 'bun.cmd'] : ['bun'];
  for (const folder of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of names) if (isExecutable(join(folder, name))) return join(folder, name);
  }
  for (const start of from) {
    for (let folder = start; ; folder = dirname(folder)) {
      for (const name of names) if (isExecutable(join(folder, 'node_modules', '.bin', name))) return join(folder, 'node_modules', '.bin', name);
      if (dirname(folder) === folder) break;
    }
  }
  return undefined;
}

export async function serve(args: readonly string[], io: Io): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write('Usage: tooldeck serve\nStarts the HTTP API, MCP and playground server under Bun, configured from the environment (PORT, HOST, WORKERS… as in the README).\n');
    return EXIT_OK;
  }
  const bun = findBun(io.env, [process.cwd(), dirname(SERVE_ENTRY)]);
  if (!bun) {
    io.stderr.write(BUN_MISSING);
    return EXIT_USAGE;
  }
  const child = spawn(bun, [SERVE_ENTRY, ...args], { stdio: 'inherit', env: io.env as NodeJS.ProcessEnv });
  return new Promise((resolve) => {
    child.once('error', (error) => {
      io.stderr.write(`tooldeck serve: cannot start ${bun}: ${error.message}\n`);
      resolve(EXIT_USAGE);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + 2 : 1)));
  });
}

/**
 * The Node.js the single binary's isolate workers run on (server/pool/node-process.ts): Bun runs
 * the server, but isolate tools run on V8 (the reason is in node-process.ts), and a Bun
 * executable carries no Node. NODE_BINARY names it; else `node` from PATH.
 *
 * Checked once at start, not on the first isolate call: the server waits for its workers before
 * it listens, and a server that answered most tools but failed every isolate one would look
 * healthy (/api/health says ok) while a good part of the catalog was broken.
 */
import { spawnSync } from 'node:child_process';

export type NodeBinary = { ok: true; path: string; version: string } | { ok: false; problem: string };

/** `>=20.19` or `>=20.19.0` as package.json's engines writes it: the least version that will do. */
function leastVersion(range: string): number[] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read >=major.minor, not ${JSON.stringify(range)}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function atLeast(version: number[], least: number[]): boolean {
  for (let i = 0; i < least.length; i++) {
    const difference = (version[i] ?? 0) - least[i]!;
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** The node to run the workers on, by its `--version`, or why there is none fit to use. */
export function findNode(env: Record<string, string | undefined>, range: string): NodeBinary {
  const named = env.NODE_BINARY !== undefined && env.NODE_BINARY !== '';
  const path = named ? env.NODE_BINARY! : 'node';
  const how = named ? `NODE_BINARY=${path}` : '`node` on PATH';
  const fix = `install Node.js ${range} or set NODE_BINARY to its path`;
  // The child's PATH is the one given, so `node` is looked up where the server's own spawns will look.
  const probe = spawnSync(path, ['--version'], { env: { ...env }, encoding: 'utf8', timeout: 10_000 });
  if (probe.error) {
    const missing = (probe.error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, problem: `the isolate tools run on Node.js, and ${how} ${missing ? 'was not found' : `could not be run (${probe.error.message})`}: ${fix}` };
  }
  const version = /^v(\d+)\.(\d+)\.(\d+)/.exec(probe.stdout.trim());
  if (probe.status !== 0 || !version) return { ok: false, problem: `the isolate tools run on Node.js, and ${how} did not answer --version as Node does: ${fix}` };
  if (!atLeast(version.slice(1).map(Number), leastVersion(range))) {
    return { ok: false, problem: `the isolate tools run on Node.js ${range}, and ${how} is ${version[0]}: ${fix}` };
  }
  return { ok: true, path, version: version[0] };
}

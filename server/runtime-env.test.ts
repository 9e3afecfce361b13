/** RUNTIME_ENV: what `npm start` sets, that a caller's own value wins, and that Bun reads it. */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUNTIME_ENV } from './runtime-env.ts';

const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));
const START = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
const LAUNCH = 'bun server/main.ts';

/** The environment the start script gives the server, run by sh as npm runs it, with `env` as the caller's. */
function startEnvironment(env: Record<string, string>): Record<string, string> {
  expect(START.endsWith(LAUNCH)).toBe(true);
  const probe = `${START.slice(0, -LAUNCH.length)}node -e "process.stdout.write(JSON.stringify(process.env))"`;
  return JSON.parse(execFileSync('sh', ['-c', probe], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' })) as Record<string, string>;
}

describe('the runtime settings of npm start', () => {
  it('sets every one of them', () => {
    const env = startEnvironment({});
    for (const [name, value] of Object.entries(RUNTIME_ENV)) expect(env[name], name).toBe(value);
  });

  it("keeps a caller's own value", () => {
    const own = Object.fromEntries(Object.keys(RUNTIME_ENV).map((name) => [name, '250']));
    expect(startEnvironment(own)).toMatchObject(own);
  });

  it("are read by Bun's allocator (a Bun that stopped reading them fails here)", () => {
    // mimalloc prints its options as the process starts when MIMALLOC_VERBOSE is set.
    const run = spawnSync(BUN, ['-e', '0'], { env: { PATH: process.env.PATH ?? '', ...RUNTIME_ENV, MIMALLOC_VERBOSE: '1' }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    for (const [name, value] of Object.entries(RUNTIME_ENV)) {
      expect(run.stderr).toContain(`option '${name.slice('MIMALLOC_'.length).toLowerCase()}': ${value} `);
    }
  });
});

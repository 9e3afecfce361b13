/**
 * A real Bun Worker that dies (process.exit inside it) fails only its own call and is replaced.
 * vitest runs under Node, so the pool runs under Bun in crash-fixture.ts as a child process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BUN = fileURLToPath(new URL('../../node_modules/.bin/bun', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./crash-fixture.ts', import.meta.url));

function runFixture(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(BUN, [FIXTURE], { env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // The fixture's deadline is 20 s: a crash not noticed would time out there, past this kill.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('the pool over real Bun Workers', () => {
  it('answers INTERNAL_ERROR to the call whose worker exited, serves the others, and replaces the worker', async () => {
    const { code, stdout, stderr } = await runFixture();
    expect(code, stderr).toBe(0);
    const results = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(results.crashed).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'the tool crashed its worker; this is a bug on our side' } });
    // "hi" in Base64 is "aGk=" (RFC 4648).
    expect(results.concurrent).toMatchObject({ success: true, result: { result: 'aGk=' } });
    expect(results.after).toMatchObject({ success: true, result: { result: 'hi' } });
    expect(results.errors).toEqual(['Error: the worker exited']);
    // Two workers at start, one replacement for the one that died.
    expect(results.spawns).toBe(3);
  }, 15_000);
});

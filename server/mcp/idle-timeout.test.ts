/**
 * A tools/call that takes longer than the server's 30 s idle timeout (app.ts) still gets its
 * answer. routes.ts lifts the timeout while the tool runs; Bun 1.4 happens not to cut a pending
 * POST whose body it has received anyway (measured: it does cut a pending GET, at about 32 s),
 * so this guards the behaviour across Bun versions more than the mechanism. Slow by nature
 * (36 s of waiting, no CPU), so it is one call.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../core/catalog-metadata.ts';
import { startServer, type RunningServer } from '../test-server.ts';
import { connect, type Connected } from './mcp-client-fixture.ts';

const SLOW_SERVER = fileURLToPath(new URL('./slow-worker-server-fixture.ts', import.meta.url));
const IDLE_TIMEOUT_MS = 30_000;
const DELAY_MS = IDLE_TIMEOUT_MS + 6_000;

let server: RunningServer;
let mcp: Connected;

beforeAll(async () => {
  server = await startServer({ SLOW_WORKER_MS: String(DELAY_MS), TOOL_TIMEOUT_MS: '60000', WORKERS: '1' }, SLOW_SERVER);
  mcp = await connect(`${server.url}/mcp`);
});
afterAll(async () => {
  await mcp?.client.close();
  await server?.stop();
});

describe('a long tools/call', () => {
  it('is answered after more than the idle timeout, on a connection kept open for it', async () => {
    const tool = get('json-yaml-converter')!;
    const example = tool.examples[0]!;
    const started = performance.now();
    const result = await mcp.client.callTool({ name: 'json_yaml_converter', arguments: example.input as Record<string, unknown> }, undefined, { timeout: 55_000 });
    expect(performance.now() - started).toBeGreaterThan(IDLE_TIMEOUT_MS);
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(example.output);
  }, 60_000);
});

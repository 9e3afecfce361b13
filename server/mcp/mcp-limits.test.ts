/**
 * The MCP rate limit on the real server: MCP_RATE_LIMIT_PER_MINUTE per client IP, answered with
 * HTTP 429 before the SDK sees the request, counted apart from the API's limit. Each test is a
 * different client IP (TRUST_PROXY=1 and X-Forwarded-For), so their counts never mix.
 */
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../test-server.ts';
import { connect, post, rpc } from './mcp-client-fixture.ts';

const LIMIT = 4;
let server: RunningServer;
let endpoint: string;

beforeAll(async () => {
  server = await startServer({ MCP_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1', WORKERS: '1' });
  endpoint = `${server.url}/mcp`;
});
afterAll(async () => {
  await server?.stop();
});

// The windows are whole clock minutes: a test that straddles one would see its count reset.
beforeEach(async () => {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}, 15_000);

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('the MCP rate limit', () => {
  it('lets an SDK client make MCP_RATE_LIMIT_PER_MINUTE requests, then answers 429', async () => {
    // initialize and notifications/initialized are 2 POSTs; the client's GET (405) is not counted.
    const { client } = await connect(endpoint, from('10.0.0.1'));
    try {
      await client.listTools();
      await client.callTool({ name: 'base64', arguments: { action: 'encode', text: 'hi' } });
      const refused = await client.callTool({ name: 'base64', arguments: { action: 'encode', text: 'hi' } }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StreamableHTTPError);
      expect((refused as StreamableHTTPError).code).toBe(429);
    } finally {
      await client.close();
    }
  });

  it('answers 429 with Retry-After, X-RateLimit-Remaining and the RATE_LIMITED envelope', async () => {
    const seen: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const response = await post(endpoint, rpc('tools/list'), from('10.0.0.2'));
      expect(response.status).toBe(200);
      seen.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    expect(seen).toEqual([3, 2, 1, 0]);
    const refused = await post(endpoint, rpc('tools/list'), from('10.0.0.2'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.json).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: "too many MCP requests; retry after the Retry-After header's seconds" } });
    // Another client is not affected, and neither is the API: its limit counts apart.
    expect((await post(endpoint, rpc('tools/list'), from('10.0.0.3'))).status).toBe(200);
    expect((await fetch(`${server.url}/api/tools`, { headers: from('10.0.0.2') })).status).toBe(200);
  });

  it('counts a JSON-RPC batch as one request per message', async () => {
    const batch = (size: number) => `[${Array.from({ length: size }, (_, i) => rpc('tools/list', undefined, i + 1)).join(',')}]`;
    const three = await post(endpoint, batch(3), from('10.0.0.4'));
    expect(three.status).toBe(200);
    expect(three.json).toHaveLength(3);
    expect(three.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await post(endpoint, batch(2), from('10.0.0.4'))).status).toBe(429);
    expect((await post(endpoint, batch(LIMIT + 1), from('10.0.0.5'))).status).toBe(429);
  });

  it('does not count a refused method or a refused Origin', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await fetch(endpoint, { headers: from('10.0.0.6') })).status).toBe(405);
      expect((await post(endpoint, rpc('tools/list'), { ...from('10.0.0.6'), origin: 'https://evil.example' })).status).toBe(403);
    }
    expect((await post(endpoint, rpc('tools/list'), from('10.0.0.6'))).status).toBe(200);
  });
});

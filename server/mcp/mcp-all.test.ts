/** MCP_TOOLS=all on the real server, under a BASE_PATH: every catalog tool listed and callable directly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tools } from '../../core/catalog-metadata.ts';
import { startServer, type RunningServer } from '../test-server.ts';
import { connect, listAllTools, type Connected } from './mcp-client-fixture.ts';
import { mcpNameOf } from './tool-names.ts';

let server: RunningServer;
let mcp: Connected;

beforeAll(async () => {
  server = await startServer({ MCP_TOOLS: 'all', BASE_PATH: '/tools', MCP_RATE_LIMIT_PER_MINUTE: '0', WORKERS: '1' });
  mcp = await connect(`${server.url}/tools/mcp`);
});
afterAll(async () => {
  await mcp?.client.close();
  await server?.stop();
});

describe('MCP_TOOLS=all', () => {
  it('lists every catalog tool plus the two discovery tools and run_recipe, 50 per page', async () => {
    const { tools: listed, pageSizes } = await listAllTools(mcp.client);
    const expected = ['search_tools', 'run_tool', 'run_recipe', ...tools.map((tool) => mcpNameOf(tool.id))];
    expect(listed.map((tool) => tool.name)).toEqual(expected);
    expect(pageSizes).toEqual(Array.from({ length: Math.ceil(expected.length / 50) }, (_, i) => Math.min(50, expected.length - i * 50)));
    expect(pageSizes.length).toBeGreaterThan(1);
  });

  it('calls a tool that the curated set leaves out directly, its result checked against its outputSchema by the client', async () => {
    const result = await mcp.client.callTool({ name: 'hash_generate', arguments: { text: 'abc', algorithm: 'sha-1' } });
    // FIPS 180-2, appendix A.1: SHA-1("abc").
    expect(result.structuredContent).toMatchObject({ hash: 'a9993e364706816aba3e25717850c26c9cd0d89d' });
  });

  it('says so to the client, and search results name each tool itself', async () => {
    expect(mcp.client.getInstructions()).toContain(`Every one of the ${tools.length} tools is listed directly`);
    const result = await mcp.client.callTool({ name: 'search_tools', arguments: { query: 'hmac' } });
    const found = (result.structuredContent as { tools: { id: string; callWith: string }[] }).tools;
    expect(found).toContainEqual(expect.objectContaining({ id: 'hmac-generate', callWith: 'hmac_generate' }));
  });

  it('answers at /mcp as well as under BASE_PATH', async () => {
    const root = await connect(`${server.url}/mcp`);
    try {
      expect((await root.client.listTools()).tools).toHaveLength(50);
    } finally {
      await root.client.close();
    }
  });
});

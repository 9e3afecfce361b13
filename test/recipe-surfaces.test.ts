/**
 * One recipe, every surface: the library's runRecipe, the in-thread and worker-pool clients,
 * tooldeck/node's runRecipe, the HTTP client and a raw POST against the real server, MCP's
 * run_recipe on that server, and the CLI (`tooldeck recipe - --json`, from the sources; the
 * packed CLI runs recipes in test/cli/) all answer the same result and the same steps, for a
 * recipe that succeeds and one that fails at a step. The playground runs one of them too, in
 * Chromium (test/browser/playground-recipe.test.ts). The known answers are outside ones: the issue's own
 * CSV, and SHA-256("abc") from FIPS 180-4, as node:crypto and Buffer compute them here.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createLocalClient } from '../core/client.ts';
import { runRecipe, type RecipeEnvelope } from '../core/recipe/run.ts';
import { createNodeClient, runRecipe as runRecipeOnNode } from '../runtime-node/index.ts';
import { connect } from '../server/mcp/mcp-client-fixture.ts';
import { startServer, type RunningServer } from '../server/test-server.ts';

const SHA256_ABC = createHash('sha256').update('abc').digest('hex');

/** SHA-256 of "abc", base64-encoded, then decoded again: the digest comes back. */
const HASH_ROUND_TRIP = {
  steps: [
    { name: 'digest', tool: 'hash', input: { text: 'abc' } },
    { name: 'encoded', tool: 'base64', input: { action: 'encode', text: { $from: { step: 'digest', pointer: '/hash' } } } },
    { tool: 'base64', input: { action: 'decode', text: { $from: { step: 'encoded', pointer: '/result' } } } },
  ],
};

/** The example: CSV rows as JSON text into json-to-xml. */
const CSV_TO_XML = {
  steps: [
    { name: 'parsed', tool: 'csv-to-json', input: { csv: 'a,b\n1,2' } },
    { tool: 'json-to-xml', input: { json: { $from: { step: 'parsed', pointer: '/rows', as: 'json' } } } },
  ],
};

/** Fails at step 1: the whole hash result is an object, and base64's text must be a string. */
const FAILS_AT_STEP_1 = {
  steps: [
    { tool: 'hash', input: { text: 'abc' } },
    { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '' } } } },
  ],
};

/** What every surface must agree on: timings aside, everything. */
function comparable(envelope: RecipeEnvelope) {
  const steps = envelope.steps.map(({ tool, result }) => ({ tool, result }));
  return envelope.success ? { success: true, result: envelope.result, steps, ran: envelope.meta.steps } : { success: false, error: envelope.error, steps, ran: envelope.meta.steps };
}

let server: RunningServer;
const node = createNodeClient({ workers: 1 });

beforeAll(async () => {
  server = await startServer({ WORKERS: '1' });
}, 60_000);
afterAll(async () => {
  node.close();
  await server?.stop();
});

/** Every surface, by name, each answering the recipe envelope. */
function surfaces(): Record<string, (recipe: unknown) => Promise<RecipeEnvelope>> {
  return {
    'runRecipe (tooldeck)': (recipe) => runRecipe(recipe),
    'runRecipe (tooldeck/node, isolate steps on workers)': (recipe) => runRecipeOnNode(recipe),
    'createLocalClient().runRecipe': (recipe) => createLocalClient().runRecipe(recipe as never),
    'createNodeClient().runRecipe (a worker pool)': (recipe) => node.runRecipe(recipe as never),
    'createHttpClient().runRecipe': (recipe) => createHttpClient(server.url).runRecipe(recipe as never),
    'POST /api/recipes/execute': async (recipe) => {
      const response = await fetch(`${server.url}/api/recipes/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(recipe) });
      return (await response.json()) as RecipeEnvelope;
    },
    'CLI: tooldeck recipe - --json': (recipe) =>
      new Promise((resolve, reject) => {
        const child = execFile(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'recipe', '-', '--json'], (error, stdout) => {
          // Exit 1 is a step's error, still answered with the envelope on stdout.
          if (error && error.code !== 1) reject(error);
          else resolve(JSON.parse(stdout) as RecipeEnvelope);
        });
        child.stdin!.end(JSON.stringify(recipe));
      }),
    'MCP run_recipe': async (recipe) => {
      const { client } = await connect(`${server.url}/mcp`);
      try {
        const answer = await client.callTool({ name: 'run_recipe', arguments: recipe as Record<string, unknown> });
        return answer.structuredContent as unknown as RecipeEnvelope;
      } finally {
        await client.close();
      }
    },
  };
}

describe('one recipe on every surface', () => {
  it('hash → base64 encode → decode: the FIPS 180-4 digest of "abc", the same steps everywhere', async () => {
    const expected = {
      success: true,
      result: { result: SHA256_ABC },
      steps: [
        { tool: 'hash', result: expect.objectContaining({ hash: SHA256_ABC }) },
        { tool: 'base64', result: expect.objectContaining({ result: Buffer.from(SHA256_ABC).toString('base64') }) },
        { tool: 'base64', result: expect.objectContaining({ result: SHA256_ABC }) },
      ],
      ran: 3,
    };
    const answers = await Promise.all(Object.entries(surfaces()).map(async ([name, run]) => [name, comparable(await run(HASH_ROUND_TRIP))] as const));
    for (const [name, answer] of answers) expect(answer, name).toMatchObject(expected);
    const [first] = answers;
    for (const [name, answer] of answers) expect(answer, name).toEqual(first![1]);
  });

  it("the issue's example, CSV rows into XML: one answer everywhere, holding the CSV's values", async () => {
    const answers = await Promise.all(Object.entries(surfaces()).map(async ([name, run]) => [name, comparable(await run(CSV_TO_XML))] as const));
    const [first] = answers;
    expect(first![1]).toMatchObject({ success: true, ran: 2, steps: [{ tool: 'csv-to-json', result: { rows: [{ a: 1, b: 2 }] } }, { tool: 'json-to-xml' }] });
    const xml = JSON.stringify(first![1].success && first![1].result);
    for (const value of ['<a>1</a>', '<b>2</b>']) expect(xml).toContain(value);
    for (const [name, answer] of answers) expect(answer, name).toEqual(first![1]);
  });

  it('a step that fails: the same error, with its step and the steps before it, everywhere', async () => {
    const answers = await Promise.all(Object.entries(surfaces()).map(async ([name, run]) => [name, comparable(await run(FAILS_AT_STEP_1))] as const));
    for (const [name, answer] of answers) {
      expect(answer, name).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'text: must be a string, got an object', step: 1 },
        steps: [{ tool: 'hash', result: expect.objectContaining({ hash: SHA256_ABC }) }],
        ran: 2,
      });
    }
  });
});

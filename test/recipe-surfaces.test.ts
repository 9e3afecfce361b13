/**
 * One recipe, every surface: the library's runRecipe, the in-thread and worker-pool clients,
 * tooldeck/node's runRecipe, the HTTP client and a raw POST against the real server, MCP's
 * run_recipe on that server, and the CLI (`tooldeck recipe - --json`, from the sources; the
 * packed CLI runs recipes in test/cli/) all answer the same result and the same steps, for a
 * recipe that succeeds and one that fails at a step; and the playground, in Chromium, opening
 * each recipe's link (`#recipe=…`) and running it in the page's worker. The playground shows a
 * success's last result only (its steps are on the page, not in one object), so for it the
 * result is compared; a failure's whole answer is shown, so all of it is compared. The known answers are outside ones: the issue's own
 * CSV, and SHA-256("abc") from FIPS 180-4, as node:crypto and Buffer compute them here.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createLocalClient } from '../core/client.ts';
import { runRecipe, type RecipeEnvelope } from '../core/recipe/run.ts';
import { createNodeClient, runRecipe as runRecipeOnNode } from '../runtime-node/index.ts';
import { connect } from '../server/mcp/mcp-client-fixture.ts';
import type { RunningServer } from '../server/test-server.ts';
import { textToBase64Url } from '../runtime-browser/playground/base64.ts';
import { CHROMIUM_PRESENT, failWithoutRequiredChromium } from './browser/chromium.ts';
import { openPlayground, type PlaygroundSession } from './browser/playground-session.ts';
import { startServer } from '../server/test-server.ts';

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

/** What the playground shows of an answer: a success's result, or a failure's whole envelope. */
type Shown = { success: true; result: unknown } | RecipeEnvelope;

/** What every surface must agree on: timings aside, everything it shows. */
function comparable(envelope: Shown) {
  if (!('steps' in envelope)) return { success: true, result: envelope.result };
  const steps = envelope.steps.map(({ tool, result }) => ({ tool, result }));
  return envelope.success ? { success: true, result: envelope.result, steps, ran: envelope.meta.steps } : { success: false, error: envelope.error, steps, ran: envelope.meta.steps };
}

/** Only the fields `shown` has: a playground success is compared on its result. */
const sameAs = (shown: ReturnType<typeof comparable>, reference: { success: boolean; result?: unknown }) =>
  'steps' in shown ? reference : { success: reference.success, result: reference.result };

failWithoutRequiredChromium();

let server: RunningServer;
/** The playground in Chromium, on the same server; absent without Chromium (then, outside CI, its surface is left out). */
let playground: PlaygroundSession | undefined;
const node = createNodeClient({ workers: 1 });

beforeAll(async () => {
  if (CHROMIUM_PRESENT) {
    playground = await openPlayground();
    server = playground.server;
  } else {
    server = await startServer({ WORKERS: '1' });
  }
}, 300_000);
afterAll(async () => {
  node.close();
  if (playground) await playground.close();
  else await server?.stop();
});

/** Opens the recipe's link in the playground (a fresh load: only the fragment differs between links) and reads what it shows. */
async function inThePlayground({ page, pageUrl }: PlaygroundSession, recipe: unknown): Promise<Shown> {
  await page.goto('about:blank');
  await page.goto(`${pageUrl}#recipe=${textToBase64Url(JSON.stringify(recipe))}`);
  await page.waitForFunction(() => /^(Done|[A-Z_]+ (at|in))/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout: 60_000 });
  const shown = JSON.parse((await page.locator('#result-json').textContent()) ?? '') as unknown;
  const done = ((await page.locator('#status').textContent()) ?? '').startsWith('Done');
  return done ? { success: true, result: shown } : (shown as RecipeEnvelope);
}

/** Every surface, by name, each answering the recipe envelope. */
function surfaces(): Record<string, (recipe: unknown) => Promise<Shown>> {
  const all: Record<string, (recipe: unknown) => Promise<Shown>> = {
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
  if (playground) all['the playground (its link, run in the page)'] = (recipe) => inThePlayground(playground!, recipe);
  return all;
}

/** Every surface's answer to `recipe`, by name; the playground's one page runs one recipe at a time, so after the rest. */
async function answersTo(recipe: unknown) {
  const { 'the playground (its link, run in the page)': inPage, ...concurrent } = surfaces();
  const answers = await Promise.all(Object.entries(concurrent).map(async ([name, run]) => [name, comparable(await run(recipe))] as const));
  if (inPage) answers.push(['the playground (its link, run in the page)', comparable(await inPage(recipe))]);
  return answers;
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
    const answers = await answersTo(HASH_ROUND_TRIP);
    expect(answers).toHaveLength(CHROMIUM_PRESENT ? 9 : 8);
    for (const [name, answer] of answers) expect(answer, name).toMatchObject(sameAs(answer, expected));
    const [first] = answers;
    for (const [name, answer] of answers) expect(answer, name).toEqual(sameAs(answer, first![1]));
  });

  it("the issue's example, CSV rows into XML: one answer everywhere, holding the CSV's values", async () => {
    const answers = await answersTo(CSV_TO_XML);
    const [first] = answers;
    expect(first![1]).toMatchObject({ success: true, ran: 2, steps: [{ tool: 'csv-to-json', result: { rows: [{ a: 1, b: 2 }] } }, { tool: 'json-to-xml' }] });
    const xml = JSON.stringify(first![1].success && first![1].result);
    for (const value of ['<a>1</a>', '<b>2</b>']) expect(xml).toContain(value);
    for (const [name, answer] of answers) expect(answer, name).toEqual(sameAs(answer, first![1]));
  });

  it('a step that fails: the same error, with its step and the steps before it, everywhere', async () => {
    const answers = await answersTo(FAILS_AT_STEP_1);
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

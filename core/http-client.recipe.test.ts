/**
 * createHttpClient().runRecipe facing what the real server does not say on its own: a stand-in
 * for POST /api/recipes/execute on 127.0.0.1 answers as a proxy or a server in trouble might
 * (a 429 or 503 with Retry-After, a proxy's HTML 502, a 200 without an envelope, no answer at
 * all). The real route, with the same recipes on every other surface, is test/recipe-surfaces.test.ts.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import { runRecipe } from './recipe/run.ts';

// The spec's error table, for the codes this stand-in can answer.
const STATUS: Partial<Record<ErrorCode, number>> = { VALIDATION_ERROR: 400, TIMEOUT: 422, RATE_LIMITED: 429, OVERLOADED: 503 };

let server: Server;
let baseUrl: string;
/** When set, the stand-in answers this instead of running the recipe. */
let canned: { status: number; headers?: Record<string, string>; body: string } | undefined;
/** The method, path and JSON body of every request received. */
const received: { request: string; body: unknown }[] = [];
/** When set, the stand-in holds the next request unanswered and reports it here. */
let hold: (() => void) | undefined;

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request));
    received.push({ request: `${request.method} ${request.url}`, body });
    if (hold) {
      hold();
      hold = undefined;
      return;
    }
    if (canned) {
      response.writeHead(canned.status, { 'content-type': 'application/json', ...canned.headers }).end(canned.body);
      return;
    }
    const envelope = await runRecipe(body);
    const status = envelope.success ? 200 : (STATUS[envelope.error.code] ?? 500);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const HASH_THEN_BASE64 = {
  steps: [
    { name: 'digest', tool: 'hash', input: { text: 'abc' } },
    { tool: 'base64', input: { action: 'encode', text: { $from: { step: 'digest', pointer: '/hash' } } } },
  ],
};

describe('createHttpClient().runRecipe', () => {
  it('gives an answer from before the recipe ran the recipe envelope\'s steps and meta, with Retry-After', async () => {
    canned = { status: 429, headers: { 'retry-after': '7' }, body: JSON.stringify({ success: false, error: { code: 'RATE_LIMITED', message: 'too many requests' } }) };
    expect(await createHttpClient(baseUrl).runRecipe(HASH_THEN_BASE64)).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: 'too many requests', retryAfter: 7 },
      steps: [],
      meta: { executionMs: 0, steps: 0 },
    });
    // A recipe's own 503 keeps the steps that ran, with the retry hint.
    const overloaded = { success: false, error: { code: 'OVERLOADED', message: 'busy', step: 1 }, steps: [{ tool: 'hash', result: {}, meta: { tool: 'hash', executionMs: 1 } }], meta: { executionMs: 3, steps: 2 } };
    canned = { status: 503, headers: { 'retry-after': '1' }, body: JSON.stringify(overloaded) };
    expect(await createHttpClient(baseUrl).runRecipe(HASH_THEN_BASE64)).toEqual({ ...overloaded, error: { ...overloaded.error, retryAfter: 1 } });
    canned = { status: 502, body: '<html>bad gateway</html>' };
    expect(await createHttpClient(baseUrl).runRecipe(HASH_THEN_BASE64)).toMatchObject({ success: false, error: { code: 'INTERNAL_ERROR' }, steps: [], meta: { steps: 0 } });
    canned = { status: 200, body: JSON.stringify({ success: true, result: 1 }) };
    expect(await createHttpClient(baseUrl).runRecipe(HASH_THEN_BASE64)).toMatchObject({ success: false, error: { code: 'INTERNAL_ERROR', message: expect.stringContaining('without a recipe envelope') } });
  });

  it('answers TIMEOUT when the round trip passes timeoutMs, and rejects with the reason on abort', async () => {
    canned = undefined;
    let held!: () => void;
    const heldNow = new Promise<void>((resolve) => (held = resolve));
    hold = held;
    const timedOut = createHttpClient(baseUrl).runRecipe(HASH_THEN_BASE64, { timeoutMs: 50 });
    await heldNow;
    expect(await timedOut).toMatchObject({ success: false, error: { code: 'TIMEOUT' }, steps: [], meta: { steps: 0 } });

    const controller = new AbortController();
    const reason = new Error('stop');
    const heldAgain = new Promise<void>((resolve) => (hold = resolve));
    const aborted = createHttpClient(baseUrl).runRecipe(HASH_THEN_BASE64, { signal: controller.signal });
    await heldAgain;
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
  });
});

/**
 * createHttpClient's list() against a server that refuses the list: an error envelope is not a
 * list, so list() rejects with it instead of resolving with something a caller reads as one.
 * The server is a small fixture on 127.0.0.1 answering as the spec's limiter does.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, ToolListError } from './http-client.ts';

let server: Server;
let baseUrl: string;
/** What the fixture answers to GET /api/tools next. */
let answer: { status: number; headers: Record<string, string>; body: string };

beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function listFailure(): Promise<ToolListError> {
  const failure = await createHttpClient(baseUrl).list().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(ToolListError);
  return failure as ToolListError;
}

describe('createHttpClient().list()', () => {
  it('rejects a 429 with the envelope and its Retry-After, not resolving it as a list', async () => {
    answer = { status: 429, headers: { 'retry-after': '17' }, body: JSON.stringify({ success: false, error: { code: 'RATE_LIMITED', message: 'too many requests' } }) };
    const { envelope, message } = await listFailure();
    expect(envelope).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: 'too many requests', retryAfter: 17 } });
    expect(message).toBe('RATE_LIMITED: too many requests');
  });

  it('rejects a 200 whose body is not a tool list', async () => {
    answer = { status: 200, headers: {}, body: JSON.stringify({ success: true, tools: 'none' }) };
    expect((await listFailure()).envelope.error.code).toBe('INTERNAL_ERROR');
  });

  it('resolves a tool list', async () => {
    answer = { status: 200, headers: {}, body: JSON.stringify({ success: true, tools: [], count: 0 }) };
    expect(await createHttpClient(baseUrl).list()).toEqual({ success: true, tools: [], count: 0 });
  });
});

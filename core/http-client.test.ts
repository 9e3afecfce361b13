/**
 * createHttpClient's list() against a server that refuses the list: an error envelope is not a
 * list, so list() rejects with it instead of resolving with something a caller reads as one.
 * Then its arguments (a wrong one is a TypeError at once) and execute's abort semantics.
 * The server is a small fixture on 127.0.0.1 answering as the spec's limiter does.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, ToolListError } from './http-client.ts';

let server: Server;
let baseUrl: string;
/** What the fixture answers next. */
let answer: { status: number; headers: Record<string, string>; body: string };
/** The method and path of every request the fixture received, in order. */
const received: string[] = [];
/** When set, the fixture holds the next request's response and hands it here instead of answering. */
let hold: ((response: ServerResponse) => void) | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    if (hold) {
      hold(response);
      hold = undefined;
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  // fetch keeps its connections alive: close() alone would wait for them to time out.
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

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

describe('createHttpClient(baseUrl, options)', () => {
  const usage = 'createHttpClient(baseUrl, options?): baseUrl must be an http or https URL (a string or URL) such as "http://localhost:3000"';

  it('refuses a base URL that is not a string or URL, saying what it got', () => {
    // The mistake the issue reports: the options object in place of the URL.
    expect(() => createHttpClient({ baseUrl } as never)).toThrow(new TypeError(`${usage}, not an object`));
    expect(() => createHttpClient(undefined as never)).toThrow(new TypeError(`${usage}, not undefined`));
    expect(() => createHttpClient(3000 as never)).toThrow(new TypeError(`${usage}, not number`));
  });

  it('refuses a base URL that is not an absolute http or https URL without query, fragment or credentials', () => {
    // Outside a page there is no address to read a relative URL against.
    expect(() => createHttpClient('/tooldeck')).toThrow(new TypeError(`${usage}; "/tooldeck" is not a URL`));
    // WHATWG URL reads "localhost:3000" as the scheme "localhost:".
    expect(() => createHttpClient('localhost:3000')).toThrow(new TypeError(`${usage}, not localhost:`));
    expect(() => createHttpClient('ftp://127.0.0.1/')).toThrow(new TypeError(`${usage}, not ftp:`));
    expect(() => createHttpClient('http://127.0.0.1:3000/?key=1')).toThrow(TypeError);
    expect(() => createHttpClient('http://127.0.0.1:3000/#top')).toThrow(TypeError);
    expect(() => createHttpClient('http://user:secret@127.0.0.1:3000')).toThrow(/without a user name or password/);
  });

  it('refuses options that are not an object, an unknown option, and a fetch that is not a function', () => {
    expect(() => createHttpClient(baseUrl, null as never)).toThrow(new TypeError('createHttpClient(baseUrl, options?): options must be an object such as { fetch }, not null'));
    expect(() => createHttpClient(baseUrl, { timeoutMs: 500 } as never)).toThrow(
      new TypeError('createHttpClient: unknown option "timeoutMs" (the options are: fetch; timeoutMs and signal go to each execute call)'),
    );
    expect(() => createHttpClient(baseUrl, { fetch: 'fetch' } as never)).toThrow(new TypeError('createHttpClient: options.fetch must be a function like fetch, not string'));
  });

  it('takes a URL object, keeps a path prefix and drops trailing slashes', async () => {
    answer = { status: 200, headers: {}, body: JSON.stringify({ success: true, tools: [], count: 0 }) };
    received.length = 0;
    await createHttpClient(new URL(`${baseUrl}/`)).list();
    await createHttpClient(`${baseUrl}/tooldeck//`).list();
    expect(received).toEqual(['GET /api/tools', 'GET /tooldeck/api/tools']);
  });

  it('sends requests through options.fetch', async () => {
    const urls: string[] = [];
    const spy: typeof fetch = (url, init) => {
      urls.push(String(url));
      return fetch(url, init);
    };
    answer = { status: 200, headers: {}, body: JSON.stringify({ success: true, tools: [], count: 0 }) };
    await createHttpClient(baseUrl, { fetch: spy }).list();
    expect(urls).toEqual([`${baseUrl}/api/tools`]);
  });
});

describe('createHttpClient().execute() and its signal', () => {
  const ok = { success: true, result: { hash: 'x' }, meta: { tool: 'hash', executionMs: 1 } };

  it('rejects with the reason of a signal already aborted, without sending anything', async () => {
    received.length = 0;
    const reason = new Error('not wanted');
    await expect(createHttpClient(baseUrl).execute('hash', { text: 'abc' }, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(received).toEqual([]);
  });

  it('rejects with the reason when aborted while the server is still answering', async () => {
    const held = new Promise<ServerResponse>((resolve) => (hold = resolve));
    const controller = new AbortController();
    const reason = new Error('user left');
    const call = createHttpClient(baseUrl).execute('hash', { text: 'abc' }, { signal: controller.signal });
    const response = await held;
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    response.end();
  });

  it('changes nothing once the call has settled', async () => {
    answer = { status: 200, headers: {}, body: JSON.stringify(ok) };
    const controller = new AbortController();
    const envelope = await createHttpClient(baseUrl).execute('hash', { text: 'abc' }, { signal: controller.signal });
    controller.abort(new Error('too late'));
    expect(envelope).toEqual(ok);
  });
});

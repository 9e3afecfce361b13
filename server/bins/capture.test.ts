/** What a bin keeps of a request: headers dropped and redacted, bodies clipped and counted, text or base64. */
import { describe, expect, it } from 'vitest';
import { encodeBody, filterHeaders, isRedactedHeader, readClippedBody, redactQuery, storedBytes, toRequestView, type CapturedRequest } from './capture.ts';
import { CLIP_BYTES } from './limits.ts';

/** A body delivered in the given chunks, recording whether the reader cancelled it. */
function chunked(chunks: Uint8Array[]) {
  const state = { cancelled: false, pulled: 0 };
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += 1;
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

/** An endless body of `chunkSize`-byte chunks. */
function endless(chunkSize: number) {
  const state = { cancelled: false, pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const bytes = (...values: number[]) => new Uint8Array(values);

describe('filterHeaders', () => {
  it('redacts a header whose name contains auth, token, secret, key, password, signature, hmac, cookie or session, keeping the name', () => {
    const redacted = [
      // The names of the older list, still redacted.
      'authorization',
      'proxy-authorization',
      'cookie',
      'set-cookie',
      'x-api-key',
      'x-auth-token',
      'x-gitlab-token',
      'x-webhook-secret',
      'stripe-signature',
      'x-hub-signature',
      // The names issue 15 (finding 7) found kept in clear.
      'apikey',
      'api-key',
      'x-api-key-id',
      'x-shopify-hmac-sha256',
      'x-signature-ed25519',
      'x-hub-signature-256',
      // One per word, and the words anywhere in the name, in any case.
      'X-Custom-TOKEN',
      'Linear-Signature',
      'X-Client-Secret-Hint',
      'X-Password',
      'x-session-id',
      'X-HMAC',
      'Cookies',
      'AUTH',
      'x-tokens',
      'x-token-id',
      'token',
      'secret',
      'signature',
      'x-api-keys',
      'authorization-hint',
    ];
    const kept = filterHeaders(redacted.map((name) => [name, `secret value of ${name}`]));
    expect(kept).toEqual(redacted.map((name) => [name.toLowerCase(), '[redacted]']));
    for (const name of redacted) expect(isRedactedHeader(name), name).toBe(true);
  });

  it('redacts innocent names that contain a word too: the rule is "contains", as the README says', () => {
    // monkey contains "key", x-author contains "auth", keyboard-layout begins with "key".
    const names = ['monkey', 'X-Author', 'keyboard-layout', 'sec-websocket-key'];
    expect(filterHeaders(names.map((name) => [name, 'v']))).toEqual(names.map((name) => [name.toLowerCase(), '[redacted]']));
  });

  it('keeps every name without one of the words, with its value', () => {
    const names = ['content-type', 'content-length', 'x-request-id', 'user-agent', 'accept', 'x-github-event', 'x-github-delivery', 'host', 'x-signed', 'x-hash', 'x-tok', 'x-kee'];
    const kept = filterHeaders(names.map((name) => [name, 'visible']));
    expect(kept).toEqual(names.map((name) => [name, 'visible']));
    for (const name of names) expect(isRedactedHeader(name), name).toBe(false);
  });

  it('drops hop-by-hop and proxy headers', () => {
    const dropped = [
      'connection',
      'keep-alive',
      'proxy-connection',
      'proxy-authenticate',
      'te',
      'trailer',
      'transfer-encoding',
      'upgrade',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'X-Forwarded-Port',
      'x-real-ip',
      'via',
      'forwarded',
    ];
    const kept = filterHeaders([...dropped.map((name) => [name, '203.0.113.9'] as const), ['content-type', 'application/json']]);
    expect(kept).toEqual([['content-type', 'application/json']]);
  });

  it('drops the fields the Connection header names, as hop-by-hop', () => {
    const kept = filterHeaders([
      ['connection', 'keep-alive, X-Hop , x-other'],
      ['x-hop', '1'],
      ['x-other', '2'],
      ['x-stays', '3'],
    ]);
    expect(kept).toEqual([['x-stays', '3']]);
  });

  it('keeps one entry per name: values folded with ", ", a redacted name redacted once', () => {
    const kept = filterHeaders([
      ['set-cookie', 'a=1'],
      ['Set-Cookie', 'b=2'],
      ['x-multi', 'one'],
      ['X-Multi', 'two'],
      ['x-literal', '[redacted]'],
      ['x-literal', 'real'],
    ]);
    expect(kept).toEqual([
      ['set-cookie', '[redacted]'],
      ['x-multi', 'one, two'],
      ['x-literal', '[redacted], real'],
    ]);
  });

  it('keeps a header named __proto__ or constructor as plain data', () => {
    const kept = filterHeaders([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
    expect(kept).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
  });
});

describe('readClippedBody', () => {
  it('answers an empty body for no body', async () => {
    expect(await readClippedBody(null, { maxBytes: 10 })).toEqual({ ok: true, bytes: new Uint8Array(0), size: 0, truncated: false });
  });

  it('keeps a body of exactly the clip size whole', async () => {
    const body = new Uint8Array(CLIP_BYTES).map((_, i) => i % 251);
    const { stream } = chunked([body.subarray(0, 1000), body.subarray(1000)]);
    const read = await readClippedBody(stream, { maxBytes: 0 });
    expect(read).toEqual({ ok: true, bytes: body, size: CLIP_BYTES, truncated: false });
  });

  it('clips one byte over, across a chunk boundary, counting the original size', async () => {
    const body = new Uint8Array(CLIP_BYTES + 1).map((_, i) => i % 253);
    const { stream } = chunked([body.subarray(0, CLIP_BYTES - 5), body.subarray(CLIP_BYTES - 5, CLIP_BYTES + 1)]);
    const read = await readClippedBody(stream, { maxBytes: 0 });
    expect(read).toEqual({ ok: true, bytes: body.subarray(0, CLIP_BYTES), size: CLIP_BYTES + 1, truncated: true });
  });

  it('counts a 100 KiB body to 102400 bytes while keeping 64 KiB', async () => {
    const { stream } = chunked(Array.from({ length: 100 }, (_, i) => new Uint8Array(1024).fill(i)));
    const read = await readClippedBody(stream, { maxBytes: 1_000_000 });
    if (!read.ok) throw new Error('refused');
    expect(read.size).toBe(102_400);
    expect(read.truncated).toBe(true);
    expect(read.bytes.byteLength).toBe(65_536);
    expect(read.bytes[65_535]).toBe(63); // the last byte of the 64th 1 KiB chunk
  });

  it('clips with a smaller clip size when asked', async () => {
    const { stream } = chunked([bytes(1, 2, 3), bytes(4, 5)]);
    expect(await readClippedBody(stream, { clipBytes: 4, maxBytes: 0 })).toEqual({ ok: true, bytes: bytes(1, 2, 3, 4), size: 5, truncated: true });
  });

  it('stops reading past maxBytes and cancels the body', async () => {
    const { stream, state } = chunked([new Uint8Array(600), new Uint8Array(600), new Uint8Array(600)]);
    expect(await readClippedBody(stream, { maxBytes: 1000 })).toEqual({ ok: false, tooLarge: true });
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThanOrEqual(3);
  });

  it('accepts a body of exactly maxBytes', async () => {
    const { stream } = chunked([new Uint8Array(500), new Uint8Array(500)]);
    expect(await readClippedBody(stream, { maxBytes: 1000 })).toMatchObject({ ok: true, size: 1000 });
  });

  it('ends an endless body at the limit, having read little more than it', async () => {
    const { stream, state } = endless(4096);
    expect(await readClippedBody(stream, { maxBytes: 100_000 })).toEqual({ ok: false, tooLarge: true });
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThanOrEqual(30); // 25 chunks pass the limit
  });
});

describe('encodeBody', () => {
  it('answers UTF-8 text as text, multi-byte characters and a byte-order mark included', () => {
    // é = C3 A9, € = E2 82 AC, 😀 = F0 9F 98 80 (UTF-8, RFC 3629); EF BB BF is the BOM.
    const text = bytes(0xef, 0xbb, 0xbf, 0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0x00);
    expect(encodeBody(text, false)).toEqual({ body: '\uFEFFaé€😀\u0000', bodyEncoding: 'utf8' });
    expect(encodeBody(new Uint8Array(0), false)).toEqual({ body: '', bodyEncoding: 'utf8' });
  });

  it('answers bytes that are not UTF-8 as base64 of exactly those bytes', () => {
    // FF FE 00 → 111111 111111 111000 000000 → "//4A" (RFC 4648 alphabet).
    expect(encodeBody(bytes(0xff, 0xfe, 0x00), false)).toEqual({ body: '//4A', bodyEncoding: 'base64' });
    for (const invalid of [bytes(0xc0, 0x80), bytes(0xed, 0xa0, 0x80), bytes(0x61, 0x80), bytes(0xf4, 0x90, 0x80, 0x80)]) {
      const encoded = encodeBody(invalid, false);
      expect(encoded.bodyEncoding).toBe('base64');
      expect(new Uint8Array(Buffer.from(encoded.body, 'base64'))).toEqual(invalid);
    }
  });

  it('keeps clipped text as text when the clip cut a character in half', () => {
    const clipped = bytes(0x61, 0xf0, 0x9f, 0x98); // "a" and three of 😀's four bytes
    expect(encodeBody(clipped, true)).toEqual({ body: 'a', bodyEncoding: 'utf8' });
    // The same bytes as a whole body are not UTF-8.
    expect(encodeBody(clipped, false).bodyEncoding).toBe('base64');
    // Invalid bytes before the cut still make it base64.
    expect(encodeBody(bytes(0xff, 0x61, 0xf0, 0x9f), true).bodyEncoding).toBe('base64');
  });
});

const request: CapturedRequest = {
  method: 'POST',
  path: '/hook',
  query: 'a=1',
  receivedAt: Date.UTC(2024, 0, 2, 3, 4, 5, 6),
  size: 3,
  contentType: 'text/plain',
  headers: [
    ['__proto__', 'x'],
    ['content-type', 'text/plain'],
  ],
  body: bytes(0x68, 0xc3, 0xa9),
  truncated: false,
};

describe('toRequestView', () => {
  it('answers the listing fields, a __proto__ header as an own property', () => {
    const view = toRequestView(request);
    expect(view).toEqual({
      method: 'POST',
      path: '/hook',
      query: 'a=1',
      receivedAt: '2024-01-02T03:04:05.006Z',
      size: 3,
      contentType: 'text/plain',
      headers: JSON.parse('{"__proto__":"x","content-type":"text/plain"}'),
      body: 'hé',
      bodyEncoding: 'utf8',
      truncated: false,
    });
    expect(Object.getPrototypeOf(view.headers)).toBe(Object.prototype);
    expect(Object.keys(view.headers)).toEqual(['__proto__', 'content-type']);
    expect(JSON.stringify(view.headers)).toBe('{"__proto__":"x","content-type":"text/plain"}');
  });
});

describe('storedBytes', () => {
  it('counts the kept body and the stored text in UTF-8 bytes', () => {
    const headersJson = JSON.stringify(request.headers);
    expect(storedBytes(request)).toBe(3 + 'POST'.length + '/hook'.length + 'a=1'.length + 'text/plain'.length + headersJson.length);
    expect(storedBytes({ ...request, path: '/é' }) - storedBytes({ ...request, path: '/e' })).toBe(1);
  });
});

describe('redactQuery', () => {
  it('redacts the values of parameters so named, in any case, keeping the names and everything else', () => {
    expect(redactQuery('token=abc&x=1&API_KEY=2')).toBe('token=[redacted]&x=1&API_KEY=[redacted]');
    expect(redactQuery('access_token=a&session=b&password=c&hmac=d&sig=e&signature=f&cookie=g&client_secret=h&auth=i')).toBe(
      'access_token=[redacted]&session=[redacted]&password=[redacted]&hmac=[redacted]&sig=e&signature=[redacted]&cookie=[redacted]&client_secret=[redacted]&auth=[redacted]',
    );
  });

  it('judges a name as a form decoder reads it, and keeps it as sent', () => {
    expect(redactQuery('api%5Fkey=1&my+token=2&x%20y=3')).toBe('api%5Fkey=[redacted]&my+token=[redacted]&x%20y=3');
    // A malformed escape is judged as sent rather than failing the capture.
    expect(redactQuery('%E0%token=1&%zz=2')).toBe('%E0%token=[redacted]&%zz=2');
  });

  it('keeps parts without a value, empty parts, repeated names and an empty query as they are', () => {
    expect(redactQuery('')).toBe('');
    expect(redactQuery('token')).toBe('token');
    expect(redactQuery('a=1&&token=&token=x&b=%20')).toBe('a=1&&token=[redacted]&token=[redacted]&b=%20');
    expect(redactQuery('x=token%3Dabc')).toBe('x=token%3Dabc');
    expect(redactQuery('monkey=banana')).toBe('monkey=[redacted]');
  });
});

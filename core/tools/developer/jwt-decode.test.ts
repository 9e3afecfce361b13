import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Decoded {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
  verified: boolean;
  warning: string;
}

const decode = (token: string) => run<Decoded>('jwt-decode', { token });

// Parts built with python3: base64.urlsafe_b64encode(text.encode()).rstrip(b'=')
const NONE_HEADER = 'eyJhbGciOiJub25lIn0'; // {"alg":"none"}
const part = {
  proto: 'eyJfX3Byb3RvX18iOnsiYWRtaW4iOnRydWV9LCJzdWIiOiJ4In0', // {"__proto__":{"admin":true},"sub":"x"}
  constructor: 'eyJjb25zdHJ1Y3RvciI6eyJwcm90b3R5cGUiOnsicG9sbHV0ZWQiOjF9fSwibiI6MTIzNDU2Nzg5MDEyMzQ1Njc4OTB9',
  array: 'WzEsMl0', // [1,2]
  null: 'bnVsbA', // null
  string: 'InN0ciI', // "str"
  number: 'NDI', // 42
  brokenJson: 'eyJhIjox', // {"a":1
  notUtf8: '__4', // bytes FF FE
  unicode: 'eyJuYW1lIjoiWm_DqyDwn5qAIn0', // {"name":"Zoë 🚀"}
};

describe('jwt-decode', () => {
  it('decodes the jwt.io example token', async () => {
    // Its signature checks out with HMAC-SHA256 and the secret "your-256-bit-secret" (verified in python3 with hmac).
    const result = await decode(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
    expect(result.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(result.payload).toEqual({ sub: '1234567890', name: 'John Doe', iat: 1516239022 });
    expect(result.signature).toBe('SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c');
    expect(result.verified).toBe(false);
    expect(result.warning).toMatch(/signature was not verified/);
  });

  it('decodes the RFC 7519 §3.1 example JWT (CRLFs inside its JSON)', async () => {
    const result = await decode(
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9' +
        '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ' +
        '.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    );
    expect(result).toEqual({
      header: { typ: 'JWT', alg: 'HS256' },
      payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
      signature: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      verified: false,
      warning: 'The signature was not verified: this tool only decodes the token, so do not trust its claims.',
    });
  });

  it('decodes the RFC 7519 §6.1 unsecured JWT, whose signature is empty after a trailing dot', async () => {
    const result = await decode(`${NONE_HEADER}.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.`);
    expect(result.header).toEqual({ alg: 'none' });
    expect(result.payload.iss).toBe('joe');
    expect(result.signature).toBe('');
    expect(result.verified).toBe(false);
  });

  it('keeps a "__proto__" claim as data, without touching any prototype', async () => {
    const { payload } = await decode(`${NONE_HEADER}.${part.proto}.`);
    expect(Object.getPrototypeOf(payload)).toBe(Object.prototype);
    expect(Object.hasOwn(payload, '__proto__')).toBe(true);
    expect(Object.keys(payload)).toEqual(['__proto__', 'sub']);
    expect(Object.getOwnPropertyDescriptor(payload, '__proto__')?.value).toEqual({ admin: true });
    expect((payload as { admin?: unknown }).admin).toBeUndefined();
    expect(({} as { admin?: unknown }).admin).toBeUndefined();
    expect(JSON.stringify(payload)).toBe('{"__proto__":{"admin":true},"sub":"x"}');
    // Survives the structured clone a worker runtime applies to results.
    expect(Object.hasOwn(structuredClone(payload), '__proto__')).toBe(true);
  });

  it('keeps "constructor" and "prototype" claims as data too', async () => {
    const { payload } = await decode(`${NONE_HEADER}.${part.constructor}.`);
    expect(payload.constructor).toEqual({ prototype: { polluted: 1 } });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    // JSON numbers beyond 2^53 lose precision, as in any JavaScript JSON decoder.
    expect(payload.n).toBe(12345678901234567000);
  });

  it('decodes the URL-safe alphabet and UTF-8, tolerates padding and surrounding whitespace', async () => {
    expect((await decode(`${NONE_HEADER}.${part.unicode}.`)).payload).toEqual({ name: 'Zoë 🚀' });
    expect((await decode(`${NONE_HEADER}=.${part.unicode}.`)).header).toEqual({ alg: 'none' });
    expect((await decode(`\n  ${NONE_HEADER}.${part.unicode}.sig \r\n`)).signature).toBe('sig');
  });

  it('refuses tokens without exactly three parts, saying what was found', async () => {
    await expectInvalid('jwt-decode', { token: 'abc' }, 'token: has no "." separators; a JWT has 3 dot-separated parts (header.payload.signature)');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.${part.unicode}` }, /^token: has 2 parts; .* an unsecured JWT ends with a "\." after the payload$/);
    await expectInvalid('jwt-decode', { token: 'a.b.c.d.e' }, /^token: has 5 parts, so it is an encrypted JWT \(JWE\)/);
    await expectInvalid('jwt-decode', { token: 'a.b.c.d' }, /^token: has 4 parts;/);
    await expectInvalid('jwt-decode', { token: '' }, /^token: has no "\." separators/);
  });

  it('refuses parts that are not base64url, naming the part and the index in the token', async () => {
    await expectInvalid('jwt-decode', { token: 'eyJh+GciOiJub25lIn0.e30.' }, 'token: the header is not base64url: character "+" at index 4 is not in the base64url alphabet');
    await expectInvalid('jwt-decode', { token: `  ${NONE_HEADER}.e3/0.` }, 'token: the payload is not base64url: character "/" at index 24 is not in the base64url alphabet');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.e30.ab cd` }, /^token: the signature is not base64url: character " " at index 26/);
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.e30.abcde` }, /^token: the signature is not valid base64url: 5 Base64 characters cannot encode whole bytes/);
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.e=30.` }, /^token: the payload is not valid base64url: padding/);
  });

  it('refuses parts that are empty, not UTF-8, not JSON, or not a JSON object', async () => {
    await expectInvalid('jwt-decode', { token: `.${part.unicode}.` }, 'token: the header is empty');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}..` }, 'token: the payload is empty');
    await expectInvalid('jwt-decode', { token: `${part.notUtf8}.e30.` }, 'token: the header decodes to bytes that are not UTF-8');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.${part.brokenJson}.` }, 'token: the payload is not valid JSON');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.${part.array}.` }, 'token: the payload must be a JSON object, got an array');
    await expectInvalid('jwt-decode', { token: `${part.null}.e30.` }, 'token: the header must be a JSON object, got null');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.${part.string}.` }, 'token: the payload must be a JSON object, got a string');
    await expectInvalid('jwt-decode', { token: `${NONE_HEADER}.${part.number}.` }, 'token: the payload must be a JSON object, got a number');
  });

  it('holds the 100,000-character bound exactly without echoing the token', async () => {
    // {"alg":"none"} . {"d":"xxx…"} . signature padding the token to exactly 100,000 characters
    const payload = btoa(`{"d":"${'x'.repeat(60_000)}"}`).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
    const signature = 'A'.repeat(100_000 - NONE_HEADER.length - payload.length - 2);
    const token = `${NONE_HEADER}.${payload}.${signature}`;
    expect(token).toHaveLength(100_000);
    expect(((await decode(token)).payload.d as string).length).toBe(60_000);
    await expectInvalid('jwt-decode', { token: token + 'A' }, 'token: must be at most 100000 characters');
    const envelope = await call('jwt-decode', { token: `${NONE_HEADER}.${'e30'.repeat(30_000)}!.` });
    expect(envelope.success).toBe(false);
    if (!envelope.success) expect(envelope.error.message.length).toBeLessThan(150);
  });

  it('refuses wrong types and unknown fields, naming the field', async () => {
    await expectInvalid('jwt-decode', { token: 42 }, 'token: must be a string, got an integer');
    await expectInvalid('jwt-decode', {}, 'token: is required');
    await expectInvalid('jwt-decode', { token: 'a.b.c', verify: true }, 'verify: unknown field');
  });
});

import { Type } from '@sinclair/typebox';
import { decodeBase64 } from '../../lib/base64.ts';
import { utf8Decode } from '../../lib/utf8.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const WARNING = 'The signature was not verified: this tool only decodes the token, so do not trust its claims.';

// Arbitrary JSON objects: a JWT header or claims set may hold any member (RFC 7519 §4.3, §4.4).
const jsonObject = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

export default defineTool({
  id: 'jwt-decode',
  name: 'JWT Decoder',
  category: 'developer',
  description:
    'Decode a JSON Web Token (signed JWS compact form, or unsecured with an empty signature) into its header and payload. ' +
    'It never verifies the signature.',
  keywords: ['json web token', 'jws', 'bearer token', 'token decoder', 'jwt parser', 'jwt debugger'],
  mcp: true,
  input: closedObject({
    token: Type.String({
      maxLength: 100_000,
      description: 'The JWT: header.payload.signature in base64url (surrounding whitespace is ignored; an unsecured JWT ends with a dot)',
    }),
  }),
  output: closedObject({
    header: jsonObject('The JOSE header (alg, typ, kid, …)'),
    payload: jsonObject('The claims set (sub, iss, exp, iat, …), exactly as in the token'),
    signature: Type.String({ description: 'The signature part as it appears in the token (base64url; empty for an unsecured JWT)' }),
    verified: Type.Boolean({ description: 'Always false: the signature is never checked' }),
    warning: Type.String({ description: 'A reminder that the signature was not verified' }),
  }),
  examples: [
    {
      title: 'The jwt.io example token',
      input: {
        token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
      },
      output: {
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
        signature: 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        verified: false,
        warning: WARNING,
      },
    },
    {
      title: 'An unsecured JWT (RFC 7519 §6.1)',
      input: {
        token:
          'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.',
      },
      output: {
        header: { alg: 'none' },
        payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
        signature: '',
        verified: false,
        warning: WARNING,
      },
    },
  ],
  run({ token }) {
    const start = token.length - token.trimStart().length;
    const parts = token.trim().split('.');
    if (parts.length !== 3) invalid(`token: ${describePartCount(parts.length)}`);
    const [header, payload, signature] = parts as [string, string, string];
    const decoded = {
      header: decodeJsonPart(header, 'header', start),
      payload: decodeJsonPart(payload, 'payload', start + header.length + 1),
    };
    checkBase64Url(signature, 'signature', start + header.length + payload.length + 2);
    return { ...decoded, signature, verified: false, warning: WARNING };
  },
});

function describePartCount(count: number): string {
  const expected = 'a JWT has 3 dot-separated parts (header.payload.signature)';
  if (count === 1) return `has no "." separators; ${expected}`;
  if (count === 2) return `has 2 parts; ${expected}, and an unsecured JWT ends with a "." after the payload`;
  if (count === 5) return `has 5 parts, so it is an encrypted JWT (JWE), which cannot be read without its key; ${expected}`;
  return `has ${count} parts; ${expected}`;
}

/** RFC 7515 §2: base64url without padding; trailing "=" padding is tolerated, "+", "/" and spaces are not. */
function checkBase64Url(part: string, name: string, at: number): Uint8Array {
  const bad = /[^A-Za-z0-9_\-=]/.exec(part);
  if (bad) invalid(`token: the ${name} is not base64url: character ${JSON.stringify(bad[0])} at index ${at + bad.index} is not in the base64url alphabet`);
  const decoded = decodeBase64(part);
  if (!decoded.ok) invalid(`token: the ${name} is not valid base64url: ${decoded.reason}`);
  return decoded.bytes;
}

/** A base64url part holding UTF-8 JSON that must be an object. JSON.parse keeps a "__proto__" member as plain data. */
function decodeJsonPart(part: string, name: 'header' | 'payload', at: number): Record<string, unknown> {
  if (part === '') invalid(`token: the ${name} is empty`);
  const text = utf8Decode(checkBase64Url(part, name, at)) ?? invalid(`token: the ${name} decodes to bytes that are not UTF-8`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The engine's own message differs between runtimes; the part's name is what helps.
    invalid(`token: the ${name} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    invalid(`token: the ${name} must be a JSON object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`}`);
  }
  return value as Record<string, unknown>;
}

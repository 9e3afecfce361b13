import { Type } from '@sinclair/typebox';
import { jsonTextExceedsDepth, MAX_INPUT_DEPTH, TOO_DEEP } from '../../lib/json-depth.ts';
import { importJwsKey, JWS_ALGORITHMS, loadJose } from '../../lib/jose-key.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - payload is the claims set as JSON text (an object); its members are signed in the order given.
 * - The header is {"alg","kid"?,"typ":"JWT"}, as PyJWT writes it, so HS, RS and EdDSA tokens
 *   (deterministic) equal PyJWT's byte for byte (for ASCII claims: PyJWT escapes the rest).
 * - exp is a lifetime in seconds from now (ctx.now()); iat (default off, as PyJWT) adds the time of
 *   signing. A payload that already holds the claim the field would set is refused, not overwritten.
 * - The key: see core/lib/jose-key.ts (secret, PKCS#8 PEM or private JWK; RSA at most 4096 bits).
 * - Not marked deterministic: false: HS, RS and EdDSA give the same token for the same input (the
 *   examples, checked on every client), while a PS or ES signature carries WebCrypto's fresh
 *   randomness, a different valid signature each time, as every JWT library's.
 */

const jsonObject = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

function parsePayload(text: string): Record<string, unknown> {
  if (jsonTextExceedsDepth(text, MAX_INPUT_DEPTH)) invalid(`payload: ${TOO_DEEP}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not parseJsonDocument's line-and-column message: locating the error rescans the text, past 50 ms at 100,000 characters.
    invalid('payload: is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) invalid('payload: must be a JSON object (the claims set)');
  return parsed as Record<string, unknown>;
}

export default defineTool({
  id: 'jwt-sign',
  name: 'JWT Signer',
  category: 'crypto',
  description:
    'Sign a JSON Web Token (RFC 7519) from a JSON claims set with HMAC (HS256/384/512), RSA (RS, PS), ECDSA (ES256/384/512) or EdDSA, under a secret, a PKCS#8 PEM or a JWK; optional exp and iat.',
  keywords: ['jwt', 'json web token', 'jws', 'jwt encode', 'jwt generator', 'create jwt', 'hs256', 'rs256', 'bearer token', 'pyjwt'],
  mcp: true,
  // A 100,000-character claims set under a 4096-bit RSA key took 140–250 ms, under HS512 up to 110 ms
  // (bench/worst-case.ts valid-max-claims-hs512, and by hand): never on the server's event loop.
  isolate: true,
  input: closedObject({
    payload: Type.String({ minLength: 2, maxLength: 100_000, description: 'The claims set as a JSON object, at most 100,000 characters' }),
    alg: withDefault(stringEnum(JWS_ALGORITHMS, { description: 'The JWS algorithm: HS256/384/512, RS256/384/512, PS256/384/512, ES256/384/512 or EdDSA; default HS256' }), 'HS256'),
    key: Type.String({ minLength: 1, maxLength: 20_000, description: 'HS: the shared secret (its UTF-8 bytes) or an "oct" JWK; others: the private key as a PKCS#8 PEM or a JWK (RSA at most 4096 bits); at most 20,000 characters' }),
    exp: Type.Optional(Type.Integer({ minimum: 1, maximum: 315_360_000, description: 'Lifetime in seconds from now, 1 to 315,360,000 (10 years): sets the exp claim; default none' })),
    iat: withDefault(Type.Boolean({ description: 'Add the iat claim (now, in seconds since the epoch); default false' }), false),
    kid: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A key ID for the header, 1 to 200 characters; default none' })),
  }),
  output: closedObject({
    token: Type.String({ description: 'The signed JWT (header.payload.signature, base64url)' }),
    header: jsonObject('The protected header'),
    payload: jsonObject('The claims set as signed'),
  }),
  examples: [
    {
      title: 'HS256, as on jwt.io',
      input: { payload: '{"sub":"1234567890","name":"John Doe","iat":1516239022}', key: 'your-256-bit-secret' },
      output: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        header: { alg: 'HS256', typ: 'JWT' },
        payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
      },
    },
    {
      title: 'EdDSA for one hour (the example clock: 2024-01-01 00:00:00 UTC)',
      input: {
        payload: '{"sub":"ann"}',
        alg: 'EdDSA',
        key: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIGpe+AaosiG3JRWjsKgNmp8LqJ5twX6XsMLtT1WjAEaI\n-----END PRIVATE KEY-----',
        exp: 3600,
      },
      output: {
        token: 'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJleHAiOjE3MDQwNzA4MDB9.F6yiEi_av3pJ1wGuV-848YbB46I6hoa-7USPYFEUs5VIzMVWsSSYf4MVX0YSd7o9naeGsx7qK-ceG8cgKb4eBw',
        header: { alg: 'EdDSA', typ: 'JWT' },
        payload: { sub: 'ann', exp: 1704070800 },
      },
    },
  ],
  async run(input, ctx) {
    const claims = parsePayload(input.payload);
    const now = Math.floor(ctx.now().getTime() / 1000);
    if (input.exp !== undefined) {
      if (Object.hasOwn(claims, 'exp')) invalid('exp: the payload already has an exp claim; give one or the other');
      claims.exp = now + input.exp;
    }
    if (input.iat) {
      if (Object.hasOwn(claims, 'iat')) invalid('iat: the payload already has an iat claim; give one or the other');
      claims.iat = now;
    }
    const key = await importJwsKey(input.key, input.alg, 'sign');
    // Members in sorted order, as PyJWT writes them.
    const header = { alg: input.alg, ...(input.kid !== undefined ? { kid: input.kid } : {}), typ: 'JWT' };
    const { CompactSign } = await loadJose();
    // CompactSign over our own JSON text, not SignJWT: the claims keep their order and a "__proto__" member survives.
    const token = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader(header).sign(key);
    return { token, header, payload: claims };
  },
});

import { Type } from '@sinclair/typebox';
import { importJwsKey, JWS_ALGORITHMS, loadJose, type JwsAlgorithm } from '../../lib/jose-key.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - A token that is not a JWS compact JWT at all, or a key that cannot be read, is bad input (400,
 *   naming the field). A well-formed token that fails a check is an answer: valid false and the
 *   reason (jose's words: signature, "exp", "nbf", "aud", "iss", an algorithm not allowed).
 * - algs (default every algorithm but "none") lists what the token's header may name: the usual
 *   defence against algorithm confusion. An HS algorithm never takes a PEM as its secret
 *   (core/lib/jose-key.ts), so a public key cannot be used as an HMAC secret either.
 * - The key may be a secret, a public-key PEM, a certificate, or a JWK (a private JWK's public
 *   members are used). A private PEM is refused: verifying takes the public key.
 * - aud matches when the token's aud is that string or an array holding it; exp and nbf are checked
 *   against ctx.now() with leeway seconds of tolerance (default 0, as PyJWT).
 * - claims and header are decoded whether or not the token verifies, so a failure can be read.
 */

const jsonObject = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

function describeFailure(error: unknown): string {
  if (error instanceof Error && typeof (error as { code?: unknown }).code === 'string') {
    const { code } = error as Error & { code: string };
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return 'the signature does not match the key';
    if (code === 'ERR_JOSE_ALG_NOT_ALLOWED') return 'the header\'s "alg" is not among algs';
    return error.message;
  }
  // Not a verdict of jose's: WebCrypto refusing the key for this algorithm (a wrong curve, say).
  return invalid(`key: cannot verify this token's algorithm with it${error instanceof Error && error.message.length < 200 ? ` (${error.message})` : ''}`);
}

export default defineTool({
  id: 'jwt-verify',
  name: 'JWT Verifier',
  category: 'crypto',
  description:
    'Verify a JSON Web Token\'s signature (HS, RS, PS, ES or EdDSA) under a secret, a public-key PEM, a certificate or a JWK, and check exp, nbf, aud and iss at the current time: valid or not, why, and the claims.',
  keywords: ['jwt', 'json web token', 'jws', 'jwt validate', 'jwt check', 'verify token', 'hs256', 'rs256', 'jwks', 'pyjwt'],
  mcp: true,
  // A 100,000-character token under a 4096-bit RSA key costs as much as signing one (jwt-sign: up to 250 ms).
  isolate: true,
  input: closedObject({
    token: Type.String({ minLength: 1, maxLength: 100_000, description: 'The JWT (header.payload.signature), at most 100,000 characters; surrounding whitespace and a "Bearer " prefix are ignored' }),
    key: Type.String({ minLength: 1, maxLength: 20_000, description: 'HS: the shared secret (its UTF-8 bytes) or an "oct" JWK; others: the public key as a PEM ("PUBLIC KEY" or "CERTIFICATE") or a JWK (RSA at most 4096 bits); at most 20,000 characters' }),
    algs: withDefault(
      Type.Array(stringEnum(JWS_ALGORITHMS), { minItems: 1, maxItems: JWS_ALGORITHMS.length, uniqueItems: true, description: 'The algorithms the token may use; default all but "none"' }),
      [...JWS_ALGORITHMS],
    ),
    aud: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'Required audience: the aud claim must be it or an array holding it; 1 to 1000 characters; default unchecked' })),
    iss: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: 'Required issuer (the iss claim), 1 to 1000 characters; default unchecked' })),
    leeway: withDefault(Type.Integer({ minimum: 0, maximum: 600, description: 'Clock tolerance in seconds for exp and nbf, 0 to 600; default 0' }), 0),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'Whether the signature matches and every claim check passed' }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the token is not valid; null when it is' }),
    alg: Type.String({ description: 'The algorithm the header names' }),
    header: jsonObject('The protected header'),
    claims: jsonObject('The claims set, decoded whether or not the token verified'),
  }),
  examples: [
    {
      title: 'The jwt.io HS256 token',
      input: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        key: 'your-256-bit-secret',
      },
      output: { valid: true, reason: null, alg: 'HS256', header: { alg: 'HS256', typ: 'JWT' }, claims: { sub: '1234567890', name: 'John Doe', iat: 1516239022 } },
    },
    {
      title: 'The same token under the wrong secret',
      input: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        key: 'not-the-secret',
      },
      output: {
        valid: false,
        reason: 'the signature does not match the key',
        alg: 'HS256',
        header: { alg: 'HS256', typ: 'JWT' },
        claims: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
      },
    },
    {
      title: 'An ES256 token from PyJWT, checked for audience and issuer',
      input: {
        token:
          'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJhdWQiOiJhcGkiLCJpc3MiOiJodHRwczovL2lkLmV4YW1wbGUiLCJleHAiOjE3MDQwNzA4MDB9.PkvOVecgcHXAbAdAYkzxq-F7jYBzRtef1VND1u672Y-f_i8RwwJ1zSbtTGd5pSnvddP6RbbTsmsil4uLvoOLzg',
        key: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEKLIMqSk4Au49kzzYAtfWC6VtpR8V\nF8n4o84jNBlt0nFoBNdqZdgnLn+TuKtiYDHZ9HBXOBLP9OWkmVd59mwETg==\n-----END PUBLIC KEY-----',
        algs: ['ES256'],
        aud: 'api',
        iss: 'https://id.example',
      },
      output: {
        valid: true,
        reason: null,
        alg: 'ES256',
        header: { alg: 'ES256', typ: 'JWT' },
        claims: { sub: 'ann', aud: 'api', iss: 'https://id.example', exp: 1704070800 },
      },
    },
  ],
  async run(input, ctx) {
    const token = input.token.trim().replace(/^Bearer\s+/i, '');
    const jose = await loadJose();
    let header: Record<string, unknown>;
    let claims: Record<string, unknown>;
    try {
      header = jose.decodeProtectedHeader(token) as Record<string, unknown>;
      claims = jose.decodeJwt(token) as Record<string, unknown>;
    } catch (error) {
      return invalid(`token: is not a signed JWT (${error instanceof Error ? error.message : 'undecodable'})`);
    }
    if (token.split('.').length !== 3) invalid('token: is not a signed JWT (a JWS compact token has 3 dot-separated parts)');
    const alg = typeof header.alg === 'string' ? header.alg : invalid('token: the header has no "alg"');
    const answer = (reason: string | null) => ({ valid: reason === null, reason, alg, header, claims });
    if (!(JWS_ALGORITHMS as readonly string[]).includes(alg)) return answer(`the header's "alg" (${alg.slice(0, 40)}) is not a signing algorithm this tool accepts`);
    if (!(input.algs as readonly string[]).includes(alg)) return answer(`the header's "alg" (${alg}) is not among algs`);
    const key = await importJwsKey(input.key, alg as JwsAlgorithm, 'verify');
    try {
      await jose.jwtVerify(token, key, {
        algorithms: [alg],
        currentDate: ctx.now(),
        clockTolerance: input.leeway,
        ...(input.aud !== undefined ? { audience: input.aud } : {}),
        ...(input.iss !== undefined ? { issuer: input.iss } : {}),
      });
      return answer(null);
    } catch (error) {
      return answer(describeFailure(error));
    }
  },
});

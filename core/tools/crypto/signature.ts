import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { hexFieldBytes } from '../../lib/hex-decode.ts';
import { importJwsKey, type JwsAlgorithm } from '../../lib/jose-key.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - WebCrypto does the signing; keys are read as jwt-sign and jwt-verify read them (PKCS#8 PEM or
 *   private JWK to sign; SPKI PEM, certificate or JWK to verify; RSA at most 4096 bits).
 * - msg is UTF-8 text, or hex or Base64 bytes (msg_encoding), so RFC 8032's vectors can be typed in.
 * - ES256 signs to the raw r‖s form (64 bytes, as WebCrypto and JWS) and also gives the DER form
 *   openssl writes; verify takes either. PS256 uses a 32-byte salt (the hash length, as JWS and
 *   openssl -sigopt rsa_pss_saltlen:32).
 * - signature in and out is Base64 (hex also given on output; verify accepts hex too).
 * - A signature that does not verify is an answer (valid false); an unreadable one is a 400.
 */

// WebCrypto's typings want an ArrayBuffer-backed view; ours always are.
const buffer = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

const ALGORITHMS = ['Ed25519', 'ES256', 'RS256', 'PS256'] as const;
type Algorithm = (typeof ALGORITHMS)[number];

const JWS_NAME: Record<Algorithm, JwsAlgorithm> = { Ed25519: 'EdDSA', ES256: 'ES256', RS256: 'RS256', PS256: 'PS256' };
const WEBCRYPTO_PARAMS: Record<Algorithm, AlgorithmIdentifier | EcdsaParams | RsaPssParams> = {
  Ed25519: { name: 'Ed25519' },
  ES256: { name: 'ECDSA', hash: 'SHA-256' },
  RS256: { name: 'RSASSA-PKCS1-v1_5' },
  PS256: { name: 'RSA-PSS', saltLength: 32 },
};

function messageBytes(msg: string, encoding: 'utf8' | 'hex' | 'base64'): Uint8Array {
  if (encoding === 'utf8') return utf8Encode(msg, 'msg');
  if (encoding === 'hex') return hexFieldBytes('msg', msg);
  const decoded = decodeBase64(msg);
  if (!decoded.ok) invalid(`msg: is not valid Base64 (${decoded.reason})`);
  return decoded.bytes;
}

function signatureBytes(text: string): Uint8Array {
  const trimmed = text.trim();
  // Hex when it is all hex digits and long enough for a signature (64 bytes at least): Base64 of a
  // signature that long using only hex digits is practically impossible.
  if (trimmed.length >= 128 && /^(?:[0-9a-fA-F]{2})+$/.test(trimmed)) return hexFieldBytes('signature', trimmed);
  const decoded = decodeBase64(trimmed);
  if (!decoded.ok) invalid(`signature: is neither Base64 nor hex (${decoded.reason})`);
  return decoded.bytes;
}

/** An ECDSA P-256 DER signature (SEQUENCE of two INTEGERs) as raw r‖s, or undefined when it is not one. */
function derToRaw(der: Uint8Array): Uint8Array | undefined {
  if (der.length < 8 || der[0] !== 0x30 || der[1] !== der.length - 2) return undefined;
  const raw = new Uint8Array(64);
  let offset = 2;
  for (const half of [0, 32]) {
    if (der[offset] !== 0x02) return undefined;
    const length = der[offset + 1]!;
    let start = offset + 2;
    let size = length;
    while (size > 0 && der[start] === 0) { start++; size--; }
    if (size > 32 || offset + 2 + length > der.length) return undefined;
    raw.set(der.subarray(start, start + size), half + 32 - size);
    offset += 2 + length;
  }
  return offset === der.length ? raw : undefined;
}

function rawToDer(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array): number[] => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const body = [...bytes.subarray(start)];
    if (body[0]! & 0x80) body.unshift(0);
    return [0x02, body.length, ...body];
  };
  const content = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))];
  return Uint8Array.from([0x30, content.length, ...content]);
}

export default defineTool({
  id: 'signature',
  name: 'Digital Signature',
  category: 'crypto',
  description:
    'Sign a message or verify a signature with Ed25519 (RFC 8032), ECDSA P-256 (ES256), RSA PKCS#1 v1.5 (RS256) or RSA-PSS (PS256) under a PEM or JWK key, through WebCrypto.',
  keywords: ['sign', 'verify', 'ed25519', 'ecdsa', 'rsa signature', 'rsa-pss', 'openssl pkeyutl', 'openssl dgst -sign', 'eddsa', 'digital signature'],
  mcp: true,
  // Signing 1,000,000 characters (3 MB of UTF-8, or 500 kB of hex) took 70–250 ms under Ed25519 and
  // RSA-4096 (measured by hand: the schema walk never builds a valid key): never on the event loop.
  isolate: true,
  input: closedObject({
    action: withDefault(stringEnum(['sign', 'verify'], { description: 'sign with a private key, or verify with a public key; default sign' }), 'sign'),
    alg: withDefault(stringEnum(ALGORITHMS, { description: 'Ed25519, ES256 (ECDSA P-256, SHA-256), RS256 (RSA PKCS#1 v1.5, SHA-256) or PS256 (RSA-PSS, SHA-256); default Ed25519' }), 'Ed25519'),
    key: Type.String({ minLength: 1, maxLength: 20_000, description: 'sign: the private key (PKCS#8 PEM or JWK); verify: the public key (PEM, certificate or JWK); RSA at most 4096 bits; at most 20,000 characters' }),
    msg: Type.String({ maxLength: 1_000_000, description: 'The message, at most 1,000,000 characters' }),
    msg_encoding: withDefault(stringEnum(['utf8', 'hex', 'base64'], { description: 'How msg is written: utf8 text, hex bytes or Base64 bytes; default utf8' }), 'utf8'),
    signature: Type.Optional(Type.String({ maxLength: 10_000, description: 'verify: the signature in Base64 or hex (ES256: raw r‖s or DER), at most 10,000 characters' })),
  }),
  output: closedObject({
    signature: Type.Optional(Type.String({ description: 'sign: the signature in Base64 (ES256: raw r‖s)' })),
    signatureHex: Type.Optional(Type.String({ description: 'sign: the signature in hex' })),
    signatureDer: Type.Optional(Type.String({ description: 'sign, ES256: the DER form openssl writes, in Base64' })),
    valid: Type.Optional(Type.Boolean({ description: 'verify: whether the signature matches the message and key' })),
  }),
  examples: [
    {
      title: 'RFC 8032 Ed25519 test 2 (one byte, 0x72)',
      input: { alg: 'Ed25519', key: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIEzNCJso/5banbbDRuwRTg9bijGfNaumJNqM9u1PuKb7\n-----END PRIVATE KEY-----', msg: '72', msg_encoding: 'hex' },
      output: {
        signature: 'kqAJqfDUyrhyDoILX2QlQKKye1QWUD+Ps3YiI+vbadoIWsHkPhWZbkWPNhPQ8R2MOHsurrQwKu6wDSkWErsMAA==',
        signatureHex: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
      },
    },
    {
      title: 'Verify an Ed25519 signature made by openssl pkeyutl -sign -rawin',
      input: {
        action: 'verify',
        key: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAVgws1eS6766vwKBqDKIqM9qeED6yIGpraTPLg64tyDo=\n-----END PUBLIC KEY-----',
        msg: 'hello tooldeck',
        signature: 'dn8FIA2HlhQQjb1VWgLppjXY0zRyj6o75lHrdvN3x70ZwRXL02NLII0eM8QNCG6hBhjGOLbO7xX7QZOM6BM7DQ==',
      },
      output: { valid: true },
    },
  ],
  async run(input) {
    // The key first: a wrong key is refused before a megabyte of message is decoded.
    const key = (await importJwsKey(input.key, JWS_NAME[input.alg], input.action)) as CryptoKey;
    const message = messageBytes(input.msg, input.msg_encoding);
    const params = WEBCRYPTO_PARAMS[input.alg];
    if (input.action === 'sign') {
      const signature = new Uint8Array(await globalThis.crypto.subtle.sign(params, key, buffer(message)));
      return {
        signature: bytesToBase64(signature),
        signatureHex: bytesToHex(signature),
        ...(input.alg === 'ES256' ? { signatureDer: bytesToBase64(rawToDer(signature)) } : {}),
      };
    }
    if (input.signature === undefined) invalid('signature: is required to verify');
    let signature = signatureBytes(input.signature);
    if (input.alg === 'ES256' && signature.length !== 64) signature = derToRaw(signature) ?? invalid('signature: an ES256 signature is 64 bytes (r‖s) or DER, and this is neither');
    return { valid: await globalThis.crypto.subtle.verify(params, key, buffer(signature), buffer(message)) };
  },
});

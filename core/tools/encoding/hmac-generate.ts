import { Type } from '@sinclair/typebox';
import { canonicalHashName, hmacHex } from '../../lib/hashing.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { caseInsensitiveEnum, closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * The catalog's hmac-generate (spec 4.3: fields message and secret, SHA-256 or SHA-512, category
 * encoding). Bounds follow the flagship `hmac`: message up to 1,000,000 characters, secret up to
 * 10,000. Both are hashed as their UTF-8 bytes; the secret never appears in a message.
 */

const HMAC_ALGORITHMS = ['SHA-256', 'SHA-512'] as const;

export default defineTool({
  id: 'hmac-generate',
  name: 'HMAC Generator',
  category: 'encoding',
  description: 'Compute an HMAC (RFC 2104) of a UTF-8 message under a UTF-8 secret with SHA-256 or SHA-512, as lowercase hex.',
  keywords: ['hmac-sha256', 'hmac sha256', 'keyed hash', 'message authentication code', 'signature', 'mac'],
  mcp: true,
  input: closedObject({
    message: Type.String({ maxLength: 1_000_000, description: 'The message (its UTF-8 bytes)' }),
    secret: Type.String({ maxLength: 10_000, description: 'The secret key (its UTF-8 bytes)' }),
    algorithm: withDefault(
      caseInsensitiveEnum(HMAC_ALGORITHMS, { description: 'SHA-256 or SHA-512; letter case and the hyphen are optional' }),
      'SHA-256',
    ),
  }),
  output: closedObject({
    hmac: Type.String({ description: 'The HMAC as lowercase hex' }),
    algorithm: Type.String({ description: 'The canonical name of the hash function used' }),
    bits: Type.Integer({ description: 'The size of the HMAC in bits (4 per hex digit)' }),
  }),
  examples: [
    {
      title: 'RFC 4231 test case 2',
      input: { message: 'what do ya want for nothing?', secret: 'Jefe' },
      output: { hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', algorithm: 'SHA-256', bits: 256 },
    },
    {
      title: 'RFC 4231 test case 2 with SHA-512, lowercase name',
      input: { message: 'what do ya want for nothing?', secret: 'Jefe', algorithm: 'sha512' },
      output: {
        hmac: '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
        algorithm: 'SHA-512',
        bits: 512,
      },
    },
  ],
  async run({ message, secret, algorithm }) {
    const canonical = canonicalHashName(algorithm)!;
    const hmac = await hmacHex(canonical, utf8Encode(secret, 'secret'), utf8Encode(message, 'message'));
    return { hmac, algorithm: canonical, bits: canonical === 'SHA-512' ? 512 : 256 };
  },
});

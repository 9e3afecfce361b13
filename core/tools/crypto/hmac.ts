import { Type } from '@sinclair/typebox';
import { canonicalHashName, hmacHex } from '../../lib/hashing.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { caseInsensitiveEnum, closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const HMAC_ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'] as const;

export default defineTool({
  id: 'hmac',
  name: 'HMAC',
  category: 'crypto',
  description: 'Compute an HMAC (RFC 2104) of UTF-8 text under a UTF-8 key with SHA-1, SHA-256 or SHA-512, as lowercase hex.',
  keywords: ['hmac-sha256', 'hmac sha256', 'keyed hash', 'message authentication code', 'signature', 'mac'],
  mcp: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The message (its UTF-8 bytes)' }),
    key: Type.String({ maxLength: 10_000, description: 'The secret key (its UTF-8 bytes)' }),
    algorithm: withDefault(
      caseInsensitiveEnum(HMAC_ALGORITHMS, { description: 'SHA-1, SHA-256 or SHA-512; letter case and the hyphen are optional' }),
      'SHA-256',
    ),
  }),
  output: closedObject({
    hmac: Type.String({ description: 'The HMAC as lowercase hex' }),
    algorithm: Type.String({ description: 'The canonical name of the hash function used' }),
  }),
  examples: [
    {
      title: 'RFC 4231 test case 2',
      input: { text: 'what do ya want for nothing?', key: 'Jefe' },
      output: { hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', algorithm: 'SHA-256' },
    },
    {
      title: 'RFC 2202 test case 2, lowercase algorithm name',
      input: { text: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha-1' },
      output: { hmac: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79', algorithm: 'SHA-1' },
    },
  ],
  async run({ text, key, algorithm }) {
    const canonical = canonicalHashName(algorithm)!;
    const hmac = await hmacHex(canonical, utf8Encode(key, 'key'), utf8Encode(text, 'text'));
    return { hmac, algorithm: canonical };
  },
});

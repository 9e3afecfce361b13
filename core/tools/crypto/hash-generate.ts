import { Type } from '@sinclair/typebox';
import { canonicalHashName, digestHex, HASH_ALGORITHMS } from '../../lib/hashing.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { caseInsensitiveEnum, closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * The catalog's hash-generate (spec 4.3): the flagship `hash` under its catalog id, with the same
 * backends (core/lib/hashing.ts) and the same answer. Algorithm names match in any letter case,
 * hyphen optional, as for `hash`; the result echoes the canonical name and the digest's size.
 */

const DIGEST_BITS: Record<(typeof HASH_ALGORITHMS)[number], number> = { MD5: 128, 'SHA-1': 160, 'SHA-256': 256, 'SHA-512': 512 };

export default defineTool({
  id: 'hash-generate',
  name: 'Hash Generator',
  category: 'crypto',
  description: 'Compute the MD5, SHA-1, SHA-256 or SHA-512 digest of UTF-8 text, as lowercase hex.',
  keywords: ['sha256', 'sha-256', 'md5', 'sha1', 'sha512', 'checksum', 'digest', 'sha'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to hash (its UTF-8 bytes)' }),
    algorithm: withDefault(
      caseInsensitiveEnum(HASH_ALGORITHMS, { description: 'MD5, SHA-1, SHA-256 or SHA-512; letter case and the hyphen are optional' }),
      'SHA-256',
    ),
  }),
  output: closedObject({
    hash: Type.String({ description: 'The digest as lowercase hex' }),
    algorithm: Type.String({ description: 'The canonical name of the algorithm used' }),
    bits: Type.Integer({ description: 'The size of the digest in bits (4 per hex digit)' }),
  }),
  examples: [
    {
      title: 'SHA-256 of "abc" (FIPS 180-4 example)',
      input: { text: 'abc' },
      output: { hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'SHA-256', bits: 256 },
    },
    {
      title: 'MD5, any letter case (RFC 1321 test suite)',
      input: { text: 'message digest', algorithm: 'md5' },
      output: { hash: 'f96b697d7cb7938d525a2f31aaf161d0', algorithm: 'MD5', bits: 128 },
    },
  ],
  async run({ text, algorithm }) {
    // The schema's pattern admits exactly the names canonicalHashName knows.
    const canonical = canonicalHashName(algorithm)!;
    return { hash: await digestHex(canonical, utf8Encode(text, 'text')), algorithm: canonical, bits: DIGEST_BITS[canonical] };
  },
});

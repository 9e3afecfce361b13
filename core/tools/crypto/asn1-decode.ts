import { Type } from '@sinclair/typebox';
import { decodeBase64 } from '../../lib/base64.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives der* → tree, named OIDs):
 * - der: PEM of any label, Base64, or hex (text of only hex digits, with spaces or colons allowed,
 *   is read as hex: Base64 DER of a SEQUENCE starts with "M", never a hex digit).
 * - The tree comes flat, one row per element in document order with its depth, as openssl
 *   asn1parse prints it (offset, header length, content length, cons/prim, type), which keeps
 *   the JSON shallow however deep the input nests. Primitive values: OIDs dotted with their name,
 *   INTEGERs in decimal up to 64 bits and hex above, strings and times as text, the rest as hex,
 *   each cut at 512 characters.
 * - asn1js parses (BER too: indefinite lengths), within its limits of 100 levels and 10,000
 *   elements.
 */

const loadDump = lazy(() => import('../../lib/asn1-dump.ts'));
const loadPem = lazy(() => import('../../lib/pem.ts'));
const HEX_ONLY = /^[0-9a-fA-F\s:]+$/;

/** openssl genpkey -algorithm ed25519, its public key; offsets, lengths and types as openssl asn1parse prints them. */
const EXAMPLE_SPKI = {
  title: 'An Ed25519 public key',
  input: { der: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAHeYetkXQ4nsbSEdzq3mQnURTFqqK2vrBsSglNs8CASk=\n-----END PUBLIC KEY-----\n' },
  output: {
    elements: [
      { offset: 0, depth: 0, headerLength: 2, length: 42, constructed: true, type: 'SEQUENCE' },
      { offset: 2, depth: 1, headerLength: 2, length: 5, constructed: true, type: 'SEQUENCE' },
      { offset: 4, depth: 2, headerLength: 2, length: 3, constructed: false, type: 'OBJECT', value: '1.3.101.112', oidName: 'ED25519' },
      { offset: 9, depth: 1, headerLength: 2, length: 33, constructed: false, type: 'BIT STRING', value: '001DE61EB645D0E27B1B484773AB79909D445316AA8ADAFAC1B1282536CF020129' },
    ],
  },
};

/** printf 300d02012a0c0568656c6c6f0101ff | xxd -r -p | openssl asn1parse -inform der (it shows 42 as :2A and TRUE as :255). */
const EXAMPLE_HEX = {
  title: 'Hex input: an INTEGER, a UTF8String and a BOOLEAN',
  input: { der: '30 0d 02 01 2a 0c 05 68 65 6c 6c 6f 01 01 ff' },
  output: {
    elements: [
      { offset: 0, depth: 0, headerLength: 2, length: 13, constructed: true, type: 'SEQUENCE' },
      { offset: 2, depth: 1, headerLength: 2, length: 1, constructed: false, type: 'INTEGER', value: '42' },
      { offset: 5, depth: 1, headerLength: 2, length: 5, constructed: false, type: 'UTF8STRING', value: 'hello' },
      { offset: 12, depth: 1, headerLength: 2, length: 1, constructed: false, type: 'BOOLEAN', value: 'TRUE' },
    ],
  },
};

export default defineTool({
  id: 'asn1-decode',
  name: 'ASN.1 Decoder',
  category: 'crypto',
  description: 'Decode any BER/DER structure (PEM, Base64 or hex) into its element tree, as openssl asn1parse and dumpasn1 show it, with object identifiers named.',
  keywords: ['asn1', 'asn.1', 'der', 'ber', 'asn1parse', 'openssl asn1parse', 'dumpasn1', 'tlv', 'oid', 'pem decoder', 'asn1 viewer'],
  mcp: true,
  // its worst input (words: 1M characters of 'ab ', Base64 with whitespace) took 1292 ms in the worker (bench/worst-case.ts); the issue marks it [I].
  isolate: true,
  input: closedObject({
    der: Type.String({ minLength: 1, maxLength: 1_000_000, description: 'The encoded data: PEM (any label), Base64 or hex, at most 1,000,000 characters' }),
  }),
  output: closedObject({
    elements: Type.Array(
      closedObject({
        offset: Type.Integer({ description: 'Byte offset of the element' }),
        depth: Type.Integer({ description: 'Nesting depth (0 for the outermost element)' }),
        headerLength: Type.Integer({ description: 'Length of the tag and length octets' }),
        length: Type.Integer({ description: 'Length of the content octets' }),
        constructed: Type.Boolean({ description: 'Whether the element holds other elements' }),
        type: Type.String({ description: 'Universal type name (SEQUENCE, INTEGER, OBJECT…) or class and tag (cont [ 0 ])' }),
        value: Type.Optional(Type.String({ description: 'The primitive value: OID, decimal or hex integer, text, or hex (cut at 512 characters)' })),
        oidName: Type.Optional(Type.String({ description: 'The name of a known object identifier' })),
      }),
      { description: 'Every element in document order, as openssl asn1parse lists them' },
    ),
  }),
  examples: [EXAMPLE_SPKI, EXAMPLE_HEX],
  async run({ der }) {
    const [{ asn1Rows }, pem] = await Promise.all([loadDump(), loadPem()]);
    let bytes: Uint8Array;
    if (der.includes('-----BEGIN')) {
      const blocks = pem.pemBlocks(der, 'der');
      if (blocks.length === 0) invalid('der: has a PEM BEGIN line without its matching END line');
      bytes = blocks[0]!.bytes;
    } else if (HEX_ONLY.test(der)) {
      const digits = der.replace(/[\s:]/g, '');
      if (digits.length % 2 !== 0) invalid(`der: hex of odd length (${digits.length} digits)`);
      bytes = new Uint8Array(digits.length / 2);
      for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    } else {
      const decoded = decodeBase64(der);
      if (!decoded.ok) invalid(`der: is neither PEM, hex nor Base64 (${decoded.reason})`);
      bytes = decoded.bytes;
    }
    if (bytes.length === 0) invalid('der: holds no bytes');
    return { elements: asn1Rows(bytes, 'der') };
  },
});

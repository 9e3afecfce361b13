import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { readOrderedJson, writeOrderedJson } from '../../lib/json-ordered.ts';
import { MAX_MSGPACK_DEPTH, readMsgpack, writeMsgpack } from '../../lib/msgpack-wire.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open; the wire format itself is in lib/msgpack-wire.ts):
 * - encode reads JSON and writes the smallest MessagePack form of each value, as the reference
 *   implementations do: integers in the fewest bytes (up to 64 bits, exactly), numbers written
 *   with a fraction or exponent as float 64, strings as str, objects as maps in written order.
 * - decode writes JSON indented by two spaces. What JSON cannot hold comes back as an object with
 *   one "$" key, which encode reads back, so a round trip keeps it: {"$binary": Base64} for bin,
 *   {"$ext": {"type", "data"}} for extension types, {"$timestamp": "…Z"} for the timestamp
 *   extension (−1), {"$map": [[key, value], …]} for a map with a key that is not a string (or a
 *   repeated one), {"$float": "NaN"} and ±"Infinity". Integers beyond 2^53 keep all their digits;
 *   floats keep a ".0" (1.0, -0.0) so they stay floats. A float 32 reads back as float 64.
 * - One value per input: bytes after the first value are refused, as Python's unpackb does.
 * - Containers nest at most 500 levels.
 */

export default defineTool({
  id: 'msgpack',
  name: 'MessagePack',
  category: 'encoding',
  description:
    'Encode JSON to MessagePack (Base64), or decode MessagePack to JSON, keeping 64-bit integers exactly and showing binary, extension types and timestamps as "$" objects that encode back.',
  keywords: ['messagepack', 'msgpack', 'msg pack', 'mpk', 'binary json', 'to messagepack', 'from messagepack', 'serialize'],
  mcp: true,
  // The issue asks for isolate ([I]); bench/worst-case.ts measured its worst input (1M spaces) at 59 ms.
  isolate: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode JSON to MessagePack, or decode MessagePack to JSON' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The JSON to encode, or the Base64 of the MessagePack to decode; at most 1,000,000 characters' }),
  }),
  output: closedObject({
    result: Type.String({ description: 'The Base64 of the MessagePack, or the decoded value as JSON' }),
  }),
  examples: [
    {
      title: 'Encode JSON',
      input: { action: 'encode', text: '{"compact":true,"schema":0}' },
      output: { result: 'gqdjb21wYWN0w6ZzY2hlbWEA' },
    },
    {
      title: 'Decode a 64-bit integer and binary',
      input: { action: 'decode', text: 'ks///////////8QDAQID' },
      output: { result: '[\n  18446744073709551615,\n  {\n    "$binary": "AQID"\n  }\n]' },
    },
  ],
  run({ action, text }) {
    if (action === 'encode') {
      const value = readOrderedJson(text, 'text', { maxDepth: MAX_MSGPACK_DEPTH });
      return { result: bytesToBase64(writeMsgpack(value, 'text')) };
    }
    const decoded = decodeBase64(text);
    if (!decoded.ok) invalid(`text: not valid Base64: ${decoded.reason}`);
    if (decoded.bytes.length === 0) invalid('text: is empty: there is no MessagePack value to decode');
    return { result: writeOrderedJson(readMsgpack(decoded.bytes), 2, 'result') };
  },
});

import { Type } from '@sinclair/typebox';
import { bytesToHex } from '../../lib/hex.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/** A version-4 UUID from 16 random bytes (RFC 9562 §5.4): version nibble 0100, variant bits 10. */
function uuidV4(random: Uint8Array): string {
  const bytes = random.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export default defineTool({
  id: 'uuid',
  name: 'UUID Generator',
  category: 'developer',
  description: 'Generate random version-4 UUIDs (RFC 9562) from a cryptographically secure source.',
  keywords: ['uuid v4', 'uuidv4', 'guid', 'random id', 'unique id', 'rfc 4122'],
  mcp: true,
  deterministic: false,
  input: closedObject({
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many UUIDs to generate, 1 to 100' }), 1),
    uppercase: withDefault(Type.Boolean({ description: 'Write the hex digits in uppercase' }), false),
  }),
  output: closedObject({
    uuids: Type.Array(Type.String({ description: 'A version-4 UUID in the 8-4-4-4-12 hex form' }), {
      description: 'The generated UUIDs',
    }),
  }),
  examples: [
    { title: 'One UUID (shown with all-zero random bytes)', input: {}, output: { uuids: ['00000000-0000-4000-8000-000000000000'] } },
    {
      title: 'Two in uppercase (shown with all-zero random bytes)',
      input: { count: 2, uppercase: true },
      output: { uuids: ['00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'] },
    },
  ],
  run({ count, uppercase }, ctx) {
    const random = ctx.random(16 * count);
    const uuids: string[] = [];
    for (let i = 0; i < count; i++) {
      const uuid = uuidV4(random.subarray(16 * i, 16 * i + 16));
      uuids.push(uppercase ? uuid.toUpperCase() : uuid);
    }
    return { uuids };
  },
});

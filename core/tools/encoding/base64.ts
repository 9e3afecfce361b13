import { Type } from '@sinclair/typebox';
import { decodeBase64, bytesToBase64 } from '../../lib/base64.ts';
import { utf8Decode, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

export default defineTool({
  id: 'base64',
  name: 'Base64',
  category: 'encoding',
  description:
    'Encode UTF-8 text to Base64, or decode standard or URL-safe Base64 (padding optional, whitespace ignored) back to text.',
  keywords: ['b64', 'atob', 'btoa', 'base64url', 'base 64', 'radix 64'],
  mcp: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode text to Base64, or decode Base64 to text' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text to encode, or the Base64 to decode' }),
  }),
  output: closedObject({
    result: Type.String({ description: 'The Base64 encoding, or the decoded UTF-8 text' }),
  }),
  examples: [
    { title: 'Encode', input: { action: 'encode', text: 'hello' }, output: { result: 'aGVsbG8=' } },
    { title: 'Decode URL-safe without padding', input: { action: 'decode', text: '8J-agA' }, output: { result: '🚀' } },
  ],
  run({ action, text }) {
    if (action === 'encode') return { result: bytesToBase64(utf8Encode(text, 'text')) };
    const decoded = decodeBase64(text);
    if (!decoded.ok) invalid(`text: not valid Base64: ${decoded.reason}`);
    const result = utf8Decode(decoded.bytes) ?? invalid('text: decodes to bytes that are not valid UTF-8 text');
    return { result };
  },
});

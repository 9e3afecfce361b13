import { Type, type Static } from '@sinclair/typebox';
import { invalidJson } from '../../lib/json-position.ts';
import { scanJson } from '../../lib/json-tokens.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Minifying removes the whitespace between tokens and nothing else: it works on the tokens of
 *   the text (lib/json-tokens.ts), never on JSON.parse's values, so numbers keep their exact digits
 *   (12345678901234567890 and 1.50 stay as written), strings keep their escapes, and repeated keys
 *   stay. Any nesting depth is fine. (json-format's minify does the same; this tool adds the sizes.)
 * - Sizes are UTF-8 bytes, what the text weighs in a file or on the wire; a lone surrogate counts
 *   3 bytes, as the U+FFFD an encoder writes for it.
 * - Invalid JSON is refused with the line and column of the first error.
 */

/** UTF-8 length of `text` without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const output = closedObject({
  minified: Type.String({ description: 'The JSON without whitespace between tokens; values exactly as written' }),
  originalBytes: Type.Integer({ minimum: 0, description: 'Size of the input in UTF-8 bytes' }),
  minifiedBytes: Type.Integer({ minimum: 0, description: 'Size of the minified text in UTF-8 bytes' }),
  savedBytes: Type.Integer({ minimum: 0, description: 'originalBytes − minifiedBytes' }),
  savedPercent: Type.Number({ minimum: 0, maximum: 100, description: 'The saving as a percentage of the original size, rounded to 2 decimals' }),
});

export default defineTool({
  id: 'json-minifier',
  name: 'JSON Minifier',
  category: 'data',
  description:
    'Minify JSON by removing all whitespace between tokens, keeping every value exactly as written (big numbers, escapes, repeated keys), and report the sizes before and after in UTF-8 bytes. Invalid JSON is refused with the line and column of the first error.',
  keywords: ['minify json', 'compact json', 'json compress', 'uglify', 'remove whitespace', 'json compressor'],
  mcp: true,
  // its worst input (flat-numbers) took 2113.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text to minify' }),
  }),
  output,
  examples: [
    {
      title: 'Pretty-printed object',
      input: { json: '{\n  "name": "tooldeck",\n  "tags": [\n    "json",\n    "é"\n  ]\n}' },
      output: { minified: '{"name":"tooldeck","tags":["json","é"]}', originalBytes: 62, minifiedBytes: 40, savedBytes: 22, savedPercent: 35.48 },
    },
    {
      title: 'Big numbers and escapes kept as written',
      input: { json: '[ 12345678901234567890 , 1.50, "\\u0041" ]' },
      output: { minified: '[12345678901234567890,1.50,"\\u0041"]', originalBytes: 41, minifiedBytes: 36, savedBytes: 5, savedPercent: 12.2 },
    },
  ],
  run({ json }): Static<typeof output> {
    const parts: string[] = [];
    const error = scanJson(json, (_kind, start, end) => {
      parts.push(json.slice(start, end));
    });
    if (error) invalidJson('json', json, error);
    const minified = parts.join('');
    const originalBytes = utf8Length(json);
    const minifiedBytes = utf8Length(minified);
    const savedBytes = originalBytes - minifiedBytes;
    return { minified, originalBytes, minifiedBytes, savedBytes, savedPercent: Math.round((savedBytes / originalBytes) * 10_000) / 100 };
  },
});

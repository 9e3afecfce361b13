import { Type } from '@sinclair/typebox';
import { invalidJson } from '../../lib/json-position.ts';
import { scanJson, type JsonTokenVisitor } from '../../lib/json-tokens.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/**
 * Re-printing works on the tokens of the text, never on JSON.parse's values: a number keeps its
 * exact digits (JSON.parse would turn 12345678901234567890 into 12345678901234567000), a string
 * keeps its escapes, and a duplicate key stays where it was. The layout is JSON.stringify's:
 * `"key": value`, one member per line, and `{}` / `[]` for empty containers.
 */
function reprint(text: string, action: 'format' | 'minify', indent: number): string {
  let out = '';
  let overflow = false;
  let visit: JsonTokenVisitor;

  if (action === 'minify') {
    visit = (_kind, start, end) => {
      out += text.slice(start, end);
    };
  } else {
    const breaks: string[] = [];
    const lineBreak = (depth: number) => (breaks[depth] ??= '\n' + ' '.repeat(depth * indent));
    let depth = 0;
    let justOpened = false;
    visit = (kind, start, end) => {
      // Deep nesting grows the output quadratically; stop writing (but keep checking the syntax).
      if (overflow) return;
      if (justOpened) {
        justOpened = false;
        if (kind === '}' || kind === ']') {
          depth--;
          out += kind;
          return;
        }
        out += lineBreak(depth);
      }
      switch (kind) {
        case '{':
        case '[':
          out += kind;
          depth++;
          justOpened = true;
          break;
        case '}':
        case ']':
          depth--;
          out += lineBreak(depth) + kind;
          break;
        case ',':
          out += ',' + lineBreak(depth);
          break;
        case ':':
          out += ': ';
          break;
        default:
          out += text.slice(start, end);
      }
      if (out.length > MAX_RESULT_CHARS) overflow = true;
    };
  }

  const error = scanJson(text, visit);
  if (error) invalidJson('json', text, error);
  if (overflow) resultTooLarge('json', 'the formatted result');
  return out;
}

export default defineTool({
  id: 'json-format',
  name: 'JSON Format',
  category: 'data',
  description:
    'Pretty-print JSON with 1 to 8 spaces of indentation, or minify it. Numbers keep their exact digits (no rounding past 2^53), strings keep their escapes and duplicate keys stay; invalid JSON is refused with the line and column of the first error.',
  keywords: ['pretty print', 'prettify', 'beautify', 'beautifier', 'formatter', 'indent', 'pretty json', 'json lint'],
  mcp: true,
  // its worst input (ragged-arrays) took 1680.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text' }),
    action: withDefault(
      stringEnum(['format', 'minify'], { description: 'format pretty-prints, one member per line; minify strips all whitespace between tokens' }),
      'format',
    ),
    indent: withDefault(
      Type.Integer({ minimum: 1, maximum: 8, description: 'Spaces per nesting level when formatting (ignored by minify)' }),
      2,
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The formatted or minified JSON, without a trailing newline' }),
  }),
  examples: [
    {
      title: 'Pretty-print',
      input: { json: '{"name":"tooldeck","tags":["json",1],"meta":{}}' },
      output: { result: '{\n  "name": "tooldeck",\n  "tags": [\n    "json",\n    1\n  ],\n  "meta": {}\n}' },
    },
    {
      title: 'Minify, keeping a number larger than 2^53 exactly',
      input: { json: '{\n  "id": 12345678901234567890,\n  "ok": true\n}', action: 'minify' },
      output: { result: '{"id":12345678901234567890,"ok":true}' },
    },
  ],
  run({ json, action, indent }) {
    return { result: reprint(json, action, indent) };
  },
});

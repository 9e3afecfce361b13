import { Type, type Static } from '@sinclair/typebox';
import { loadJsBeautify } from '../../lib/js-beautify.ts';
import { codeIndentChars } from '../../lib/layout-bound.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Formatting is js-beautify's JavaScript beautifier with `indent` spaces (default 2, as most
 *   style guides; js-beautify's own is 4) and its other defaults: braces on the same line, blank
 *   lines kept (up to 10), no line wrapping, line ends as in the input. It is a beautifier, not a
 *   parser: it lays out what it is given, valid or not, and never refuses code for its syntax.
 *   JSON formats too.
 * - js-beautify indents without limit, so input whose formatted form could pass the result cap
 *   (a megabyte of "{") is refused before it runs (layout-bound.ts).
 * - A megabyte takes seconds, so the tool is isolated.
 */

const output = closedObject({
  code: Type.String({ description: 'The formatted JavaScript' }),
});

export default defineTool({
  id: 'js-format',
  name: 'JavaScript Formatter',
  category: 'developer',
  description:
    'Pretty-print JavaScript (or JSON) with js-beautify: one statement per line, blocks indented, spaces around operators; unminifies bundled code.',
  keywords: ['js beautify', 'javascript beautifier', 'unminify', 'prettify js', 'pretty print javascript', 'jsbeautifier', 'deobfuscate', 'js formatter'],
  mcp: true,
  isolate: true,
  input: closedObject({
    code: Type.String({ maxLength: 1_000_000, description: 'The JavaScript to format, at most 1,000,000 characters' }),
    indent: withDefault(Type.Integer({ minimum: 1, maximum: 8, description: 'Spaces per indentation level, 1 to 8 (default 2)' }), 2),
  }),
  output,
  examples: [
    {
      title: 'Unminify',
      input: { code: 'function greet(n){if(!n){return"hi"}return`hi ${n}`}const xs=[1,2,3].map(x=>x*2);' },
      output: { code: 'function greet(n) {\n  if (!n) {\n    return "hi"\n  }\n  return `hi ${n}`\n}\nconst xs = [1, 2, 3].map(x => x * 2);' },
    },
    {
      title: 'Four spaces',
      input: { code: 'for(let i=0;i<3;i++){console.log(i)}', indent: 4 },
      output: { code: 'for (let i = 0; i < 3; i++) {\n    console.log(i)\n}' },
    },
  ],
  async run({ code, indent }): Promise<Static<typeof output>> {
    if (code.length + codeIndentChars(code, indent) > MAX_RESULT_CHARS) resultTooLarge('code', 'the formatted JavaScript');
    const { js } = await loadJsBeautify();
    return { code: js(code, { indent_size: indent, indent_char: ' ' }) };
  },
});

import { Type, type Static } from '@sinclair/typebox';
import { scanHtml } from '../../lib/html-scan.ts';
import { loadJsBeautify } from '../../lib/js-beautify.ts';
import { codeIndentChars } from '../../lib/layout-bound.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Formatting is js-beautify's HTML beautifier with `indent` spaces and its other defaults: no
 *   line wrapping, attributes kept on their tag's line, pre and textarea left as written, inline
 *   elements (a, b, span…) kept in their line, <script> and <style> bodies formatted as JavaScript
 *   and CSS, line ends as in the input, template tags ({{ }}, <% %>, <?php ?>) kept whole.
 * - js-beautify indents without limit, so the layout is bounded first (layout-bound.ts and the
 *   element depth below): input whose formatted form could pass the result cap is refused at once.
 * - The beautifier takes seconds on a megabyte, so the tool is isolated.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements an opening tag closes when one of them is the innermost open element (HTML's optional end tags). */
const CLOSED_BY: Record<string, ReadonlySet<string>> = {
  p: new Set(['p']),
  li: new Set(['li']),
  dt: new Set(['dt', 'dd']),
  dd: new Set(['dt', 'dd']),
  option: new Set(['option']),
  tr: new Set(['tr', 'td', 'th']),
  td: new Set(['td', 'th']),
  th: new Set(['td', 'th']),
};
const CODE_ELEMENTS = new Set(['script', 'style']);

/**
 * An upper estimate of the formatted length: the input, plus for every tag and every line of text
 * a line end and the indentation of its depth, and the code indentation of script and style bodies.
 */
async function formattedLengthBound(html: string, indent: number): Promise<number> {
  const stack: string[] = [];
  let bound = html.length;
  const charge = (lines: number) => {
    bound += lines * (stack.length * indent + 1);
  };
  await scanHtml(html, {
    openTag(name) {
      const closes = CLOSED_BY[name];
      while (closes && stack.length > 0 && closes.has(stack[stack.length - 1]!)) stack.pop();
      charge(1);
      if (!VOID.has(name)) stack.push(name);
    },
    closeTag(name) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      charge(1);
    },
    text(text) {
      if (CODE_ELEMENTS.has(stack[stack.length - 1]!)) {
        bound += codeIndentChars(text, indent, stack.length);
        return;
      }
      let lines = 1;
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
      charge(lines);
    },
  });
  return bound;
}

const output = closedObject({
  html: Type.String({ description: 'The formatted HTML' }),
});

export default defineTool({
  id: 'html-format',
  name: 'HTML Formatter',
  category: 'developer',
  description:
    'Pretty-print HTML with js-beautify: one block element per line, indented by nesting; inline elements, pre and textarea kept as written; <script> and <style> bodies formatted too.',
  keywords: ['html beautify', 'html beautifier', 'html prettify', 'pretty print html', 'indent html', 'html formatter', 'tidy html', 'prettier html'],
  mcp: true,
  isolate: true,
  input: closedObject({
    html: Type.String({ maxLength: 1_000_000, description: 'The HTML to format (a document or a fragment), at most 1,000,000 characters' }),
    indent: withDefault(Type.Integer({ minimum: 1, maximum: 8, description: 'Spaces per indentation level, 1 to 8 (default 2)' }), 2),
  }),
  output,
  examples: [
    {
      title: 'Format a page',
      input: { html: '<html><head><title>Hi</title></head><body><ul><li>one<li><b>two</b></ul><p>Hello <em>world</em></p></body></html>' },
      output: {
        html: '<html>\n\n<head>\n  <title>Hi</title>\n</head>\n\n<body>\n  <ul>\n    <li>one\n    <li><b>two</b>\n  </ul>\n  <p>Hello <em>world</em></p>\n</body>\n\n</html>',
      },
    },
    {
      title: 'Inline script and style, four spaces',
      input: { html: '<div><style>p{margin:0}</style><script>if(a){go()}</script></div>', indent: 4 },
      output: {
        html: '<div>\n    <style>\n        p {\n            margin: 0\n        }\n    </style>\n    <script>\n        if (a) {\n            go()\n        }\n    </script>\n</div>',
      },
    },
  ],
  async run({ html: source, indent }): Promise<Static<typeof output>> {
    if ((await formattedLengthBound(source, indent)) > MAX_RESULT_CHARS) resultTooLarge('html', 'the formatted HTML');
    const { html } = await loadJsBeautify();
    return { html: html(source, { indent_size: indent, indent_char: ' ' }) };
  },
});

import { Type, type Static } from '@sinclair/typebox';
import { savedPercent, utf8ByteLength } from '../../lib/byte-size.ts';
import { htmlShape } from '../../lib/html-shape.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - html-minifier-terser 7 with the options most sites use, each a field defaulting as below:
 *   whitespace collapsed (never inside pre, textarea, script or style, and kept where inline
 *   elements would run together), comments removed (but <!--! --> and conditional comments),
 *   boolean attributes shortened (disabled="disabled" → disabled), inline CSS minified with csso
 *   and inline JavaScript with terser. Quote removal and optional-tag removal are off by default:
 *   they keep the DOM but surprise readers and some tooling.
 * - CSS is csso's, the css-minifier tool's minifier, given through minifyCSS: html-minifier-terser's
 *   own, clean-css, needs Node's `process` and so fails in a browser; every build replaces it with
 *   core/lib/stand-ins/clean-css.ts. csso does no I/O, so an @import is never read. CSS its parser
 *   reports a problem in (a declaration with no colon, a template fragment) is left as written,
 *   because csso would drop what it cannot read; JavaScript terser cannot parse is left as written too.
 * - Markup its parser cannot read (a tag never closed with >) is a VALIDATION_ERROR quoting where.
 * - A megabyte can take seconds (terser on every script), so the tool is isolated. Its parser keeps
 *   open elements in a stack it searches per tag, so unclosed tags cost quadratic time: elements
 *   nested (or left open) more than 256 deep are refused up front. Rows whose cells are never
 *   closed (<tr><td>a<td>b…, valid HTML) still nest in that stack, since its parser lets <tr> close
 *   neither a cell nor a row, and collapsing whitespace then costs time quadratic in the rows:
 *   2,000 such rows take about 3 s, 5,000 about 7 s, and past some 6,000 the deadline (10 s) ends
 *   the run with TIMEOUT. They are not refused up front, as that would refuse ordinary tables.
 */

const MAX_DEPTH = 256;

const loadMinifier = lazy(async () => (await import('html-minifier-terser')).minify);
// The self-contained build: csso's entry reads its package.json through createRequire, which bundles cannot follow.
const loadCsso = lazy(() => import('csso/dist/csso.esm'));

type Csso = Awaited<ReturnType<typeof loadCsso>>;

/**
 * csso as html-minifier-terser's minifyCSS: `type` is undefined for a <style> body, 'inline' for a
 * style attribute (a declaration list) and 'media' for a media attribute (a media query list,
 * minified inside a stand-in rule and taken back out, as html-minifier-terser does for clean-css).
 * Anything css-tree reports a problem in comes back unchanged.
 */
function cssMinifier(csso: Csso) {
  const minify = (css: string, context: 'stylesheet' | 'declarationList'): string | undefined => {
    let failed = false;
    try {
      const ast = csso.syntax.parse(css, { context, positions: false, onParseError: () => (failed = true) });
      if (failed) return undefined;
      return csso.syntax.generate(csso.syntax.compress(ast, { restructure: true, comments: 'exclamation' }).ast);
    } catch {
      return undefined;
    }
  };
  return async (text: string, type?: 'inline' | 'media'): Promise<string> => {
    if (type === 'inline') return minify(text, 'declarationList') ?? text;
    if (type === 'media') return /^@media (.*?)\s*\{a\{top:0\}\}$/s.exec(minify(`@media ${text}{a{top:0}}`, 'stylesheet') ?? '')?.[1] ?? text;
    return minify(text, 'stylesheet') ?? text;
  };
}

const flag = (description: string, value: boolean) => withDefault(Type.Boolean({ description: `${description} (default ${value})` }), value);

const output = closedObject({
  html: Type.String({ description: 'The minified HTML' }),
  originalBytes: Type.Integer({ minimum: 0, description: 'Size of the input in UTF-8 bytes' }),
  resultBytes: Type.Integer({ minimum: 0, description: 'Size of the result in UTF-8 bytes' }),
  savedPercent: Type.Number({ description: 'How much smaller the result is, in percent with one decimal (negative when it grew)' }),
});

export default defineTool({
  id: 'html-minify',
  name: 'HTML Minifier',
  category: 'developer',
  description:
    'Minify HTML with html-minifier-terser: collapse whitespace, drop comments, shorten boolean attributes, and minify inline CSS (csso) and JavaScript (terser), keeping the page\'s DOM. Optionally drop attribute quotes and optional tags.',
  keywords: ['minify html', 'html compressor', 'compress html', 'html-minifier', 'html minify', 'shrink html', 'uglify html'],
  mcp: true,
  isolate: true,
  input: closedObject({
    html: Type.String({ maxLength: 1_000_000, description: 'The HTML to minify (a document or a fragment), at most 1,000,000 characters' }),
    collapse_whitespace: flag('Collapse runs of whitespace between and around elements, never inside pre, textarea, script or style', true),
    remove_comments: flag('Remove HTML comments (but <!--! … --> and conditional comments)', true),
    collapse_boolean_attributes: flag('Write boolean attributes bare: disabled="disabled" → disabled', true),
    minify_css: flag('Minify <style> bodies and style and media attributes with csso (CSS it cannot parse is left as written)', true),
    minify_js: flag('Minify <script> bodies and on* event attributes with terser (JavaScript it cannot parse is left as written)', true),
    remove_attribute_quotes: flag('Drop quotes around attribute values where HTML allows it', false),
    remove_optional_tags: flag('Drop end tags (and html, head, body tags) HTML lets a parser infer', false),
  }),
  output,
  examples: [
    {
      title: 'Collapse whitespace, drop comments, minify inline CSS and JavaScript',
      input: {
        html: '<div class="card">\n  <!-- title -->\n  <h1>  Hello   <b>world</b> </h1>\n  <input type="checkbox" checked="checked">\n  <style>\n    h1 { color : #ff0000 ; }\n  </style>\n  <script>\n    var answer = 40 + 2;\n    console.log( answer );\n  </script>\n</div>',
      },
      output: {
        html: '<div class="card"><h1>Hello <b>world</b></h1><input type="checkbox" checked><style>h1{color:red}</style><script>var answer=42;console.log(answer)</script></div>',
        originalBytes: 246,
        resultBytes: 160,
        savedPercent: 35,
      },
    },
    {
      title: 'Also drop quotes and optional tags',
      input: {
        html: '<html>\n<head><title>List</title></head>\n<body>\n<ul>\n  <li class="first">One</li>\n  <li>Two</li>\n</ul>\n</body>\n</html>',
        remove_attribute_quotes: true,
        remove_optional_tags: true,
      },
      output: { html: '<title>List</title><ul><li class=first>One<li>Two</ul>', originalBytes: 117, resultBytes: 54, savedPercent: 53.8 },
    },
  ],
  async run(input): Promise<Static<typeof output>> {
    const { depth } = await htmlShape(input.html);
    if (depth > MAX_DEPTH) invalid(`html: nests elements more than ${MAX_DEPTH} levels deep`);
    const [minify, csso] = await Promise.all([loadMinifier(), input.minify_css ? loadCsso() : undefined]);
    let html: string;
    try {
      html = await minify(input.html, {
        collapseWhitespace: input.collapse_whitespace,
        removeComments: input.remove_comments,
        collapseBooleanAttributes: input.collapse_boolean_attributes,
        minifyCSS: csso ? cssMinifier(csso) : false,
        minifyJS: input.minify_js,
        removeAttributeQuotes: input.remove_attribute_quotes,
        removeOptionalTags: input.remove_optional_tags,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (message.startsWith('Parse Error: ')) invalid(`html: cannot be parsed at ${quoteClipped(message.slice('Parse Error: '.length))}`);
      if (error instanceof RangeError) invalid('html: nested too deeply for the minifier (it ran out of stack)');
      throw error;
    }
    const originalBytes = utf8ByteLength(input.html);
    const resultBytes = utf8ByteLength(html);
    return { html, originalBytes, resultBytes, savedPercent: savedPercent(originalBytes, resultBytes) };
  },
});

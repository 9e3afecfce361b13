import { Type, type Static } from '@sinclair/typebox';
import { savedPercent, utf8ByteLength } from '../../lib/byte-size.ts';
import { isCssNameUnit, scanCss, type CssTokenVisitor } from '../../lib/css-tokens.ts';
import { lazy } from '../../lib/lazy.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { lineColumnAt, TextPositions } from '../../lib/text-position.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Errors: csso's parser (css-tree) never gives up; it skips what it cannot read and drops it from
 *   the output (a rule missing a colon vanishes whole, and CSS nesting, which css-tree 2 does not
 *   know, loses every nested rule). So the structure is checked first by our own scanner
 *   (css-tokens.ts): a comment or string never closed, a bad unquoted url(), brackets that do not
 *   pair up, or nesting deeper than 256 levels is a VALIDATION_ERROR with line and column.
 * - What css-tree still reports on a well-bracketed stylesheet (e.g. "Colon is expected") comes back
 *   as warnings with line and column, in both modes. When there are any, minify does not trust
 *   csso's restructuring with the stylesheet and falls back to a safe minifier that only drops
 *   comments (keeping /*! ones, as csso does) and whitespace csso would also drop, so no rule is
 *   lost; `method` says which ran.
 * - Beautify is js-beautify 1.15's CSS beautifier with `indent` spaces and its other defaults.
 * - Sizes are UTF-8 bytes. Both modes may run long on a megabyte of CSS, so the tool is isolated.
 */

const MAX_DEPTH = 256;
const MAX_WARNINGS = 100;

type Method = 'csso' | 'whitespace' | 'js-beautify';

interface Warning {
  line: number;
  column: number;
  message: string;
}

// The self-contained build: csso's entry reads its package.json through createRequire, which bundles cannot follow.
const loadCsso = lazy(() => import('csso/dist/csso.esm'));
// js-beautify's CSS beautifier, vendored without the 40 packages of its command line (see the file).
const loadBeautifier = lazy(async () => (await import('../../lib/vendor/beautify-css.js')).css_beautify);

/** The structure check: refuses unbalanced brackets, unclosed comments and strings, bad url(). */
function checkStructure(css: string, visit?: CssTokenVisitor): void {
  const { error } = scanCss(css, visit, MAX_DEPTH);
  if (error) {
    const { line, column } = lineColumnAt(css, error.offset);
    invalid(`css: invalid CSS at line ${line}, column ${column}: ${error.message}`);
  }
}

/** Characters after which, and before which, whitespace never matters in CSS. */
const NO_SPACE_AFTER = new Set(['{', '}', ';', ',', '(', ':']);
const NO_SPACE_BEFORE = new Set(['{', '}', ';', ',', ')']);

/** Whether two characters would run together into another token once a comment between them is gone. */
function wouldJoin(last: string, next: string): boolean {
  const name = (char: string) => char === '\\' || isCssNameUnit(char.charCodeAt(0));
  return (name(last) && (name(next) || next === '%')) || (last === '/' && next === '*');
}

/** Comments (but /*! ones) and insignificant whitespace removed, and the ";" before a "}". Nothing else changes. */
function minifySafely(css: string): string {
  let out = '';
  let last = '';
  let pendingSpace = false;
  let pendingSemicolon = false;
  let removedComment = false;
  checkStructure(css, (kind, start, end) => {
    if (kind === 'space') {
      pendingSpace = true;
      return;
    }
    if (kind === 'comment' && css[start + 2] !== '!') {
      removedComment = true;
      return;
    }
    const first = css[start]!;
    if (pendingSemicolon) {
      pendingSemicolon = false;
      if (first === '}') last = '{'; // the ";" is dropped; nothing needs a space before "}"
      else out += ';';
    }
    if (last !== '') {
      if (pendingSpace) {
        if (!NO_SPACE_AFTER.has(last) && !NO_SPACE_BEFORE.has(first)) out += ' ';
      } else if (removedComment && wouldJoin(last, first)) {
        out += ' ';
      }
    }
    pendingSpace = false;
    removedComment = false;
    if (kind === 'delim' && first === ';') {
      pendingSemicolon = true;
      last = ';';
      return;
    }
    out += css.slice(start, end);
    last = css[end - 1]!;
  });
  return pendingSemicolon ? `${out};` : out;
}

/**
 * A generous bound on js-beautify's output: every "{", "}", ";" and "," may start a new line
 * indented by its depth. Deep nesting times many lines is how a small input beautifies to gigabytes.
 */
function beautifiedSizeBound(css: string, indent: number): number {
  let bound = css.length * 2;
  checkStructure(css, (kind, start, _end, depth) => {
    const char = css[start];
    if (kind === 'open' || kind === 'close' || char === ';' || char === ',') bound += (depth + 1) * indent + 2;
  });
  return bound;
}

/** css-tree's recoverable parse errors, located in the input. */
function toWarnings(css: string, errors: { offset: number; message: string }[]): Warning[] {
  const positions = new TextPositions(css);
  return errors
    .sort((a, b) => a.offset - b.offset)
    .slice(0, MAX_WARNINGS)
    .map(({ offset, message }) => ({ ...positions.at(offset), message }));
}

const output = closedObject({
  css: Type.String({ description: 'The minified or beautified stylesheet' }),
  mode: stringEnum(['minify', 'beautify'], { description: 'What was done' }),
  method: stringEnum(['csso', 'whitespace', 'js-beautify'], {
    description:
      'csso: full minification (shorter colours and numbers, merged rules); whitespace: only comments and whitespace removed, used when csso reported problems it would silently drop; js-beautify: beautified',
  }),
  originalBytes: Type.Integer({ minimum: 0, description: 'Size of the input in UTF-8 bytes' }),
  resultBytes: Type.Integer({ minimum: 0, description: 'Size of the result in UTF-8 bytes' }),
  savedPercent: Type.Number({ description: 'How much smaller the result is, in percent with one decimal (negative when it grew)' }),
  warnings: Type.Array(
    closedObject({
      line: Type.Integer({ minimum: 1, description: '1-based line' }),
      column: Type.Integer({ minimum: 1, description: '1-based column, in code points' }),
      message: Type.String({ description: "The CSS parser's complaint, e.g. \"Colon is expected\"" }),
    }),
    { description: `Problems csso's parser recovered from, in order (at most ${MAX_WARNINGS})` },
  ),
  warningCount: Type.Integer({ minimum: 0, description: 'How many problems there were in all' }),
});

export default defineTool({
  id: 'css-minifier',
  name: 'CSS Minifier and Beautifier',
  category: 'developer',
  description:
    'Minify CSS with csso (shorter values, merged rules) or beautify it with js-beautify. Unclosed comments, strings or url(), and unbalanced brackets are refused with line and column; other parse problems come back as warnings, and then minify only strips comments and whitespace so nothing is lost (csso would drop, e.g., nested rules). Reports sizes before and after.',
  keywords: ['minify css', 'beautify', 'css formatter', 'compress css', 'csso', 'prettify', 'uglify'],
  mcp: true,
  isolate: true,
  input: closedObject({
    css: Type.String({ maxLength: 1_000_000, description: 'The stylesheet' }),
    mode: withDefault(stringEnum(['minify', 'beautify'], { description: 'minify (default) or beautify' }), 'minify'),
    indent: withDefault(Type.Integer({ minimum: 1, maximum: 8, description: 'Spaces per indentation level, for beautify (1 to 8)' }), 2),
  }),
  output,
  examples: [
    {
      title: 'Minify: shorter colours and zeros, identical rules merged',
      input: { css: '/* theme */\nh1 { color: #ff0000; margin: 0px 0px 0px 0px; }\nh2 { color: #ff0000; margin: 0px 0px 0px 0px; }\n' },
      output: {
        css: 'h1,h2{color:red;margin:0}',
        mode: 'minify',
        method: 'csso',
        originalBytes: 108,
        resultBytes: 25,
        savedPercent: 76.9,
        warnings: [],
        warningCount: 0,
      },
    },
    {
      title: 'Beautify with 4 spaces',
      input: { css: 'a{color:red;background:url(x.png) no-repeat}b,i{margin:0}', mode: 'beautify', indent: 4 },
      output: {
        css: 'a {\n    color: red;\n    background: url(x.png) no-repeat\n}\n\nb,\ni {\n    margin: 0\n}',
        mode: 'beautify',
        method: 'js-beautify',
        originalBytes: 57,
        resultBytes: 82,
        savedPercent: -43.9,
        warnings: [],
        warningCount: 0,
      },
    },
    {
      title: 'Nested rules, which csso cannot parse: only comments and whitespace go',
      input: { css: '.card {\n  color: red; /* base */\n  &:hover { color: blue; }\n}\n' },
      output: {
        css: '.card{color:red;&:hover{color:blue}}',
        mode: 'minify',
        method: 'whitespace',
        originalBytes: 62,
        resultBytes: 36,
        savedPercent: 41.9,
        warnings: [{ line: 3, column: 4, message: 'Identifier is expected' }],
        warningCount: 1,
      },
    },
  ],
  async run({ css, mode, indent }): Promise<Static<typeof output>> {
    checkStructure(css);
    const csso = await loadCsso();
    const errors: { offset: number; message: string }[] = [];
    let ast: ReturnType<typeof csso.syntax.parse> | undefined;
    try {
      ast = csso.syntax.parse(css, {
        positions: false,
        onParseError(error) {
          errors.push({ offset: error.offset, message: error.message });
        },
      });
    } catch (error) {
      // css-tree recovers from everything it documents; anything else still leaves a usable answer.
      errors.push({ offset: 0, message: `the CSS parser gave up: ${error instanceof Error ? error.message : String(error)}` });
    }

    let result: string;
    let method: Method;
    if (mode === 'beautify') {
      if (beautifiedSizeBound(css, indent) > MAX_RESULT_CHARS) resultTooLarge('css', 'the beautified stylesheet');
      const beautify = await loadBeautifier();
      result = beautify(css, { indent_size: indent, indent_char: ' ' });
      if (result.length > MAX_RESULT_CHARS) resultTooLarge('css', 'the beautified stylesheet');
      method = 'js-beautify';
    } else {
      let minified: string | undefined;
      if (ast && errors.length === 0) {
        try {
          minified = csso.syntax.generate(csso.syntax.compress(ast, { restructure: true, comments: 'exclamation' }).ast);
        } catch (error) {
          errors.push({ offset: 0, message: `csso could not minify this stylesheet: ${error instanceof Error ? error.message : String(error)}` });
        }
      }
      method = minified === undefined ? 'whitespace' : 'csso';
      result = minified ?? minifySafely(css);
    }

    const originalBytes = utf8ByteLength(css);
    const resultBytes = utf8ByteLength(result);
    return {
      css: result,
      mode,
      method,
      originalBytes,
      resultBytes,
      savedPercent: savedPercent(originalBytes, resultBytes),
      warnings: toWarnings(css, errors),
      warningCount: errors.length,
    };
  },
});

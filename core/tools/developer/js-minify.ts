import { Type, type Static } from '@sinclair/typebox';
import { savedPercent, utf8ByteLength } from '../../lib/byte-size.ts';
import { lazy } from '../../lib/lazy.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - terser 5 with its defaults (ES2015+ input, output written for the same language level) and
 *   two switches: `mangle` (shorten local names; top-level names are kept, as a script's globals
 *   may be used elsewhere) and `compress` (fold constants, drop dead code). Comments go, but
 *   /*! and @license / @preserve ones, as terser's "some" keeps them.
 * - Syntax errors come back with terser's message and the line and column, counted in code points
 *   as everywhere in tooldeck.
 * - A megabyte takes seconds, so the tool is isolated.
 */

const loadTerser = lazy(async () => (await import('terser')).minify);

interface TerserSyntaxError {
  name: string;
  message: string;
  pos: number;
}

const isSyntaxError = (error: unknown): error is TerserSyntaxError =>
  typeof error === 'object' && error !== null && (error as TerserSyntaxError).name === 'SyntaxError' && typeof (error as TerserSyntaxError).pos === 'number';

const output = closedObject({
  code: Type.String({ description: 'The minified JavaScript' }),
  originalBytes: Type.Integer({ minimum: 0, description: 'Size of the input in UTF-8 bytes' }),
  resultBytes: Type.Integer({ minimum: 0, description: 'Size of the result in UTF-8 bytes' }),
  savedPercent: Type.Number({ description: 'How much smaller the result is, in percent with one decimal (negative when it grew)' }),
});

export default defineTool({
  id: 'js-minify',
  name: 'JavaScript Minifier',
  category: 'developer',
  description:
    'Minify JavaScript with terser: drop whitespace and comments, fold constants and dead code, and shorten local names. Licence comments (/*! or @license) are kept; syntax errors come back with line and column.',
  keywords: ['uglify', 'uglifyjs', 'terser', 'compress js', 'minify javascript', 'js compressor', 'mangle', 'shrink js'],
  mcp: true,
  isolate: true,
  input: closedObject({
    code: Type.String({ maxLength: 1_000_000, description: 'The JavaScript to minify, at most 1,000,000 characters' }),
    mangle: withDefault(Type.Boolean({ description: 'Shorten local variable and function names (default true); top-level names are kept' }), true),
    compress: withDefault(Type.Boolean({ description: 'Fold constants, drop unreachable code and simplify expressions (default true)' }), true),
  }),
  output,
  examples: [
    {
      title: 'Minify a function',
      input: { code: '/*! keep me */\n// add two numbers\nfunction add(first, second) {\n  const total = first + second;\n  return total;\n}\nconsole.log(add(2, 3));\n' },
      output: { code: '/*! keep me */\nfunction add(d,n){return d+n}console.log(add(2,3));', originalBytes: 138, resultBytes: 66, savedPercent: 52.2 },
    },
    {
      title: 'Whitespace only, names kept',
      input: { code: 'if (debug) {\n  console.log("value:", value);\n}\n', mangle: false, compress: false },
      output: { code: 'if(debug){console.log("value:",value)}', originalBytes: 47, resultBytes: 38, savedPercent: 19.1 },
    },
  ],
  async run({ code, mangle, compress }): Promise<Static<typeof output>> {
    const minify = await loadTerser();
    let result: string;
    try {
      result = (await minify(code, { mangle, compress, format: { comments: 'some' } })).code ?? '';
    } catch (error) {
      if (isSyntaxError(error)) {
        const { line, column } = lineColumnAt(code, Math.min(error.pos, code.length));
        invalid(`code: ${error.message} at line ${line}, column ${column}`);
      }
      if (error instanceof RangeError) invalid('code: nested too deeply for the minifier (it ran out of stack)');
      throw error;
    }
    const originalBytes = utf8ByteLength(code);
    const resultBytes = utf8ByteLength(result);
    return { code: result, originalBytes, resultBytes, savedPercent: savedPercent(originalBytes, resultBytes) };
  },
});

import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - svgo 4's own browser build (svgo/browser: no fs, no config-file lookup), with preset-default
 *   only; none of its plugins fetch anything. precision is svgo's floatPrecision (the --precision
 *   of its command line, 3 by default here as there), multipass re-runs the preset until the file
 *   stops shrinking (at most 10 passes, svgo's bound).
 * - Sizes are UTF-8 bytes. A file svgo cannot parse is a 400 naming line and column.
 */

const loadSvgo = lazy(() => import('svgo/browser'));

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

interface ParserError {
  name: string;
  reason?: string;
  line?: number;
  column?: number;
}

export default defineTool({
  id: 'svg-optimize',
  name: 'SVG Optimizer',
  category: 'developer',
  description: "Shrink an SVG with svgo's default preset: comments, metadata, editor data and unused definitions removed, numbers rounded, paths and colours written shorter.",
  keywords: ['svg', 'svgo', 'svg optimizer', 'svg minify', 'minify svg', 'compress svg', 'svgomg', 'optimize svg', 'svg cleaner', 'vector'],
  mcp: true,
  isolate: true,
  input: closedObject({
    svg: Type.String({ maxLength: 1_000_000, description: 'The SVG document, up to 1,000,000 characters' }),
    precision: withDefault(Type.Integer({ minimum: 0, maximum: 8, description: 'Digits kept after the decimal point in numbers, 0–8 (default 3)' }), 3),
    multipass: withDefault(Type.Boolean({ description: 'Run the optimisations again until nothing more shrinks (default false)' }), false),
  }),
  output: closedObject({
    svg: Type.String({ description: 'The optimised SVG' }),
    originalBytes: Type.Integer({ description: 'Size of the input in UTF-8 bytes' }),
    optimizedBytes: Type.Integer({ description: 'Size of the result in UTF-8 bytes' }),
    savedPercent: Type.Number({ description: 'How much smaller the result is, in percent of the input, to one decimal' }),
  }),
  examples: [
    {
      title: 'Round numbers and write shapes shorter (npx svgo --precision 3 writes the same)',
      input: { svg: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" version="1.1"><!-- logo --><rect x="10.123456" y="10" width="80" height="80" fill="#FF0000"/></svg>' },
      output: { svg: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path fill="red" d="M10.123 10h80v80h-80z"/></svg>', originalBytes: 164, optimizedBytes: 115, savedPercent: 29.9 },
    },
    {
      title: 'Strip an editor\'s metadata and namespaces at precision 1 (npx svgo --precision 1 writes the same)',
      input: {
        svg: '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 24 24" inkscape:version="1.3"><metadata>made in an editor</metadata><g><circle cx="12.000001" cy="12" r="9.87654" fill="#0000ff" stroke="none"/></g></svg>',
        precision: 1,
      },
      output: { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9.9" fill="#00f"/></svg>', originalBytes: 307, optimizedBytes: 111, savedPercent: 63.8 },
    },
  ],
  async run({ svg, precision, multipass }) {
    if (svg.trim() === '') invalid('svg: is empty');
    const { optimize } = await loadSvgo();
    let data: string;
    try {
      data = optimize(svg, { multipass, floatPrecision: precision, plugins: ['preset-default'] }).data;
    } catch (error) {
      const parse = error as ParserError;
      if (parse?.name === 'SvgoParserError') invalid(`svg: not well-formed XML at line ${parse.line}, column ${parse.column}: ${String(parse.reason).slice(0, 200)}`);
      throw error;
    }
    if (data === '') invalid('svg: holds no SVG element');
    const originalBytes = utf8Length(svg);
    const optimizedBytes = utf8Length(data);
    return { svg: data, originalBytes, optimizedBytes, savedPercent: Math.round(((originalBytes - optimizedBytes) / originalBytes) * 1000) / 10 };
  },
});

import { Type } from '@sinclair/typebox';
import type { FormatCallback, HtmlToTextOptions } from 'html-to-text';
import { htmlShape } from '../../lib/html-shape.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Rendering is html-to-text's: paragraphs and blocks separated by blank lines, lists as " * "
 *   and "1. ", tables laid out as text grids (every table, not only those it guesses hold data),
 *   entities decoded, script and style dropped, <br> kept as a line break.
 * - Text keeps its letter case: headings and header cells are not uppercased (html-to-text's
 *   default, a plain-text e-mail convention, would change what the page says).
 * - links (default true) writes a link's target after its text, "text [https://…]", and an
 *   image's source after its alt text; false keeps the link text and the alt text only.
 * - wrap 80 (default) as html-to-text and lynx -dump; 0 keeps each paragraph on one line.
 * - Tables are laid out as grids while the document has at most 5,000 cells (td and th) in all;
 *   past that each cell is written as a paragraph of its own, since html-to-text's grid layout
 *   slows faster than linearly with the rows (20,000 rows: 3 s; 70,000: 36 s).
 * - Documents nesting elements deeper than 256 levels are refused: html-to-text walks the tree
 *   recursively (2,000 levels overflow the stack) and its parser slows quadratically with depth.
 */

const MAX_DEPTH = 256;
const MAX_GRID_CELLS = 5000;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const loadConvert = lazy(async () => (await import('html-to-text')).convert);

/** An image as its alt text alone (html-to-text's image formatter always adds the source). */
const altOnly: FormatCallback = (element, _walk, builder) => {
  const alt = (element as { attribs?: Record<string, string> }).attribs?.alt;
  if (alt) builder.addInline(alt, { noWordTransform: true });
};

const TABLE_AS_GRID = [{ selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } }];
const TABLE_AS_BLOCKS = ['table', 'tr', 'td', 'th'].map((selector) => ({ selector, format: 'block' }));

function optionsOf(wrap: number, links: boolean, cells: number): HtmlToTextOptions {
  return {
    wordwrap: wrap === 0 ? false : wrap,
    formatters: { altOnly },
    selectors: [
      ...HEADINGS.map((selector) => ({ selector, options: { uppercase: false } })),
      ...(cells <= MAX_GRID_CELLS ? TABLE_AS_GRID : TABLE_AS_BLOCKS),
      { selector: 'a', options: { ignoreHref: !links } },
      ...(links ? [] : [{ selector: 'img', format: 'altOnly' }]),
    ],
  };
}

export default defineTool({
  id: 'html-to-text',
  name: 'HTML to Plain Text',
  category: 'text',
  description:
    'Turn HTML (a web page, an HTML e-mail) into readable plain text: paragraphs, lists, tables and line breaks laid out as text, ' +
    'entities decoded, scripts and styles dropped, link targets kept in brackets, lines wrapped at a width.',
  // its worst input (grid-at-cell-limit) took 1526.1 ms: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['strip html', 'strip tags', 'remove html tags', 'html2text', 'html to txt', 'html to plain text', 'lynx -dump', 'innertext', 'text from html'],
  input: closedObject({
    html: Type.String({ maxLength: 1_000_000, description: 'The HTML, a whole document or a fragment, up to 1,000,000 characters and 256 levels of nesting' }),
    wrap: withDefault(Type.Integer({ minimum: 0, maximum: 200, description: 'Wrap lines at this many characters, 1 to 200 (default 80); 0 does not wrap' }), 80),
    links: withDefault(Type.Boolean({ description: 'Write link targets and image sources in brackets after their text (default true)' }), true),
  }),
  output: closedObject({
    text: Type.String({ description: 'The plain text' }),
  }),
  examples: [
    {
      title: 'A fragment with a link and a list',
      input: { html: '<h1>Release notes</h1><p>Read the <a href="https://example.com/docs">docs</a> first.</p><ul><li>Faster</li><li>Smaller</li></ul>' },
      output: { text: 'Release notes\n\nRead the docs [https://example.com/docs] first.\n\n * Faster\n * Smaller' },
    },
    {
      title: 'Entities, line breaks and no link targets',
      input: { html: '<p>Fish &amp; chips<br>&pound;5 &mdash; <a href="/menu">menu</a></p><script>track()</script>', links: false },
      output: { text: 'Fish & chips\n£5 — menu' },
    },
  ],
  async run({ html, wrap, links }) {
    const { depth, cells } = await htmlShape(html);
    if (depth > MAX_DEPTH) invalid(`html: nests elements more than ${MAX_DEPTH} levels deep`);
    const convert = await loadConvert();
    return { text: convert(html, optionsOf(wrap, links, cells)) };
  },
});

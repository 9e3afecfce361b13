import { Type, type Static } from '@sinclair/typebox';
import type { MarkdownIt, Token } from 'markdown-it';
import { githubSlugger } from '../../lib/github-slug.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Parsing is CommonMark (markdown-it's commonmark preset, raw HTML read as HTML), so code
 *   blocks, setext headings and escaped # are read as GitHub reads them. Only the block structure
 *   is parsed for the whole document; inline Markdown only inside headings, for their anchor text.
 *   (It was micromark's full parse, through mdast-util-toc: 6 s on 10,000 nested `>` or `*a`.)
 * - The table of contents is what mdast-util-toc made: headings at the top level of the document
 *   (not inside quotes or lists), down to `depth`, nested by level (a level skipped gets an empty
 *   item), with GitHub's anchor slugs (core/lib/github-slug.ts: the github-slugger rules; every
 *   heading counts toward the numbering of repeats, also those deeper than `depth` or quoted).
 * - The anchor text is the heading's plain text as GitHub takes it: text, code and raw HTML as
 *   written, links by their text, images left out.
 * - markdown-it stops reading block structure nested deeper than 20 (quotes in lists in
 *   quotes…): a heading deeper than that is text, and does not count toward the numbering.
 * - The list is written as pandoc --toc writes it: "-   " items, four spaces per level. Link text
 *   is the heading's own Markdown (inline code and emphasis kept), as in pandoc's.
 */

const loadParser = lazy(async () => {
  const { default: MarkdownItClass } = await import('markdown-it');
  const md: MarkdownIt = new MarkdownItClass('commonmark', { html: true });
  // Inline Markdown is parsed per heading below, not for every paragraph.
  md.core.ruler.disable(['inline', 'text_join']);
  return md;
});

const ITEM_INDENT = '    ';

interface TocHeading {
  level: number;
  text: string;
  slug: string;
}

/** One item of a nested list: a heading, or none where a level is skipped, and the list under it. */
interface TocItem {
  heading?: TocHeading;
  list?: TocItem[];
}

/** The text GitHub slugs: mdast-util-to-string's, without image alt text. */
function plainText(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    // An image is one token, its alt text in its children: left out, as includeImageAlt: false does.
    if (token.type === 'text' || token.type === 'text_special' || token.type === 'code_inline' || token.type === 'html_inline') text += token.content;
    else if (token.type === 'softbreak') text += '\n';
  }
  return text;
}

/** Places a heading at `depth` (1 = the top of `list`) as mdast-util-toc does. */
function insert(heading: TocHeading, depth: number, list: TocItem[]): void {
  if (depth === 1) {
    list.push({ heading });
    return;
  }
  let item = list[list.length - 1];
  if (!item) list.push((item = {}));
  insert(heading, depth - 1, (item.list ??= []));
}

function writeList(list: TocItem[], level: number, lines: string[]): void {
  for (const item of list) {
    let nestedLevel = level;
    if (item.heading) {
      lines.push(`${ITEM_INDENT.repeat(level)}-   [${item.heading.text}](#${item.heading.slug})`);
      nestedLevel = level + 1;
    }
    if (item.list) writeList(item.list, nestedLevel, lines);
  }
}

const output = closedObject({
  toc: Type.String({ description: 'The table of contents as a Markdown list of links (empty when no heading is in range)' }),
  headings: Type.Array(
    closedObject({
      level: Type.Integer({ minimum: 1, maximum: 6, description: 'Heading level, 1 for #' }),
      text: Type.String({ description: 'The heading as written (inline Markdown)' }),
      slug: Type.String({ description: 'The anchor GitHub gives the heading, without #' }),
    }),
    { description: 'The headings listed, in document order' },
  ),
});

export default defineTool({
  id: 'markdown-toc',
  name: 'Markdown Table of Contents',
  category: 'text',
  description:
    'Generate a table of contents for a Markdown document: a nested list of links to its headings, with the anchors GitHub gives them (duplicates numbered), down to the depth you choose.',
  keywords: ['toc', 'table of contents', 'markdown toc', 'readme toc', 'doctoc', 'headings', 'anchors', 'github slug'],
  mcp: true,
  isolate: true,
  input: closedObject({
    md: Type.String({ maxLength: 1_000_000, description: 'The Markdown document, at most 1,000,000 characters' }),
    depth: withDefault(Type.Integer({ minimum: 1, maximum: 6, description: 'Deepest heading level to list, 1 to 6 (default 3: #, ## and ###)' }), 3),
  }),
  output,
  examples: [
    {
      title: 'A README',
      input: { md: '# Tooldeck\n\n## Getting started\n\n### Install `npm` & Yarn\n\n## API\n\n#### Not listed at depth 3\n\n## API\n' },
      output: {
        toc: '-   [Tooldeck](#tooldeck)\n    -   [Getting started](#getting-started)\n        -   [Install `npm` & Yarn](#install-npm--yarn)\n    -   [API](#api)\n    -   [API](#api-1)',
        headings: [
          { level: 1, text: 'Tooldeck', slug: 'tooldeck' },
          { level: 2, text: 'Getting started', slug: 'getting-started' },
          { level: 3, text: 'Install `npm` & Yarn', slug: 'install-npm--yarn' },
          { level: 2, text: 'API', slug: 'api' },
          { level: 2, text: 'API', slug: 'api-1' },
        ],
      },
    },
    {
      title: 'Only the top two levels',
      input: { md: 'Title\n=====\n\nPart one\n--------\n\n### Detail\n\n```\n# a comment, not a heading\n```\n', depth: 2 },
      output: {
        toc: '-   [Title](#title)\n    -   [Part one](#part-one)',
        headings: [
          { level: 1, text: 'Title', slug: 'title' },
          { level: 2, text: 'Part one', slug: 'part-one' },
        ],
      },
    },
  ],
  async run({ md, depth }): Promise<Static<typeof output>> {
    const parser = await loadParser();
    const env = {};
    const tokens = parser.parse(md, env);
    const slugger = githubSlugger();
    const headings: TocHeading[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const open = tokens[index]!;
      if (open.type !== 'heading_open') continue;
      const source = tokens[index + 1]!.content;
      const inline: Token[] = [];
      parser.inline.parse(source, parser, env, inline);
      const slug = slugger.slug(plainText(inline));
      const level = Number(open.tag.slice(1));
      if (open.level === 0 && level <= depth) headings.push({ level, text: source.replace(/\s*\n\s*/g, ' '), slug });
    }
    const minLevel = headings.reduce((min, heading) => Math.min(min, heading.level), 6);
    const list: TocItem[] = [];
    for (const heading of headings) insert(heading, heading.level - minLevel + 1, list);
    const lines: string[] = [];
    writeList(list, 0, lines);
    return { toc: lines.join('\n'), headings };
  },
});

import { Type, type Static } from '@sinclair/typebox';
import type { Heading, List, ListItem, Root } from 'mdast';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Parsing is CommonMark (mdast-util-from-markdown), so code blocks, setext headings and escaped
 *   # are read as GitHub reads them; the table of contents is mdast-util-toc's: headings at the top
 *   level of the document (not inside quotes or lists), down to `depth`, nested by level, with
 *   GitHub's anchor slugs (github-slugger: lower case, punctuation dropped, spaces to -, repeats
 *   numbered -1, -2…; every heading counts toward the numbering, also those deeper than `depth`).
 * - The list is written as pandoc --toc writes it: "-   " items, four spaces per level. Link text
 *   is the heading's own Markdown (inline code and emphasis kept), as in pandoc's.
 * - Parsing a megabyte takes seconds, so the tool is isolated; nesting too deep for the parser's
 *   stack is a VALIDATION_ERROR.
 */

const loadParser = lazy(async () => (await import('mdast-util-from-markdown')).fromMarkdown);
const loadToc = lazy(async () => (await import('mdast-util-toc')).toc);

const ITEM_INDENT = '    ';

interface TocHeading {
  level: number;
  text: string;
  slug: string;
}

/** A heading's inline Markdown as written: the source between its first and last inline node. */
function headingSource(markdown: string, heading: Heading): string {
  const first = heading.children[0]?.position?.start.offset;
  const last = heading.children[heading.children.length - 1]?.position?.end.offset;
  return first === undefined || last === undefined ? '' : markdown.slice(first, last).replace(/\s*\n\s*/g, ' ');
}

/** Writes mdast-util-toc's list as pandoc does, pairing its items in order with the headings they stand for. */
function writeList(list: List, level: number, headings: Iterator<TocHeading>, lines: string[]): void {
  for (const item of list.children as ListItem[]) {
    let nestedLevel = level;
    for (const child of item.children) {
      if (child.type === 'paragraph') {
        const heading = headings.next().value as TocHeading;
        lines.push(`${ITEM_INDENT.repeat(level)}-   [${heading.text}](#${heading.slug})`);
        nestedLevel = level + 1;
      } else if (child.type === 'list') writeList(child, nestedLevel, headings, lines);
    }
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
    const [fromMarkdown, toc] = await Promise.all([loadParser(), loadToc()]);
    let tree: Root;
    let list: List | undefined;
    try {
      tree = fromMarkdown(md);
      list = toc(tree, { maxDepth: depth as 1 | 2 | 3 | 4 | 5 | 6, tight: true }).map;
    } catch (error) {
      if (error instanceof RangeError) invalid('md: nested too deeply to parse (it ran out of stack)');
      throw error;
    }
    const listed = tree.children.filter((node): node is Heading => node.type === 'heading' && node.depth <= depth);
    const slugs: string[] = [];
    (function collect(node: List | undefined) {
      for (const item of node?.children ?? []) {
        for (const child of item.children) {
          if (child.type === 'paragraph' && child.children[0]?.type === 'link') slugs.push(child.children[0].url.slice(1));
          else if (child.type === 'list') collect(child);
        }
      }
    })(list);
    const headings = listed.map((heading, index) => ({ level: heading.depth, text: headingSource(md, heading), slug: decodeURIComponent(slugs[index] ?? '') }));
    const lines: string[] = [];
    if (list) writeList(list, 0, headings[Symbol.iterator](), lines);
    return { toc: lines.join('\n'), headings };
  },
});

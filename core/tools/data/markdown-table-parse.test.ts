import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Table {
  line: number;
  headers: string[];
  alignments: string[];
  rows: string[][];
  objects: Record<string, string>[];
  rowCount: number;
  columnCount: number;
}
type Result = Table & { tableCount: number; moreTables: Table[]; warnings: string[] };
const parse = (markdown: string) => run<Result>('markdown-table-parse', { markdown });

/**
 * The table examples of the GFM spec 0.29-gfm ("Tables (extension)", examples 198–205, from
 * cmark-gfm's spec.txt), with the cells each one has as the spec's prose defines them: the source
 * text of the cell, trimmed, `\|` read as `|`.
 */
const SPEC_EXAMPLES: { example: number; markdown: string; html: string; headers: string[]; alignments: string[]; rows: string[][] }[] = [
  {
    example: 198,
    markdown: '| foo | bar |\n| --- | --- |\n| baz | bim |\n',
    html: '<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>\n',
    headers: ['foo', 'bar'],
    alignments: ['none', 'none'],
    rows: [['baz', 'bim']],
  },
  {
    example: 199,
    markdown: '| abc | defghi |\n:-: | -----------:\nbar | baz\n',
    html: '<table>\n<thead>\n<tr>\n<th align="center">abc</th>\n<th align="right">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="center">bar</td>\n<td align="right">baz</td>\n</tr>\n</tbody>\n</table>\n',
    headers: ['abc', 'defghi'],
    alignments: ['center', 'right'],
    rows: [['bar', 'baz']],
  },
  {
    example: 200,
    markdown: '| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n',
    html: '<table>\n<thead>\n<tr>\n<th>f|oo</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b <code>|</code> az</td>\n</tr>\n<tr>\n<td>b <strong>|</strong> im</td>\n</tr>\n</tbody>\n</table>\n',
    headers: ['f|oo'],
    alignments: ['none'],
    rows: [['b `|` az'], ['b **|** im']],
  },
  {
    example: 201,
    markdown: '| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n',
    html: '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>bar</p>\n</blockquote>\n',
    headers: ['abc', 'def'],
    alignments: ['none', 'none'],
    rows: [['bar', 'baz']],
  },
  {
    example: 202,
    markdown: '| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n',
    html: '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n<p>bar</p>\n',
    headers: ['abc', 'def'],
    alignments: ['none', 'none'],
    rows: [
      ['bar', 'baz'],
      ['bar', ''],
    ],
  },
  {
    example: 204,
    markdown: '| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n',
    html: '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n',
    headers: ['abc', 'def'],
    alignments: ['none', 'none'],
    rows: [
      ['bar', ''],
      ['bar', 'baz'],
    ],
  },
  {
    example: 205,
    markdown: '| abc | def |\n| --- | --- |\n',
    html: '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n',
    headers: ['abc', 'def'],
    alignments: ['none', 'none'],
    rows: [],
  },
];

/** The inner HTML of every <th> and <td> of the spec's expected output, row by row. */
function specCells(html: string): string[][] {
  return [...html.matchAll(/<tr>\n([\s\S]*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<t[hd](?: align="\w+")?>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell!));
}

describe('markdown-table-parse', () => {
  const inline = new MarkdownIt();

  for (const spec of SPEC_EXAMPLES) {
    it(`reads GFM spec example ${spec.example}`, async () => {
      const result = await parse(spec.markdown);
      expect(result.headers).toEqual(spec.headers);
      expect(result.alignments).toEqual(spec.alignments);
      expect(result.rows).toEqual(spec.rows);
      expect(result).toMatchObject({ line: 1, rowCount: spec.rows.length, columnCount: spec.headers.length, tableCount: 1, moreTables: [] });
      // Each cell, rendered as inline Markdown (markdown-it), is what the spec's HTML shows in that cell.
      const rendered = [spec.headers, ...spec.rows].map((row) => row.map((cell) => inline.renderInline(cell)));
      expect(rendered).toEqual(specCells(spec.html));
    });
  }

  it('finds no table in GFM spec example 203, and says which line almost was one', async () => {
    await expectInvalid(
      'markdown-table-parse',
      { markdown: '| abc | def |\n| --- |\n| bar |\n' },
      'markdown: no GFM table found: line 2 looks like a delimiter row but has 1 cell, while the header row above it has 2; GFM reads a table only when they match',
    );
    await expectInvalid('markdown-table-parse', { markdown: 'just text\n\n- a list' }, /^markdown: no GFM table found \(a table is a header row/);
    await expectInvalid('markdown-table-parse', { markdown: '' }, /^markdown: no GFM table found/);
  });

  it('warns about the cells GFM drops from a long row', async () => {
    const result = await parse('| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n');
    expect(result.warnings).toEqual(['table 1 (line 1): the row at line 4 has 3 cells but the header has 2; GFM drops the 1 extra cell']);
  });

  it('builds objects keyed by header, renaming empty and repeated headers, without a prototype', async () => {
    const result = await parse('| __proto__ | a | a | | constructor |\n|---|---|---|---|---|\n| 1 | 2 | 3 | 4 | 5 |');
    expect(result.headers).toEqual(['__proto__', 'a', 'a', '', 'constructor']);
    const [row] = result.objects;
    expect(Object.keys(row!)).toEqual(['__proto__', 'a', 'a_2', 'column_4', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('1');
    expect(row!.constructor).toBe('5');
    expect(result.warnings).toEqual(['table 1 (line 1): column 3 repeats the name "a"; it is called "a_2"', 'table 1 (line 1): column 4 has no name; it is called "column_4"']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds every table of a document with its line, in lists and quotes, never in code', async () => {
    const markdown = [
      '# Title', // 1
      '', // 2
      '```', // 3
      '| not | a table |', // 4
      '| --- | --- |', // 5
      '```', // 6
      '', // 7
      '| a | b |', // 8
      '|:--|--:|', // 9
      '| 1 | 2 |', // 10
      '', // 11
      '> | q |', // 12
      '> | - |', // 13
      '> | x |', // 14
      '', // 15
      '- | l |', // 16
      '  | - |', // 17
    ].join('\r\n');
    const result = await parse(markdown);
    expect(result).toMatchObject({ line: 8, headers: ['a', 'b'], alignments: ['left', 'right'], rows: [['1', '2']], tableCount: 3 });
    expect(result.moreTables.map(({ line, headers, rows }) => ({ line, headers, rows }))).toEqual([
      { line: 12, headers: ['q'], rows: [['x']] },
      { line: 16, headers: ['l'], rows: [] },
    ]);
  });

  it('reads backslashes before a pipe as GFM does (cmark-gfm renders "x \\\\| y" as "x | y")', async () => {
    // printf '| a | b |\n|---|---|\n| x \\\\| y | z |\n' | cmark-gfm -e table → <td>x | y</td><td>z</td>
    const result = await parse('| a | b |\n|---|---|\n| x \\\\| y | z |\n');
    expect(result.rows).toEqual([['x \\| y', 'z']]);
    expect(inlineRender(result.rows[0]![0]!)).toBe('x | y');
  });

  it('refuses wrong types, unknown fields and more than 1,000,000 characters', async () => {
    await expectInvalid('markdown-table-parse', { markdown: 1 }, 'markdown: must be a string, got an integer');
    await expectInvalid('markdown-table-parse', { markdown: '|a|\n|-|', table_index: 1 }, 'table_index: unknown field');
    await expectInvalid('markdown-table-parse', {}, 'markdown: is required');
    const max = '|a|\n|-|\n|' + 'x'.repeat(999_990) + '|';
    expect(max.length).toBe(1_000_000);
    expect((await parse(max)).rows[0]![0]!.length).toBe(999_990);
    await expectInvalid('markdown-table-parse', { markdown: max + 'x' }, 'markdown: must be at most 1000000 characters');
  });

  it('stays bounded on tables built to explode', async () => {
    // 70,000 columns and rows of one cell: markdown-it stops padding rows after 65,536 missing cells.
    const header = '|a'.repeat(70_000) + '|\n' + '|-'.repeat(70_000) + '|\n';
    const result = await parse(header + 'x\n'.repeat(1_000));
    expect(result.columnCount).toBe(70_000);
    expect(result.rowCount).toBe(0);
    // Long header names repeated in the objects of many rows.
    // 250 rows × a 100,000-character key = 25,000,000 characters of keys.
    await expectInvalid('markdown-table-parse', { markdown: `|${'h'.repeat(100_000)}|\n|-|\n` + '|x|\n'.repeat(250) }, 'markdown: the rows and objects of the tables would be longer than 20000000 characters');
    expect((await parse(`|${'h'.repeat(100_000)}|\n|-|\n` + '|x|\n'.repeat(150))).rowCount).toBe(150);
  });
});

const inlineRenderer = new MarkdownIt();
function inlineRender(cell: string): string {
  return inlineRenderer.renderInline(cell);
}

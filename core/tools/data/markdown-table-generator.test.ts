import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';
import { doublingRatio } from '../../../test/linear-cost.ts';

type Result = { markdown: string; headers: string[]; alignments: string[]; rowCount: number; columnCount: number };
const generate = (input: Record<string, unknown>) => run<Result>('markdown-table-generator', input);

describe('markdown-table-generator', () => {
  it('writes each alignment marker and pads cells the way the column is aligned', async () => {
    const result = await generate({
      headers: ['Item', 'Qty', 'Price', 'Note'],
      rows: [
        ['Apple', 3, '$1.20', null],
        ['Kiwi | gold', 12, '$0.50', true],
      ],
      alignments: ['left', 'center', 'right'],
    });
    // cmark-gfm -e table renders the first three columns with align="left", "center" and "right",
    // the fourth without, and the cell "Kiwi | gold" with its pipe.
    expect(result.markdown).toBe(
      [
        '| Item         | Qty | Price | Note |',
        '| :----------- | :-: | ----: | ---- |',
        '| Apple        |  3  | $1.20 |      |',
        '| Kiwi \\| gold | 12  | $0.50 | true |',
      ].join('\n'),
    );
    expect(result.alignments).toEqual(['left', 'center', 'right', 'none']);
    expect(result).toMatchObject({ rowCount: 2, columnCount: 4 });
  });

  it('centres with the extra space on the right, and keeps delimiters at least three wide', async () => {
    const result = await generate({ headers: ['a', 'wide header'], rows: [['b', 'xy']], alignments: ['center', 'center'] });
    expect(result.markdown).toBe('|  a  | wide header |\n| :-: | :---------: |\n|  b  |     xy      |');
  });

  it('measures display width: East Asian wide characters and emoji are two columns, combining marks none', async () => {
    // python3: unicodedata.east_asian_width: '北' W, 'Ａ' F, 'ｱ' H, 'é' A; U+0301 is a combining mark.
    const result = await generate({ headers: ['x'], rows: [['北Ａ'], ['ｱe\u0301'], ['😀'], ['👩‍💻']] });
    expect(result.markdown.split('\n')).toEqual(['| x    |', '| ---- |', '| 北Ａ |', '| ｱe\u0301   |', '| 😀   |', '| 👩‍💻   |']);
  });

  it('imports CSV as Python reads it: the first record names the columns, blank lines skipped', async () => {
    // python3: list(csv.reader(io.StringIO('name,note\r\n"Doe, Jane","said ""hi"""\r\n\r\nBob,\r\n', newline='')))
    // → [['name', 'note'], ['Doe, Jane', 'said "hi"'], [], ['Bob', '']]
    const result = await generate({ import_text: 'name,note\r\n"Doe, Jane","said ""hi"""\r\n\r\nBob,\r\n' });
    expect(result.markdown).toBe('| name      | note      |\n| --------- | --------- |\n| Doe, Jane | said "hi" |\n| Bob       |           |');
    const headless = await generate({ import_text: 'a,b\n1,2\n', headers: ['x', 'y'] });
    expect(headless.markdown).toBe('| x   | y   |\n| --- | --- |\n| a   | b   |\n| 1   | 2   |');
  });

  it('imports TSV, tabs inside quotes included', async () => {
    // python3: list(csv.reader(open('t.tsv', newline=''), delimiter='\t')) → [['a', 'b'], ['x\ty', '2']]
    const result = await generate({ import_text: 'a\tb\n"x\ty"\t2\n', import_format: 'tsv' });
    expect(result.headers).toEqual(['a', 'b']);
    // A tab counts as one column.
    expect(result.markdown.split('\n')[2]).toBe('| x\ty | 2   |');
  });

  it('imports JSON objects and arrays, numbers as written', async () => {
    const objects = await generate({ import_text: '[{"n":1.0,"s":"a|b"},{"n":2e3}]', import_format: 'json', alignments: ['right'] });
    expect(objects.markdown).toBe('|   n | s    |\n| --: | ---- |\n| 1.0 | a\\|b |\n| 2e3 |      |');
    const arrays = await generate({ import_text: '[["k","v"],["a",null]]', import_format: 'json' });
    expect(arrays.markdown).toBe('| k   | v   |\n| --- | --- |\n| a   |     |');
    await expectInvalid('markdown-table-generator', { import_text: '[{"a":1},', import_format: 'json' }, /^import_text: invalid JSON at line 1, column 10/);
    await expectInvalid('markdown-table-generator', { import_text: '[["a"],[1,2]]', import_format: 'json' }, 'import_text[1]: has 2 cells but the table has 1 columns (the length of the header row import_text[0])');
  });

  it('keeps __proto__ and constructor as ordinary JSON keys', async () => {
    const result = await generate({ import_text: '[{"__proto__":{"polluted":1},"constructor":"c"}]', import_format: 'json' });
    expect(result.headers).toEqual(['__proto__', 'constructor']);
    expect(result.markdown.split('\n')[2]).toBe('| {"polluted":1} | c           |');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('re-formats the first Markdown table of a text, keeping its alignments', async () => {
    // GFM spec example 199: | abc | defghi | / :-: | -----------: / bar | baz
    const result = await generate({ import_text: '| abc | defghi |\n:-: | -----------:\nbar | baz\n', import_format: 'markdown' });
    expect(result.markdown).toBe('| abc | defghi |\n| :-: | -----: |\n| bar |    baz |');
    const renamed = await generate({ import_text: '|a|b|\n|-|-|\n|1|2|', import_format: 'markdown', headers: ['x', 'y'], alignments: ['left'] });
    expect(renamed.markdown).toBe('| x   | y   |\n| :-- | --- |\n| 1   | 2   |');
    await expectInvalid('markdown-table-generator', { import_text: 'no table here', import_format: 'markdown' }, /import_text: has no GFM table/);
    await expectInvalid('markdown-table-generator', { import_text: '|a|b|\n|-|-|', import_format: 'markdown', headers: ['x'] }, 'headers: has 1 names but the imported table has 2 columns');
  });

  it('refuses inconsistent requests, naming the field', async () => {
    await expectInvalid('markdown-table-generator', {}, 'headers: is required unless import_text is given');
    await expectInvalid('markdown-table-generator', { rows: [['a']] }, 'headers: is required unless import_text is given');
    await expectInvalid('markdown-table-generator', { import_text: 'a', rows: [] }, 'rows: give rows (with headers) or import_text, not both');
    await expectInvalid('markdown-table-generator', { headers: ['a'], rows: [['1', '2']] }, 'rows[0]: has 2 cells but the table has 1 columns (the length of headers)');
    await expectInvalid('markdown-table-generator', { headers: ['a'], alignments: ['left', 'right'] }, 'alignments: has 2 entries but the table has 1 columns');
    await expectInvalid('markdown-table-generator', { headers: ['a'], alignments: ['middle'] }, 'alignments[0]: must be one of left, center, right, none');
    await expectInvalid('markdown-table-generator', { import_text: 'a', import_format: 'xml' }, 'import_format: must be one of csv, tsv, json, markdown');
    await expectInvalid('markdown-table-generator', { headers: [] }, 'headers: must have at least 1 items');
    await expectInvalid('markdown-table-generator', { headers: ['a'], rows: [[{}]] }, /rows\[0\]\[0\]: /);
    await expectInvalid('markdown-table-generator', { import_text: '' }, /import_text: has no records/);
    await expectInvalid('markdown-table-generator', { import_text: 'a,b\n1,2,3\n' }, 'import_text: the record at line 2 has 3 cells but the table has 2 columns (the header record)');
  });

  it('refuses broken CSV quoting with its line and column', async () => {
    await expectInvalid('markdown-table-generator', { import_text: 'a,b\n1,"x\n' }, 'import_text: invalid CSV at line 2, column 3: the quoted field starting here is never closed');
  });

  it('imports JSON objects with distinct keys at a cost linear in the input, not rows × columns', async () => {
    // 40,000 objects with a key each (bench/worst-case.ts, import-json-distinct-keys) ran past 20 s
    // building the dense grid before the size cap could refuse it.
    const distinct = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => ({ [`k${i}`]: 1 })));
    await expectInvalid('markdown-table-generator', { import_text: distinct(15_000), import_format: 'json' }, 'import_text: the Markdown table would be longer than 20000000 characters');
    // Four times the objects: 16 times the time when quadratic (see json-to-markdown-table's test).
    const inputs = new Map([5_000, 20_000].map((count) => [count, distinct(count)]));
    const ratio = await doublingRatio(async (count) => {
      const envelope = await call('markdown-table-generator', { import_text: inputs.get(count)!, import_format: 'json' });
      expect(envelope.success).toBe(false);
    }, 5_000, 5, 4);
    expect(ratio).toBeLessThan(12);
    // Sparse rows still land in their own columns, a column named twice filled twice.
    const small = await run<{ markdown: string }>('markdown-table-generator', { import_text: '[{"a":1},{"b":2,"a":3}]', import_format: 'json', headers: ['b', 'a', 'a'] });
    expect(small.markdown).toBe(['| b   | a   | a   |', '| --- | --- | --- |', '|     | 1   | 1   |', '| 2   | 3   | 3   |'].join('\n'));
  });

  it('holds its bounds', async () => {
    await expectInvalid('markdown-table-generator', { headers: Array(1_001).fill('h') }, 'headers: must have at most 1000 items');
    await expectInvalid('markdown-table-generator', { headers: ['a'], rows: Array(10_001).fill(['x']) }, 'rows: must have at most 10000 items');
    await expectInvalid('markdown-table-generator', { headers: ['a'], rows: [Array(1_001).fill('x')] }, 'rows[0]: must have at most 1000 items');
    await expectInvalid('markdown-table-generator', { headers: ['a'], rows: [['x'.repeat(10_001)]] }, /rows\[0\]\[0\]: /);
    const max = 'h\n' + 'x\n'.repeat(499_999);
    expect(max.length).toBe(1_000_000);
    expect((await generate({ import_text: max })).rowCount).toBe(499_999);
    await expectInvalid('markdown-table-generator', { import_text: max + 'x' }, 'import_text: must be at most 1000000 characters');
    // 10,000-character cells widen every one of 1,000 columns in 10,000 rows.
    const wide = Array.from({ length: 1_000 }, () => 'w'.repeat(10_000));
    await expectInvalid('markdown-table-generator', { headers: wide, rows: Array(10_000).fill([]) }, 'rows: the Markdown table would be longer than 20000000 characters');
  });

  it('lines every row up to the same display width', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', '中', 'ｱ', '😀', '|', 'é'), maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }), fc.constantFrom('left', 'center', 'right', 'none'), async (rows, alignment) => {
        const { markdown } = await generate({ headers: ['h1', 'h2', 'h3'], rows, alignments: [alignment, alignment, alignment] });
        const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
        // Every character here is one column except 中 and 😀 (python3: east_asian_width is 'W').
        const width = (line: string) => [...segmenter.segment(line)].reduce((sum, { segment }) => sum + (segment === '中' || segment === '😀' ? 2 : 1), 0);
        const widths = new Set(markdown.split('\n').map(width));
        expect(widths.size).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});

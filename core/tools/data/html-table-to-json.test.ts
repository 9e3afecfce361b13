import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Cell = string | null;
interface Result {
  headers: string[];
  rows: Record<string, Cell>[] | Cell[][];
  rowCount: number;
  columnCount: number;
  caption: string | null;
  tableIndex: number;
  tableCount: number;
  warnings: string[];
}
const read = (html: string, options: Record<string, unknown> = {}) => run<Result>('html-table-to-json', { html, ...options });
const grid = async (html: string, options: Record<string, unknown> = {}) => (await read(html, { format: 'arrays', first_row_headers: false, ...options })).rows as Cell[][];

const SALES = `<table>
  <thead>
    <tr><th rowspan="2">Region</th><th colspan="2">Sales &amp; returns</th></tr>
    <tr><th>Units</th><th>Value (&euro;)</th></tr>
  </thead>
  <tfoot>
    <tr><td>Total</td><td>30</td><td>3&#x2C;000</td></tr>
  </tfoot>
  <tbody>
    <tr><td>North</td><td>10</td><td rowspan="2">1,000</td></tr>
    <tr><td>South &eacute;t&eacute;</td><td>20</td></tr>
    <tr><td colspan="2">West</td><td>x</td></tr>
    <tr><td>East<td colspan=2>y
    <tr><td colspan="3">Wide row</td></tr>
  </tbody>
</table>`;

describe('html-table-to-json', () => {
  it('lays out spans, sections and entities as pandas.read_html does', async () => {
    // python3: df = pandas.read_html(io.StringIO(SALES), flavor='bs4', header=None, keep_default_na=False, thousands=None)[0]
    // [list(t) for t in zip(*df.columns)] + df.values.tolist() (the same with flavor='lxml'):
    expect(await grid(SALES)).toEqual([
      ['Region', 'Sales & returns', 'Sales & returns'],
      ['Region', 'Units', 'Value (€)'],
      ['North', '10', '1,000'],
      ['South été', '20', '1,000'],
      ['West', 'West', 'x'],
      ['East', 'y', 'y'],
      ['Wide row', 'Wide row', 'Wide row'],
      ['Total', '30', '3,000'],
    ]);
  });

  it('keys objects by the first row, made unique', async () => {
    const result = await read(SALES);
    expect(result.headers).toEqual(['Region', 'Sales & returns', 'Sales & returns_2']);
    expect(result.rows[0]).toEqual({ Region: 'Region', 'Sales & returns': 'Units', 'Sales & returns_2': 'Value (€)' });
    expect(result.rows[6]).toEqual({ Region: 'Total', 'Sales & returns': '30', 'Sales & returns_2': '3,000' });
    expect(result).toMatchObject({ rowCount: 7, columnCount: 3, caption: null, tableIndex: 0, tableCount: 1 });
    expect(result.warnings).toEqual(['header: column 3 repeats the name "Sales & returns"; it is called "Sales & returns_2"']);
  });

  it('reads captions, line breaks and whitespace, and skips scripts and nested tables', async () => {
    const html =
      '<table><caption>Q1 <b>sales</b></caption><tr><th>Name</th><th>Notes</th></tr>' +
      '<tr><td>  North\n  East </td><td>one<br>two<p>three</p>four&nbsp;&nbsp;five<script>var x = "<td>";</script><style>td{}</style></td></tr>' +
      '<tr><td><table><tr><td>inner</td></tr></table>after</td><td></td></tr></table>';
    const result = await read(html);
    expect(result.caption).toBe('Q1 sales');
    expect(result.rows).toEqual([
      { Name: 'North East', Notes: 'one\ntwo\nthree\nfour five' },
      { Name: 'after', Notes: '' },
    ]);
    expect(result.tableCount).toBe(2);
    const inner = await read(html, { table_index: 1, first_row_headers: false });
    expect(inner).toMatchObject({ headers: ['column_1'], rows: [{ column_1: 'inner' }], tableIndex: 1, caption: null });
  });

  it('counts tables in document order and refuses an index past the last', async () => {
    const html = '<table><tr><td>a</td></tr></table><div><table><tr><td>b</td></tr></table></div>';
    expect(await grid(html, { table_index: 1 })).toEqual([['b']]);
    await expectInvalid('html-table-to-json', { html, table_index: 2 }, 'table_index: the document has 2 tables, so table_index can be at most 1');
    await expectInvalid('html-table-to-json', { html: '<p>no table</p>' }, 'html: no <table> element found');
    await expectInvalid('html-table-to-json', { html: '' }, 'html: no <table> element found');
  });

  it('reads span attributes by the HTML spec rules and fills uncovered slots with null', async () => {
    // HTML §4.9.12.1: colspan 0 or unparsable is 1, more than 1000 is 1000; "2abc" parses as 2.
    const html = '<table><tr><td colspan="0">a</td><td colspan=" 2abc">b</td><td colspan="x">c</td></tr><tr><td>d</td></tr></table>';
    expect(await grid(html)).toEqual([
      ['a', 'b', 'b', 'c'],
      ['d', null, null, null],
    ]);
    const wide = await grid('<table><tr><td colspan="5000">w</td></tr></table>');
    expect(wide[0]).toHaveLength(1000);
  });

  it('ends a rowspan at the end of its section, and spans rowspan=0 to it', async () => {
    const html =
      '<table><thead><tr><th rowspan="5">h</th><th>1</th></tr><tr><th>2</th></tr></thead>' +
      '<tbody><tr><td rowspan="0">z</td><td>3</td></tr><tr><td>4</td></tr><tr><td>5</td></tr></tbody><tbody><tr><td>6</td></tr></tbody></table>';
    expect(await grid(html)).toEqual([
      ['h', '1'],
      ['h', '2'],
      ['z', '3'],
      ['z', '4'],
      ['z', '5'],
      ['6', null],
    ]);
  });

  it('copes with unclosed and stray tags as browsers do', async () => {
    expect(await grid('<table><tr><td>a<td>b<tr><td>c</table>')).toEqual([
      ['a', 'b'],
      ['c', null],
    ]);
    expect(await grid('<table><tr><td>truncated')).toEqual([['truncated']]);
    // 300,000 unclosed tags are read in one linear pass.
    expect(await grid('<table><tr><td>' + '<b>'.repeat(300_000) + 'deep')).toEqual([['deep']]);
    expect(await grid('<table><caption>c<tr><td>a</td></tr></table>')).toEqual([['a']]);
    expect(await grid('<table></table>')).toEqual([]);
    expect(await read('<table></table>')).toMatchObject({ headers: [], rows: [], rowCount: 0, columnCount: 0 });
  });

  it('keeps __proto__ and constructor as ordinary keys, and names empty headers', async () => {
    const result = await read('<table><tr><th>__proto__</th><th>constructor</th><th></th></tr><tr><td>{"polluted":1}</td><td>c</td><td>e</td></tr></table>');
    const row = (result.rows as Record<string, Cell>[])[0]!;
    expect(Object.keys(row)).toEqual(['__proto__', 'constructor', 'column_3']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('{"polluted":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses spans that would explode the table', async () => {
    const many = '<table><tr>' + '<td colspan="1000">x</td>'.repeat(2_001) + '</tr></table>';
    await expectInvalid('html-table-to-json', { html: many }, 'html: the table expands to more than 2000000 cells once colspan and rowspan are applied');
    const tall = '<table><tr>' + '<td colspan="1000"></td>'.repeat(1_000) + '</tr>' + '<tr><td></td></tr>'.repeat(3) + '</table>';
    await expectInvalid('html-table-to-json', { html: tall }, 'html: the table expands to 1000000 columns × 4 rows, more than 2000000 cells once colspan and rowspan are applied');
  });

  it('refuses wrong types, bad options and more than 1,000,000 characters', async () => {
    await expectInvalid('html-table-to-json', { html: '<table>', format: 'csv' }, 'format: must be one of objects, arrays');
    await expectInvalid('html-table-to-json', { html: '<table>', table_index: -1 }, 'table_index: must be ≥ 0');
    await expectInvalid('html-table-to-json', { html: '<table>', table_index: 1.5 }, 'table_index: must be an integer');
    await expectInvalid('html-table-to-json', { html: '<table>', first_row_headers: 'yes' }, 'first_row_headers: must be a boolean, got a string');
    await expectInvalid('html-table-to-json', {}, 'html: is required');
    const max = '<table><tr><td>' + 'x'.repeat(1_000_000 - 15);
    expect(max.length).toBe(1_000_000);
    expect((await grid(max))[0]![0]).toHaveLength(999_985);
    await expectInvalid('html-table-to-json', { html: max + 'x' }, 'html: must be at most 1000000 characters');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';
import { doublingRatio } from '../../../test/linear-cost.ts';

type Result = { markdown: string; headers: string[]; rowCount: number; columnCount: number };
const table = (json: string, headers?: string[]) => run<Result>('json-to-markdown-table', headers ? { json, headers } : { json });
type Parsed = { headers: string[]; rows: string[][] };
const parse = (markdown: string) => run<Parsed>('markdown-table-parse', { markdown });

describe('json-to-markdown-table', () => {
  it('escapes pipes and line breaks so GFM reads the cells back', async () => {
    const result = await table(JSON.stringify([{ a: 'x|y', b: 'line1\nline2' }]));
    // cmark-gfm -e table --unsafe renders this table as <th>a</th><th>b</th> / <td>x|y</td><td>line1<br>line2</td>.
    expect(result.markdown).toBe('| a    | b              |\n| ---- | -------------- |\n| x\\|y | line1<br>line2 |');
    expect(result).toMatchObject({ headers: ['a', 'b'], rowCount: 1, columnCount: 2 });
    expect((await table('[{"t":"a\\r\\nb\\rc"}]')).markdown).toBe('| t           |\n| ----------- |\n| a<br>b<br>c |');
  });

  it('takes the union of keys in first-seen order, numbers exactly as written, nested values as JSON', async () => {
    // python3: json.loads keeps the key order a, b, c; the numbers are copied from the text, not from floats.
    const result = await table('[{"a":1.50,"b":{"x":[1, 2]}},{"c":12345678901234567890,"a":true},{"b":null}]');
    expect(result.headers).toEqual(['a', 'b', 'c']);
    expect(result.markdown).toBe(
      [
        '| a    | b           | c                    |',
        '| ---- | ----------- | -------------------- |',
        '| 1.50 | {"x":[1,2]} |                      |',
        '| true |             | 12345678901234567890 |',
        '|      |             |                      |',
      ].join('\n'),
    );
  });

  it('picks and orders the keys named in headers', async () => {
    const result = await table('[{"a":1,"b":2,"c":3}]', ['c', 'a', 'missing']);
    expect(result.markdown).toBe('| c   | a   | missing |\n| --- | --- | ------- |\n| 3   | 1   |         |');
  });

  it('reads arrays of arrays with the first one as header, or all as data with headers', async () => {
    expect((await table('[["n","sq"],[2,4],[3]]')).markdown).toBe('| n   | sq  |\n| --- | --- |\n| 2   | 4   |\n| 3   |     |');
    const named = await table('[[2,4],[3,9]]', ['n', 'sq']);
    expect(named).toMatchObject({ rowCount: 2, headers: ['n', 'sq'] });
    await expectInvalid('json-to-markdown-table', { json: '[["a"],[1,2]]' }, 'json[1]: has 2 cells but the table has 1 columns (the length of the header row json[0])');
    await expectInvalid('json-to-markdown-table', { json: '[[1,2,3]]', headers: ['a'] }, 'json[0]: has 3 cells but the table has 1 columns (the length of headers)');
    await expectInvalid('json-to-markdown-table', { json: '[[],[1]]' }, /json\[0\]: the header row is empty/);
  });

  it('pads by display width: CJK and emoji take two columns', async () => {
    // python3: unicodedata.east_asian_width('北') == 'W'; 'é' is 'A' (one column).
    const result = await table('[{"city":"北京","note":"é😀"},{"city":"Rome","note":"x"}]');
    expect(result.markdown).toBe('| city | note |\n| ---- | ---- |\n| 北京 | é😀  |\n| Rome | x    |');
  });

  it('keeps __proto__, constructor and prototype as ordinary columns', async () => {
    const result = await table('[{"__proto__":{"polluted":1},"constructor":2,"prototype":3}]');
    expect(result.headers).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(result.markdown.split('\n')[2]).toBe('| {"polluted":1} | 2           | 3         |');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers an empty array only when headers name the columns', async () => {
    expect((await table('[]', ['a', 'b'])).markdown).toBe('| a   | b   |\n| --- | --- |');
    await expectInvalid('json-to-markdown-table', { json: '[]' }, 'json: the array is empty and no headers are given, so there is no column to show');
    await expectInvalid('json-to-markdown-table', { json: '[{},{}]' }, /json: the objects have no keys/);
  });

  it('refuses what is not an array of objects or of arrays, saying where', async () => {
    await expectInvalid('json-to-markdown-table', { json: '{"a":1}' }, 'json: must be an array of objects or of arrays, got an object');
    await expectInvalid('json-to-markdown-table', { json: '[1,2]' }, 'json[0]: must be an object or an array, got a number');
    await expectInvalid('json-to-markdown-table', { json: '[{"a":1},[1]]' }, 'json[1]: must be an object like json[0], got an array');
    await expectInvalid('json-to-markdown-table', { json: '[{"a":1},\n {"a":2,}]' }, /^json: invalid JSON at line 2, column 9: unexpected "}" after a comma/);
    await expectInvalid('json-to-markdown-table', { json: '[{"a":"x"' }, /^json: invalid JSON at line 1, column 10: unexpected end of input/);
    await expectInvalid('json-to-markdown-table', { json: '' }, /json: invalid JSON at line 1, column 1: empty input/);
  });

  it('refuses wrong types, bad headers and more than 1,000,000 characters', async () => {
    await expectInvalid('json-to-markdown-table', { json: [] }, 'json: must be a string, got an array');
    await expectInvalid('json-to-markdown-table', { json: '[]', headers: [] }, 'headers: must have at least 1 items');
    await expectInvalid('json-to-markdown-table', { json: '[]', headers: 'a' }, 'headers: must be an array, got a string');
    await expectInvalid('json-to-markdown-table', { json: '[]', headers: Array(1_001).fill('h') }, 'headers: must have at most 1000 items');
    await expectInvalid('json-to-markdown-table', { json: '[]', headers: ['x'.repeat(1_001)] }, 'headers[0]: must be at most 1000 characters');
    await expectInvalid('json-to-markdown-table', {}, 'json: is required');
    const max = '[' + '[1],'.repeat(249_998) + '[1234]]';
    expect(max.length).toBe(1_000_000);
    expect((await table(max, ['n'])).rowCount).toBe(249_999);
    await expectInvalid('json-to-markdown-table', { json: max + ' ' }, 'json: must be at most 1000000 characters');
  });

  it('refuses a table that padding would make too large', async () => {
    // One 400,000-character cell widens its column in each of 60,000 rows.
    const json = JSON.stringify([{ a: 'x'.repeat(400_000) }, ...Array(60_000).fill({ a: '' })]);
    await expectInvalid('json-to-markdown-table', { json }, 'json: the Markdown table would be longer than 20000000 characters');
  });

  it('refuses objects with distinct keys at a cost linear in the input, not rows × columns', async () => {
    // 15,000 objects with a key each (244 KB) once took 5.5 s and 1.8 GB building the dense grid.
    const distinct = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => ({ [`k${i}`]: 1 })));
    await expectInvalid('json-to-markdown-table', { json: distinct(15_000) }, 'json: the Markdown table would be longer than 20000000 characters');
    // Four times the objects: 16 times the time when quadratic, as the dense grid was. Measured
    // 6 to 8.5 here: parsing and collecting 20,000 distinct keys (V8's hidden classes, Map growth,
    // the collector) grows somewhat faster than linearly, and a doubling read 3.6.
    const inputs = new Map([5_000, 20_000].map((count) => [count, distinct(count)]));
    const ratio = await doublingRatio(async (count) => {
      const envelope = await call('json-to-markdown-table', { json: inputs.get(count)! });
      expect(envelope.success).toBe(false);
    }, 5_000, 5, 4);
    expect(ratio).toBeLessThan(12);
  });

  it('fills sparse rows correctly: each object only in its own columns', async () => {
    const result = await table('[{"a":1},{"b":2},{"a":3,"c":"x|y"}]', ['c', 'a', 'a']);
    expect(result.markdown).toBe(['| c    | a   | a   |', '| ---- | --- | --- |', '|      | 1   | 1   |', '|      |     |     |', '| x\\|y | 3   | 3   |'].join('\n'));
  });

  it('writes tables that markdown-table-parse reads back cell for cell', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '|', '`', '*', '-', ':', 'é', '中', '😀'), maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 5 }), async (width, grid) => {
        const [header, ...rows] = grid.map((row) => row.slice(0, width));
        const markdown = (await table(JSON.stringify([header, ...rows]))).markdown;
        const parsed = await parse(markdown);
        expect(parsed.headers).toEqual(header!.map((text) => text.trim()));
        expect(parsed.rows).toEqual(rows.map((row) => row.map((text) => text.trim())));
      }),
      { numRuns: 60 },
    );
  });
});

import { readFileSync } from 'node:fs';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { sheet: string; sheets: string[]; rows?: unknown[]; csv?: string };
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('base64');
const read = (file: string, options: Record<string, unknown> = {}) => run<Result>('excel-to-json', { file, ...options });
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A workbook of one sheet whose <sheetData> is `sheetData`, built in the test. */
function workbook(sheetData: string, extra: Record<string, Uint8Array> = {}): string {
  return base64(
    zipSync({
      'xl/workbook.xml': strToU8('<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${sheetData}</sheetData></worksheet>`),
      ...extra,
    }),
  );
}

/*
 * Known answers: openpyxl 3.0.9 (Debian python3-openpyxl) on the fixtures, by hand:
 *   /usr/bin/python3 -c "import openpyxl; wb = openpyxl.load_workbook(PATH, data_only=True);
 *     [print(ws.title, list(ws.iter_rows(values_only=True))) for ws in wb.worksheets]"
 * datetime values are written here as ISO text, None as null, True/False as true/false.
 */
describe('excel-to-json', () => {
  it('reads a workbook openpyxl wrote: strings, numbers, booleans, errors, dates, a merged range', async () => {
    // openpyxl: People [('name', 'age', 'joined', 'active', 'score', 'note'),
    //   ('Ada', 36, datetime.datetime(2024, 1, 15, 0, 0), True, 9.5, 'a, "quoted" note'),
    //   ('Linus', 54, datetime.datetime(2023, 7, 1, 13, 45, 30), False, None, None),
    //   ('Grace', None, None, None, -1.25, '#N/A'), (None, None, None, None, None, None),
    //   ('merged', None, None, None, None, None)]
    const result = await read(fixture('people.xlsx'));
    expect(result.sheet).toBe('People');
    expect(result.sheets).toEqual(['People', 'Numbers']);
    expect(result.rows).toEqual([
      { name: 'Ada', age: 36, joined: '2024-01-15', active: true, score: 9.5, note: 'a, "quoted" note' },
      { name: 'Linus', age: 54, joined: '2023-07-01T13:45:30', active: false, score: null, note: null },
      { name: 'Grace', age: null, joined: null, active: null, score: -1.25, note: '#N/A' },
      { name: null, age: null, joined: null, active: null, score: null, note: null },
      { name: 'merged', age: null, joined: null, active: null, score: null, note: null },
    ]);
  });

  it('lays a sheet out from A1, as openpyxl does, and picks sheets by name or position', async () => {
    // openpyxl: Numbers [(None, None, None, None), (None, 1, 'x\ny', None), (None, 1e+21, None, 0.1),
    //   (None, None, datetime.datetime(1900, 1, 1, 0, 0), 'ünïcödé 😀')]
    const expected = [[null, null, null, null], [null, 1, 'x\ny', null], [null, 1e21, null, 0.1], [null, null, '1900-01-01', 'ünïcödé 😀']];
    expect((await read(fixture('people.xlsx'), { sheet: 'Numbers', header: false })).rows).toEqual(expected);
    expect((await read(fixture('people.xlsx'), { sheet: '2', header: false })).rows).toEqual(expected);
    const csv = (await read(fixture('people.xlsx'), { sheet: 'Numbers', to: 'csv' })).csv;
    expect(csv).toBe(',,,\r\n,1,"x\ny",\r\n,1e+21,,0.1\r\n,,1900-01-01,ünïcödé 😀\r\n');
  });

  it('reads shared strings, rich text, formula strings and the 1904 date system', async () => {
    // openpyxl: ['Q&A'], epoch 1904-01-01; rows ('key', 'value'), ('bold and plain', '  spaced & <tagged> é  '),
    //   ('line_x000D_break', 'keyvalue'), (datetime.time(0, 0), datetime.time(18, 0)),
    //   (datetime.datetime(2024, 1, 2, 12, 0), None), ('inline', '#DIV/0!')
    const result = await read(fixture('shared-strings-1904.xlsx'));
    expect(result.sheets).toEqual(['Q&A']);
    expect(result.rows).toEqual([
      { key: 'bold and plain', value: '  spaced & <tagged> é  ' },
      { key: 'line_x000D_break', value: 'keyvalue' },
      { key: '00:00:00', value: '18:00:00' },
      { key: '2024-01-02T12:00:00', value: null },
      { key: 'inline', value: '#DIV/0!' },
    ]);
    expect((await read(fixture('shared-strings-1904.xlsx'), { sheet: 'Q&A', to: 'csv' })).csv).toBe(
      'key,value\r\nbold and plain,  spaced & <tagged> é  \r\nline_x000D_break,keyvalue\r\n00:00:00,18:00:00\r\n2024-01-02T12:00:00,\r\ninline,#DIV/0!\r\n',
    );
  });

  it('names empty and repeated headers as csv-to-json does, and keeps __proto__ a plain key', async () => {
    const file = workbook(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>__proto__</t></is></c><c r="C1" t="inlineStr"><is><t>a</t></is></c><c r="D1" t="inlineStr"><is><t>a</t></is></c></row>' +
        '<row r="2"><c r="A2"><v>1</v></c><c r="B2"><v>2</v></c><c r="C2"><v>3</v></c><c r="D2"><v>4</v></c></row>',
    );
    const [row] = (await read(file)).rows as Record<string, unknown>[];
    expect(JSON.stringify(row)).toBe('{"__proto__":1,"column_2":2,"a":3,"a_2":4}');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('reads dates by built-in and custom formats, in the 1900 system with its phantom leap day', async () => {
    // Excel: serial 59 = 1900-02-28, 61 = 1900-03-01, 45306 = 2024-01-15; format 14 (m/d/yyyy), 22 (m/d/yyyy h:mm), 164 custom.
    const styles = strToU8(
      '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="&quot;day&quot; dd.mm.yyyy"/><numFmt numFmtId="165" formatCode="0.00&quot;d&quot;"/></numFmts>' +
        '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="22"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>',
    );
    const file = workbook(
      '<row r="1"><c r="A1" s="1"><v>59</v></c><c r="B1" s="1"><v>61</v></c><c r="C1" s="2"><v>45306.25</v></c><c r="D1" s="3"><v>45306</v></c><c r="E1" s="4"><v>45306</v></c></row>',
      { 'xl/styles.xml': styles },
    );
    expect((await read(file, { header: false })).rows).toEqual([['1900-02-28', '1900-03-01', '2024-01-15T06:00:00', '2024-01-15', 45306]]);
  });

  it('refuses what is not an XLSX workbook, naming the field', async () => {
    await expectInvalid('excel-to-json', { file: base64(strToU8('name,age\nAda,36\n')) }, 'file: is not an XLSX file (not a readable zip archive)');
    await expectInvalid('excel-to-json', { file: base64(zipSync({ 'a.txt': strToU8('x') })) }, 'file: is not an XLSX file (no xl/workbook.xml)');
    await expectInvalid('excel-to-json', { file: 'not base64!' }, /^file: is not valid Base64/);
    const broken = base64(zipSync({ 'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>'), 'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>') }));
    await expectInvalid('excel-to-json', { file: broken }, 'file: sheet "S" has no worksheet part (xl/worksheets/sheet1.xml)');
    await expectInvalid('excel-to-json', { file: fixture('tiny.xlsx'), sheet: 'Missing' }, 'sheet: no sheet is named "Missing" (the workbook has "Sheet1", "Totals")');
    await expectInvalid('excel-to-json', { file: fixture('tiny.xlsx'), sheet: '3' }, /^sheet: no sheet is named "3"/);
    await expectInvalid('excel-to-json', { file: fixture('tiny.xlsx'), to: 'xml' }, 'to: must be one of json, csv');
    await expectInvalid('excel-to-json', { file: fixture('tiny.xlsx'), header: 'yes' }, 'header: must be a boolean, got a string');
    await expectInvalid('excel-to-json', {}, 'file: is required');
  });

  it('refuses zip bombs before inflating them: too many entries, too many declared bytes', async () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= 10_000; i++) many[`x${i}`] = new Uint8Array(0);
    await expectInvalid('excel-to-json', { file: base64(zipSync(many, { level: 0 })) }, 'file: the workbook holds more than 10000 zip entries');
    // A small entry whose central directory claims 200 MB: refused from the header, never inflated.
    const bomb = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') });
    const view = new DataView(bomb.buffer);
    let central = bomb.length - 4;
    while (view.getUint32(central, true) !== 0x02014b50) central--;
    view.setUint32(central + 24, 200_000_000, true);
    await expectInvalid('excel-to-json', { file: base64(bomb) }, 'file: the workbook unpacks to more than 50 MB of XML');
  });

  it('refuses a sheet whose range from A1 is too large to lay out', async () => {
    await expectInvalid('excel-to-json', { file: workbook('<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>') }, /^file: the sheet's range A1 to row 1048576, column 16384 is more than 10000000 cells/);
  });
});

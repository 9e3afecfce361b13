import { Type, type Static } from '@sinclair/typebox';
import { binaryBytes, binaryInput } from '../../lib/binary-field.ts';
import { rowObject, uniqueColumnNames } from '../../lib/column-names.ts';
import { csvRecord } from '../../lib/csv-write.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { openWorkbook, type CellValue } from '../../lib/xlsx-read.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue names the inputs only):
 * - Own reader (core/lib/xlsx-read.ts: fflate + fast-xml-parser); exceljs is huge. XLSX only: the
 *   older binary .xls is refused as not a zip.
 * - The sheet is chosen by its exact name first, then by its 1-based position ("2"); the first
 *   sheet by default. The rows span the cells that hold values, as openpyxl's ws.values does.
 * - header=true: the first row names the keys (as csv-to-json names them: an empty header
 *   becomes column_<n>, a repeated one gets _2, _3…); every later row is an object with every key, empty cells null.
 *   header=false: rows are arrays.
 * - Dates become ISO 8601 text without a zone (Excel stores none). CSV writes booleans TRUE/FALSE
 *   as Excel does, empty cells as empty fields, numbers as JavaScript prints them.
 */

const output = closedObject({
  sheet: Type.String({ description: 'The name of the sheet read' }),
  sheets: Type.Array(Type.String(), { description: 'The names of every sheet in the workbook, in order' }),
  rows: Type.Optional(Type.Array(Type.Unknown(), { description: 'to=json: the rows, objects keyed by the header row (header=true) or arrays of cell values' })),
  csv: Type.Optional(Type.String({ description: 'to=csv: the rows as RFC 4180 CSV (CRLF line ends)' })),
});

// core/tools/data/fixtures/tiny.xlsx (see fixtures/README.md): sheets Sheet1 (name, qty, paid; Ada 3 TRUE; Grace 2.5 FALSE) and Totals.
const TINY_XLSX =
  'UEsDBBQAAAAIAAAAIVxLR0Is3AAAAH4CAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbLWSvU4DMRCEX+XkFsUbUqRAuTRACxS8wMa3l7POf/JuwuXt4zMRBYoikKBa2TOz8xW7eT8l4mbyLnCrBpH0AMBmII+sY6JQlD5mj1KeeQ8JzYh7gtVyuQYTg1CQhcw71HbzRD0enDTPU/lmG0OrSlw1j5++uapVmJKzBqXIMKtwNZfJ8Y3gMXTf6BYXMl2S1cODTXx3aXg9Us62o+YNs7ygL+tgcvAR87iLcdS3Ma+0xb63hrpoDr5ENKdM2PFAJN7pOrVHG37QX80Mddz/McjX/l9yrP6bA+rZbc9QSwMEFAAAAAgAAAAhXP5bhnKKAAAA8AAAAAsAAABfcmVscy8ucmVsc43PMQ7CMAwF0KtUPkBdGBhQ2omlK+ICJnXaqk0cOUGU25OxIAZG63+9L5srr5RnCWmaY6o2v4bUwpRzPCMmO7GnVEvkUBIn6imXU0eMZBcaGY9Nc0LdG9CZvVn1QwvaDweobq/I/9ji3Gz5IvbhOeQfE1+NIpOOnFvYVnyKLneRpS4oYGfw48HuDVBLAwQUAAAACAAAACFcTnqUSJ8AAAASAQAADwAAAHhsL3dvcmtib29rLnhtbI2QMQ6DMAxFr4JygBoYOiBg6sLcXiAF00QkMbJTtcdvgCLRrZO/v5/+l1y/iKc70ZS9vQvSKBPjXAFIb9BrOdGMIV1GYq9jWvkBMjPqQQxi9A7KPD+D1zaoLaHifzJoHG2PF+qfHkPcQhidjpaCGDuLauu1Qb4zC9pjo66LLlS2et3QqKS5sklwNxQKfukbRe3kQJcHulxo2Etg/0P7AVBLAwQUAAAACAAAACFcwPAadZcAAAB+AQAAGgAAAHhsL19yZWxzL3dvcmtib29rLnhtbC5yZWxzvZA9CsMwDEavEnyAKMnQocSZumQtvYBxZDsk/sFSaXv7mkJLChk6dRL6BO97qD/jqniOgdycqLr7NZAUjjkdAUg79IrqmDCUi4nZKy5rtpCUXpRF6JrmAHnLEEO/ZVbjJEUep1ZUl0fCX9jRmFnjKeqrx8A7FXCLeSGHyAWqskWW4hMRvEZbF6qAfZnuzzLdWwa+3j08AVBLAwQUAAAACAAAACFcxMFpLM4AAAD4AQAAGAAAAHhsL3dvcmtzaGVldHMvc2hlZXQxLnhtbHVRWw6CMBC8CukBXKDRD1Oa+Eg8gCdYoUojLdhufNzegqZBA3/dmdmZSVc8Wnf1tVKUPE1jfcFqom4N4MtaGfSLtlM2MOfWGaQwugv4zimshiXTQJ6mKzCoLZNiwPZIKIVrH4krWBbQsn9sMpZQwbRttFVHcgHXXgqSFo0SQFJAP0P51W/n9Dd6Tch3c/IOdfWrh1At9stjv3zGYFPhVL1+8S65gPu4xcfkNHBZ5H4SeUzkM4kHh+Xkl/DBN18s/1L5KDX9S4XRTSAeW74BUEsDBBQAAAAIAAAAIVyIHNFSkQAAAMoAAAAYAAAAeGwvd29ya3NoZWV0cy9zaGVldDIueG1sTY5bCsJADEW3UmYBTSvUD0kDSnfgCkId7eA8Sia0Lt9pFfEnJCec5OKa5Jkna7V6BR9zbybV+QSQx8kGznWabSybe5LAWkZ5QJ7F8m2XgodD0xwhsIuGcGcDKxNKWivpTVvouDXn1lTaGxe9i/aqUrjLhEqalD2CEsIGYPwKl01dqKs7hOXDoRwt9e8L/OLTG1BLAQIUAxQAAAAIAAAAIVxLR0Is3AAAAH4CAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgAAAAhXP5bhnKKAAAA8AAAAAsAAAAAAAAAAAAAAIABDQEAAF9yZWxzLy5yZWxzUEsBAhQDFAAAAAgAAAAhXE56lEifAAAAEgEAAA8AAAAAAAAAAAAAAIABwAEAAHhsL3dvcmtib29rLnhtbFBLAQIUAxQAAAAIAAAAIVzA8Bp1lwAAAH4BAAAaAAAAAAAAAAAAAACAAYwCAAB4bC9fcmVscy93b3JrYm9vay54bWwucmVsc1BLAQIUAxQAAAAIAAAAIVzEwWkszgAAAPgBAAAYAAAAAAAAAAAAAACAAVsDAAB4bC93b3Jrc2hlZXRzL3NoZWV0MS54bWxQSwECFAMUAAAACAAAACFciBzRUpEAAADKAAAAGAAAAAAAAAAAAAAAgAFfBAAAeGwvd29ya3NoZWV0cy9zaGVldDIueG1sUEsFBgAAAAAGAAYAiwEAACYFAAAAAA==';

function csvText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

export default defineTool({
  id: 'excel-to-json',
  name: 'Excel to JSON',
  category: 'data',
  description:
    'Read one sheet of an Excel workbook (.xlsx) as JSON rows keyed by the header row, or as CSV: shared and inline strings, numbers, booleans, errors, and dates by their number format.',
  keywords: ['xlsx', 'excel', 'spreadsheet', 'xlsx to json', 'xlsx to csv', 'excel to csv', 'sheet', 'workbook', 'openpyxl'],
  isolate: true,
  input: closedObject({
    file: binaryInput('The .xlsx workbook'),
    sheet: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'The sheet to read: its name, or its 1-based position; 1–255 characters; default the first sheet' })),
    to: withDefault(stringEnum(['json', 'csv'], { description: 'json: rows as JSON; csv: the sheet as CSV; default json' }), 'json'),
    header: withDefault(Type.Boolean({ description: 'Whether the first row names the columns (JSON objects instead of arrays); default true' }), true),
  }),
  output,
  examples: [
    {
      title: 'Rows keyed by the header row',
      input: { file: TINY_XLSX },
      output: {
        sheet: 'Sheet1',
        sheets: ['Sheet1', 'Totals'],
        rows: [
          { name: 'Ada', qty: 3, paid: true },
          { name: 'Grace', qty: 2.5, paid: false },
        ],
      },
    },
    {
      title: 'As CSV',
      input: { file: TINY_XLSX, to: 'csv' },
      output: { sheet: 'Sheet1', sheets: ['Sheet1', 'Totals'], csv: 'name,qty,paid\r\nAda,3,TRUE\r\nGrace,2.5,FALSE\r\n' },
    },
    {
      title: 'The second sheet by position, without a header',
      input: { file: TINY_XLSX, sheet: '2', header: false },
      output: { sheet: 'Totals', sheets: ['Sheet1', 'Totals'], rows: [['total', 5.5]] },
    },
  ],
  async run({ file, sheet, to, header }): Promise<Static<typeof output>> {
    const workbook = await openWorkbook(binaryBytes('file', file), 'file');
    const { sheetNames } = workbook;
    let index = 0;
    if (sheet !== undefined) {
      index = sheetNames.indexOf(sheet);
      if (index < 0 && /^[1-9][0-9]{0,4}$/.test(sheet) && Number(sheet) <= sheetNames.length) index = Number(sheet) - 1;
      if (index < 0) invalid(`sheet: no sheet is named ${quoteClipped(sheet)} (the workbook has ${sheetNames.map((name) => quoteClipped(name)).join(', ')})`);
    }
    const grid = workbook.readSheet(index);
    if (to === 'csv') {
      let csv = '';
      for (const row of grid.rows) {
        csv += csvRecord(row.map(csvText), ',');
        if (csv.length > MAX_RESULT_CHARS) resultTooLarge('file', 'the CSV');
      }
      return { sheet: grid.name, sheets: sheetNames, csv };
    }
    if (!header || grid.rows.length === 0) return { sheet: grid.name, sheets: sheetNames, rows: grid.rows };
    const { names } = uniqueColumnNames(grid.rows[0]!.map((cell) => (cell === null ? '' : String(cell))));
    const rows = grid.rows.slice(1).map((row) => rowObject(names, row));
    return { sheet: grid.name, sheets: sheetNames, rows };
  },
});

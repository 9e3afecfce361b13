import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { tsv: string; rows: number; columns: number; escapedCells: number; delimiter: string; warnings: string[] };
const toTsv = (csv: string, options: Record<string, unknown> = {}) => run<Result>('csv-to-tsv', { csv, ...options });

describe('csv-to-tsv', () => {
  it('turns RFC 4180 CSV into plain tab-separated fields', async () => {
    // python3: '\n'.join('\t'.join(r) for r in csv.reader(io.StringIO('name,city\r\n"Doe, Jane","New York"\r\n', newline=''))) + '\n'
    expect(await toTsv('name,city\r\n"Doe, Jane","New York"\r\n')).toEqual({
      tsv: 'name\tcity\nDoe, Jane\tNew York\n',
      rows: 2,
      columns: 2,
      escapedCells: 0,
      delimiter: ',',
      warnings: [],
    });
  });

  it('escapes line breaks, tabs and backslashes as PostgreSQL COPY text format writes them', async () => {
    // psql: COPY (SELECT 'two' || chr(10) || 'lines', 'a' || chr(9) || 'b \ c', 'cr' || chr(13) || 'x', 'C:\dir') TO STDOUT
    //   → two\nlines<TAB>a\tb \\ c<TAB>cr\rx<TAB>C:\\dir
    const csv = '"two\nlines","a\tb \\ c","cr\rx",C:\\dir\r\n';
    expect(await toTsv(csv)).toMatchObject({ tsv: 'two\\nlines\ta\\tb \\\\ c\tcr\\rx\tC:\\\\dir\n', escapedCells: 4 });
    expect((await toTsv('"crlf\r\nend"\n')).tsv).toBe('crlf\\r\\nend\n');
  });

  it('detects the delimiter or takes the one given, and leaves quotes alone', async () => {
    expect(await toTsv('a;b\n"x;y";"say ""hi"""\n')).toMatchObject({ delimiter: ';', tsv: 'a\tb\nx;y\tsay "hi"\n' });
    expect(await toTsv('a|b\n1|2\n')).toMatchObject({ delimiter: '|', tsv: 'a\tb\n1\t2\n' });
    expect(await toTsv('a;b\n1;2\n', { delimiter: ',' })).toMatchObject({ delimiter: ',', tsv: 'a;b\n1;2\n' });
  });

  it('keeps ragged records as they are, with warnings, and skips blank lines', async () => {
    expect(await toTsv('a,b,c\n\n1\n1,2,3,4\n')).toEqual({
      tsv: 'a\tb\tc\n1\n1\t2\t3\t4\n',
      rows: 3,
      columns: 4,
      escapedCells: 0,
      delimiter: ',',
      warnings: ['line 3: 1 fields, the first record has 3', 'line 4: 4 fields, the first record has 3'],
    });
    expect(await toTsv('')).toEqual({ tsv: '', rows: 0, columns: 0, escapedCells: 0, delimiter: ',', warnings: [] });
  });

  it('refuses broken quoting with line and column, and bad fields', async () => {
    await expectInvalid('csv-to-tsv', { csv: 'a\n"x\n' }, 'csv: invalid CSV at line 2, column 1: the quoted field starting here is never closed');
    await expectInvalid('csv-to-tsv', { csv: 'a', delimiter: '\r' }, /^delimiter: must be "auto" or one character/);
    await expectInvalid('csv-to-tsv', { csv: 'a'.repeat(1_000_001) }, 'csv: must be at most 1000000 characters');
    await expectInvalid('csv-to-tsv', { csv: 'a', header: true }, 'header: unknown field');
  });

  it('comes back exactly through tsv-to-csv', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\t', '\r', '\n', '\\', 'n', 't', 'é', '😀'), minLength: 1, maxLength: 8 });
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(text, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }), async (table) => {
        const csv = table.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
        const { tsv } = await toTsv(csv, { delimiter: ',' });
        expect(tsv.split('\n')).toHaveLength(table.length + 1);
        expect(tsv.split('\n').every((line) => line.split('\t').length <= 2)).toBe(true);
        const back = await run<{ csv: string }>('tsv-to-csv', { tsv });
        const reread = await run<{ tsv: string }>('csv-to-tsv', { csv: back.csv, delimiter: ',' });
        expect(reread.tsv).toBe(tsv);
        // The cells themselves: tsv-to-csv's output read by papaparse.
        const Papa = (await import('papaparse')).default;
        expect(Papa.parse<string[]>(back.csv, { newline: '\r\n', delimiter: ',' }).data.slice(0, -1)).toEqual(table);
      }),
    );
  });
});

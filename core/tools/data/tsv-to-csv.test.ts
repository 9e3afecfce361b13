import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { csv: string; rows: number; columns: number; warnings: string[] };
const toCsv = (tsv: string, options: Record<string, unknown> = {}) => run<Result>('tsv-to-csv', { tsv, ...options });

describe('tsv-to-csv', () => {
  it('quotes as RFC 4180 and Python write, reading quotes in TSV as plain text', async () => {
    // python3: w = csv.writer(buf); w.writerows(csv.reader(io.StringIO(tsv, newline=''), delimiter='\t', quoting=csv.QUOTE_NONE))
    expect(await toCsv('name\tquote\nDoe, Jane\tsaid "hi"\n')).toEqual({ csv: 'name,quote\r\n"Doe, Jane","said ""hi"""\r\n', rows: 2, columns: 2, warnings: [] });
    // python3: the same with csv.writer(buf, delimiter=';') on 'a\t"b\tc\n'
    expect((await toCsv('a\t"b\tc\n', { delimiter: ';' })).csv).toBe('a;"""b";c\r\n');
  });

  it('decodes \\t, \\n, \\r and \\\\ as PostgreSQL COPY reads them, keeping other backslashes', async () => {
    // psql: COPY t FROM a file holding 1<TAB>two\nlines<TAB>a\tb \\ c → 'two' || chr(10) || 'lines', 'a' || chr(9) || 'b \ c'
    // A tab needs no quotes in comma-separated CSV (python3's csv.writer does not quote it either).
    expect((await toCsv('1\ttwo\\nlines\ta\\tb \\\\ c\tcr\\rx\n')).csv).toBe('1,"two\nlines",a\tb \\ c,"cr\rx"\r\n');
    // PostgreSQL would drop the backslash of \d; this tool keeps it, so Windows paths survive.
    expect((await toCsv('C:\\dir\tend\\\n')).csv).toBe('C:\\dir,end\\\r\n');
  });

  it('reads CRLF, LF and CR line ends, drops a BOM and skips blank lines', async () => {
    expect(await toCsv('\uFEFFa\tb\r\n1\t2\r\r\n3\t4\n\n')).toEqual({ csv: 'a,b\r\n1,2\r\n3,4\r\n', rows: 3, columns: 2, warnings: [] });
    expect(await toCsv('')).toEqual({ csv: '', rows: 0, columns: 0, warnings: [] });
  });

  it('keeps ragged lines with warnings, and writes a lone empty field as ""', async () => {
    expect(await toCsv('a\tb\n1\n\t\t\n')).toEqual({
      csv: 'a,b\r\n1\r\n,,\r\n',
      rows: 3,
      columns: 3,
      warnings: ['line 2: 1 fields, the first record has 2', 'line 3: 3 fields, the first record has 2'],
    });
    // A line holding only an escaped empty-looking value is not blank.
    expect((await toCsv('a\n\\\\\n')).csv).toBe('a\r\n\\\r\n');
  });

  it('lists at most 100 warnings', async () => {
    const result = await toCsv('a\tb\n' + '1\n'.repeat(150));
    expect(result.warnings).toHaveLength(101);
    expect(result.warnings[100]).toBe('… and 50 more warnings');
  });

  it('refuses bad fields and inputs past the bound', async () => {
    await expectInvalid('tsv-to-csv', { tsv: 'a', delimiter: '"' }, /^delimiter: must be one character other than a double quote/);
    await expectInvalid('tsv-to-csv', { tsv: 'a', delimiter: 'auto' }, /^delimiter: must be one character/);
    await expectInvalid('tsv-to-csv', {}, 'tsv: is required');
    await expectInvalid('tsv-to-csv', { tsv: 'a'.repeat(1_000_001) }, 'tsv: must be at most 1000000 characters');
    const max = '"'.repeat(1_000_000);
    expect((await toCsv(max)).csv.length).toBe(2_000_004);
  });
});

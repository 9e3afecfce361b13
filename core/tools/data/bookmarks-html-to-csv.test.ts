import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { csv: string; rows: number; bookmarks: number; folders: number; warnings: string[] };
const toCsv = (input: string, options: Record<string, unknown> = {}) => run<Result>('bookmarks-html-to-csv', { input, ...options });
const toHtml = async (input: string) => (await run<{ html: string }>('csv-to-bookmarks-html', { input })).html;

/**
 * A bookmarks export exactly as Chromium writes it (chrome/browser/bookmarks/bookmark_html_writer.cc:
 * the fixed header, CRLF, 4-space indents, ADD_DATE in seconds, LAST_MODIFIED on folders,
 * PERSONAL_TOOLBAR_FOLDER on the bookmark bar, ICON data URLs, the "Other bookmarks" children at the
 * top level, only `"` escaped in attribute values and & < > " ' in text, URLs in canonical GURL form).
 */
export const CHROMIUM_EXPORT = [
  '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
  '<!-- This is an automatically generated file.',
  '     It will be read and overwritten.',
  '     DO NOT EDIT! -->',
  '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
  '<TITLE>Bookmarks</TITLE>',
  '<H1>Bookmarks</H1>',
  '<DL><p>',
  '    <DT><H3 ADD_DATE="1699999000" LAST_MODIFIED="1700003000" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>',
  '    <DL><p>',
  '        <DT><A HREF="https://www.chromium.org/" ADD_DATE="1699999100" ICON="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAAXNSR0IArs4c6QAAAA1JREFUOE9jYBgFgw8AAAGQAAHcKSSnAAAAAElFTkSuQmCC">The Chromium Projects</A>',
  '        <DT><H3 ADD_DATE="1699999200" LAST_MODIFIED="1700002000">Dev</H3>',
  '        <DL><p>',
  '            <DT><A HREF="https://developer.mozilla.org/en-US/docs/Web/HTML" ADD_DATE="1699999300">HTML: HyperText Markup Language | MDN</A>',
  '            <DT><A HREF="https://github.com/search?q=netscape+bookmark&type=code" ADD_DATE="1699999400">Search · netscape bookmark &amp; &lt;tags&gt; · GitHub</A>',
  '            <DT><H3 ADD_DATE="1699999500" LAST_MODIFIED="0">Empty &amp; unused</H3>',
  '            <DL><p>',
  '            </DL><p>',
  '        </DL><p>',
  '        <DT><H3 ADD_DATE="1699999600" LAST_MODIFIED="1700001000">News/Blogs</H3>',
  '        <DL><p>',
  '            <DT><A HREF="https://blog.chromium.org/" ADD_DATE="1699999700">Chromium Blog</A>',
  '        </DL><p>',
  '    </DL><p>',
  '    <DT><A HREF="https://www.rfc-editor.org/rfc/rfc6350" ADD_DATE="1700000000">RFC 6350: vCard Format Specification</A>',
  '    <DT><A HREF="javascript:(function(){alert(&quot;hi&quot;)})()" ADD_DATE="1700000100">Bookmarklet</A>',
  '    <DT><A HREF="https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9" ADD_DATE="1700000200">日本語のページ &#39;quoted&#39;</A>',
  '</DL><p>',
  '',
].join('\r\n');

const HEADER = 'folder,title,url,add_date,tags,description\r\n';

/** A Firefox export: TAGS, <DD> descriptions, SHORTCUTURL, <HR>, a CSP meta tag, LF line ends. */
const FIREFOX_EXPORT = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<!-- This is an automatically generated file.
     It will be read and overwritten.
     DO NOT EDIT! -->
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<meta http-equiv="Content-Security-Policy"
      content="default-src 'self'; script-src 'none'; img-src data: *; object-src 'none'"></meta>
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks Menu</H1>

<DL><p>
    <DT><A HREF="https://www.mozilla.org/" ADD_DATE="1700000000" LAST_MODIFIED="1700000001" ICON_URI="https://www.mozilla.org/favicon.ico" TAGS="mozilla,browser">Mozilla</A>
    <DD>Home of Firefox
    <DT><H3 ADD_DATE="1700000100" LAST_MODIFIED="1700000200" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks Toolbar</H3>
    <DL><p>
        <DT><A HREF="https://example.org/" ADD_DATE="1700000300" LAST_MODIFIED="1700000300" SHORTCUTURL="ex">Example &amp; Co</A>
        <DD>Line one &lt;b&gt;
    </DL><p>
    <HR>
    <DT><H3 ADD_DATE="1700000400" LAST_MODIFIED="1700000500" UNFILED_BOOKMARKS_FOLDER="true">Other Bookmarks</H3>
    <DL><p>
    </DL><p>
</DL>
`;

describe('bookmarks-html-to-csv', () => {
  it('reads a Chromium export as Python does', async () => {
    // python3 ref.py chromium.html: html.parser.HTMLParser following DL/H3/A, dates with
    // datetime.fromtimestamp(s, timezone.utc), rows written by csv.writer(lineterminator='\r\n').
    const result = await toCsv(CHROMIUM_EXPORT);
    expect(result.csv).toBe(
      HEADER +
        'Bookmarks bar,The Chromium Projects,https://www.chromium.org/,2023-11-14T21:58:20Z,,\r\n' +
        'Bookmarks bar/Dev,HTML: HyperText Markup Language | MDN,https://developer.mozilla.org/en-US/docs/Web/HTML,2023-11-14T22:01:40Z,,\r\n' +
        'Bookmarks bar/Dev,Search · netscape bookmark & <tags> · GitHub,https://github.com/search?q=netscape+bookmark&type=code,2023-11-14T22:03:20Z,,\r\n' +
        'Bookmarks bar/News\\/Blogs,Chromium Blog,https://blog.chromium.org/,2023-11-14T22:08:20Z,,\r\n' +
        ',RFC 6350: vCard Format Specification,https://www.rfc-editor.org/rfc/rfc6350,2023-11-14T22:13:20Z,,\r\n' +
        ',Bookmarklet,"javascript:(function(){alert(""hi"")})()",2023-11-14T22:15:00Z,,\r\n' +
        ",日本語のページ 'quoted',https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9,2023-11-14T22:16:40Z,,\r\n",
    );
    expect(result).toMatchObject({ rows: 7, bookmarks: 7, folders: 4, warnings: [] });
  });

  it('adds empty folders in file order, or sorts by folder, on request', async () => {
    const withEmpty = await toCsv(CHROMIUM_EXPORT, { include_empty_folders: true });
    const lines = withEmpty.csv.split('\r\n');
    expect(lines[4]).toBe('Bookmarks bar/Dev/Empty & unused,,,,,');
    expect(withEmpty).toMatchObject({ rows: 8, bookmarks: 7 });

    const sorted = await toCsv(CHROMIUM_EXPORT, { include_empty_folders: true, sort_by_folder: true, delimiter: ';' });
    expect(sorted.csv.split('\r\n').map((line) => line.split(';')[0]!.replace(/^"|"$/g, '')).slice(1, -1)).toEqual([
      '',
      '',
      '',
      'Bookmarks bar',
      'Bookmarks bar/Dev',
      'Bookmarks bar/Dev',
      'Bookmarks bar/Dev/Empty & unused',
      'Bookmarks bar/News\\/Blogs',
    ]);
    // File order holds within a folder.
    expect(sorted.csv.split('\r\n')[1]).toMatch(/^;RFC 6350/);
  });

  it('reads a Firefox export: tags, descriptions, separators and an empty special folder', async () => {
    const result = await toCsv(FIREFOX_EXPORT, { include_empty_folders: true });
    expect(result.csv).toBe(
      HEADER +
        ',Mozilla,https://www.mozilla.org/,2023-11-14T22:13:20Z,"mozilla,browser",Home of Firefox\r\n' +
        'Bookmarks Toolbar,Example & Co,https://example.org/,2023-11-14T22:18:20Z,,Line one <b>\r\n' +
        'Other Bookmarks,,,,,\r\n',
    );
    expect(result).toMatchObject({ rows: 3, bookmarks: 2, folders: 2 });
  });

  it('reads dates in milliseconds and microseconds, and warns about unreadable ones', async () => {
    const html = '<DL><DT><A HREF="https://a.example/" ADD_DATE="1700000000123">a</A><DT><A HREF="https://b.example/" ADD_DATE="1700000000123456">b</A><DT><A HREF="https://c.example/" ADD_DATE="soon">c</A></DL>';
    const result = await toCsv(html);
    expect(result.csv.split('\r\n').slice(1, 4).map((line) => line.split(',')[3])).toEqual(['2023-11-14T22:13:20.123Z', '2023-11-14T22:13:20.123Z', '']);
    expect(result.warnings).toEqual(['the ADD_DATE "soon" of "https://c.example/" is not a date in seconds since 1970; add_date is empty']);
  });

  it('survives a round trip through csv-to-bookmarks-html', async () => {
    // The bookmarklet is refused on the way back (see csv-to-bookmarks-html); everything else returns.
    const first = (await toCsv(CHROMIUM_EXPORT, { include_empty_folders: true })).csv;
    const withoutBookmarklet = first.split('\r\n').filter((line) => !line.includes('javascript:')).join('\r\n');
    const again = (await toCsv(await toHtml(withoutBookmarklet), { include_empty_folders: true })).csv;
    expect(again).toBe(withoutBookmarklet);
    await expectInvalid('csv-to-bookmarks-html', { input: first }, /^input: row 7 \(line 8\): url "javascript:\(function\(\)\{alert\(\\"hi\\"\)\}\)\(\)" uses the javascript: scheme/);
  });

  it('round-trips any tree of bookmarks', async () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '/', '\\', '&', '<', '>', '"', "'", ',', 'é', '日'), minLength: 1, maxLength: 6 }).map((text) => text.trim()).filter((text) => text !== '');
    const bookmark = fc.record({
      folder: fc.array(name, { maxLength: 3 }),
      title: name,
      url: fc.constantFrom('https://example.com/', 'https://example.com/?a=1&b="2"', 'http://x.example/<p>', 'mailto:a@b.example', 'ftp://f.example/file'),
      seconds: fc.integer({ min: 0, max: 4_000_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(bookmark, { minLength: 1, maxLength: 8 }), async (bookmarks) => {
        const escapeName = (text: string) => text.replace(/[\\/]/g, (char) => `\\${char}`);
        const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
        const csv =
          'folder,title,url,add_date\r\n' +
          bookmarks.map((b) => [b.folder.map(escapeName).join('/'), b.title, b.url, String(b.seconds)].map(quote).join(',') + '\r\n').join('');
        const back = await toCsv(await toHtml(csv), { sort_by_folder: false });
        const rows = back.csv.split('\r\n').slice(1, -1);
        expect(back.bookmarks).toBe(bookmarks.length);
        // Bookmarks come back grouped by folder in first-appearance order; compare as sets of rows.
        const expected = bookmarks.map((b) =>
          [b.folder.map(escapeName).join('/'), b.title, b.url, new Date(b.seconds * 1000).toISOString().replace('.000Z', 'Z'), '', ''].map(quote).join(','),
        );
        expect([...rows].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('reads attributes named __proto__ or constructor as ordinary attributes', async () => {
    const result = await toCsv('<DL><DT><A __proto__="x" constructor="y" HREF="https://a.example/" href="https://ignored.example/">a</A></DL>');
    expect(result.csv).toBe(HEADER + ',a,https://a.example/,,,\r\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what is not a bookmark file', async () => {
    await expectInvalid('bookmarks-html-to-csv', { input: 'just some text' }, 'input: not a Netscape bookmark file: it has no <DL> list, <H3> folder or <A HREF> link');
    await expectInvalid('bookmarks-html-to-csv', { input: '<p><a name="x">anchor</a></p>' }, /not a Netscape bookmark file/);
    expect((await toCsv('<!DOCTYPE NETSCAPE-Bookmark-file-1>\r\n<DL><p>\r\n</DL><p>\r\n')).csv).toBe(HEADER);
  });

  it('keeps going through truncated and badly nested files', async () => {
    const result = await toCsv('<DL><p><DT><H3>A</H3><DL><p><DT><A HREF="https://a.example/">a</A><DT><H3>B</H3><DT><A HREF="https://b.example/">b');
    expect(result.csv).toBe(HEADER + 'A,a,https://a.example/,,,\r\nA,b,https://b.example/,,,\r\n');
    // 50,000 folders deep, never closed, read in one linear pass (the last heading has no <DL>, so the link sits beside it).
    const deep = '<DL><DT><H3>x</H3>'.repeat(50_000) + '<DT><A HREF="https://deep.example/">deep</A>';
    expect((await toCsv(deep)).csv.split('\r\n')[1]!.split(',')[0]!.split('/')).toHaveLength(49_999);
    // 20,000 bookmarks in a folder 25,000 deep repeat its path: refused before the CSV is built.
    const wide = '<DL><DT><H3>x</H3>'.repeat(25_000) + '<DT><A HREF="h">a</A>'.repeat(20_000);
    await expectInvalid('bookmarks-html-to-csv', { input: wide }, 'input: the CSV would be longer than 20000000 characters');
  });

  it('refuses bad options and more than 1,000,000 characters', async () => {
    await expectInvalid('bookmarks-html-to-csv', { input: '<DL>', delimiter: '"' }, /^delimiter: must be one character/);
    await expectInvalid('bookmarks-html-to-csv', { input: '<DL>', sort_by_folder: 1 }, 'sort_by_folder: must be a boolean, got an integer');
    await expectInvalid('bookmarks-html-to-csv', {}, 'input: is required');
    const max = '<DL>' + ' '.repeat(999_996);
    expect(max.length).toBe(1_000_000);
    expect((await toCsv(max)).rows).toBe(0);
    await expectInvalid('bookmarks-html-to-csv', { input: max + ' ' }, 'input: must be at most 1000000 characters');
  });
});

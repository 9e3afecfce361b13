import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { html: string; bookmarks: number; folders: number };
const toHtml = (input: string, options: Record<string, unknown> = {}) => run<Result>('csv-to-bookmarks-html', { input, ...options });

/** The fixed start of a Chromium export (chrome/browser/bookmarks/bookmark_html_writer.cc, kHeader). */
const CHROMIUM_HEADER =
  '<!DOCTYPE NETSCAPE-Bookmark-file-1>\r\n<!-- This is an automatically generated file.\r\n     It will be read and overwritten.\r\n     DO NOT EDIT! -->\r\n' +
  '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\r\n<TITLE>Bookmarks</TITLE>\r\n<H1>Bookmarks</H1>\r\n<DL><p>\r\n';

/** What an HTML parser (htmlparser2, as a browser tokenises) finds: every element with its attributes and text. */
function elements(html: string): { name: string; attributes: Record<string, string>; text: string }[] {
  const found: { name: string; attributes: Record<string, string>; text: string }[] = [];
  let current: (typeof found)[number] | undefined;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        current = { name, attributes, text: '' };
        found.push(current);
      },
      onclosetag: () => {
        current = undefined;
      },
      ontext: (text) => {
        if (current) current.text += text;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

describe('csv-to-bookmarks-html', () => {
  it('writes the Chromium layout: header, CRLF, 4-space indents, folders before their lists', async () => {
    const result = await toHtml('url,title,folder,add_date\r\nhttps://a.example/,A,Work/Docs,1700000000\r\nhttps://b.example/,B,,\r\n');
    expect(result.html).toBe(
      CHROMIUM_HEADER +
        '    <DT><H3>Work</H3>\r\n    <DL><p>\r\n' +
        '        <DT><H3>Docs</H3>\r\n        <DL><p>\r\n' +
        '            <DT><A HREF="https://a.example/" ADD_DATE="1700000000">A</A>\r\n' +
        '        </DL><p>\r\n    </DL><p>\r\n' +
        '    <DT><A HREF="https://b.example/">B</A>\r\n' +
        '</DL><p>\r\n',
    );
    expect(result).toMatchObject({ bookmarks: 2, folders: 2 });
  });

  it('escapes every text and attribute value, so markup in the CSV stays text', async () => {
    const csv = 'url,title,tags,description,folder\r\n"https://x.example/?a=1&b=""2""><script>alert(1)</script>","<img src=x onerror=alert(1)> & \'q\'","a"",b","</DD><script>x</script>","<\\/H3><script>f<\\/script>"\r\n';
    const { html } = await toHtml(csv);
    expect(html).not.toMatch(/<script|<img/i);
    // An HTML parser reads back exactly the CSV's values, and no element besides the bookmark file's own.
    const parsed = elements(html);
    expect(new Set(parsed.map((element) => element.name))).toEqual(new Set(['meta', 'title', 'h1', 'dl', 'p', 'dt', 'h3', 'a', 'dd']));
    const anchor = parsed.find((element) => element.name === 'a')!;
    expect(anchor.attributes).toEqual({ href: 'https://x.example/?a=1&b="2"><script>alert(1)</script>', tags: 'a",b' });
    expect(anchor.text).toBe("<img src=x onerror=alert(1)> & 'q'");
    expect(parsed.find((element) => element.name === 'h3')!.text).toBe('</H3><script>f</script>');
    expect(parsed.find((element) => element.name === 'dd')!.text.trim()).toBe('</DD><script>x</script>');
  });

  it('refuses javascript:, vbscript: and data: URLs in every spelling, with the row and line', async () => {
    const refused: [string, string][] = [
      ['javascript:alert(1)', 'javascript:'],
      ['JavaScript:alert(1)', 'javascript:'],
      [' javascript:alert(1)', 'javascript:'],
      ['"java\tscript:alert(1)"', 'javascript:'],
      ['"\u0001javascript:alert(1)"', 'javascript:'],
      ['vbscript:msgbox(1)', 'vbscript:'],
      ['data:text/html;base64,PHNjcmlwdD4=', 'data:'],
    ];
    for (const [url, scheme] of refused) {
      const envelope = await run<Result>('csv-to-bookmarks-html', { input: `title,url\nok,https://ok.example/\n\nbad,${url}\n` }).catch((error: Error) => error.message);
      expect(envelope, url).toMatch(new RegExp(`VALIDATION_ERROR input: row 2 \\(line 4\\): url .* uses the ${scheme} scheme, which is refused`));
    }
  });

  it('refuses URLs that are not absolute and bookmarks without one, and keeps folder-only rows', async () => {
    await expectInvalid('csv-to-bookmarks-html', { input: 'url,title\n/relative,x\n' }, 'input: row 1 (line 2): url "/relative" is not an absolute URL');
    await expectInvalid('csv-to-bookmarks-html', { input: 'url,title\n,has a title\n' }, 'input: row 1 (line 2): the url is empty');
    const folderOnly = await toHtml('url,title,folder\n,,Empty\n');
    expect(folderOnly.html).toBe(CHROMIUM_HEADER + '    <DT><H3>Empty</H3>\r\n    <DL><p>\r\n    </DL><p>\r\n</DL><p>\r\n');
    expect(folderOnly).toMatchObject({ bookmarks: 0, folders: 1 });
  });

  it('finds columns by their usual names or by column_map, and says which exist', async () => {
    const usual = await toHtml('Name,Link,Category,Date Added,Labels,Notes\nA,https://a.example/,Read,2024-01-31,x,note\n');
    expect(usual.html).toContain('<DT><A HREF="https://a.example/" ADD_DATE="1706659200" TAGS="x">A</A>\r\n        <DD>note\r\n');
    await expectInvalid('csv-to-bookmarks-html', { input: 'a,b\n1,2\n' }, 'input: no url column: name one with column_map.url, or call a column url, href or link (the header has "a", "b")');
    await expectInvalid('csv-to-bookmarks-html', { input: 'a,b\n1,2\n', column_map: { url: 'c' } }, 'column_map.url: the CSV has no column named "c"; its header has "a", "b"');
    await expectInvalid('csv-to-bookmarks-html', { input: 'a\n', column_map: { href: 'a' } }, 'column_map.href: unknown field');
  });

  it('reads add_date as seconds, milliseconds, microseconds or a date string', async () => {
    // python3: int(datetime(2023, 11, 14, 22, 13, 20, tzinfo=timezone.utc).timestamp()) == 1700000000
    const dates = ['1700000000', '1700000000999', '1700000000123456', '2023-11-14T22:13:20Z', '2023-11-14 23:13:20+01:00', 'Tue, 14 Nov 2023 22:13:20 GMT'];
    const { html } = await toHtml('url,add_date\n' + dates.map((date) => `https://a.example/,"${date}"`).join('\n'));
    expect(html.match(/ADD_DATE="\d+"/g)).toEqual(Array(6).fill('ADD_DATE="1700000000"'));
    await expectInvalid('csv-to-bookmarks-html', { input: 'url,add_date\nhttps://a.example/,soon\n' }, 'input: row 1 (line 2): add_date "soon" is neither seconds since 1970 nor a date such as 2024-01-31T12:00:00Z');
  });

  it('puts everything in root_folder and marks a toolbar folder for import', async () => {
    const { html } = await toHtml('url,folder\nhttps://a.example/,Bookmarks Bar\nhttps://b.example/,Bookmarks bar/Sub\n', { delimiter: ',' });
    expect(html).toContain('    <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks Bar</H3>\r\n');
    expect(html).toContain('    <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>\r\n');
    const rooted = await toHtml('url,folder\nhttps://a.example/,Bookmarks bar\n', { root_folder: 'Imported <2024>' });
    expect(rooted.html).toContain('    <DT><H3>Imported &lt;2024&gt;</H3>\r\n    <DL><p>\r\n        <DT><H3>Bookmarks bar</H3>\r\n');
    expect(rooted.folders).toBe(2);
  });

  it('splits folder paths on unescaped slashes, trimming names', async () => {
    const { html } = await toHtml('url,folder\nhttps://a.example/, Tech\\/Science / AC\\\\DC //x/\n');
    expect(elements(html).filter((element) => element.name === 'h3').map((element) => element.text)).toEqual(['Tech/Science', 'AC\\DC', 'x']);
  });

  it('refuses folder paths so deep that their indentation would explode the file', async () => {
    expect((await toHtml('url,folder\nhttps://a.example/,' + 'a/'.repeat(1_000) + '\n')).folders).toBe(1_000);
    // 300,000 levels of 4-space indents: about 5 × 10^11 characters.
    await expectInvalid('csv-to-bookmarks-html', { input: 'url,folder\nhttps://a.example/,' + 'a/'.repeat(300_000) + '\n' }, 'input: the bookmark file would be longer than 20000000 characters');
  });

  it('refuses broken CSV with its line and column, an empty file and bad options', async () => {
    await expectInvalid('csv-to-bookmarks-html', { input: 'url,title\nhttps://a.example/,"never closed\n' }, 'input: invalid CSV at line 2, column 20: the quoted field starting here is never closed');
    await expectInvalid('csv-to-bookmarks-html', { input: '' }, 'input: the CSV is empty; it needs a header record and one record per bookmark');
    await expectInvalid('csv-to-bookmarks-html', { input: 'url\n', root_folder: '' }, 'root_folder: must not be empty');
    await expectInvalid('csv-to-bookmarks-html', { input: 'url\n', column_map: { url: 5 } }, 'column_map.url: must be a string, got an integer');
    await expectInvalid('csv-to-bookmarks-html', { input: 'url\n', delimiter: ';;' }, /^delimiter: must be one character/);
    await expectInvalid('csv-to-bookmarks-html', {}, 'input: is required');
  });

  it('keeps __proto__ column names harmless and holds the 1,000,000-character bound', async () => {
    expect((await toHtml('__proto__,url\nx,https://a.example/\n', { column_map: { title: '__proto__' } })).html).toContain('>x</A>');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const max = 'url\n' + 'https://a.example/\n'.repeat(52_631) + 'x'.repeat(1_000_000 - 4 - 19 * 52_631).replace(/^x/, 'h');
    expect(max.length).toBe(1_000_000);
    await expectInvalid('csv-to-bookmarks-html', { input: max }, /^input: row 52632 \(line 52633\): url "hx/);
    await expectInvalid('csv-to-bookmarks-html', { input: max + 'x' }, 'input: must be at most 1000000 characters');
  });
});

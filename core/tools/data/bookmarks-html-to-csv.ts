import { Type } from '@sinclair/typebox';
import { bookmarkDateMs, compareFolderPaths, isoSeconds, joinFolderPath } from '../../lib/bookmark-folders.ts';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { csvRecord } from '../../lib/csv-write.ts';
import { scanHtml, type HtmlHandler } from '../../lib/html-scan.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The Netscape bookmark format as Chromium, Firefox, Safari and Edge export it, tokenised by
 *   htmlparser2 (entities decoded; html-scan.ts, linear however deep the folders nest): an <H3> names
 *   the folder whose <DL> follows it; an <A HREF> is a bookmark; a <DD> after a bookmark is its
 *   description, ended by the next tag of the list. <DT>, <DD> and <p> need no end tag, and a missing
 *   </A> or </H3> ends at the next list tag or the end of the text. The <H1> (the file's title) is not
 *   a folder. Anchors without HREF and <HR> separators are skipped.
 * - Columns: folder, title, url, add_date, tags, description. folder is the path of folder names
 *   joined by "/" (a "/" or "\" inside a name is escaped with "\", see bookmark-folders.ts), empty at
 *   the top level. add_date is ISO 8601 UTC (ADD_DATE in seconds; values too large for seconds are
 *   read as milliseconds or microseconds); tags is Firefox's TAGS attribute as written. Titles and
 *   descriptions are trimmed.
 * - include_empty_folders adds a row (title and url empty) for each folder with nothing in it, so the
 *   folder tree survives a round trip through csv-to-bookmarks-html. sort_by_folder orders the rows by
 *   folder path, name by name (subfolders right after their folder), keeping the file's order within
 *   a folder; otherwise rows are in the file's order.
 * - The CSV is RFC 4180 with CRLF and a header record. URLs are copied as they are (javascript:
 *   bookmarklets included: a CSV cell runs nothing).
 * - A text with no <DL>, <H3> or <A HREF> is not a bookmark file and is refused.
 */

const COLUMNS = ['folder', 'title', 'url', 'add_date', 'tags', 'description'];
/** The tags that make up the list; each one ends an open title, heading or description. */
const LIST_TAGS = new Set(['dt', 'dd', 'dl', 'h3', 'a', 'hr']);
const MAX_WARNINGS = 100;

/** A folder knows its parent, so a deep tree costs one object per folder, not a copy of each path. */
interface Folder {
  name: string;
  parent: Folder | undefined;
  /** Characters of the folder column (names, escapes and slashes), worked out without building it. */
  pathChars: number;
  entries: number;
  names?: string[];
  path?: string;
}

function folderNames(folder: Folder): string[] {
  if (!folder.names) {
    const names: string[] = [];
    for (let at: Folder | undefined = folder; at?.parent; at = at.parent) names.push(at.name);
    folder.names = names.reverse();
  }
  return folder.names;
}

function folderPath(folder: Folder): string {
  return (folder.path ??= joinFolderPath(folderNames(folder)));
}

interface Row {
  folder: Folder;
  /** Undefined for the row of an empty folder. */
  bookmark?: { title: string; url: string; addDate: string; tags: string; description: string };
}

function readBookmarks(warn: (message: string) => void) {
  const root: Folder = { name: '', parent: undefined, pathChars: 0, entries: 0 };
  const rows: Row[] = [];
  const folders: Folder[] = [];
  // The folder each open <DL> lists; a <DL> without a heading before it lists its parent's.
  const open: Folder[] = [];
  let pending: Folder | undefined;
  let capture: 'h3' | 'a' | 'dd' | undefined;
  let text = '';
  let anchor: { href: string; addDate: string | undefined; tags: string } | undefined;
  let last: Row['bookmark'];
  let structure = false;

  const current = () => open[open.length - 1] ?? root;

  /** Ends the open heading, anchor or description, as its end tag (or the next list tag) does. */
  const finishCapture = () => {
    if (capture === 'h3') {
      const parent = current();
      parent.entries++;
      const name = text.trim();
      const escapes = name.match(/[\\/]/g)?.length ?? 0;
      const folder: Folder = { name, parent, pathChars: parent.pathChars + (parent === root ? 0 : 1) + name.length + escapes, entries: 0 };
      folders.push(folder);
      rows.push({ folder });
      pending = folder;
    } else if (capture === 'a' && anchor) {
      const folder = current();
      folder.entries++;
      let addDate = '';
      if (anchor.addDate !== undefined && anchor.addDate.trim() !== '') {
        const ms = bookmarkDateMs(anchor.addDate);
        if (ms === undefined) warn(`the ADD_DATE ${quoteClipped(anchor.addDate)} of ${quoteClipped(anchor.href, 60)} is not a date in seconds since 1970; add_date is empty`);
        else addDate = isoSeconds(ms);
      }
      last = { title: text.trim(), url: anchor.href, addDate, tags: anchor.tags, description: '' };
      rows.push({ folder, bookmark: last });
      anchor = undefined;
    } else if (capture === 'dd' && last) {
      last.description = text.trim();
    }
    capture = undefined;
  };

  const handler: HtmlHandler = {
    openTag(name, attributes) {
      if (!LIST_TAGS.has(name)) return;
      finishCapture();
      switch (name) {
        case 'dl':
          structure = true;
          open.push(pending ?? current());
          pending = undefined;
          break;
        case 'h3':
          structure = true;
          pending = undefined;
          last = undefined;
          capture = 'h3';
          text = '';
          break;
        case 'a':
          pending = undefined;
          last = undefined;
          if (attributes.href === undefined) break;
          structure = true;
          capture = 'a';
          text = '';
          anchor = { href: attributes.href, addDate: attributes.add_date, tags: attributes.tags ?? '' };
          break;
        case 'dd':
          capture = 'dd';
          text = '';
          break;
      }
    },
    closeTag(name) {
      if (name === capture || name === 'dl') finishCapture();
      if (name === 'dl') open.pop();
    },
    text(data) {
      if (capture) text += data;
    },
  };
  return {
    handler,
    result: () => {
      finishCapture();
      return { rows, folders, structure };
    },
  };
}

export default defineTool({
  id: 'bookmarks-html-to-csv',
  name: 'Bookmarks HTML to CSV',
  category: 'data',
  description:
    'Convert a browser bookmarks export (the Netscape bookmark HTML of Chrome, Edge, Firefox and Safari) to CSV with the columns folder (path joined by "/"), title, url, add_date (ISO 8601), tags and description.',
  keywords: ['netscape bookmarks', 'browser bookmarks', 'favorites', 'chrome bookmarks', 'firefox bookmarks', 'bookmark export'],
  // its worst input (deep-folders) took 252.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The exported bookmarks HTML (at most 1,000,000 characters)' }),
    delimiter: csvDelimiterField('The CSV field delimiter'),
    include_empty_folders: withDefault(Type.Boolean({ description: 'Add a row with an empty title and url for each folder that holds nothing' }), false),
    sort_by_folder: withDefault(Type.Boolean({ description: 'Order the rows by folder path (file order within a folder) instead of file order' }), false),
  }),
  output: closedObject({
    csv: Type.String({ description: 'The CSV: a header record, then one record per bookmark, each ended by CRLF' }),
    rows: Type.Integer({ minimum: 0, description: 'The number of data records (bookmarks plus empty-folder rows)' }),
    bookmarks: Type.Integer({ minimum: 0, description: 'The number of bookmarks' }),
    folders: Type.Integer({ minimum: 0, description: 'The number of folders in the file' }),
    warnings: Type.Array(Type.String(), { description: 'Dates that could not be read' }),
  }),
  examples: [
    {
      title: 'A Chromium export',
      input: {
        input:
          '<!DOCTYPE NETSCAPE-Bookmark-file-1>\r\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\r\n<TITLE>Bookmarks</TITLE>\r\n<H1>Bookmarks</H1>\r\n<DL><p>\r\n' +
          '    <DT><H3 ADD_DATE="1700000000" LAST_MODIFIED="1700000100" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>\r\n    <DL><p>\r\n' +
          '        <DT><A HREF="https://developer.mozilla.org/" ADD_DATE="1700000050">MDN Web Docs</A>\r\n    </DL><p>\r\n' +
          '    <DT><A HREF="https://example.com/?a=1&amp;b=2" ADD_DATE="1700000200">Tom &amp; Jerry</A>\r\n</DL><p>\r\n',
      },
      output: {
        csv:
          'folder,title,url,add_date,tags,description\r\n' +
          'Bookmarks bar,MDN Web Docs,https://developer.mozilla.org/,2023-11-14T22:14:10Z,,\r\n' +
          ',Tom & Jerry,https://example.com/?a=1&b=2,2023-11-14T22:16:40Z,,\r\n',
        rows: 2,
        bookmarks: 2,
        folders: 1,
        warnings: [],
      },
    },
    {
      title: 'Firefox tags and descriptions, an empty folder, semicolons',
      input: {
        input:
          '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<H1>Bookmarks Menu</H1>\n<DL><p>\n<DT><H3>Reading</H3>\n<DL><p>\n' +
          '<DT><A HREF="https://www.rfc-editor.org/" TAGS="standards,ietf">RFC Editor</A>\n<DD>Every RFC\n</DL><p>\n<DT><H3>Later</H3>\n<DL><p>\n</DL><p>\n</DL>\n',
        delimiter: ';',
        include_empty_folders: true,
      },
      output: {
        csv: 'folder;title;url;add_date;tags;description\r\nReading;RFC Editor;https://www.rfc-editor.org/;;standards,ietf;Every RFC\r\nLater;;;;;\r\n',
        rows: 2,
        bookmarks: 1,
        folders: 2,
        warnings: [],
      },
    },
  ],
  async run({ input, delimiter, include_empty_folders, sort_by_folder }) {
    const warnings: string[] = [];
    let unlisted = 0;
    const warn = (message: string) => {
      if (warnings.length < MAX_WARNINGS) warnings.push(message);
      else unlisted++;
    };
    const reader = readBookmarks(warn);
    await scanHtml(input, reader.handler);
    const { rows, folders, structure } = reader.result();
    if (!structure) invalid('input: not a Netscape bookmark file: it has no <DL> list, <H3> folder or <A HREF> link');
    if (unlisted > 0) warnings.push(`… and ${unlisted} more warnings`);

    let kept = rows.filter((row) => row.bookmark !== undefined || (include_empty_folders && row.folder.entries === 0));
    // A deep folder's path is repeated in each of its rows: measure before building (quoting may double quotes).
    let size = 0;
    for (const { folder, bookmark } of kept) {
      size += 2 * folder.pathChars + 8;
      if (bookmark) size += 2 * (bookmark.title.length + bookmark.url.length + bookmark.tags.length + bookmark.description.length) + bookmark.addDate.length;
    }
    if (size > MAX_RESULT_CHARS) resultTooLarge('input', 'the CSV');
    // Array.prototype.sort is stable, so file order holds within a folder.
    if (sort_by_folder) kept = kept.sort((a, b) => compareFolderPaths(folderNames(a.folder), folderNames(b.folder)));
    let csv = csvRecord(COLUMNS, delimiter);
    let bookmarks = 0;
    for (const { folder, bookmark } of kept) {
      const path = folderPath(folder);
      if (bookmark) bookmarks++;
      csv += csvRecord(bookmark ? [path, bookmark.title, bookmark.url, bookmark.addDate, bookmark.tags, bookmark.description] : [path, '', '', '', '', ''], delimiter);
    }
    return { csv, rows: kept.length, bookmarks, folders: folders.length, warnings };
  },
});

import { Type } from '@sinclair/typebox';
import { bookmarkDateMs, splitFolderPath } from '../../lib/bookmark-folders.ts';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { readCsvRecords } from '../../lib/csv-records.ts';
import { parseDate } from '../../lib/date-parse.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid, ToolError } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The CSV's first record is its header. Columns are found by column_map (role → header name), or
 *   else by the usual names, letter case ignored: url (url, href, link, address), title (title,
 *   name), folder (folder, folder path, path, category), add_date (add_date, added, date added,
 *   created, date), tags (tags, tag, labels, keywords), description (description, note, notes,
 *   comment). A url column is required; the others are optional.
 * - folder is a path of names joined by "/" (a "/" or "\" inside a name escaped with "\"), as
 *   bookmarks-html-to-csv writes it; root_folder, when given, puts everything inside one more folder.
 *   Folders and bookmarks keep the order in which they first appear.
 * - Each url must be an absolute URL (WHATWG URL parser). javascript:, vbscript: and data: URLs are
 *   refused with their row and line — a bookmark with such a URL runs script when opened — rather
 *   than written or silently dropped. A row with neither url nor title just creates its folder (what
 *   bookmarks-html-to-csv writes for an empty folder); a row with a title but no url is refused.
 * - add_date: seconds since 1970 (values only milliseconds or microseconds can be are read as such)
 *   or a date string (ISO 8601 and the forms of date-parse.ts; no offset means UTC), written as
 *   ADD_DATE in seconds; empty means no ADD_DATE. tags become Firefox's TAGS attribute, description a
 *   <DD> line after the bookmark.
 * - The file is laid out exactly as Chromium exports it (header, CRLF line ends, 4-space indents);
 *   every text and attribute value is HTML-escaped (& < > " '). A top-level folder named "Bookmarks
 *   bar", "Bookmarks Toolbar" or "Favorites bar" (any case) is marked PERSONAL_TOOLBAR_FOLDER="true",
 *   so browsers import it into their toolbar, as Chromium marks its own.
 */

const ROLES = ['url', 'title', 'folder', 'add_date', 'tags', 'description'] as const;
type Role = (typeof ROLES)[number];

const USUAL_NAMES: Record<Role, string[]> = {
  url: ['url', 'href', 'link', 'address'],
  title: ['title', 'name'],
  folder: ['folder', 'folder path', 'folder_path', 'path', 'category'],
  add_date: ['add_date', 'added', 'date added', 'date_added', 'created', 'date'],
  tags: ['tags', 'tag', 'labels', 'keywords'],
  description: ['description', 'note', 'notes', 'comment'],
};
const TOOLBAR_NAMES = new Set(['bookmarks bar', 'bookmarks toolbar', 'favorites bar']);
const REFUSED_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:']);

const HEADER =
  '<!DOCTYPE NETSCAPE-Bookmark-file-1>\r\n' +
  '<!-- This is an automatically generated file.\r\n' +
  '     It will be read and overwritten.\r\n' +
  '     DO NOT EDIT! -->\r\n' +
  '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\r\n' +
  '<TITLE>Bookmarks</TITLE>\r\n' +
  '<H1>Bookmarks</H1>\r\n' +
  '<DL><p>\r\n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

interface Bookmark {
  kind: 'bookmark';
  title: string;
  url: string;
  addDate?: number;
  tags: string;
  description: string;
}

interface Folder {
  kind: 'folder';
  name: string;
  entries: (Folder | Bookmark)[];
  subfolders: Map<string, Folder>;
}

const newFolder = (name: string): Folder => ({ kind: 'folder', name, entries: [], subfolders: new Map() });

function folderAt(root: Folder, path: string[]): Folder {
  let folder = root;
  for (const name of path) {
    let next = folder.subfolders.get(name);
    if (!next) {
      next = newFolder(name);
      folder.subfolders.set(name, next);
      folder.entries.push(next);
    }
    folder = next;
  }
  return folder;
}

function findColumns(header: string[], columnMap: Partial<Record<Role, string>> | undefined): Partial<Record<Role, number>> {
  const columns: Partial<Record<Role, number>> = {};
  const normalized = header.map((name) => name.trim().toLowerCase());
  for (const role of ROLES) {
    const mapped = columnMap?.[role];
    if (mapped !== undefined) {
      const index = header.indexOf(mapped);
      const found = index >= 0 ? index : normalized.indexOf(mapped.trim().toLowerCase());
      if (found < 0) {
        const names = header.slice(0, 20).map((name) => quoteClipped(name)).join(', ');
        invalid(`column_map.${role}: the CSV has no column named ${quoteClipped(mapped)}; its header has ${names}${header.length > 20 ? ', …' : ''}`);
      }
      columns[role] = found;
    } else {
      const found = normalized.findIndex((name) => USUAL_NAMES[role].includes(name));
      if (found >= 0) columns[role] = found;
    }
  }
  return columns;
}

function addDateOf(text: string, where: string): number | undefined {
  if (text === '') return undefined;
  let ms = bookmarkDateMs(text);
  if (ms === undefined) {
    try {
      ms = parseDate(text, 'add_date');
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      invalid(`input: ${where}: add_date ${quoteClipped(text)} is neither seconds since 1970 nor a date such as 2024-01-31T12:00:00Z`);
    }
  }
  return Math.floor(ms / 1000);
}

function render(folder: Folder, indent: string, topLevel: boolean): string {
  let html = '';
  for (const entry of folder.entries) {
    if (entry.kind === 'bookmark') {
      html += `${indent}<DT><A HREF="${escapeHtml(entry.url)}"`;
      if (entry.addDate !== undefined) html += ` ADD_DATE="${entry.addDate}"`;
      if (entry.tags !== '') html += ` TAGS="${escapeHtml(entry.tags)}"`;
      html += `>${escapeHtml(entry.title)}</A>\r\n`;
      if (entry.description !== '') html += `${indent}<DD>${escapeHtml(entry.description)}\r\n`;
    } else {
      const toolbar = topLevel && TOOLBAR_NAMES.has(entry.name.toLowerCase()) ? ' PERSONAL_TOOLBAR_FOLDER="true"' : '';
      html += `${indent}<DT><H3${toolbar}>${escapeHtml(entry.name)}</H3>\r\n${indent}<DL><p>\r\n`;
      html += render(entry, indent + '    ', false);
      html += `${indent}</DL><p>\r\n`;
    }
  }
  return html;
}

/**
 * The number of folders and an upper bound on the length of the file, walking the tree without
 * recursion: each level indents by four spaces, so a deep path costs its depth squared.
 */
function measure(root: Folder): { folders: number; length: number } {
  let folders = 0;
  let length = HEADER.length + 12;
  const stack: [Folder, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [folder, depth] = stack.pop()!;
    const indent = 4 * depth;
    for (const entry of folder.entries) {
      if (entry.kind === 'bookmark') {
        // Escaping makes text at most six times longer (' becomes &#39;, " &quot;).
        length += 2 * indent + 80 + 6 * (entry.title.length + entry.url.length + entry.tags.length + entry.description.length);
      } else {
        folders++;
        length += 3 * indent + 80 + 6 * entry.name.length;
        stack.push([entry, depth + 1]);
      }
    }
    if (length > MAX_RESULT_CHARS) break;
  }
  return { folders, length };
}

const columnName = (role: string) => Type.Optional(Type.String({ maxLength: 1_000, description: `The header of the ${role} column` }));

export default defineTool({
  id: 'csv-to-bookmarks-html',
  name: 'CSV to bookmarks HTML',
  category: 'data',
  description:
    'Turn a CSV of bookmarks (url, title, folder path, add_date, tags, description) into a Netscape bookmark HTML file that Chrome, Edge, Firefox and Safari import, laid out as Chromium exports it. Every text is HTML-escaped; javascript:, vbscript: and data: URLs are refused with their row.',
  keywords: ['netscape bookmarks', 'browser bookmarks', 'favorites', 'bookmark import', 'chrome bookmarks'],
  // its worst input (many-tiny-rows) took 1007.0 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The CSV text; its first record is the header (at most 1,000,000 characters)' }),
    delimiter: csvDelimiterField('The CSV field delimiter'),
    root_folder: Type.Optional(Type.String({ minLength: 1, maxLength: 1_000, description: 'Put every bookmark inside a top-level folder of this name' })),
    column_map: Type.Optional(
      closedObject(
        {
          url: columnName('URL'),
          title: columnName('title'),
          folder: columnName('folder path'),
          add_date: columnName('date added'),
          tags: columnName('tags'),
          description: columnName('description'),
        },
        { description: 'Which CSV column holds what, by header name; roles not given are found by their usual names (url, title, folder…)' },
      ),
    ),
  }),
  output: closedObject({
    html: Type.String({ description: 'The bookmark file (Netscape bookmark format, UTF-8, CRLF line ends)' }),
    bookmarks: Type.Integer({ minimum: 0, description: 'The number of bookmarks written' }),
    folders: Type.Integer({ minimum: 0, description: 'The number of folders written' }),
  }),
  examples: [
    {
      title: 'Folders, dates and escaping',
      input: {
        input: 'title,url,folder,add_date\nMDN Web Docs,https://developer.mozilla.org/,Bookmarks bar/Dev,2023-11-14T22:13:20Z\nTom & Jerry,https://example.com/?a=1&b=2,,1700000000\n',
      },
      output: {
        html:
          HEADER +
          '    <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>\r\n    <DL><p>\r\n' +
          '        <DT><H3>Dev</H3>\r\n        <DL><p>\r\n' +
          '            <DT><A HREF="https://developer.mozilla.org/" ADD_DATE="1700000000">MDN Web Docs</A>\r\n' +
          '        </DL><p>\r\n    </DL><p>\r\n' +
          '    <DT><A HREF="https://example.com/?a=1&amp;b=2" ADD_DATE="1700000000">Tom &amp; Jerry</A>\r\n' +
          '</DL><p>\r\n',
        bookmarks: 2,
        folders: 2,
      },
    },
    {
      title: 'Own column names, a root folder, tags and a description',
      input: {
        input: 'Link;Name;Labels;Note\nhttps://www.rfc-editor.org/;RFC Editor;standards,ietf;Every <RFC>\n',
        delimiter: ';',
        root_folder: 'Imported',
        column_map: { url: 'Link', title: 'Name', tags: 'Labels', description: 'Note' },
      },
      output: {
        html:
          HEADER +
          '    <DT><H3>Imported</H3>\r\n    <DL><p>\r\n' +
          '        <DT><A HREF="https://www.rfc-editor.org/" TAGS="standards,ietf">RFC Editor</A>\r\n' +
          '        <DD>Every &lt;RFC&gt;\r\n' +
          '    </DL><p>\r\n</DL><p>\r\n',
        bookmarks: 1,
        folders: 1,
      },
    },
  ],
  async run({ input, delimiter, root_folder, column_map }) {
    const records = await readCsvRecords(input, delimiter, 'input');
    const [header, ...data] = records;
    if (!header) invalid('input: the CSV is empty; it needs a header record and one record per bookmark');
    const columns = findColumns(header.cells, column_map);
    if (columns.url === undefined) {
      invalid(`input: no url column: name one with column_map.url, or call a column url, href or link (the header has ${header.cells.slice(0, 20).map((name) => quoteClipped(name)).join(', ')})`);
    }
    const cell = (cells: string[], role: Role) => {
      const index = columns[role];
      return index === undefined ? '' : (cells[index] ?? '');
    };

    const root = newFolder('');
    const base = root_folder !== undefined ? [root_folder] : [];
    let bookmarks = 0;
    data.forEach(({ cells, line }, index) => {
      const where = `row ${index + 1} (line ${line})`;
      const url = cell(cells, 'url').trim();
      const title = cell(cells, 'title').trim();
      const folder = folderAt(root, [...base, ...splitFolderPath(cell(cells, 'folder'))]);
      if (url === '') {
        if (title !== '') invalid(`input: ${where}: the url is empty`);
        return; // just the folder
      }
      let protocol: string;
      try {
        protocol = new URL(url).protocol;
      } catch {
        invalid(`input: ${where}: url ${quoteClipped(url)} is not an absolute URL`);
      }
      if (REFUSED_SCHEMES.has(protocol)) {
        invalid(`input: ${where}: url ${quoteClipped(url)} uses the ${protocol} scheme, which is refused: a bookmark with it runs script when opened`);
      }
      const addDate = addDateOf(cell(cells, 'add_date').trim(), where);
      folder.entries.push({
        kind: 'bookmark',
        title,
        url,
        ...(addDate !== undefined ? { addDate } : {}),
        tags: cell(cells, 'tags').trim(),
        description: cell(cells, 'description').trim(),
      });
      bookmarks++;
    });
    // Measured first: rendering recurses once per level, which the size bound keeps to about 2,000.
    const { folders, length } = measure(root);
    if (length > MAX_RESULT_CHARS) resultTooLarge('input', 'the bookmark file');
    return { html: HEADER + render(root, '    ', true) + '</DL><p>\r\n', bookmarks, folders };
  },
});

/**
 * The data of the worst-case bench (bench/worst-case.ts): pathological text shapes per kind of
 * input, which kind each tool's string fields are, and whole candidate inputs for tools whose
 * worst case the schema walk cannot guess. Generation is in bench/worst-generate.ts; this file
 * is only data, so adding a tool's nasty shape is one line here.
 *
 * A shape takes `n`, the field's maxLength in UTF-16 units, and returns text at most that long.
 */

import { zipSync, strToU8 } from 'fflate';
import { documentCandidates, png } from './worst-inputs-documents.ts';

export type Shape = (n: number) => string;

/** An .xlsx (Base64) of one sheet of `rows` × `columns` numeric cells. */
function xlsxOfCells(rows: number, columns: number): string {
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < columns; c++) row += `<c r="${String.fromCharCode(65 + c)}${r}"><v>${r * c}.5</v></c>`;
    parts.push(row + '</row>');
  }
  const zip = zipSync({
    'xl/workbook.xml': strToU8('<workbook xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${parts.join('')}</sheetData></worksheet>`),
  });
  return Buffer.from(zip).toString('base64');
}

/** `unit` repeated to fill `n` characters. */
export const fill = (unit: string, n: number): string => unit.repeat(Math.floor(n / unit.length));

/** open + item(0) + sep + item(1) … + close, as many items as fit in `n` characters. */
export function sequence(n: number, item: (index: number) => string, sep = ',', open = '', close = ''): string {
  const parts: string[] = [];
  let length = open.length + close.length;
  for (let index = 0; ; index++) {
    const next = item(index);
    const cost = next.length + (index > 0 ? sep.length : 0);
    if (length + cost > n) break;
    parts.push(next);
    length += cost;
  }
  return open + parts.join(sep) + close;
}

/** Nests `open`/`close` as deep as fits in `n` characters around `core`. */
export function nest(n: number, open: string, close: string, core = '', depth = Infinity): string {
  const levels = Math.min(depth, Math.floor((n - core.length) / (open.length + close.length)));
  return open.repeat(levels) + core + close.repeat(levels);
}

/** `n` Base64 digits of xorshift noise: bytes no compressor can shrink. */
function base64Noise(n: number): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const out = new Array<string>(n);
  let state = 2463534242;
  for (let i = 0; i < n; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = digits[(state >>> 0) & 63]!;
  }
  return out.join('');
}

const text: Record<string, Shape> = {
  'one-char-run': (n) => fill('a', n),
  'many-short-lines': (n) => fill('a\n', n),
  'astral': (n) => fill('😀', n),
  'words': (n) => fill('ab ', n),
  'spaces': (n) => fill(' ', n),
  'markup-chars': (n) => fill('<&"\'>', n),
  'long-line-digits': (n) => fill('9', n),
};

const csv: Record<string, Shape> = {
  'all-delimiter': (n) => fill(',', n - 1),
  'many-tiny-rows': (n) => fill('a\n', n),
  'one-huge-cell': (n) => 'h\n' + fill('x', n - 2),
  'wide-header-one-row': (n) => {
    const header = sequence(n / 2 - 1, (i) => `c${i}`);
    return header + '\n' + fill('1,', header.length).slice(0, -1);
  },
  'ragged-rows': (n) => 'a\n' + sequence(n - 2, (i) => ','.repeat(i % 200), '\n'),
  'escaped-quotes': (n) => '"' + fill('""', n - 2) + '"',
  'unterminated-quote': (n) => '"' + fill('a', n - 1),
  'grid-100-columns': (n) => fill(fill('a,', 199) + 'a\n', n),
  'all-tabs': (n) => fill('\t', n - 1),
};

const tsv: Record<string, Shape> = {
  'all-tabs': (n) => fill('\t', n - 1),
  'many-tiny-rows': csv['many-tiny-rows']!,
  'one-huge-cell': csv['one-huge-cell']!,
  'escape-sequences': (n) => 'h\n' + fill('\\t\\n\\\\', n - 2),
  'grid-100-columns': (n) => fill(fill('a\t', 199) + 'a\n', n),
  'quotes-and-commas': (n) => 'h\n' + fill('",', n - 2),
};

const json: Record<string, Shape> = {
  'distinct-keys': (n) => sequence(n, (i) => `{"k${i}":1}`, ',', '[', ']'),
  'same-keys-rows': (n) => sequence(n, (i) => `{"a":${i},"b":"x","c":true}`, ',', '[', ']'),
  'wide-object': (n) => sequence(n, (i) => `"k${i}":${i}`, ',', '{', '}'),
  'deep-arrays-in-text': (n) => nest(n, '[', ']'),
  'deep-objects-in-text': (n) => nest(n, '{"a":', '}', '1'),
  'depth-63': (n) => sequence(n, () => nest(200, '{"a":', '}', '1', 63), ',', '[', ']'),
  'flat-numbers': (n) => sequence(n, () => '1', ',', '[', ']'),
  'one-huge-string': (n) => '"' + fill('x', n - 2) + '"',
  'escapes-in-string': (n) => '"' + fill('\\u0000', n - 2) + '"',
  'astral-escapes': (n) => '"' + fill('\\ud83d\\ude00', n - 2) + '"',
  'huge-number-literal': (n) => fill('9', n),
  'extreme-numbers': (n) => sequence(n, (i) => ['1e308', '-1e308', '5e-324', '9007199254740993', '-0'][i % 5]!, ',', '[', ']'),
  'ragged-arrays': (n) => '[' + sequence(n / 2, () => '1', ',', '[', ']') + ',' + sequence(n / 2 - 3, () => '[]') + ']',
  'colliding-names': (n) => sequence(n, (i) => `"a${'_'.repeat(i % 50)}${i >= 50 ? i : ''}":{"x":1}`, ',', '{', '}'),
  'long-keys': (n) => sequence(n, (i) => `{"${i}${fill('k', 10_000)}":1}`, ',', '[', ']'),
  'mixed-types-per-key': (n) => sequence(n, (i) => `{"a":${['1', '"s"', '[1]', '{"b":1}', 'null', 'true'][i % 6]}}`, ',', '[', ']'),
};

const yaml: Record<string, Shape> = {
  'flow-deep-in-text': (n) => nest(n, '[', ']'),
  'block-deep': (n) => {
    const lines: string[] = [];
    let length = 0;
    for (let depth = 0; length + depth * 2 + 3 <= n; depth++) {
      lines.push('  '.repeat(depth) + 'a:');
      length += depth * 2 + 3;
    }
    return lines.join('\n');
  },
  'alias-bomb': () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++) lines.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
    return lines.join('\n');
  },
  'many-documents': (n) => fill('---\na\n', n),
  'many-keys': (n) => sequence(n, (i) => `k${i}: ${i}`, '\n'),
  'one-huge-scalar': (n) => 'a: ' + fill('x', n - 3),
  'json-distinct-keys': json['distinct-keys']!,
  'anchors-everywhere': (n) => sequence(n, (i) => `k${i}: &a${i} 1`, '\n'),
};

const xml: Record<string, Shape> = {
  'deep-tags-in-text': (n) => nest(n, '<a>', '</a>'),
  'many-siblings': (n) => '<r>' + fill('<a/>', n - 7) + '</r>',
  'distinct-tags': (n) => sequence(n - 7, (i) => `<t${i}/>`, '', '<r>', '</r>'),
  'many-attributes': (n) => sequence(n - 3, (i) => `a${i}="1"`, ' ', '<a ', '/>'),
  'entities': (n) => '<a>' + fill('&amp;&lt;&#x1F600;', n - 7) + '</a>',
  'one-huge-text': (n) => '<a>' + fill('x', n - 7) + '</a>',
  'unclosed-tags': (n) => fill('<a>', n),
  'cdata-and-comments': (n) => '<a>' + fill('<![CDATA[x]]><!--c-->', n - 7) + '</a>',
};

const html: Record<string, Shape> = {
  'many-cells': (n) => '<table>' + fill('<tr><td>a<td>b', n - 7) + '</table>',
  'span-bomb': (n) => '<table>' + fill('<tr><td rowspan="65534" colspan="1000">a', n - 7) + '</table>',
  'many-tables': (n) => fill('<table><tr><td>a</table>', n),
  'deep-divs': (n) => '<table><tr><td>' + nest(n - 16, '<div>', '</div>', 'a'),
  'unclosed-tds': (n) => '<table><tr>' + fill('<td>', n - 11),
  'nested-tables': (n) => nest(n, '<table><tr><td>', '</td></tr></table>', 'a'),
  'many-links': (n) => '<DL><p>' + fill('<DT><A HREF="http://a/">a</A>\n', n - 7),
  'deep-folders': (n) => nest(n, '<DT><H3>f</H3><DL><p>', '</DL><p>', '<DT><A HREF="http://a/">a</A>'),
  'entities': (n) => '<table><tr><td>' + fill('&amp;&#128512;', n - 15),
  'one-char-run': (n) => fill('<', n),
};

const markdown: Record<string, Shape> = {
  'tall-table': (n) => '|a|b|\n|-|-|\n' + fill('|1|2|\n', n - 12),
  'wide-table': (n) => {
    const row = fill('|a', n / 3) + '|\n';
    return row + fill('|-', n / 3) + '|\n' + row;
  },
  'pipes-only': (n) => fill('|', n),
  'nested-quotes': (n) => fill('>', n),
  'emphasis-runs': (n) => fill('*a', n),
  'open-brackets': (n) => fill('[', n),
  'nested-lists': (n) => sequence(n, (i) => ' '.repeat(Math.min(i, 1000)) + '- a', '\n'),
  'backticks': (n) => fill('`a', n),
  'many-short-lines': text['many-short-lines']!,
};

const sql: Record<string, Shape> = {
  'many-inserts': (n) => fill('INSERT INTO t VALUES (1);\n', n),
  'one-insert-many-tuples': (n) => 'INSERT INTO t VALUES ' + sequence(n - 21, () => '(1)'),
  'one-wide-tuple': (n) => 'INSERT INTO t VALUES ' + sequence(n - 21, () => '1', ',', '(', ')'),
  'distinct-columns': (n) => sequence(n, (i) => `INSERT INTO t (c${i}) VALUES (1);`, '\n'),
  'deep-parens': (n) => nest(n, '(', ')'),
  'unterminated-string': (n) => "INSERT INTO t VALUES ('" + fill('a', n - 23),
  'comment-runs': (n) => fill('/*', n),
  'quote-runs': (n) => fill("'", n),
};

const css: Record<string, Shape> = {
  'many-rules': (n) => fill('a{color:red}', n),
  'many-declarations': (n) => 'a{' + fill('padding:1px;', n - 3) + '}',
  'bare-declarations': (n) => fill('padding:1px;', n),
  'deep-at-rules': (n) => nest(n, '@media x{', '}', 'a{b:c}'),
  'long-selector-list': (n) => sequence(n - 8, (i) => `.c${i}`, ',', '', '{b:c}'),
  'unterminated-comment': (n) => '/*' + fill('a', n - 2),
  'open-braces': (n) => fill('{', n),
  'url-and-strings': (n) => 'a{' + fill('background:url("x");', n - 3) + '}',
};

const graphql: Record<string, Shape> = {
  'many-types': (n) => sequence(n, (i) => `type T${i} { a: Int }`, '\n'),
  'many-fields': (n) => sequence(n, (i) => `f${i}: Int`, '\n', 'type T {\n', '\n}'),
  'deep-list-type': (n) => 'type T { a: ' + nest(n - 14, '[', ']', 'Int') + ' }',
  'long-union': (n) => 'type A { a: Int }\n' + sequence(n - 30, () => 'A', ' | ', 'union U = '),
  'type-chain': (n) => sequence(n, (i) => `type T${i} { next: T${i + 1} }`, '\n'),
  'open-braces': (n) => fill('{', n),
};

const queryString: Record<string, Shape> = {
  'many-pairs': (n) => fill('a=1&', n),
  'distinct-keys': (n) => sequence(n, (i) => `k${i}=1`, '&'),
  'deep-brackets': (n) => 'a' + fill('[a]', n - 3) + '=1',
  'array-appends': (n) => fill('a[]=1&', n),
  'ampersands': (n) => fill('&', n),
  'percent-escapes': (n) => 'a=' + fill('%F0%9F%98%80', n - 2),
  'indexed-sparse': (n) => sequence(n, (i) => `a[${i * 1000}]=1`, '&'),
  'bad-percent': (n) => fill('%', n),
};

const url: Record<string, Shape> = {
  'long-path': (n) => 'http://a/' + fill('a/', n - 9),
  'many-labels': (n) => 'http://' + fill('a.', n - 9) + 'a/',
  'many-params': (n) => 'http://a/?' + fill('a=1&', n - 10),
  'percent-escapes': (n) => 'http://a/' + fill('%41', n - 9),
  'one-char-run': text['one-char-run']!,
  'data-html': (n) => 'data:text/html,' + fill('<meta name=a content=b>', n - 15),
};

const env: Record<string, Shape> = {
  'many-vars': (n) => sequence(n, (i) => `K${i}=v`, '\n'),
  'same-var': (n) => fill('K=v\n', n),
  'long-value': (n) => 'K=' + fill('x', n - 2),
  'quoted-multiline': (n) => 'K="' + fill('a\n', n - 3),
  'interpolations': (n) => 'K=' + fill('${K}', n - 2),
  'comments': (n) => fill('#\n', n),
};

const vcard: Record<string, Shape> = {
  'many-cards': (n) => fill('BEGIN:VCARD\nFN:a\nEND:VCARD\n', n),
  'distinct-properties': (n) => sequence(n, (i) => `BEGIN:VCARD\nX-K${i}:1\nEND:VCARD`, '\n'),
  'many-properties': (n) => 'BEGIN:VCARD\n' + fill('TEL:1\n', n - 22) + 'END:VCARD\n',
  'folded-lines': (n) => 'BEGIN:VCARD\nNOTE:a' + fill('\n b', n - 30) + '\nEND:VCARD\n',
  'unterminated': (n) => fill('BEGIN:VCARD\n', n),
};

/** Every kind of text input, each with its shapes; the first shape is the kind's default heavy one. */
export const kinds = { text, csv, tsv, json, yaml, xml, html, markdown, sql, css, graphql, queryString, url, env, vcard } as const;
export type Kind = keyof typeof kinds;

/** The kind of a string field named so, in any tool without its own entry below. */
export const kindByFieldName: Record<string, Kind> = {
  json: 'json', left: 'json', right: 'json', swagger: 'json',
  csv: 'csv', tsv: 'tsv', ndjson: 'json', xml: 'xml', yaml: 'yaml', html: 'html', markdown: 'markdown',
  sql: 'sql', css: 'css', env: 'env', example: 'env', query: 'queryString', url: 'url',
  import_text: 'csv', policy_text: 'text', text: 'text', message: 'text',
};

/** Per tool: the kind of each field where the name alone misleads. */
export const kindByTool: Record<string, Record<string, Kind>> = {
  'graphql-to-typescript': { schema: 'graphql' },
  'json-schema-to-react-hook-form': { schema: 'json' },
  'json-schema-to-formik': { schema: 'json' },
  'json-schema-to-html-form': { schema: 'json' },
  'bookmarks-html-to-csv': { input: 'html' },
  'csv-to-bookmarks-html': { input: 'csv' },
  'vcf-to-csv': { input: 'vcard' },
  'json-yaml-converter': { input: 'yaml' },
  'url-params-to-json': { input: 'queryString' },
  'tailwind-to-css': { classes: 'text' },
  'json-query': { path: 'text' },
  'json-path-finder': { path: 'text' },
  'jq-playground': { query: 'text' },
  'font-icon-search': { query: 'text' },
  'markdown-toc': { md: 'markdown' },
  'svg-optimize': { svg: 'xml' },
  'toml-convert': { input: 'yaml' },
  'json-schema-validate': { schema: 'json', data: 'json' },
  'json-schema-generate': { sample: 'json' },
  'json5-to-json': { input: 'json' },
  'json-patch': { doc: 'json', patch: 'json', target: 'json' },
  'jmespath-query': { expr: 'text' },
  'xml-validate': { xsd: 'xml' },
};

/** Shapes of a field that belong to no kind: named text for one tool's field. */
export const extraShapes: Record<string, Record<string, Record<string, Shape>>> = {
  'ndjson-to-csv': {
    ndjson: {
      'ndjson-distinct-keys': (n) => sequence(n, (i) => `{"k${i}":1}`, '\n'),
      'ndjson-rows': (n) => fill('{"a":1,"b":"x"}\n', n),
      'ndjson-deep-flatten': (n) => sequence(n, () => nest(200, '{"a":', '}', '1', 62), '\n'),
      'ndjson-blank-lines': (n) => fill('\n', n),
    },
  },
  'tailwind-to-css': {
    classes: {
      'many-classes': (n) => fill('p-4 ', n),
      'distinct-arbitrary': (n) => sequence(n, (i) => `w-[${i}px]`, ' '),
      'variant-chain': (n) => fill('md:', n - 4) + 'p-4',
      'open-brackets': (n) => fill('w-[', n),
    },
  },
  'css-to-tailwind': {
    css: { 'px-values': (n) => fill('margin:13px 7px 3px 1px;', n) },
  },
  'cron-describe': {
    expression: {
      'list-of-minutes': (n) => sequence(n - 8, (i) => String(i % 60), ',') + ' * * * *',
      'steps-and-ranges': (n) => sequence(n - 8, () => '1-59/1', ',') + ' * * * *',
    },
  },
  'chmod-calculate': { mode: { 'many-assignments': (n) => sequence(n, () => 'u=rwx', ',') } },
  'cidr-calculate': { cidr: { 'ipv4-all': () => '0.0.0.0/0', 'ipv6-all': () => '::/0', 'long-prefix': (n) => '10.0.0.0/' + fill('0', n - 9) } },
  'ip-validate': { ip: { 'colons': (n) => fill(':', n), 'ipv6-zone': (n) => 'fe80::1%' + fill('a', n - 8), 'dots': (n) => fill('1.', n) } },
  'email-validate': {
    email: {
      'long-local': (n) => fill('a', n - 12) + '@example.com',
      'many-labels': (n) => 'a@' + fill('a.', n - 5) + 'com',
      'quoted-local': (n) => '"' + fill('\\"', n - 14) + '"@example.com',
      'dots': (n) => fill('.', n),
    },
  },
  'url-validate': { url: url },
  'url-parse': { url: url },
  'credit-card-validate': { number: { 'digits': (n) => fill('4', n), 'spaced-digits': (n) => fill('4 ', n), 'dashes': (n) => fill('-', n) } },
  'phone-format': { phone: { 'digits': (n) => '+1' + fill('2', n - 2), 'punctuation': (n) => fill('(-) ', n) } },
  'jwt-decode': {
    token: {
      'huge-payload': (n) => 'eyJhbGciOiJub25lIn0.' + btoa(sequence((n - 30) * 0.74, (i) => `"k${i}":1`, ',', '{', '}')).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_') + '.',
      'deep-payload': (n) => 'eyJhbGciOiJub25lIn0.' + btoa(nest((n - 30) * 0.74, '{"a":', '}', '1')).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_') + '.',
      'dots': (n) => fill('.', n),
    },
  },
  'regex-test': {
    pattern: { 'catastrophic': () => '(a+)+$', 'nested-groups': (n) => nest(n, '(', ')', 'a') },
    text: { 'as-for-backtracking': (n) => fill('a', n - 1) + 'b' },
  },
  'unix-timestamp': { value: { 'digits': (n) => fill('9', n), 'date-words': (n) => fill('Jan ', n) } },
  'date-diff': { from: { 'digits': (n) => fill('9', n) }, to: { 'digits': (n) => fill('1', n) } },
  'number-base': { value: { 'digits': (n) => fill('1', n) } },
  'random-string': { custom_chars: { 'astral-alphabet': (n) => sequence(n, (i) => String.fromCodePoint(0x10000 + i), '') } },
  'nanoid-generate': { alphabet: { 'astral-alphabet': (n) => sequence(n, (i) => String.fromCodePoint(0x10000 + i), '') } },
  // Marks of two combining classes alternating: canonical reordering sorts the whole run, quadratically in ICU.
  'unicode-normalize': { text: { 'unsorted-mark-run': (n) => 'a' + fill('\u0301\u0316', n - 1) } },
};

/**
 * Whole inputs the schema walk cannot guess: arrays near the body limit, two-sided shapes,
 * option combinations known to multiply work. Each builds its input on demand.
 */
/** An SVG of `side` × `side` pixels, 2,000 coloured circles under one Gaussian blur, as Base64. */
function blurredSvg(side: number): string {
  const circles = sequence(2_000, (i) => `<circle cx="${(i * 97) % side}" cy="${(i * 389) % side}" r="${side / 50}" fill="#${((i * 2_654_435) & 0xffffff).toString(16).padStart(6, '0')}"/>`, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><filter id="b"><feGaussianBlur stdDeviation="${side / 150}"/></filter><g filter="url(#b)">${circles}</g></svg>`;
  return Buffer.from(svg).toString('base64');
}

export const customCandidates: Record<string, Record<string, () => Record<string, unknown>>> = {
  ...documentCandidates,
  'regex-explain': {
    // Distinct classes (each probed on the character sample), nested stars (each walks its subtree), wide alternation.
    'distinct-classes': () => ({ pattern: sequence(2_000, (i) => `[${String.fromCharCode(33 + (i % 90))}-~]+`, ''), flags: 'iu' }),
    'nested-stars': () => ({ pattern: nest(2_000, '(?:', ')*', 'a') }),
    'wide-disjoint-alternation': () => ({ pattern: '(?:' + sequence(1_990, (i) => `\\u${(0x4e00 + i).toString(16)}`, '|') + ')*' }),
    'adjacent-stars': () => ({ pattern: fill('\\d*', 2_000) }),
  },
  'image-convert': {
    // The encoders at their pixel bounds: AVIF and lossless WebP at 16 megapixels (about 0.5 and
    // 0.4 s a megapixel), lossy WebP on an SVG drawn at the 40-megapixel limit under a blur; and
    // the decoders' bound, a 40-megapixel drawing to PNG.
    'svg-16-megapixels-to-avif': () => ({ bin: blurredSvg(4_000), to: 'avif' }),
    'svg-16-megapixels-to-lossless-webp': () => ({ bin: blurredSvg(4_000), to: 'webp', lossless: true }),
    'svg-40-megapixels-to-webp': () => ({ bin: blurredSvg(6_324), to: 'webp' }),
    'svg-40-megapixels-to-png': () => ({ bin: blurredSvg(6_324) }),
    'noise-4-megapixels-png-to-avif': () => ({ bin: png(2_000, 2_000), to: 'avif' }),
  },
  'date-add': {
    // 100,000 working days stepped one by one past 1,000 holidays, in a zone with many transitions.
    'business-days-max': () => ({ date: '2000-01-01T12:00', duration: 'P100000D', tz: 'America/New_York', business_days: true, holidays: Array.from({ length: 1_000 }, (_, i) => `${2001 + (i % 300)}-0${1 + (i % 9)}-1${i % 10}`) }),
  },
  'license-text': {
    // The six longest texts (the most a call answers), each loaded on this first use, every template filled; and parentheses nested to the field's bound.
    'six-longest-licenses': () => ({ spdx: 'LGPL-3.0-only OR LGPL-3.0-or-later OR GPL-3.0-only OR GPL-3.0-or-later OR AGPL-3.0-only OR AGPL-3.0-or-later', year: '2024', holder: 'x'.repeat(500) }),
    'nested-parentheses': () => ({ spdx: '('.repeat(248) + 'MIT' + ')'.repeat(248) }),
  },
  'gitignore-generate': {
    // The ten largest github/gitignore templates, ten times (asked twice is used once), and 100 distinct ones.
    'largest-templates-repeated': () => ({ templates: Array.from({ length: 100 }, (_, i) => ['VisualStudio', 'Unity', 'Python', 'Global/JetBrains', 'Node', 'TeX', 'Android', 'UnrealEngine', 'Dotnet', 'Global/Windows'][i % 10]) }),
    'hundred-templates': () => ({ templates: ['AL', 'Actionscript', 'Ada', 'Agda', 'Android', 'Angular', 'AppEngine', 'Autotools', 'C', 'C++', 'CMake', 'CUDA', 'Clojure', 'Composer', 'Coq', 'D', 'Dart', 'Delphi', 'Deno', 'Dotnet', 'Drupal', 'Elixir', 'Elm', 'Erlang', 'Flutter', 'Fortran', 'Go', 'Godot', 'Gradle', 'Haskell', 'Java', 'Julia', 'Kotlin', 'Laravel', 'Lua', 'Maven', 'Nextjs', 'Node', 'OCaml', 'Perl', 'Python', 'Qt', 'R', 'Rails', 'Ruby', 'Rust', 'Scala', 'Swift', 'TeX', 'Terraform', 'Unity', 'UnrealEngine', 'VisualStudio', 'WordPress', 'Zig', 'Global/Archives', 'Global/Backup', 'Global/Eclipse', 'Global/Emacs', 'Global/JetBrains', 'Global/Linux', 'Global/macOS', 'Global/Vim', 'Global/Windows', 'Global/Xcode', 'Global/VisualStudioCode', 'Global/SublimeText', 'Global/NetBeans', 'Global/MicrosoftOffice', 'Global/LibreOffice', 'Global/Dropbox', 'Global/Diff', 'Global/Patch', 'Global/Tags', 'Global/Vagrant', 'Global/VirtualEnv', 'Global/Images', 'Global/SVN', 'Global/Mercurial', 'Global/CVS', 'Global/Kate', 'Global/KDevelop4', 'Global/Lazarus', 'Global/TextMate', 'Global/Zed', 'Global/Ninja', 'Global/Redis', 'Global/SBT', 'Global/GPG', 'Global/Cloud9', 'Global/MATLAB', 'Global/Octave', 'Global/mise', 'community/Bazel', 'community/OpenSSL', 'community/Puppet', 'community/Hexo', 'community/JavaScript/Vue', 'community/Python/JupyterNotebooks', 'community/Golang/Hugo'] }),
  },
  matrix: {
    // 20×20 inverses: small fractions (a second or less), and 50-character fractions (runs into the worker's deadline: isolate).
    'inv-20x20-small-fractions': () => ({ op: 'inv', a: Array.from({ length: 20 }, (_, i) => Array.from({ length: 20 }, (_, j) => `${((i * 7 + j * 13) % 97) - 48}/${((i + 2 * j) % 11) + 1}`).join(' ')).join('\n') }),
    'inv-20x20-50-char-fractions': () => ({ op: 'inv', a: Array.from({ length: 20 }, (_, i) => Array.from({ length: 20 }, (_, j) => `${(i * 7919 + j * 104729 + 1) % 99991}${'3'.repeat(20)}/${(i + 2 * j + 3) * 13}${'7'.repeat(20)}`).join(' ')).join('\n') }),
  },
  'ics-parse': {
    // A megabyte of small valid events; one line of parameters; one long folded description.
    'many-events': () => ({ ics: 'BEGIN:VCALENDAR\r\n' + fill('BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20240101T000000Z\r\nATTENDEE;CN="a, b":mailto:a@b\r\nEND:VEVENT\r\n', 999_000) + 'END:VCALENDAR\r\n' }),
    'many-params': () => ({ ics: 'BEGIN:VCALENDAR\r\nX' + fill(';A="x",b', 999_000) + ':v\r\nEND:VCALENDAR\r\n' }),
    'deep-fold': () => ({ ics: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDESCRIPTION:' + fill('\\n\r\n ', 999_000) + '\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' }),
  },
  'prime-factorize': {
    // Two primes just below 2^32: Pollard–Brent rho's longest walk in range; and the largest prime below 2^64.
    'semiprime-near-2^64': () => ({ n: '18446743979220271189' }),
    'largest-64-bit-prime': () => ({ n: '18446744073709551557' }),
  },
  'fraction-calc': {
    // Powers near the 100,000-bit cap, then sums whose lowest terms need a gcd of numbers that size.
    'big-coprime-powers': () => ({ expression: '(99/97)^600 + (97/89)^600' }),
    'power-then-sum-chain': () => ({ expression: sequence(1_000, (i) => `${101 + 2 * i}/${103 + 2 * i}^${100 + i}`, ' + ') }),
    'long-sum': () => ({ expression: sequence(1_000, (i) => `1/${i + 2}`, '+') }),
  },
  'big-number': {
    'ln-10000-digits-p1000': () => ({ a: fill('7', 10_000), op: 'ln', precision: 1_000 }),
    'exp-p1000': () => ({ a: '12345.6789', op: 'exp', precision: 1_000 }),
    'fractional-pow-p1000': () => ({ a: fill('3', 10_000), b: '0.' + fill('7', 9_998), op: 'pow', precision: 1_000 }),
  },
  'bigint-ops': {
    // The costliest operation at the operand bound: a 4,096-bit modpow with a 4,096-bit exponent of all ones.
    'modpow-4096': () => ({ a: String(2n ** 4096n - 3n), b: '0x' + fill('f', 1_024), m: String(2n ** 4096n - 1n), op: 'modpow' }),
    'egcd-fibonacci-4096': () => { let [x, y] = [1n, 1n]; while (y < 2n ** 4095n) [x, y] = [y, x + y]; return { a: String(y), b: String(x), op: 'egcd' }; },
    'shl-max': () => ({ a: '0x' + fill('f', 1_024), b: '16384', op: 'shl' }),
  },
  'statistics-summary': {
    // 100,000 numbers over every power of two the bounds allow: the exact sums' widest BigInts, and the harmonic mean's too.
    'spread-exponents-100k': () => ({ numbers: Array.from({ length: 100_000 }, (_, i) => (i % 2 ? -1 : 1) * 1.2345678901234567 * 2 ** ((i % 1_500) - 1_000)) }),
    'mixed-100k-population': () => ({ numbers: Array.from({ length: 100_000 }, (_, i) => ((i * 7919) % 100_003) / 7 + 1e-9 * i), sample: false }),
  },
  'cron-next-runs': {
    // A schedule that never matches: croner searches to the year 3000 for each of 100 runs.
    'never-matches-100': () => ({ expression: '0 0 30 2 *', count: 100, tz: 'America/New_York' }),
    'every-minute-100': () => ({ expression: '* * * * *', count: 100, tz: 'Australia/Lord_Howe' }),
  },
  'semver': {
    'sort-1000-long-prereleases': () => ({ action: 'sort', versions: Array.from({ length: 1_000 }, (_, i) => `1.0.0-${sequence(250, (j) => String((i * 7 + j) % 10), '.')}`) }),
    'satisfies-1000-long-range': () => ({ action: 'satisfies', versions: Array.from({ length: 1_000 }, (_, i) => `${i}.0.0-rc.${i}`), range: sequence(256, (i) => `^${i}.0.0`, ' || '), include_prerelease: true }),
  },
  'ieee754-inspect': {
    'least-subnormal': () => ({ value: '5e-324' }),
    'long-tiny-double': () => ({ value: '0.' + fill('0', 320) + fill('7', 678) }),
    'long-mantissa-low-exponent': () => ({ value: fill('9', 990) + 'e-1300' }),
  },
  'jwt-sign': {
    // A claims set the schema walk never makes valid: 100,000 characters of members, signed under the longest secret.
    'valid-max-claims-hs512': () => ({ payload: sequence(100_000, (i) => `"k${i}":${i}`, ',', '{', '}'), alg: 'HS512', key: fill('k', 20_000), iat: true, exp: 60 }),
  },
  'bip39': {
    // The schema walk never makes a valid mnemonic: the seed's 2048 PBKDF2 rounds under the longest passphrase.
    'seed-24-words-longest-passphrase': () => ({ action: 'seed', mnemonic: 'zoo '.repeat(23) + 'vote', passphrase: fill('𝒳', 1000) }),
  },
  'prime-check': {
    // The factoring paths the schema walk never reaches: a twin-prime semiprime (SQUFOF's hardest),
    // a strong pseudoprime to bases 2-17, p²q, and the start of the largest gap below 2^53 (1132).
    'twin-prime-semiprime': () => ({ n: 9007195909437503 }),
    'strong-pseudoprime': () => ({ n: 341550071728321 }),
    'square-times-prime': () => ({ n: 281651098354987 }),
    'maximal-gap': () => ({ n: 1693182318746371 }),
  },
  'entropy': {
    // The schema walk sends text and bin together (refused); each alone at its bound: 10 MB of bytes, a million emoji.
    'entropy-bin-10mb': () => ({ bin: fill('AAECAwQFBgcICQoL', Math.ceil(10_000_000 / 3) * 4 - 4) }),
    'entropy-text-astral': () => ({ text: fill('😀', 1_000_000) }),
  },
  'data-uri': {
    'decode-all-escapes': () => ({ action: 'decode', text: 'data:,' + fill('%41', 999_990) }),
    'decode-escaped-base64': () => ({ action: 'decode', text: 'data:;base64,' + fill('QU%3D', 999_985) }),
    'decode-utf8-text': () => ({ action: 'decode', text: 'data:,' + fill('é', 999_990) }),
    'encode-astral-percent': () => ({ action: 'encode', text: fill('😀', 1_000_000), base64: false }),
  },
  'url-defang': {
    'many-domains': () => ({ action: 'encode', text: fill('a.bc ', 1_000_000) }),
    'many-urls': () => ({ action: 'encode', text: fill('http://a.bc/d.e ', 1_000_000) }),
    'many-ipv6-candidates': () => ({ action: 'encode', text: fill('a::b ', 1_000_000) }),
    'many-emails': () => ({ action: 'encode', text: fill('(a@b.cd), ', 1_000_000) }),
    'refang-all-forms': () => ({ action: 'decode', text: fill('hxxp[://]a[.]b(@)c[:]', 1_000_000) }),
  },
  'scientific-calculator': {
    'nested-100': () => ({ expression: '('.repeat(100) + '1' + ')'.repeat(100) }),
    'long-flat-sum': () => ({ expression: '1+'.repeat(499) + '1' }),
    'power-tower': () => ({ expression: '2^'.repeat(499) + '1' }),
    'many-arguments': () => ({ expression: `max(${Array.from({ length: 333 }, (_, i) => i).join(',')})` }),
  },
  'debt-payoff-calculator': {
    // 25 debts paying just over their interest, all cleared together (≈750 months) or one by one.
    '25-debts-slow-together': () => ({ debts: Array.from({ length: 25 }, (_, i) => ({ name: `d${i}`, balance: 1e12, interest_rate: 10, minimum_payment: 8.35e9 })) }),
    '25-debts-slow-rollover': () => ({ debts: Array.from({ length: 25 }, (_, i) => ({ balance: 1e6 * (i + 1), interest_rate: 4 + i, minimum_payment: (1e6 * (i + 1) * (4 + i)) / 1200 + 10 })) }),
  },
  'markdown-table-generator': {
    'rows-24MB-short-cells': () => ({ headers: Array.from({ length: 1000 }, (_, i) => `h${i}`), rows: Array.from({ length: 6000 }, () => Array(1000).fill('x')) }),
    'rows-max-long-cells': () => ({ headers: ['a', 'b'], rows: Array.from({ length: 10_000 }, () => ['x'.repeat(1000), 'y'.repeat(1000)]) }),
    'rows-ragged-wide': () => ({ headers: Array.from({ length: 1000 }, (_, i) => `h${i}`), rows: Array.from({ length: 10_000 }, (_, i) => (i === 0 ? Array(1000).fill(1) : [])) }),
    'headers-max': () => ({ headers: Array.from({ length: 1000 }, () => 'h'.repeat(10_000)), rows: [] }),
    'import-json-distinct-keys': () => ({ import_text: json['distinct-keys']!(1_000_000), import_format: 'json' }),
    'import-json-ragged': () => ({ import_text: json['ragged-arrays']!(1_000_000), import_format: 'json' }),
    'import-csv-all-delimiter': () => ({ import_text: csv['all-delimiter']!(1_000_000), import_format: 'csv' }),
    'import-csv-ragged': () => ({ import_text: csv['ragged-rows']!(1_000_000), import_format: 'csv' }),
    'import-tsv-all-tabs': () => ({ import_text: tsv['all-tabs']!(1_000_000), import_format: 'tsv' }),
    'import-markdown-pipes': () => ({ import_text: markdown['wide-table']!(1_000_000), import_format: 'markdown' }),
    'import-markdown-tall': () => ({ import_text: markdown['tall-table']!(1_000_000), import_format: 'markdown' }),
  },
  'json-to-markdown-table': {
    'distinct-keys-with-1000-headers': () => ({ json: json['distinct-keys']!(1_000_000), headers: Array.from({ length: 1000 }, (_, i) => `k${i}`) }),
    'ragged-arrays-with-headers': () => ({ json: json['ragged-arrays']!(1_000_000), headers: ['a'] }),
  },
  'json-diff': {
    'reversed-arrays': () => ({ left: sequence(1_000_000, (i) => String(i), ',', '[', ']'), right: sequence(1_000_000, (i) => String(200_000 - i), ',', '[', ']') }),
    'disjoint-keys': () => ({ left: json['wide-object']!(1_000_000), right: sequence(1_000_000, (i) => `"j${i}":${i}`, ',', '{', '}'), include_unchanged: true }),
    'same-big-include-unchanged': () => ({ left: json['same-keys-rows']!(1_000_000), right: json['same-keys-rows']!(1_000_000), include_unchanged: true }),
  },
  'json-comparer': {
    'all-lines-differ': () => ({ left: sequence(1_000_000, (i) => String(i), ',', '[', ']'), right: sequence(1_000_000, (i) => String(-i - 1), ',', '[', ']') }),
    'interleaved-differences': () => ({ left: sequence(1_000_000, (i) => (i % 2 ? '1' : '2'), ',', '[', ']'), right: sequence(1_000_000, (i) => (i % 2 ? '2' : '1'), ',', '[', ']') }),
    'sorted-wide': () => ({ left: json['wide-object']!(1_000_000), right: json['wide-object']!(1_000_000), sort_keys: true }),
  },
  'json-unflatten': {
    'one-deep-path': () => ({ json: '{"' + fill('a.', 999_990) + 'a":1}' }),
    'prefix-conflicts': () => ({ json: sequence(1_000_000, (i) => `"${fill('a.', (i % 500) * 2)}a":1`, ',', '{', '}') }),
    'index-sparse': () => ({ json: sequence(1_000_000, (i) => `"a.${i * 100_000}":1`, ',', '{', '}') }),
    'proto-keys': () => ({ json: sequence(1_000_000, (i) => `"__proto__.k${i}":1`, ',', '{', '}') }),
  },
  'json-flatten': {
    'long-separator-deep': () => ({ json: json['depth-63']!(1_000_000), separator: '.'.repeat(16) }),
  },
  // excel-to-json: a workbook at its cell bound (500,000 numeric cells, about 14 MB of sheet XML), as JSON and as CSV.
  'excel-to-json': {
    'half-million-cells-json': () => ({ file: xlsxOfCells(25_000, 20) }),
    'half-million-cells-csv': () => ({ file: xlsxOfCells(25_000, 20), to: 'csv' }),
  },
  // gzip: a 10 MB file of noise (xorshift Base64 digits), which deflate cannot shrink, at level 9.
  'gzip': {
    'encode-10MB-noise-level-9': () => ({ action: 'encode', bin: base64Noise(13_333_332), level: 9 }),
    'decode-10MB-noise-raw': () => ({ action: 'decode', bin: base64Noise(13_333_332), format: 'raw' }),
  },
  // base58: the most its quadratic big-number conversion takes at once, in the largest digit set's smallest base.
  'base58': {
    'encode-4000-bytes-base36': () => ({ action: 'encode', text: fill('ff', 8_000), from: 'hex', alphabet: 'base36' }),
    'decode-6200-digits-base36': () => ({ action: 'decode', text: fill('z', 6_200), alphabet: 'base36' }),
  },
  'json-to-xml': {
    'indent-8-depth-63': () => ({ json: json['depth-63']!(1_000_000), indent: 8 }),
    'invalid-names': () => ({ json: sequence(1_000_000, (i) => `"${i}<>&":1`, ',', '{', '}') }),
  },
  'json-visualizer': {
    'max-paths-max-depth': () => ({ json: json['depth-63']!(1_000_000), max_paths: 5000, max_depth: 50 }),
    'wide-max-paths': () => ({ json: json['wide-object']!(1_000_000), max_paths: 5000, max_depth: 50 }),
  },
  'query-string-stringify': {
    'wide-params': () => ({ params: Object.fromEntries(Array.from({ length: 500_000 }, (_, i) => [`k${i}`, i])) }),
    'deep-params': () => {
      let value: unknown = 1;
      for (let i = 0; i < 62; i++) value = { a: value, b: [1, 2, 3] };
      return { params: { root: value } };
    },
    'long-arrays': () => ({ params: { a: Array.from({ length: 1_000_000 }, () => 'x') } }),
    'wide-deep': () => {
      const level = (depth: number): unknown => (depth === 0 ? 'x' : { a: level(depth - 1), b: level(depth - 1) });
      return { params: { r: level(18) } };
    },
  },
  'html-to-text': {
    'deepest-then-inline': () => ({ html: '<div>'.repeat(256) + fill('<b>x</b>', 1_000_000 - 5 * 256) }),
    'grid-at-cell-limit': () => ({ html: '<table>' + '<tr><td>a<td>b'.repeat(2500) + fill('<p>word ', 1_000_000 - 7 - 14 * 2500) }),
  },
  'html-table-to-json': {
    'last-table-index': () => ({ html: html['many-tables']!(1_000_000), table_index: 39_999 }),
    'span-bomb-arrays': () => ({ html: html['span-bomb']!(1_000_000), format: 'arrays', first_row_headers: false }),
  },
  'api-docs-generator': {
    'max-endpoints-max-params': () => ({
      endpoints: Array.from({ length: 200 }, (_, e) => ({
        method: 'POST',
        path: '/' + Array.from({ length: 180 }, (_, p) => `{p${p}}`).join('/').slice(0, 1990),
        summary: 's'.repeat(500),
        description: 'd\n'.repeat(5000),
        tags: Array.from({ length: 10 }, (_, t) => `t${e}-${t}`.padEnd(100, 'x')),
        parameters: Array.from({ length: 50 }, (_, p) => ({ name: `p${p}`.padEnd(200, 'n'), in: 'query', description: 'x'.repeat(2000), example: { a: [1, 2, 3] } })),
      })),
    }),
  },
  'json-faker': {
    'max-fields-max-count': () => ({ fields: Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, type: 'paragraph' })), count: 1000 }),
  },
  'random-number': {
    'decimal-extremes': () => ({ min: -9007199254740991, max: 9007199254740991, count: 10_000, type: 'decimal', decimals: 10 }),
  },
  'env-linter': {
    'env-and-example-distinct': () => ({ env: env['many-vars']!(1_000_000), example: sequence(1_000_000, (i) => `J${i}=v`, '\n') }),
  },
  // Issue 18: the calendar tools' longest spans (the schema walk only finds strings that are not dates).
  'date-difference': { 'years-1-to-9999': () => ({ start: '0001-01-01', end: '9999-12-31' }) },
  'age-calculate': { 'years-1-to-9999': () => ({ date_of_birth: '0004-02-29', reference_date: '9999-12-31' }) },
  'relationship-calculator': { 'years-1-to-9999': () => ({ start_date: '0001-01-01', target_date: '9999-12-31' }) },
  'work-anniversary-calculator': { 'years-1-to-9999': () => ({ start_date: '0001-01-01', target_date: '9999-12-31' }) },
  'career-experience-calculator': {
    // Every pair overlaps: 4,950 overlap rows.
    '100-overlapping': () => ({ experiences: Array.from({ length: 100 }, (_, i) => ({ company: `c${i}`.padEnd(200, 'x'), start_date: '0001-01-01', end_date: '9999-12-31' })), reference_date: '9999-12-31' }),
    '100-with-gaps': () => ({ experiences: Array.from({ length: 100 }, (_, i) => ({ start_date: `${String(100 + i * 90).padStart(4, '0')}-03-01`, end_date: `${String(100 + i * 90 + 45).padStart(4, '0')}-02-28` })), reference_date: '9999-12-31' }),
  },
  'timezone-convert': {
    'gap-in-a-fresh-zone': () => ({ datetime: '2024-03-31T02:30', from_tz: 'Europe/Berlin', to_tz: 'Australia/Lord_Howe' }),
    'year-1-local-mean-time': () => ({ datetime: '0001-01-01T00:00', from_tz: 'Asia/Kolkata', to_tz: 'America/St_Johns' }),
  },
  'svg-animation-generator': {
    // 20 paths of 2,000 characters each, hue-cycled: the largest input the schema takes.
    'paths-max-color-cycle': () => ({ preset: 'color-cycle', elements: Array.from({ length: 20 }, () => ({ type: 'path', d: `M0 0${' L1.5 -2.25'.repeat(180)}Z`, fill: '#ef4444' })) }),
  },
  'json-to-chart': {
    '10-datasets-of-500-bars': () => ({ json: JSON.stringify({ type: 'bar', labels: Array.from({ length: 500 }, (_, i) => `l${i}`), datasets: Array.from({ length: 10 }, (_, d) => ({ label: `d${d}`, data: Array.from({ length: 500 }, (_, i) => ((i * 7919 + d) % 2001) - 1000) })) }) }),
    '10-datasets-of-500-points-line': () => ({ json: JSON.stringify({ type: 'line', labels: Array.from({ length: 500 }, (_, i) => `l${i}`), datasets: Array.from({ length: 10 }, (_, d) => ({ label: `d${d}`, data: Array.from({ length: 500 }, (_, i) => i * d - 5000) })) }) }),
  },
  'json-to-org-chart': {
    '500-in-a-chain-of-32': () => ({ json: JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: `<&>${i}`.padEnd(120, '<'), title: 't'.repeat(120), ...(i > 0 ? { manager_id: i < 32 ? i - 1 : i % 31 } : {}) }))) }),
    '500-wide': () => ({ json: JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, name: `n${i}`, ...(i > 0 ? { manager_id: 0 } : {}) }))) }),
  },
  'random-name-picker': {
    '5000-names-1000-picks': () => ({ names: Array.from({ length: 5000 }, (_, i) => `${i}`.padEnd(100, 'n')), count: 1000 }),
  },
  // Issue 25, network tools: the most output each schema admits (4096 subnets, 65,536 addresses, long lists).
  'subnet-split': { 'v6-4096-subnets': () => ({ cidr: 'ffff::/52', new_prefix: 64 }), 'v4-4096-subnets': () => ({ cidr: '0.0.0.0/0', count: 4096 }) },
  'cidr-aggregate': {
    // Tens of thousands of scattered IPv6 blocks, each in list, exclude and test: the sort, the cut and the lookups at their largest.
    'scattered-v6-blocks': () => {
      const blocks = sequence(850_000, (i) => `2001:db8:${(i * 7919 % 65536).toString(16)}:${(i % 65536).toString(16)}::/${64 + (i % 60)}`, '\n');
      return { list: blocks, exclude: blocks.replaceAll('::/', '::8000/'), test: blocks };
    },
  },
  'cidr-range': { 'expand-65536-v6': () => ({ action: 'expand', cidr: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:0/112' }), 'to-cidr-254-v6': () => ({ action: 'to-cidr', start: '::1', end: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe' }) },
  // Issue 25, qr-generate: version 40 (7089 digits, the most a QR code holds; 2953 bytes at L), drawn at the largest size.
  'qr-generate': { 'v40-png-2048': () => ({ text: '7'.repeat(7089), ecc: 'L', size: 2048, format: 'png', margin: 0 }), 'v40-bytes-svg': () => ({ text: 'x\u00e9'.repeat(984) + 'x', ecc: 'L', size: 2048 }), 'v40-bytes-png-h': () => ({ text: 'Q'.repeat(1273), ecc: 'H', size: 2048, format: 'png' }) },
  'random-picker': {
    'teams-of-5000': () => ({ mode: 'teams', items: Array.from({ length: 5000 }, (_, i) => `${i}`.padEnd(100, 'n')), team_count: 20 }),
    'unique-10000-numbers': () => ({ mode: 'number', min: -1e12, max: 1e12, count: 10_000, unique: true }),
  },
  // Issue 24: a 10 MB file (9,999,999 bytes, 13,333,332 Base64 characters) through each checksum family.
  'checksum': Object.fromEntries(
    ['crc32', 'crc32c', 'crc16', 'adler32', 'fletcher16', 'fletcher32', 'xxh32', 'xxh3', 'xxh128', 'murmur3'].map((algorithm) => [`10MB-${algorithm}`, () => ({ bin: fill('/+9a', 13_333_332), algorithm })]),
  ),
  'hkdf': {
    // Every input at its byte maximum (info at WebCrypto's 1,024 bytes) and the longest output.
    'max-bytes-sha512-1024': () => ({ ikm: fill('😀', 10_000), salt: fill('😀', 10_000), info: fill('ab', 2048), encoding: 'utf8', hash: 'SHA-512', length: 1024 }),
    'max-hex-sha1-1024': () => ({ ikm: fill('ab', 10_000), salt: fill('a b ', 10_000), info: fill('ff', 2048), encoding: 'hex', hash: 'SHA-1', length: 1024 }),
  },
  'hash-all': { '10MB-file': () => ({ bin: fill('/+9a', 13_333_332) }), 'astral-text': () => ({ text: fill('😀', 1_000_000) }) },
  // Issue 25, xml-validate: a megabyte of document against a schema that fits it; a pattern facet that
  // backtracks; and a schema whose content model libxml2 compiles in quadratic time or worse.
  'xml-validate': (() => {
    const schema = (body: string) => `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${body}</xs:schema>`;
    const list = (type: string) => schema(`<xs:element name="list"><xs:complexType><xs:sequence><xs:element name="r" maxOccurs="unbounded" type="${type}"/></xs:sequence></xs:complexType></xs:element>`);
    const pattern = (value: string) => schema(`<xs:element name="r"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="${value}"/></xs:restriction></xs:simpleType></xs:element>`);
    return {
      // 125,000 siblings each breaking the schema: one error each, 1,000 listed with their paths.
      'many-invalid-elements': () => ({ xml: '<list>' + fill('<r>x</r>', 999_980) + '</list>', xsd: list('xs:integer') }),
      'many-valid-elements': () => ({ xml: '<list>' + fill('<r>1</r>', 999_980) + '</list>', xsd: list('xs:integer') }),
      // Well-formedness alone (the schema walk always fills xsd): a megabyte of attributes, and one of namespace warnings.
      'no-schema-many-attributes': () => ({ xml: sequence(999_990, (i) => `a${i}="1"`, ' ', '<a ', '/>') }),
      'no-schema-many-warnings': () => ({ xml: '<r>' + fill('<a xmlns="x"/>', 999_990) + '</r>' }),
      // A recursive schema and nesting as deep as the text allows (libxml2 stops at depth 256 without XML_PARSE_HUGE).
      'deep-nesting-recursive-schema': () => ({ xml: nest(999_990, '<a>', '</a>'), xsd: schema('<xs:element name="a"><xs:complexType><xs:sequence><xs:element ref="a" minOccurs="0"/></xs:sequence></xs:complexType></xs:element>') }),
      // (a|aa)* on a megabyte of a's that never ends in b: libxml2's regex engine backtracks until its limit (an internal error).
      'backtracking-pattern': () => ({ xml: '<r>' + fill('a', 999_000) + '!</r>', xsd: pattern('(a|aa)*b') }),
      'counted-pattern': () => ({ xml: '<r>' + fill('a', 999_000) + '</r>', xsd: pattern('(a{1,1000}){1,1000}') }),
      // Some 24,000 optional particles in one sequence or all group: libxml2 takes past a minute to build the content model.
      'many-optional-particles': () => ({ xml: '<r/>', xsd: schema('<xs:element name="r"><xs:complexType><xs:sequence>' + sequence(999_000, (i) => `<xs:element name="e${i}" minOccurs="0"/>`, '') + '</xs:sequence></xs:complexType></xs:element>') }),
      'big-all-group': () => ({ xml: '<r/>', xsd: schema('<xs:element name="r"><xs:complexType><xs:all>' + sequence(999_000, (i) => `<xs:element name="e${i}" minOccurs="0"/>`, '') + '</xs:all></xs:complexType></xs:element>') }),
    };
  })(),
};

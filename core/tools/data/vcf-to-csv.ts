import { Type } from '@sinclair/typebox';
import { decodeBase64 } from '../../lib/base64.ts';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { csvRecord } from '../../lib/csv-write.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350) are read alike: lines are unfolded (a line break
 *   followed by one space or tab is removed), property and parameter names are case-insensitive,
 *   parameter values may be quoted and use RFC 6868 ^-escapes, `group.NAME` groups are kept (Apple's
 *   itemN.X-ABLabel names the type of its group's value). Text values are unescaped (\\ \, \; and
 *   \n or \N for a line break). vCard 2.1 quoted-printable (with soft line breaks and CHARSET) and
 *   base64 text values are decoded; 2.1 bare parameters (TEL;WORK;VOICE) are types.
 * - One CSV row per card, in this column order: full_name, name_prefix, given_name,
 *   additional_names, family_name, name_suffix, nickname, organization, department, title, emails,
 *   phones, addresses, urls, birthday, note. full_name is FN (the most preferred one), or the N parts
 *   joined when there is no FN. Several values of a name part are joined with a space (honorific
 *   prefixes and suffixes with ", "); organization is ORG's first part, department the units after it.
 * - emails, phones, addresses and urls hold every value, most preferred first (PREF=1, TYPE=pref),
 *   joined with "; ", each followed by its types in parentheses: "+1-418-656-9254;ext=102 (work,
 *   voice)". The types internet, x400 and pref are left out. A tel: URI loses its "tel:". An address
 *   is written on one line: its non-empty parts (post office box, extended, street, locality, region
 *   with postal code, country) joined with ", ".
 * - birthday: a date or date-time in basic format is written in extended ISO 8601 (19960415 →
 *   1996-04-15, --0203 → --02-03, 19531015T231000Z → 1953-10-15T23:10:00Z); anything else (an
 *   extended date already, or text such as "circa 1800") is kept as written.
 * - Several TITLE values are joined with "; ", several NOTEs with a line break.
 * - Problems that lose nothing important are warnings with their line (a line without ":", a card
 *   without END:VCARD, a nested AGENT card, which is skipped); text with no BEGIN:VCARD is refused.
 */

const COLUMNS = [
  'full_name',
  'name_prefix',
  'given_name',
  'additional_names',
  'family_name',
  'name_suffix',
  'nickname',
  'organization',
  'department',
  'title',
  'emails',
  'phones',
  'addresses',
  'urls',
  'birthday',
  'note',
] as const;
type Column = (typeof COLUMNS)[number];

const MAX_WARNINGS = 100;
const HIDDEN_TYPES = new Set(['internet', 'x400', 'pref']);
const ENCODINGS = new Set(['QUOTED-PRINTABLE', 'BASE64', 'B', '8BIT', '7BIT']);

interface ContentLine {
  line: number;
  text: string;
}

interface Property {
  line: number;
  group: string;
  name: string;
  /** Upper-case parameter names; each value list as written, unquoted. */
  params: Map<string, string[]>;
  value: string;
}

/** Physical lines joined into content lines: folding, and quoted-printable soft line breaks. */
function unfold(text: string): ContentLine[] {
  const lines: ContentLine[] = [];
  // The line being joined, as its non-empty pieces: no string is rebuilt per physical line.
  let start = 0;
  let pieces: string[] | undefined;
  // Whether the line's name and parameters (before its first ":") say quoted-printable;
  // undefined until that ":" is seen.
  let quotedPrintable: boolean | undefined;
  let head = '';
  const finish = () => {
    if (pieces) lines.push({ line: start, text: pieces.join('') });
  };
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    let added: string;
    const softBreak = quotedPrintable === true && pieces !== undefined && pieces[pieces.length - 1]?.endsWith('=') === true;
    if (pieces && softBreak) {
      const last = pieces.pop()!.slice(0, -1);
      if (last !== '') pieces.push(last);
      added = raw;
    } else if (pieces && (raw.startsWith(' ') || raw.startsWith('\t'))) {
      added = raw.slice(1);
    } else {
      finish();
      start = index + 1;
      pieces = [];
      quotedPrintable = undefined;
      head = '';
      added = raw;
    }
    if (added !== '') pieces.push(added);
    if (quotedPrintable === undefined) {
      const colon = added.indexOf(':');
      // Capped, so a huge line with no ":" is still read in linear time (a real head is short).
      head = (head + (colon >= 0 ? added.slice(0, colon) : added)).slice(-4_000);
      if (colon >= 0) quotedPrintable = /QUOTED-PRINTABLE/i.test(head);
    }
  });
  finish();
  return lines;
}

/** RFC 6868: ^n is a line break, ^' a double quote, ^^ a caret. */
const decodeCaret = (value: string) => value.replace(/\^([n'^])/g, (_, char: string) => (char === 'n' ? '\n' : char === "'" ? '"' : '^'));

function parseContentLine({ line, text }: ContentLine): Property | undefined {
  let i = 0;
  const nameMatch = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*/.exec(text);
  if (!nameMatch) return undefined;
  const fullName = nameMatch[0];
  i = fullName.length;
  const dot = fullName.lastIndexOf('.');
  const params = new Map<string, string[]>();
  const addParam = (name: string, values: string[]) => {
    const list = params.get(name);
    if (list) list.push(...values);
    else params.set(name, values);
  };
  while (text[i] === ';') {
    i++;
    const paramMatch = /^[A-Za-z0-9-]*/.exec(text.slice(i, i + 200))!;
    const paramName = paramMatch[0].toUpperCase();
    i += paramMatch[0].length;
    if (text[i] !== '=') {
      // vCard 2.1 bare parameter: an encoding or a type.
      if (paramName !== '') addParam(ENCODINGS.has(paramName) ? 'ENCODING' : 'TYPE', [paramName]);
      continue;
    }
    i++;
    const values: string[] = [];
    for (;;) {
      if (text[i] === '"') {
        const close = text.indexOf('"', i + 1);
        if (close < 0) return undefined;
        values.push(decodeCaret(text.slice(i + 1, close)));
        i = close + 1;
      } else {
        let end = i;
        while (end < text.length && !';:,'.includes(text[end]!)) end++;
        values.push(decodeCaret(text.slice(i, end)));
        i = end;
      }
      if (text[i] !== ',') break;
      i++;
    }
    addParam(paramName, values);
  }
  if (text[i] !== ':') return undefined;
  return {
    line,
    group: dot >= 0 ? fullName.slice(0, dot).toLowerCase() : '',
    name: (dot >= 0 ? fullName.slice(dot + 1) : fullName).toUpperCase(),
    params,
    value: text.slice(i + 1),
  };
}

/** Splits on a separator not escaped by a backslash, keeping the escapes. */
function splitEscaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === separator) {
      parts.push(value.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(value.slice(start));
  return parts;
}

const unescapeText = (value: string) => value.replace(/\\([\s\S])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    // An unknown charset, or bytes that are not in it: Windows-1252 reads any byte.
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return new TextDecoder('windows-1252').decode(bytes);
    }
  }
}

function decodeQuotedPrintable(value: string, charset: string | undefined): string {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let length = 0;
  // Runs of plain text are encoded as UTF-8 whole; each =XX is one byte.
  for (const [, plain, hex] of value.matchAll(/([^=]+|=(?![0-9A-Fa-f]{2}))|=([0-9A-Fa-f]{2})/g)) {
    const chunk = plain !== undefined ? encoder.encode(plain) : Uint8Array.of(parseInt(hex!, 16));
    chunks.push(chunk);
    length += chunk.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return decodeBytes(bytes, charset);
}

/** The raw (still escaped) value, with its transfer encoding undone. */
function rawValue(property: Property, warn: (message: string) => void): string | undefined {
  const encoding = property.params.get('ENCODING')?.[0]?.toUpperCase();
  const charset = property.params.get('CHARSET')?.[0];
  if (encoding === 'QUOTED-PRINTABLE') return decodeQuotedPrintable(property.value, charset);
  if (encoding === 'B' || encoding === 'BASE64') {
    const decoded = decodeBase64(property.value);
    if (!decoded.ok) {
      warn(`line ${property.line}: the base64 value of ${property.name} is not valid (${decoded.reason}); it is skipped`);
      return undefined;
    }
    return decodeBytes(decoded.bytes, charset);
  }
  return property.value;
}

function typesOf(property: Property, labels: Map<string, string>): string[] {
  const types: string[] = [];
  for (const value of property.params.get('TYPE') ?? []) {
    for (const type of value.split(',')) {
      const lower = type.trim().toLowerCase();
      if (lower !== '' && !HIDDEN_TYPES.has(lower) && !types.includes(lower)) types.push(lower);
    }
  }
  const label = property.group ? labels.get(property.group) : undefined;
  if (label) types.push(label);
  return types;
}

function preference(property: Property): number {
  const pref = Number(property.params.get('PREF')?.[0]);
  if (Number.isInteger(pref) && pref >= 1 && pref <= 100) return pref;
  const typed = (property.params.get('TYPE') ?? []).some((value) => value.split(',').some((type) => type.trim().toLowerCase() === 'pref'));
  return typed ? 1 : 101;
}

function formatAddress(raw: string): string {
  const parts = splitEscaped(raw, ';').map((part) =>
    splitEscaped(part, ',')
      .map((piece) => unescapeText(piece).replace(/\s*\n\s*/g, ', ').trim())
      .filter((piece) => piece !== '')
      .join(', '),
  );
  const [poBox = '', extended = '', street = '', locality = '', region = '', postalCode = '', country = ''] = parts;
  return [poBox, extended, street, locality, `${region} ${postalCode}`.trim(), country].filter((part) => part !== '').join(', ');
}

function formatBirthday(value: string): string {
  const text = value.trim();
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{2}(?:\d{2})?)?)?$/.exec(text))) {
    const [, year, month, day, hour, minute, second, zone] = m;
    const date = `${year}-${month}-${day}`;
    if (hour === undefined) return date;
    const offset = zone === undefined || zone === 'Z' ? (zone ?? '') : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
    return `${date}T${hour}:${minute}${second !== undefined ? `:${second}` : ''}${offset}`;
  }
  if ((m = /^--(\d{2})(\d{2})$/.exec(text))) return `--${m[1]}-${m[2]}`;
  return text;
}

/** The CSV cells of one card. */
function cardRow(properties: Property[], warn: (message: string) => void): Record<Column, string> {
  const row = Object.fromEntries(COLUMNS.map((column) => [column, ''])) as Record<Column, string>;
  const labels = new Map<string, string>();
  for (const property of properties) {
    if (property.name === 'X-ABLABEL' && property.group) {
      labels.set(property.group, unescapeText(property.value).replace(/^_\$!<(.*)>!\$_$/, '$1').toLowerCase());
    }
  }
  const byName = (name: string) =>
    properties
      .filter((property) => property.name === name)
      .map((property, order) => ({ property, order }))
      .sort((a, b) => preference(a.property) - preference(b.property) || a.order - b.order)
      .map(({ property }) => property);
  const values = (name: string) =>
    byName(name).flatMap((property) => {
      const raw = rawValue(property, warn);
      return raw === undefined ? [] : [{ property, raw }];
    });
  const typed = (text: string, property: Property) => {
    const types = typesOf(property, labels);
    return types.length > 0 ? `${text} (${types.join(', ')})` : text;
  };
  const joinList = (raw: string, separator: string) =>
    splitEscaped(raw, ',')
      .map((piece) => unescapeText(piece).trim())
      .filter((piece) => piece !== '')
      .join(separator);

  const [name] = values('N');
  if (name) {
    const [family = '', given = '', additional = '', prefixes = '', suffixes = ''] = splitEscaped(name.raw, ';');
    row.family_name = joinList(family, ' ');
    row.given_name = joinList(given, ' ');
    row.additional_names = joinList(additional, ' ');
    row.name_prefix = joinList(prefixes, ', ');
    row.name_suffix = joinList(suffixes, ', ');
  }
  const [fullName] = values('FN');
  row.full_name = fullName
    ? unescapeText(fullName.raw).trim()
    : [row.name_prefix, row.given_name, row.additional_names, row.family_name, row.name_suffix].filter((part) => part !== '').join(' ');
  row.nickname = values('NICKNAME')
    .map(({ raw }) => joinList(raw, ', '))
    .filter((text) => text !== '')
    .join(', ');
  const [org] = values('ORG');
  if (org) {
    const [organization = '', ...units] = splitEscaped(org.raw, ';').map((part) => unescapeText(part).trim());
    row.organization = organization;
    row.department = units.filter((unit) => unit !== '').join(', ');
  }
  row.title = values('TITLE')
    .map(({ raw }) => unescapeText(raw).trim())
    .filter((text) => text !== '')
    .join('; ');
  const list = (name: string, format: (raw: string) => string) =>
    values(name)
      .map(({ property, raw }) => ({ property, text: format(raw) }))
      .filter(({ text }) => text !== '')
      .map(({ property, text }) => typed(text, property))
      .join('; ');
  row.emails = list('EMAIL', (raw) => unescapeText(raw).trim().replace(/^mailto:/i, ''));
  row.phones = list('TEL', (raw) => unescapeText(raw).trim().replace(/^tel:/i, ''));
  row.addresses = list('ADR', formatAddress);
  row.urls = list('URL', (raw) => unescapeText(raw).trim());
  const [birthday] = values('BDAY');
  if (birthday) row.birthday = formatBirthday(unescapeText(birthday.raw));
  row.note = values('NOTE')
    .map(({ raw }) => unescapeText(raw).trim())
    .filter((text) => text !== '')
    .join('\n');
  return row;
}

export default defineTool({
  id: 'vcf-to-csv',
  name: 'vCard (VCF) to CSV',
  category: 'data',
  description:
    'Convert vCard contacts (.vcf; versions 2.1, 3.0 and 4.0) to CSV, one row per card: full name, name parts, nickname, organization, department, title, emails, phones, addresses, URLs (several values joined with "; ", types in parentheses), birthday and note. Handles line folding, escaping, grouped properties and quoted-printable.',
  keywords: ['contacts', 'address book', 'contact list', 'vcard to csv', 'phone contacts'],
  // its worst input (many-cards) took 2441.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'The vCard text: one or more BEGIN:VCARD … END:VCARD cards (at most 1,000,000 characters)' }),
    delimiter: csvDelimiterField('The CSV field delimiter'),
  }),
  output: closedObject({
    csv: Type.String({ description: 'The CSV: a header record, then one record per card, each ended by CRLF' }),
    count: Type.Integer({ minimum: 0, description: 'The number of cards (data records)' }),
    columns: Type.Array(Type.String(), { description: 'The column names, in order' }),
    warnings: Type.Array(Type.String(), { description: 'Lines skipped or repaired, with their line numbers' }),
  }),
  examples: [
    {
      title: 'RFC 2426 (vCard 3.0), folded address and two phones',
      input: {
        input:
          'BEGIN:vCard\r\nVERSION:3.0\r\nFN:Frank Dawson\r\nORG:Lotus Development Corporation\r\nADR;TYPE=WORK,POSTAL,PARCEL:;;6544 Battleford Drive\r\n ;Raleigh;NC;27613-3502;U.S.A.\r\n' +
          'TEL;TYPE=VOICE,MSG,WORK:+1-919-676-9515\r\nTEL;TYPE=FAX,WORK:+1-919-676-9564\r\nEMAIL;TYPE=INTERNET,PREF:Frank_Dawson@Lotus.com\r\nEMAIL;TYPE=INTERNET:fdawson@earthlink.net\r\n' +
          'URL:http://home.earthlink.net/~fdawson\r\nEND:vCard\r\n',
      },
      output: {
        csv:
          'full_name,name_prefix,given_name,additional_names,family_name,name_suffix,nickname,organization,department,title,emails,phones,addresses,urls,birthday,note\r\n' +
          'Frank Dawson,,,,,,,Lotus Development Corporation,,,Frank_Dawson@Lotus.com; fdawson@earthlink.net,"+1-919-676-9515 (voice, msg, work); +1-919-676-9564 (fax, work)",' +
          '"6544 Battleford Drive, Raleigh, NC 27613-3502, U.S.A. (work, postal, parcel)",http://home.earthlink.net/~fdawson,,\r\n',
        count: 1,
        columns: [...COLUMNS],
        warnings: [],
      },
    },
    {
      title: 'vCard 4.0 with escapes, a grouped Apple label and a birthday, semicolon-delimited',
      input: {
        input:
          'BEGIN:VCARD\nVERSION:4.0\nN:Public;John;Quinlan;Mr.;Esq.\nFN:John Q. Public\\, Esq.\nitem1.EMAIL:jqp@example.com\nitem1.X-ABLabel:_$!<Home>!$_\nBDAY:19960415\nNOTE:Line one\\nLine two\nEND:VCARD\n',
        delimiter: ';',
      },
      output: {
        csv:
          'full_name;name_prefix;given_name;additional_names;family_name;name_suffix;nickname;organization;department;title;emails;phones;addresses;urls;birthday;note\r\n' +
          'John Q. Public, Esq.;Mr.;John;Quinlan;Public;Esq.;;;;;jqp@example.com (home);;;;1996-04-15;"Line one\nLine two"\r\n',
        count: 1,
        columns: [...COLUMNS],
        warnings: [],
      },
    },
  ],
  run({ input, delimiter }) {
    const warnings: string[] = [];
    let unlisted = 0;
    const warn = (message: string) => {
      if (warnings.length < MAX_WARNINGS) warnings.push(message);
      else unlisted++;
    };
    const cards: Property[][] = [];
    let card: Property[] | undefined;
    let cardLine = 0;
    let nested = 0;
    for (const line of unfold(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input)) {
      if (line.text.trim() === '') continue;
      const property = parseContentLine(line);
      if (!property) {
        if (card) warn(`line ${line.line}: not a vCard content line (name, parameters, ":" and value): ${quoteClipped(line.text)}; skipped`);
        else warn(`line ${line.line}: text outside any BEGIN:VCARD … END:VCARD; skipped`);
        continue;
      }
      const marker = property.value.trim().toUpperCase();
      if (property.name === 'BEGIN' && marker === 'VCARD') {
        if (card) {
          if (nested === 0) warn(`line ${line.line}: a vCard nested in the card of line ${cardLine} (an AGENT) is skipped`);
          nested++;
        } else {
          card = [];
          cardLine = line.line;
        }
      } else if (property.name === 'END' && marker === 'VCARD') {
        if (nested > 0) nested--;
        else if (card) {
          cards.push(card);
          card = undefined;
        } else warn(`line ${line.line}: END:VCARD without a BEGIN:VCARD; skipped`);
      } else if (card && nested === 0) {
        card.push(property);
      } else if (!card) {
        warn(`line ${line.line}: text outside any BEGIN:VCARD … END:VCARD; skipped`);
      }
    }
    if (card) {
      warn(`line ${cardLine}: the card has no END:VCARD; it ends with the text`);
      cards.push(card);
    }
    if (cards.length === 0) invalid('input: no vCard found (a card starts with a BEGIN:VCARD line and ends with END:VCARD)');

    let csv = csvRecord(COLUMNS, delimiter);
    for (const properties of cards) {
      const version = properties.find((property) => property.name === 'VERSION')?.value.trim();
      if (version !== undefined && !['2.1', '3.0', '4.0'].includes(version)) {
        warn(`line ${properties[0]!.line}: vCard version ${quoteClipped(version)} is not 2.1, 3.0 or 4.0; read like 4.0`);
      }
      const row = cardRow(properties, warn);
      csv += csvRecord(COLUMNS.map((column) => row[column]), delimiter);
    }
    if (unlisted > 0) warnings.push(`… and ${unlisted} more warnings`);
    return { csv, count: cards.length, columns: [...COLUMNS], warnings };
  },
});

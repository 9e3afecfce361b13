/**
 * Escaping text for a string literal (or field) of ten languages, and reading one back. Decisions
 * the issue left open:
 * - Languages that escape (json, js, java, c, python, regex, xml) give the inside of the literal,
 *   without quotes, ready to paste between them; json and java/c use "…", js and python '…'. The
 *   languages that quote (sql, shell, csv) give the whole quoted value, as sqlite3's quote(),
 *   Python's shlex.quote and csv.writer do. Decode takes the same, and also a json/js/java/c/python
 *   literal still in its quotes.
 * - json is JSON.stringify's (non-ASCII kept); js is jsesc's (ASCII-only, '\xE9'); java escapes
 *   every character outside printable ASCII as \uXXXX (as Apache Commons Text does); c writes
 *   non-ASCII as the octal escapes of its UTF-8 bytes (octal, unlike \x, never eats a following
 *   digit); python follows repr(), keeping printable characters and escaping the rest.
 * - regex escapes what Python's re.escape does; decode drops the backslash of an escaped
 *   punctuation or space character and refuses a class like \d, which stands for no one character.
 * - shell decode reads one POSIX word: quotes and backslashes are removed, $VARIABLES and globs
 *   are kept as written (nothing is expanded).
 * - Isolate: a million characters through jsesc take 46 ms on the bench's loaded machine and
 *   scale worse than linearly; the other languages sit near the 50 ms line too.
 */
import { Type } from '@sinclair/typebox';
import { unescapeBackslashes } from '../../lib/backslash-unescape.ts';
import { csvField } from '../../lib/csv-write.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { unescapeXml } from '../../lib/xml-text.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

// jsesc is CommonJS whose export is the function itself: it arrives as `default`.
const loadJsesc = lazy(async () => {
  const module = await import('jsesc');
  return (module.default ?? module) as typeof module.default;
});

const LANGUAGES = ['json', 'js', 'java', 'c', 'python', 'sql', 'shell', 'regex', 'xml', 'csv'] as const;
type Language = (typeof LANGUAGES)[number];

const JAVA_ESCAPES: Record<string, string> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r', '"': '\\"', '\\': '\\\\' };
const C_ESCAPES: Record<string, string> = { ...JAVA_ESCAPES, '\x07': '\\a', '\v': '\\v' };
const PYTHON_ESCAPES: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', "'": "\\'", '\\': '\\\\' };
/** What repr() escapes: its named escapes, and what str.isprintable() is false for (space excepted). */
const PYTHON_TO_ESCAPE = /[\t\n\r'\\]|(?! )[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/gu;
/** re.escape's special characters (Python 3.7+). */
const REGEX_SPECIAL = /[()[\]{}?*+\-|^$\\.&~# \t\n\r\v\f]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;

const utf8 = new TextEncoder();
const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

function escapeJava(text: string): string {
  return text.replace(/[^\x20-\x7E]|["\\]/g, (char) => JAVA_ESCAPES[char] ?? `\\u${hex(char.charCodeAt(0), 4).toUpperCase()}`);
}

function escapeC(text: string): string {
  return text.replace(/[^\x20-\x7E]+|["\\]/gu, (run) => {
    if (C_ESCAPES[run]) return C_ESCAPES[run];
    let out = '';
    for (const char of run) out += C_ESCAPES[char] ?? [...utf8.encode(char)].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
    return out;
  });
}

function escapePython(text: string): string {
  return text.replace(PYTHON_TO_ESCAPE, (char) => {
    const code = char.codePointAt(0)!;
    return PYTHON_ESCAPES[char] ?? (code < 0x100 ? `\\x${hex(code, 2)}` : code < 0x10000 ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`);
  });
}

function escapeShell(text: string): string {
  if (SHELL_SAFE.test(text)) return text;
  return `'${text.replaceAll("'", `'"'"'`)}'`;
}

/** One POSIX shell word, quotes and backslashes removed. */
function unescapeShell(text: string): string {
  const word = text.trim();
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const char = word[i]!;
    if (char === "'") {
      const close = word.indexOf("'", i + 1);
      if (close < 0) invalid(`text: the single quote at index ${i} is never closed`);
      out += word.slice(i + 1, close);
      i = close;
    } else if (char === '"') {
      let j = i + 1;
      for (; j < word.length && word[j] !== '"'; j++) {
        // Inside double quotes a backslash escapes only $ ` " \ and a line break.
        if (word[j] === '\\' && '$`"\\\n'.includes(word[j + 1] ?? '')) {
          j++;
          if (word[j] !== '\n') out += word[j];
        } else out += word[j];
      }
      if (j >= word.length) invalid(`text: the double quote at index ${i} is never closed`);
      i = j;
    } else if (char === '\\') {
      if (i + 1 < word.length && word[i + 1] !== '\n') out += word[i + 1];
      i++;
    } else if (/\s/.test(char)) {
      invalid(`text: holds more than one shell word (unquoted whitespace at index ${i}); decode reads one`);
    } else out += char;
  }
  return out;
}

function unescapeRegex(text: string): string {
  return text.replace(/\\([\s\S]?)/g, (escape: string, char: string, at: number) => {
    if (char === '') invalid('text: ends with a lone backslash');
    if (/[A-Za-z0-9]/.test(char)) invalid(`text: ${escape} at index ${at} is a regex class or escape, not an escaped character`);
    return char;
  });
}

function unquoteSql(text: string): string {
  const match = /^\s*'((?:[^']|'')*)'\s*$/.exec(text);
  if (!match) invalid("text: is not one SQL string literal ('…' with each ' inside written '')");
  return match[1]!.replaceAll("''", "'");
}

function unquoteCsv(text: string): string {
  if (!text.startsWith('"')) {
    if (text.includes('"')) invalid('text: an unquoted CSV field cannot hold a double quote');
    return text;
  }
  const match = /^"((?:[^"]|"")*)"$/.exec(text);
  if (!match) invalid('text: is not one quoted CSV field ("…" with each " inside written "")');
  return match[1]!.replaceAll('""', '"');
}

/** A backslash-escaped literal still in its quotes loses them. */
function insideQuotes(text: string, quotes: string): string {
  const first = text[0];
  return text.length >= 2 && first !== undefined && quotes.includes(first) && text.endsWith(first) && !text.endsWith(`\\${first}`) ? text.slice(1, -1) : text;
}

async function encode(text: string, lang: Language): Promise<string> {
  switch (lang) {
    case 'json': return JSON.stringify(text).slice(1, -1);
    case 'js': return (await loadJsesc())(text, { quotes: 'single', wrap: false });
    case 'java': return escapeJava(text);
    case 'c': return escapeC(text);
    case 'python': return escapePython(text);
    case 'sql': return `'${text.replaceAll("'", "''")}'`;
    case 'shell': return escapeShell(text);
    case 'regex': return text.replace(REGEX_SPECIAL, '\\$&');
    case 'xml': return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
    case 'csv': return text === '' ? '""' : csvField(text, ',');
  }
}

function decode(text: string, lang: Language): string {
  switch (lang) {
    case 'json': {
      const literal = text.startsWith('"') && text.endsWith('"') && text.length >= 2 ? text : `"${text}"`;
      try {
        return JSON.parse(literal) as string;
      } catch {
        invalid(`text: is not the inside of a JSON string (${quoteClipped(text)}): a control character, a lone " or a bad escape`);
      }
    }
    case 'js': return unescapeBackslashes(insideQuotes(text, `'"\``), 'js', 'text');
    case 'java': return unescapeBackslashes(insideQuotes(text, '"'), 'java', 'text');
    case 'c': return unescapeBackslashes(insideQuotes(text, '"'), 'c', 'text');
    case 'python': return unescapeBackslashes(insideQuotes(text, `'"`), 'python', 'text');
    case 'sql': return unquoteSql(text);
    case 'shell': return unescapeShell(text);
    case 'regex': return unescapeRegex(text);
    case 'xml': {
      const unescaped = unescapeXml(text);
      if (unescaped.forbidden) invalid(`text: ${unescaped.forbidden} names a character XML forbids`);
      return unescaped.text;
    }
    case 'csv': return unquoteCsv(text);
  }
}

export default defineTool({
  id: 'string-escape',
  name: 'String Escape',
  category: 'encoding',
  description:
    'Escape text for a string literal or field in JSON, JavaScript, Java, C, Python, SQL, shell, regex, XML or CSV, ' +
    'or read such an escaped or quoted string back to its text.',
  isolate: true,
  keywords: ['escape', 'unescape', 'backslash', 'string literal', 'json escape', 'shlex', 'shell quote', 're.escape', 'sql quote', 'csv quote', 'stringify'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode escapes text for the language, decode reads an escaped string back' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text to escape, or the escaped string to read (at most 1,000,000 characters)' }),
    lang: stringEnum(LANGUAGES, {
      description:
        'json, js, java, c, python, regex, xml: the inside of a literal (decode also takes it in its quotes); sql, shell, csv: the whole quoted value',
    }),
  }),
  output: closedObject({
    result: Type.String({ description: 'The escaped string, or the text read back' }),
  }),
  examples: [
    { title: 'JSON string', input: { action: 'encode', text: 'Say "hi"\n\tcafé', lang: 'json' }, output: { result: 'Say \\"hi\\"\\n\\tcafé' } },
    { title: 'Shell argument', input: { action: 'encode', text: "it's $HOME", lang: 'shell' }, output: { result: `'it'"'"'s $HOME'` } },
    { title: 'SQL literal', input: { action: 'encode', text: "O'Brien", lang: 'sql' }, output: { result: "'O''Brien'" } },
    { title: 'Read a C literal', input: { action: 'decode', text: '"caf\\303\\251\\tx\\n"', lang: 'c' }, output: { result: 'café\tx\n' } },
  ],
  async run({ action, text, lang }) {
    if (action === 'decode') return { result: decode(text, lang) };
    assertWellFormed(text, 'text');
    return { result: await encode(text, lang) };
  },
});

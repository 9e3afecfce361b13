import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { lazyModule } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Words are split as a POSIX shell splits them (shell-quote), after joining backslash-newline
 *   continuations and turning bash's $'…' strings (what browsers' "Copy as cURL" writes) into plain
 *   quoted ones; "$VAR" stays as written. Only the first command counts.
 * - Method, URL and body follow curl 7.88's rules, checked against `curl --libcurl`: -X wins, else
 *   -I is HEAD, -G is GET (the data goes to the query), any data or -F is POST, else GET; several
 *   -d join with "&"; --data-urlencode encodes as curl does (space as +, only A–Z a–z 0–9 - . _ ~ kept).
 * - headers: what the command sets, in order: -H, then the ones -A, -e, -b and --json imply, and
 *   the Content-Type curl adds for -d (application/x-www-form-urlencoded) when no -H set one.
 *   -u is returned as auth (user, password: it is in the command already) and as an Authorization
 *   header in the fetch() snippet only.
 * - @file arguments (-d @f, -F f=@x, -b cookies.txt, -T f) cannot be read here: they are named in
 *   files and left as placeholders in the snippet.
 * - -L, -k, --compressed and the like are options; flags that change nothing in the request
 *   (-s, -v, -o…) and unknown ones are listed in otherFlags, never dropped silently.
 */

const loadShellQuote = lazyModule(() => import('shell-quote'));

/** bash's $'…' escapes, decoded. */
function decodeAnsiC(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|[\s\S])/g, (whole, code: string) => {
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };
    if (code.length === 1 && Object.hasOwn(simple, code)) return simple[code]!;
    if (/^[xuU]/.test(code)) {
      const point = parseInt(code.slice(1), 16);
      return point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8) & 0xff);
    return whole;
  });
}

/** The body of a $'…' string and its closing quote, read where lastIndex points (sticky: no slicing). */
const ANSI_C_BODY = /((?:[^'\\]|\\[\s\S])*)'/y;

/** The command with continuations joined and each $'…' rewritten as a '…' string shell-quote reads. */
function normalise(cmd: string): string {
  let out = '';
  let quote: '"' | "'" | '' = '';
  for (let index = 0; index < cmd.length; index++) {
    const char = cmd[index]!;
    if (quote === "'") {
      out += char;
      if (char === "'") quote = '';
    } else if (char === '\\' && (cmd[index + 1] === '\n' || (cmd[index + 1] === '\r' && cmd[index + 2] === '\n'))) {
      index += cmd[index + 1] === '\r' ? 2 : 1;
      out += ' ';
    } else if (char === '\\') {
      out += char + (cmd[index + 1] ?? '');
      index++;
    } else if (quote === '"') {
      out += char;
      if (char === '"') quote = '';
    } else if (char === '$' && cmd[index + 1] === "'") {
      ANSI_C_BODY.lastIndex = index + 2;
      const end = ANSI_C_BODY.exec(cmd);
      if (!end) invalid('cmd: a $\'…\' string is not closed');
      out += `'${decodeAnsiC(end[1]!).replaceAll("'", "'\\''")}'`;
      index = ANSI_C_BODY.lastIndex - 1;
    } else {
      out += char;
      if (char === '"' || char === "'") quote = char;
    }
  }
  return out;
}

/** curl's --data-urlencode escaping (curl_easy_escape, with space as +). */
function curlEscape(text: string): string {
  let out = '';
  for (const byte of utf8Encode(text, 'cmd')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char)) out += char;
    else if (byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

type DataFlag = 'data' | 'raw' | 'binary' | 'urlencode' | 'json';

const DATA_FLAGS: Record<string, DataFlag> = {
  '-d': 'data', '--data': 'data', '--data-ascii': 'data', '--data-raw': 'raw', '--data-binary': 'binary', '--data-urlencode': 'urlencode', '--json': 'json',
};

/** Flags with a value that only change how curl runs or where it writes, not the request. */
const OTHER_VALUE_FLAGS = new Set([
  '-o', '--output', '-m', '--max-time', '--connect-timeout', '--retry', '--retry-delay', '--retry-max-time', '-w', '--write-out', '-c', '--cookie-jar',
  '-x', '--proxy', '-U', '--proxy-user', '--cacert', '--capath', '-E', '--cert', '--key', '--cert-type', '--key-type', '--resolve', '--connect-to',
  '--interface', '--limit-rate', '-r', '--range', '--max-redirs', '--max-filesize', '-D', '--dump-header', '--trace', '--trace-ascii', '-K', '--config',
  '--unix-socket', '-y', '--speed-time', '-Y', '--speed-limit', '--dns-servers', '--ciphers', '--tls-max', '-z', '--time-cond', '--stderr', '--variable',
]);

const SHORT_BOOLEANS = new Set(['s', 'S', 'v', 'i', 'L', 'k', 'f', 'N', 'O', 'g', 'q', 'j', 'n', 'l', '4', '6', '#', 'I', 'G', 'J', 'R']);

interface Parsed {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | null;
  form: { name: string; value: string | null; file: string | null; type: string | null }[];
  auth: { user: string; password: string } | null;
  files: string[];
  options: { followRedirects: boolean; insecure: boolean; compressed: boolean; head: boolean; get: boolean; http: string | null };
  otherFlags: string[];
}

function parseWords(words: string[]): Parsed {
  let at = words[0] === 'curl' ? 1 : words[0]?.endsWith('/curl') || words[0] === 'curl.exe' ? 1 : -1;
  if (at < 0) invalid(`cmd: not a curl command: it starts with ${quoteClipped(words[0] ?? '')}, not curl`);
  const headers: [string, string][] = [];
  const implied: [string, string][] = [];
  const data: { kind: DataFlag; value: string }[] = [];
  const form: Parsed['form'] = [];
  const files: string[] = [];
  const otherFlags: string[] = [];
  const options: Parsed['options'] = { followRedirects: false, insecure: false, compressed: false, head: false, get: false, http: null };
  let method: string | null = null;
  let url: string | null = null;
  let auth: Parsed['auth'] = null;
  let upload: string | null = null;

  const valueOf = (flag: string, attached: string | undefined): string => {
    const value = attached ?? words[at++];
    if (value === undefined) invalid(`cmd: ${flag} needs a value`);
    return value;
  };

  const handle = (flag: string, attached: string | undefined): void => {
    if (Object.hasOwn(DATA_FLAGS, flag)) {
      data.push({ kind: DATA_FLAGS[flag]!, value: valueOf(flag, attached) });
      return;
    }
    switch (flag) {
      case '-X': case '--request': method = valueOf(flag, attached); return;
      case '-H': case '--header': {
        const header = valueOf(flag, attached);
        if (header.startsWith('@')) {
          files.push(header.slice(1));
          return;
        }
        const colon = header.indexOf(':');
        const semicolon = header.indexOf(';');
        // "Name;" sends an empty header; "Name:" with nothing after removes one of curl's own.
        if (colon < 0 && semicolon > 0 && header.slice(semicolon + 1).trim() === '') headers.push([header.slice(0, semicolon).trim(), '']);
        else if (colon <= 0) invalid(`cmd: ${flag} ${quoteClipped(header)} is not "Name: value"`);
        else if (header.slice(colon + 1).trim() !== '') headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
        else otherFlags.push(`${flag} ${header} (removes a header curl adds itself)`);
        return;
      }
      case '-A': case '--user-agent': implied.push(['User-Agent', valueOf(flag, attached)]); return;
      case '-e': case '--referer': implied.push(['Referer', valueOf(flag, attached)]); return;
      case '-b': case '--cookie': {
        const cookie = valueOf(flag, attached);
        if (cookie.includes('=')) implied.push(['Cookie', cookie]);
        else files.push(cookie);
        return;
      }
      case '-u': case '--user': {
        const credentials = valueOf(flag, attached);
        const colon = credentials.indexOf(':');
        auth = colon < 0 ? { user: credentials, password: '' } : { user: credentials.slice(0, colon), password: credentials.slice(colon + 1) };
        return;
      }
      case '-F': case '--form': case '--form-string': {
        const part = valueOf(flag, attached);
        const equals = part.indexOf('=');
        if (equals <= 0) invalid(`cmd: ${flag} ${quoteClipped(part)} is not name=value`);
        const name = part.slice(0, equals);
        let value = part.slice(equals + 1);
        let type: string | null = null;
        const typed = flag !== '--form-string' ? /;type=([^;]+)$/.exec(value) : null;
        if (typed) {
          type = typed[1]!;
          value = value.slice(0, typed.index);
        }
        if (flag !== '--form-string' && (value.startsWith('@') || value.startsWith('<'))) {
          files.push(value.slice(1));
          form.push({ name, value: null, file: value.slice(1), type });
        } else {
          form.push({ name, value, file: null, type });
        }
        return;
      }
      case '--url': url = valueOf(flag, attached); return;
      case '-T': case '--upload-file': upload = valueOf(flag, attached); files.push(upload); return;
      case '-L': case '--location': options.followRedirects = true; return;
      case '-k': case '--insecure': options.insecure = true; return;
      case '--compressed': options.compressed = true; return;
      case '-I': case '--head': options.head = true; return;
      case '-G': case '--get': options.get = true; return;
      case '--http1.0': case '--http1.1': case '--http2': case '--http2-prior-knowledge': case '--http3': options.http = flag.slice(2); return;
    }
    if (OTHER_VALUE_FLAGS.has(flag)) {
      otherFlags.push(`${flag} ${valueOf(flag, attached)}`);
      return;
    }
    otherFlags.push(attached === undefined ? flag : `${flag}=${attached}`);
  };

  while (at < words.length) {
    const word = words[at++]!;
    if (word.startsWith('--') && word.length > 2) {
      const equals = word.indexOf('=');
      // curl itself takes no --flag=value; a known flag written so keeps its value, for convenience.
      handle(equals < 0 ? word : word.slice(0, equals), equals < 0 ? undefined : word.slice(equals + 1));
    } else if (word.startsWith('-') && word.length > 1) {
      for (let index = 1; index < word.length; index++) {
        const flag = `-${word[index]}`;
        if (SHORT_BOOLEANS.has(word[index]!)) {
          handle(flag, undefined);
          continue;
        }
        const rest = word.slice(index + 1);
        handle(flag, rest === '' ? undefined : rest);
        break;
      }
    } else if (url === null) {
      url = word;
    } else {
      otherFlags.push(word);
    }
  }
  if (url === null) invalid('cmd: names no URL');

  // The body, as curl builds it.
  let body: string | null = null;
  const parts = data.map(({ kind, value }) => {
    if ((kind === 'data' || kind === 'binary' || kind === 'json') && value.startsWith('@')) {
      files.push(value.slice(1));
      return `<contents of ${value.slice(1)}>`;
    }
    if (kind !== 'urlencode') return value;
    const at = value.search(/[=@]/);
    if (at < 0) return curlEscape(value);
    const name = value.slice(0, at);
    if (value[at] === '@') {
      files.push(value.slice(at + 1));
      return `${name === '' ? '' : `${name}=`}<urlencoded contents of ${value.slice(at + 1)}>`;
    }
    return `${name === '' ? '' : `${name}=`}${curlEscape(value.slice(at + 1))}`;
  });
  const hasHeader = (name: string) => [...headers, ...implied].some(([header]) => header.toLowerCase() === name.toLowerCase());
  if (data.length > 0) {
    const joined = parts.join('&');
    if (options.get) {
      url += (url.includes('?') ? '&' : '?') + joined;
    } else {
      body = joined;
      if (data.some((entry) => entry.kind === 'json')) {
        if (!hasHeader('content-type')) implied.push(['Content-Type', 'application/json']);
        if (!hasHeader('accept')) implied.push(['Accept', 'application/json']);
      } else if (!hasHeader('content-type')) {
        implied.push(['Content-Type', 'application/x-www-form-urlencoded']);
      }
    }
  }
  if (form.length > 0 && body !== null) invalid('cmd: mixes -F (multipart) with -d data; curl refuses that too');

  const resolvedMethod = method ?? (options.head ? 'HEAD' : options.get ? 'GET' : body !== null || form.length > 0 ? 'POST' : upload !== null ? 'PUT' : 'GET');
  return { method: resolvedMethod, url, headers: [...headers, ...implied], body, form, auth, files, options, otherFlags };
}

/** The request as a fetch() call, in JavaScript. */
function fetchSnippet(parsed: Parsed): string {
  const lines: string[] = [];
  const quote = (text: string) => JSON.stringify(text);
  const headers = parsed.headers.map(([name, value]) => `    ${quote(name)}: ${quote(value)},`);
  if (parsed.auth) {
    const token = bytesToBase64(utf8Encode(`${parsed.auth.user}:${parsed.auth.password}`, 'cmd'));
    headers.push(`    "Authorization": ${quote(`Basic ${token}`)},`);
  }
  if (parsed.form.length > 0) {
    lines.push('const form = new FormData();');
    for (const part of parsed.form) {
      const options = part.type === null ? '' : `, { type: ${quote(part.type)} }`;
      if (part.file !== null) lines.push(`form.append(${quote(part.name)}, new Blob([/* contents of ${part.file.replaceAll('*/', '*\\/')} */]${options}), ${quote(part.file.split('/').pop()!)});`);
      else if (part.type !== null) lines.push(`form.append(${quote(part.name)}, new Blob([${quote(part.value!)}]${options}));`);
      else lines.push(`form.append(${quote(part.name)}, ${quote(part.value!)});`);
    }
    lines.push('');
  }
  const init: string[] = [`  method: ${quote(parsed.method)},`];
  if (headers.length > 0) init.push('  headers: {', ...headers, '  },');
  if (parsed.form.length > 0) init.push('  body: form,');
  else if (parsed.body !== null) init.push(`  body: ${quote(parsed.body)},`);
  // curl follows redirects only with -L; fetch follows them unless told not to.
  if (!parsed.options.followRedirects) init.push('  redirect: "manual",');
  if (parsed.options.insecure) lines.push('// -k: fetch cannot skip TLS certificate checks; the server needs a valid certificate.');
  lines.push(`const response = await fetch(${quote(parsed.url)}, {`, ...init, '});');
  return lines.join('\n');
}

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'curl-parse',
  name: 'curl Command Parser',
  category: 'developer',
  description:
    'Read a curl command (as typed, or copied from a browser\'s "Copy as cURL") and give its method, URL, headers, body, form parts, credentials and options, plus the same request as a fetch() call.',
  keywords: ['curl', 'curl to fetch', 'curl parser', 'curl converter', 'copy as curl', 'http request', 'fetch', 'curlconverter'],
  mcp: true,
  // shell-quote splits a million characters of words in about 3 s: never on the server's event loop
  // (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    cmd: Type.String({
      minLength: 1,
      maxLength: 1_000_000,
      description: 'A curl command as typed in a POSIX shell (line continuations with "\\" and bash $\'…\' strings allowed), at most 1,000,000 characters',
    }),
  }),
  output: closedObject({
    method: Type.String({ description: 'The HTTP method curl would send' }),
    url: Type.String({ description: 'The URL, with -G data appended to its query' }),
    headers: Type.Array(Type.Tuple([Type.String(), Type.String()]), { description: 'The headers the command sets, as [name, value] in order (see the tool\'s notes)' }),
    body: nullableString('The request body as curl builds it from -d, --data-*, --json; null when there is none (or it is multipart)'),
    form: Type.Array(closedObject({
      name: Type.String({ description: 'The part\'s name' }),
      value: nullableString('Its text; null for a file part'),
      file: nullableString('The file it uploads (@file or <file); null for a text part'),
      type: nullableString('Its ;type= content type; null when not given'),
    }), { description: 'The multipart parts of -F, in order' }),
    auth: Type.Union([closedObject({
      user: Type.String({ description: 'The user name' }),
      password: Type.String({ description: 'The password (empty when -u gave none)' }),
    }), Type.Null()], { description: 'The -u credentials (Basic authentication), or null' }),
    files: Type.Array(Type.String(), { description: 'Files the command reads (@file data, -F uploads, cookie files, -T), which this tool cannot read' }),
    options: closedObject({
      followRedirects: Type.Boolean({ description: '-L: follow redirects' }),
      insecure: Type.Boolean({ description: '-k: skip TLS certificate checks' }),
      compressed: Type.Boolean({ description: '--compressed: ask for and decode a compressed answer' }),
      head: Type.Boolean({ description: '-I: only the headers (HEAD)' }),
      get: Type.Boolean({ description: '-G: send the data in the query with GET' }),
      http: nullableString('The HTTP version flag given (http1.1, http2…), or null'),
    }, { description: 'curl options that shape the request' }),
    otherFlags: Type.Array(Type.String(), { description: 'Flags and words that do not change the request (-s, -o file…) or that this tool does not know' }),
    fetch: Type.String({ description: 'The same request as a JavaScript fetch() call' }),
  }),
  examples: [
    {
      title: 'A JSON PUT with a token, following redirects',
      input: { cmd: 'curl -L -X PUT https://api.example.com/items/7 \\\n  -H "Authorization: Bearer abc123" \\\n  --json \'{"name":"Widget"}\'' },
      output: {
        method: 'PUT',
        url: 'https://api.example.com/items/7',
        headers: [['Authorization', 'Bearer abc123'], ['Content-Type', 'application/json'], ['Accept', 'application/json']],
        body: '{"name":"Widget"}',
        form: [],
        auth: null,
        files: [],
        options: { followRedirects: true, insecure: false, compressed: false, head: false, get: false, http: null },
        otherFlags: [],
        fetch:
          'const response = await fetch("https://api.example.com/items/7", {\n  method: "PUT",\n  headers: {\n    "Authorization": "Bearer abc123",\n' +
          '    "Content-Type": "application/json",\n    "Accept": "application/json",\n  },\n  body: "{\\"name\\":\\"Widget\\"}",\n});',
      },
    },
    {
      title: 'A form upload with Basic authentication',
      input: { cmd: 'curl -s -u alice:s3cret -F title=Report -F file=@report.pdf https://example.com/upload' },
      output: {
        method: 'POST',
        url: 'https://example.com/upload',
        headers: [],
        body: null,
        form: [{ name: 'title', value: 'Report', file: null, type: null }, { name: 'file', value: null, file: 'report.pdf', type: null }],
        auth: { user: 'alice', password: 's3cret' },
        files: ['report.pdf'],
        options: { followRedirects: false, insecure: false, compressed: false, head: false, get: false, http: null },
        otherFlags: ['-s'],
        fetch:
          'const form = new FormData();\nform.append("title", "Report");\nform.append("file", new Blob([/* contents of report.pdf */]), "report.pdf");\n\n' +
          'const response = await fetch("https://example.com/upload", {\n  method: "POST",\n  headers: {\n    "Authorization": "Basic YWxpY2U6czNjcmV0",\n  },\n' +
          '  body: form,\n  redirect: "manual",\n});',
      },
    },
  ],
  async run({ cmd }) {
    const { parse } = await loadShellQuote();
    const words: string[] = [];
    const otherFlags: string[] = [];
    for (const token of parse(normalise(cmd), (name) => `$${name}`)) {
      if (typeof token === 'string') words.push(token);
      else if ('comment' in token) break;
      else if ('op' in token && token.op === 'glob') words.push(token.pattern);
      else {
        otherFlags.push(`${token.op} (only the first command is read)`);
        break;
      }
    }
    if (words.length === 0) invalid('cmd: is empty (only spaces or a comment)');
    const parsed = parseWords(words);
    parsed.otherFlags.push(...otherFlags);
    return { ...parsed, fetch: fetchSnippet(parsed) };
  },
});

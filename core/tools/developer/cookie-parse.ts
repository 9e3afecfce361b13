import { Type, type Static } from '@sinclair/typebox';
import { lazyModule } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - kind=cookie reads a request's Cookie header ("a=1; b=2") as RFC 6265 §5.4 writes it: pairs split
 *   at ";", each at its first "="; a pair without "=" is a nameless cookie (as browsers keep it).
 * - kind=set-cookie reads one Set-Cookie header per line; a line holding several joined by commas
 *   (as some libraries fold them) is split where a new name=value starts (set-cookie-parser's rule,
 *   which keeps the comma inside Expires dates). Attributes are set-cookie-parser's.
 * - Values are returned as sent: not percent-decoded, quotes kept (RFC 6265 makes DQUOTEs part of
 *   the value; Python's http.cookies strips them), so nothing is lost.
 * - Both kinds answer the same shape; a Cookie header's cookies have no attributes (null, false).
 * - Expires is returned as ISO 8601 when it parses as a date, else null with a warning. Every
 *   named cookie is kept, "__proto__" and "constructor" included (set-cookie-parser would drop
 *   them: we parse them under another name and put the name back). A Set-Cookie with neither a
 *   name nor a value ("=; Path=/") is left out with a warning, as RFC 6265bis §5.7 ignores it.
 */

const loadParser = lazyModule(() => import('set-cookie-parser'));

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

const cookieSchema = closedObject({
  name: Type.String({ description: 'The cookie\'s name (empty for a nameless cookie)' }),
  value: Type.String({ description: 'Its value as sent (not decoded)' }),
  expires: nullableString('Expires as an ISO 8601 instant; null when absent or not a date'),
  maxAge: Type.Union([Type.Integer(), Type.Null()], { description: 'Max-Age in seconds; null when absent' }),
  domain: nullableString('The Domain attribute; null when absent'),
  path: nullableString('The Path attribute; null when absent'),
  secure: Type.Boolean({ description: 'The Secure attribute' }),
  httpOnly: Type.Boolean({ description: 'The HttpOnly attribute' }),
  sameSite: nullableString('SameSite as written (Strict, Lax, None); null when absent'),
  partitioned: Type.Boolean({ description: 'The Partitioned attribute (CHIPS)' }),
  priority: nullableString('Chrome\'s Priority attribute (Low, Medium, High); null when absent'),
});

type Cookie = Static<typeof cookieSchema>;

const bare = (name: string, value: string): Cookie => ({
  name, value, expires: null, maxAge: null, domain: null, path: null, secure: false, httpOnly: false, sameSite: null, partitioned: false, priority: null,
});

function parseCookieHeader(header: string): Cookie[] {
  const cookies: Cookie[] = [];
  for (const pair of header.replace(/^\s*cookie\s*:/i, '').split(';')) {
    const text = pair.trim();
    if (text === '') continue;
    const equals = text.indexOf('=');
    cookies.push(equals < 0 ? bare('', text) : bare(text.slice(0, equals).trim(), text.slice(equals + 1).trim()));
  }
  return cookies;
}

/** A placeholder name set-cookie-parser keeps, for a cookie named like an Object.prototype member, which it would drop. */
const PROTO_STAND_IN = '\u0000proto\u0000';

async function parseSetCookie(header: string, warnings: string[]): Promise<Cookie[]> {
  const { splitCookiesString, parseString } = await loadParser();
  const cookies: Cookie[] = [];
  for (const line of header.split(/\r?\n/)) {
    const text = line.replace(/^\s*set-cookie\s*:/i, '').trim();
    if (text === '') continue;
    for (const one of splitCookiesString(text)) {
      const pair = one.split(';', 1)[0]!;
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? '' : pair.slice(0, equals).trim();
      // set-cookie-parser drops a cookie named like an Object.prototype member ("__proto__", "constructor").
      const standIn = rawName !== '' && rawName in {};
      const input = standIn ? PROTO_STAND_IN + one.slice(one.indexOf(rawName) + rawName.length) : one;
      const parsed = parseString(input, { decodeValues: false, silent: true });
      if (!parsed) {
        warnings.push(`header: ${JSON.stringify(one.slice(0, 60))} has neither a name nor a value, left out`);
        continue;
      }
      const name = standIn ? rawName : parsed.name;
      let expires: string | null = null;
      const expiresText = /;\s*expires\s*=\s*([^;]*)/i.exec(one)?.[1]?.trim();
      if (parsed.expires && !Number.isNaN(parsed.expires.getTime())) expires = parsed.expires.toISOString();
      else if (expiresText !== undefined) warnings.push(`header: cookie ${JSON.stringify(name)}: Expires ${JSON.stringify(expiresText.slice(0, 60))} is not a date, left out`);
      cookies.push({
        name,
        value: parsed.value,
        expires,
        maxAge: typeof parsed.maxAge === 'number' && Number.isInteger(parsed.maxAge) ? parsed.maxAge : null,
        domain: parsed.domain ?? null,
        path: parsed.path ?? null,
        secure: parsed.secure === true,
        httpOnly: parsed.httpOnly === true,
        sameSite: parsed.sameSite ?? null,
        partitioned: parsed.partitioned === true,
        priority: (parsed as { priority?: string }).priority ?? null,
      });
    }
  }
  return cookies;
}

export default defineTool({
  id: 'cookie-parse',
  name: 'Cookie Parser',
  category: 'developer',
  description:
    'Read a Cookie request header into its name=value pairs, or Set-Cookie response headers into cookies with their attributes: Expires, Max-Age, Domain, Path, Secure, HttpOnly, SameSite, Partitioned, Priority.',
  keywords: ['cookie', 'set-cookie', 'cookie parser', 'cookie header', 'samesite', 'httponly', 'document.cookie'],
  mcp: true,
  // set-cookie-parser's splitCookiesString takes 150–600 ms on a million characters (one "a" run:
  // 299 ms in bench/worst-case.ts): never on the server's event loop (DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    header: Type.String({
      maxLength: 1_000_000,
      description: 'The header value (a leading "Cookie:" or "Set-Cookie:" is skipped); for set-cookie, one header per line; at most 1,000,000 characters',
    }),
    kind: withDefault(stringEnum(['cookie', 'set-cookie'], { description: 'cookie: a request\'s Cookie header; set-cookie: response Set-Cookie headers; default cookie' }), 'cookie'),
  }),
  output: closedObject({
    cookies: Type.Array(cookieSchema, { description: 'The cookies in order (a Cookie header\'s have no attributes)' }),
    warnings: Type.Array(Type.String(), { description: 'Attributes that could not be read, and why' }),
  }),
  examples: [
    {
      title: 'A Cookie request header',
      input: { header: 'theme=dark; sid=abc123; lang=en-US' },
      output: {
        cookies: [bare('theme', 'dark'), bare('sid', 'abc123'), bare('lang', 'en-US')],
        warnings: [],
      },
    },
    {
      title: 'A Set-Cookie header (MDN\'s)',
      input: { header: 'id=a3fWa; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Max-Age=3600; Domain=example.com; Path=/docs; Secure; HttpOnly; SameSite=Lax', kind: 'set-cookie' },
      output: {
        cookies: [{
          name: 'id', value: 'a3fWa', expires: '2015-10-21T07:28:00.000Z', maxAge: 3600, domain: 'example.com', path: '/docs',
          secure: true, httpOnly: true, sameSite: 'Lax', partitioned: false, priority: null,
        }],
        warnings: [],
      },
    },
  ],
  async run({ header, kind }) {
    const warnings: string[] = [];
    const cookies = kind === 'cookie' ? parseCookieHeader(header) : await parseSetCookie(header, warnings);
    return { cookies, warnings };
  },
});

/**
 * Defangs indicators (URLs, domains, e-mail addresses, IPv4 and IPv6 addresses) so they can be
 * shared without becoming links, and refangs them back. Decisions the issue left open:
 * - encode follows CyberChef's "Defang URL", "Defang IP" and "Defang email addresses": "." → "[.]",
 *   "http" → "hxxp" (letter case kept), "://" → "[://]", "@" → "[@]", an IPv6 address's ":" → "[:]".
 *   scope "indicators" (default) touches only what looks like one of them, word by word, so prose
 *   around them stays as it is; "everything" escapes every ".", "@", "http" and "://" in the text.
 * - A bare word with a dot and a letter top-level label counts as a domain (as CyberChef's
 *   DOMAIN_REGEX does), so file names like report.pdf are defanged too: harmless, and safer.
 * - decode restores CyberChef's three forms plus the usual variants analysts write: (.) {.} [dot]
 *   (dot) [@] (@) [at] (at) [:] hxxp hXXp fxp.
 * - Words are split on whitespace by a scan of character codes, never by an unanchored regex over
 *   the whole text nor a replace callback per word (850 ms on 500,000 short lines), so a million
 *   characters cost one pass.
 * - isolate: a million characters of short indicators (200,000 of "a.bc ") take over a second to
 *   rebuild in the worst-case bench, far past the 50 ms inline budget.
 */
import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

export default defineTool({
  id: 'url-defang',
  name: 'URL Defang',
  category: 'encoding',
  description:
    'Defang URLs, domains, e-mail and IP addresses in text (hxxps[://]example[.]com) so they cannot be clicked, or refang them back.',
  isolate: true,
  keywords: ['defang', 'refang', 'fang', 'ioc', 'hxxp', 'sanitize url', 'defang ip', 'defang email', 'threat intel'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode defangs the indicators in text; decode refangs them' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text holding URLs, domains, e-mail or IP addresses; at most 1,000,000 characters' }),
    scope: withDefault(
      stringEnum(['indicators', 'everything'], {
        description: 'encode only: defang just the words that are URLs, domains, e-mail or IP addresses, or every ".", "@", "http" and "://" in the text; default indicators',
      }),
      'indicators',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The defanged or refanged text' }),
  }),
  examples: [
    {
      title: 'Defang an indicator list',
      input: { action: 'encode', text: 'Beacon to https://evil.example.com/a.php from 10.0.0.5, mail admin@evil.example' },
      output: { result: 'Beacon to hxxps[://]evil[.]example[.]com/a[.]php from 10[.]0[.]0[.]5, mail admin[@]evil[.]example' },
    },
    {
      title: 'Refang',
      input: { action: 'decode', text: 'hxxp[://]malware[.]example(.)net/x and 2001[:]db8[:][:]1' },
      output: { result: 'http://malware.example.net/x and 2001:db8::1' },
    },
  ],
  run({ action, text, scope }) {
    if (action === 'decode') return { result: refang(text) };
    return { result: scope === 'everything' ? defangAll(text) : defangWords(text) };
  },
});

/** "http" → "hxxp" keeping each letter's case (HTTP → HXXP). */
const hxxp = (text: string) => text.replace(/http/gi, (word) => word[0]! + (word[1] === 'T' ? 'X' : 'x') + (word[2] === 'T' ? 'X' : 'x') + word[3]!);

function defangUrl(url: string): string {
  return hxxp(url.replaceAll('.', '[.]').replace('://', '[://]').replaceAll('@', '[@]'));
}

function defangAll(text: string): string {
  return hxxp(text.replaceAll('.', '[.]').replaceAll('://', '[://]').replaceAll('@', '[@]'));
}

/** What \s matches, by code: a regex per character cost 200 ms on a million emoji. */
const isSpace = (code: number) =>
  code === 32 || (code >= 9 && code <= 13) ||
  (code > 127 && (code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 ||
    code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff));

/** The text with each whitespace-separated word that holds ".", ":" or "@" defanged. */
function defangWords(text: string): string {
  const parts: string[] = [];
  let copiedTo = 0;
  let at = 0;
  while (at < text.length) {
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    const start = at;
    let special = false;
    while (at < text.length) {
      const code = text.charCodeAt(at);
      if (isSpace(code)) break;
      if (code === 0x2e || code === 0x3a || code === 0x40) special = true;
      at++;
    }
    if (!special) continue;
    const word = text.slice(start, at);
    const defanged = defangWord(word);
    if (defanged !== word) {
      parts.push(text.slice(copiedTo, start), defanged);
      copiedTo = at;
    }
  }
  parts.push(text.slice(copiedTo));
  return parts.join('');
}

const LEADING = /^[("'<[{`]+/;
const TRAILING = /[)"'>\]}.,;:!?`]+$/;
const SCHEME_CHAR = /[a-z0-9+.-]/i;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = `(?:${LABEL}\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]`;
const HOST_AND_PATH = new RegExp(`^${DOMAIN}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'i');
const EMAIL = new RegExp(`^[a-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN}$`, 'i');
const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?:\/\d{1,2})?$/;
const IPV6_CHARS = /^[0-9a-f:.]+(?:\/\d{1,3})?$/i;

/** One whitespace-free word: its indicator defanged, the punctuation around it kept. */
function defangWord(word: string): string {
  const lead = LEADING.exec(word)?.[0] ?? '';
  const body = word.slice(lead.length);
  const trail = TRAILING.exec(body)?.[0] ?? '';
  const core = body.slice(0, body.length - trail.length);
  return lead + defangCore(core) + trail;
}

function defangCore(core: string): string {
  const separator = core.indexOf('://');
  if (separator > 0) {
    let start = separator;
    while (start > 0 && SCHEME_CHAR.test(core[start - 1]!)) start--;
    while (start < separator && !/[a-z]/i.test(core[start]!)) start++;
    if (start < separator) return core.slice(0, start) + defangUrl(core.slice(start));
  }
  if (EMAIL.test(core)) return core.replaceAll('.', '[.]').replace('@', '[@]');
  if (IPV4.test(core)) return core.replaceAll('.', '[.]');
  if (isIpv6(core)) return core.replaceAll(':', '[:]');
  if (HOST_AND_PATH.test(core)) return core.replaceAll('.', '[.]');
  return core;
}

/** RFC 4291 text form: up to eight hex groups, one "::" at most, an IPv4 tail allowed, a /prefix allowed. */
function isIpv6(core: string): boolean {
  if (core.length > 50 || !IPV6_CHARS.test(core)) return false;
  const address = core.replace(/\/\d{1,3}$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  let count = groups.length;
  const last = groups.at(-1);
  if (last?.includes('.')) {
    if (!/^(?:\d{1,3}\.){3}\d{1,3}$/.test(last)) return false;
    groups.pop();
    count += 1;
  }
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  return halves.length === 2 ? count < 8 : count === 8;
}

function refang(text: string): string {
  return text
    .replace(/\[:\/\/\]|\[:\]\/\/|\[:\/\]\//g, '://')
    .replace(/\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)/gi, '.')
    .replace(/\[@\]|\(@\)|\[at\]|\(at\)/gi, '@')
    .replace(/\[:\]/g, ':')
    .replace(/\b([hH])([xX])([xX])([pP])/g, (_, h: string, x1: string, x2: string, p: string) => `${h}${x1 === 'X' ? 'T' : 't'}${x2 === 'X' ? 'T' : 't'}${p}`)
    .replace(/\bfxp(?=:\/\/)/gi, (word) => (word[1] === 'X' ? `${word[0]}T${word[2]}` : `${word[0]}t${word[2]}`));
}

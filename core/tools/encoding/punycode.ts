/**
 * Internationalised domain names to and from Punycode (xn--), by UTS #46 through tr46. Decisions
 * the issue left open:
 * - The processing is the URL Standard's, so answers match what browsers put in the address bar:
 *   non-transitional (ß stays ß: faß.de → xn--fa-hia.de), Bidi and ContextJ rules checked,
 *   underscores allowed (_dmarc.example), hyphen positions and DNS lengths not checked, and the
 *   URL Standard's forbidden domain code points (space, /, :, @…) refused. libidn2
 *   (the reference) follows IDNA2008 and so also refuses symbols such as ☃ that UTS #46 keeps.
 * - text holds one name per line (a list converts at once); in a line holding "@" only the part
 *   after the last "@" converts, so e-mail addresses work; a failing line is named by number. At
 *   most 10,000 lines a run; isolate, since 10,000 names still take longer than 50 ms.
 * - decode also lowercases and maps the name, as UTS #46's ToUnicode does (ÖBB.at → öbb.at).
 */
import { Type } from '@sinclair/typebox';
import { lazyModule } from '../../lib/lazy.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/** tr46 takes about 30 µs a name: 500,000 one-letter lines took 14.6 s on the bench. */
const MAX_NAMES = 10_000;

const loadTr46 = lazyModule(() => import('tr46'));

/** The URL Standard's forbidden domain code points: no host holds them, whatever UTS #46 says. */
const FORBIDDEN_IN_DOMAIN = /[\x00-\x20#%/:<>?@[\\\]^|\x7F]/;

const URL_STANDARD = { checkBidi: true, checkJoiners: true, checkHyphens: false, useSTD3ASCIIRules: false, transitionalProcessing: false } as const;

export default defineTool({
  id: 'punycode',
  name: 'Punycode / IDN',
  category: 'encoding',
  description:
    'Convert internationalised domain names (and the domain of e-mail addresses) to Punycode xn-- form and back, by UTS #46 as browsers do; one name per line.',
  isolate: true,
  keywords: ['idn', 'idna', 'xn--', 'internationalized domain', 'uts 46', 'tr46', 'domain to ascii', 'idn2', 'homograph'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode: Unicode names to xn-- ASCII (ToASCII); decode: xn-- names to Unicode (ToUnicode)' }),
    text: Type.String({ maxLength: 1_000_000, description: 'Domain names (or e-mail addresses), one per line; at most 10,000 lines and 1,000,000 characters' }),
  }),
  output: closedObject({
    result: Type.String({ description: 'The converted names, one per line, in the order given' }),
  }),
  examples: [
    { title: 'To Punycode', input: { action: 'encode', text: 'bücher.example\n日本語.jp' }, output: { result: 'xn--bcher-kva.example\nxn--wgv71a119e.jp' } },
    { title: 'From Punycode', input: { action: 'decode', text: 'xn--fa-hia.de' }, output: { result: 'faß.de' } },
    { title: 'An e-mail address', input: { action: 'encode', text: 'josé@mañana.com' }, output: { result: 'josé@xn--maana-pta.com' } },
  ],
  async run({ action, text }) {
    assertWellFormed(text, 'text');
    const tr46 = await loadTr46();
    const lines = text.split('\n');
    if (lines.length > MAX_NAMES) invalid(`text: holds ${lines.length} lines; one run converts at most ${MAX_NAMES} names`);
    const converted = lines.map((line, index) => {
      const at = line.lastIndexOf('@');
      const domain = line.slice(at + 1).trim();
      if (domain === '') return line;
      const where = `line ${index + 1} (${JSON.stringify(domain.length > 60 ? domain.slice(0, 60) + '…' : domain)})`;
      let out: string;
      const forbidden = (ascii: string) => {
        const char = FORBIDDEN_IN_DOMAIN.exec(ascii)?.[0];
        if (char !== undefined) invalid(`text: ${where} holds ${JSON.stringify(char)}, which no domain name may hold`);
      };
      if (action === 'encode') {
        out = tr46.toASCII(domain, URL_STANDARD) ?? invalid(`text: ${where} is not a valid internationalised domain name (UTS #46)`);
        forbidden(out);
      } else {
        forbidden(domain);
        const unicode = tr46.toUnicode(domain, URL_STANDARD);
        if (unicode.error) invalid(`text: ${where} does not decode: bad Punycode or a label UTS #46 refuses`);
        out = unicode.domain;
      }
      return line.slice(0, at + 1) + out;
    });
    return { result: converted.join('\n') };
  },
});

import { Type, type Static } from '@sinclair/typebox';
import { hostnameProblem } from '../../lib/hostname-rules.ts';
import { lazy } from '../../lib/lazy.ts';
import { loneSurrogateIndex } from '../../lib/utf8.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The verdict is validator.js's isEmail with its defaults (a domain name with a top-level domain, no
 *   address literals such as [192.0.2.1], UTF-8 local parts allowed, 254 characters at most, local part
 *   at most 64 octets), and the reason is ours: each rule below mirrors one of isEmail's checks.
 * - Stricter than isEmail in three places, on purpose: control characters (U+0000-U+001F, U+007F) are
 *   refused everywhere, even inside a quoted local part, since a line break there is a header injection
 *   waiting to happen; whitespace is refused in the domain (isEmail lets U+3000 through); and a local
 *   part that is a lone `"` is refused (isEmail reads it as an empty quoted string).
 * - The domain must also pass IDNA (UTS #46, as WHATWG URL applies it), which gives `asciiDomain`.
 * - An invalid address is a success with valid false and the first reason found, not an error.
 */

const loadIsEmail = lazy(async () => (await import('validator/lib/isEmail.js')).default);

const MAX_LENGTH = 254;
const MAX_LOCAL_OCTETS = 64;
const MAX_DOMAIN_OCTETS = 254;

// isEmail's characters of an unquoted local part (emailUserUtf8Part), one at a time.
const LOCAL_CHARACTER = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]$/i;
// isEmail's quotedEmailUserUtf8: what may stand unescaped inside quotes, and what may follow a backslash.
const QUOTED_CHARACTER = /^[\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]$/;
const ESCAPED_CHARACTER = /^[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DOTTED_QUAD = /^\d{1,3}(?:\.\d{1,3}){3}$/;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The character (a whole code point) starting at code unit `index`. */
function charAt(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index)!);
}

function quotedLocalProblem(inner: string): string | undefined {
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]!;
    if (char === '\\') {
      const next = inner[i + 1];
      if (next === undefined) return 'the quoted local part ends with a backslash, which escapes the closing quote';
      if (!ESCAPED_CHARACTER.test(next)) return `the quoted local part has ${JSON.stringify(charAt(inner, i + 1))} after a backslash, which cannot be escaped`;
      i++;
    } else if (char === '"') {
      return 'the quoted local part has an unescaped double quote (write \\")';
    } else if (!QUOTED_CHARACTER.test(char)) {
      return `the quoted local part has ${JSON.stringify(charAt(inner, i))} (${codePoint(charAt(inner, i))}), which is not allowed there`;
    }
  }
  return undefined;
}

function localProblem(local: string): string | undefined {
  if (local === '"') return 'the local part is a lone double quote';
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) return quotedLocalProblem(local.slice(1, -1));
  if (local.startsWith('.')) return 'the local part starts with a dot (allowed only inside quotes)';
  if (local.endsWith('.')) return 'the local part ends with a dot (allowed only inside quotes)';
  if (local.includes('..')) return 'the local part has two dots in a row (allowed only inside quotes)';
  for (let i = 0; i < local.length; i++) {
    const char = local[i]!;
    if (char === '.' || LOCAL_CHARACTER.test(char)) continue;
    if (char === '@') return 'the address has more than one "@" (an "@" in the local part must be inside quotes)';
    if (char === '"') return 'the local part has a double quote; quote the whole local part ("…") or none of it';
    if (/\s/.test(char)) return `the local part has whitespace (${codePoint(char)}), allowed only inside quotes`;
    const whole = charAt(local, i);
    return `the local part has ${JSON.stringify(whole)} (${codePoint(whole)}), which is allowed only inside quotes`;
  }
  return undefined;
}

function domainProblem(domain: string): string | undefined {
  if (domain.startsWith('[') && domain.endsWith(']')) return 'the domain is an address literal ([…]); only domain names are accepted';
  if (DOTTED_QUAD.test(domain)) return 'the domain is an IP address; only domain names are accepted';
  const problem = hostnameProblem(domain);
  return problem === undefined ? undefined : `the domain ${problem}`;
}

/** The first reason `email` is not an address, in the order a reader would fix them; undefined when none. */
function emailProblem(email: string): string | undefined {
  if (email === '') return 'the address is empty';
  const lone = loneSurrogateIndex(email);
  if (lone >= 0) return `the address contains a lone surrogate (U+${email.charCodeAt(lone).toString(16).toUpperCase()}) at index ${lone}`;
  const control = CONTROL.exec(email);
  if (control) return `the address contains a control character (${codePoint(control[0])}) at index ${control.index}`;
  if (/^\s|\s$/.test(email)) return 'the address has leading or trailing whitespace';
  const at = email.lastIndexOf('@');
  if (at < 0) return 'the address has no "@" (an address is local-part@domain)';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local === '') return 'the local part (before the "@") is empty';
  if (domain === '') return 'the domain (after the "@") is empty';
  if (email.length > MAX_LENGTH) return `the address is ${email.length} characters long; at most ${MAX_LENGTH} (RFC 5321's 256-octet path, less its angle brackets)`;
  const localOctets = octets(local);
  if (localOctets > MAX_LOCAL_OCTETS) return `the local part is ${localOctets} octets long; at most ${MAX_LOCAL_OCTETS} (RFC 5321 §4.5.3.1.1)`;
  const domainOctets = octets(domain);
  if (domainOctets > MAX_DOMAIN_OCTETS) return `the domain is ${domainOctets} octets long; at most ${MAX_DOMAIN_OCTETS}`;
  return localProblem(local) ?? domainProblem(domain);
}

/** The domain in ASCII (punycode), as WHATWG URL's host parser writes it; undefined when IDNA refuses it. */
function asciiDomainOf(domain: string): string | undefined {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}

const output = closedObject({
  valid: Type.Boolean({ description: 'Whether the address is syntactically valid (no DNS lookup is made)' }),
  reason: Type.Optional(Type.String({ description: 'Why the address is invalid (present only when valid is false)' })),
  local: Type.Optional(Type.String({ description: 'The local part, before the last "@", as written (it is case-sensitive)' })),
  domain: Type.Optional(Type.String({ description: 'The domain, after the last "@", in lowercase' })),
  normalized: Type.Optional(Type.String({ description: 'local@domain with the domain in lowercase' })),
  asciiDomain: Type.Optional(Type.String({ description: 'The domain in ASCII: internationalized labels as punycode (xn--…)' })),
  requiresSmtpUtf8: Type.Optional(Type.Boolean({ description: 'True when the local part has non-ASCII characters, which mail servers accept only with SMTPUTF8 (RFC 6531)' })),
});

export default defineTool({
  id: 'email-validate',
  name: 'Email Validator',
  category: 'validation',
  description:
    'Check the syntax of an email address as validator.js\'s isEmail does (RFC 5321/5322 as practical validators apply them: ' +
    'a domain name with a top-level domain, local part at most 64 octets, 254 characters in all), with the reason when it is invalid ' +
    'and the normalized parts when it is valid. No DNS lookup is made.',
  keywords: ['email address', 'e-mail', 'mail', 'email checker', 'email syntax', 'rfc 5322'],
  mcp: true,
  input: closedObject({
    email: Type.String({ maxLength: 1_000_000, description: 'The email address, e.g. jane.doe@example.com (no display name, no angle brackets)' }),
  }),
  output,
  examples: [
    {
      title: 'A valid address with a subaddress tag',
      input: { email: 'Jane.Doe+news@Example.COM' },
      output: {
        valid: true,
        local: 'Jane.Doe+news',
        domain: 'example.com',
        normalized: 'Jane.Doe+news@example.com',
        asciiDomain: 'example.com',
        requiresSmtpUtf8: false,
      },
    },
    {
      title: 'Two dots in a row',
      input: { email: 'john..doe@example.com' },
      output: { valid: false, reason: 'the local part has two dots in a row (allowed only inside quotes)' },
    },
    {
      title: 'An internationalized domain',
      input: { email: 'info@bücher.de' },
      output: {
        valid: true,
        local: 'info',
        domain: 'bücher.de',
        normalized: 'info@bücher.de',
        asciiDomain: 'xn--bcher-kva.de',
        requiresSmtpUtf8: false,
      },
    },
  ],
  async run({ email }): Promise<Static<typeof output>> {
    const problem = emailProblem(email);
    if (problem !== undefined) return { valid: false, reason: problem };
    const isEmail = await loadIsEmail();
    if (!isEmail(email)) return { valid: false, reason: 'the address is not one validator.js\'s isEmail accepts' };
    const at = email.lastIndexOf('@');
    const local = email.slice(0, at);
    const domain = email.slice(at + 1).toLowerCase();
    const asciiDomain = asciiDomainOf(domain);
    if (asciiDomain === undefined) return { valid: false, reason: 'the domain is not a valid internationalized domain name (IDNA refuses it)' };
    return {
      valid: true,
      local,
      domain,
      normalized: `${local}@${domain}`,
      asciiDomain,
      // eslint-disable-next-line no-control-regex
      requiresSmtpUtf8: /[^\x00-\x7f]/.test(local),
    };
  },
});

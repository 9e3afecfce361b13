/**
 * XML 1.0's character-level rules, for the XML tools: which characters a document may hold,
 * what a name is, and how text and attribute values are escaped and unescaped.
 *
 * Unescaping decodes the five predefined entities and character references only. Any other
 * entity reference (one a DOCTYPE declares, or an undeclared one) is left as written: nothing
 * here ever expands a declared entity, so no "billion laughs" and no external entity can happen.
 */

/** Characters XML 1.0 forbids anywhere, even escaped: C0 controls other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040`;

/** The Name production of XML 1.0 (fifth edition); a colon is allowed, as namespaced names need it. */
export const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_CHAR}]*$`, 'u');

/** U+XXXX of the code point at `index`. */
export function codePointLabel(text: string, index: number): string {
  return `U+${text.codePointAt(index)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Text content escaped: &, < and > (so "]]>" never appears), and CR as a reference (parsers turn a raw CR into LF). */
export function escapeXmlText(text: string): string {
  return text.replace(/[&<>\r]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&#13;'));
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** A value for a double-quoted attribute; tab, LF and CR as references, which attribute-value normalisation keeps. */
export function escapeXmlAttribute(text: string): string {
  return text.replace(/[&<>"\t\n\r]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const REFERENCE = /&(?:#([0-9]+)|#x([0-9a-fA-F]+)|([A-Za-z_:][A-Za-z0-9_:.\-\u00B7\u00C0-\uFFFD]*));/g;

export interface Unescaped {
  text: string;
  /** Entity references left as written (neither predefined nor a character reference), e.g. "&e;". */
  unexpanded: string[];
  /** The first character reference that names a character XML forbids, e.g. "&#0;". */
  forbidden?: string;
}

function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** Decodes the predefined entities and character references of `raw`. */
export function unescapeXml(raw: string): Unescaped {
  const unexpanded: string[] = [];
  let forbidden: string | undefined;
  if (!raw.includes('&')) return { text: raw, unexpanded };
  const text = raw.replace(REFERENCE, (reference: string, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) {
      const value = PREDEFINED[name];
      if (value === undefined) unexpanded.push(reference);
      return value ?? reference;
    }
    const digits = (decimal ?? hex!).replace(/^0+(?=.)/, '');
    const code = digits.length > 8 ? Infinity : Number.parseInt(digits, decimal !== undefined ? 10 : 16);
    if (!isXmlChar(code)) {
      forbidden ??= reference;
      return reference;
    }
    return String.fromCodePoint(code);
  });
  return forbidden === undefined ? { text, unexpanded } : { text, unexpanded, forbidden };
}

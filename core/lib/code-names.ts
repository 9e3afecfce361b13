/**
 * Names and string literals in generated source code. Any JSON key becomes words of ASCII
 * letters and digits (accents dropped: "café" → "cafe"; what has no ASCII form separates words),
 * which each language joins in its own case style; a registry then makes the names unique.
 * ASCII only, because every compiler and editor reads it the same way (Python, for one,
 * NFKC-normalises identifiers), while the original key stays in a tag, annotation or alias.
 */

/** Letters that NFD does not decompose into an ASCII letter and a combining mark. */
const FOLDED: Record<string, string> = {
  ß: 'ss', æ: 'ae', Æ: 'Ae', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'Oe', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ı: 'i',
};

// An uppercase run (HTTP in HTTPServer), a capitalised or lowercase word, or digits; digits stick to the word before them.
const WORD = /[A-Z]+(?![a-z])[0-9]*|[A-Z]?[a-z]+[0-9]*|[0-9]+/g;

/** The words of `key`: "firstName" → first, Name; "HTTPServer" → HTTP, Server; "naïve-café" → naive, cafe; "名前" → none. */
export function words(key: string): string[] {
  const ascii = key
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x00-\x7f]/g, (char) => FOLDED[char] ?? ' ');
  return ascii.match(WORD) ?? [];
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** PascalCase; `initialisms` (upper case) stay whole: with ID, "user_id" → UserID. */
export function pascalCase(parts: readonly string[], initialisms?: ReadonlySet<string>): string {
  return parts.map((word) => (initialisms?.has(word.toUpperCase()) ? word.toUpperCase() : capitalize(word))).join('');
}

export function camelCase(parts: readonly string[]): string {
  return parts.map((word, index) => (index === 0 ? word.toLowerCase() : capitalize(word))).join('');
}

export function snakeCase(parts: readonly string[]): string {
  return parts.map((word) => word.toLowerCase()).join('_');
}

/** Hands out unique names: the first claim of `base` gets it, later ones `base2`, `base3`… (or `base_2` with a separator). */
export class NameRegistry {
  private readonly used = new Set<string>();
  private readonly reserved: (name: string) => boolean;
  private readonly separator: string;

  // No parameter properties: Node's type stripping refuses them.
  constructor(reserved: (name: string) => boolean = () => false, separator = '') {
    this.reserved = reserved;
    this.separator = separator;
  }

  isFree(name: string): boolean {
    return !this.used.has(name) && !this.reserved(name);
  }

  claim(base: string): string {
    let name = base;
    for (let n = 2; !this.isFree(name); n++) name = `${base}${this.separator}${n}`;
    this.used.add(name);
    return name;
  }
}

/**
 * `text` as a double-quoted string literal in ASCII, valid in TypeScript, Python, Java and Go
 * alike: JSON escapes, and every other non-ASCII code unit as \uXXXX (a lone surrogate included).
 * In Java, \u escapes are decoded before lexing, which is safe here: quote, backslash, CR and LF
 * are never written that way.
 */
export function asciiQuoted(text: string): string {
  return JSON.stringify(text).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A type name the caller chose: kept when it is a plain ASCII identifier, else made PascalCase ("my root" → MyRoot); '' when nothing usable is left. */
export function typeIdentifier(text: string): string {
  if (/^[A-Za-z][A-Za-z0-9_]*$/.test(text)) return text;
  const name = pascalCase(words(text));
  return /^[0-9]/.test(name) ? `Type${name}` : name;
}

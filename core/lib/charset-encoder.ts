/**
 * Encoders for the legacy charsets of the WHATWG Encoding Standard, built from the platform's own
 * TextDecoder: every byte (single-byte charsets) or every lead/trail pair (the CJK double-byte
 * ones) is decoded once, on first use, and the answers turned around into a character → bytes
 * map. So encoding agrees with decoding by construction, no code-page data ships with us, and it
 * runs wherever TextDecoder does (iconv-lite would bring its tables and needs Buffer).
 *
 * Where several byte sequences decode to one character, the Encoding Standard's encoders take
 * the first (lowest pointer), with the exceptions written out below (Shift_JIS leaves the NEC
 * selected IBM rows ED-EE to the IBM rows FA-FC; Big5 skips the HKSCS leads below A1 and takes
 * the last pointer for six characters).
 */

export interface CharsetEncoder {
  /** The bytes of one code point, or undefined when the charset has none for it. */
  encode(codePoint: number): readonly number[] | undefined;
}

/**
 * Windows-1252's 0x80-0x9F (WHATWG index-windows-1252). Written out because Node 20's TextDecoder
 * decodes "windows-1252" as ISO-8859-1 (0x80 → U+0080, not €), where browsers follow the standard.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** The code point of each Windows-1252 byte. */
export const windows1252CodePoint = (byte: number): number => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : byte);

/** Single-byte: the 256 bytes decoded in one call. */
function singleByteEncoder(label: string): CharsetEncoder {
  const all = Uint8Array.from({ length: 256 }, (_, byte) => byte);
  const text = label === 'windows-1252' ? String.fromCharCode(...Array.from(all, windows1252CodePoint)) : new TextDecoder(label).decode(all);
  const table = new Map<number, number>();
  for (let byte = 0; byte < 256; byte++) {
    const codePoint = text.charCodeAt(byte);
    if (codePoint !== 0xfffd && !table.has(codePoint)) table.set(codePoint, byte);
  }
  return { encode: (codePoint) => (table.has(codePoint) ? [table.get(codePoint)!] : undefined) };
}

interface DoubleByteRules {
  /** Lead bytes whose pairs the encoder never writes. */
  skipLead?: (lead: number) => boolean;
  /** Characters for which the last matching pair wins instead of the first. */
  lastWins?: ReadonlySet<number>;
  /** Code points the Encoding Standard maps before its index. */
  extra?: ReadonlyMap<number, readonly number[]>;
}

/** Double-byte: each lead with every trail, a line feed after each pair, decoded in one call per lead. */
function doubleByteEncoder(label: string, rules: DoubleByteRules = {}): CharsetEncoder {
  const decoder = new TextDecoder(label);
  const table = new Map<number, number[]>();
  for (let byte = 0; byte < 128; byte++) table.set(byte, [byte]);
  // A byte above 0x7F that decodes alone (Shift_JIS half-width katakana, GBK's euro sign).
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const single = decoder.decode(Uint8Array.of(byte));
    if (single.length === 1 && single !== '\ufffd') table.set(single.charCodeAt(0), [byte]);
  }
  const pairs = new Uint8Array(191 * 3);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    if (rules.skipLead?.(lead)) continue;
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const at = (trail - 0x40) * 3;
      pairs[at] = lead;
      pairs[at + 1] = trail;
      pairs[at + 2] = 0x0a;
    }
    const decoded = decoder.decode(pairs).split('\n');
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const char = decoded[trail - 0x40]!;
      const codePoint = char.codePointAt(0)!;
      if (char.length === 0 || codePoint === 0xfffd || char.length > (codePoint > 0xffff ? 2 : 1)) continue;
      if (!table.has(codePoint) || rules.lastWins?.has(codePoint)) table.set(codePoint, [lead, trail]);
    }
  }
  for (const [codePoint, bytes] of rules.extra ?? []) table.set(codePoint, [...bytes]);
  return { encode: (codePoint) => table.get(codePoint) };
}

/** Shift_JIS and EUC-JP: the yen sign and overline written as JIS X 0201 has them. */
const JAPANESE_EXTRAS = new Map<number, readonly number[]>([[0xa5, [0x5c]], [0x203e, [0x7e]]]);

const builders: Record<string, () => CharsetEncoder> = {
  shift_jis: () => {
    const encoder = doubleByteEncoder('shift_jis', { skipLead: (lead) => lead === 0xed || lead === 0xee, extra: JAPANESE_EXTRAS });
    return withAlias(encoder, 0x2212, 0xff0d);
  },
  'euc-jp': () => withAlias(doubleByteEncoder('euc-jp', { extra: JAPANESE_EXTRAS }), 0x2212, 0xff0d),
  'euc-kr': () => doubleByteEncoder('euc-kr'),
  gbk: () => doubleByteEncoder('gbk'),
  big5: () => doubleByteEncoder('big5', { skipLead: (lead) => lead < 0xa1, lastWins: new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]) }),
};

/** Encodes `from` as `to` encodes (U+2212 MINUS SIGN written as the full-width hyphen-minus, as the standard does). */
function withAlias(encoder: CharsetEncoder, from: number, to: number): CharsetEncoder {
  return { encode: (codePoint) => encoder.encode(codePoint === from ? to : codePoint) };
}

const cache = new Map<string, CharsetEncoder>();

/** The encoder of a WHATWG charset name, built on first use. */
export function charsetEncoder(label: string): CharsetEncoder {
  let encoder = cache.get(label);
  if (!encoder) {
    encoder = (builders[label] ?? (() => singleByteEncoder(label)))();
    cache.set(label, encoder);
  }
  return encoder;
}

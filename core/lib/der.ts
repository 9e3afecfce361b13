/**
 * A strict DER reader (X.690) for the structures the certificate and key tools take apart:
 * definite lengths only, minimal length octets, every byte accounted for. Certificates, requests
 * and keys are DER by definition (RFC 5280 §4.1), so BER's indefinite forms are refused here;
 * asn1-decode, which shows any BER, uses asn1js instead.
 */
import { invalid } from '../errors.ts';
import { bytesToBigInt } from './big-endian.ts';

export type TagClass = 'universal' | 'application' | 'context' | 'private';

export interface DerNode {
  tagClass: TagClass;
  tagNumber: number;
  constructed: boolean;
  /** The whole element, header included (what a signature or a fingerprint covers). */
  raw: Uint8Array;
  /** The content octets. */
  content: Uint8Array;
  /** The elements inside a constructed one; empty for a primitive. */
  children: DerNode[];
}

const CLASSES: TagClass[] = ['universal', 'application', 'context', 'private'];
/** Deeper than any certificate or key needs; keeps hostile nesting off the stack. */
const MAX_DEPTH = 48;

export const TAG = { BOOLEAN: 1, INTEGER: 2, BIT_STRING: 3, OCTET_STRING: 4, NULL: 5, OID: 6, UTF8: 12, SEQUENCE: 16, SET: 17, PRINTABLE: 19, T61: 20, IA5: 22, UTC_TIME: 23, GENERALIZED_TIME: 24, BMP: 30, UNIVERSAL: 28 } as const;

/** Reads `bytes` as exactly one DER element, naming `field` in what is wrong. */
export function readDer(bytes: Uint8Array, field: string): DerNode {
  const { node, end } = readElement(bytes, 0, field, 0);
  if (end !== bytes.length) invalid(`${field}: ${bytes.length - end} stray bytes after the DER element`);
  return node;
}

function readElement(bytes: Uint8Array, start: number, field: string, depth: number): { node: DerNode; end: number } {
  if (depth > MAX_DEPTH) invalid(`${field}: DER nested deeper than ${MAX_DEPTH} levels`);
  let offset = start;
  const broken = (what: string): never => invalid(`${field}: not valid DER: ${what} at byte ${offset}`);
  if (offset >= bytes.length) broken('truncated element');
  const first = bytes[offset++]!;
  let tagNumber = first & 0x1f;
  if (tagNumber === 0x1f) {
    tagNumber = 0;
    for (let octets = 0; ; octets++) {
      if (offset >= bytes.length || octets > 3) broken('bad high tag number');
      const octet = bytes[offset++]!;
      tagNumber = tagNumber * 128 + (octet & 0x7f);
      if ((octet & 0x80) === 0) break;
    }
  }
  if (offset >= bytes.length) broken('missing length');
  let length = bytes[offset++]!;
  if (length === 0x80) broken('indefinite length (BER, not DER)');
  if (length > 0x80) {
    const count = length & 0x7f;
    if (count > 4 || offset + count > bytes.length) broken('length too long');
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + bytes[offset++]!;
    if (length < 0x80 || (count > 1 && length < 256 ** (count - 1))) broken('length not in its shortest form');
  }
  const end = offset + length;
  if (end > bytes.length) broken(`length ${length} runs past the end of the data`);
  const constructed = (first & 0x20) !== 0;
  const content = bytes.subarray(offset, end);
  const children: DerNode[] = [];
  if (constructed) {
    let cursor = offset;
    while (cursor < end) {
      const child = readElement(bytes.subarray(0, end), cursor, field, depth + 1);
      children.push(child.node);
      cursor = child.end;
    }
  }
  const node: DerNode = { tagClass: CLASSES[first >> 6]!, tagNumber, constructed, raw: bytes.subarray(start, end), content, children };
  return { node, end };
}

/** Whether `node` is the universal type `tagNumber`. */
export function isUniversal(node: DerNode | undefined, tagNumber: number): node is DerNode {
  return node !== undefined && node.tagClass === 'universal' && node.tagNumber === tagNumber;
}

/** The context-specific child [n] of a constructed node, if present. */
export function contextChild(node: DerNode, tagNumber: number): DerNode | undefined {
  return node.children.find((child) => child.tagClass === 'context' && child.tagNumber === tagNumber);
}

/** `node`'s children, refusing anything but a SEQUENCE with at least `min` of them. */
export function sequence(node: DerNode | undefined, field: string, what: string, min = 0): DerNode[] {
  if (!isUniversal(node, TAG.SEQUENCE) || !node.constructed || node.children.length < min) invalid(`${field}: malformed ${what} (expected a SEQUENCE)`);
  return node.children;
}

/** An OBJECT IDENTIFIER's dotted form. */
export function oidText(node: DerNode | undefined, field: string): string {
  if (!isUniversal(node, TAG.OID) || node.content.length === 0) invalid(`${field}: expected an OBJECT IDENTIFIER`);
  const arcs: bigint[] = [];
  let value = 0n;
  for (const octet of node.content) {
    value = (value << 7n) | BigInt(octet & 0x7f);
    if ((octet & 0x80) === 0) {
      arcs.push(value);
      value = 0n;
    }
  }
  if ((node.content[node.content.length - 1]! & 0x80) !== 0) invalid(`${field}: truncated OBJECT IDENTIFIER`);
  const first = arcs[0]!;
  const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n];
  return [...head, ...arcs.slice(1)].join('.');
}

/** An INTEGER's two's-complement content as an unsigned big-endian magnitude (leading zero dropped). */
export function unsignedBytes(node: DerNode | undefined, field: string): Uint8Array {
  if (!isUniversal(node, TAG.INTEGER) || node.content.length === 0) invalid(`${field}: expected an INTEGER`);
  let start = 0;
  while (start < node.content.length - 1 && node.content[start] === 0) start++;
  return node.content.subarray(start);
}

export function integerValue(node: DerNode | undefined, field: string): bigint {
  const bytes = unsignedBytes(node, field);
  if ((node!.content[0]! & 0x80) !== 0) invalid(`${field}: negative INTEGER where a count was expected`);
  return bytesToBigInt(bytes);
}

/** A BIT STRING's bytes, refusing a partial final octet (keys and signatures are whole bytes). */
export function bitStringBytes(node: DerNode | undefined, field: string): Uint8Array {
  if (!isUniversal(node, TAG.BIT_STRING) || node.content.length === 0) invalid(`${field}: expected a BIT STRING`);
  return node.content.subarray(1);
}

const STRING_DECODERS: Record<number, (content: Uint8Array) => string> = {
  [TAG.UTF8]: (content) => new TextDecoder('utf-8', { fatal: false }).decode(content),
  [TAG.PRINTABLE]: latin1,
  [TAG.IA5]: latin1,
  [TAG.T61]: latin1,
  26: latin1, // VisibleString
  18: latin1, // NumericString
  [TAG.BMP]: (content) => new TextDecoder('utf-16be').decode(content),
  [TAG.UNIVERSAL]: (content) => {
    const points: number[] = [];
    for (let index = 0; index + 3 < content.length; index += 4) points.push(((content[index]! << 24) | (content[index + 1]! << 16) | (content[index + 2]! << 8) | content[index + 3]!) >>> 0);
    return points.map((point) => (point <= 0x10ffff ? String.fromCodePoint(point) : '\uFFFD')).join('');
  },
};

function latin1(content: Uint8Array): string {
  let text = '';
  for (const byte of content) text += String.fromCharCode(byte);
  return text;
}

/** A string-typed value as text, or undefined when `node` is not one of the ASN.1 string types. */
export function stringValue(node: DerNode): string | undefined {
  if (node.tagClass !== 'universal') return undefined;
  return STRING_DECODERS[node.tagNumber]?.(node.content);
}

/** UTCTime or GeneralizedTime (RFC 5280 §4.1.2.5: Z-terminated) as an ISO 8601 instant. */
export function timeValue(node: DerNode | undefined, field: string): string {
  const text = node && (isUniversal(node, TAG.UTC_TIME) || isUniversal(node, TAG.GENERALIZED_TIME)) ? latin1(node.content) : undefined;
  const match = text && /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(text);
  if (!match) invalid(`${field}: expected a UTCTime or GeneralizedTime ending in Z`);
  const [, yearText, month, day, hour, minute, second = '00'] = match;
  // RFC 5280 §4.1.2.5.1: two-digit years 50–99 are 19xx, 00–49 are 20xx.
  const year = yearText!.length === 4 ? yearText! : `${Number(yearText) >= 50 ? '19' : '20'}${yearText}`;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}Z`;
}

/**
 * A DER writer (X.690) for the structures the key and certificate tools build: each function
 * returns one complete element, so a certificate reads as nested calls.
 */
import { concatBytes } from './concat-bytes.ts';

function lengthOctets(length: number): Uint8Array {
  if (length < 0x80) return new Uint8Array([length]);
  const octets: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) octets.unshift(rest & 0xff);
  return new Uint8Array([0x80 | octets.length, ...octets]);
}

/** One element: identifier octet `tag` (class, constructed bit and number already combined), then the content. */
export function derElement(tag: number, ...content: Uint8Array[]): Uint8Array {
  const body = concatBytes(content);
  return concatBytes([new Uint8Array([tag]), lengthOctets(body.length), body]);
}

export const derSequence = (...items: Uint8Array[]) => derElement(0x30, ...items);
export const derSet = (...items: Uint8Array[]) => derElement(0x31, ...items);
export const derNull = () => new Uint8Array([0x05, 0x00]);
export const derBoolean = (value: boolean) => new Uint8Array([0x01, 0x01, value ? 0xff : 0x00]);
export const derOctetString = (bytes: Uint8Array) => derElement(0x04, bytes);
export const derUtf8String = (text: string) => derElement(0x0c, new TextEncoder().encode(text));
export const derPrintableString = (text: string) => derElement(0x13, new TextEncoder().encode(text));
export const derIa5String = (text: string) => derElement(0x16, new TextEncoder().encode(text));
/** A BIT STRING of whole bytes (no unused bits), as keys and signatures are. */
export const derBitString = (bytes: Uint8Array) => derElement(0x03, new Uint8Array([0]), bytes);
/** [n] EXPLICIT: a constructed context-specific wrapper. */
export const derExplicit = (tagNumber: number, ...content: Uint8Array[]) => derElement(0xa0 | tagNumber, ...content);
/** [n] IMPLICIT over a primitive value (the GeneralName forms). */
export const derImplicitPrimitive = (tagNumber: number, bytes: Uint8Array) => derElement(0x80 | tagNumber, bytes);

/** A non-negative INTEGER from its big-endian magnitude (minimal, with a zero byte when the top bit is set). */
export function derUnsignedInteger(magnitude: Uint8Array): Uint8Array {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start++;
  const trimmed = magnitude.length === 0 ? new Uint8Array([0]) : magnitude.subarray(start);
  return derElement(0x02, (trimmed[0]! & 0x80) !== 0 ? concatBytes([new Uint8Array([0]), trimmed]) : trimmed);
}

export const derSmallInteger = (value: number) => derUnsignedInteger(new Uint8Array(value === 0 ? [0] : [value]));

/** An OBJECT IDENTIFIER from its dotted form. */
export function derOid(dotted: string): Uint8Array {
  const arcs = dotted.split('.').map(BigInt);
  const values = [arcs[0]! * 40n + arcs[1]!, ...arcs.slice(2)];
  const octets: number[] = [];
  for (const value of values) {
    const group: number[] = [Number(value & 0x7fn)];
    for (let rest = value >> 7n; rest > 0n; rest >>= 7n) group.unshift(Number(rest & 0x7fn) | 0x80);
    octets.push(...group);
  }
  return derElement(0x06, new Uint8Array(octets));
}

/** RFC 5280 §4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050, to the second, in UTC. */
export function derTime(date: Date): Uint8Array {
  const iso = date.toISOString();
  const digits = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  const year = date.getUTCFullYear();
  return year < 2050 ? derElement(0x17, new TextEncoder().encode(digits.slice(2))) : derElement(0x18, new TextEncoder().encode(digits));
}

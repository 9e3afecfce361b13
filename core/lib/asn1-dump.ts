/**
 * A BER/DER element tree flattened into the rows openssl asn1parse prints (offset, depth, header
 * and content length, constructed or primitive, type, value), parsed by asn1js, whose limits
 * (100 levels, 10,000 elements) bound the work on hostile input.
 */
import * as asn1js from 'asn1js';
import { invalid } from '../errors.ts';
import { bytesToBigInt } from './big-endian.ts';
import { bytesToHex } from './hex.ts';
import { ALL_OID_NAMES, oidName } from './oid-names.ts';

export interface Asn1Row {
  offset: number;
  depth: number;
  headerLength: number;
  length: number;
  constructed: boolean;
  type: string;
  value?: string;
  oidName?: string;
}

const UNIVERSAL_NAMES: Record<number, string> = {
  0: 'EOC', 1: 'BOOLEAN', 2: 'INTEGER', 3: 'BIT STRING', 4: 'OCTET STRING', 5: 'NULL', 6: 'OBJECT', 7: 'OBJECT DESCRIPTOR', 8: 'EXTERNAL', 9: 'REAL',
  10: 'ENUMERATED', 12: 'UTF8STRING', 13: 'RELATIVE OID', 16: 'SEQUENCE', 17: 'SET', 18: 'NUMERICSTRING', 19: 'PRINTABLESTRING', 20: 'T61STRING',
  21: 'VIDEOTEXSTRING', 22: 'IA5STRING', 23: 'UTCTIME', 24: 'GENERALIZEDTIME', 25: 'GRAPHICSTRING', 26: 'VISIBLESTRING', 27: 'GENERALSTRING',
  28: 'UNIVERSALSTRING', 30: 'BMPSTRING',
};
const CLASS_NAMES: Record<number, string> = { 2: 'appl', 3: 'cont', 4: 'priv' };
/** String and time types shown as text (UniversalString's UTF-32 is shown as hex). */
const TEXT_TYPES = new Set([12, 18, 19, 20, 22, 23, 24, 26, 30]);
/** Primitive values longer than this are cut, so a 10 MB OCTET STRING does not become 20 MB of hex. */
const MAX_VALUE_CHARS = 512;

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

function primitiveValue(block: asn1js.AsnType, tagNumber: number, content: Uint8Array): Pick<Asn1Row, 'value' | 'oidName'> {
  if (tagNumber === 6 && block instanceof asn1js.ObjectIdentifier) {
    const oid = block.valueBlock.toString();
    const name = oidName(oid, ALL_OID_NAMES);
    return name === oid ? { value: oid } : { value: oid, oidName: name };
  }
  if (tagNumber === 1) return { value: content[0] ? 'TRUE' : 'FALSE' };
  if (tagNumber === 2 || tagNumber === 10) {
    if (content.length <= 8) {
      const negative = content.length > 0 && (content[0]! & 0x80) !== 0;
      const magnitude = bytesToBigInt(content);
      return { value: (negative ? magnitude - (1n << BigInt(content.length * 8)) : magnitude).toString() };
    }
    return { value: clip(bytesToHex(content).toUpperCase()) };
  }
  if (TEXT_TYPES.has(tagNumber)) {
    const encoding = tagNumber === 12 ? 'utf-8' : tagNumber === 30 ? 'utf-16be' : 'latin1';
    return { value: clip(new TextDecoder(encoding).decode(content)) };
  }
  if (tagNumber === 5) return {};
  return { value: clip(bytesToHex(content).toUpperCase()) };
}

export function asn1Rows(bytes: Uint8Array, field: string): Asn1Row[] {
  const copy = bytes.slice();
  const parsed = asn1js.fromBER(copy);
  if (parsed.offset === -1) invalid(`${field}: not valid BER/DER: ${parsed.result.error || 'malformed'}`);
  if (parsed.offset !== copy.length) invalid(`${field}: ${copy.length - parsed.offset} stray bytes after the first element`);
  const rows: Asn1Row[] = [];
  const base = (parsed.result.valueBeforeDecodeView as Uint8Array).byteOffset;
  const visit = (block: asn1js.AsnType, depth: number) => {
    const { idBlock, lenBlock } = block as asn1js.BaseBlock;
    const whole = (block as asn1js.BaseBlock).valueBeforeDecodeView;
    const headerLength = idBlock.blockLength + lenBlock.blockLength;
    const tagNumber = idBlock.tagNumber;
    const type = idBlock.tagClass === 1 ? (UNIVERSAL_NAMES[tagNumber] ?? `UNIVERSAL ${tagNumber}`) : `${CLASS_NAMES[idBlock.tagClass] ?? 'priv'} [ ${tagNumber} ]`;
    const length = lenBlock.isIndefiniteForm ? whole.length - headerLength : lenBlock.length;
    const row: Asn1Row = { offset: whole.byteOffset - base, depth, headerLength, length, constructed: idBlock.isConstructed, type };
    rows.push(idBlock.isConstructed ? row : { ...row, ...primitiveValue(block, idBlock.tagClass === 1 ? tagNumber : -1, whole.subarray(headerLength)) });
    const children = (block as asn1js.Constructed).valueBlock?.value;
    if (idBlock.isConstructed && Array.isArray(children)) for (const child of children) visit(child, depth + 1);
  };
  visit(parsed.result, 0);
  return rows;
}

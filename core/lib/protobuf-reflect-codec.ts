/**
 * Protocol Buffers encoding and decoding driven by protobufjs's reflection (the parsed Type, its
 * fields and enums) and its Reader and Writer, without Type.encode/decode/verify/fromObject/
 * toObject: those compile code with Function(), which a browser worker under a strict CSP (no
 * 'unsafe-eval') refuses.
 *
 * The JSON side is the proto3 JSON mapping: field names as in the .proto (or lowerCamelCase),
 * 64-bit integers as decimal strings (numbers accepted when safe), enums by name (numbers
 * accepted), bytes as Base64; decoding leaves out fields absent from the wire. Every value is
 * checked against its field, and the error names the path.
 */
import type { Enum, Field, Reader, Type, Writer } from 'protobufjs';
import { invalid } from '../errors.ts';
import { bytesToBase64, decodeBase64 } from './base64.ts';

type Protobuf = typeof import('protobufjs');
type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 100;

const INT_RANGES: Record<string, [number, number]> = {
  int32: [-(2 ** 31), 2 ** 31 - 1],
  sint32: [-(2 ** 31), 2 ** 31 - 1],
  sfixed32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
  fixed32: [0, 2 ** 32 - 1],
};
const LONG_RANGES: Record<string, [bigint, bigint]> = {
  int64: [-(1n << 63n), (1n << 63n) - 1n],
  sint64: [-(1n << 63n), (1n << 63n) - 1n],
  sfixed64: [-(1n << 63n), (1n << 63n) - 1n],
  uint64: [0n, (1n << 64n) - 1n],
  fixed64: [0n, (1n << 64n) - 1n],
};
const WIRE: Record<string, number> = {
  double: 1, float: 5, int32: 0, uint32: 0, sint32: 0, fixed32: 5, sfixed32: 5,
  int64: 0, uint64: 0, sint64: 0, fixed64: 1, sfixed64: 1, bool: 0, string: 2, bytes: 2,
};

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function jsonName(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

function lookupField(type: Type, key: string): Field | undefined {
  if (Object.hasOwn(type.fields, key)) return type.fields[key];
  return type.fieldsArray.find((field) => jsonName(field.name) === key);
}

class Encoder {
  private readonly protobuf: Protobuf;

  constructor(protobuf: Protobuf) {
    this.protobuf = protobuf;
  }

  message(type: Type, value: unknown, writer: Writer, path: string, depth: number): void {
    if (depth > MAX_DEPTH) invalid(`${path}: messages nest deeper than ${MAX_DEPTH} levels`);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(`${path}: must be a JSON object for ${type.fullName.slice(1)}, got ${describe(value)}`);
    const entries: [Field, unknown, string][] = [];
    for (const [key, member] of Object.entries(value as JsonObject)) {
      const field = lookupField(type, key);
      if (field === undefined) invalid(`${path}: ${JSON.stringify(key.slice(0, 100))} is not a field of ${type.fullName.slice(1)}`);
      field.resolve();
      if (member !== null) entries.push([field, member, `${path}.${key}`]);
    }
    // Fields in number order, as protoc writes them.
    entries.sort(([a], [b]) => a.id - b.id);
    for (const [field, member, at] of entries) this.field(field, member, writer, at, depth);
  }

  private field(field: Field, value: unknown, writer: Writer, path: string, depth: number): void {
    if (field.map) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(`${path}: must be a JSON object (a map), got ${describe(value)}`);
      const keyType = (field as unknown as { keyType: string }).keyType;
      for (const [key, member] of Object.entries(value as JsonObject)) {
        writer.uint32((field.id << 3) | 2).fork();
        const mapKey = keyType === 'bool' ? key === 'true' ? true : key === 'false' ? false : invalid(`${path}: map key ${JSON.stringify(key.slice(0, 50))} is not true or false`) : keyType === 'string' ? key : /^-?\d+$/.test(key) ? (LONG_RANGES[keyType] ? key : Number(key)) : invalid(`${path}: map key ${JSON.stringify(key.slice(0, 50))} is not an integer`);
        this.scalar(keyType, 1, mapKey, writer, `${path}.${key}`);
        this.single(field, 2, member, writer, `${path}.${key}`, depth);
        writer.ldelim();
      }
      return;
    }
    if (field.repeated) {
      if (!Array.isArray(value)) invalid(`${path}: must be an array (a repeated field), got ${describe(value)}`);
      if (field.packed && WIRE[field.type] !== 2 && value.length > 0) {
        writer.uint32((field.id << 3) | 2).fork();
        value.forEach((item, index) => this.packedItem(field, item, writer, `${path}[${index}]`));
        writer.ldelim();
        return;
      }
      value.forEach((item, index) => this.single(field, field.id, item, writer, `${path}[${index}]`, depth));
      return;
    }
    this.single(field, field.id, value, writer, path, depth);
  }

  private packedItem(field: Field, value: unknown, writer: Writer, path: string): void {
    if (field.resolvedType instanceof this.protobuf.Enum) return void writer.int32(this.enumNumber(field.resolvedType, value, path));
    this.scalarValue(field.type, value, writer, path);
  }

  private single(field: Field, id: number, value: unknown, writer: Writer, path: string, depth: number): void {
    const resolved = field.resolvedType;
    if (resolved instanceof this.protobuf.Type) {
      writer.uint32((id << 3) | 2).fork();
      this.message(resolved, value, writer, path, depth + 1);
      writer.ldelim();
      return;
    }
    if (resolved instanceof this.protobuf.Enum) {
      writer.uint32(id << 3).int32(this.enumNumber(resolved, value, path));
      return;
    }
    this.scalar(field.type, id, value, writer, path);
  }

  private enumNumber(type: Enum, value: unknown, path: string): number {
    if (typeof value === 'string') {
      if (!Object.hasOwn(type.values, value)) invalid(`${path}: ${JSON.stringify(value.slice(0, 100))} is not a value of ${type.fullName.slice(1)}`);
      return type.values[value]!;
    }
    if (typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31) return value;
    return invalid(`${path}: must be a name of ${type.fullName.slice(1)} or an int32, got ${describe(value)}`);
  }

  private scalar(type: string, id: number, value: unknown, writer: Writer, path: string): void {
    writer.uint32((id << 3) | WIRE[type]!);
    this.scalarValue(type, value, writer, path);
  }

  private scalarValue(type: string, value: unknown, writer: Writer, path: string): void {
    const bounds = INT_RANGES[type];
    if (bounds) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < bounds[0] || value > bounds[1]) invalid(`${path}: must be an integer from ${bounds[0]} to ${bounds[1]} (${type}), got ${describe(value) === 'number' ? value : describe(value)}`);
      (writer[type as 'int32'] as (n: number) => Writer).call(writer, value);
      return;
    }
    const longBounds = LONG_RANGES[type];
    if (longBounds) {
      let big: bigint | undefined;
      if (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) big = BigInt(value);
      else if (typeof value === 'number' && Number.isSafeInteger(value)) big = BigInt(value);
      if (big === undefined || big < longBounds[0] || big > longBounds[1]) invalid(`${path}: must be an integer (a decimal string or a safe number) within ${type}`);
      const unsigned = type === 'uint64' || type === 'fixed64';
      (writer[type as 'int64'] as (n: unknown) => Writer).call(writer, (this.protobuf.util.Long as unknown as { fromString(text: string, unsigned: boolean): unknown }).fromString(big.toString(), unsigned));
      return;
    }
    switch (type) {
      case 'double':
      case 'float': {
        const number = typeof value === 'number' ? value : value === 'NaN' ? NaN : value === 'Infinity' ? Infinity : value === '-Infinity' ? -Infinity : undefined;
        if (number === undefined) invalid(`${path}: must be a number (or "NaN", "Infinity", "-Infinity") for ${type}, got ${describe(value)}`);
        (type === 'double' ? writer.double(number) : writer.float(number));
        return;
      }
      case 'bool':
        if (typeof value !== 'boolean') invalid(`${path}: must be true or false, got ${describe(value)}`);
        writer.bool(value);
        return;
      case 'string':
        if (typeof value !== 'string') invalid(`${path}: must be a string, got ${describe(value)}`);
        if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) invalid(`${path}: holds a lone surrogate, which UTF-8 cannot encode`);
        writer.string(value);
        return;
      default: {
        if (typeof value !== 'string') invalid(`${path}: must be a Base64 string (bytes), got ${describe(value)}`);
        const decoded = decodeBase64(value);
        if (!decoded.ok) invalid(`${path}: not valid Base64: ${decoded.reason}`);
        writer.bytes(decoded.bytes);
      }
    }
  }
}

/** The wire bytes of `value` as a `type` message; errors name paths under `field`. */
export function encodeMessage(protobuf: Protobuf, type: Type, value: unknown, field: string): Uint8Array {
  const writer = protobuf.Writer.create();
  new Encoder(protobuf).message(type, value, writer, field, 0);
  return writer.finish();
}

class Decoder {
  private readonly protobuf: Protobuf;

  constructor(protobuf: Protobuf) {
    this.protobuf = protobuf;
  }

  message(type: Type, reader: Reader, end: number, depth: number): JsonObject {
    if (depth > MAX_DEPTH) throw new RangeError(`messages nest deeper than ${MAX_DEPTH} levels`);
    const result: JsonObject = Object.create(null) as JsonObject;
    while (reader.pos < end) {
      const tag = reader.uint32();
      const id = tag >>> 3;
      const wire = tag & 7;
      const field = type.fieldsById[id];
      if (field === undefined || wire === 4) {
        if (wire === 4) throw new RangeError('an end-group with no group open');
        reader.skipType(wire);
        continue;
      }
      field.resolve();
      if (field.map) {
        const entryEnd = reader.uint32() + reader.pos;
        const keyType = (field as unknown as { keyType: string }).keyType;
        let key: unknown = keyType === 'string' ? '' : keyType === 'bool' ? false : 0;
        let value: unknown;
        while (reader.pos < entryEnd) {
          const entryTag = reader.uint32();
          if (entryTag >>> 3 === 1) key = this.scalar(keyType, reader);
          else if (entryTag >>> 3 === 2) value = this.single(field, reader, depth);
          else reader.skipType(entryTag & 7);
        }
        const map = (result[field.name] ??= Object.create(null)) as JsonObject;
        map[String(key)] = value ?? this.defaultOf(field);
        continue;
      }
      if (field.repeated) {
        const list = (result[field.name] ??= []) as unknown[];
        if (wire === 2 && WIRE[field.type] !== 2 && !(field.resolvedType instanceof this.protobuf.Type)) {
          const packedEnd = reader.uint32() + reader.pos;
          while (reader.pos < packedEnd) list.push(this.single(field, reader, depth));
        } else list.push(this.single(field, reader, depth));
        continue;
      }
      result[field.name] = this.single(field, reader, depth);
    }
    if (reader.pos !== end) throw new RangeError('a field runs past the end of its message');
    return result;
  }

  private defaultOf(field: Field): unknown {
    if (field.resolvedType instanceof this.protobuf.Type) return {};
    if (field.resolvedType instanceof this.protobuf.Enum) return field.resolvedType.valuesById[0] ?? 0;
    if (LONG_RANGES[field.type]) return '0';
    return field.type === 'string' || field.type === 'bytes' ? '' : field.type === 'bool' ? false : 0;
  }

  private single(field: Field, reader: Reader, depth: number): unknown {
    const resolved = field.resolvedType;
    if (resolved instanceof this.protobuf.Type) {
      const length = reader.uint32();
      return this.message(resolved, reader, reader.pos + length, depth + 1);
    }
    if (resolved instanceof this.protobuf.Enum) {
      const number = reader.int32();
      return resolved.valuesById[number] ?? number;
    }
    return this.scalar(field.type, reader);
  }

  private scalar(type: string, reader: Reader): unknown {
    if (LONG_RANGES[type]) return String((reader[type as 'int64'] as () => unknown).call(reader));
    if (type === 'bytes') return bytesToBase64(reader.bytes());
    const value = (reader[type as 'int32'] as () => unknown).call(reader);
    if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
    return value;
  }
}

/** The JSON object of a `type` message in `bytes`; a RangeError says why the bytes are not one. */
export function decodeMessage(protobuf: Protobuf, type: Type, bytes: Uint8Array): JsonObject {
  const reader = protobuf.Reader.create(bytes);
  return new Decoder(protobuf).message(type, reader, bytes.length, 0);
}

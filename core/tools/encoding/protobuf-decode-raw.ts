import { Type, type Static } from '@sinclair/typebox';
import { binaryBytes, binaryInput } from '../../lib/binary-field.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open), all following `protoc --decode_raw` (protobuf 3.21):
 * - A length-delimited field is shown as a nested message when its bytes parse completely as
 *   fields (groups closed, field numbers 1–2^29−1, wire types 0, 1, 2, 3, 5), as protoc guesses,
 *   and otherwise as bytes; an empty one is bytes. Guessing stops 10 levels deep, as protoc's does;
 *   groups may nest 100 levels (protoc's parse limit).
 * - Varints are unsigned decimal (protoc does not know whether a field is sint or int); fixed32
 *   and fixed64 are 0x-prefixed hexadecimal; bytes are a C-escaped string as protoc prints them,
 *   and `text` is protoc's whole output, byte for byte.
 * - Input that protoc refuses ("Failed to parse input.") is refused with the offset and reason.
 * - No .proto is involved: names and types are what protobuf-codec is for.
 */

/** protoc shows length-delimited fields as messages 10 levels deep at most, and parses groups 100 deep. */
const MAX_GUESS_DEPTH = 10;
const MAX_GROUP_DEPTH = 100;
const MAX_FIELD_NUMBER = 2 ** 29 - 1;

const WIRE_TYPES = { 0: 'varint', 1: 'fixed64', 2: 'bytes', 3: 'group', 5: 'fixed32' } as const;
type WireName = (typeof WIRE_TYPES)[keyof typeof WIRE_TYPES];

const field = Type.Recursive(
  (Self) =>
    closedObject({
      number: Type.Integer({ minimum: 1, description: 'The field number' }),
      wireType: Type.Union(
        Object.values(WIRE_TYPES).map((name) => Type.Literal(name)),
        { description: 'varint (0), fixed64 (1), bytes (2, length-delimited), group (3) or fixed32 (5)' },
      ),
      value: Type.Optional(Type.String({ description: 'A varint in unsigned decimal, a fixed32/fixed64 in 0x hexadecimal, or bytes as a C-escaped string (as protoc prints them)' })),
      message: Type.Optional(Type.Array(Self, { description: 'The fields of a nested message or group' })),
    }),
);
type Field = Static<typeof field>;

class ParseFailure extends Error {}

function fail(offset: number, reason: string): never {
  throw new ParseFailure(`at byte ${offset}: ${reason}`);
}

/** protoc's CEscape: \n \r \t \" \' \\ by name, other bytes outside printable ASCII in octal. */
function cEscape(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    if (byte === 0x0a) out += '\\n';
    else if (byte === 0x0d) out += '\\r';
    else if (byte === 0x09) out += '\\t';
    else if (byte === 0x22) out += '\\"';
    else if (byte === 0x27) out += "\\'";
    else if (byte === 0x5c) out += '\\\\';
    else if (byte < 0x20 || byte >= 0x7f) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return out;
}

class WireReader {
  offset: number;
  private readonly bytes: Uint8Array;
  private readonly end: number;
  private readonly base: number;

  constructor(bytes: Uint8Array, start: number, end: number, base: number) {
    this.bytes = bytes;
    this.offset = start;
    this.end = end;
    this.base = base;
  }

  varint(): bigint {
    let result = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (this.offset >= this.end) fail(this.base + this.offset, 'the input ends inside a varint');
      const byte = this.bytes[this.offset++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) {
        if (result > 0xffffffffffffffffn) fail(this.base + this.offset - 1, 'a varint longer than 64 bits');
        return result;
      }
    }
    return fail(this.base + this.offset, 'a varint longer than 10 bytes');
  }

  fixed(size: 4 | 8): string {
    if (this.end - this.offset < size) fail(this.base + this.offset, `the input ends inside a fixed${size * 8}`);
    let hex = '';
    for (let i = size - 1; i >= 0; i--) hex += this.bytes[this.offset + i]!.toString(16).padStart(2, '0');
    this.offset += size;
    return `0x${hex}`;
  }

  /**
   * Fields until the end, or until the END_GROUP of `group`. Length-delimited contents become
   * nested messages when they parse, as protoc guesses, up to MAX_GUESS_DEPTH.
   */
  fields(depth: number, group?: number): Field[] {
    const fields: Field[] = [];
    while (this.offset < this.end) {
      const at = this.offset;
      const key = this.varint();
      const number = Number(key >> 3n);
      const wire = Number(key & 7n);
      if (number === 0 || number > MAX_FIELD_NUMBER) fail(this.base + at, `field number ${key >> 3n} is outside 1–${MAX_FIELD_NUMBER}`);
      if (wire === 4) {
        if (group === number) return fields;
        fail(this.base + at, `an end-group for field ${number} that no group opened`);
      }
      const wireType = WIRE_TYPES[wire as keyof typeof WIRE_TYPES] as WireName | undefined;
      if (wireType === undefined) fail(this.base + at, `wire type ${wire} does not exist`);
      if (wireType === 'varint') fields.push({ number, wireType, value: this.varint().toString() });
      else if (wireType === 'fixed64') fields.push({ number, wireType, value: this.fixed(8) });
      else if (wireType === 'fixed32') fields.push({ number, wireType, value: this.fixed(4) });
      else if (wireType === 'group') {
        if (depth >= MAX_GROUP_DEPTH) fail(this.base + at, `groups nest deeper than ${MAX_GROUP_DEPTH} levels`);
        fields.push({ number, wireType, message: this.fields(depth + 1, number) });
      } else {
        const length = this.varint();
        if (length > BigInt(this.end - this.offset)) fail(this.base + this.offset, `field ${number} claims ${length} bytes, more than are left`);
        const start = this.offset;
        this.offset += Number(length);
        const nested = length > 0n && depth < MAX_GUESS_DEPTH ? tryMessage(this.bytes, start, this.offset, depth + 1) : undefined;
        fields.push(nested ? { number, wireType, message: nested } : { number, wireType, value: cEscape(this.bytes.subarray(start, this.offset)) });
      }
    }
    if (group !== undefined) fail(this.base + this.offset, `the group of field ${group} is never closed`);
    return fields;
  }
}

function tryMessage(bytes: Uint8Array, start: number, end: number, depth: number): Field[] | undefined {
  try {
    return new WireReader(bytes, start, end, 0).fields(depth);
  } catch (error) {
    if (error instanceof ParseFailure) return undefined;
    throw error;
  }
}

/** protoc --decode_raw's text for `fields`. */
function protocText(fields: Field[], indent = ''): string {
  let out = '';
  for (const entry of fields) {
    if (entry.message) out += `${indent}${entry.number} {\n${protocText(entry.message, `${indent}  `)}${indent}}\n`;
    else if (entry.wireType === 'bytes') out += `${indent}${entry.number}: "${entry.value}"\n`;
    else out += `${indent}${entry.number}: ${entry.value}\n`;
  }
  return out;
}

const output = closedObject({
  fields: Type.Array(field, { description: 'The top-level fields in wire order' }),
  text: Type.String({ description: 'The same, as protoc --decode_raw prints it' }),
});

export default defineTool({
  id: 'protobuf-decode-raw',
  name: 'Protobuf Decode (raw)',
  category: 'encoding',
  description:
    'Decode Protocol Buffers bytes without a .proto: field numbers, wire types and values, with nested messages guessed as protoc --decode_raw does, and its text output.',
  keywords: ['protobuf', 'protocol buffers', 'decode_raw', 'protoc', 'grpc', 'proto decode', 'wire format', 'pb'],
  mcp: true,
  // The issue asks for isolate ([I]): bench/worst-case.ts measured 8.8 s on its worst 10 MB input.
  isolate: true,
  input: closedObject({
    bin: binaryInput('The Protocol Buffers message bytes'),
  }),
  output,
  examples: [
    {
      title: 'The encoding guide’s examples: a varint, a string and a nested message',
      input: { bin: 'CJYBEgd0ZXN0aW5nGgMIlgE=' },
      output: {
        fields: [
          { number: 1, wireType: 'varint', value: '150' },
          { number: 2, wireType: 'bytes', value: 'testing' },
          { number: 3, wireType: 'bytes', message: [{ number: 1, wireType: 'varint', value: '150' }] },
        ],
        text: '1: 150\n2: "testing"\n3 {\n  1: 150\n}\n',
      },
    },
    {
      title: 'Fixed-width numbers',
      input: { bin: 'JQAAgD8pAQIDBAUGBwg=' },
      output: {
        fields: [
          { number: 4, wireType: 'fixed32', value: '0x3f800000' },
          { number: 5, wireType: 'fixed64', value: '0x0807060504030201' },
        ],
        text: '4: 0x3f800000\n5: 0x0807060504030201\n',
      },
    },
  ],
  run({ bin }): Static<typeof output> {
    const bytes = binaryBytes('bin', bin);
    let fields: Field[];
    try {
      fields = new WireReader(bytes, 0, bytes.length, 0).fields(0);
    } catch (error) {
      if (error instanceof ParseFailure) invalid(`bin: not a Protocol Buffers message ${error.message}`);
      throw error;
    }
    return { fields, text: protocText(fields) };
  },
});

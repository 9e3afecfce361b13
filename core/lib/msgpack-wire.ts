/**
 * MessagePack (https://github.com/msgpack/msgpack/blob/master/spec.md) to and from the JSON model
 * of the msgpack tool, written here rather than with @msgpack/msgpack because the tool must keep
 * what that library cannot: map keys of any type and in their order, "__proto__" as a key (the
 * library refuses it), 64-bit integers exactly, and 1.0 as a float where JSON wrote it so.
 *
 * The JSON model (OrderedJson of json-ordered.ts) marks what JSON has no form for with an object
 * holding one "$"-key, which encoding reads back:
 * - {"$binary": "<Base64>"}: bin 8/16/32;
 * - {"$ext": {"type": -128…127, "data": "<Base64>"}}: an extension type;
 * - {"$timestamp": "1970-01-01T00:00:00.5Z"}: the timestamp extension (type −1), nanoseconds kept;
 * - {"$map": [[key, value], …]}: a map whose keys are not all strings;
 * - {"$float": "NaN" | "Infinity" | "-Infinity"}.
 * Floats read back as JSON numbers with a fraction or exponent (1.0, -0.0, 1e+300), integers
 * without, so each survives a round trip as its kind; a float 32 comes back as float 64.
 */
import { invalid } from '../errors.ts';
import { bytesToBase64, decodeBase64 } from './base64.ts';
import { JsonNumber, type OrderedJson, type OrderedJsonObject } from './json-ordered.ts';

/** Containers nest at most this deep, both ways: the JSON writer recurses. */
export const MAX_MSGPACK_DEPTH = 500;

const UINT64_MAX = (1n << 64n) - 1n;
const INT64_MIN = -(1n << 63n);

// ---------------------------------------------------------------------------------------------
// Timestamps: seconds and nanoseconds ↔ RFC 3339 in UTC, for years 0000–9999.

const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?Z$/;

function timestampText(seconds: bigint, nanoseconds: number): string | undefined {
  const ms = Number(seconds) * 1000;
  if (!Number.isSafeInteger(ms) || nanoseconds > 999_999_999) return undefined;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) return undefined;
  const whole = date.toISOString().slice(0, 19).replace(/^\+0*/, '');
  const fraction = nanoseconds === 0 ? '' : `.${String(nanoseconds).padStart(9, '0').replace(/0+$/, '')}`;
  return `${whole}${fraction}Z`;
}

function timestampParts(text: string, path: string): { seconds: bigint; nanoseconds: number } {
  const match = TIMESTAMP.exec(text);
  if (!match) invalid(`${path}: "$timestamp" must be an RFC 3339 UTC time such as 2024-01-01T00:00:00.5Z`);
  const [, year, month, day, hour, minute, second, fraction = ''] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
    invalid(`${path}: "$timestamp" is not a real UTC time: ${JSON.stringify(text)}`);
  }
  return { seconds: BigInt(date.getTime() / 1000), nanoseconds: Number(fraction.padEnd(9, '0')) };
}

// ---------------------------------------------------------------------------------------------
// Reading

class Reader {
  private offset = 0;
  private readonly view: DataView;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  get position(): number {
    return this.offset;
  }

  private need(count: number, what: string): number {
    if (this.bytes.length - this.offset < count) invalid(`text: the MessagePack ends inside ${what} at byte ${this.offset}`);
    const at = this.offset;
    this.offset += count;
    return at;
  }

  private take(count: number, what: string): Uint8Array {
    const at = this.need(count, what);
    return this.bytes.subarray(at, at + count);
  }

  private length(size: 1 | 2 | 4, what: string): number {
    const at = this.need(size, what);
    return size === 1 ? this.view.getUint8(at) : size === 2 ? this.view.getUint16(at) : this.view.getUint32(at);
  }

  private integer(value: bigint): number | bigint {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  }

  private float(value: number): OrderedJson {
    if (Number.isNaN(value)) return new Map([['$float', 'NaN']]);
    if (!Number.isFinite(value)) return new Map([['$float', value > 0 ? 'Infinity' : '-Infinity']]);
    if (Object.is(value, -0)) return new JsonNumber('-0.0');
    const text = String(value);
    return new JsonNumber(/[.e]/.test(text) ? text : `${text}.0`);
  }

  private string(count: number): string {
    const bytes = this.take(count, 'a string');
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      invalid(`text: the string ending at byte ${this.offset} is not valid UTF-8`);
    }
  }

  private extension(count: number): OrderedJson {
    const at = this.need(1, 'an extension');
    const type = this.view.getInt8(at);
    const data = this.take(count, 'an extension');
    if (type === -1 && (count === 4 || count === 8 || count === 12)) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      let seconds: bigint;
      let nanoseconds = 0;
      if (count === 4) seconds = BigInt(view.getUint32(0));
      else if (count === 8) {
        const high = view.getUint32(0);
        nanoseconds = high >>> 2;
        seconds = (BigInt(high & 3) << 32n) | BigInt(view.getUint32(4));
      } else {
        nanoseconds = view.getUint32(0);
        seconds = view.getBigInt64(4);
      }
      const text = timestampText(seconds, nanoseconds);
      if (text !== undefined) return new Map([['$timestamp', text]]);
    }
    return new Map([['$ext', new Map<string, OrderedJson>([['type', type], ['data', bytesToBase64(data)]])]]);
  }

  private array(count: number, depth: number): OrderedJson[] {
    // Every element takes a byte at least: a length beyond what is left is a lie, refused before allocating.
    if (count > this.bytes.length - this.offset) invalid(`text: an array at byte ${this.offset} claims ${count} elements, more than the bytes left`);
    const items: OrderedJson[] = [];
    for (let i = 0; i < count; i++) items.push(this.value(depth + 1));
    return items;
  }

  private map(count: number, depth: number): OrderedJson {
    if (count * 2 > this.bytes.length - this.offset) invalid(`text: a map at byte ${this.offset} claims ${count} entries, more than the bytes left`);
    const pairs: [OrderedJson, OrderedJson][] = [];
    for (let i = 0; i < count; i++) pairs.push([this.value(depth + 1), this.value(depth + 1)]);
    const keys = new Set<string>();
    if (pairs.every(([key]) => typeof key === 'string' && !keys.has(key) && keys.add(key))) {
      return new Map(pairs as [string, OrderedJson][]);
    }
    return new Map([['$map', pairs.map(([key, value]) => [key, value])]]);
  }

  value(depth = 0): OrderedJson {
    if (depth > MAX_MSGPACK_DEPTH) invalid(`text: containers nest deeper than ${MAX_MSGPACK_DEPTH} levels`);
    const head = this.view.getUint8(this.need(1, 'a value'));
    if (head <= 0x7f) return head;
    if (head >= 0xe0) return head - 0x100;
    if (head <= 0x8f) return this.map(head & 0x0f, depth);
    if (head <= 0x9f) return this.array(head & 0x0f, depth);
    if (head <= 0xbf) return this.string(head & 0x1f);
    switch (head) {
      case 0xc0:
        return null;
      case 0xc2:
        return false;
      case 0xc3:
        return true;
      case 0xc4:
      case 0xc5:
      case 0xc6:
        return new Map([['$binary', bytesToBase64(this.take(this.length(head === 0xc4 ? 1 : head === 0xc5 ? 2 : 4, 'a binary'), 'a binary').slice())]]);
      case 0xc7:
      case 0xc8:
      case 0xc9:
        return this.extension(this.length(head === 0xc7 ? 1 : head === 0xc8 ? 2 : 4, 'an extension'));
      case 0xca:
        return this.float(this.view.getFloat32(this.need(4, 'a float 32')));
      case 0xcb:
        return this.float(this.view.getFloat64(this.need(8, 'a float 64')));
      case 0xcc:
        return this.view.getUint8(this.need(1, 'a uint 8'));
      case 0xcd:
        return this.view.getUint16(this.need(2, 'a uint 16'));
      case 0xce:
        return this.view.getUint32(this.need(4, 'a uint 32'));
      case 0xcf:
        return this.integer(this.view.getBigUint64(this.need(8, 'a uint 64')));
      case 0xd0:
        return this.view.getInt8(this.need(1, 'an int 8'));
      case 0xd1:
        return this.view.getInt16(this.need(2, 'an int 16'));
      case 0xd2:
        return this.view.getInt32(this.need(4, 'an int 32'));
      case 0xd3:
        return this.integer(this.view.getBigInt64(this.need(8, 'an int 64')));
      case 0xd4:
      case 0xd5:
      case 0xd6:
      case 0xd7:
      case 0xd8:
        return this.extension(1 << (head - 0xd4));
      case 0xd9:
      case 0xda:
      case 0xdb:
        return this.string(this.length(head === 0xd9 ? 1 : head === 0xda ? 2 : 4, 'a string'));
      case 0xdc:
      case 0xdd:
        return this.array(this.length(head === 0xdc ? 2 : 4, 'an array'), depth);
      case 0xde:
      case 0xdf:
        return this.map(this.length(head === 0xde ? 2 : 4, 'a map'), depth);
      default:
        // 0xc1 is the one byte the format never uses.
        return invalid(`text: byte 0x${head.toString(16)} at ${this.offset - 1} starts no MessagePack value`);
    }
  }
}

/** The one value `bytes` hold; bytes after it are refused, as Python's msgpack.unpackb does. */
export function readMsgpack(bytes: Uint8Array): OrderedJson {
  const reader = new Reader(bytes);
  const value = reader.value();
  if (!reader.done) invalid(`text: ${bytes.length - reader.position} bytes follow the MessagePack value that ends at byte ${reader.position}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Writing

class Writer {
  private buffer = new Uint8Array(256);
  private length = 0;

  private reserve(count: number): number {
    if (this.length + count > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + count));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    const at = this.length;
    this.length += count;
    return at;
  }

  /** A view of `count` new bytes at the end (taken after reserve(), which may replace the buffer). */
  private store(count: number): DataView {
    const at = this.reserve(count);
    return new DataView(this.buffer.buffer, at, count);
  }

  private byte(value: number): void {
    const at = this.reserve(1);
    this.buffer[at] = value;
  }

  private head(value: number, tiny: number | undefined, tinyMax: number, small: number | undefined, forms: [number, 2 | 4][]): void {
    if (tiny !== undefined && value <= tinyMax) return this.byte(tiny | value);
    if (small !== undefined && value <= 0xff) {
      this.byte(small);
      return this.byte(value);
    }
    for (const [code, size] of forms) {
      if (size === 2 && value > 0xffff) continue;
      this.byte(code);
      if (size === 2) this.store(2).setUint16(0, value);
      else this.store(4).setUint32(0, value);
      return;
    }
  }

  bytes(data: Uint8Array): void {
    // reserve() may replace the buffer: take the offset first.
    const at = this.reserve(data.length);
    this.buffer.set(data, at);
  }

  integer(value: bigint, path: string): void {
    if (value > UINT64_MAX || value < INT64_MIN) invalid(`${path}: the integer ${value} does not fit in 64 bits`);
    if (value >= 0n) {
      if (value <= 0x7fn) return this.byte(Number(value));
      if (value <= 0xffn) return (this.byte(0xcc), this.byte(Number(value)));
      if (value <= 0xffffn) return (this.byte(0xcd), this.store(2).setUint16(0, Number(value)));
      if (value <= 0xffffffffn) return (this.byte(0xce), this.store(4).setUint32(0, Number(value)));
      this.byte(0xcf);
      return this.store(8).setBigUint64(0, value);
    }
    if (value >= -32n) return this.byte(Number(value) & 0xff);
    if (value >= -0x80n) return (this.byte(0xd0), this.store(1).setInt8(0, Number(value)));
    if (value >= -0x8000n) return (this.byte(0xd1), this.store(2).setInt16(0, Number(value)));
    if (value >= -0x80000000n) return (this.byte(0xd2), this.store(4).setInt32(0, Number(value)));
    this.byte(0xd3);
    this.store(8).setBigInt64(0, value);
  }

  float(value: number): void {
    this.byte(0xcb);
    this.store(8).setFloat64(0, value);
  }

  string(value: string, path: string): void {
    const bytes = utf8(value, path);
    this.head(bytes.length, 0xa0, 31, 0xd9, [[0xda, 2], [0xdb, 4]]);
    this.bytes(bytes);
  }

  binary(data: Uint8Array): void {
    this.head(data.length, undefined, 0, 0xc4, [[0xc5, 2], [0xc6, 4]]);
    this.bytes(data);
  }

  extension(type: number, data: Uint8Array): void {
    const fixed = [1, 2, 4, 8, 16].indexOf(data.length);
    if (fixed >= 0) this.byte(0xd4 + fixed);
    else this.head(data.length, undefined, 0, 0xc7, [[0xc8, 2], [0xc9, 4]]);
    this.store(1).setInt8(0, type);
    this.bytes(data);
  }

  arrayHead(count: number): void {
    this.head(count, 0x90, 15, undefined, [[0xdc, 2], [0xdd, 4]]);
  }

  mapHead(count: number): void {
    this.head(count, 0x80, 15, undefined, [[0xde, 2], [0xdf, 4]]);
  }

  nil(): void {
    this.byte(0xc0);
  }

  boolean(value: boolean): void {
    this.byte(value ? 0xc3 : 0xc2);
  }

  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

function utf8(value: string, path: string): Uint8Array {
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) invalid(`${path}: holds a lone surrogate, which UTF-8 cannot encode`);
  return new TextEncoder().encode(value);
}

function base64Member(value: OrderedJson | undefined, path: string): Uint8Array {
  if (typeof value !== 'string') invalid(`${path}: must be a Base64 string`);
  const decoded = decodeBase64(value);
  if (!decoded.ok) invalid(`${path}: not valid Base64: ${decoded.reason}`);
  return decoded.bytes;
}

/** The one "$"-key of a marker object, or undefined for an ordinary object. */
function markerOf(object: OrderedJsonObject): string | undefined {
  if (object.size !== 1) return undefined;
  const [key] = object.keys();
  return key === '$binary' || key === '$ext' || key === '$timestamp' || key === '$map' || key === '$float' ? key : undefined;
}

function writeMarker(writer: Writer, marker: string, value: OrderedJson, path: string, depth: number): void {
  const at = `${path}.${marker}`;
  switch (marker) {
    case '$binary':
      return writer.binary(base64Member(value, at));
    case '$ext': {
      if (!(value instanceof Map)) invalid(`${at}: must be an object {"type": -128…127, "data": "<Base64>"}`);
      const type = value.get('type');
      const typeNumber = type instanceof JsonNumber ? Number(type.text) : type;
      if (typeof typeNumber !== 'number' || !Number.isInteger(typeNumber) || typeNumber < -128 || typeNumber > 127) invalid(`${at}.type: must be an integer from -128 to 127`);
      return writer.extension(typeNumber, base64Member(value.get('data'), `${at}.data`));
    }
    case '$timestamp': {
      if (typeof value !== 'string') invalid(`${at}: must be an RFC 3339 UTC time string`);
      const { seconds, nanoseconds } = timestampParts(value, at);
      const data = new Uint8Array(12);
      const view = new DataView(data.buffer);
      if (nanoseconds === 0 && seconds >= 0n && seconds <= 0xffffffffn) {
        view.setUint32(0, Number(seconds));
        return writer.extension(-1, data.subarray(0, 4));
      }
      if (seconds >= 0n && seconds < 1n << 34n) {
        view.setUint32(0, (nanoseconds << 2) | Number(seconds >> 32n));
        view.setUint32(4, Number(seconds & 0xffffffffn));
        return writer.extension(-1, data.subarray(0, 8));
      }
      view.setUint32(0, nanoseconds);
      view.setBigInt64(4, seconds);
      return writer.extension(-1, data);
    }
    case '$map': {
      if (!Array.isArray(value) || !value.every((pair) => Array.isArray(pair) && pair.length === 2)) invalid(`${at}: must be an array of [key, value] pairs`);
      writer.mapHead(value.length);
      value.forEach((pair, index) => {
        const [key, member] = pair as OrderedJson[];
        writeValue(writer, key!, `${at}[${index}][0]`, depth + 1);
        writeValue(writer, member!, `${at}[${index}][1]`, depth + 1);
      });
      return;
    }
    default: {
      const floats: Record<string, number> = { NaN: NaN, Infinity: Infinity, '-Infinity': -Infinity };
      if (typeof value !== 'string' || !(value in floats)) invalid(`${at}: must be "NaN", "Infinity" or "-Infinity"`);
      return writer.float(floats[value]!);
    }
  }
}

function writeValue(writer: Writer, value: OrderedJson, path: string, depth: number): void {
  if (depth > MAX_MSGPACK_DEPTH) invalid(`${path}: containers nest deeper than ${MAX_MSGPACK_DEPTH} levels`);
  if (value === null) return writer.nil();
  if (typeof value === 'boolean') return writer.boolean(value);
  if (typeof value === 'string') return writer.string(value, path);
  if (typeof value === 'bigint') return writer.integer(value, path);
  if (typeof value === 'number') return Number.isInteger(value) ? writer.integer(BigInt(value), path) : writer.float(value);
  if (value instanceof JsonNumber) {
    // JSON's integers stay integers (any size up to 64 bits); a fraction or exponent makes a float, as in Python.
    if (/^-?\d+$/.test(value.text)) {
      // BigInt() of a million digits takes seconds: anything past 20 digits is beyond 64 bits anyway.
      if (value.text.replace(/^-?0*/, '').length > 20) invalid(`${path}: the integer ${value.text.slice(0, 30)}… does not fit in 64 bits`);
      return writer.integer(BigInt(value.text), path);
    }
    const number = Number(value.text);
    if (!Number.isFinite(number)) invalid(`${path}: the number ${value.text} is beyond a float 64`);
    return writer.float(number);
  }
  if (Array.isArray(value)) {
    writer.arrayHead(value.length);
    value.forEach((item, index) => writeValue(writer, item, `${path}[${index}]`, depth + 1));
    return;
  }
  const marker = markerOf(value);
  if (marker !== undefined) return writeMarker(writer, marker, value.get(marker)!, path, depth);
  writer.mapHead(value.size);
  for (const [key, member] of value) {
    writer.string(key, path);
    writeValue(writer, member, `${path}.${key}`, depth + 1);
  }
}

/** The MessagePack of `value`, naming positions under `field` in errors. */
export function writeMsgpack(value: OrderedJson, field: string): Uint8Array {
  const writer = new Writer();
  writeValue(writer, value, field, 0);
  return writer.result();
}

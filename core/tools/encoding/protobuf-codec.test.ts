import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const PROTO = `syntax = "proto3";
package demo;
message P { string name = 1; int64 big = 2; map<string,int32> m = 3; P child = 4; bytes blob = 5; string snake_case = 6; sint32 delta = 7; double ratio = 8; repeated int32 packed = 9; }
`;

const encode = async (data: string, type = 'demo.P', proto = PROTO) => (await run<{ result: string }>('protobuf-codec', { proto, type, action: 'encode', data })).result;
const decode = async (data: string, type = 'demo.P', proto = PROTO) => JSON.parse((await run<{ result: string }>('protobuf-codec', { proto, type, action: 'decode', data })).result) as unknown;

// echo 'name: "x" big: 9007199254740993 m { key: "a" value: 1 } child { child { name: "d" } } blob: "\001\002" snake_case: "y"
//   delta: -3 ratio: 0.5 packed: [1, 2, 300]' | protoc --encode=demo.P p.proto | base64   (libprotoc 3.21.12)
const PROTOC_BYTES = 'CgF4EIGAgICAgIAQGgUKAWEQASIFIgMKAWQqAgECMgF5OAVBAAAAAAAA4D9KBAECrAI=';

describe('protobuf-codec', () => {
  it('encodes to the bytes protoc --encode writes for the same message', async () => {
    const json = '{"name":"x","big":"9007199254740993","m":{"a":1},"child":{"child":{"name":"d"}},"blob":"AQI=","snake_case":"y","delta":-3,"ratio":0.5,"packed":[1,2,300]}';
    expect(await encode(json)).toBe(PROTOC_BYTES);
    // the lowerCamelCase JSON name works too
    expect(await encode(json.replace('snake_case', 'snakeCase'))).toBe(PROTOC_BYTES);
  });

  it('decodes protoc’s bytes to the values protoc --decode prints, in proto3 JSON', async () => {
    // protoc --decode=demo.P p.proto < p.bin: name "x", big 9007199254740993, m {a: 1}, child { child { name "d" } },
    // blob "\001\002", snake_case "y", delta -3, ratio 0.5, packed 1, 2, 300
    expect(await decode(PROTOC_BYTES)).toEqual({
      name: 'x', big: '9007199254740993', m: { a: 1 }, child: { child: { name: 'd' } }, blob: 'AQI=', snake_case: 'y', delta: -3, ratio: 0.5, packed: [1, 2, 300],
    });
  });

  it('handles enums and unsigned 64-bit integers as protoc does', async () => {
    const proto = 'syntax = "proto3";\nenum Level { LOW = 0; HIGH = 1; }\nmessage Reading {\n  Level level = 1;\n  uint64 count = 2;\n}';
    // echo 'level: HIGH count: 18446744073709551615' | protoc --encode=Reading reading.proto | base64
    expect(await encode('{"level":"HIGH","count":"18446744073709551615"}', 'Reading', proto)).toBe('CAEQ////////////AQ==');
    expect(await encode('{"level":1,"count":"18446744073709551615"}', 'Reading', proto)).toBe('CAEQ////////////AQ==');
    expect(await decode('CAEQ////////////AQ==', 'Reading', proto)).toEqual({ level: 'HIGH', count: '18446744073709551615' });
    await expectInvalid('protobuf-codec', { proto, type: 'Reading', action: 'encode', data: '{"level":"MID"}' }, 'data.level: "MID" is not a value of Level');
  });

  it('round-trips proto2 messages with required fields', async () => {
    const proto = 'syntax = "proto2";\nmessage Q { required int32 a = 1; optional string b = 2; }';
    expect(await decode(await encode('{"a":-1,"b":"é"}', 'Q', proto), 'Q', proto)).toEqual({ a: -1, b: 'é' });
  });

  it('never compiles code, which a browser worker under a strict CSP refuses', async () => {
    const original = protobuf.util.codegen;
    protobuf.util.codegen = (() => {
      throw new EvalError('code generation refused');
    }) as unknown as typeof protobuf.util.codegen;
    try {
      const proto = 'syntax = "proto3";\nmessage Fresh { map<int32, string> names = 1; repeated double values = 2; bool on = 3; }';
      const bytes = await encode('{"names":{"7":"seven"},"values":[1.5,"NaN","-Infinity"],"on":true}', 'Fresh', proto);
      expect(await decode(bytes, 'Fresh', proto)).toEqual({ names: { 7: 'seven' }, values: [1.5, 'NaN', '-Infinity'], on: true });
    } finally {
      protobuf.util.codegen = original;
    }
  });

  it('refuses imports, bad .proto text and unknown types, naming the field', async () => {
    await expectInvalid('protobuf-codec', { proto: 'syntax = "proto3";\nimport "google/protobuf/timestamp.proto";\nmessage A { int32 a = 1; }', type: 'A', action: 'encode', data: '{}' },
      'proto: imports "google/protobuf/timestamp.proto", but no other file can be read here: paste the definitions it needs into this text');
    await expectInvalid('protobuf-codec', { proto: 'syntax = "proto3"; message A { int32 a = 1 }', type: 'A', action: 'encode', data: '{}' }, /^proto: illegal token/);
    await expectInvalid('protobuf-codec', { proto: 'syntax = "proto3"; message A { B a = 1; }', type: 'A', action: 'encode', data: '{}' }, "proto: no such Type or Enum 'B' in Type .A");
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'Q', action: 'encode', data: '{}' }, 'type: "Q" is not a message type of this .proto');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'a b', action: 'encode', data: '{}' }, /^type: /);
  });

  it('refuses data that does not fit the message, naming the path', async () => {
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"nope":1}' }, 'data: "nope" is not a field of demo.P');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"child":{"zzz":1}}' }, 'data.child: "zzz" is not a field of demo.P');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"name":5}' }, 'data.name: must be a string, got number');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"big":"12x"}' }, 'data.big: must be an integer (a decimal string or a safe number) within int64');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"packed":1}' }, 'data.packed: must be an array (a repeated field), got number');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"name":"\\ud800"}' }, 'data.name: holds a lone surrogate, which UTF-8 cannot encode');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '[1]' }, 'data: must be a JSON object for demo.P, got an array');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{"__proto__":{}}' }, 'data: "__proto__" is not a field of demo.P');
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode', data: '{' }, /^data: /);
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'decode', data: 'CgVhYg==' }, /^data: not a valid demo.P: /);
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'decode', data: '!!' }, /^data: /);
  });

  it('refuses wrong types and bad actions by the schema', async () => {
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'zip', data: '{}' }, 'action: must be one of encode, decode');
    await expectInvalid('protobuf-codec', { proto: '', type: 'demo.P', action: 'encode', data: '{}' }, /^proto: /);
    await expectInvalid('protobuf-codec', { proto: PROTO, type: 'demo.P', action: 'encode' }, 'data: is required');
  });
});

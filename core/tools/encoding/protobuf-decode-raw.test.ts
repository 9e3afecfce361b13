import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer {
  fields: unknown[];
  text: string;
}

const decodeText = async (bin: string) => (await run<Answer>('protobuf-decode-raw', { bin })).text;

// Each expected text is what `protoc --decode_raw < file` (libprotoc 3.21.12) printed for those bytes.
describe('protobuf-decode-raw', () => {
  it('prints what protoc --decode_raw prints: varints, strings, nested messages, fixed, escapes, 64-bit', async () => {
    expect(await decodeText('CJYBEgd0ZXN0aW5nGgMIlgElAACAPykBAgMEBQYHCDIE/wAKIjoAQwgBRFD///////////8BWgNow6k=')).toBe(
      '1: 150\n2: "testing"\n3 {\n  1: 150\n}\n4: 0x3f800000\n5: 0x0807060504030201\n6: "\\377\\000\\n\\""\n7: ""\n8 {\n  1: 1\n}\n10: 18446744073709551615\n11: "h\\303\\251"\n',
    );
    expect(await decodeText('CwgBEgFhDBAB')).toBe('1 {\n  1: 1\n  2: "a"\n}\n2: 1\n');
    expect(await decodeText('CgUKAwoBCA==')).toBe('1 {\n  1 {\n    1: "\\010"\n  }\n}\n');
    expect(await decodeText('CgMHCAk=')).toBe('1: "\\007\\010\\t"\n');
    expect(await decodeText('EgIIAA==')).toBe('2 {\n  1: 0\n}\n');
    expect(await decodeText('CP///////////wE=')).toBe('1: 18446744073709551615\n');
    expect(await decodeText('CgYnXAkNf4A=')).toBe('1: "\\\'\\\\\\t\\r\\177\\200"\n');
  });

  it('gives the fields as data, with wire types and nested messages', async () => {
    expect((await run<Answer>('protobuf-decode-raw', { bin: 'CwgBEgFhDBAB' })).fields).toEqual([
      { number: 1, wireType: 'group', message: [{ number: 1, wireType: 'varint', value: '1' }, { number: 2, wireType: 'bytes', value: 'a' }] },
      { number: 2, wireType: 'varint', value: '1' },
    ]);
    expect(await run<Answer>('protobuf-decode-raw', { bin: '' })).toEqual({ fields: [], text: '' });
  });

  it('refuses what protoc refuses ("Failed to parse input."), saying where and why', async () => {
    await expectInvalid('protobuf-decode-raw', { bin: 'CA==' }, 'bin: not a Protocol Buffers message at byte 1: the input ends inside a varint');
    await expectInvalid('protobuf-decode-raw', { bin: 'Dw==' }, 'bin: not a Protocol Buffers message at byte 0: wire type 7 does not exist');
    await expectInvalid('protobuf-decode-raw', { bin: 'CgVhYg==' }, 'bin: not a Protocol Buffers message at byte 2: field 1 claims 5 bytes, more than are left');
    await expectInvalid('protobuf-decode-raw', { bin: 'AAE=' }, 'bin: not a Protocol Buffers message at byte 0: field number 0 is outside 1–536870911');
    await expectInvalid('protobuf-decode-raw', { bin: 'CwgB' }, 'bin: not a Protocol Buffers message at byte 3: the group of field 1 is never closed');
    await expectInvalid('protobuf-decode-raw', { bin: 'DA==' }, 'bin: not a Protocol Buffers message at byte 0: an end-group for field 1 that no group opened');
    await expectInvalid('protobuf-decode-raw', { bin: btoa('\x08' + '\xff'.repeat(10) + '\x01') }, /^bin: not a Protocol Buffers message at byte \d+: a varint longer than/);
    await expectInvalid('protobuf-decode-raw', { bin: '!!' }, /^bin: /);
  });

  it('stops guessing nested messages 10 levels deep as protoc does, and refuses groups past 100', async () => {
    let message = new Uint8Array([0x08, 0x01]);
    for (let i = 0; i < 12; i++) {
      const wrapped = new Uint8Array(message.length + 2 + (message.length > 127 ? 1 : 0));
      wrapped[0] = 0x0a;
      let at = 1;
      if (message.length > 127) {
        wrapped[at++] = (message.length & 0x7f) | 0x80;
        wrapped[at++] = message.length >> 7;
      } else wrapped[at++] = message.length;
      wrapped.set(message, at);
      message = wrapped;
    }
    const text = await decodeText(btoa(String.fromCharCode(...message)));
    // protoc --decode_raw on the same 12 wrappings: ten "1 {" lines, then the rest as bytes
    expect(text.split('\n').filter((line) => line.endsWith('{')).length).toBe(10);
    expect(text).toContain(`${' '.repeat(20)}1: "\\n\\002\\010\\001"\n`);
    // protoc --decode_raw: "Failed to parse input." for 150 nested groups
    const groups = '\x0b'.repeat(150) + '\x0c'.repeat(150);
    await expectInvalid('protobuf-decode-raw', { bin: btoa(groups) }, /groups nest deeper than 100 levels/);
  });

  it('refuses wrong types and unknown fields by the schema', async () => {
    await expectInvalid('protobuf-decode-raw', {}, 'bin: is required');
    await expectInvalid('protobuf-decode-raw', { bin: 5 }, 'bin: must be a string, got an integer');
    await expectInvalid('protobuf-decode-raw', { bin: '', proto: 'x' }, /proto/);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const qp = async (action: string, text: string, charset?: string) =>
  (await run<{ result: string }>('quoted-printable', { action, text, ...(charset ? { charset } : {}) })).result;

/** [text, python3 -c "import quopri; print(quopri.encodestring(text.encode()).decode())"] */
const pythonEncodings: [string, string][] = [
    ["Café = 5 €", "Caf=C3=A9 =3D 5 =E2=82=AC"],
    ["Hello, =\nW=C3=B6rld!", "Hello, =3D\nW=3DC3=3DB6rld!"],
    ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=\naaaaaaaaaaaaaaaaaaaaaaaaa"],
    ["x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x \n", "x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x=\n x x x x x x x x x x x x=20\n"],
    ["line one \nline two\t\r\nend", "line one=20\nline two=09\nend"],
    [".\n.", "=2E\n=2E"],
    ["éééééééééééééééééééééééééééééééééééééééé", "=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=\n=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=\n=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=A9=C3=\n=A9=C3=A9=C3=A9"],
    ["a\rb", "a\rb"],
    ["trailing space ", "trailing space=20"],
    ["a\r\nb\nc", "a\r\nb\r\nc"],
    ["tab\there", "tab\there"],
    ["\u0000\u0001", "=00=01"],
    ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxé", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=\n=C3=A9"],
    ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"],
];

describe('quoted-printable', () => {
  it('encodes exactly as Python quopri.encodestring does', async () => {
    for (const [text, encoded] of pythonEncodings) expect(await qp('encode', text)).toBe(encoded);
  });

  it('decodes exactly as Python quopri.decodestring does', async () => {
    // python3 -c "import quopri; print(quopri.decodestring(b'…').decode())" for each
    const vectors: [string, string][] = [
      ['Hello, =\nW=C3=B6rld!', 'Hello, Wörld!'],
      ['=3d=3D', '=='],
      ['a=\r\nb', 'ab'],
      ['a=zz', 'a=zz'],
      ['a==b', 'a=b'],
      ['end=', 'end'],
      ['a=4', 'a=4'],
      ['soft=  \nx', 'soft=  \nx'],
    ];
    for (const [encoded, text] of vectors) expect(await qp('decode', encoded)).toBe(text);
    // Line ends aside (b2a_qp writes one kind throughout; the round trip below covers them), every vector comes back.
    for (const [text, encoded] of pythonEncodings) if (!text.includes('\r')) expect(await qp('decode', encoded)).toBe(text);
  });

  it('works in ISO-8859-1 with charset latin1', async () => {
    // python3 -c "import quopri; print(quopri.decodestring(b'Gr=FC=DFe').decode('latin-1'))" → Grüße
    expect(await qp('decode', 'Gr=FC=DFe', 'latin1')).toBe('Grüße');
    // python3 -c "import quopri; print(quopri.encodestring('Grüße'.encode('latin-1')).decode())" → Gr=FC=DFe
    expect(await qp('encode', 'Grüße', 'latin1')).toBe('Gr=FC=DFe');
    await expectInvalid('quoted-printable', { action: 'encode', text: 'a€', charset: 'latin1' }, 'text: "€" at index 1 is not in ISO-8859-1 (use charset utf-8)');
  });

  it('refuses decoded bytes that are not UTF-8, and lone surrogates', async () => {
    await expectInvalid('quoted-printable', { action: 'decode', text: 'Gr=FCe' }, 'text: decodes to bytes that are not valid UTF-8 (try charset latin1)');
    await expectInvalid('quoted-printable', { action: 'encode', text: '\uDFFF' }, /^text: contains a lone surrogate/);
  });

  it('refuses wrong types, bad enums and unknown fields', async () => {
    await expectInvalid('quoted-printable', { action: 'encode', text: [] }, /^text: must be a string/);
    await expectInvalid('quoted-printable', { action: 'qp', text: 'a' }, /^action: must be one of encode, decode/);
    await expectInvalid('quoted-printable', { action: 'encode', text: 'a', charset: 'cp1252' }, /^charset: must be one of utf-8, latin1/);
    await expectInvalid('quoted-printable', JSON.parse('{"action":"encode","text":"a","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound with every byte escaped', async () => {
    const encoded = await qp('encode', '😀'.repeat(500_000));
    // 2,000,000 bytes, each "=XX", with a soft break "=\n" after every 25 escapes (75 characters + "=", as the é vector shows).
    expect(encoded.length).toBe(6_000_000 + (2_000_000 / 25 - 1) * 2);
    expect(encoded.split('\n').every((line) => line.length <= 76)).toBe(true);
    await expectInvalid('quoted-printable', { action: 'decode', text: '='.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any text, with lines of at most 76 characters', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => {
      const encoded = await qp('encode', text);
      expect(encoded.split(/\r?\n/).every((line) => line.length <= 76)).toBe(true);
      const crlf = /^[^\n]*\r\n/.test(text);
      // Line ends come back as the first one was (b2a_qp writes one kind throughout).
      expect(await qp('decode', encoded)).toBe(crlf ? text.replace(/\r?\n/g, '\r\n') : text.replace(/\r\n/g, '\n'));
    }), { numRuns: 100 });
  });
});

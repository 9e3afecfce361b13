import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Magic {
  results: { chain: string[]; result: string; isText: boolean; truncated: boolean; score: number; printableRatio: number; entropy: number }[];
  tried: number;
}
const magic = (input: Record<string, unknown>) => run<Magic>('magic-detect', input);
const best = async (text: string, depth?: number) => (await magic(depth === undefined ? { text } : { text, depth })).results[0]!;

describe('magic-detect', () => {
  it('finds the chain behind Python-made fixtures', async () => {
    // python3 -c "import base64,zlib; print(base64.b64encode(zlib.compress(b'hello magic')).decode())"
    expect(await best('eJzLSM3JyVfITUzPTAYAGXkENg==')).toMatchObject({ chain: ['base64', 'zlib'], result: 'hello magic', isText: true });
    // python3 -c "import base64,gzip; print(base64.b64encode(gzip.compress(b'The quick brown fox jumps over the lazy dog', mtime=0)).decode())"
    expect(await best('H4sIAAAAAAACAwvJSFUoLM1MzlZIKsovz1NIy69QyCrNLShWyC9LLVIoAUrnJFZVKqTkpwMAOaNPQSsAAAA=')).toMatchObject({
      chain: ['base64', 'gzip'], result: 'The quick brown fox jumps over the lazy dog',
    });
    // python3 -c "import base64,binascii; print(base64.b64encode(binascii.hexlify(b'attack at dawn')).decode())"
    expect(await best('NjE3NDc0NjE2MzZiMjA2MTc0MjA2NDYxNzc2ZQ==')).toMatchObject({ chain: ['base64', 'hex'], result: 'attack at dawn' });
    // python3 -c "import base64,urllib.parse; print(urllib.parse.quote(base64.b64encode(b'secret message here').decode(), safe=''))"
    expect(await best('c2VjcmV0IG1lc3NhZ2UgaGVyZQ%3D%3D')).toMatchObject({ chain: ['url-encode', 'base64'], result: 'secret message here' });
  });

  it('reads the other decoders of the catalog', async () => {
    // python3 -c "import base64; print(base64.b32encode(b'base thirty two!').decode())"
    expect(await best('MJQXGZJAORUGS4TUPEQHI53PEE======')).toMatchObject({ chain: ['base32'], result: 'base thirty two!' });
    // /usr/bin/python3 -c "import base58; print(base58.b58encode(b'hello base58 world').decode())"
    expect(await best('5L9GKndxjFYsHbGcjq7wTBJCK')).toMatchObject({ chain: ['base58'], result: 'hello base58 world' });
    // python3 -c "import html; print(html.unescape('caf&eacute; &amp; cr&#232;me br&#xfb;l&eacute;e'))" → café & crème brûlée
    expect(await best('caf&eacute; &amp; cr&#232;me br&#xfb;l&eacute;e')).toMatchObject({ chain: ['html-entities'], result: 'café & crème brûlée' });
    // python3 -c "import quopri; print(quopri.encodestring('Grüße aus Köln, schöne Tage'.encode()).decode())"
    expect(await best('Gr=C3=BC=C3=9Fe aus K=C3=B6ln, sch=C3=B6ne Tage')).toMatchObject({ chain: ['quoted-printable'], result: 'Grüße aus Köln, schöne Tage' });
    // python3 -c "print(' '.join(str(b) for b in b'char codes here'))"
    expect(await best('99 104 97 114 32 99 111 100 101 115 32 104 101 114 101')).toMatchObject({ chain: ['charcode'], result: 'char codes here' });
  });

  it('reads the decoding tools it borrows', async () => {
    // python3 -c "import base64; print(base64.a85encode(b'Ascii eighty five', adobe=True).decode())"
    expect(await best('<~6$$OMBcpu$B4uC4+D,>2AH~>')).toMatchObject({ chain: ['base85'], result: 'Ascii eighty five' });
    // python3 -c "import json; print(json.dumps('café crème, naïve résumé'))" (without its quotes)
    expect(await best('caf\\u00e9 cr\\u00e8me, na\\u00efve r\\u00e9sum\\u00e9')).toMatchObject({ chain: ['unicode-escape'], result: 'café crème, naïve résumé' });
    // idn2 -d xn--bcher-kva.example → bücher.example
    expect(await best('xn--bcher-kva.example')).toMatchObject({ chain: ['punycode'], result: 'bücher.example' });
    // ITU-R M.1677-1: H .... E . L .-.. O --- / W .-- R .-. D -..
    expect(await best('.... . .-.. .-.. --- / .-- --- .-. .-.. -..')).toMatchObject({ chain: ['morse'], result: 'HELLO WORLD' });
  });

  it('ranks plain text above anything decoded from it', async () => {
    expect(await best('hello world, nothing encoded here')).toMatchObject({ chain: [], result: 'hello world, nothing encoded here' });
    expect(await magic({ text: '' })).toMatchObject({ results: [{ chain: [], result: '', isText: true, truncated: false, printableRatio: 1, entropy: 0 }], tried: 0 });
  });

  it('stops at the depth asked', async () => {
    const shallow = await magic({ text: 'eJzLSM3JyVfITUzPTAYAGXkENg==', depth: 1 });
    expect(shallow.results.map((result) => result.chain)).toEqual([[], ['base64']]);
    expect(shallow.results[1]).toMatchObject({ isText: false, result: 'eJzLSM3JyVfITUzPTAYAGXkENg==' });
    // five layers of Base64 over "deep": python3 -c "import base64; s=b'deep'; exec('s=base64.b64encode(s)\n'*5); print(s.decode())"
    const layered = 'VmpKMGExWXlTa2hVYTBwUlZrUkJPUT09';
    expect((await magic({ text: layered, depth: 3 })).results[0]!.result).not.toBe('deep');
    expect(await best(layered, 5)).toMatchObject({ chain: ['base64', 'base64', 'base64', 'base64', 'base64'], result: 'deep' });
  });

  it('cuts long results and keeps binary ones as Base64', async () => {
    const long = 'a b '.repeat(5_000);
    const encoded = btoa(long);
    const found = await best(encoded, 1);
    expect(found).toMatchObject({ chain: ['base64'], truncated: true });
    expect(found.result).toBe(long.slice(0, 10_000));
  });

  it('survives a zlib bomb and the largest input', async () => {
    // a 10 MB+ zlib stream of zeros is cut at the inflate bound: its chain simply does not appear
    const { zlibSync } = await import('fflate');
    const bomb = zlibSync(new Uint8Array(12_000_000), { level: 9 });
    let binary = '';
    for (const byte of bomb) binary += String.fromCharCode(byte);
    const found = await magic({ text: btoa(binary) });
    expect(found.results.some((result) => result.chain.includes('zlib'))).toBe(false);
    expect((await magic({ text: 'QUFB'.repeat(250_000) })).results[0]!.chain.length).toBeGreaterThanOrEqual(0);
  });

  it('refuses wrong types and bounds, naming the field', async () => {
    await expectInvalid('magic-detect', { text: 'a', depth: 0 }, 'depth: must be ≥ 1');
    await expectInvalid('magic-detect', { text: 'a', depth: 6 }, 'depth: must be ≤ 5');
    await expectInvalid('magic-detect', { text: 'a', depth: 2.5 }, /depth: must be an integer/);
    await expectInvalid('magic-detect', {}, 'text: is required');
    await expectInvalid('magic-detect', { text: 'a\uD800' }, /text: contains a lone surrogate/);
    await expectInvalid('magic-detect', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('magic-detect', JSON.parse('{"text":"a","__proto__":{"depth":5}}'), /__proto__/);
  });
});

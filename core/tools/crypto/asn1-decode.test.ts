import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../lib/base64.ts';
import { EXAMPLE_CERT } from '../../lib/sample-certificate.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';
import type { Asn1Row } from '../../lib/asn1-dump.ts';

const decode = async (der: string) => (await run<{ elements: Asn1Row[] }>('asn1-decode', { der })).elements;

/** openssl asn1parse -in cert.pem */
const ASN1PARSE = `    0:d=0  hl=4 l= 575 cons: SEQUENCE          
    4:d=1  hl=4 l= 484 cons: SEQUENCE          
    8:d=2  hl=2 l=   3 cons: cont [ 0 ]        
   10:d=3  hl=2 l=   1 prim: INTEGER           :02
   13:d=2  hl=2 l=   4 prim: INTEGER           :1234ABCD
   19:d=2  hl=2 l=  10 cons: SEQUENCE          
   21:d=3  hl=2 l=   8 prim: OBJECT            :ecdsa-with-SHA256
   31:d=2  hl=2 l=  59 cons: SEQUENCE          
   33:d=3  hl=2 l=  11 cons: SET               
   35:d=4  hl=2 l=   9 cons: SEQUENCE          
   37:d=5  hl=2 l=   3 prim: OBJECT            :countryName
   42:d=5  hl=2 l=   2 prim: PRINTABLESTRING   :DE
   46:d=3  hl=2 l=  22 cons: SET               
   48:d=4  hl=2 l=  20 cons: SEQUENCE          
   50:d=5  hl=2 l=   3 prim: OBJECT            :organizationName
   55:d=5  hl=2 l=  13 prim: UTF8STRING        :Tooldeck Test
   70:d=3  hl=2 l=  20 cons: SET               
   72:d=4  hl=2 l=  18 cons: SEQUENCE          
   74:d=5  hl=2 l=   3 prim: OBJECT            :commonName
   79:d=5  hl=2 l=  11 prim: UTF8STRING        :example.com
   92:d=2  hl=2 l=  30 cons: SEQUENCE          
   94:d=3  hl=2 l=  13 prim: UTCTIME           :261127095939Z
  109:d=3  hl=2 l=  13 prim: UTCTIME           :361124095939Z
  124:d=2  hl=2 l=  59 cons: SEQUENCE          
  126:d=3  hl=2 l=  11 cons: SET               
  128:d=4  hl=2 l=   9 cons: SEQUENCE          
  130:d=5  hl=2 l=   3 prim: OBJECT            :countryName
  135:d=5  hl=2 l=   2 prim: PRINTABLESTRING   :DE
  139:d=3  hl=2 l=  22 cons: SET               
  141:d=4  hl=2 l=  20 cons: SEQUENCE          
  143:d=5  hl=2 l=   3 prim: OBJECT            :organizationName
  148:d=5  hl=2 l=  13 prim: UTF8STRING        :Tooldeck Test
  163:d=3  hl=2 l=  20 cons: SET               
  165:d=4  hl=2 l=  18 cons: SEQUENCE          
  167:d=5  hl=2 l=   3 prim: OBJECT            :commonName
  172:d=5  hl=2 l=  11 prim: UTF8STRING        :example.com
  185:d=2  hl=2 l=  89 cons: SEQUENCE          
  187:d=3  hl=2 l=  19 cons: SEQUENCE          
  189:d=4  hl=2 l=   7 prim: OBJECT            :id-ecPublicKey
  198:d=4  hl=2 l=   8 prim: OBJECT            :prime256v1
  208:d=3  hl=2 l=  66 prim: BIT STRING        
  276:d=2  hl=3 l= 213 cons: cont [ 3 ]        
  279:d=3  hl=3 l= 210 cons: SEQUENCE          
  282:d=4  hl=2 l=  29 cons: SEQUENCE          
  284:d=5  hl=2 l=   3 prim: OBJECT            :X509v3 Subject Key Identifier
  289:d=5  hl=2 l=  22 prim: OCTET STRING      [HEX DUMP]:0414F2BB74F25F9B36441C8C9235E7A7D557AB81C3D6
  313:d=4  hl=2 l=  31 cons: SEQUENCE          
  315:d=5  hl=2 l=   3 prim: OBJECT            :X509v3 Authority Key Identifier
  320:d=5  hl=2 l=  24 prim: OCTET STRING      [HEX DUMP]:30168014F2BB74F25F9B36441C8C9235E7A7D557AB81C3D6
  346:d=4  hl=2 l=  15 cons: SEQUENCE          
  348:d=5  hl=2 l=   3 prim: OBJECT            :X509v3 Basic Constraints
  353:d=5  hl=2 l=   1 prim: BOOLEAN           :255
  356:d=5  hl=2 l=   5 prim: OCTET STRING      [HEX DUMP]:30030101FF
  363:d=4  hl=2 l=  80 cons: SEQUENCE          
  365:d=5  hl=2 l=   3 prim: OBJECT            :X509v3 Subject Alternative Name
  370:d=5  hl=2 l=  73 prim: OCTET STRING      [HEX DUMP]:3047820B6578616D706C652E636F6D820D2A2E6578616D706C652E636F6D8704C0000201871020010DB8000000000000000000000001811161646D696E406578616D706C652E636F6D
  445:d=4  hl=2 l=  14 cons: SEQUENCE          
  447:d=5  hl=2 l=   3 prim: OBJECT            :X509v3 Key Usage
  452:d=5  hl=2 l=   1 prim: BOOLEAN           :255
  455:d=5  hl=2 l=   4 prim: OCTET STRING      [HEX DUMP]:030205A0
  461:d=4  hl=2 l=  29 cons: SEQUENCE          
  463:d=5  hl=2 l=   3 prim: OBJECT            :X509v3 Extended Key Usage
  468:d=5  hl=2 l=  22 prim: OCTET STRING      [HEX DUMP]:301406082B0601050507030106082B06010505070302
  492:d=1  hl=2 l=  10 cons: SEQUENCE          
  494:d=2  hl=2 l=   8 prim: OBJECT            :ecdsa-with-SHA256
  504:d=1  hl=2 l=  73 prim: BIT STRING        `;

describe('asn1-decode', () => {
  it('lists every element of a certificate where openssl asn1parse does', async () => {
    const expected = ASN1PARSE.split('\n').map((line) => {
      const match = /^\s*(\d+):d=(\d+)\s+hl=(\d+) l=\s*(\d+) (cons|prim): (.+?)\s*(?::(.*))?$/.exec(line)!;
      return { offset: Number(match[1]), depth: Number(match[2]), headerLength: Number(match[3]), length: Number(match[4]), constructed: match[5] === 'cons', type: match[6]!.replace(/\s*\[HEX DUMP\]$/, '').trim() };
    });
    const rows = await decode(EXAMPLE_CERT);
    expect(rows.map(({ offset, depth, headerLength, length, constructed, type }) => ({ offset, depth, headerLength, length, constructed, type }))).toEqual(expected);
    // asn1parse's values where both print the same text
    expect(rows.find((row) => row.value === 'example.com')?.type).toBe('UTF8STRING');
    expect(rows.filter((row) => row.type === 'UTCTIME').map((row) => row.value)).toEqual(['261127095939Z', '361124095939Z']);
    expect(rows.find((row) => row.oidName === 'ecdsa-with-SHA256')?.value).toBe('1.2.840.10045.4.3.2');
    expect(rows.find((row) => row.type === 'INTEGER' && row.depth === 2)?.value).toBe(String(0x1234abcd));
  });

  it('reads BER with indefinite lengths and negative integers', async () => {
    // SEQUENCE (indefinite) { INTEGER -1, OCTET STRING 0102 } end-of-contents
    expect(await decode('30 80 02 01 ff 04 02 01 02 00 00')).toEqual([
      { offset: 0, depth: 0, headerLength: 2, length: 9, constructed: true, type: 'SEQUENCE' },
      { offset: 2, depth: 1, headerLength: 2, length: 1, constructed: false, type: 'INTEGER', value: '-1' },
      { offset: 5, depth: 1, headerLength: 2, length: 2, constructed: false, type: 'OCTET STRING', value: '0102' },
    ]);
  });

  it('shows context-specific tags as asn1parse does, with their bytes', async () => {
    expect(await decode('a0 03 82 01 41')).toEqual([
      { offset: 0, depth: 0, headerLength: 2, length: 3, constructed: true, type: 'cont [ 0 ]' },
      { offset: 2, depth: 1, headerLength: 2, length: 1, constructed: false, type: 'cont [ 2 ]', value: '41' },
    ]);
  });

  it('cuts long values at 512 characters', async () => {
    const bytes = new Uint8Array(4 + 1000);
    bytes.set([0x04, 0x82, 0x03, 0xe8]);
    const [row] = await decode(bytesToBase64(bytes));
    expect(row!.value).toBe(`${'0'.repeat(512)}…`);
  });

  it('refuses broken encodings, naming the field', async () => {
    await expectInvalid('asn1-decode', { der: '30 05 02 01' }, /^der: not valid BER\/DER/);
    await expectInvalid('asn1-decode', { der: '30 00 00' }, 'der: 1 stray bytes after the first element');
    await expectInvalid('asn1-decode', { der: '30 0' }, 'der: hex of odd length (3 digits)');
    await expectInvalid('asn1-decode', { der: 'not*base64' }, /^der: is neither PEM, hex nor Base64/);
    await expectInvalid('asn1-decode', { der: '-----BEGIN X-----\nMAA=' }, 'der: has a PEM BEGIN line without its matching END line');
    await expectInvalid('asn1-decode', { der: ' ' }, /^der: /);
    await expectInvalid('asn1-decode', { der: '3080'.repeat(200) }, /^der: not valid BER\/DER: .*depth/);
  });

  it('refuses wrong types, extra fields and input past the bound', async () => {
    await expectInvalid('asn1-decode', { der: 1 }, 'der: must be a string, got an integer');
    await expectInvalid('asn1-decode', {}, 'der: is required');
    await expectInvalid('asn1-decode', JSON.parse('{"der":"3000","__proto__":{}}'), '__proto__: unknown field');
    await expectInvalid('asn1-decode', { der: '0'.repeat(1_000_001) }, 'der: must be at most 1000000 characters');
  });
});

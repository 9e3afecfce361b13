import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import { bitStringBytes, readDer, sequence } from '../../lib/der.ts';
import { derFromText } from '../../lib/pem.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Generated {
  certificate: string;
  privateKey: string;
  fingerprint: string;
}

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => parseInt(pair, 16)));

/** openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 made the key; its scalar minus one, 48 bytes (noble maps x to x mod (n-1) + 1). */
const KEY_SEED = '000000000000000000000000000000004c329063d540a9c285c4b9ad42747181a02fdaf4a4fa70032a8f7171255bc0ca';

function replay(...chunks: string[]) {
  const queue = chunks.map(hex);
  return (size: number) => {
    const next = queue.shift();
    if (!next || next.length !== size) throw new Error(`unexpected draw of ${size} bytes`);
    return next;
  };
}

const generate = (input: Record<string, unknown>, serial = '0102030405060708090a0b0c0d0e0f10') =>
  run<Generated>('x509-generate', input, { now: '2026-03-04T05:06:07.890Z', random: replay(KEY_SEED, serial) });

/** Checks an ECDSA-SHA256 signature over the first element with WebCrypto, not the noble code that made it. */
async function signatureHolds(der: Uint8Array): Promise<boolean> {
  const [signedPart, , signatureBits] = sequence(readDer(der, 'x'), 'x', 'signed', 3);
  const spkiNode = findSpki(signedPart!);
  const key = await crypto.subtle.importKey('spki', spkiNode.slice(), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const raw = p256.Signature.fromBytes(bitStringBytes(signatureBits, 'x'), 'der').toBytes('compact');
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, raw, signedPart!.raw.slice());
}

function findSpki(node: ReturnType<typeof readDer>): Uint8Array {
  const spki = node.children.find((child) => child.children[0]?.children[0]?.content.length === 7 && child.children.length === 2 && child.children[1]!.tagNumber === 3);
  if (!spki) throw new Error('no SubjectPublicKeyInfo');
  return spki.raw;
}

describe('x509-generate', () => {
  it("hands out openssl's own PKCS#8 for the same key, and its public key in the certificate", async () => {
    const result = await generate({ cn: 'example.com' });
    // openssl pkey -in ec.key
    expect(result.privateKey).toBe(`-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTDKQY9VAqcKFxLmt
QnRxgaAv2vSk+nADKo9xcSVbwMuhRANCAARtE3IH4+JiN8EudYzS2CtUByW6zP6p
QeEIdyBRcTblzRinnyoOZ/O8ihWjbShmRH7g15zyinChTfU7mR1qesfn
-----END PRIVATE KEY-----
`);
    // openssl pkey -in ec.key -pubout
    const spki = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEbRNyB+PiYjfBLnWM0tgrVAclusz+qUHhCHcgUXE25c0Yp58qDmfzvIoVo20oZkR+4Nec8opwoU31O5kdanrH5w==';
    const der = derFromText(result.certificate, 'x', ['CERTIFICATE']).bytes;
    expect(btoa(String.fromCharCode(...findSpki(readDer(der, 'x').children[0]!)))).toBe(spki);
  });

  it('makes a self-signed TLS leaf that decodes to what was asked and whose signature WebCrypto accepts', async () => {
    const result = await generate({ cn: 'example.com', sans: ['example.com', '*.example.com', '192.0.2.1', '2001:db8::1'], days: 90 });
    const der = derFromText(result.certificate, 'x', ['CERTIFICATE']).bytes;
    expect(await signatureHolds(der)).toBe(true);
    const decoded = await run<Record<string, unknown>>('x509-decode', { cert: result.certificate }, { now: '2026-03-05T00:00:00Z' });
    expect(decoded).toMatchObject({
      version: 3,
      serialNumber: '4102030405060708090A0B0C0D0E0F10',
      subject: 'CN=example.com',
      issuer: 'CN=example.com',
      notBefore: '2026-03-04T05:06:07Z',
      notAfter: '2026-06-02T05:06:07Z',
      validNow: true,
      selfIssued: true,
      sans: ['DNS:example.com', 'DNS:*.example.com', 'IP Address:192.0.2.1', 'IP Address:2001:DB8:0:0:0:0:0:1'],
      publicKey: { algorithm: 'EC', bits: 256, curve: 'prime256v1' },
      signatureAlgorithm: 'ecdsa-with-SHA256',
    });
    expect((decoded.fingerprints as { sha256: string }).sha256).toBe(result.fingerprint);
    expect((decoded.extensions as { name: string; value: string }[]).map(({ name, value }) => `${name}=${value}`).slice(0, 3)).toEqual([
      'basicConstraints=CA:FALSE', 'keyUsage=Digital Signature', 'extendedKeyUsage=TLS Web Server Authentication, TLS Web Client Authentication',
    ]);
  });

  it('makes a request whose self-signature WebCrypto accepts, with the SANs requested', async () => {
    const result = await generate({ cn: 'api.example.com', sans: ['api.example.com'], kind: 'csr' });
    expect(result.certificate.startsWith('-----BEGIN CERTIFICATE REQUEST-----\n')).toBe(true);
    const der = derFromText(result.certificate, 'x', ['CERTIFICATE REQUEST']).bytes;
    expect(await signatureHolds(der)).toBe(true);
    expect(new TextDecoder().decode(der)).toContain('api.example.com');
  });

  it('puts the CN in the SANs when none are given and it is a host name or address, not otherwise', async () => {
    const named = await generate({ cn: 'Intranet.Example' });
    const decoded = await run<{ sans: string[] }>('x509-decode', { cert: named.certificate });
    expect(decoded.sans).toEqual(['DNS:intranet.example']);
    const person = await run<{ sans: string[] }>('x509-decode', { cert: (await generate({ cn: 'Jane Doe' })).certificate });
    expect(person.sans).toEqual([]);
  });

  it('keeps the serial positive and non-zero whatever the random bytes', async () => {
    const result = await generate({ cn: 'a.example' }, 'ff'.repeat(16));
    const decoded = await run<{ serialNumber: string }>('x509-decode', { cert: result.certificate });
    expect(decoded.serialNumber).toBe(`7F${'FF'.repeat(15)}`);
  });

  it('writes a GeneralizedTime past 2049 (RFC 5280 §4.1.2.5)', async () => {
    const result = await run<Generated>('x509-generate', { cn: 'late.example', days: 3650 }, { now: '2045-06-01T00:00:00Z', random: replay(KEY_SEED, '01'.repeat(16)) });
    const decoded = await run<{ notAfter: string }>('x509-decode', { cert: result.certificate });
    expect(decoded.notAfter).toBe('2055-05-30T00:00:00Z');
  });

  it('refuses names that are neither DNS names nor addresses, naming the entry', async () => {
    await expectInvalid('x509-generate', { cn: 'x', sans: ['ok.example', 'bad name'] }, /^sans\[1\]: "bad name" is neither a DNS name/);
    await expectInvalid('x509-generate', { cn: 'x', sans: ['bücher.example'] }, /^sans\[0\]: .* punycode/);
    await expectInvalid('x509-generate', { cn: 'x', sans: ['a..b'] }, /^sans\[0\]: /);
    await expectInvalid('x509-generate', { cn: 'x', sans: ['fe80::1%eth0'] }, /^sans\[0\]: /);
    await expectInvalid('x509-generate', { cn: 'a\nb' }, 'cn: must not contain control characters');
  });

  it('holds its bounds and refuses wrong types and extra fields', async () => {
    await expectInvalid('x509-generate', {}, 'cn: is required');
    await expectInvalid('x509-generate', { cn: '' }, /^cn: /);
    await expectInvalid('x509-generate', { cn: 'x'.repeat(65) }, 'cn: must be at most 64 characters');
    await expectInvalid('x509-generate', { cn: 'x', days: 0 }, /^days: /);
    await expectInvalid('x509-generate', { cn: 'x', days: 3651 }, /^days: /);
    await expectInvalid('x509-generate', { cn: 'x', kind: 'ca' }, 'kind: must be one of selfsigned, csr');
    await expectInvalid('x509-generate', { cn: 'x', sans: 'a.example' }, /^sans: /);
    await expectInvalid('x509-generate', { cn: 'x', sans: Array.from({ length: 101 }, (_, i) => `h${i}.example`) }, /^sans: /);
    await expectInvalid('x509-generate', JSON.parse('{"cn":"x","__proto__":{"days":1}}'), '__proto__: unknown field');
    const most = await generate({ cn: 'x'.repeat(64), sans: Array.from({ length: 100 }, (_, i) => `h${i}.example`) });
    expect(most.certificate).toContain('-----END CERTIFICATE-----');
  });
});

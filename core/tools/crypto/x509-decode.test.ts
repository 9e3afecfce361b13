import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../lib/base64.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';
import type { CertificateInfo } from '../../lib/x509-certificate.ts';

type Decoded = CertificateInfo & { validNow: boolean; daysRemaining: number };

/**
 * openssl req -x509 -newkey rsa:2048 -nodes -utf8 -days 30 -set_serial 0x00F1E2D3C4B5A69788
 *   -subj "/C=CH/L=Zürich/O=Beispiel AG/CN=Beispiel Root/emailAddress=ca@example.ch"
 */
const RSA_CERT = `-----BEGIN CERTIFICATE-----
MIIDrDCCApSgAwIBAgIJAPHi08S1ppeIMA0GCSqGSIb3DQEBCwUAMGsxCzAJBgNV
BAYTAkNIMRAwDgYDVQQHDAdaw7xyaWNoMRQwEgYDVQQKDAtCZWlzcGllbCBBRzEW
MBQGA1UEAwwNQmVpc3BpZWwgUm9vdDEcMBoGCSqGSIb3DQEJARYNY2FAZXhhbXBs
ZS5jaDAeFw0yNjExMjcxMDAwMzBaFw0yNjEyMjcxMDAwMzBaMGsxCzAJBgNVBAYT
AkNIMRAwDgYDVQQHDAdaw7xyaWNoMRQwEgYDVQQKDAtCZWlzcGllbCBBRzEWMBQG
A1UEAwwNQmVpc3BpZWwgUm9vdDEcMBoGCSqGSIb3DQEJARYNY2FAZXhhbXBsZS5j
aDCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALgKvctAvMxL6wi4hxkS
CZTMhXxnFqqS7h7SvC3DUlubiXlIVbOnBF28j3JkfQRgicM1YBUtsPpuo6jsVUiG
JFvIGhEvVFMU4YN4Lzdmizi8Lhu0Sidu2cc0JsJm0HfNL0r8zDJCYmGVhPhWqpgw
FddkGrWBJF/DkRjuSIlobMW/IRFcC3yNEdIm/pETpIrhZTPgg7ig4mL65ULzmS/4
upaRirswjOyMBH2gIX8ZleCEZrgsMzAXltMz9XeTc/ehHiKTcG9KYyGaup3n6UoT
GBueZwJtpfAV8n2IMwgtw8mMw1VYypzhgWqbxu1EoDJqi4PU4Xs4AhGuuFidx7iT
f1MCAwEAAaNTMFEwHQYDVR0OBBYEFHgp9gw22fGyorXGZsvtDKQzH3/NMB8GA1Ud
IwQYMBaAFHgp9gw22fGyorXGZsvtDKQzH3/NMA8GA1UdEwEB/wQFMAMBAf8wDQYJ
KoZIhvcNAQELBQADggEBAGb+Pe5x7IvTpvBbAe6soOvtIt2o+acarnBz1bxkwbVl
pTDaqi5l6En3zXI18884meISBUvHCPFDoPHnxngDIlEZRbRcg/lPSK7hCMJ0FaPX
vVV/HIWFRfr45fx0XqDAHcfP42apYmp+0Hb8s7WS2mJZXbINUfSs0n6BkpgDOxva
9VJmObP6tY4zqx+G3ZjS0NWlWRQKMBXPc3NOpXFch2lJ0Ybqw4Z0KxyT3i4kONAx
G4sBSixmTwHg8DZfBD7ddvFsnFa+AU8/M+YQxPbNHTu6i1Ziwg506cKnoKlCCg0+
LgPbhwyIyCvCmZCBFxst7sxbAu17/l8TN2OibaOTV9Q=
-----END CERTIFICATE-----
`;
const RSA_DER_BASE64 = RSA_CERT.replace(/-----[^-]+-----|\s/g, '');

const decode = (cert: string, now = '2026-12-01T00:00:00Z') => run<Decoded>('x509-decode', { cert }, { now });

describe('x509-decode', () => {
  it('reads an RSA certificate as openssl x509 prints it', async () => {
    const info = await decode(RSA_CERT);
    // openssl x509 -noout -subject -issuer -serial -dates -fingerprint -sha256 -nameopt utf8,sep_comma_plus_space
    expect(info.subject).toBe('C=CH, L=Zürich, O=Beispiel AG, CN=Beispiel Root, emailAddress=ca@example.ch');
    expect(info.issuer).toBe(info.subject);
    expect(info.serialNumber).toBe('F1E2D3C4B5A69788');
    expect(info.notBefore).toBe('2026-11-27T10:00:30Z');
    expect(info.notAfter).toBe('2026-12-27T10:00:30Z');
    expect(info.fingerprints.sha256).toBe('54:BB:8B:9C:FE:DE:30:C8:88:47:9B:70:7E:B5:D4:D9:8F:CE:69:E7:01:5B:16:40:7A:6C:FC:90:04:81:F6:A5');
    // openssl x509 -noout -text: Signature Algorithm, Public-Key: (2048 bit), X509v3 extensions
    expect(info.signatureAlgorithm).toBe('sha256WithRSAEncryption');
    expect(info.version).toBe(3);
    expect(info.publicKey).toEqual({ algorithm: 'RSA', bits: 2048, pinSha256: '8gFFscHi8tdtjZRW8Coo0MG2/CL7d8LSK+1NH/nC7tY=' });
    // openssl x509 -noout -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64 gave the pin above
    expect(info.extensions).toEqual([
      { oid: '2.5.29.14', name: 'subjectKeyIdentifier', critical: false, value: '78:29:F6:0C:36:D9:F1:B2:A2:B5:C6:66:CB:ED:0C:A4:33:1F:7F:CD' },
      { oid: '2.5.29.35', name: 'authorityKeyIdentifier', critical: false, value: '78:29:F6:0C:36:D9:F1:B2:A2:B5:C6:66:CB:ED:0C:A4:33:1F:7F:CD' },
      { oid: '2.5.29.19', name: 'basicConstraints', critical: true, value: 'CA:TRUE' },
    ]);
    expect(info.sans).toEqual([]);
    expect(info.selfIssued).toBe(true);
    expect(info.subjectAttributes.at(-1)).toEqual({ type: 'emailAddress', value: 'ca@example.ch' });
  });

  it('takes bare Base64 DER, a data: free chain and CRLF line ends alike', async () => {
    const fromPem = await decode(RSA_CERT);
    expect(await decode(RSA_DER_BASE64)).toEqual(fromPem);
    expect(await decode(RSA_CERT.replaceAll('\n', '\r\n'))).toEqual(fromPem);
    const chain = `subject=whatever\n${RSA_CERT}\n-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----\n`;
    expect(await decode(chain)).toEqual(fromPem);
  });

  it('dates the certificate against the run clock', async () => {
    expect(await decode(RSA_CERT, '2026-12-01T00:00:00Z')).toMatchObject({ validNow: true, daysRemaining: 26 });
    expect(await decode(RSA_CERT, '2027-01-01T00:00:00Z')).toMatchObject({ validNow: false, daysRemaining: -5 });
    expect(await decode(RSA_CERT, '2026-11-27T10:00:29Z')).toMatchObject({ validNow: false });
  });

  it('refuses what is not a certificate, naming the field', async () => {
    await expectInvalid('x509-decode', { cert: 'hello world!' }, /^cert: is neither PEM \(CERTIFICATE\) nor Base64 DER/);
    await expectInvalid('x509-decode', { cert: '-----BEGIN PUBLIC KEY-----\nMAA=\n-----END PUBLIC KEY-----' }, 'cert: holds a PEM PUBLIC KEY, expected CERTIFICATE');
    await expectInvalid('x509-decode', { cert: '-----BEGIN CERTIFICATE-----\nMIIDrDCC' }, /cert: has a PEM BEGIN line without its matching END line/);
    await expectInvalid('x509-decode', { cert: '-----BEGIN CERTIFICATE-----\nMAA=\n-----END X509 CRL-----' }, /BEGIN CERTIFICATE ends with END X509 CRL/);
    await expectInvalid('x509-decode', { cert: RSA_DER_BASE64.slice(0, 400) }, /^cert: not valid DER: length \d+ runs past the end/);
    await expectInvalid('x509-decode', { cert: bytesToBase64(new Uint8Array([0x30, 0x80, 0, 0])) }, /indefinite length/);
    await expectInvalid('x509-decode', { cert: bytesToBase64(new Uint8Array([0x30, 0x00, 0x00])) }, 'cert: 1 stray bytes after the DER element');
    await expectInvalid('x509-decode', { cert: bytesToBase64(new Uint8Array([0x30, 0x00])) }, 'cert: malformed Certificate (expected a SEQUENCE)');
    await expectInvalid('x509-decode', { cert: bytesToBase64(new Uint8Array([0x04, 0x01, 0x00])) }, 'cert: malformed Certificate (expected a SEQUENCE)');
    await expectInvalid('x509-decode', { cert: bytesToBase64(new Uint8Array([0x30, 0x81, 0x05, 1, 2, 3, 4, 5])) }, /length not in its shortest form/);
  });

  it('refuses hostile nesting without overflowing the stack', async () => {
    const depth = 5000;
    const bytes = new Uint8Array(depth * 2);
    for (let index = 0; index < depth; index++) bytes.set([0x30, 0x80], index * 2);
    await expectInvalid('x509-decode', { cert: bytesToBase64(bytes) }, /cert: not valid DER/);
    const definite = new Uint8Array(120).fill(0x30);
    for (let index = 0; index < 60; index++) definite[index * 2 + 1] = 118 - index * 2;
    await expectInvalid('x509-decode', { cert: bytesToBase64(definite) }, 'cert: DER nested deeper than 48 levels');
  });

  it('refuses wrong types, empty input, extra fields and input past the bound', async () => {
    await expectInvalid('x509-decode', { cert: 5 }, 'cert: must be a string, got an integer');
    await expectInvalid('x509-decode', {}, 'cert: is required');
    await expectInvalid('x509-decode', { cert: '' }, /^cert: /);
    await expectInvalid('x509-decode', JSON.parse(`{"cert":${JSON.stringify(RSA_CERT)},"__proto__":{"x":1}}`), '__proto__: unknown field');
    await expectInvalid('x509-decode', { cert: 'A'.repeat(1_000_001) }, 'cert: must be at most 1000000 characters');
    await expectInvalid('x509-decode', { cert: 'A'.repeat(1_000_000) }, /^cert: /);
  });
});

import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { derFromText } from '../../lib/pem.ts';
import { EXAMPLE_CERT } from '../../lib/sample-certificate.ts';
import { extensionsSchema, nameAttributesSchema, publicKeySchema, sansSchema } from '../../lib/x509-schemas.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue names the fields, not their form):
 * - Input: PEM or bare Base64 DER; with a PEM chain, the first CERTIFICATE block is decoded.
 * - Names, extension values and fingerprints read as `openssl x509 -text` prints them (its
 *   attribute short names and extension wording, colon hex), so the two can be compared.
 * - `validNow` and `daysRemaining` use the run's clock; the rest is the certificate alone.
 * - The signature is not checked: without the issuer's key there is nothing to check it with.
 * - Own DER reader (core/lib/der.ts), not @peculiar/x509: that one needs a global
 *   reflect-metadata polyfill (tsyringe) at import, which would patch `Reflect` in every page.
 */

/** An Ed25519 root as bare Base64 DER (openssl req -x509 -newkey ed25519 -set_serial 7, pathlen:0); values from openssl x509 -text. */
const EXAMPLE_DER = {
  title: 'An Ed25519 root given as Base64 DER',
  input: { cert: 'MIIBVTCCAQegAwIBAgIBBzAFBgMrZXAwIDEeMBwGA1UEAwwVVG9vbGRlY2sgRWQyNTUxOSBSb290MB4XDTI2MTEyNzEwMDYwN1oXDTI3MTEyNzEwMDYwN1owIDEeMBwGA1UEAwwVVG9vbGRlY2sgRWQyNTUxOSBSb290MCowBQYDK2VwAyEAGyiuBUO63SpyL6kFnmHkOjKFrzo+fKo82594+1qLAk2jZjBkMB0GA1UdDgQWBBRzHRjNbAbaGti8bwsgqgKmd6p/WDAfBgNVHSMEGDAWgBRzHRjNbAbaGti8bwsgqgKmd6p/WDASBgNVHRMBAf8ECDAGAQH/AgEAMA4GA1UdDwEB/wQEAwIBBjAFBgMrZXADQQBsfit67Mc6CEH9RNzHK7guQX3eNs/MIyFdkeEo37isvSgwTs6S8c+t4jg/tZlVKpeEOlWtPMWZPXJ5qmT5cVYD' },
  now: '2027-11-28T00:00:00Z',
  output: {
    version: 3,
    serialNumber: '07',
    signatureAlgorithm: 'ED25519',
    subject: 'CN=Tooldeck Ed25519 Root',
    subjectAttributes: [{ type: 'CN', value: 'Tooldeck Ed25519 Root' }],
    issuer: 'CN=Tooldeck Ed25519 Root',
    issuerAttributes: [{ type: 'CN', value: 'Tooldeck Ed25519 Root' }],
    notBefore: '2026-11-27T10:06:07Z',
    notAfter: '2027-11-27T10:06:07Z',
    validNow: false,
    daysRemaining: -1,
    selfIssued: true,
    sans: [],
    publicKey: { algorithm: 'Ed25519', bits: 256, pinSha256: 'HqB7NtVpKSt/ppHKXmKd3EhIlWexF5WLS/dfNWB0VRE=' },
    extensions: [
      { oid: '2.5.29.14', name: 'subjectKeyIdentifier', critical: false, value: '73:1D:18:CD:6C:06:DA:1A:D8:BC:6F:0B:20:AA:02:A6:77:AA:7F:58' },
      { oid: '2.5.29.35', name: 'authorityKeyIdentifier', critical: false, value: '73:1D:18:CD:6C:06:DA:1A:D8:BC:6F:0B:20:AA:02:A6:77:AA:7F:58' },
      { oid: '2.5.29.19', name: 'basicConstraints', critical: true, value: 'CA:TRUE, pathlen:0' },
      { oid: '2.5.29.15', name: 'keyUsage', critical: true, value: 'Certificate Sign, CRL Sign' },
    ],
    fingerprints: {
      sha1: '91:ED:D8:4F:65:C3:62:5A:C1:0B:B3:15:B3:41:99:AD:00:8E:F3:FF',
      sha256: '4A:AB:0C:59:BC:B9:D1:B9:41:B6:5F:60:2D:E6:1F:BF:B2:26:71:32:22:55:A2:3C:B8:B4:4D:9A:95:08:11:AA',
    },
  },
};

const loadDecoder = lazy(() => import('../../lib/x509-certificate.ts'));
const DAY_MS = 86_400_000;


/** Every value below as `openssl x509 -text -fingerprint` prints it for that certificate. */
const EXAMPLE = {
  title: 'A P-256 server certificate with SANs',
  input: { cert: EXAMPLE_CERT },
  now: '2027-01-01T00:00:00Z',
  output: {
    version: 3,
    serialNumber: '1234ABCD',
    signatureAlgorithm: 'ecdsa-with-SHA256',
    subject: 'C=DE, O=Tooldeck Test, CN=example.com',
    subjectAttributes: [{ type: 'C', value: 'DE' }, { type: 'O', value: 'Tooldeck Test' }, { type: 'CN', value: 'example.com' }],
    issuer: 'C=DE, O=Tooldeck Test, CN=example.com',
    issuerAttributes: [{ type: 'C', value: 'DE' }, { type: 'O', value: 'Tooldeck Test' }, { type: 'CN', value: 'example.com' }],
    notBefore: '2026-11-27T09:59:39Z',
    notAfter: '2036-11-24T09:59:39Z',
    validNow: true,
    daysRemaining: 3615,
    selfIssued: true,
    sans: ['DNS:example.com', 'DNS:*.example.com', 'IP Address:192.0.2.1', 'IP Address:2001:DB8:0:0:0:0:0:1', 'email:admin@example.com'],
    publicKey: { algorithm: 'EC', bits: 256, curve: 'prime256v1', pinSha256: 'adH0Xd57/upjTU24xKjBnUakDr2s5UxAcxWw8/QuhVI=' },
    extensions: [
      { oid: '2.5.29.14', name: 'subjectKeyIdentifier', critical: false, value: 'F2:BB:74:F2:5F:9B:36:44:1C:8C:92:35:E7:A7:D5:57:AB:81:C3:D6' },
      { oid: '2.5.29.35', name: 'authorityKeyIdentifier', critical: false, value: 'F2:BB:74:F2:5F:9B:36:44:1C:8C:92:35:E7:A7:D5:57:AB:81:C3:D6' },
      { oid: '2.5.29.19', name: 'basicConstraints', critical: true, value: 'CA:TRUE' },
      { oid: '2.5.29.17', name: 'subjectAltName', critical: false, value: 'DNS:example.com, DNS:*.example.com, IP Address:192.0.2.1, IP Address:2001:DB8:0:0:0:0:0:1, email:admin@example.com' },
      { oid: '2.5.29.15', name: 'keyUsage', critical: true, value: 'Digital Signature, Key Encipherment' },
      { oid: '2.5.29.37', name: 'extendedKeyUsage', critical: false, value: 'TLS Web Server Authentication, TLS Web Client Authentication' },
    ],
    fingerprints: {
      sha1: '6F:4A:FD:55:AA:80:65:15:41:3A:CB:6F:1A:A9:16:8F:3F:76:7E:72',
      sha256: '85:20:8E:FF:49:25:E3:2E:7B:51:3B:35:5B:BE:12:D7:27:08:56:A0:EB:A2:72:03:3A:31:B4:15:A5:CE:BE:B2',
    },
  },
};

export default defineTool({
  id: 'x509-decode',
  name: 'X.509 Certificate Decoder',
  category: 'crypto',
  description: 'Decode an X.509 certificate (PEM or Base64 DER): subject, issuer, SANs, validity dates, public key, extensions and SHA-1/SHA-256 fingerprints, as openssl x509 -text shows them.',
  keywords: ['x509', 'certificate', 'ssl certificate', 'tls certificate', 'pem', 'der', 'crt', 'cer', 'openssl x509', 'certificate decoder', 'ssl checker', 'san', 'fingerprint'],
  mcp: true,
  // its worst input (many-short-lines) took 211.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    cert: Type.String({ minLength: 1, maxLength: 1_000_000, description: 'The certificate: PEM (-----BEGIN CERTIFICATE-----) or Base64 DER, at most 1,000,000 characters; the first certificate of a chain is decoded' }),
  }),
  output: closedObject({
    version: Type.Integer({ description: 'X.509 version (3 for certificates with extensions)' }),
    serialNumber: Type.String({ description: 'Serial number in uppercase hex, as openssl x509 -serial prints it' }),
    signatureAlgorithm: Type.String({ description: 'Signature algorithm (OpenSSL name)' }),
    subject: Type.String({ description: 'Subject distinguished name, e.g. C=US, O=Example, CN=example.com' }),
    subjectAttributes: nameAttributesSchema('subject'),
    issuer: Type.String({ description: 'Issuer distinguished name' }),
    issuerAttributes: nameAttributesSchema('issuer'),
    notBefore: Type.String({ description: 'Start of validity (ISO 8601, UTC)' }),
    notAfter: Type.String({ description: 'End of validity (ISO 8601, UTC)' }),
    validNow: Type.Boolean({ description: 'Whether the current time lies within the validity period' }),
    daysRemaining: Type.Integer({ description: 'Whole days until notAfter (negative once expired)' }),
    selfIssued: Type.Boolean({ description: 'Whether issuer and subject are the same name (a root or self-signed certificate)' }),
    sans: sansSchema,
    publicKey: publicKeySchema,
    extensions: extensionsSchema,
    fingerprints: closedObject(
      { sha1: Type.String({ description: 'SHA-1 of the DER, colon hex' }), sha256: Type.String({ description: 'SHA-256 of the DER, colon hex' }) },
      { description: 'Certificate fingerprints as openssl x509 -fingerprint prints them' },
    ),
  }),
  examples: [EXAMPLE, EXAMPLE_DER],
  async run({ cert }, ctx) {
    const { decodeCertificate } = await loadDecoder();
    const { bytes } = derFromText(cert, 'cert', ['CERTIFICATE', 'TRUSTED CERTIFICATE', 'X509 CERTIFICATE']);
    const info = decodeCertificate(bytes, 'cert');
    const now = ctx.now().getTime();
    const notBefore = Date.parse(info.notBefore);
    const notAfter = Date.parse(info.notAfter);
    const { fingerprints, ...rest } = info;
    return {
      ...rest,
      validNow: now >= notBefore && now <= notAfter,
      daysRemaining: Math.floor((notAfter - now) / DAY_MS),
      fingerprints,
    };
  },
});

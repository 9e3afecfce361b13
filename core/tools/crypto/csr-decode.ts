import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { derFromText } from '../../lib/pem.ts';
import { extensionsSchema, nameAttributesSchema, publicKeySchema, sansSchema } from '../../lib/x509-schemas.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue names subject, SANs, key and sigValid):
 * - Input: PEM (CERTIFICATE REQUEST or the older NEW CERTIFICATE REQUEST) or bare Base64 DER.
 * - The requested extensions (the extensionRequest attribute) read as openssl req -text prints
 *   them; other attributes are listed by name only, so a challengePassword is never echoed.
 * - signatureValid checks the self-signature: RSA PKCS#1 v1.5 and ECDSA on P-256/384/521 with
 *   WebCrypto, Ed25519 with noble; null for an algorithm neither has (RSA-PSS, SHA-224, Ed448).
 */

const loadDecoder = lazy(() => import('../../lib/x509-request.ts'));

/**
 * openssl req -new -newkey rsa:2048 -subj "/C=US/ST=California/O=Example Inc/CN=shop.example.com"
 * -addext subjectAltName=… -addext extendedKeyUsage=serverAuth; every value as openssl req -text -verify
 * prints it (the pin: openssl req -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64).
 */
const EXAMPLE_RSA = {
  title: 'An RSA request with SANs',
  input: { csr: `-----BEGIN CERTIFICATE REQUEST-----
MIIC9zCCAd8CAQAwUzELMAkGA1UEBhMCVVMxEzARBgNVBAgMCkNhbGlmb3JuaWEx
FDASBgNVBAoMC0V4YW1wbGUgSW5jMRkwFwYDVQQDDBBzaG9wLmV4YW1wbGUuY29t
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArVzAqAFhDAnA4oMJWns8
xNOMRnRM612Be3FDKxXxhgzpaV5BsTYHVu4aWSpiAE0I9gKjQ1zvm/n04GY2JPMe
XOpmmqb8ohoMJCJeMlgM4sxjVPyknePI80/WWcdnFOQzvs1Oj92d30cOF4+iMXWd
sLGAiiMaFyuJhWpSfYiz/vxASvsDflfqcxcr+BAZVqyLDkbgj+kSwI+Z/uBQPgCa
tD2RteGt11G5UL0kmrqLUJe+anaMz84249XY+rCCTY4S+Y45Z8FsqDqYcjwxrK1w
21bbd7/kc5LAJVi2PZXCNbSNUPhJ9vILHf6qMIP0ayJ2am8lN3kNrxJVqIFv/vOB
yQIDAQABoF8wXQYJKoZIhvcNAQkOMVAwTjA3BgNVHREEMDAughBzaG9wLmV4YW1w
bGUuY29tghR3d3cuc2hvcC5leGFtcGxlLmNvbYcECgAAATATBgNVHSUEDDAKBggr
BgEFBQcDATANBgkqhkiG9w0BAQsFAAOCAQEAe6xlGjjho9Oxmk62MMppouLO05Lg
NG3u32iVgfuq90JxpLm54ChvmiEwqSmKm2J7a1Do9e/JSzxAWu9lGtJWuIR8//qd
i3Hl2rLqBLtc+CUx0I+wWLQloF972jPIPu2rup25P7588FgjVzt3+GjyFt62btBW
q62KKsG+1MbvAbCUywGE6IeQ4FtwB92yaXJgQmwF5pK4aBEh7zoEERqgs5IGGwMi
+q4wgc+l7vjSz4ExBCkOadxjgEVbZRAHj3DmlAZg7w2wIuwJlhdt1NDtKaFAF7C9
kfVnD2I8u1MuAduCGkA+P8G6QL+KyNocazbEwhxswFd5wdcXEqg7d8SeOg==
-----END CERTIFICATE REQUEST-----
` },
  output: {
    version: 1,
    subject: 'C=US, ST=California, O=Example Inc, CN=shop.example.com',
    subjectAttributes: [{ type: 'C', value: 'US' }, { type: 'ST', value: 'California' }, { type: 'O', value: 'Example Inc' }, { type: 'CN', value: 'shop.example.com' }],
    sans: ['DNS:shop.example.com', 'DNS:www.shop.example.com', 'IP Address:10.0.0.1'],
    publicKey: { algorithm: 'RSA', bits: 2048, pinSha256: 'QaxvvchXV7+NijSOgg4HtXqceKyk59IhejKGwEps2BA=' },
    extensions: [
      { oid: '2.5.29.17', name: 'subjectAltName', critical: false, value: 'DNS:shop.example.com, DNS:www.shop.example.com, IP Address:10.0.0.1' },
      { oid: '2.5.29.37', name: 'extendedKeyUsage', critical: false, value: 'TLS Web Server Authentication' },
    ],
    attributes: ['extensionRequest'],
    signatureAlgorithm: 'sha256WithRSAEncryption',
    signatureValid: true,
  },
};

/** openssl req -new -newkey ed25519 -subj /CN=ed.example: no attributes; openssl req -verify says OK. */
const EXAMPLE_ED25519 = {
  title: 'An Ed25519 request',
  input: { csr: `-----BEGIN CERTIFICATE REQUEST-----
MIGUMEgCAQAwFTETMBEGA1UEAwwKZWQuZXhhbXBsZTAqMAUGAytlcAMhAEr9xQbr
6yU0oe2vx/ftLBeZFby6ozpHlDJ3HNWiW5gSoAAwBQYDK2VwA0EAPqJaa1HDKEXa
mwAKQ+WFFNbEfhcrKL+XiZDuQwtHnGBRVbroBJzSyPAiAoKMqxDEhPccAkw6zyBg
JSmOFWTPCw==
-----END CERTIFICATE REQUEST-----
` },
  output: {
    version: 1,
    subject: 'CN=ed.example',
    subjectAttributes: [{ type: 'CN', value: 'ed.example' }],
    sans: [],
    publicKey: { algorithm: 'Ed25519', bits: 256, pinSha256: 'pCCpkk13ALm16ByB7u0bKHtOQ8Sjb3uV+0jDtJ3G24c=' },
    extensions: [],
    attributes: [],
    signatureAlgorithm: 'ED25519',
    signatureValid: true,
  },
};

export default defineTool({
  id: 'csr-decode',
  name: 'CSR Decoder',
  category: 'crypto',
  description: 'Decode a certificate signing request (PKCS#10, PEM or Base64 DER): subject, requested SANs and extensions, public key, and whether its self-signature is valid, as openssl req -text -verify shows them.',
  keywords: ['csr', 'csr decoder', 'certificate signing request', 'pkcs10', 'pkcs#10', 'openssl req', 'certificate request', 'csr checker', 'pem'],
  mcp: true,
  // its worst input (many-short-lines, 1M characters of Base64-ish lines) took 355 ms: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    csr: Type.String({ minLength: 1, maxLength: 1_000_000, description: 'The request: PEM (-----BEGIN CERTIFICATE REQUEST-----) or Base64 DER, at most 1,000,000 characters' }),
  }),
  output: closedObject({
    version: Type.Integer({ description: 'Request version as openssl prints it (1 for every PKCS#10 request)' }),
    subject: Type.String({ description: 'Subject distinguished name, e.g. C=US, O=Example, CN=example.com' }),
    subjectAttributes: nameAttributesSchema('subject'),
    sans: sansSchema,
    publicKey: publicKeySchema,
    extensions: extensionsSchema,
    attributes: Type.Array(Type.String(), { description: 'Names of the request attributes (extensionRequest, challengePassword…); values are not shown' }),
    signatureAlgorithm: Type.String({ description: 'Signature algorithm (OpenSSL name)' }),
    signatureValid: Type.Union([Type.Boolean(), Type.Null()], { description: 'Whether the self-signature verifies under the request key; null when the algorithm cannot be checked here' }),
  }),
  examples: [EXAMPLE_RSA, EXAMPLE_ED25519],
  async run({ csr }) {
    const { decodeRequest } = await loadDecoder();
    const { bytes } = derFromText(csr, 'csr', ['CERTIFICATE REQUEST', 'NEW CERTIFICATE REQUEST']);
    return decodeRequest(bytes, 'csr');
  },
});

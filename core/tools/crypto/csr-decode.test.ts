import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import type { RequestInfo } from '../../lib/x509-request.ts';

/** openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-384 -subj /CN=p384.example, as Base64 DER (openssl req -outform der | base64). */
const P384_DER = 'MIIBEDCBlgIBADAXMRUwEwYDVQQDDAxwMzg0LmV4YW1wbGUwdjAQBgcqhkjOPQIBBgUrgQQAIgNiAAQJGc4HH5uIRyXCyCtxEiECLMGLwdO+Nvzg+E6OF+U00vw8Tj0Q+oeu9lvToP1fdptdtw8Av3NNoCzPW4As+CiaAnHRAWbXuU2oDCyqyRzX6w0ACBgwSprMKSSIYJsx86qgADAKBggqhkjOPQQDAgNpADBmAjEA4bT35vFlDZcU94DQr6NCxmAxzoLf4dl02HWhvGT84F5227A/wd8i8GjNO4RSyqioAjEAukRMT/lpZIFWCcdHfrHhVNcpFo8weTtjzmuouGNjRsBENyrlFr5EtvfsnwrMmwA1';

/** openssl req -new with a config whose [req_attributes] set challengePassword = hunter2secret (P-256 key). */
const WITH_CHALLENGE_PASSWORD = 'MIHuMIGVAgEAMBUxEzARBgNVBAMMCnB3LmV4YW1wbGUwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASpXA2ZlTKiqzPbIJNL5fvQeNKCaIf1N8lF2Wpdo37cJWHopTaBRo8AaBP4O5wbCaQpw6aOkFx9qTL212B5NWLmoB4wHAYJKoZIhvcNAQkHMQ8MDWh1bnRlcjJzZWNyZXQwCgYIKoZIzj0EAwIDSAAwRQIhAKgefxDznG1ysh7NwaaBXePnq+xu5VxU+xIhEHjjPLxaAiAnkNlAHT6nZg4PneFMTACtGiH5aNEO1k7DiRKiwNqw+w==';

/** The RSA example request of the tool with one byte of its subject changed (s → S); openssl req -verify: "verify failure". */
const TAMPERED = 'MIIC9zCCAd8CAQAwUzELMAkGA1UEBhMCVVMxEzARBgNVBAgMCkNhbGlmb3JuaWExFDASBgNVBAoMC0V4YW1wbGUgSW5jMRkwFwYDVQQDDBBTaG9wLmV4YW1wbGUuY29tMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArVzAqAFhDAnA4oMJWns8xNOMRnRM612Be3FDKxXxhgzpaV5BsTYHVu4aWSpiAE0I9gKjQ1zvm/n04GY2JPMeXOpmmqb8ohoMJCJeMlgM4sxjVPyknePI80/WWcdnFOQzvs1Oj92d30cOF4+iMXWdsLGAiiMaFyuJhWpSfYiz/vxASvsDflfqcxcr+BAZVqyLDkbgj+kSwI+Z/uBQPgCatD2RteGt11G5UL0kmrqLUJe+anaMz84249XY+rCCTY4S+Y45Z8FsqDqYcjwxrK1w21bbd7/kc5LAJVi2PZXCNbSNUPhJ9vILHf6qMIP0ayJ2am8lN3kNrxJVqIFv/vOByQIDAQABoF8wXQYJKoZIhvcNAQkOMVAwTjA3BgNVHREEMDAughBzaG9wLmV4YW1wbGUuY29tghR3d3cuc2hvcC5leGFtcGxlLmNvbYcECgAAATATBgNVHSUEDDAKBggrBgEFBQcDATANBgkqhkiG9w0BAQsFAAOCAQEAe6xlGjjho9Oxmk62MMppouLO05LgNG3u32iVgfuq90JxpLm54ChvmiEwqSmKm2J7a1Do9e/JSzxAWu9lGtJWuIR8//qdi3Hl2rLqBLtc+CUx0I+wWLQloF972jPIPu2rup25P7588FgjVzt3+GjyFt62btBWq62KKsG+1MbvAbCUywGE6IeQ4FtwB92yaXJgQmwF5pK4aBEh7zoEERqgs5IGGwMi+q4wgc+l7vjSz4ExBCkOadxjgEVbZRAHj3DmlAZg7w2wIuwJlhdt1NDtKaFAF7C9kfVnD2I8u1MuAduCGkA+P8G6QL+KyNocazbEwhxswFd5wdcXEqg7d8SeOg==';

const decode = (csr: string) => run<RequestInfo>('csr-decode', { csr });

describe('csr-decode', () => {
  it('reads a P-384 request given as Base64 DER, as openssl req -text -verify does', async () => {
    // openssl req -text: Subject: CN = p384.example, Public-Key: (384 bit), ASN1 OID: secp384r1, ecdsa-with-SHA256, verify OK
    expect(await decode(P384_DER)).toEqual({
      version: 1,
      subject: 'CN=p384.example',
      subjectAttributes: [{ type: 'CN', value: 'p384.example' }],
      sans: [],
      publicKey: { algorithm: 'EC', bits: 384, curve: 'secp384r1', pinSha256: 'tkgiaCsyIbCUIJhXAZL6nd/4joJnzWdKx6vRBLZItpI=' },
      extensions: [],
      attributes: [],
      signatureAlgorithm: 'ecdsa-with-SHA256',
      signatureValid: true,
    });
  });

  it('finds a tampered request (openssl req -verify: verify failure)', async () => {
    const info = await decode(TAMPERED);
    expect(info.subject).toBe('C=US, ST=California, O=Example Inc, CN=Shop.example.com');
    expect(info.signatureValid).toBe(false);
  });

  it('names a challenge password attribute without showing it', async () => {
    const info = await decode(WITH_CHALLENGE_PASSWORD);
    expect(info.attributes).toEqual(['challengePassword']);
    expect(info.signatureValid).toBe(true);
    expect(JSON.stringify(info)).not.toContain('hunter2');
  });

  it('refuses a certificate, a key or garbage, naming the field', async () => {
    await expectInvalid('csr-decode', { csr: '-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----' }, 'csr: holds a PEM CERTIFICATE, expected CERTIFICATE REQUEST or NEW CERTIFICATE REQUEST');
    await expectInvalid('csr-decode', { csr: '%%%' }, /^csr: is neither PEM \(CERTIFICATE REQUEST\) nor Base64 DER/);
    await expectInvalid('csr-decode', { csr: P384_DER.slice(0, 100) }, /^csr: not valid DER/);
    await expectInvalid('csr-decode', { csr: 'MAA=' }, 'csr: malformed CertificationRequest (expected a SEQUENCE)');
    await expectInvalid('csr-decode', { csr: 'MAowAwIBADAAAwEA' }, 'csr: malformed CertificationRequestInfo (expected a SEQUENCE)');
  });

  it('refuses wrong types, extra fields and input past the bound', async () => {
    await expectInvalid('csr-decode', { csr: null }, /^csr: must be a string/);
    await expectInvalid('csr-decode', {}, 'csr: is required');
    await expectInvalid('csr-decode', JSON.parse('{"csr":"MAA=","__proto__":{}}'), '__proto__: unknown field');
    await expectInvalid('csr-decode', { csr: 'A'.repeat(1_000_001) }, 'csr: must be at most 1000000 characters');
  });
});

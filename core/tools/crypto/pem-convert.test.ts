import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Converted {
  result: string;
  keyType: string;
  private: boolean;
}

const convert = (key: string, to: string, public_only?: boolean) => run<Converted>('pem-convert', public_only === undefined ? { key, to } : { key, to, public_only });

/** The RSA 2048 key openssl req -newkey rsa:2048 -nodes wrote (PKCS#8). */
const RSA_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCtXMCoAWEMCcDi
gwlaezzE04xGdEzrXYF7cUMrFfGGDOlpXkGxNgdW7hpZKmIATQj2AqNDXO+b+fTg
ZjYk8x5c6maapvyiGgwkIl4yWAzizGNU/KSd48jzT9ZZx2cU5DO+zU6P3Z3fRw4X
j6IxdZ2wsYCKIxoXK4mFalJ9iLP+/EBK+wN+V+pzFyv4EBlWrIsORuCP6RLAj5n+
4FA+AJq0PZG14a3XUblQvSSauotQl75qdozPzjbj1dj6sIJNjhL5jjlnwWyoOphy
PDGsrXDbVtt3v+RzksAlWLY9lcI1tI1Q+En28gsd/qowg/RrInZqbyU3eQ2vElWo
gW/+84HJAgMBAAECggEAAV1tluUL4pBhGGd3t2KpA9O2kwdvY5sE3ffyU3CEyk1n
uRCo68BFJoYRZwpSYzY4D9fNeUZODKhXKT0kx/2yC4E89ZLDAnO6DL7IhxTyZQa+
8Xhbw3J7ro6+XU6YnS1+ys3LBI72Iz/n+H+FA2atqyp6nJvSJMSO/KHtrFdbM3K9
qzzr3vtowUnQxdNrUjUvWXGaHzT/2/PyLQZ49mW9ertFVNAVj/Ox2AVPKpRWStzj
wjh4AEDKFLjSUqG63kEgHnjq5V1SbR9xWd/k72TkcKiSe79FldRdfgRr/H2Ro/4/
625ZKXX5EqHLMZU+uWdpbmAOUiEmmy2tXNcOwtyeAQKBgQDi9sVc1lrfZyFTBMEw
aa8sZwUnGcxr7oLaJK5lah2fOG9Ib6BFPDJATJK0J0RSggDjJj6hmHCUIHjCAINN
Sf30Eetg9AvGh2CG1VtNUojv1xnlwcq0h/m3o9fDnwS0BBthzMpPObpCgHa7BaQ3
ZVPb35S4Hf1722B90326fgSruQKBgQDDin2I78mToYG5YFw7d6dDjPx7imSOiLhY
LTjefTZkbYrIPZ2AZucEEno48Ls/KEwhKk6hboofCV2QTX/Pz/gfGrf/AnwzzJNi
UtWTV0Begr5gtxJLKCZE1981o7+gRX9qL7ShiBDSPNpgl825uVYgmf3NQW9MNMtf
g3EN2osukQKBgEVBg8vmZOhSseqBQuog9aEY9ouN5cDxkOA73TN5A/z33Y0+8qrt
yW+xbfqnGMQMg3TM0MPCnme02ORp/6bv8xws86QsFAPKf3vlUuzvSHXXL0Hatp4L
9/k/d7FrrqW3sxtOwFUYimuMg65h9FArDUHEob7k99p5gKIkjPMBTS+RAoGACnFe
+u0zarr5XpkS0+oz+JuS8FYXwLT0g2EG5HrzaLGg88i2nKDiPYlvFZNlrJ3OUwcb
Y+uvXLD3WjmJVePZcG/Q28GaOHn4dQvPdCr4uRNqb2fXhkQCpzKQLSEtnrWXdGhP
0UCfBVtSnk39IqoPO3Z943RXKU64fcVbSE4fmMECgYEAopKzd4omoFtqkkaMRKMa
ieCR+YOOaO+x9wcyECxa2OdA4TXwLRmt6OqMJKzcmUDPd49svXG4AkU6Wku3JM1A
nwF69FpuWdWczQoPAVtcBgF7oZktpc6SqBzndvq/u15sogy9RxmkWRfoCU802tFh
OEMJ37X0fb8RpE7kAjXrZr8=
-----END PRIVATE KEY-----
`;
/** openssl pkey -in rsa.key -traditional */
const RSA_PKCS1 = `-----BEGIN RSA PRIVATE KEY-----
MIIEowIBAAKCAQEArVzAqAFhDAnA4oMJWns8xNOMRnRM612Be3FDKxXxhgzpaV5B
sTYHVu4aWSpiAE0I9gKjQ1zvm/n04GY2JPMeXOpmmqb8ohoMJCJeMlgM4sxjVPyk
nePI80/WWcdnFOQzvs1Oj92d30cOF4+iMXWdsLGAiiMaFyuJhWpSfYiz/vxASvsD
flfqcxcr+BAZVqyLDkbgj+kSwI+Z/uBQPgCatD2RteGt11G5UL0kmrqLUJe+anaM
z84249XY+rCCTY4S+Y45Z8FsqDqYcjwxrK1w21bbd7/kc5LAJVi2PZXCNbSNUPhJ
9vILHf6qMIP0ayJ2am8lN3kNrxJVqIFv/vOByQIDAQABAoIBAAFdbZblC+KQYRhn
d7diqQPTtpMHb2ObBN338lNwhMpNZ7kQqOvARSaGEWcKUmM2OA/XzXlGTgyoVyk9
JMf9sguBPPWSwwJzugy+yIcU8mUGvvF4W8Nye66Ovl1OmJ0tfsrNywSO9iM/5/h/
hQNmrasqepyb0iTEjvyh7axXWzNyvas86977aMFJ0MXTa1I1L1lxmh80/9vz8i0G
ePZlvXq7RVTQFY/zsdgFTyqUVkrc48I4eABAyhS40lKhut5BIB546uVdUm0fcVnf
5O9k5HCoknu/RZXUXX4Ea/x9kaP+P+tuWSl1+RKhyzGVPrlnaW5gDlIhJpstrVzX
DsLcngECgYEA4vbFXNZa32chUwTBMGmvLGcFJxnMa+6C2iSuZWodnzhvSG+gRTwy
QEyStCdEUoIA4yY+oZhwlCB4wgCDTUn99BHrYPQLxodghtVbTVKI79cZ5cHKtIf5
t6PXw58EtAQbYczKTzm6QoB2uwWkN2VT29+UuB39e9tgfdN9un4Eq7kCgYEAw4p9
iO/Jk6GBuWBcO3enQ4z8e4pkjoi4WC043n02ZG2KyD2dgGbnBBJ6OPC7PyhMISpO
oW6KHwldkE1/z8/4Hxq3/wJ8M8yTYlLVk1dAXoK+YLcSSygmRNffNaO/oEV/ai+0
oYgQ0jzaYJfNublWIJn9zUFvTDTLX4NxDdqLLpECgYBFQYPL5mToUrHqgULqIPWh
GPaLjeXA8ZDgO90zeQP8992NPvKq7clvsW36pxjEDIN0zNDDwp5ntNjkaf+m7/Mc
LPOkLBQDyn975VLs70h11y9B2raeC/f5P3exa66lt7MbTsBVGIprjIOuYfRQKw1B
xKG+5PfaeYCiJIzzAU0vkQKBgApxXvrtM2q6+V6ZEtPqM/ibkvBWF8C09INhBuR6
82ixoPPItpyg4j2JbxWTZaydzlMHG2Prr1yw91o5iVXj2XBv0NvBmjh5+HULz3Qq
+LkTam9n14ZEAqcykC0hLZ61l3RoT9FAnwVbUp5N/SKqDzt2feN0VylOuH3FW0hO
H5jBAoGBAKKSs3eKJqBbapJGjESjGongkfmDjmjvsfcHMhAsWtjnQOE18C0Zrejq
jCSs3JlAz3ePbL1xuAJFOlpLtyTNQJ8BevRablnVnM0KDwFbXAYBe6GZLaXOkqgc
53b6v7tebKIMvUcZpFkX6AlPNNrRYThDCd+19H2/EaRO5AI162a/
-----END RSA PRIVATE KEY-----
`;
/** openssl rsa -in rsa.key -RSAPublicKey_out */
const RSA_PUBLIC_PKCS1 = `-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEArVzAqAFhDAnA4oMJWns8xNOMRnRM612Be3FDKxXxhgzpaV5BsTYH
Vu4aWSpiAE0I9gKjQ1zvm/n04GY2JPMeXOpmmqb8ohoMJCJeMlgM4sxjVPyknePI
80/WWcdnFOQzvs1Oj92d30cOF4+iMXWdsLGAiiMaFyuJhWpSfYiz/vxASvsDflfq
cxcr+BAZVqyLDkbgj+kSwI+Z/uBQPgCatD2RteGt11G5UL0kmrqLUJe+anaMz842
49XY+rCCTY4S+Y45Z8FsqDqYcjwxrK1w21bbd7/kc5LAJVi2PZXCNbSNUPhJ9vIL
Hf6qMIP0ayJ2am8lN3kNrxJVqIFv/vOByQIDAQAB
-----END RSA PUBLIC KEY-----
`;
/** openssl pkey -in rsa.key -pubout > pub.pem; ssh-keygen -i -m PKCS8 -f pub.pem */
const RSA_OPENSSH = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCtXMCoAWEMCcDigwlaezzE04xGdEzrXYF7cUMrFfGGDOlpXkGxNgdW7hpZKmIATQj2AqNDXO+b+fTgZjYk8x5c6maapvyiGgwkIl4yWAzizGNU/KSd48jzT9ZZx2cU5DO+zU6P3Z3fRw4Xj6IxdZ2wsYCKIxoXK4mFalJ9iLP+/EBK+wN+V+pzFyv4EBlWrIsORuCP6RLAj5n+4FA+AJq0PZG14a3XUblQvSSauotQl75qdozPzjbj1dj6sIJNjhL5jjlnwWyoOphyPDGsrXDbVtt3v+RzksAlWLY9lcI1tI1Q+En28gsd/qowg/RrInZqbyU3eQ2vElWogW/+84HJ';

/** openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes wrote this PKCS#8 key. */
const EC_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTDKQY9VAqcKFxLmt
QnRxgaAv2vSk+nADKo9xcSVbwMuhRANCAARtE3IH4+JiN8EudYzS2CtUByW6zP6p
QeEIdyBRcTblzRinnyoOZ/O8ihWjbShmRH7g15zyinChTfU7mR1qesfn
-----END PRIVATE KEY-----
`;
/** openssl ec -in ec.key */
const EC_SEC1 = `-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIEwykGPVQKnChcS5rUJ0cYGgL9r0pPpwAyqPcXElW8DLoAoGCCqGSM49
AwEHoUQDQgAEbRNyB+PiYjfBLnWM0tgrVAclusz+qUHhCHcgUXE25c0Yp58qDmfz
vIoVo20oZkR+4Nec8opwoU31O5kdanrH5w==
-----END EC PRIVATE KEY-----
`;
/** openssl pkey -in ec.key -pubout -outform der | base64 -w0 */
const EC_SPKI_BASE64 = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEbRNyB+PiYjfBLnWM0tgrVAclusz+qUHhCHcgUXE25c0Yp58qDmfzvIoVo20oZkR+4Nec8opwoU31O5kdanrH5w==';

/** RFC 7517 §A.2, the private P-256 JWK. */
const RFC7517_EC_JWK = '{"kty":"EC","crv":"P-256","x":"MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4","y":"4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM","d":"870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE","use":"enc","kid":"1"}';
/** Python cryptography: ec.derive_private_key(d, SECP256R1()).private_bytes(PEM, PKCS8, NoEncryption()) for that d */
const RFC7517_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg870MB6gfuTJ4HtUn
UvYMyJpr5eUZNP4Bk43bVdj3eAGhRANCAAQwoEJM0hwpRIOKLXXJKzfnbqINnwCJ
OjtO7oo8Cq/sPuBLZekkVtmIi1Kzeb371R7oae8fD8ZbZllpW2zOCBcj
-----END PRIVATE KEY-----
`;

describe('pem-convert', () => {
  it('turns PKCS#8 RSA into PKCS#1 and back, as openssl pkey -traditional does', async () => {
    expect(await convert(RSA_PKCS8, 'pkcs1')).toEqual({ result: RSA_PKCS1, keyType: 'RSA (2048 bits)', private: true });
    expect((await convert(RSA_PKCS1, 'pem')).result).toBe(RSA_PKCS8);
    expect((await convert(RSA_PKCS1, 'pkcs8')).result).toBe(RSA_PKCS8);
  });

  it("gives an RSA key's public half as PKCS#1, SPKI and an OpenSSH line", async () => {
    expect((await convert(RSA_PKCS8, 'pkcs1', true)).result).toBe(RSA_PUBLIC_PKCS1);
    expect(await convert(RSA_PKCS8, 'openssh', true)).toEqual({ result: RSA_OPENSSH, keyType: 'RSA (2048 bits)', private: false });
    expect((await convert(RSA_PUBLIC_PKCS1, 'openssh')).result).toBe(RSA_OPENSSH);
  });

  it('round-trips RSA through JWK and DER', async () => {
    const jwk = JSON.parse((await convert(RSA_PKCS8, 'jwk')).result);
    expect(Object.keys(jwk)).toEqual(['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi']);
    expect((await convert(JSON.stringify(jwk), 'pem')).result).toBe(RSA_PKCS8);
    const der = (await convert(RSA_PKCS8, 'der')).result;
    expect((await convert(der, 'pem')).result).toBe(RSA_PKCS8);
    const imported = await crypto.subtle.importKey('jwk', jwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['sign']);
    expect(imported.type).toBe('private');
  });

  it('turns EC keys into SEC1 and SPKI as openssl ec and openssl pkey -pubout do', async () => {
    expect(await convert(EC_PKCS8, 'pkcs1')).toEqual({ result: EC_SEC1, keyType: 'EC P-256 (256 bits)', private: true });
    expect((await convert(EC_SEC1, 'pkcs8')).result).toBe(EC_PKCS8);
    expect((await convert(EC_PKCS8, 'der', true)).result).toBe(EC_SPKI_BASE64);
  });

  it('reads the RFC 7517 JWK into the PKCS#8 Python cryptography writes', async () => {
    expect((await convert(RFC7517_EC_JWK, 'pem')).result).toBe(RFC7517_PKCS8);
    expect(JSON.parse((await convert(RFC7517_PKCS8, 'jwk')).result)).toEqual({
      kty: 'EC', crv: 'P-256', x: 'MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4', y: '4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM', d: '870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE',
    });
  });

  it('writes an OpenSSH private key file that ssh-keygen -y reads back, the same each time', async () => {
    const ed25519 = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIA/vOv6ieRczADbz++WS8wlPosEKT51zn5QZccneM4RV
-----END PRIVATE KEY-----
`;
    // ssh-keygen -y -f on this file: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3mHrZF0OJ7G0hHc6t5kJ1EUxaqitr6wbEoJTbPAgEp
    expect((await convert(ed25519, 'openssh')).result).toBe(`-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAd5h62RdDiextIR3OreZCdRFMWqora+sGxKCU2zwIBKQAAAIg/nFSYP5xU
mAAAAAtzc2gtZWQyNTUxOQAAACAd5h62RdDiextIR3OreZCdRFMWqora+sGxKCU2zwIBKQ
AAAEAP7zr+onkXMwA28/vlkvMJT6LBCk+dc5+UGXHJ3jOEVR3mHrZF0OJ7G0hHc6t5kJ1E
Uxaqitr6wbEoJTbPAgEpAAAAAAECAwQF
-----END OPENSSH PRIVATE KEY-----
`);
  });

  it('refuses what it cannot convert, saying why', async () => {
    await expectInvalid('pem-convert', { key: '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n-----END ENCRYPTED PRIVATE KEY-----', to: 'pem' }, /^key: holds a PEM ENCRYPTED PRIVATE KEY, expected PRIVATE KEY or/);
    await expectInvalid('pem-convert', { key: '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nMAA=\n-----END RSA PRIVATE KEY-----', to: 'pem' }, /^key: the RSA PRIVATE KEY is encrypted with a passphrase/);
    await expectInvalid('pem-convert', { key: EC_SPKI_BASE64, to: 'pkcs1' }, 'to: pkcs1 holds RSA keys (and, as SEC1, private EC keys); this is a public EC key');
    await expectInvalid('pem-convert', { key: '{"kty":"OKP","crv":"X25519","x":"L-V9o0fNYkMVKNqsX7spBzD_9oSvxM_C7ZCZX1jLO3Q"}', to: 'openssh' }, /^to: OpenSSH has no X25519 keys/);
    await expectInvalid('pem-convert', { key: '{"kty":"RSA","n":"AQAB"}', to: 'pem' }, 'key: the JWK lacks "e"');
    await expectInvalid('pem-convert', { key: '{"kty":"EC","crv":"P-192","x":"AA","y":"AA"}', to: 'pem' }, /^key: JWK crv must be/);
    await expectInvalid('pem-convert', { key: '{"kty":"oct","k":"AA"}', to: 'pem' }, /^key: JWK kty must be/);
    await expectInvalid('pem-convert', { key: '{not json', to: 'pem' }, 'key: starts with { but is not valid JSON');
    await expectInvalid('pem-convert', { key: '{"kty":"RSA","n":"A+B","e":"AQAB"}', to: 'pem' }, 'key: JWK member "n" is not Base64url');
    await expectInvalid('pem-convert', { key: '{"kty":"RSA","n":"AQAB","e":"AQAB","d":"AQAB"}', to: 'pkcs1' }, 'key: the RSA private key lacks p, q, dp, dq, qi, which this format needs');
    await expectInvalid('pem-convert', { key: 'MAA=', to: 'pem' }, /^key: /);
    await expectInvalid('pem-convert', { key: 'MAYGBCoDBAU=', to: 'pem' }, /^key: /);
  });

  it('holds its bounds and refuses wrong types and extra fields', async () => {
    await expectInvalid('pem-convert', { key: EC_PKCS8 }, 'to: is required');
    await expectInvalid('pem-convert', { key: EC_PKCS8, to: 'p12' }, 'to: must be one of pem, der, jwk, pkcs1, pkcs8, openssh');
    await expectInvalid('pem-convert', { key: EC_PKCS8, to: 'pem', public_only: 'yes' }, /^public_only: /);
    await expectInvalid('pem-convert', { key: 'A'.repeat(100_001), to: 'pem' }, 'key: must be at most 100000 characters');
    await expectInvalid('pem-convert', JSON.parse('{"key":"x","to":"pem","__proto__":{}}'), '__proto__: unknown field');
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Fingerprints {
  keys: { type: string; bits: number; fingerprint: string; comment: string; line: string }[];
}

const ED25519_LINE = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOaDTeOLQF0qiEqTKkoOt/wWQwrPXrdHs63Wqpnu8Xr0 test@tooldeck';

/** openssl req -newkey rsa:2048 made the key; openssl pkey -pubout. */
const RSA_SPKI = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArVzAqAFhDAnA4oMJWns8
xNOMRnRM612Be3FDKxXxhgzpaV5BsTYHVu4aWSpiAE0I9gKjQ1zvm/n04GY2JPMe
XOpmmqb8ohoMJCJeMlgM4sxjVPyknePI80/WWcdnFOQzvs1Oj92d30cOF4+iMXWd
sLGAiiMaFyuJhWpSfYiz/vxASvsDflfqcxcr+BAZVqyLDkbgj+kSwI+Z/uBQPgCa
tD2RteGt11G5UL0kmrqLUJe+anaMz84249XY+rCCTY4S+Y45Z8FsqDqYcjwxrK1w
21bbd7/kc5LAJVi2PZXCNbSNUPhJ9vILHf6qMIP0ayJ2am8lN3kNrxJVqIFv/vOB
yQIDAQAB
-----END PUBLIC KEY-----
`;

const P384_SPKI = `-----BEGIN PUBLIC KEY-----
MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAECRnOBx+biEclwsgrcRIhAizBi8HTvjb8
4PhOjhflNNL8PE49EPqHrvZb06D9X3abXbcPAL9zTaAsz1uALPgomgJx0QFm17lN
qAwsqskc1+sNAAgYMEqazCkkiGCbMfOq
-----END PUBLIC KEY-----`;

/** ssh-keygen -t ed25519 -N '' -C test@tooldeck: the private key file of ED25519_LINE. */
const ED25519_PRIVATE = `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDmg03ji0BdKohKkypKDrf8FkMKz163R7Ot1qqZ7vF69AAAAJDl+0cS5ftH
EgAAAAtzc2gtZWQyNTUxOQAAACDmg03ji0BdKohKkypKDrf8FkMKz163R7Ot1qqZ7vF69A
AAAECwv4jtZUszQnSlRcCc3ha3Qz0bwp0hv8hcFWFj7nSkW+aDTeOLQF0qiEqTKkoOt/wW
QwrPXrdHs63Wqpnu8Xr0AAAADXRlc3RAdG9vbGRlY2s=
-----END OPENSSH PRIVATE KEY-----
`;

const lines = async (key: string, hash?: 'md5') => (await run<Fingerprints>('ssh-key-fingerprint', hash ? { key, hash } : { key })).keys.map((entry) => entry.line);

describe('ssh-key-fingerprint', () => {
  it('fingerprints PEM public keys as ssh-keygen -i -m PKCS8 | ssh-keygen -l does', async () => {
    // ssh-keygen -i -m PKCS8 -f rsapub.pem > rsapub.ssh; ssh-keygen -l [-E md5] -f rsapub.ssh
    expect(await lines(RSA_SPKI)).toEqual(['2048 SHA256:12VLGNl97/LUcCWGO6+149NkOwKR3FXDkQMxUNx3V88 no comment (RSA)']);
    expect(await lines(RSA_SPKI, 'md5')).toEqual(['2048 MD5:dc:eb:e6:39:c1:84:87:02:66:bb:14:05:cb:38:bc:19 no comment (RSA)']);
    expect(await lines(P384_SPKI)).toEqual(['384 SHA256:IKwTbvDpLzgUuYSBXfUlbyUAVjI/tUGCyNTs5vBhThQ no comment (ECDSA)']);
  });

  it('reads the public half of an OpenSSH private key file', async () => {
    // ssh-keygen -l -f sshed: 256 SHA256:uAvaQkBw… (ED25519); the comment inside is not read here
    expect(await lines(ED25519_PRIVATE)).toEqual(['256 SHA256:uAvaQkBwD5Q6zfziuwV7Lc8jKVl4JExOjmmTUhzt0UM no comment (ED25519)']);
  });

  it('finds keys after authorized_keys options and known_hosts host names, with or without a comment', async () => {
    // ssh-keygen -l -E md5 -f sshed.pub
    expect(await lines(`command="echo a b",no-pty ${ED25519_LINE}`, 'md5')).toEqual(['256 MD5:a9:f0:9a:d6:43:42:50:f5:2d:cf:4b:97:1b:b0:fd:6d test@tooldeck (ED25519)']);
    const [type, blob] = ED25519_LINE.split(' ');
    expect(await lines(`github.com,192.0.2.7 ${type} ${blob}\r\n\r\n`)).toEqual(['256 SHA256:uAvaQkBwD5Q6zfziuwV7Lc8jKVl4JExOjmmTUhzt0UM no comment (ED25519)']);
  });

  it('refuses lines that are not keys, naming the line', async () => {
    await expectInvalid('ssh-key-fingerprint', { key: `${ED25519_LINE}\nnot a key` }, /^key: line 2 holds no SSH public key/);
    await expectInvalid('ssh-key-fingerprint', { key: ED25519_LINE.replace('ssh-ed25519', 'ssh-rsa') }, 'key: line 1 says ssh-rsa but its key data is ssh-ed25519');
    await expectInvalid('ssh-key-fingerprint', { key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOaD' }, /^key: (line 1|SSH key data ends too early)/);
    await expectInvalid('ssh-key-fingerprint', { key: 'ssh-ed25519 AAAAC' }, /^key: line 1: the key is not valid Base64/);
    await expectInvalid('ssh-key-fingerprint', { key: '# only a comment\n' }, 'key: holds no SSH public key');
    await expectInvalid('ssh-key-fingerprint', { key: '-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----' }, 'key: holds a PEM CERTIFICATE, expected OPENSSH PRIVATE KEY or PUBLIC KEY');
    await expectInvalid('ssh-key-fingerprint', { key: '-----BEGIN PUBLIC KEY-----\nMBQwBwYDK2VxBQADCQAAAAAAAAAAAA==\n-----END PUBLIC KEY-----' }, /^key: SSH has no key type for algorithm 1\.3\.101\.113/);
  });

  it('refuses wrong types, a bad hash, extra fields and input past the bound', async () => {
    await expectInvalid('ssh-key-fingerprint', { key: ED25519_LINE, hash: 'sha1' }, 'hash: must be one of sha256, md5');
    await expectInvalid('ssh-key-fingerprint', { key: [] }, /^key: must be a string/);
    await expectInvalid('ssh-key-fingerprint', JSON.parse(`{"key":${JSON.stringify(ED25519_LINE)},"__proto__":{"hash":"md5"}}`), '__proto__: unknown field');
    await expectInvalid('ssh-key-fingerprint', { key: 'a'.repeat(1_000_001) }, 'key: must be at most 1000000 characters');
    const many = Array.from({ length: 2000 }, () => ED25519_LINE).join('\n');
    expect((await run<Fingerprints>('ssh-key-fingerprint', { key: many })).keys).toHaveLength(2000);
  });
});

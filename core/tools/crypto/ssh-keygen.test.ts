import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../lib/base64.ts';
import { rsaSshKey } from '../../lib/ssh-key-material.ts';
import { SshReader, opensshPrivateKey, publicBlobOfOpensshFile, sshPublicLine } from '../../lib/ssh-wire.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Generated {
  privateKey: string;
  publicKey: string;
  fingerprint: string;
}

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => parseInt(pair, 16)));

/** A random source handing out the given chunks in order, each exactly as large as asked. */
function replay(...chunks: string[]) {
  const queue = chunks.map(hex);
  return (size: number) => {
    const next = queue.shift();
    if (!next || next.length !== size) throw new Error(`unexpected draw of ${size} bytes`);
    return next;
  };
}

const fileBytes = (pem: string) => {
  const decoded = decodeBase64(pem.replace(/-----[^-]+-----/g, ''));
  if (!decoded.ok) throw new Error(decoded.reason);
  return decoded.bytes;
};

describe('ssh-keygen', () => {
  it("writes ssh-keygen's own Ed25519 file, byte for byte, from its seed and check integer", async () => {
    // ssh-keygen -t ed25519 -N '' -C 'test@tooldeck' -f sshed (OpenSSH_9); seed and check integer read out of that file
    const result = await run<Generated>('ssh-keygen', { comment: 'test@tooldeck' }, {
      random: replay('b0bf88ed654b334274a545c09cde16b7433d1bc29d21bfc85c156163ee74a45b', 'e5fb4712'),
    });
    expect(result.privateKey).toBe(`-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDmg03ji0BdKohKkypKDrf8FkMKz163R7Ot1qqZ7vF69AAAAJDl+0cS5ftH
EgAAAAtzc2gtZWQyNTUxOQAAACDmg03ji0BdKohKkypKDrf8FkMKz163R7Ot1qqZ7vF69A
AAAECwv4jtZUszQnSlRcCc3ha3Qz0bwp0hv8hcFWFj7nSkW+aDTeOLQF0qiEqTKkoOt/wW
QwrPXrdHs63Wqpnu8Xr0AAAADXRlc3RAdG9vbGRlY2s=
-----END OPENSSH PRIVATE KEY-----
`);
    // cat sshed.pub; ssh-keygen -l -f sshed.pub
    expect(result.publicKey).toBe('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOaDTeOLQF0qiEqTKkoOt/wWQwrPXrdHs63Wqpnu8Xr0 test@tooldeck');
    expect(result.fingerprint).toBe('SHA256:uAvaQkBwD5Q6zfziuwV7Lc8jKVl4JExOjmmTUhzt0UM');
  });

  it("writes ssh-keygen's own ECDSA P-256 file from its scalar", async () => {
    // ssh-keygen -t ecdsa -b 256 -N '' -C 'ops@tooldeck' -f sshec; the 48 random bytes are its scalar minus one
    // (noble's randomSecretKey maps x to x mod (n-1) + 1), then its check integer
    const result = await run<Generated>('ssh-keygen', { type: 'ecdsa', comment: 'ops@tooldeck' }, {
      random: replay('000000000000000000000000000000000eee901f59f123d6331c7b8c8cc70cf5055c8721d642e8f559d6f287f59c1864', '98d30024'),
    });
    expect(result.privateKey).toBe(`-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAaAAAABNlY2RzYS
1zaGEyLW5pc3RwMjU2AAAACG5pc3RwMjU2AAAAQQQ6pMaN2sLWahSbMit3y17xANy5ujWd
noI0MgUbazNzWwxBPgNJqKx66SarZxhCXmHSOmgYFofVTQnQMVf3J1eWAAAAqJjTACSY0w
AkAAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBDqkxo3awtZqFJsy
K3fLXvEA3Lm6NZ2egjQyBRtrM3NbDEE+A0morHrpJqtnGEJeYdI6aBgWh9VNCdAxV/cnV5
YAAAAgDu6QH1nxI9YzHHuMjMcM9QVchyHWQuj1Wdbyh/WcGGUAAAAMb3BzQHRvb2xkZWNr
AQIDBA==
-----END OPENSSH PRIVATE KEY-----
`);
    expect(result.publicKey).toBe('ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBDqkxo3awtZqFJsyK3fLXvEA3Lm6NZ2egjQyBRtrM3NbDEE+A0morHrpJqtnGEJeYdI6aBgWh9VNCdAxV/cnV5Y= ops@tooldeck');
    expect(result.fingerprint).toBe('SHA256:2THWWyzfolVJ9IXTXgRQ0AbxiGpwxepNfjKqnv8izws');
  });

  // The tool's RSA keys are 3072 bits, which WebCrypto takes seconds to find on a loaded machine; the
  // encoding is the same for any size, so a 1024-bit WebCrypto key goes through the same path here.
  it('writes RSA keys whose numbers hold together (n = pq, ed = 1 mod p-1 and q-1, iqmp·q = 1 mod p)', async () => {
    const pair = (await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair;
    const key = rsaSshKey(await crypto.subtle.exportKey('jwk', pair.privateKey));
    const privateKey = opensshPrivateKey(key.publicBlob, key.privateFields, 'rsa@tooldeck', new Uint8Array([1, 2, 3, 4]));
    const publicKey = sshPublicLine(key.publicBlob, 'rsa@tooldeck');
    const file = fileBytes(privateKey);
    expect(publicKey).toMatch(/^ssh-rsa AAAAB3NzaC1yc2E[A-Za-z0-9+/]+=* rsa@tooldeck$/);
    expect(bytesToHex(fileBytes(publicKey.split(' ')[1]!))).toBe(bytesToHex(publicBlobOfOpensshFile(file, 'key')));
    // the private section follows the public blob: check ints, type, n, e, d, iqmp, p, q, comment
    const reader = new SshReader(file.subarray(15), 'key');
    for (let skip = 0; skip < 3; skip++) reader.string();
    reader.uint32();
    reader.string();
    const section = new SshReader(reader.string(), 'key');
    expect(section.uint32()).toBe(section.uint32());
    expect(section.text()).toBe('ssh-rsa');
    const big = () => BigInt(`0x${bytesToHex(section.string()) || '0'}`);
    const [n, e, d, iqmp, p, q] = [big(), big(), big(), big(), big(), big()];
    expect(section.text()).toBe('rsa@tooldeck');
    expect(n.toString(2).length).toBe(1024);
    expect(e).toBe(65537n);
    expect(p * q).toBe(n);
    expect((e * d) % (p - 1n)).toBe(1n);
    expect((e * d) % (q - 1n)).toBe(1n);
    expect((iqmp * q) % p).toBe(1n);
  });

  it('draws fresh keys each run', async () => {
    const [first, second] = await Promise.all([run<Generated>('ssh-keygen', {}), run<Generated>('ssh-keygen', {})]);
    expect(first.publicKey).not.toBe(second.publicKey);
  });

  it('refuses a comment that would break the line, bad types and extra fields', async () => {
    await expectInvalid('ssh-keygen', { comment: 'a\nb' }, 'comment: must not contain line breaks or other control characters');
    await expectInvalid('ssh-keygen', { type: 'dsa' }, 'type: must be one of ed25519, ecdsa, rsa');
    await expectInvalid('ssh-keygen', { comment: 3 }, 'comment: must be a string, got an integer');
    await expectInvalid('ssh-keygen', { comment: 'x'.repeat(1001) }, 'comment: must be at most 1000 characters');
    await expectInvalid('ssh-keygen', JSON.parse('{"__proto__":{"type":"rsa"}}'), '__proto__: unknown field');
    const longest = await run<Generated>('ssh-keygen', { comment: 'x'.repeat(1000) });
    expect(longest.publicKey.endsWith(` ${'x'.repeat(1000)}`)).toBe(true);
  });
});

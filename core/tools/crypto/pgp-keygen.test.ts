import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface KeygenResult { privateKey: string; publicKey: string; revocationCertificate: string; fingerprint: string; keyId: string; userId: string }
interface KeyInfo { keys: Array<{ fingerprint: string; algorithm: string; bits: number | null; curve: string | null; created: string; expires: string | null; userIds: string[]; isPrivate: boolean; passphraseProtected: boolean | null; subkeys: Array<{ fingerprint: string; keyId: string; algorithm: string; bits: number | null; curve: string | null; expires: string | null }> }> }
interface PgpResult { result: string; valid?: boolean; signers?: string[] }

const NOW = '2024-01-01T00:00:00.000Z';
const zeros = (size: number) => new Uint8Array(size);
const keygen = (input: Record<string, unknown>, random = zeros) => run<KeygenResult>('pgp-keygen', input, { now: NOW, random });
const pgp = (input: Record<string, unknown>, now = NOW) => run<PgpResult>('pgp', input, { now });
const keyInfo = (armored: string) => run<KeyInfo>('pgp-key-info', { armored });
const ANN = { email: 'ann@example.com', name: 'Ann Example' };

/*
 * gpg 2.2 on the example's public key (all-zero random bytes, 2024-01-01), run by hand:
 * gpg --homedir $H --show-keys --with-colons pub.asc
 */
const GPG_SHOW_KEYS = [
  'pub:-:255:22:27038B505A04C3B4:1704067200:::-:::scESC:::::ed25519:::0:',
  'fpr:::::::::FE0E5B34ABD2B96BC968155F27038B505A04C3B4:',
  'uid:-::::1704067200::3D7E217492FBF5A241FF2DE7C07E3B18D12A5839::Ann Example <ann@example.com>::::::::::0:',
  'sub:-:255:18:C7C1567268A41101:1704067200::::::e:::::cv25519::',
  'fpr:::::::::A213ABBDB1EE4DE8B2184B6FC7C1567268A41101:',
];
// gpg --import priv.asc; echo 'signed by gpg' | gpg --faked-system-time 20240102T000000! --clearsign
const GPG_CLEARSIGNED = '-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nsigned by gpg\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQT+Dls0q9K5a8loFV8nA4tQWgTDtAUCZZNSAAAKCRAnA4tQWgTD\ntNHmAP4jvhNuEqNqGgeR19cdEeBNir7Aed/ruFECSDaFhcbMzAEAwXegrDeFVDuX\ngZIc4OKWx4MKoqcb7nrHpGwki7GgQAU=\n=weqt\n-----END PGP SIGNATURE-----\n';
// echo 'to the new key' | gpg --trust-model always -e -r ann@example.com -a (gpg -d on it prints the text back)
const GPG_ENCRYPTED = '-----BEGIN PGP MESSAGE-----\n\nhF4Dx8FWcmikEQESAQdALbTPILFO1q5DkT+WiQ+JepFHuYt/lMBZ4AOJRp1GGCow\n6E35on95VJIe+JvcWOnjm9BBP8jvCKvR9txWalPzM2hTy3cyIuHamfOmKEUpGF8d\n0kAB8CilDpvxtEC3vFWyUl83lI3+lh6f5N4n3ubCgtvLQyW+2ShBHUgn492PeQ67\naezqd1yDpD9mtMXA+j4ZwHq3\n=faRO\n-----END PGP MESSAGE-----\n';

const gpgField = (line: string, index: number) => line.split(':')[index];

describe('pgp-keygen', () => {
  it('makes the key gpg --show-keys describes: Ed25519 [SC] with a cv25519 [E] subkey, no expiry, the user ID', async () => {
    const key = await keygen(ANN);
    const [pub, fpr, uid, sub, subFpr] = GPG_SHOW_KEYS as [string, string, string, string, string];
    expect(key.fingerprint).toBe(gpgField(fpr, 9));
    expect(key.keyId).toBe(gpgField(pub, 4));
    expect(key.userId).toBe(gpgField(uid, 9));
    const [info] = (await keyInfo(key.publicKey)).keys;
    expect(info).toMatchObject({
      fingerprint: gpgField(fpr, 9),
      algorithm: 'eddsaLegacy', // gpg: algorithm 22, ed25519
      curve: 'ed25519Legacy',
      created: new Date(Number(gpgField(pub, 5)) * 1000).toISOString(),
      expires: null, // gpg: no expiry field
      userIds: [gpgField(uid, 9)],
      isPrivate: false,
    });
    expect(info!.subkeys).toEqual([
      expect.objectContaining({ fingerprint: gpgField(subFpr, 9), keyId: gpgField(sub, 4), algorithm: 'ecdh', curve: 'curve25519Legacy', created: NOW, expires: null }), // gpg: 18, cv25519
    ]);
  });

  it('gives the same key for the same random bytes and clock, another for other bytes', async () => {
    const first = await keygen(ANN);
    expect(await keygen(ANN)).toEqual(first);
    const other = await keygen(ANN, (size) => new Uint8Array(size).fill(7));
    expect(other.fingerprint).not.toBe(first.fingerprint);
    expect(other.fingerprint).toMatch(/^[0-9A-F]{40}$/);
  });

  it('its key verifies what gpg signed with it and decrypts what gpg encrypted to it', async () => {
    const key = await keygen(ANN);
    expect(await pgp({ action: 'verify', keys: key.publicKey, text: GPG_CLEARSIGNED }, '2024-01-03T00:00:00.000Z')).toEqual({ result: 'signed by gpg', valid: true, signers: ['27038b505a04c3b4'] });
    expect((await pgp({ action: 'decrypt', keys: key.privateKey, text: GPG_ENCRYPTED })).result).toBe('to the new key\n');
  });

  it('works with the pgp tool: encrypt to it and decrypt, sign and verify', async () => {
    const key = await keygen(ANN, (size) => new Uint8Array(size).fill(42));
    const encrypted = await pgp({ action: 'encrypt', keys: key.publicKey, text: 'héllo 🔐' });
    expect((await pgp({ action: 'decrypt', keys: key.privateKey, text: encrypted.result })).result).toBe('héllo 🔐');
    const signed = await pgp({ action: 'sign', keys: key.privateKey, text: 'signed' });
    expect(await pgp({ action: 'verify', keys: key.publicKey, text: signed.result })).toMatchObject({ valid: true, signers: [key.keyId.toLowerCase()] });
  });

  it('writes a revocation certificate for the key (gpg --import of it marks the key revoked: pub:r:255:22:27038B505A04C3B4)', async () => {
    const key = await keygen(ANN);
    const openpgp = await import('openpgp');
    const publicKey = await openpgp.readKey({ armoredKey: key.publicKey });
    const revoked = await openpgp.revokeKey({ key: publicKey, revocationCertificate: key.revocationCertificate, date: new Date(NOW), format: 'object' });
    expect(await revoked.publicKey.isRevoked(undefined, undefined, new Date(NOW))).toBe(true);
    const other = await keygen(ANN, (size) => new Uint8Array(size).fill(1));
    await expect(openpgp.revokeKey({ key: publicKey, revocationCertificate: other.revocationCertificate, format: 'object' })).rejects.toThrow();
  });

  it('protects the private key with a passphrase, which then unlocks it', async () => {
    const key = await keygen({ ...ANN, passphrase: 'correct horse' });
    expect((await keyInfo(key.privateKey)).keys[0]!.passphraseProtected).toBe(true);
    const signed = await pgp({ action: 'sign', keys: key.privateKey, passphrase: 'correct horse', text: 'locked' });
    expect(await pgp({ action: 'verify', keys: key.publicKey, text: signed.result })).toMatchObject({ valid: true });
    await expectInvalid('pgp', { action: 'sign', keys: key.privateKey, passphrase: 'wrong', text: 'x' }, /^passphrase: does not unlock/);
    expect((await keyInfo((await keygen(ANN)).privateKey)).keys[0]!.passphraseProtected).toBe(false);
  });

  it('writes "<email>" as the user ID without a name; the creation time changes the fingerprint', async () => {
    // gpg --show-keys --with-colons on the second example's public key (2025-06-01), run by hand:
    // pub:-:255:22:73682DCE2644367C:1748736000:…  fpr:::::::::9B5938FB1B969175FAE582E173682DCE2644367C:  uid:…::<bob@example.org>::…
    const key = await run<KeygenResult>('pgp-keygen', { email: 'bob@example.org' }, { now: '2025-06-01T00:00:00.000Z', random: zeros });
    expect(key).toMatchObject({ fingerprint: '9B5938FB1B969175FAE582E173682DCE2644367C', keyId: '73682DCE2644367C', userId: '<bob@example.org>' });
    expect((await keyInfo(key.publicKey)).keys[0]).toMatchObject({ userIds: ['<bob@example.org>'], created: new Date(1748736000 * 1000).toISOString() });
  });

  // Slow (two RSA 4096 prime searches, about 4 s): the one run of the rsa4096 path.
  it('makes RSA 4096 keys', async () => {
    const key = await keygen({ email: 'bob@example.org', type: 'rsa4096' });
    const [info] = (await keyInfo(key.publicKey)).keys;
    expect(info).toMatchObject({ fingerprint: key.fingerprint, algorithm: 'rsaEncryptSign', bits: 4096, userIds: ['<bob@example.org>'], created: NOW });
    expect(info!.subkeys).toEqual([expect.objectContaining({ algorithm: 'rsaEncryptSign', bits: 4096 })]);
  }, 30_000);

  it('refuses bad user IDs, types and bounds, naming the field and never the passphrase', async () => {
    await expectInvalid('pgp-keygen', { email: 'not an address' }, /^email: is not an email address/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com.' }, /^email: is not an email address/);
    await expectInvalid('pgp-keygen', { email: 'a<b@example.com' }, /^email: is not an email address/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', name: 'Eve <eve@example.com>' }, /^name: must not contain < >/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', name: 'Ann\nExample' }, /^name: must not contain/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', name: 'Ann \uD800' }, /^name: contains a lone surrogate/);
    await expectInvalid('pgp-keygen', { email: 'ann\uDC00@example.com' }, /^email: contains a lone surrogate/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', passphrase: 'se\uD800cret' }, /^passphrase: contains a lone surrogate, which UTF-8 cannot encode$/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', type: 'dsa' }, /^type: must be one of ecc, rsa4096/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', passphrase: 'p'.repeat(1001) }, /^passphrase: must be at most 1000 characters/);
    await expectInvalid('pgp-keygen', { email: `${'a'.repeat(250)}@example.com` }, /^email: must be at most 254 characters/);
    await expectInvalid('pgp-keygen', { email: 'ann@example.com', name: 'n'.repeat(257) }, /^name: must be at most 256 characters/);
    await expectInvalid('pgp-keygen', { name: 'Ann' }, /email/);
    await expectInvalid('pgp-keygen', { email: 42 }, /^email: /);
    await expectInvalid('pgp-keygen', JSON.parse('{"email":"ann@example.com","__proto__":{"type":"rsa4096"}}'), /__proto__/);
  });
});

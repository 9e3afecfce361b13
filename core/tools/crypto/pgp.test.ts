import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { PGP_ANN_PASSPHRASE, PGP_ANN_PRIVATE, PGP_ANN_PUBLIC, PGP_CLEARSIGNED_BY_ANN, PGP_MESSAGE_TO_ANN } from '../../../test/crypto-keys.ts';

interface PgpResult { result: string; valid?: boolean; signers?: string[] }
const NOW = '2024-01-01T00:00:00.000Z';
const pgp = (input: Record<string, unknown>) => run<PgpResult>('pgp', input, { now: NOW });
const ANN_KEY_ID = 'b4c519353a80894d'; // gpg --list-keys --with-colons: pub … B4C519353A80894D

describe('pgp', () => {
  it('decrypts what gpg --encrypt made for the key, unlocking it with its passphrase', async () => {
    expect((await pgp({ action: 'decrypt', keys: PGP_ANN_PRIVATE, passphrase: PGP_ANN_PASSPHRASE, text: PGP_MESSAGE_TO_ANN })).result).toBe('hello from gpg\n');
  });

  it('verifies gpg --clearsign output and notices a changed text', async () => {
    expect(await pgp({ action: 'verify', keys: PGP_ANN_PUBLIC, text: PGP_CLEARSIGNED_BY_ANN })).toEqual({ result: 'hello from gpg', valid: true, signers: [ANN_KEY_ID] });
    const changed = PGP_CLEARSIGNED_BY_ANN.replace('hello from gpg', 'hello from eve');
    expect(await pgp({ action: 'verify', keys: PGP_ANN_PUBLIC, text: changed })).toMatchObject({ valid: false, signers: [] });
  });

  it('round-trips: encrypt to the public key, decrypt with the private one; sign, then verify', async () => {
    const encrypted = await pgp({ action: 'encrypt', keys: PGP_ANN_PUBLIC, text: 'héllo 🔐\nsecond line' });
    expect(encrypted.result).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect((await pgp({ action: 'decrypt', keys: PGP_ANN_PRIVATE, passphrase: PGP_ANN_PASSPHRASE, text: encrypted.result })).result).toBe('héllo 🔐\nsecond line');
    const signed = await pgp({ action: 'sign', keys: PGP_ANN_PRIVATE, passphrase: PGP_ANN_PASSPHRASE, text: 'signed by ann' });
    expect(signed.result).toMatch(/^-----BEGIN PGP SIGNED MESSAGE-----/);
    expect(await pgp({ action: 'verify', keys: PGP_ANN_PUBLIC, text: signed.result })).toMatchObject({ valid: true, signers: [ANN_KEY_ID] });
  });

  it('refuses wrong or missing passphrases and keys without echoing them', async () => {
    await expectInvalid('pgp', { action: 'decrypt', keys: PGP_ANN_PRIVATE, passphrase: 'wrong horse', text: PGP_MESSAGE_TO_ANN }, /^passphrase: does not unlock the private key E049A7ECBC23FEC1129BD0FAB4C519353A80894D$/);
    await expectInvalid('pgp', { action: 'sign', keys: PGP_ANN_PRIVATE, text: 'x' }, /^passphrase: the private key E049A7ECBC23FEC1129BD0FAB4C519353A80894D is protected/);
    await expectInvalid('pgp', { action: 'decrypt', keys: PGP_ANN_PUBLIC, text: PGP_MESSAGE_TO_ANN }, 'keys: holds no private key; decrypting and signing need one');
    await expectInvalid('pgp', { action: 'encrypt', keys: 'not a key', text: 'x' }, /^keys: is not an armored OpenPGP key/);
    await expectInvalid('pgp', { action: 'encrypt', keys: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nAAAA\n-----END PGP PUBLIC KEY BLOCK-----', text: 'x' }, /^keys: cannot be read as OpenPGP keys/);
    await expectInvalid('pgp', { action: 'decrypt', keys: PGP_ANN_PRIVATE, passphrase: PGP_ANN_PASSPHRASE, text: 'plain text' }, /^text: is not an armored OpenPGP message/);
    await expectInvalid('pgp', { action: 'verify', keys: PGP_ANN_PUBLIC, text: 'plain text' }, /^text: is not an armored signed OpenPGP message/);
    await expectInvalid('pgp', { action: 'encrypt', keys: PGP_ANN_PUBLIC, text: '\uD800' }, /^text: .*lone surrogate/);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('pgp', { action: 'wrap', keys: PGP_ANN_PUBLIC, text: 'x' }, /^action: must be one of encrypt, decrypt, sign, verify/);
    await expectInvalid('pgp', { action: 'encrypt', keys: '', text: 'x' }, /^keys: /);
    await expectInvalid('pgp', { action: 'encrypt', keys: PGP_ANN_PUBLIC, text: 'x'.repeat(1_000_001) }, /^text: must be at most 1000000 characters/);
    await expectInvalid('pgp', { action: 'sign', keys: PGP_ANN_PRIVATE, text: 'x', passphrase: 'p'.repeat(1001) }, /^passphrase: must be at most 1000 characters/);
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { PGP_ANN_PRIVATE, PGP_ANN_PUBLIC } from '../../../test/crypto-keys.ts';

interface KeyInfo { bits: number | null; fingerprint: string; keyId: string; created: string; expires: string | null; userIds: string[]; isPrivate: boolean; passphraseProtected: boolean | null; curve: string | null; subkeys: KeyInfo[] }
const info = async (armored: string) => (await run<{ keys: KeyInfo[] }>('pgp-key-info', { armored })).keys;

const ANN_AND_BOB = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZHffgBYJKwYBBAHaRw8BAQdAdfwlLV5pD67Kxnt4iODJCU8c/z5XFzsXXL25\nGmLl4JW0HUFubiBFeGFtcGxlIDxhbm5AZXhhbXBsZS5jb20+iJAEExYIADgWIQTg\nSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAIbAwULCQgHAgYVCgkICwIEFgIDAQIe\nAQIXgAAKCRC0xRk1OoCJTUjWAP9wqnmTvquBiOfVSVywwgyxgsKWeup7G7SzNQbp\ncjLNKwD7BE1Wj4iKgVISPpDm55VMF9Be7gqYAHrCV9sQNTw+Zga4OARkd9+AEgor\nBgEEAZdVAQUBAQdA91tgqfN/aCTzKEMXuDVkl1n3CtzRrK974CeASLifZj8DAQgH\niHgEGBYIACAWIQTgSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAIbDAAKCRC0xRk1\nOoCJTT0CAP0Q+gtsdipDtiiJ3H5Vq4ZXqtCjWAIk7DLxqphrH9iAvAEAry5SCrEj\nQBZ9S0NBijJAhbs3aHcUn4SOJzu9hKdInQOZAQ0EZHffgAEIALCMau/GHY0heFI/\nvM+EqzHGGTsHmnBCRPXKWAbGsCuNFYyjN3MUp8SFuPbTn1ByPTk2kT+4Ux4xGBEN\nEtdGf5bT4h2Np6d3aJ4bEPumHkTa5Kt0Q8+0S7OrVsVDlnHXBdCsE5FB4dY+WV4a\nUrKfcK0Nnc8ASNpNu5ZG8f8TY5uyKSQzHQmOqFyyif+LqvqWXHITBCIEDTLLE85J\nBEUqB7DN495n59mETFcaEklOU/Te8zdqzt8VryZTKs8EW+SQVYe3kwjm7z+9h4Eg\nJV5OBMlndtk+AAjZ9BE6aM4+GhjC+FyLZmDP+sOEXVRfBzQ2uqkkNR/o1vsSaffo\nspVtp4UAEQEAAbQdQm9iIEV4YW1wbGUgPGJvYkBleGFtcGxlLm9yZz6JAVQEEwEK\nAD4WIQSsDEGMWoUkTYKmMxKDnQbSdKmlhgUCZHffgAIbAwUJA8RhQAULCQgHAgYV\nCgkICwIEFgIDAQIeAQIXgAAKCRCDnQbSdKmlhh0RCACfXa4vmbIsQhQ6W1HCu4h/\ngUD50quGUTdUaqjrfnMIZQI148o1BnSbYsQB7u1jhUu/WRV9qcrcqPrFEJTyLoN3\nLvgy6oy9Yj/yDJrKIXVcQXTEAjiqL8KjWhS9dNcSVgAevHz/rugfKM0O1RgidiCO\nW5hkTfTb+oO4OvL8t84ThkMVgoVXgI3lk6sCPLiUSMSizXjFP8MMILOr+doQwZFm\nbUnoz+4NWmp0aSj1i5TYVFtlwpIthbxrrRnyZm3HNV/Q9XoEDDeRjl/aI7N7zxnP\n6GhtQEgiw69yw0e15klSKHgpYelAChaH3ufocsLgfZNhIRIXycW/22j10X87sLkM\n=47vC\n-----END PGP PUBLIC KEY BLOCK-----\n";

describe('pgp-key-info', () => {
  // gpg --show-keys --with-colons ann.pub: pub …:B4C519353A80894D:1685577600:…ed25519, fpr E049A7EC…894D,
  // uid "Ann Example <ann@example.com>", sub …:836A44585688ED12:1685577600 cv25519, fpr 8AFEF47C…ED12.
  it('reads what gpg --show-keys shows of a public key', async () => {
    const [key] = await info(PGP_ANN_PUBLIC);
    expect(key).toMatchObject({
      fingerprint: 'E049A7ECBC23FEC1129BD0FAB4C519353A80894D', keyId: 'B4C519353A80894D', created: new Date(1685577600 * 1000).toISOString(), expires: null,
      userIds: ['Ann Example <ann@example.com>'], isPrivate: false, passphraseProtected: null,
    });
    expect(key!.subkeys).toMatchObject([{ fingerprint: '8AFEF47C2A090DCBABC75E55836A44585688ED12', keyId: '836A44585688ED12', curve: 'curve25519Legacy' }]);
  });

  it('describes a private key without its secret, saying it is passphrase-protected', async () => {
    const [key] = await info(PGP_ANN_PRIVATE);
    expect(key).toMatchObject({ fingerprint: 'E049A7ECBC23FEC1129BD0FAB4C519353A80894D', isPrivate: true, passphraseProtected: true });
    expect(JSON.stringify(key)).not.toMatch(/secret|privateParams/i);
  });

  it('describes every key of a block holding several', async () => {
    // gpg --armor --export ann@example.com bob@example.org (Bob: rsa2048, key ID 839D06D274A9A586, expiring 1748779200).
    const keys = await info(ANN_AND_BOB);
    expect(keys.map((key) => key.keyId)).toEqual(['B4C519353A80894D', '839D06D274A9A586']);
    expect(keys[1]).toMatchObject({ bits: 2048, expires: new Date(1748779200 * 1000).toISOString(), subkeys: [] });
  });

  it('refuses what is not an armored key, naming the field', async () => {
    await expectInvalid('pgp-key-info', { armored: 'ssh-ed25519 AAAA' }, /^armored: is not an armored OpenPGP key/);
    await expectInvalid('pgp-key-info', { armored: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nAAAA\n-----END PGP PUBLIC KEY BLOCK-----' }, /^armored: cannot be read as OpenPGP keys/);
    await expectInvalid('pgp-key-info', { armored: PGP_ANN_PUBLIC.replace('mDME', 'mDMF') }, /^armored: cannot be read as OpenPGP keys/);
    await expectInvalid('pgp-key-info', { armored: '' }, /^armored: /);
    await expectInvalid('pgp-key-info', { armored: 'x'.repeat(100_001) }, /^armored: must be at most 100000 characters/);
    await expectInvalid('pgp-key-info', { armored: 5 }, /^armored: must be a string/);
  });
});

import { Type } from '@sinclair/typebox';
import { fingerprintOf, loadOpenpgp, readArmoredKeys, type PgpKey } from '../../lib/pgp.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - Every key of the armored block is described (gpg --show-keys does the same), public or private;
 *   a private key's secret parts are never read or shown, only whether they are passphrase-protected.
 * - Fingerprints and key IDs in uppercase hex, as gpg prints them; times in ISO 8601 (UTC);
 *   expires null when the key never expires. The algorithm is openpgp's name for it (rsaEncryptSign,
 *   eddsaLegacy, ecdh…), with bits for RSA and the curve for elliptic keys.
 * - openpgp is an optional package: without it the tool answers a 400 naming it.
 */

const subkeySchema = closedObject({
  fingerprint: Type.String({ description: 'Fingerprint, uppercase hex' }),
  keyId: Type.String({ description: 'Key ID: the fingerprint\'s last 16 hex digits' }),
  algorithm: Type.String({ description: 'Public-key algorithm (openpgp\'s name)' }),
  bits: Type.Union([Type.Integer(), Type.Null()], { description: 'RSA modulus bits; null for elliptic keys' }),
  curve: Type.Union([Type.String(), Type.Null()], { description: 'Elliptic curve; null for RSA' }),
  created: Type.String({ description: 'Creation time, ISO 8601' }),
  expires: Type.Union([Type.String(), Type.Null()], { description: 'Expiry time, ISO 8601; null when it never expires' }),
});

const keySchema = closedObject({
  ...subkeySchema.properties,
  userIds: Type.Array(Type.String(), { description: 'The user IDs ("Name <email>")' }),
  isPrivate: Type.Boolean({ description: 'Whether the block holds the private key' }),
  passphraseProtected: Type.Union([Type.Boolean(), Type.Null()], { description: 'For a private key, whether its secret is encrypted; null for a public key' }),
  subkeys: Type.Array(subkeySchema, { description: 'The subkeys (encryption, signing…)' }),
});

type Part = Pick<PgpKey, 'getFingerprint' | 'getAlgorithmInfo' | 'getCreationTime' | 'getExpirationTime'>;

async function describePart(part: Part) {
  const fingerprint = part.getFingerprint().toUpperCase();
  const info = part.getAlgorithmInfo() as { algorithm: string; bits?: number; curve?: string };
  const expiry = await part.getExpirationTime();
  return {
    fingerprint,
    keyId: fingerprint.slice(-16),
    algorithm: info.algorithm,
    bits: info.bits ?? null,
    curve: info.curve ?? null,
    created: part.getCreationTime().toISOString(),
    expires: expiry instanceof Date ? expiry.toISOString() : null,
  };
}

async function describeKey(key: PgpKey) {
  const isPrivate = key.isPrivate();
  return {
    ...(await describePart(key)),
    fingerprint: fingerprintOf(key),
    userIds: key.getUserIDs(),
    isPrivate,
    passphraseProtected: isPrivate ? !(key as unknown as { isDecrypted(): boolean }).isDecrypted() : null,
    subkeys: await Promise.all(key.getSubkeys().map((subkey) => describePart(subkey as unknown as Part))),
  };
}

// gpg --armor --export of a throwaway key made for the tests (test/crypto-keys.ts).
const ANN_KEY = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZHffgBYJKwYBBAHaRw8BAQdAdfwlLV5pD67Kxnt4iODJCU8c/z5XFzsXXL25\nGmLl4JW0HUFubiBFeGFtcGxlIDxhbm5AZXhhbXBsZS5jb20+iJAEExYIADgWIQTg\nSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAIbAwULCQgHAgYVCgkICwIEFgIDAQIe\nAQIXgAAKCRC0xRk1OoCJTUjWAP9wqnmTvquBiOfVSVywwgyxgsKWeup7G7SzNQbp\ncjLNKwD7BE1Wj4iKgVISPpDm55VMF9Be7gqYAHrCV9sQNTw+Zga4OARkd9+AEgor\nBgEEAZdVAQUBAQdA91tgqfN/aCTzKEMXuDVkl1n3CtzRrK974CeASLifZj8DAQgH\niHgEGBYIACAWIQTgSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAIbDAAKCRC0xRk1\nOoCJTT0CAP0Q+gtsdipDtiiJ3H5Vq4ZXqtCjWAIk7DLxqphrH9iAvAEAry5SCrEj\nQBZ9S0NBijJAhbs3aHcUn4SOJzu9hKdInQM=\n=WTDz\n-----END PGP PUBLIC KEY BLOCK-----\n';
// gpg --faked-system-time 20230601T000000! --quick-gen-key 'Bob Example <bob@example.org>' rsa2048 default 2025-06-01; --armor --export.
const BOB_KEY = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENBGR334ABCACwjGrvxh2NIXhSP7zPhKsxxhk7B5pwQkT1ylgGxrArjRWMozdz\nFKfEhbj2059Qcj05NpE/uFMeMRgRDRLXRn+W0+Idjaend2ieGxD7ph5E2uSrdEPP\ntEuzq1bFQ5Zx1wXQrBORQeHWPlleGlKyn3CtDZ3PAEjaTbuWRvH/E2ObsikkMx0J\njqhcson/i6r6llxyEwQiBA0yyxPOSQRFKgewzePeZ+fZhExXGhJJTlP03vM3as7f\nFa8mUyrPBFvkkFWHt5MI5u8/vYeBICVeTgTJZ3bZPgAI2fQROmjOPhoYwvhci2Zg\nz/rDhF1UXwc0NrqpJDUf6Nb7Emn36LKVbaeFABEBAAG0HUJvYiBFeGFtcGxlIDxi\nb2JAZXhhbXBsZS5vcmc+iQFUBBMBCgA+FiEErAxBjFqFJE2CpjMSg50G0nSppYYF\nAmR334ACGwMFCQPEYUAFCwkIBwIGFQoJCAsCBBYCAwECHgECF4AACgkQg50G0nSp\npYYdEQgAn12uL5myLEIUOltRwruIf4FA+dKrhlE3VGqo635zCGUCNePKNQZ0m2LE\nAe7tY4VLv1kVfanK3Kj6xRCU8i6Ddy74MuqMvWI/8gyayiF1XEF0xAI4qi/Co1oU\nvXTXElYAHrx8/67oHyjNDtUYInYgjluYZE302/qDuDry/LfOE4ZDFYKFV4CN5ZOr\nAjy4lEjEos14xT/DDCCzq/naEMGRZm1J6M/uDVpqdGko9YuU2FRbZcKSLYW8a60Z\n8mZtxzVf0PV6BAw3kY5f2iOze88Zz+hobUBIIsOvcsNHteZJUih4KWHpQAoWh97n\n6HLC4H2TYSESF8nFv9to9dF/O7C5DA==\n=Hxq9\n-----END PGP PUBLIC KEY BLOCK-----\n';

export default defineTool({
  id: 'pgp-key-info',
  name: 'PGP Key Info',
  category: 'crypto',
  description:
    'Read an armored OpenPGP key block, as gpg --show-keys does: each key\'s fingerprint, key ID, user IDs, algorithm and size, creation and expiry, and its subkeys. Needs the optional package openpgp.',
  keywords: ['gpg --show-keys', 'pgp fingerprint', 'openpgp key', 'gpg key', 'key id', 'public key block', 'gnupg', 'armored key'],
  mcp: true,
  // A 36 kB key with 151 user IDs (each self-signature is checked for the expiry) took 74–430 ms,
  // measured by hand: the schema walk never builds a valid key. 100,000 characters hold more.
  isolate: true,
  input: closedObject({
    armored: Type.String({ minLength: 1, maxLength: 100_000, description: 'The armored key block ("-----BEGIN PGP PUBLIC KEY BLOCK-----" or PRIVATE), at most 100,000 characters' }),
  }),
  output: closedObject({
    keys: Type.Array(keySchema, { description: 'Each key of the block' }),
  }),
  examples: [
    { title: 'A gpg ed25519 key with its cv25519 encryption subkey', input: { armored: ANN_KEY }, output: { keys: [{ fingerprint: 'E049A7ECBC23FEC1129BD0FAB4C519353A80894D', keyId: 'B4C519353A80894D', algorithm: 'eddsaLegacy', bits: null, curve: 'ed25519Legacy', created: '2023-06-01T00:00:00.000Z', expires: null, userIds: ['Ann Example <ann@example.com>'], isPrivate: false, passphraseProtected: null, subkeys: [{ fingerprint: '8AFEF47C2A090DCBABC75E55836A44585688ED12', keyId: '836A44585688ED12', algorithm: 'ecdh', bits: null, curve: 'curve25519Legacy', created: '2023-06-01T00:00:00.000Z', expires: null }] }] } },
    { title: 'An RSA 2048 key that expires', input: { armored: BOB_KEY }, output: { keys: [{ fingerprint: 'AC0C418C5A85244D82A63312839D06D274A9A586', keyId: '839D06D274A9A586', algorithm: 'rsaEncryptSign', bits: 2048, curve: null, created: '2023-06-01T00:00:00.000Z', expires: '2025-06-01T12:00:00.000Z', userIds: ['Bob Example <bob@example.org>'], isPrivate: false, passphraseProtected: null, subkeys: [] }] } },
  ],
  async run({ armored }) {
    const openpgp = await loadOpenpgp();
    const keys = await readArmoredKeys(openpgp, armored, 'armored');
    return { keys: await Promise.all(keys.map(describeKey)) };
  },
});

import { Type } from '@sinclair/typebox';
import { concatBytes } from '../../lib/concat-bytes.ts';
import { lazy } from '../../lib/lazy.ts';
import { fingerprintOf, loadOpenpgp, shortReason, type Openpgp, type PgpKey } from '../../lib/pgp.ts';
import { assertWellFormed, loneSurrogateIndex } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid, type ToolContext } from '../../tool.ts';

/*
 * Decisions (issue 24 gives email and type):
 * - ecc is what gpg makes by default: an Ed25519 signing and certifying primary key with a
 *   Curve25519 encryption subkey, v4 keys. Its key material comes from ctx.random (64 bytes,
 *   expanded with SHA-512 into the Ed25519 seed and the X25519 private key: OpenPGP cannot store
 *   an all-zero secret, which a pinned all-zero source would otherwise give, and a hash of
 *   uniform bytes is uniform). The packets are built here (core/lib/pgp-ecc-packets.ts) and
 *   openpgp signs the user ID, the subkey binding and the revocation certificate with
 *   deterministic EdDSA at ctx.now(), without its random salt notation: a pinned source and
 *   clock give the same key every time, as the examples need.
 * - rsa4096: openpgp generates both RSA 4096 keys (primary and encryption subkey) itself, from
 *   WebCrypto's randomness: a random prime search has nothing to pin.
 * - Keys never expire (openpgp's default; gpg's is 3 years); created and signed at ctx.now().
 * - The user ID is "name <email>", or "<email>" without a name, as openpgp writes it.
 * - A passphrase encrypts the private key with openpgp's default (iterated and salted S2K,
 *   AES-256), whose salt and IV openpgp draws itself: such a key differs on every run.
 * - The revocation certificate is the one openpgp makes with the key (reason: none given).
 * - openpgp is an optional package: without it the tool answers a 400 naming it.
 */

const loadEd25519 = lazy(() => import('@noble/curves/ed25519.js'));
const loadPackets = lazy(() => import('../../lib/pgp-ecc-packets.ts'));

// openpgp's own test for an address in a user ID (util.isEmailAddress), checked here to name the field.
const EMAIL = /^[^\p{C}\p{Z}@<>\\]+@[^\p{C}\p{Z}@<>\\]+[^\p{C}\p{Z}\p{P}]$/u;

interface Generated { privateKey: string; publicKey: string; revocationCertificate: string }

async function eccKey(openpgp: Openpgp, userId: { name?: string; email: string }, passphrase: string, ctx: ToolContext): Promise<Generated> {
  const [{ ed25519, x25519 }, packets] = await Promise.all([loadEd25519(), loadPackets()]);
  const material = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-512', new Uint8Array(ctx.random(64))));
  const seed = material.slice(0, 32);
  const encryptionSecret = material.slice(32);
  const created = ctx.now();
  const binaryKey = concatBytes([
    packets.ed25519SecretKeyPacket(created, seed, ed25519.getPublicKey(seed)),
    packets.curve25519SecretSubkeyPacket(created, encryptionSecret, x25519.getPublicKey(encryptionSecret)),
  ]);
  const privateKey = await openpgp.readPrivateKey({ binaryKey });
  return openpgp.reformatKey({
    privateKey,
    userIDs: [userId],
    date: created,
    format: 'armored',
    ...(passphrase ? { passphrase } : {}),
    config: { nonDeterministicSignaturesViaNotation: false },
  });
}

function rsaKey(openpgp: Openpgp, userId: { name?: string; email: string }, passphrase: string, ctx: ToolContext): Promise<Generated> {
  return openpgp.generateKey({ type: 'rsa', rsaBits: 4096, userIDs: [userId], date: ctx.now(), format: 'armored', ...(passphrase ? { passphrase } : {}) });
}

/** Checked by hand: gpg --show-keys --with-colons on the public key (see the test), gpg --import, --clearsign / --verify, -e / -d, and --import of the revocation certificate. */
const EXAMPLE_ANN = {
  title: 'An ecc key for Ann (examples draw all-zero random bytes, at 2024-01-01)',
  input: { email: 'ann@example.com', name: 'Ann Example' },
  output: {
    privateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nxVgEZZIAgBYJKwYBBAHaRw8BAQdAfmIqBRoow1glGrifVIm+Dk76F48GwogO\n//onk1zzcKgAAP976f2kj0F55hHGmKc8/wn69yhpQx7+5uqtFN4MtEu/ZhMN\nzR1Bbm4gRXhhbXBsZSA8YW5uQGV4YW1wbGUuY29tPsKNBBMWCgA/BYJlkgCA\nAwsJBwkQJwOLUFoEw7QFFQoIDgwEFgACAQIZAQKbAwIeARYhBP4OWzSr0rlr\nyWgVXycDi1BaBMO0AADShQEAhamDRM4zhpPBdW2SjZsv29utsOS3h9exEiTe\nW0YSa58BALA/M0u+HWP2NiH/5zIFIy6PTUzCCqfiU0YvQEjCyQoBx10EZZIA\ngBIKKwYBBAGXVQEFAQEHQFD2+8nO3fhzd6UWxydA0E48zptv0C3SjoFFjntJ\nwVlEAwEIBwAA/0EAwgV0iCviJGr5WrI28gYofevmPF81g3CxjnordT9QDvLC\neAQYFgoAKgWCZZIAgAkQJwOLUFoEw7QCmwwWIQT+Dls0q9K5a8loFV8nA4tQ\nWgTDtAAA+8EA/jG7FUeDeYuRtGDY/DNMcmE/s3uETx9MSgkpAjVG8oymAQCH\n0RiaBhJ3Me4yQh/yseXXFwv7YwqJ/+MeRNb8kbOVBg==\n=nkg/\n-----END PGP PRIVATE KEY BLOCK-----\n',
    publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nxjMEZZIAgBYJKwYBBAHaRw8BAQdAfmIqBRoow1glGrifVIm+Dk76F48GwogO\n//onk1zzcKjNHUFubiBFeGFtcGxlIDxhbm5AZXhhbXBsZS5jb20+wo0EExYK\nAD8FgmWSAIADCwkHCRAnA4tQWgTDtAUVCggODAQWAAIBAhkBApsDAh4BFiEE\n/g5bNKvSuWvJaBVfJwOLUFoEw7QAANKFAQCFqYNEzjOGk8F1bZKNmy/b262w\n5LeH17ESJN5bRhJrnwEAsD8zS74dY/Y2If/nMgUjLo9NTMIKp+JTRi9ASMLJ\nCgHOOARlkgCAEgorBgEEAZdVAQUBAQdAUPb7yc7d+HN3pRbHJ0DQTjzOm2/Q\nLdKOgUWOe0nBWUQDAQgHwngEGBYKACoFgmWSAIAJECcDi1BaBMO0ApsMFiEE\n/g5bNKvSuWvJaBVfJwOLUFoEw7QAAPvBAP4xuxVHg3mLkbRg2PwzTHJhP7N7\nhE8fTEoJKQI1RvKMpgEAh9EYmgYSdzHuMkIf8rHl1xcL+2MKif/jHkTW/JGz\nlQY=\n=iSbu\n-----END PGP PUBLIC KEY BLOCK-----\n',
    revocationCertificate: '-----BEGIN PGP PUBLIC KEY BLOCK-----\nComment: This is a revocation certificate\n\nwngEIBYKACoFgmWSAIAJECcDi1BaBMO0Ap0AFiEE/g5bNKvSuWvJaBVfJwOL\nUFoEw7QAAJgTAP9OLE3TB5G8BCyoLXpt+QSejAset9+lroCBYtLcSMZh+QD+\nLRdMpMewVv2vDsqA3XNJY/mLSJpEF0DaIHyixkq00gI=\n=vTGP\n-----END PGP PUBLIC KEY BLOCK-----\n',
    fingerprint: 'FE0E5B34ABD2B96BC968155F27038B505A04C3B4',
    keyId: '27038B505A04C3B4',
    userId: 'Ann Example <ann@example.com>',
  },
};

/** Checked by hand: gpg --show-keys --with-colons prints fpr 9B5938FB1B969175FAE582E173682DCE2644367C, uid <bob@example.org>; gpg --import, then gpg -e -r bob@example.org | gpg -d gives the text back. */
const EXAMPLE_EMAIL_ONLY = {
  title: 'Only an email, another day (the creation time is part of the fingerprint)',
  now: '2025-06-01T00:00:00.000Z',
  input: { email: 'bob@example.org' },
  output: {
    privateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nxVgEaDuYABYJKwYBBAHaRw8BAQdAfmIqBRoow1glGrifVIm+Dk76F48GwogO\n//onk1zzcKgAAP976f2kj0F55hHGmKc8/wn69yhpQx7+5uqtFN4MtEu/ZhMN\nzRE8Ym9iQGV4YW1wbGUub3JnPsKNBBMWCgA/BYJoO5gAAwsJBwkQc2gtziZE\nNnwFFQoIDgwEFgACAQIZAQKbAwIeARYhBJtZOPsblpF1+uWC4XNoLc4mRDZ8\nAADs8gEA8fqOCwOV39oLaNHwQxmFKJCt9iD462BwWt3kBYrzBYEBAMV9HN/K\nrUUYYHF/G9wlcTU+fY6nbGMew3WydB11vIELx10EaDuYABIKKwYBBAGXVQEF\nAQEHQFD2+8nO3fhzd6UWxydA0E48zptv0C3SjoFFjntJwVlEAwEIBwAA/0EA\nwgV0iCviJGr5WrI28gYofevmPF81g3CxjnordT9QDvLCeAQYFgoAKgWCaDuY\nAAkQc2gtziZENnwCmwwWIQSbWTj7G5aRdfrlguFzaC3OJkQ2fAAAUHEA/3K9\nvZEJa89kjyFAHn9AR9wROUajVNyyfWkKSqoOHmH5AP9EkBXpHWHcihzoLKPE\nH2CubXRgj9rcajZYnwBPvzDmDg==\n=V1Xz\n-----END PGP PRIVATE KEY BLOCK-----\n',
    publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nxjMEaDuYABYJKwYBBAHaRw8BAQdAfmIqBRoow1glGrifVIm+Dk76F48GwogO\n//onk1zzcKjNETxib2JAZXhhbXBsZS5vcmc+wo0EExYKAD8Fgmg7mAADCwkH\nCRBzaC3OJkQ2fAUVCggODAQWAAIBAhkBApsDAh4BFiEEm1k4+xuWkXX65YLh\nc2gtziZENnwAAOzyAQDx+o4LA5Xf2gto0fBDGYUokK32IPjrYHBa3eQFivMF\ngQEAxX0c38qtRRhgcX8b3CVxNT59jqdsYx7DdbJ0HXW8gQvOOARoO5gAEgor\nBgEEAZdVAQUBAQdAUPb7yc7d+HN3pRbHJ0DQTjzOm2/QLdKOgUWOe0nBWUQD\nAQgHwngEGBYKACoFgmg7mAAJEHNoLc4mRDZ8ApsMFiEEm1k4+xuWkXX65YLh\nc2gtziZENnwAAFBxAP9yvb2RCWvPZI8hQB5/QEfcETlGo1Tcsn1pCkqqDh5h\n+QD/RJAV6R1h3Ioc6CyjxB9grm10YI/a3Go2WJ8AT78w5g4=\n=Q70B\n-----END PGP PUBLIC KEY BLOCK-----\n',
    revocationCertificate: '-----BEGIN PGP PUBLIC KEY BLOCK-----\nComment: This is a revocation certificate\n\nwngEIBYKACoFgmg7mAAJEHNoLc4mRDZ8Ap0AFiEEm1k4+xuWkXX65YLhc2gt\nziZENnwAAGK8AP47/RtzYiPjNK4Whr9dBO6eHU6+qHzBfiTvxzGoyRcS9gEA\njCivlAlQ8T6EmgeZJxKYhHpyXA6/ikNl9oW7Pz3gYAE=\n=Wz5i\n-----END PGP PUBLIC KEY BLOCK-----\n',
    fingerprint: '9B5938FB1B969175FAE582E173682DCE2644367C',
    keyId: '73682DCE2644367C',
    userId: '<bob@example.org>',
  },
};

export default defineTool({
  id: 'pgp-keygen',
  name: 'PGP Key Generator',
  category: 'crypto',
  description:
    'Generate an OpenPGP key pair as gpg does: Ed25519 with a Curve25519 encryption subkey (ecc, default) or RSA 4096, for a name and email, optionally protected by a passphrase; the armored private and public keys, a revocation certificate, the fingerprint and key ID. Needs the optional package openpgp.',
  keywords: ['gpg --gen-key', 'gpg --full-generate-key', 'pgp key', 'pgp key pair', 'openpgp key', 'gnupg', 'gpg key', 'ed25519', 'cv25519', 'rsa4096', 'public key block', 'revocation certificate', 'kleopatra'],
  mcp: true,
  deterministic: false,
  isolate: true,
  input: closedObject({
    email: Type.String({ minLength: 3, maxLength: 254, description: 'The email address of the user ID (ann@example.com): at most 254 characters' }),
    name: withDefault(Type.String({ maxLength: 256, description: 'The real name of the user ID: at most 256 characters, no < > or control characters; default none (the user ID is then "<email>")' }), ''),
    type: withDefault(stringEnum(['ecc', 'rsa4096'], { description: 'ecc: Ed25519 with a Curve25519 encryption subkey (default, as gpg); rsa4096: RSA 4096 with an RSA 4096 encryption subkey' }), 'ecc'),
    passphrase: withDefault(Type.String({ maxLength: 1000, description: 'Encrypts the private key when given: at most 1000 characters; default none (unprotected)' }), ''),
  }),
  output: closedObject({
    privateKey: Type.String({ description: 'The armored private key (-----BEGIN PGP PRIVATE KEY BLOCK-----)' }),
    publicKey: Type.String({ description: 'The armored public key, to share (-----BEGIN PGP PUBLIC KEY BLOCK-----)' }),
    revocationCertificate: Type.String({ description: 'An armored revocation certificate: importing it revokes the key; keep it apart from the key' }),
    fingerprint: Type.String({ description: 'The primary key\'s fingerprint, 40 uppercase hex digits as gpg prints it' }),
    keyId: Type.String({ description: 'The key ID: the fingerprint\'s last 16 hex digits' }),
    userId: Type.String({ description: 'The user ID as written in the key' }),
  }),
  examples: [EXAMPLE_ANN, EXAMPLE_EMAIL_ONLY],
  async run({ email, name, type, passphrase }, ctx) {
    assertWellFormed(email, 'email');
    assertWellFormed(name, 'name');
    if (!EMAIL.test(email)) invalid('email: is not an email address (one @, no spaces, < > or backslashes)');
    if (/[<>\p{Cc}\u2028\u2029]/u.test(name)) invalid('name: must not contain < > or control characters');
    // Not assertWellFormed: its message names the code unit and where it is, a piece of the secret.
    if (loneSurrogateIndex(passphrase) >= 0) invalid('passphrase: contains a lone surrogate, which UTF-8 cannot encode');
    const openpgp = await loadOpenpgp();
    const userId = name.trim() ? { name: name.trim(), email } : { email };
    let generated: Generated;
    try {
      generated = type === 'ecc' ? await eccKey(openpgp, userId, passphrase, ctx) : await rsaKey(openpgp, userId, passphrase, ctx);
    } catch (error) {
      // openpgp refuses what the checks above let through only on a bug; its reason names no secret.
      return invalid(`email: openpgp cannot make a key for this user ID${shortReason(error)}`);
    }
    const key: PgpKey = await openpgp.readKey({ armoredKey: generated.publicKey });
    const fingerprint = fingerprintOf(key);
    return {
      privateKey: generated.privateKey,
      publicKey: generated.publicKey,
      revocationCertificate: generated.revocationCertificate,
      fingerprint,
      keyId: fingerprint.slice(-16),
      userId: key.getUserIDs()[0] ?? '',
    };
  },
});

/**
 * What the PGP tools (pgp, pgp-keygen, pgp-key-info) share: openpgp, loaded on first run as an
 * optional package (core/lib/optional-package.ts), and reading armored keys with errors that name
 * the field and never echo the key or passphrase.
 */
import { invalid } from '../errors.ts';
import { lazyOptional } from './optional-package.ts';

export const loadOpenpgp = lazyOptional('openpgp', () => import('openpgp'));

export type Openpgp = Awaited<ReturnType<typeof loadOpenpgp>>;
export type PgpKey = Awaited<ReturnType<Openpgp['readKeys']>>[number];

/** Every key in an armored block (one or several keys, public or private). */
export async function readArmoredKeys(openpgp: Openpgp, armored: string, field: string): Promise<PgpKey[]> {
  if (!armored.includes('-----BEGIN PGP')) invalid(`${field}: is not an armored OpenPGP key ("-----BEGIN PGP PUBLIC KEY BLOCK-----" or PRIVATE)`);
  try {
    return await openpgp.readKeys({ armoredKeys: armored.trim() });
  } catch (error) {
    return invalid(`${field}: cannot be read as OpenPGP keys${shortReason(error)}`);
  }
}

/** openpgp's own reason, when short: it names packets and formats, never key material. */
export function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message.replace(/\s+/g, ' ') : '';
  return message && message.length <= 160 ? ` (${message})` : '';
}

/** Hex of a key's fingerprint, uppercase as gpg prints it. */
export const fingerprintOf = (key: PgpKey): string => key.getFingerprint().toUpperCase();

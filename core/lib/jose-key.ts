/**
 * The key of a JWT tool (jwt-sign, jwt-verify), read from the one text field users paste it in: an
 * HMAC secret (its UTF-8 bytes), a PEM (PKCS#8 private key, SPKI public key or X.509 certificate)
 * or a JWK, imported through jose for one JWS algorithm. Errors name the field and what is wrong,
 * never the key's text. RSA keys are held to 4096 bits: a bigger one (the field admits 16384-bit
 * PEMs) makes one signature cost seconds.
 */
import { lazy } from './lazy.ts';
import { assertWellFormed, utf8Encode } from './utf8.ts';
import { invalid } from '../errors.ts';

export const JWS_ALGORITHMS = [
  'HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA',
] as const;
export type JwsAlgorithm = (typeof JWS_ALGORITHMS)[number];

export const MAX_RSA_BITS = 4096;

export const loadJose = lazy(() => import('jose'));

type Use = 'sign' | 'verify';

const PEM_LABEL = /^-----BEGIN ([A-Z0-9 ]+)-----/;

/** A JWK's members, or undefined when `text` is not a JSON object. */
function parseJwk(text: string, field: string): Record<string, unknown> | undefined {
  if (!text.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    invalid(`${field}: starts with "{" but is not valid JSON (a JWK was expected)`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) invalid(`${field}: is not a JSON object (a JWK was expected)`);
  const jwk = parsed as Record<string, unknown>;
  if (typeof jwk.kty !== 'string') invalid(`${field}: the JWK has no "kty" member`);
  return jwk;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  // jose's and WebCrypto's messages name algorithms and formats, never key bytes; kept short anyway.
  return message && message.length < 200 ? ` (${message})` : '';
}

/** Imports `text` as the key `alg` signs (use "sign") or verifies with (use "verify"). */
export async function importJwsKey(text: string, alg: JwsAlgorithm, use: Use, field = 'key'): Promise<CryptoKey | Uint8Array> {
  assertWellFormed(text, field);
  const trimmed = text.trim();
  const jose = await loadJose();
  const jwk = parseJwk(trimmed, field);
  if (alg.startsWith('HS')) {
    if (jwk) {
      if (jwk.kty !== 'oct') invalid(`${field}: ${alg} takes a secret or an "oct" JWK, not a "${String(jwk.kty)}" JWK`);
      return importOrRefuse(() => jose.importJWK(jwk as never, alg) as Promise<CryptoKey | Uint8Array>, field, alg);
    }
    if (PEM_LABEL.test(trimmed)) invalid(`${field}: ${alg} takes a shared secret, not a PEM key; choose an RS, PS, ES or EdDSA algorithm for it`);
    if (text.length === 0) invalid(`${field}: the ${alg} secret is empty`);
    return utf8Encode(text, field);
  }
  let key: CryptoKey;
  if (jwk) {
    if (jwk.kty === 'oct') invalid(`${field}: an "oct" JWK is an HMAC secret; ${alg} needs an asymmetric key`);
    const hasPrivatePart = 'd' in jwk;
    if (use === 'sign' && !hasPrivatePart) invalid(`${field}: this JWK holds no private part ("d"); signing needs the private key`);
    // Verifying with a private JWK: its public members are the public key.
    const publicJwk = use === 'verify' && hasPrivatePart ? withoutPrivateMembers(jwk) : jwk;
    key = (await importOrRefuse(() => jose.importJWK(publicJwk as never, alg), field, alg)) as CryptoKey;
  } else {
    const label = PEM_LABEL.exec(trimmed)?.[1];
    if (label === undefined) invalid(`${field}: ${alg} needs a PEM key or a JWK; this is neither`);
    key = await importPem(jose, trimmed, label, alg, use, field);
  }
  const bits = (key.algorithm as { modulusLength?: number }).modulusLength;
  if (bits !== undefined && bits > MAX_RSA_BITS) invalid(`${field}: the RSA key has ${bits} bits; at most ${MAX_RSA_BITS} are accepted`);
  return key;
}

function withoutPrivateMembers(jwk: Record<string, unknown>): Record<string, unknown> {
  const publicJwk: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(jwk)) if (!['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'key_ops'].includes(name)) publicJwk[name] = value;
  return publicJwk;
}

async function importPem(jose: Awaited<ReturnType<typeof loadJose>>, pem: string, label: string, alg: JwsAlgorithm, use: Use, field: string): Promise<CryptoKey> {
  if (label === 'RSA PRIVATE KEY' || label === 'EC PRIVATE KEY' || label === 'ENCRYPTED PRIVATE KEY') {
    const convert = label === 'ENCRYPTED PRIVATE KEY' ? 'decrypt it first (openssl pkcs8 -in key.pem)' : 'convert it to PKCS#8 ("BEGIN PRIVATE KEY"; openssl pkcs8 -topk8 -nocrypt -in key.pem)';
    invalid(`${field}: a "${label}" PEM is not read here; ${convert}`);
  }
  if (label === 'PRIVATE KEY') {
    if (use === 'verify') invalid(`${field}: is a private key; verifying takes the public key (a "PUBLIC KEY" PEM, a certificate or a JWK)`);
    return importOrRefuse(() => jose.importPKCS8(pem, alg), field, alg);
  }
  if (use === 'sign') invalid(`${field}: signing needs the private key (a "PRIVATE KEY" PEM or a private JWK), not a "${label}" PEM`);
  if (label === 'PUBLIC KEY') return importOrRefuse(() => jose.importSPKI(pem, alg), field, alg);
  if (label === 'CERTIFICATE') return importOrRefuse(() => jose.importX509(pem, alg), field, alg);
  if (label === 'RSA PUBLIC KEY') invalid(`${field}: a "RSA PUBLIC KEY" (PKCS#1) PEM is not read here; give the SPKI "PUBLIC KEY" form (openssl rsa -RSAPublicKey_in -pubout)`);
  return invalid(`${field}: a "${label}" PEM is not a key ${alg} can use`);
}

async function importOrRefuse<T>(load: () => Promise<T>, field: string, alg: JwsAlgorithm): Promise<T> {
  try {
    return await load();
  } catch (error) {
    return invalid(`${field}: is not a valid ${alg} key${describe(error)}`);
  }
}

import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives key and to):
 * - Reads PKCS#8 (PRIVATE KEY), SPKI (PUBLIC KEY), PKCS#1 (RSA PRIVATE/PUBLIC KEY), SEC1 (EC PRIVATE
 *   KEY), bare Base64 DER of any of them, and JWK; RSA, EC (P-256/384/521, secp256k1), Ed25519 and
 *   X25519. Encrypted PEM is refused with the openssl command that decrypts it.
 * - to: pem and pkcs8 both give PKCS#8 for a private key and SPKI for a public one (what openssl
 *   pkey writes); der the same as Base64; pkcs1 gives RSA PRIVATE/PUBLIC KEY, and for a private EC
 *   key the SEC1 EC PRIVATE KEY (openssl's "traditional" form); jwk JSON text; openssh the
 *   authorized_keys line, or an unencrypted openssh-key-v1 file whose check integer comes from the
 *   key itself, so the same key always converts to the same file.
 * - public_only: give the public half of a private key (openssl pkey -pubout).
 */

const loadModel = lazy(() => import('../../lib/key-model.ts'));
const loadPem = lazy(() => import('../../lib/pem.ts'));

const LABELS = ['PRIVATE KEY', 'PUBLIC KEY', 'RSA PRIVATE KEY', 'RSA PUBLIC KEY', 'EC PRIVATE KEY'];

/** openssl genpkey -algorithm ed25519; x checked by hand with openssl pkey -pubout (its last 32 bytes). */
const ED25519_KEY = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIA/vOv6ieRczADbz++WS8wlPosEKT51zn5QZccneM4RV
-----END PRIVATE KEY-----
`;

const EXAMPLE_TO_JWK = {
  title: 'Ed25519 PKCS#8 to JWK',
  input: { key: ED25519_KEY, to: 'jwk' as const },
  output: { result: '{"kty":"OKP","crv":"Ed25519","x":"HeYetkXQ4nsbSEdzq3mQnURTFqqK2vrBsSglNs8CASk","d":"D-86_qJ5FzMANvP75ZLzCU-iwQpPnXOflBlxyd4zhFU"}', keyType: 'Ed25519 (256 bits)', private: true },
};
/** ssh-keygen -y on this key converted to an OpenSSH file prints the same line. */
const EXAMPLE_TO_OPENSSH = {
  title: 'Its public key as an OpenSSH line',
  input: { key: ED25519_KEY, to: 'openssh' as const, public_only: true },
  output: { result: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3mHrZF0OJ7G0hHc6t5kJ1EUxaqitr6wbEoJTbPAgEp', keyType: 'Ed25519 (256 bits)', private: false },
};

export default defineTool({
  id: 'pem-convert',
  name: 'Key Format Converter',
  category: 'crypto',
  description: 'Convert RSA, EC, Ed25519 and X25519 keys between PEM (PKCS#8, SPKI, PKCS#1, SEC1), DER, JWK and OpenSSH, or take the public key out of a private one.',
  keywords: ['pem to jwk', 'jwk to pem', 'pkcs1 to pkcs8', 'pkcs8', 'pkcs#1', 'spki', 'der', 'openssl pkey', 'openssl rsa', 'ssh-keygen -i', 'rsa private key', 'public key', 'key converter', 'sec1'],
  mcp: true,
  // its worst input (many-short-lines) took 113.9 ms inline (137.3 ms for words): never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    key: Type.String({ minLength: 1, maxLength: 100_000, description: 'The key: PEM, Base64 DER or a JWK (JSON), at most 100,000 characters' }),
    to: stringEnum(['pem', 'der', 'jwk', 'pkcs1', 'pkcs8', 'openssh'], { description: 'Target format: pem/pkcs8 (PKCS#8 or SPKI), der (the same as Base64), jwk, pkcs1 (RSA; SEC1 for EC private keys) or openssh' }),
    public_only: withDefault(Type.Boolean({ description: 'Convert only the public half of a private key (default false)' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'The converted key' }),
    keyType: Type.String({ description: 'RSA, EC P-256…, Ed25519 or X25519, with the size in bits' }),
    private: Type.Boolean({ description: 'Whether the result holds the private key' }),
  }),
  examples: [EXAMPLE_TO_JWK, EXAMPLE_TO_OPENSSH],
  async run({ key, to, public_only }) {
    const [model, pem] = await Promise.all([loadModel(), loadPem()]);
    const trimmed = key.trim();
    let parsed;
    if (trimmed.startsWith('{')) parsed = model.keyFromJwk(trimmed, 'key');
    else {
      const block = pem.derFromText(key, 'key', LABELS);
      parsed = model.keyFromDer(block.bytes, block.label, 'key');
    }
    const wantPrivate = model.isPrivate(parsed) && !public_only;
    const keyType = `${parsed.type === 'EC' ? `EC ${parsed.curve}` : parsed.type} (${model.keyBits(parsed)} bits)`;
    let result: string;
    if (to === 'jwk') result = JSON.stringify(model.jwkOf(parsed, wantPrivate));
    else if (to === 'openssh') result = model.openssh(parsed, wantPrivate);
    else if (to === 'pkcs1') {
      const { label, der } = model.traditionalDer(parsed, wantPrivate);
      result = pem.toPem(label, der);
    } else {
      const der = wantPrivate ? model.pkcs8Der(parsed) : model.spkiDer(parsed);
      result = to === 'der' ? (await import('../../lib/base64.ts')).bytesToBase64(der) : pem.toPem(wantPrivate ? 'PRIVATE KEY' : 'PUBLIC KEY', der);
    }
    return { result, keyType, private: wantPrivate };
  },
});

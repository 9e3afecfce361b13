/** Output schemas the certificate and request tools share. */
import { Type } from '@sinclair/typebox';
import { closedObject } from '../schema.ts';

export const nameAttributesSchema = (what: string) =>
  Type.Array(closedObject({ type: Type.String({ description: 'Attribute type (CN, O, C…) or its OID' }), value: Type.String({ description: 'Attribute value' }) }), {
    description: `The ${what}'s attributes in certificate order`,
  });

export const publicKeySchema = closedObject(
  {
    algorithm: Type.String({ description: 'RSA, EC, Ed25519, X25519… (or the OID)' }),
    bits: Type.Integer({ description: 'Key size in bits' }),
    curve: Type.Optional(Type.String({ description: 'The named curve of an EC key (OpenSSL name: prime256v1, secp384r1…)' })),
    pinSha256: Type.String({ description: 'Base64 SHA-256 of the SubjectPublicKeyInfo (the pin-sha256 of key pinning)' }),
  },
  { description: 'The subject public key' },
);

export const extensionsSchema = Type.Array(
  closedObject({
    oid: Type.String({ description: 'Extension OID' }),
    name: Type.String({ description: 'OpenSSL name of the extension, or its OID' }),
    critical: Type.Boolean({ description: 'Whether the extension is marked critical' }),
    value: Type.String({ description: 'The value as openssl -text prints it; colon hex when the extension is not one it names' }),
  }),
  { description: 'The extensions in order' },
);

export const sansSchema = Type.Array(Type.String(), { description: 'Subject alternative names with OpenSSL prefixes (DNS:, IP Address:, email:, URI:)' });

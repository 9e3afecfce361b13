/**
 * Names of the object identifiers certificates, requests and keys carry, as OpenSSL prints them
 * (its short names for name attributes, long names elsewhere), so a decoded certificate reads
 * like `openssl x509 -text`. An OID missing here is shown in dotted form.
 */

/** Distinguished-name attribute types (RFC 5280 §4.1.2.4, RFC 4519), by OpenSSL's short names. */
export const NAME_ATTRIBUTES: Record<string, string> = {
  '2.5.4.3': 'CN', '2.5.4.4': 'SN', '2.5.4.5': 'serialNumber', '2.5.4.6': 'C', '2.5.4.7': 'L', '2.5.4.8': 'ST',
  '2.5.4.9': 'street', '2.5.4.10': 'O', '2.5.4.11': 'OU', '2.5.4.12': 'title', '2.5.4.15': 'businessCategory',
  '2.5.4.17': 'postalCode', '2.5.4.42': 'GN', '2.5.4.43': 'initials', '2.5.4.46': 'dnQualifier', '2.5.4.65': 'pseudonym',
  '2.5.4.97': 'organizationIdentifier', '1.2.840.113549.1.9.1': 'emailAddress', '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC', '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST', '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
};

export const ALGORITHMS: Record<string, string> = {
  '1.2.840.113549.1.1.1': 'rsaEncryption', '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption', '1.2.840.113549.1.1.10': 'rsassaPss',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption', '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption', '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '1.2.840.10045.2.1': 'id-ecPublicKey', '1.2.840.10045.4.1': 'ecdsa-with-SHA1', '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256', '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384', '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.3.101.110': 'X25519', '1.3.101.111': 'X448', '1.3.101.112': 'ED25519', '1.3.101.113': 'ED448',
  '1.2.840.10040.4.1': 'dsaEncryption', '1.2.840.10040.4.3': 'dsa-with-SHA1', '2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256',
  '2.16.840.1.101.3.4.2.1': 'sha256', '2.16.840.1.101.3.4.2.2': 'sha384', '2.16.840.1.101.3.4.2.3': 'sha512', '1.3.14.3.2.26': 'sha1',
};

/** Named elliptic curves, by the names OpenSSL gives them (NIST names in brackets there). */
export const CURVES: Record<string, string> = {
  '1.2.840.10045.3.1.7': 'prime256v1', '1.3.132.0.34': 'secp384r1', '1.3.132.0.35': 'secp521r1', '1.3.132.0.10': 'secp256k1',
  '1.2.840.10045.3.1.1': 'prime192v1', '1.3.132.0.33': 'secp224r1', '1.3.36.3.3.2.8.1.1.7': 'brainpoolP256r1',
  '1.3.36.3.3.2.8.1.1.11': 'brainpoolP384r1', '1.3.36.3.3.2.8.1.1.13': 'brainpoolP512r1',
};

export const EXTENSIONS: Record<string, string> = {
  '2.5.29.14': 'subjectKeyIdentifier', '2.5.29.15': 'keyUsage', '2.5.29.17': 'subjectAltName', '2.5.29.18': 'issuerAltName',
  '2.5.29.19': 'basicConstraints', '2.5.29.30': 'nameConstraints', '2.5.29.31': 'crlDistributionPoints',
  '2.5.29.32': 'certificatePolicies', '2.5.29.35': 'authorityKeyIdentifier', '2.5.29.37': 'extendedKeyUsage',
  '1.3.6.1.5.5.7.1.1': 'authorityInfoAccess', '1.3.6.1.4.1.11129.2.4.2': 'ctPrecertificateSCTs',
  '1.3.6.1.5.5.7.1.24': 'tlsFeature', '2.5.29.36': 'policyConstraints', '2.5.29.54': 'inhibitAnyPolicy',
};

export const EXTENDED_KEY_USAGES: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication', '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing', '1.3.6.1.5.5.7.3.4': 'E-mail Protection', '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing', '2.5.29.37.0': 'Any Extended Key Usage', '1.3.6.1.4.1.311.10.3.12': 'Microsoft Document Signing',
};

/** Everything above and a few more containers' OIDs, for a generic ASN.1 dump. */
export const ALL_OID_NAMES: Record<string, string> = {
  ...NAME_ATTRIBUTES, ...ALGORITHMS, ...CURVES, ...EXTENSIONS, ...EXTENDED_KEY_USAGES,
  '1.2.840.113549.1.7.1': 'pkcs7-data', '1.2.840.113549.1.7.2': 'pkcs7-signedData', '1.2.840.113549.1.9.14': 'extensionRequest',
  '1.2.840.113549.1.9.7': 'challengePassword', '1.2.840.113549.1.5.13': 'PBES2', '1.2.840.113549.1.5.12': 'PBKDF2',
  '2.16.840.1.101.3.4.1.42': 'aes-256-cbc', '1.3.6.1.5.5.7.48.1': 'OCSP', '1.3.6.1.5.5.7.48.2': 'caIssuers',
  '2.23.140.1.2.1': 'domain-validated', '2.23.140.1.2.2': 'organization-validated', '2.5.29.32.0': 'anyPolicy',
};

/** The name OpenSSL gives `oid`, or the OID itself. */
export function oidName(oid: string, table: Record<string, string> = ALL_OID_NAMES): string {
  return Object.hasOwn(table, oid) ? table[oid]! : oid;
}

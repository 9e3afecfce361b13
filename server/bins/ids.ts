/**
 * Bin ids: the only key to a bin (spec, Authentication 3), so 128 random bits from the
 * platform's CSPRNG, written base64url without padding (22 characters, safe in a URL path).
 */

const ID_BYTES = 16;
/** The one spelling an id has: anything else (percent-escapes, dots, a longer string) names no bin. */
const BIN_ID = /^[A-Za-z0-9_-]{22}$/;

export function newBinId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_BYTES));
  return Buffer.from(bytes).toString('base64url');
}

export function isBinId(value: string): boolean {
  return BIN_ID.test(value);
}

/**
 * How many leading bytes of `bytes` decode in `encoding` (a TextDecoder label) without error: the
 * offset of the first undecodable byte, or the length when the bytes decode but end inside a
 * character. For error messages only, so it runs on the failure path: decoding ever longer prefixes
 * would be quadratic, so it halves the range, decoding each prefix as a stream (which lets a prefix
 * end in the middle of a character) with a fresh decoder, since a streaming one keeps a cut character.
 */
export function decodablePrefixLength(bytes: Uint8Array, encoding: string): number {
  const decodes = (end: number) => {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (decodes(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

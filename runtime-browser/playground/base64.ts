/** Base64 and Base64url over bytes, for links, file pickers and previews (btoa takes Latin-1 only). */

/** btoa/atob take a "binary string"; build it in slices, since spreading a large array overflows the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** Undefined when `text` is not Base64. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
}

export function textToBase64Url(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function base64UrlToText(encoded: string): string | undefined {
  const bytes = base64ToBytes(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  if (!bytes) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

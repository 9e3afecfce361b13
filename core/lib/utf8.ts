/** UTF-8 at the edges of tools: strict both ways, so nothing is silently replaced by U+FFFD. */
import { invalid } from '../errors.ts';

const encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF as text: decoding must give back exactly what was encoded.
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The position of the first lone surrogate, or -1 when `text` is well-formed UTF-16. */
export function loneSurrogateIndex(text: string): number {
  if (text.isWellFormed()) return -1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return i;
    }
  }
  return -1;
}

/** Refuses text that UTF-8 cannot represent (a lone surrogate), naming the field and position. */
export function assertWellFormed(text: string, field: string): void {
  const at = loneSurrogateIndex(text);
  if (at >= 0) {
    const unit = text.charCodeAt(at).toString(16).toUpperCase();
    invalid(`${field}: contains a lone surrogate (U+${unit}) at index ${at}, which UTF-8 cannot encode`);
  }
}

/** UTF-8 bytes of `text`, refusing lone surrogates instead of replacing them. */
export function utf8Encode(text: string, field: string): Uint8Array {
  assertWellFormed(text, field);
  return encoder.encode(text);
}

/** Text of UTF-8 `bytes`, or undefined when they are not valid UTF-8. */
export function utf8Decode(bytes: Uint8Array): string | undefined {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return undefined;
  }
}

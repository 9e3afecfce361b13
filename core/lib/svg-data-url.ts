/** An SVG document as a data: URL (base64 of its UTF-8), for <img src> and CSS url() without a file. */
import { bytesToBase64 } from './base64.ts';

const utf8 = new TextEncoder();

export function svgDataUrl(svg: string): string {
  // Base64 rather than percent-encoding: the result is one opaque token, with no quote or
  // parenthesis that could end the attribute or url() it is pasted into.
  return `data:image/svg+xml;base64,${bytesToBase64(utf8.encode(svg))}`;
}

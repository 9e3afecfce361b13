/** Reads a picked file into Base64, the form byte fields (PDFs, images) take in JSON. */
import { bytesToBase64 } from './base64.ts';

export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

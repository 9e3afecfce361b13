/**
 * A PNG's declared size, read for the tests on their own (nothing of png.ts): the signature,
 * then the IHDR chunk, whose width and height are bytes 16–19 and 20–23, big-endian (PNG spec §11.2.2).
 */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngDimensions(png: Uint8Array): { width: number; height: number } {
  SIGNATURE.forEach((byte, index) => {
    if (png[index] !== byte) throw new Error(`not a PNG: byte ${index} is ${png[index]}`);
  });
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') throw new Error('first chunk is not IHDR');
  const be32 = (offset: number): number => ((png[offset]! << 24) | (png[offset + 1]! << 16) | (png[offset + 2]! << 8) | png[offset + 3]!) >>> 0;
  return { width: be32(16), height: be32(20) };
}

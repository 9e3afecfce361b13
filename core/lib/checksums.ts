/**
 * Small non-cryptographic checksums hash-wasm lacks, written out from their specifications:
 * CRC-16/ARC (the Rocksoft catalogue's "CRC-16", crcmod's crc-16), Fletcher-16 and Fletcher-32
 * (Fletcher 1982, as Wikipedia gives them: Fletcher-32 over little-endian 16-bit words, an odd
 * last byte padded with zero) and MurmurHash3 x86_32 (Appleby's SMHasher). Each is one pass over
 * the bytes, so a 10 MB file stays linear.
 */

const CRC16_ARC_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

/** CRC-16/ARC: polynomial 0x8005 reflected, initial 0, no final xor. */
export function crc16Arc(data: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < data.length; i++) crc = (crc >>> 8) ^ CRC16_ARC_TABLE[(crc ^ data[i]!) & 0xff]!;
  return crc;
}

/** Fletcher-16 over bytes, sums modulo 255. Reduced every 5802 bytes, before a 32-bit sum can overflow. */
export function fletcher16(data: Uint8Array): number {
  let sum1 = 0;
  let sum2 = 0;
  for (let start = 0; start < data.length; start += 5802) {
    const end = Math.min(start + 5802, data.length);
    for (let i = start; i < end; i++) {
      sum1 += data[i]!;
      sum2 += sum1;
    }
    sum1 %= 255;
    sum2 %= 255;
  }
  return (sum2 << 8) | sum1;
}

/** Fletcher-32 over little-endian 16-bit words, sums modulo 65535; reduced every 359 words. */
export function fletcher32(data: Uint8Array): number {
  let sum1 = 0;
  let sum2 = 0;
  const words = Math.ceil(data.length / 2);
  for (let start = 0; start < words; start += 359) {
    const end = Math.min(start + 359, words);
    for (let w = start; w < end; w++) {
      sum1 += data[2 * w]! | ((data[2 * w + 1] ?? 0) << 8);
      sum2 += sum1;
    }
    sum1 %= 65535;
    sum2 %= 65535;
  }
  return ((sum2 << 16) | sum1) >>> 0;
}

/** MurmurHash3 x86_32 of the bytes under a 32-bit seed. */
export function murmur3x86_32(data: Uint8Array, seed: number): number {
  const c1 = 0xcc9e2d51;
  const c2 = 0x1b873593;
  let h = seed >>> 0;
  const blocks = data.length & ~3;
  for (let i = 0; i < blocks; i += 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(k, c1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, c2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let k = 0;
  switch (data.length & 3) {
    case 3:
      k ^= data[blocks + 2]! << 16;
    // falls through
    case 2:
      k ^= data[blocks + 1]! << 8;
    // falls through
    case 1:
      k ^= data[blocks]!;
      k = Math.imul(k, c1);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, c2);
      h ^= k;
  }
  h ^= data.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

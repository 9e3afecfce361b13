import { Type } from '@sinclair/typebox';
import type { IHasher } from 'hash-wasm';
import { binaryInput, textOrBinaryBytes } from '../../lib/binary-field.ts';
import { digestHex, HASH_WASM_FACTORIES, type HashAlgorithm } from '../../lib/hashing.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue lists the families):
 * - Every digest at once, in a fixed order: MD5, SHA-1 and SHA-2 through core/lib/hashing.ts (native
 *   where the runtime has it), the rest through hash-wasm: SHA-3, the original Keccak (Ethereum's
 *   keccak256 is Keccak-256), BLAKE2b-512, BLAKE2s-256, BLAKE3-256, RIPEMD-160, Whirlpool, SM3.
 * - The result is a list of { algorithm, hex } rather than an object keyed by name, so names like
 *   "SHA3-256" stay as users know them and the order stays the table's order.
 * - Input is `text` (its UTF-8 bytes) or `bin` (a file in Base64), exactly one.
 * - `algorithms` limits the answer to some digests (rhash --sha256), for who wants one digest of a
 *   file: the table's names exactly, an enum that OpenAPI and MCP clients can list and the
 *   playground shows as a multiple choice; a set, so a name given twice is refused, and the answer
 *   keeps the table's order.
 * - isolate: twenty digests of a 10 MB file take far more than 50 ms.
 */

type HashWasm = typeof import('hash-wasm');
const loadHashWasm = lazy(() => import('hash-wasm'));

/** The digests only hash-wasm serves; the others (MD5, SHA-1, SHA-256, SHA-512) go through core/lib/hashing.ts, native where the runtime has it. */
const WASM_ONLY = new Map<string, (lib: HashWasm) => Promise<IHasher>>([
  ['SHA-224', (lib) => lib.createSHA224()],
  ['SHA-384', (lib) => lib.createSHA384()],
  ['SHA3-224', (lib) => lib.createSHA3(224)],
  ['SHA3-256', (lib) => lib.createSHA3(256)],
  ['SHA3-384', (lib) => lib.createSHA3(384)],
  ['SHA3-512', (lib) => lib.createSHA3(512)],
  ['Keccak-224', (lib) => lib.createKeccak(224)],
  ['Keccak-256', (lib) => lib.createKeccak(256)],
  ['Keccak-384', (lib) => lib.createKeccak(384)],
  ['Keccak-512', (lib) => lib.createKeccak(512)],
  ['BLAKE2b-512', (lib) => lib.createBLAKE2b(512)],
  ['BLAKE2s-256', (lib) => lib.createBLAKE2s(256)],
  ['BLAKE3-256', (lib) => lib.createBLAKE3(256)],
  ['RIPEMD-160', (lib) => lib.createRIPEMD160()],
  ['Whirlpool', (lib) => lib.createWhirlpool()],
  ['SM3', (lib) => lib.createSM3()],
]);
/** The order of the result: by family, small to large. */
export const HASH_ALL_ORDER = [
  'MD5', 'SHA-1', 'SHA-224', 'SHA-256', 'SHA-384', 'SHA-512',
  'SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'Keccak-224', 'Keccak-256', 'Keccak-384', 'Keccak-512',
  'BLAKE2b-512', 'BLAKE2s-256', 'BLAKE3-256', 'RIPEMD-160', 'Whirlpool', 'SM3',
] as const;
export type HashAllAlgorithm = (typeof HASH_ALL_ORDER)[number];

export const isHashAllAlgorithm = (name: unknown): name is HashAllAlgorithm => (HASH_ALL_ORDER as readonly unknown[]).includes(name);

/** A fresh incremental hasher for `algorithm` (the playground streams files through them: runtime-browser/streamed-hash.ts). */
export const createHasher = (algorithm: HashAllAlgorithm, lib: HashWasm): Promise<IHasher> =>
  (WASM_ONLY.get(algorithm) ?? HASH_WASM_FACTORIES[algorithm as HashAlgorithm])(lib);

/** The digests `names` ask for, in the table's order; all twenty when none are named. */
export function selectedAlgorithms(names: readonly HashAllAlgorithm[] | undefined): HashAllAlgorithm[] {
  if (names === undefined) return [...HASH_ALL_ORDER];
  const wanted = new Set(names);
  return HASH_ALL_ORDER.filter((name) => wanted.has(name));
}

export default defineTool({
  id: 'hash-all',
  name: 'All Hashes',
  category: 'crypto',
  description:
    'Compute every common digest of text or a file at once, or only those you name: MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160, Whirlpool and SM3, as lowercase hex.',
  keywords: ['hash', 'file hash', 'sha256sum', 'md5sum', 'all hashes', 'multihash', 'sha3', 'keccak', 'keccak256', 'blake2', 'blake2b', 'blake3', 'ripemd160', 'whirlpool', 'sm3', 'sha224', 'sha384', 'digest', 'checksum', 'rhash'],
  isolate: true,
  input: closedObject({
    text: Type.Optional(Type.String({ maxLength: 1_000_000, description: 'Text to hash (its UTF-8 bytes), at most 1,000,000 characters; give this or bin' })),
    bin: Type.Optional(binaryInput('A file to hash; give this or text')),
    algorithms: Type.Optional(
      Type.Array(stringEnum(HASH_ALL_ORDER), {
        minItems: 1,
        maxItems: HASH_ALL_ORDER.length,
        uniqueItems: true,
        description: 'Only these digests, e.g. ["SHA-256"] (default: all twenty)',
      }),
    ),
  }),
  output: closedObject({
    bytes: Type.Integer({ description: 'How many bytes were hashed' }),
    hashes: Type.Array(
      closedObject({
        algorithm: Type.String({ description: 'The algorithm, e.g. SHA3-256' }),
        hex: Type.String({ description: 'The digest as lowercase hex' }),
      }),
      { description: 'Every digest asked for, in the table\'s order: MD5 first, SM3 last' },
    ),
  }),
  examples: [
    {
      title: 'Every digest of "abc"',
      input: { text: 'abc' },
      output: {
        bytes: 3,
        hashes: [
          { algorithm: 'MD5', hex: '900150983cd24fb0d6963f7d28e17f72' },
          { algorithm: 'SHA-1', hex: 'a9993e364706816aba3e25717850c26c9cd0d89d' },
          { algorithm: 'SHA-224', hex: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7' },
          { algorithm: 'SHA-256', hex: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
          { algorithm: 'SHA-384', hex: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7' },
          { algorithm: 'SHA-512', hex: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f' },
          { algorithm: 'SHA3-224', hex: 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf' },
          { algorithm: 'SHA3-256', hex: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532' },
          { algorithm: 'SHA3-384', hex: 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25' },
          { algorithm: 'SHA3-512', hex: 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0' },
          { algorithm: 'Keccak-224', hex: 'c30411768506ebe1c2871b1ee2e87d38df342317300a9b97a95ec6a8' },
          { algorithm: 'Keccak-256', hex: '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45' },
          { algorithm: 'Keccak-384', hex: 'f7df1165f033337be098e7d288ad6a2f74409d7a60b49c36642218de161b1f99f8c681e4afaf31a34db29fb763e3c28e' },
          { algorithm: 'Keccak-512', hex: '18587dc2ea106b9a1563e32b3312421ca164c7f1f07bc922a9c83d77cea3a1e5d0c69910739025372dc14ac9642629379540c17e2a65b19d77aa511a9d00bb96' },
          { algorithm: 'BLAKE2b-512', hex: 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923' },
          { algorithm: 'BLAKE2s-256', hex: '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982' },
          { algorithm: 'BLAKE3-256', hex: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85' },
          { algorithm: 'RIPEMD-160', hex: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc' },
          { algorithm: 'Whirlpool', hex: '4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5' },
          { algorithm: 'SM3', hex: '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0' },
        ],
      },
    },
    {
      title: 'Only the digests you name, in the table\'s order: MD5 and SHA-256 of a file holding "abc"',
      input: { bin: 'YWJj', algorithms: ['SHA-256', 'MD5'] },
      output: {
        bytes: 3,
        hashes: [
          { algorithm: 'MD5', hex: '900150983cd24fb0d6963f7d28e17f72' },
          { algorithm: 'SHA-256', hex: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
        ],
      },
    },
    {
      title: 'A file given in Base64 (the empty file)',
      input: { bin: '' },
      output: {
        bytes: 0,
        hashes: [
          { algorithm: 'MD5', hex: 'd41d8cd98f00b204e9800998ecf8427e' },
          { algorithm: 'SHA-1', hex: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' },
          { algorithm: 'SHA-224', hex: 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f' },
          { algorithm: 'SHA-256', hex: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
          { algorithm: 'SHA-384', hex: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b' },
          { algorithm: 'SHA-512', hex: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e' },
          { algorithm: 'SHA3-224', hex: '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7' },
          { algorithm: 'SHA3-256', hex: 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a' },
          { algorithm: 'SHA3-384', hex: '0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004' },
          { algorithm: 'SHA3-512', hex: 'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26' },
          { algorithm: 'Keccak-224', hex: 'f71837502ba8e10837bdd8d365adb85591895602fc552b48b7390abd' },
          { algorithm: 'Keccak-256', hex: 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470' },
          { algorithm: 'Keccak-384', hex: '2c23146a63a29acf99e73b88f8c24eaa7dc60aa771780ccc006afbfa8fe2479b2dd2b21362337441ac12b515911957ff' },
          { algorithm: 'Keccak-512', hex: '0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e' },
          { algorithm: 'BLAKE2b-512', hex: '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce' },
          { algorithm: 'BLAKE2s-256', hex: '69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9' },
          { algorithm: 'BLAKE3-256', hex: 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262' },
          { algorithm: 'RIPEMD-160', hex: '9c1185a5c5e9fc54612808977ee8f548b2258d31' },
          { algorithm: 'Whirlpool', hex: '19fa61d75522a4669b44e39c1d2e1726c530232130d407f89afee0964997f7a73e83be698b288febcf88e3e03c4f0757ea8964e59b63d93708b138cc42a66eb3' },
          { algorithm: 'SM3', hex: '1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b' },
        ],
      },
    },
  ],
  async run({ text, bin, algorithms }) {
    const data = textOrBinaryBytes(text, bin);
    const hashes: { algorithm: string; hex: string }[] = [];
    for (const algorithm of selectedAlgorithms(algorithms)) {
      const create = WASM_ONLY.get(algorithm);
      const hex = create ? (await create(await loadHashWasm())).init().update(data).digest('hex') : await digestHex(algorithm as HashAlgorithm, data);
      hashes.push({ algorithm, hex });
    }
    return { bytes: data.length, hashes };
  },
});

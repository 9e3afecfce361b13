/**
 * Magic (CyberChef's Magic operation): which chains of decodings turn the input into something
 * readable. Decisions the issue left open:
 * - Every chain up to `depth` steps is tried (lib/magic-decoders.ts: Base64, Base32, Base58, hex,
 *   URL percent-escapes, HTML entities, Quoted-Printable, Ascii85, Morse, \u escapes, punycode,
 *   decimal character codes, gzip, zlib), each step only where the data looks like its encoding;
 *   a step that changes nothing or gives bytes seen before is dropped. ROT13/47 is not tried:
 *   every text "decodes" under it, and without a language model the score cannot tell which
 *   side is English.
 * - Bounded work: at most 64 results expanded, 50 MB of decoded bytes in all, 10 MB per inflate.
 * - Score 0-100: 45 × the printable share (of the UTF-8 characters, else of the bytes), 15 for
 *   valid UTF-8, 20 for spaces as natural text has them (one character in eight or more), 10 × the
 *   share of letters among the other characters (words, not digits), 10 × (8 − entropy) / 8. The input itself is ranked too (chain []), so an input
 *   nothing improves on comes first. Ties go to the shorter chain.
 * - The best 10 are returned; each result is cut to 10,000 characters (binary ones as Base64).
 */
import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { shannonEntropy } from '../../lib/byte-entropy.ts';
import { MAGIC_STEPS } from '../../lib/magic-decoders.ts';
import { utf8Decode, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const MAX_EXPANDED = 64;
const MAX_TOTAL_BYTES = 50_000_000;
const MAX_INFLATE_BYTES = 10_000_000;
const MAX_RESULTS = 10;
const MAX_RESULT_CHARS = 10_000;

interface Candidate {
  chain: string[];
  bytes: Uint8Array;
  text: string | undefined;
}

export default defineTool({
  id: 'magic-detect',
  name: 'Magic Decode',
  category: 'encoding',
  description:
    'Find how a string is encoded: tries chains of decodings (Base64, Base32, Base58, Ascii85, hex, URL, HTML entities, ' +
    'Quoted-Printable, Morse, unicode escapes, punycode, character codes, gzip, zlib) and ranks what comes out by how readable it is, like CyberChef\'s Magic.',
  keywords: ['magic', 'cyberchef magic', 'auto decode', 'detect encoding', 'identify encoding', 'what encoding', 'decode anything', 'unknown encoding'],
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The encoded text to identify (at most 1,000,000 characters)' }),
    depth: withDefault(Type.Integer({ minimum: 1, maximum: 5, description: 'How many decodings a chain may have, 1 to 5. Default 3' }), 3),
  }),
  output: closedObject({
    results: Type.Array(
      closedObject({
        chain: Type.Array(Type.String(), { description: 'The decodings applied in order (the catalog tool doing each); [] is the input itself' }),
        result: Type.String({ description: 'What the chain gives: the text, or Base64 when it is not UTF-8; cut to 10,000 characters' }),
        isText: Type.Boolean({ description: 'True when the result is valid UTF-8 text' }),
        truncated: Type.Boolean({ description: 'True when the result was cut to 10,000 characters' }),
        score: Type.Number({ description: 'How readable the result is, 0-100 (higher is better)' }),
        printableRatio: Type.Number({ description: 'The share of printable characters (of bytes, when not text), 0-1' }),
        entropy: Type.Number({ description: 'Shannon entropy of the result, bits per byte' }),
      }),
      { description: 'The best chains, best first (at most 10)' },
    ),
    tried: Type.Integer({ description: 'How many decodings were attempted' }),
  }),
  examples: [
    {
      title: 'Base64 of zlib (Python: base64.b64encode(zlib.compress(b"hello magic")))',
      input: { text: 'eJzLSM3JyVfITUzPTAYAGXkENg==' },
      output: {
        results: [
          { chain: ['base64', 'zlib'], result: 'hello magic', isText: true, truncated: false, score: 90.4, printableRatio: 1, entropy: 3.2776 },
          { chain: [], result: 'eJzLSM3JyVfITUzPTAYAGXkENg==', isText: true, truncated: false, score: 73.4, printableRatio: 1, entropy: 4.4502 },
          { chain: ['base64'], result: 'eJzLSM3JyVfITUzPTAYAGXkENg==', isText: false, truncated: false, score: 23.9, printableRatio: 0.4211, entropy: 4.0374 },
        ],
        tried: 2,
      },
    },
    {
      title: 'One step only: the hex inside is less readable than the input',
      input: { text: 'NjE3NDc0NjE2MzZiMjA2MTc0MjA2NDYxNzc2ZQ==', depth: 1 },
      output: {
        results: [
          { chain: [], result: 'NjE3NDc0NjE2MzZiMjA2MTc0MjA2NDYxNzc2ZQ==', isText: true, truncated: false, score: 72.8, printableRatio: 1, entropy: 3.9628 },
          { chain: ['base64'], result: '61747461636b206174206461776e', isText: true, truncated: false, score: 67.2, printableRatio: 1, entropy: 2.8213 },
        ],
        tried: 1,
      },
    },
  ],
  async run({ text, depth }, ctx) {
    const root: Candidate = { chain: [], bytes: utf8Encode(text, 'text'), text };
    const found: Candidate[] = [root];
    const seen = new Set<string>([keyOf(root.bytes)]);
    let frontier: Candidate[] = [root];
    let expanded = 0;
    let decodedBytes = 0;
    let tried = 0;
    for (let level = 0; level < depth && frontier.length > 0; level++) {
      const next: Candidate[] = [];
      for (const candidate of frontier) {
        if (expanded >= MAX_EXPANDED || decodedBytes >= MAX_TOTAL_BYTES || ctx.signal.aborted) break;
        expanded++;
        for (const step of MAGIC_STEPS) {
          if (!step.looksLike(candidate.text, candidate.bytes)) continue;
          tried++;
          const bytes = await step.decode(candidate.text, candidate.bytes, ctx, MAX_INFLATE_BYTES);
          if (!bytes || bytes.length === 0) continue;
          decodedBytes += bytes.length;
          const key = keyOf(bytes);
          if (seen.has(key)) continue;
          seen.add(key);
          const child: Candidate = { chain: [...candidate.chain, step.name], bytes, text: utf8Decode(bytes) };
          found.push(child);
          next.push(child);
        }
      }
      frontier = next;
    }
    const ranked = found.map(describe).sort((a, b) => b.score - a.score || a.chain.length - b.chain.length);
    return { results: ranked.slice(0, MAX_RESULTS), tried };
  },
});

const latin1 = new TextDecoder('latin1');

/** Identifies bytes already reached: all of them when small, else their length and both ends. */
function keyOf(bytes: Uint8Array): string {
  if (bytes.length <= 100_000) return latin1.decode(bytes);
  return `${bytes.length}:${latin1.decode(bytes.subarray(0, 50_000))}:${latin1.decode(bytes.subarray(-50_000))}`;
}

function describe(candidate: Candidate) {
  const { chain, bytes, text } = candidate;
  const printableRatio = text !== undefined ? printableShare(text) : printableByteShare(bytes);
  const entropy = shannonEntropy(bytes);
  const spaces = text !== undefined ? countSpaces(text) / Math.max(1, text.length) : 0;
  const letters = text !== undefined ? letterShare(text) : 0;
  const score = 45 * printableRatio + (text !== undefined ? 15 : 0) + 20 * Math.min(1, spaces * 8) + 10 * letters + 10 * ((8 - entropy) / 8);
  const full = text ?? bytesToBase64(bytes);
  return {
    chain,
    result: full.slice(0, MAX_RESULT_CHARS),
    isText: text !== undefined,
    truncated: full.length > MAX_RESULT_CHARS,
    // Rounded so every engine gives one answer (Math.log2 may differ in its last bit).
    score: Math.round(score * 10) / 10,
    printableRatio: Math.round(printableRatio * 10_000) / 10_000,
    entropy: Math.round(entropy * 10_000) / 10_000,
  };
}

/** Controls (but tab and line breaks), DEL, C1 controls and U+FFFD count as unprintable. */
const UNPRINTABLE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]/g;

function printableShare(text: string): number {
  if (text.length === 0) return 1;
  return 1 - (text.match(UNPRINTABLE)?.length ?? 0) / text.length;
}

function printableByteShare(bytes: Uint8Array): number {
  if (bytes.length === 0) return 1;
  let printable = 0;
  for (const byte of bytes) if ((byte >= 0x20 && byte < 0x7f) || byte === 9 || byte === 10 || byte === 13) printable++;
  return printable / bytes.length;
}

/** The share of letters among the characters that are not whitespace: words, not digits or symbols. */
function letterShare(text: string): number {
  const visible = text.length - (text.match(/\s/g)?.length ?? 0);
  return visible === 0 ? 0 : Math.min(1, (text.match(/\p{L}/gu)?.length ?? 0) / visible);
}

function countSpaces(text: string): number {
  return text.match(/ /g)?.length ?? 0;
}

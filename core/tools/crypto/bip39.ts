import { Type } from '@sinclair/typebox';
import { bytesToHex } from '../../lib/hex.ts';
import { lazy } from '../../lib/lazy.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - The English wordlist only (the one wallets default to; the other nine would add 300 kB).
 * - gen draws its entropy from ctx.random (words × 32 / 3 bits), so it is not deterministic.
 * - The mnemonic is read leniently (letter case, surrounding and repeated whitespace); a wrong word
 *   is named by its position, never quoted: a mnemonic is a secret, as the passphrase is.
 * - validate answers valid false with the reason; seed refuses an invalid mnemonic (400), since a
 *   seed from a mistyped phrase silently opens an empty wallet.
 * - seed is BIP-39's PBKDF2-HMAC-SHA512 (2048 rounds, salt "mnemonic" + passphrase, both NFKD),
 *   through WebCrypto (@scure/bip39's mnemonicToSeedWebcrypto), as lowercase hex.
 */

const loadBip39 = lazy(async () => {
  const [bip39, { wordlist }] = await Promise.all([import('@scure/bip39'), import('@scure/bip39/wordlists/english.js')]);
  return { ...bip39, wordlist, known: new Set(wordlist) };
});

const WORD_COUNTS = [12, 15, 18, 21, 24];

type Bip39 = Awaited<ReturnType<typeof loadBip39>>;

/** The mnemonic's words in the wordlist's form, or the reason it is not a valid BIP-39 mnemonic. */
function check(bip39: Bip39, text: string): { words: string[]; reason: string | null } {
  const words = text.normalize('NFKD').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!WORD_COUNTS.includes(words.length)) return { words, reason: `has ${words.length} words; a BIP-39 mnemonic has 12, 15, 18, 21 or 24` };
  const unknown = words.findIndex((word) => !bip39.known.has(word));
  if (unknown !== -1) return { words, reason: `word ${unknown + 1} is not in the BIP-39 English wordlist` };
  if (!bip39.validateMnemonic(words.join(' '), bip39.wordlist)) return { words, reason: 'the checksum (the last word\'s final bits) does not match: a word is wrong or out of order' };
  return { words, reason: null };
}

export default defineTool({
  id: 'bip39',
  name: 'BIP-39 Mnemonic',
  category: 'crypto',
  description:
    'Generate a BIP-39 mnemonic (12 to 24 English words) from secure randomness, validate one (word list and checksum), or derive its 512-bit wallet seed with an optional passphrase.',
  keywords: ['mnemonic', 'seed phrase', 'recovery phrase', 'bip39', 'bip-39', 'wallet seed', 'crypto wallet', '12 words', '24 words'],
  mcp: true,
  deterministic: false,
  input: closedObject({
    action: withDefault(stringEnum(['gen', 'validate', 'seed'], { description: 'gen: a new mnemonic; validate: check one; seed: derive its seed; default gen' }), 'gen'),
    words: withDefault(Type.Integer({ minimum: 12, maximum: 24, multipleOf: 3, description: 'gen: words in the mnemonic, 12, 15, 18, 21 or 24; default 12' }), 12),
    mnemonic: Type.Optional(Type.String({ maxLength: 1000, description: 'validate and seed: the mnemonic (case and extra whitespace ignored), at most 1000 characters' })),
    passphrase: withDefault(Type.String({ maxLength: 1000, description: 'seed: the optional BIP-39 passphrase ("25th word"), at most 1000 characters; default none' }), ''),
  }),
  output: closedObject({
    mnemonic: Type.Optional(Type.String({ description: 'The mnemonic, normalised (lowercase, single spaces)' })),
    valid: Type.Optional(Type.Boolean({ description: 'validate: whether it is a valid BIP-39 English mnemonic' })),
    reason: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'validate: why it is not valid; null when it is' })),
    words: Type.Integer({ description: 'Words in the mnemonic' }),
    entropy: Type.Optional(Type.String({ description: 'gen and a valid mnemonic: the entropy it encodes, as hex' })),
    seed: Type.Optional(Type.String({ description: 'seed: the 512-bit seed, as hex' })),
  }),
  examples: [
    {
      title: 'A new 12-word mnemonic (shown with all-zero random bytes)',
      input: {},
      output: { mnemonic: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about', words: 12, entropy: '00000000000000000000000000000000' },
    },
    {
      title: 'Validate: a mistyped last word breaks the checksum',
      input: { action: 'validate', mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank year' },
      output: { valid: false, reason: 'the checksum (the last word\'s final bits) does not match: a word is wrong or out of order', words: 12 },
    },
    {
      title: 'Seed, with the passphrase of the BIP-39 test vectors',
      input: { action: 'seed', mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow', passphrase: 'TREZOR' },
      output: {
        mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
        words: 12,
        entropy: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
        seed: '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
      },
    },
  ],
  async run({ action, words: wordCount, mnemonic: text, passphrase }, ctx) {
    const bip39 = await loadBip39();
    if (action === 'gen') {
      const entropy = ctx.random((wordCount * 32) / 3 / 8);
      return { mnemonic: bip39.entropyToMnemonic(entropy, bip39.wordlist), words: wordCount, entropy: bytesToHex(entropy) };
    }
    if (text === undefined) invalid(`mnemonic: is required to ${action}`);
    const { words, reason } = check(bip39, text);
    if (action === 'validate' && reason !== null) return { valid: false, reason, words: words.length };
    if (reason !== null) invalid(`mnemonic: ${reason}`);
    const mnemonic = words.join(' ');
    const entropy = bytesToHex(bip39.mnemonicToEntropy(mnemonic, bip39.wordlist));
    if (action === 'validate') return { mnemonic, valid: true, reason: null, words: words.length, entropy };
    assertWellFormed(passphrase, 'passphrase');
    const seed = bytesToHex(await bip39.mnemonicToSeedWebcrypto(mnemonic, passphrase));
    return { mnemonic, words: words.length, entropy, seed };
  },
});

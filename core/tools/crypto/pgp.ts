import { Type } from '@sinclair/typebox';
import { fingerprintOf, loadOpenpgp, readArmoredKeys, shortReason, type Openpgp, type PgpKey } from '../../lib/pgp.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid, ToolError } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - openpgp (LGPL-3.0) is an optional package: without it the tool answers a 400 naming it and its
 *   install command (core/lib/optional-package.ts).
 * - encrypt: text to every key in `keys` (a private key counts as its public half), armored.
 *   decrypt: an armored message with the private key(s), unlocked by passphrase when encrypted.
 *   sign: a cleartext signature (gpg --clearsign). verify: a cleartext-signed or armored signed
 *   message against the public key(s); a signature that does not verify is an answer (valid
 *   false), unreadable input a 400.
 * - Times are ctx.now(): the signature's date, and the moment keys must be valid at.
 * - Messages are text (UTF-8); binary OpenPGP data is out of scope here.
 */

async function unlockedPrivateKeys(openpgp: Openpgp, keys: PgpKey[], passphrase: string): Promise<PgpKey[]> {
  const privateKeys = keys.filter((key) => key.isPrivate());
  if (privateKeys.length === 0) invalid('keys: holds no private key; decrypting and signing need one');
  return Promise.all(
    privateKeys.map(async (key) => {
      if ((key as unknown as { isDecrypted(): boolean }).isDecrypted()) return key;
      if (passphrase === '') invalid(`passphrase: the private key ${fingerprintOf(key)} is protected; give its passphrase`);
      try {
        return (await openpgp.decryptKey({ privateKey: key as never, passphrase })) as unknown as PgpKey;
      } catch {
        return invalid(`passphrase: does not unlock the private key ${fingerprintOf(key)}`);
      }
    }),
  );
}

async function readSignedMessage(openpgp: Openpgp, text: string) {
  try {
    return text.includes('-----BEGIN PGP SIGNED MESSAGE-----')
      ? await openpgp.readCleartextMessage({ cleartextMessage: text.trim() })
      : await openpgp.readMessage({ armoredMessage: text.trim() });
  } catch (error) {
    return invalid(`text: is not an armored signed OpenPGP message${shortReason(error)}`);
  }
}

export default defineTool({
  id: 'pgp',
  name: 'PGP Encrypt / Decrypt / Sign / Verify',
  category: 'crypto',
  description:
    'OpenPGP (RFC 9580, as gpg) on text: encrypt to public keys, decrypt with a private key and its passphrase, make a cleartext signature, or verify one, with armored keys. Needs the optional package openpgp.',
  keywords: ['gpg', 'gnupg', 'openpgp', 'pgp encrypt', 'pgp decrypt', 'clearsign', 'pgp signature', 'armored', 'kleopatra'],
  mcp: true,
  deterministic: false,
  isolate: true,
  input: closedObject({
    action: stringEnum(['encrypt', 'decrypt', 'sign', 'verify'], { description: 'encrypt or verify with public keys; decrypt or sign with a private key' }),
    keys: Type.String({ minLength: 1, maxLength: 200_000, description: 'Armored OpenPGP key(s): the recipients\' or signer\'s public keys, or your private key; at most 200,000 characters' }),
    text: Type.String({ maxLength: 1_000_000, description: 'encrypt, sign: the text; decrypt: the armored message; verify: the cleartext-signed or armored signed message; at most 1,000,000 characters' }),
    passphrase: withDefault(Type.String({ maxLength: 1000, description: 'decrypt, sign: the private key\'s passphrase, at most 1000 characters; default none' }), ''),
  }),
  output: closedObject({
    result: Type.String({ description: 'encrypt: the armored message; decrypt: the text; sign: the cleartext-signed message; verify: the signed text' }),
    valid: Type.Optional(Type.Boolean({ description: 'verify: whether a signature by one of the keys verified' })),
    signers: Type.Optional(Type.Array(Type.String(), { description: 'verify: the key IDs (16 hex digits) whose signatures verified' })),
  }),
  examples: [
    {
      title: 'Verify a gpg --clearsign message',
      now: '2024-01-01T00:00:00.000Z',
      input: {
        action: 'verify',
        keys: '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZHffgBYJKwYBBAHaRw8BAQdAdfwlLV5pD67Kxnt4iODJCU8c/z5XFzsXXL25\nGmLl4JW0HUFubiBFeGFtcGxlIDxhbm5AZXhhbXBsZS5jb20+iJAEExYIADgWIQTg\nSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAIbAwULCQgHAgYVCgkICwIEFgIDAQIe\nAQIXgAAKCRC0xRk1OoCJTUjWAP9wqnmTvquBiOfVSVywwgyxgsKWeup7G7SzNQbp\ncjLNKwD7BE1Wj4iKgVISPpDm55VMF9Be7gqYAHrCV9sQNTw+Zga4OARkd9+AEgor\nBgEEAZdVAQUBAQdA91tgqfN/aCTzKEMXuDVkl1n3CtzRrK974CeASLifZj8DAQgH\niHgEGBYIACAWIQTgSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAIbDAAKCRC0xRk1\nOoCJTT0CAP0Q+gtsdipDtiiJ3H5Vq4ZXqtCjWAIk7DLxqphrH9iAvAEAry5SCrEj\nQBZ9S0NBijJAhbs3aHcUn4SOJzu9hKdInQM=\n=WTDz\n-----END PGP PUBLIC KEY BLOCK-----\n',
        text: '-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nhello from gpg\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQTgSafsvCP+wRKb0Pq0xRk1OoCJTQUCZHffgAAKCRC0xRk1OoCJ\nTUulAQDssPYApksuvFV6i3zY4Y73l5jjwQE4RAiz4TuIRAh7gQD/Z7ehO8EzO0uR\nklq23UStma9EEcNPXjjGOg+ZZ3o4ow8=\n=7BdX\n-----END PGP SIGNATURE-----\n',
      },
      output: { result: 'hello from gpg', valid: true, signers: ['b4c519353a80894d'] },
    },
    {
      title: 'Decrypt a gpg --encrypt message with the recipient\'s private key (a throwaway test key)',
      input: {
        action: 'decrypt',
        keys: '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlIYEZHffgBYJKwYBBAHaRw8BAQdAdfwlLV5pD67Kxnt4iODJCU8c/z5XFzsXXL25\nGmLl4JX+BwMCVV36V9td7vv/oaT3e0ijGrvtflG4eFQOxebuzxrg4GdvPypukvZ7\neWiLlkcD5PcozJQWMRAzr5MHU4YC7SXI0BvDr7Tde/ttxbiRQksQwbQdQW5uIEV4\nYW1wbGUgPGFubkBleGFtcGxlLmNvbT6IkAQTFggAOBYhBOBJp+y8I/7BEpvQ+rTF\nGTU6gIlNBQJkd9+AAhsDBQsJCAcCBhUKCQgLAgQWAgMBAh4BAheAAAoJELTFGTU6\ngIlNSNYA/3CqeZO+q4GI59VJXLDCDLGCwpZ66nsbtLM1BulyMs0rAPsETVaPiIqB\nUhI+kObnlUwX0F7uCpgAesJX2xA1PD5mBpyLBGR334ASCisGAQQBl1UBBQEBB0D3\nW2Cp839oJPMoQxe4NWSXWfcK3NGsr3vgJ4BIuJ9mPwMBCAf+BwMCzk2VYXPuN23/\nUR4gnKmkcKMbIH/prTyFRViEYNn+SdqU2Tck0v9XVB44T7gpFW+F5y61cZ7SZcZi\ngjoz6/DrO7aydrAqmG/v8vwQUxzjXIh4BBgWCAAgFiEE4Emn7Lwj/sESm9D6tMUZ\nNTqAiU0FAmR334ACGwwACgkQtMUZNTqAiU09AgD9EPoLbHYqQ7Yoidx+VauGV6rQ\no1gCJOwy8aqYax/YgLwBAK8uUgqxI0AWfUtDQYoyQIW7N2h3FJ+Ejic7vYSnSJ0D\n=ThS5\n-----END PGP PRIVATE KEY BLOCK-----\n',
        passphrase: 'correct horse',
        text: '-----BEGIN PGP MESSAGE-----\n\nhF4Dg2pEWFaI7RISAQdApc3f9snj4oO0BA4wto8UVaJyjroRQ5dcWRH2gr6a304w\nOS547Q+UHrs0N3NtbbOJY5CHv06fjRq7kIp+Y+vHl/Tbl/d5vAwC2ApyN9jrzGSO\n0lEBoeCQKQILHEtoMaJr7+gN/Gcp47wcltIB6kvcGEPHZQrtV1V67Vfyj9+oiNAC\nZjDlftz7o9/iy7kUPvSpLkhriwmfE7YUi9S7pXL2rHoCcWU=\n=SahI\n-----END PGP MESSAGE-----\n',
      },
      output: { result: 'hello from gpg\n' },
    },
  ],
  async run({ action, keys: armoredKeys, text, passphrase }, ctx) {
    assertWellFormed(text, 'text');
    const openpgp = await loadOpenpgp();
    const keys = await readArmoredKeys(openpgp, armoredKeys, 'keys');
    const date = ctx.now();
    try {
      if (action === 'encrypt') {
        const message = await openpgp.createMessage({ text });
        const encryptionKeys = keys.map((key) => (key.isPrivate() ? key.toPublic() : key));
        return { result: (await openpgp.encrypt({ message, encryptionKeys: encryptionKeys as never, date, format: 'armored' })) as string };
      }
      if (action === 'decrypt') {
        const decryptionKeys = await unlockedPrivateKeys(openpgp, keys, passphrase);
        let message;
        try {
          message = await openpgp.readMessage({ armoredMessage: text.trim() });
        } catch (error) {
          return invalid(`text: is not an armored OpenPGP message${shortReason(error)}`);
        }
        const { data } = await openpgp.decrypt({ message, decryptionKeys: decryptionKeys as never, date, format: 'utf8' });
        return { result: data as string };
      }
      if (action === 'sign') {
        const signingKeys = await unlockedPrivateKeys(openpgp, keys, passphrase);
        const message = await openpgp.createCleartextMessage({ text });
        return { result: await openpgp.sign({ message, signingKeys: signingKeys as never, date }) };
      }
      const message = await readSignedMessage(openpgp, text);
      const verificationKeys = keys.map((key) => (key.isPrivate() ? key.toPublic() : key));
      const { data, signatures } = await openpgp.verify({ message: message as never, verificationKeys: verificationKeys as never, date });
      const signers: string[] = [];
      for (const signature of signatures) {
        if (await signature.verified.then(() => true, () => false)) signers.push(signature.keyID.toHex());
      }
      return { result: typeof data === 'string' ? data : new TextDecoder().decode(data as Uint8Array), valid: signers.length > 0, signers };
    } catch (error) {
      if (error instanceof ToolError) throw error;
      return invalid(`${action === 'decrypt' ? 'text: cannot be decrypted with these keys' : `keys: cannot ${action} with these keys`}${shortReason(error)}`);
    }
  },
});

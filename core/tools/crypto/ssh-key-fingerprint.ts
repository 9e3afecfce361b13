import { Type } from '@sinclair/typebox';
import { decodeBase64 } from '../../lib/base64.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives key and hash):
 * - key may hold one or many public key lines (authorized_keys with options, known_hosts with
 *   host names, a .pub file), an OpenSSH private key file (its public half is stored in the
 *   clear), or a PEM PUBLIC KEY (RSA, ECDSA P-256/384/521, Ed25519), as ssh-keygen -l -f and
 *   ssh-keygen -i -m PKCS8 read them. Blank lines and # comments are skipped. A private key
 *   file's comment, kept inside its private section, is not read: the key is shown without one.
 * - Each key answers with the line ssh-keygen -l prints, and its parts.
 */

const loadWire = lazy(() => import('../../lib/ssh-wire.ts'));
const loadPem = lazy(() => import('../../lib/pem.ts'));
const loadSpki = lazy(() => import('../../lib/ssh-from-spki.ts'));

const KEY_TYPE = '(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\\.com)(?:-cert-v01@openssh\\.com)?';
const KEY_LINE = new RegExp(`(?:^|\\s)(${KEY_TYPE})\\s+([A-Za-z0-9+/]+={0,2})(?:\\s+(.*))?$`);
const LABELS: Record<string, string> = { 'ssh-ed25519': 'ED25519', 'ssh-rsa': 'RSA', 'ssh-dss': 'DSA' };

function label(type: string): string {
  const base = type.replace('-cert-v01@openssh.com', '');
  if (Object.hasOwn(LABELS, base)) return LABELS[base]!;
  if (base.startsWith('ecdsa-')) return 'ECDSA';
  return base.startsWith('sk-ssh-ed25519') ? 'ED25519-SK' : 'ECDSA-SK';
}

interface Found {
  blob: Uint8Array;
  comment: string;
}

/** Keys made by ssh-keygen -t ed25519 / -t ecdsa; every fingerprint line as ssh-keygen -l -f prints it. */
const EXAMPLE_LINE = {
  title: 'An authorized_keys file with two keys',
  input: { key: '# deploy keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOaDTeOLQF0qiEqTKkoOt/wWQwrPXrdHs63Wqpnu8Xr0 test@tooldeck\nfrom="10.0.0.0/8",no-pty ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBDqkxo3awtZqFJsyK3fLXvEA3Lm6NZ2egjQyBRtrM3NbDEE+A0morHrpJqtnGEJeYdI6aBgWh9VNCdAxV/cnV5Y= ops@tooldeck\n' },
  output: {
    keys: [
      { type: 'ssh-ed25519', bits: 256, fingerprint: 'SHA256:uAvaQkBwD5Q6zfziuwV7Lc8jKVl4JExOjmmTUhzt0UM', comment: 'test@tooldeck', line: '256 SHA256:uAvaQkBwD5Q6zfziuwV7Lc8jKVl4JExOjmmTUhzt0UM test@tooldeck (ED25519)' },
      { type: 'ecdsa-sha2-nistp256', bits: 256, fingerprint: 'SHA256:2THWWyzfolVJ9IXTXgRQ0AbxiGpwxepNfjKqnv8izws', comment: 'ops@tooldeck', line: '256 SHA256:2THWWyzfolVJ9IXTXgRQ0AbxiGpwxepNfjKqnv8izws ops@tooldeck (ECDSA)' },
    ],
  },
};

/** ssh-keygen -l -E md5 -f sshec.pub */
const EXAMPLE_MD5 = {
  title: 'The MD5 fingerprint older OpenSSH showed',
  input: { key: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBDqkxo3awtZqFJsyK3fLXvEA3Lm6NZ2egjQyBRtrM3NbDEE+A0morHrpJqtnGEJeYdI6aBgWh9VNCdAxV/cnV5Y= ops@tooldeck', hash: 'md5' as const },
  output: {
    keys: [{ type: 'ecdsa-sha2-nistp256', bits: 256, fingerprint: 'MD5:95:01:b0:fe:fb:74:85:3b:e9:d3:83:96:97:01:48:de', comment: 'ops@tooldeck', line: '256 MD5:95:01:b0:fe:fb:74:85:3b:e9:d3:83:96:97:01:48:de ops@tooldeck (ECDSA)' }],
  },
};

export default defineTool({
  id: 'ssh-key-fingerprint',
  name: 'SSH Key Fingerprint',
  category: 'crypto',
  description: 'Fingerprint SSH public keys (SHA256 or MD5) as ssh-keygen -l does: authorized_keys and known_hosts lines, .pub files, OpenSSH private key files and PEM public keys.',
  keywords: ['ssh-keygen -l', 'ssh fingerprint', 'key fingerprint', 'authorized_keys', 'known_hosts', 'ssh-rsa', 'ssh-ed25519', 'md5 fingerprint', 'sha256 fingerprint', 'id_rsa.pub'],
  mcp: true,
  // its worst input (many-short-lines) took 280.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    key: Type.String({ minLength: 1, maxLength: 1_000_000, description: 'SSH public key line(s), an OpenSSH private key file or a PEM public key; at most 1,000,000 characters' }),
    hash: withDefault(stringEnum(['sha256', 'md5'], { description: 'sha256 (default, SHA256:Base64) or md5 (MD5:colon hex, as older OpenSSH printed)' }), 'sha256'),
  }),
  output: closedObject({
    keys: Type.Array(
      closedObject({
        type: Type.String({ description: 'SSH key type (ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256…)' }),
        bits: Type.Integer({ description: 'Key size in bits' }),
        fingerprint: Type.String({ description: 'The fingerprint (SHA256:… or MD5:…)' }),
        comment: Type.String({ description: 'The comment after the key, empty when none' }),
        line: Type.String({ description: 'What ssh-keygen -l prints: bits, fingerprint, comment, (TYPE)' }),
      }),
      { description: 'One entry per key found, in order' },
    ),
  }),
  examples: [EXAMPLE_LINE, EXAMPLE_MD5],
  async run({ key, hash }) {
    const [wire, pem, spki] = await Promise.all([loadWire(), loadPem(), loadSpki()]);
    const found: Found[] = [];
    if (key.includes('-----BEGIN')) {
      const block = pem.derFromText(key, 'key', ['OPENSSH PRIVATE KEY', 'PUBLIC KEY']);
      found.push({ blob: block.label === 'PUBLIC KEY' ? spki.sshBlobFromSpki(block.bytes, 'key') : wire.publicBlobOfOpensshFile(block.bytes, 'key'), comment: '' });
    } else {
      const lines = key.split(/\r?\n/);
      for (const [index, raw] of lines.entries()) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#')) continue;
        const match = KEY_LINE.exec(line);
        if (!match) invalid(`key: line ${index + 1} holds no SSH public key (expected a type such as ssh-ed25519, then Base64)`);
        const decoded = decodeBase64(match[2]!);
        if (!decoded.ok) invalid(`key: line ${index + 1}: the key is not valid Base64 (${decoded.reason})`);
        const blobType = new wire.SshReader(decoded.bytes, 'key').text();
        if (blobType !== match[1]) invalid(`key: line ${index + 1} says ${match[1]} but its key data is ${blobType.slice(0, 60) || 'empty'}`);
        found.push({ blob: decoded.bytes, comment: match[3]?.trim() ?? '' });
      }
      if (found.length === 0) invalid('key: holds no SSH public key');
    }
    return {
      keys: found.map(({ blob, comment }) => {
        const { type, bits } = wire.describeSshBlob(blob, 'key');
        const fingerprint = wire.sshFingerprint(blob, hash);
        return { type, bits, fingerprint, comment, line: `${bits} ${fingerprint} ${comment || 'no comment'} (${label(type)})` };
      }),
    };
  },
});

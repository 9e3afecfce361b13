/**
 * The SSH wire format (RFC 4251 §5) and the key encodings built on it: public key blobs
 * (RFC 4253 §6.6, RFC 5656 §3.1, RFC 8709), `authorized_keys` lines, OpenSSH fingerprints and
 * the unencrypted `openssh-key-v1` private key file (OpenSSH's PROTOCOL.key).
 */
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { invalid } from '../errors.ts';
import { bytesToBase64 } from './base64.ts';
import { concatBytes } from './concat-bytes.ts';
import { bytesToHex } from './hex.ts';
import { toPem } from './pem.ts';

const encoder = new TextEncoder();

export function sshUint32(value: number): Uint8Array {
  return new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

/** An SSH `string`: a uint32 length, then the bytes. */
export function sshString(value: Uint8Array | string): Uint8Array {
  const bytes = typeof value === 'string' ? encoder.encode(value) : value;
  return concatBytes([sshUint32(bytes.length), bytes]);
}

/** An SSH `mpint` from an unsigned big-endian magnitude: leading zeros dropped, a zero byte added when the top bit is set. */
export function sshMpint(magnitude: Uint8Array): Uint8Array {
  let start = 0;
  while (start < magnitude.length && magnitude[start] === 0) start++;
  const trimmed = magnitude.subarray(start);
  return sshString(trimmed.length > 0 && (trimmed[0]! & 0x80) !== 0 ? concatBytes([new Uint8Array([0]), trimmed]) : trimmed);
}

/** Reads SSH wire values in order, naming `field` when the data runs short. */
export class SshReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array, private readonly field: string) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  uint32(): number {
    if (this.offset + 4 > this.bytes.length) invalid(`${this.field}: SSH key data ends too early`);
    const view = this.bytes;
    const value = ((view[this.offset]! << 24) | (view[this.offset + 1]! << 16) | (view[this.offset + 2]! << 8) | view[this.offset + 3]!) >>> 0;
    this.offset += 4;
    return value;
  }

  string(): Uint8Array {
    const length = this.uint32();
    if (this.offset + length > this.bytes.length) invalid(`${this.field}: SSH key data ends too early`);
    const value = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  text(): string {
    return new TextDecoder().decode(this.string());
  }
}

/** The ECDSA key types OpenSSH knows, by curve. */
export const SSH_ECDSA_CURVES = { nistp256: 256, nistp384: 384, nistp521: 521 } as const;

/**
 * Key type and size in bits, read from a public key blob, which must hold exactly its key type's
 * fields (an OpenSSH certificate: its nonce, then the key's fields, then the certificate's own).
 */
export function describeSshBlob(blob: Uint8Array, field: string): { type: string; bits: number } {
  const reader = new SshReader(blob, field);
  const type = reader.text();
  const certificate = type.endsWith('-cert-v01@openssh.com');
  const base = type.replace('-cert-v01@openssh.com', '');
  if (certificate) reader.string();
  const finish = (bits: number) => {
    if (!certificate && !reader.done) invalid(`${field}: the ${type} key has stray bytes after its fields`);
    return { type, bits };
  };
  if (base === 'ssh-ed25519') {
    if (reader.string().length !== 32) invalid(`${field}: an ssh-ed25519 key must be 32 bytes`);
    return finish(256);
  }
  if (base === 'ssh-rsa') {
    reader.string();
    const modulus = reader.string();
    let start = 0;
    while (start < modulus.length && modulus[start] === 0) start++;
    if (start === modulus.length) invalid(`${field}: the ssh-rsa key has an empty modulus`);
    return finish((modulus.length - start - 1) * 8 + (32 - Math.clz32(modulus[start]!)));
  }
  const curve = /^(?:sk-)?ecdsa-sha2-(nistp\d+)(?:@openssh\.com)?$/.exec(base)?.[1];
  if (curve && Object.hasOwn(SSH_ECDSA_CURVES, curve)) {
    const bits = SSH_ECDSA_CURVES[curve as keyof typeof SSH_ECDSA_CURVES];
    if (new TextDecoder().decode(reader.string()) !== curve) invalid(`${field}: the ${type} key names another curve inside`);
    if (reader.string().length !== 1 + 2 * Math.ceil(bits / 8)) invalid(`${field}: the ${type} key's point has the wrong length`);
    if (base.startsWith('sk-')) reader.string();
    return finish(bits);
  }
  if (base === 'sk-ssh-ed25519@openssh.com') {
    if (reader.string().length !== 32) invalid(`${field}: an ed25519 key must be 32 bytes`);
    reader.string();
    return finish(256);
  }
  if (base === 'ssh-dss') {
    const p = reader.string();
    reader.string();
    reader.string();
    reader.string();
    return finish(Math.max(0, p.length - (p[0] === 0 ? 1 : 0)) * 8);
  }
  invalid(`${field}: unknown SSH key type "${type.slice(0, 60)}"`);
}

/** The fingerprint `ssh-keygen -l` prints: SHA256 as unpadded Base64, MD5 as colon hex. */
export function sshFingerprint(blob: Uint8Array, hash: 'sha256' | 'md5'): string {
  if (hash === 'md5') return `MD5:${bytesToHex(md5(blob)).replace(/(..)(?!$)/g, '$1:')}`;
  return `SHA256:${bytesToBase64(sha256(blob)).replace(/=+$/, '')}`;
}

/** An authorized_keys line: type, Base64 blob and the comment when there is one. */
export function sshPublicLine(blob: Uint8Array, comment: string): string {
  const type = new SshReader(blob, 'key').text();
  return `${type} ${bytesToBase64(blob)}${comment ? ` ${comment}` : ''}`;
}

const OPENSSH_MAGIC = encoder.encode('openssh-key-v1\0');

/**
 * An unencrypted OpenSSH private key file (PROTOCOL.key): one key, its public blob, then the
 * private section: a repeated random check integer, the key type's private fields, the comment,
 * and padding 1, 2, 3… to the cipher block size (8 for "none").
 */
export function opensshPrivateKey(publicBlob: Uint8Array, privateFields: Uint8Array, comment: string, checkInt: Uint8Array): string {
  const keyType = new SshReader(publicBlob, 'key').string();
  const section = [checkInt, checkInt, sshString(keyType), privateFields, sshString(comment)];
  let length = section.reduce((sum, part) => sum + part.length, 0);
  const padding: number[] = [];
  for (let pad = 1; length % 8 !== 0; pad++, length++) padding.push(pad);
  const privateSection = concatBytes([...section, new Uint8Array(padding)]);
  const file = concatBytes([
    OPENSSH_MAGIC, sshString('none'), sshString('none'), sshString(new Uint8Array(0)), sshUint32(1),
    sshString(publicBlob), sshString(privateSection),
  ]);
  // ssh-keygen wraps at 70 columns, not PEM's 64.
  return toPem('OPENSSH PRIVATE KEY', file, 70);
}

/** The public blob inside an OpenSSH private key file, which carries it unencrypted. */
export function publicBlobOfOpensshFile(file: Uint8Array, field: string): Uint8Array {
  const magic = file.subarray(0, OPENSSH_MAGIC.length);
  if (magic.length !== OPENSSH_MAGIC.length || !magic.every((byte, index) => byte === OPENSSH_MAGIC[index])) invalid(`${field}: not an openssh-key-v1 private key`);
  const reader = new SshReader(file.subarray(OPENSSH_MAGIC.length), field);
  reader.string();
  reader.string();
  reader.string();
  if (reader.uint32() < 1) invalid(`${field}: the OpenSSH key file holds no key`);
  return reader.string();
}

/**
 * PEM armour (RFC 7468): the `-----BEGIN label-----` blocks that wrap DER in Base64, as keys,
 * certificates and requests travel. Shared by the certificate and key tools, which also take a
 * bare Base64 DER blob (what a Windows export or a JSON field holds) where PEM is expected.
 */
import { invalid } from '../errors.ts';
import { bytesToBase64, decodeBase64 } from './base64.ts';

export interface PemBlock {
  label: string;
  bytes: Uint8Array;
}

const BLOCK = /-----BEGIN ([A-Z0-9 ]{1,60})-----([\s\S]*?)-----END ([A-Z0-9 ]{1,60})-----/g;
/** RFC 7468 allows explanatory headers before the Base64 in legacy blocks (Proc-Type, DEK-Info). */
const HEADER_LINE = /^[A-Za-z-]+:.*$/gm;

/** Every PEM block in `text`, in order, naming `field` when one is broken. */
export function pemBlocks(text: string, field: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  for (const match of text.matchAll(BLOCK)) {
    const [, label, body, endLabel] = match as unknown as [string, string, string, string];
    if (label !== endLabel) invalid(`${field}: PEM block BEGIN ${label} ends with END ${endLabel}`);
    if (/^[A-Za-z-]+:/m.test(body) && /ENCRYPTED/.test(body)) invalid(`${field}: the ${label} is encrypted with a passphrase; decrypt it first (openssl pkey -in key.pem)`);
    const decoded = decodeBase64(body.replace(HEADER_LINE, ''));
    if (!decoded.ok) invalid(`${field}: the ${label} block is not valid Base64 (${decoded.reason})`);
    blocks.push({ label, bytes: decoded.bytes });
  }
  return blocks;
}

/**
 * The DER in `text`: the first PEM block whose label is one of `labels`, or, when the text holds
 * no PEM armour at all, the text itself read as Base64. Returns the label found ('' for bare DER).
 */
export function derFromText(text: string, field: string, labels: readonly string[]): PemBlock {
  const blocks = pemBlocks(text, field);
  if (blocks.length > 0) {
    const block = blocks.find((candidate) => labels.includes(candidate.label));
    if (!block) invalid(`${field}: holds a PEM ${blocks[0]!.label}, expected ${labels.join(' or ')}`);
    return block;
  }
  if (text.includes('-----BEGIN')) invalid(`${field}: has a PEM BEGIN line without its matching END line`);
  const decoded = decodeBase64(text);
  if (!decoded.ok) invalid(`${field}: is neither PEM (${labels[0]}) nor Base64 DER (${decoded.reason})`);
  if (decoded.bytes.length === 0) invalid(`${field}: is empty`);
  return { label: '', bytes: decoded.bytes };
}

/** PEM armour around `bytes`, with the 64-character lines RFC 7468 prescribes (or `width`) and a final newline. */
export function toPem(label: string, bytes: Uint8Array, width = 64): string {
  const base64 = bytesToBase64(bytes);
  const lines: string[] = [];
  for (let start = 0; start < base64.length; start += width) lines.push(base64.slice(start, start + width));
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/**
 * MAC-48 addresses: reading the notations people paste (colon or hyphen pairs, Cisco dotted
 * quads, bare hex) and writing them back in one style. Errors name the field they came from.
 */
import { quoteClipped } from './quote.ts';
import { invalid } from '../tool.ts';

export const MAC_STYLES = ['colon', 'hyphen', 'dot', 'bare'] as const;
export type MacStyle = (typeof MAC_STYLES)[number];

/**
 * Six bytes from "00:1b:77:49:54:fd", "00-1B-77-49-54-FD", "001b.7749.54fd" or "001B774954FD".
 * Colon and hyphen groups may drop a leading zero ("0:1b:77:49:54:fd", as ifconfig and netaddr's
 * mac_unix write); one separator throughout.
 */
export function parseMac(text: string, field: string): Uint8Array {
  const trimmed = text.trim();
  let pairs: string[];
  if (/^[0-9A-Fa-f]{12}$/.test(trimmed)) pairs = trimmed.match(/../g)!;
  else if (/^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/.test(trimmed)) pairs = trimmed.replaceAll('.', '').match(/../g)!;
  else if (/^[0-9A-Fa-f]{1,2}(?::[0-9A-Fa-f]{1,2}){5}$/.test(trimmed) || /^[0-9A-Fa-f]{1,2}(?:-[0-9A-Fa-f]{1,2}){5}$/.test(trimmed)) pairs = trimmed.split(/[:-]/);
  else {
    invalid(
      `${field}: ${quoteClipped(text, 40)} is not a MAC address; write six hex bytes as 00:1b:77:49:54:fd, 00-1B-77-49-54-FD, 001b.7749.54fd or 001b774954fd`,
    );
  }
  return Uint8Array.from(pairs, (pair) => Number.parseInt(pair, 16));
}

/** Bytes (a MAC-48, its OUI, an EUI-64) in one of the usual notations; dot groups 2 bytes. */
export function formatMac(bytes: Uint8Array, style: MacStyle, upper: boolean): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const cased = upper ? hex.toUpperCase() : hex;
  if (style === 'bare') return cased;
  if (style === 'dot') return cased.match(/.{4}/g)!.join('.');
  return cased.match(/../g)!.join(style === 'colon' ? ':' : '-');
}

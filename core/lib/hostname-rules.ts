/**
 * Why a host name fails validator.js's isFQDN with its defaults (a top-level domain required, no
 * underscores, no trailing dot, labels of at most 63 characters): the explanation email-validate and
 * url-validate give next to the library's verdict. Each rule mirrors one check of isFQDN 13.15, plus
 * one of ours: no whitespace anywhere.
 */
import { quoteClipped } from './quote.ts';

const LABEL_CHARACTERS = /^[a-z_\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;
// isFQDN's TLD rule: two or more letters (any script), or a punycode label.
const TOP_LEVEL_DOMAIN = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;

/** What is wrong with `host`, as a phrase to follow "the host" ("has an underscore in label \"a_b\""); undefined when isFQDN would accept it. */
export function hostnameProblem(host: string): string | undefined {
  if (host === '') return 'is empty';
  // Stricter than isFQDN, which lets Unicode spaces such as U+3000 through outside the top-level domain.
  const space = /\s/.exec(host);
  if (space) return `contains whitespace (U+${space[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  const labels = host.split('.');
  if (host.endsWith('.') && labels.slice(0, -1).every((label) => label !== '')) {
    return 'ends with a dot (write it without the trailing dot)';
  }
  if (labels.some((label) => label === '')) return 'has an empty label (two dots in a row, or a dot at the start or end)';
  for (const label of labels) {
    if (label.length > 63) return `has a label of ${label.length} characters (${quoteClipped(label, 20)}); at most 63`;
    const fullWidth = FULL_WIDTH.exec(label);
    if (fullWidth) return `has a full-width character ${JSON.stringify(fullWidth[0])} in label ${quoteClipped(label, 20)}`;
    if (label.includes('_')) return `has an underscore in label ${quoteClipped(label, 20)}`;
    if (!LABEL_CHARACTERS.test(label)) {
      const bad = [...label].find((char) => !LABEL_CHARACTERS.test(char)) ?? label;
      return `has ${JSON.stringify(bad)} in label ${quoteClipped(label, 20)}; labels hold letters, digits and hyphens`;
    }
    if (label.startsWith('-') || label.endsWith('-')) return `has label ${quoteClipped(label, 20)} starting or ending with a hyphen`;
  }
  if (labels.length < 2) return 'has no top-level domain (a name such as example.com has two or more labels)';
  const tld = labels[labels.length - 1]!;
  if (/^\d+$/.test(tld)) return `has an all-digit top-level domain ${quoteClipped(tld, 20)}`;
  if (!TOP_LEVEL_DOMAIN.test(tld)) {
    return `has top-level domain ${quoteClipped(tld, 20)}, which must be two or more letters (or an xn-- label)`;
  }
  return undefined;
}

/**
 * An e-mail address a user put on a card or a README, turned into a mailto: link. Only the shape
 * is checked (one @, a dot in the domain, no spaces, brackets, quotes, commas or semicolons, which
 * would end the address or add headers to the mailto: URL), not deliverability: email-validate is
 * the tool for that. The address is then written through safeUrl, so the link is always mailto:.
 */
import { invalid } from '../errors.ts';
import { safeUrl } from './markup.ts';

const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"?&=%]+@[^\s@<>()[\]\\,;:"?&=%]+\.[^\s@<>()[\]\\,;:"?&=%]+$/;

/** `text` as a mailto: link, or a 400 naming `field` when it is not shaped like an address. */
export function emailLink(text: string, field: string): { label: string; href: string } {
  if (!EMAIL_SHAPE.test(text)) invalid(`${field}: ${JSON.stringify(text.slice(0, 60))} is not an e-mail address (name@example.com)`);
  return { label: text, href: safeUrl(`mailto:${text}`, field) };
}

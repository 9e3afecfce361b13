import { Type, type Static } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { cssColor, markup, safeImageUrl, safeUrl, trusted, type Markup } from '../../lib/markup.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { SIGNATURE_EXAMPLES } from './data/email-signature-examples.ts';

/*
 * An e-mail signature as e-mail clients take it (Campaign Monitor's "Guide to CSS support in
 * email", caniemail.com: Outlook's Word engine ignores most <style> CSS and Gmail strips <style> in
 * some views): a fragment of role="presentation" tables, every style inline, web-safe fonts, no
 * <style>, no script, no <html>/<body> (it is pasted into a signature box), plus a plain-text
 * version that opens with the "-- " signature separator line of RFC 3676 §4.3.
 *
 * Decisions:
 * - Every text is escaped (lib/markup.ts); line breaks fold into spaces except in address, whose
 *   lines (at most 5) stay lines.
 * - email must pass validator.js's isEmail (defaults) and becomes a mailto: link; phone may hold
 *   digits, spaces and + - . ( ) / only, "+" only first, 3 to 15 digits (ITU-T E.164 allows at
 *   most 15), and links as tel: with only "+" and the digits; website and social links must be
 *   http(s) (lib/markup.ts safeUrl); photo_url and logo_url http(s) (safeImageUrl). Anything
 *   else is a 400 naming the field.
 * - Colours go through cssColor (#rgb, #rrggbb, rgb(), rgba()) and are written back canonically.
 * - Layouts: horizontal (photo left, accent rule, details right), vertical (photo above), compact
 *   (name, title and company on one line, contacts on the next, a small photo), simple (text
 *   only: photo and logo left out, for clients that block images).
 */

const loadIsEmail = lazy(async () => (await import('validator/lib/isEmail.js')).default);

const LAYOUTS = ['horizontal', 'vertical', 'compact', 'simple'] as const;
type Layout = (typeof LAYOUTS)[number];

const NETWORKS = {
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  threads: 'Threads',
  medium: 'Medium',
  dribbble: 'Dribbble',
  behance: 'Behance',
  website: 'Website',
} as const;
type Network = keyof typeof NETWORKS;
const NETWORK_IDS = Object.keys(NETWORKS) as [Network, ...Network[]];

const FONT = 'Arial, Helvetica, sans-serif';

const text = (max: number, description: string) => Type.Optional(Type.String({ maxLength: max, description }));
const color = (fallback: string, description: string) =>
  withDefault(Type.String({ maxLength: 64, description: `${description}: #rgb, #rrggbb, rgb() or rgba() (default ${fallback})` }), fallback);

const input = closedObject({
  name: Type.String({ minLength: 1, maxLength: 120, description: 'Your name, 1 to 120 characters' }),
  title: text(120, 'Job title, up to 120 characters'),
  company: text(120, 'Company or organisation, up to 120 characters'),
  phone: text(40, 'Phone number as it should read, up to 40 characters: digits, spaces and + - . ( ) / (3 to 15 digits); linked as tel: with only + and digits'),
  email: text(254, 'E-mail address, up to 254 characters; linked as mailto:'),
  website: text(2000, 'Website, an absolute http(s) address; shown without https:// and the trailing slash'),
  address: text(300, 'Postal address, up to 300 characters and 5 lines; line breaks are kept'),
  social_links: withDefault(
    Type.Array(
      closedObject({
        network: stringEnum(NETWORK_IDS, { description: `The network, which gives the link its label: ${NETWORK_IDS.join(', ')}` }),
        url: Type.String({ maxLength: 2000, description: 'The profile address, absolute http(s)' }),
      }),
      { maxItems: 10, description: 'Profile links, up to 10, shown by network name in the order given' },
    ),
    [],
  ),
  photo_url: text(2000, 'Photo (http or https address), shown round at 80 px (48 px in compact); left out in the simple layout'),
  logo_url: text(2000, 'Company logo (http or https address), shown at 32 px high under the details; left out in the simple layout'),
  layout: withDefault(stringEnum(LAYOUTS, { description: 'horizontal (default: photo left, details right), vertical (photo above), compact (two lines), simple (text only, no images)' }), 'horizontal'),
  name_color: color('#111827', 'Colour of the name'),
  text_color: color('#4b5563', 'Colour of the other text'),
  accent_color: color('#2563eb', 'Colour of links, the title and the divider'),
});

const output = closedObject({
  html: Type.String({ description: 'The signature as an HTML fragment (tables, inline styles, no <style> or script) to paste into a mail client’s signature settings' }),
  text: Type.String({ description: 'The plain-text signature, opening with the "-- " separator line (RFC 3676 §4.3)' }),
  layout: stringEnum(LAYOUTS, { description: 'The layout used' }),
  links: Type.Array(
    closedObject({
      label: Type.String({ description: 'What the link says: Email, Phone, Website or the network’s name' }),
      href: Type.String({ description: 'The normalised address: mailto:, tel: or http(s)' }),
    }),
    { description: 'Every link in the signature, in order' },
  ),
});

export type SignatureExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };

interface Link {
  label: string;
  href: string;
  /** What the link reads as in the HTML. */
  shown: string;
}

const oneLine = (value: string | undefined): string | undefined => {
  const folded = value?.replace(/\s+/g, ' ').trim();
  return folded === '' ? undefined : folded;
};

function phoneLink(phone: string): Link {
  if (!/^\+?[\d\s\-.()/]+$/.test(phone)) invalid(`phone: ${JSON.stringify(phone)} may hold only digits, spaces and + - . ( ) /, with + first`);
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) invalid(`phone: has ${digits.length} digits; a phone number has 3 to 15 (ITU-T E.164)`);
  return { label: 'Phone', href: safeUrl(`tel:${phone.startsWith('+') ? '+' : ''}${digits}`, 'phone'), shown: phone };
}

async function emailLink(email: string): Promise<Link> {
  const isEmail = await loadIsEmail();
  let valid: boolean;
  try {
    valid = isEmail(email);
  } catch {
    // isEmail throws URIError on a lone surrogate (it decodes the address as a URI).
    valid = false;
  }
  if (!valid) invalid(`email: ${JSON.stringify(email.slice(0, 60))} is not an e-mail address (name@example.com)`);
  return { label: 'Email', href: safeUrl(`mailto:${email}`, 'email'), shown: email };
}

function webUrl(value: string, field: string): string {
  const href = safeUrl(value, field);
  if (!/^https?:/.test(href)) invalid(`${field}: must be an http or https address`);
  return href;
}

const css = (properties: Record<string, string | number>): string =>
  Object.entries(properties)
    .map(([name, value]) => `${name}:${typeof value === 'number' ? `${value}px` : value}`)
    .join(';');

interface Parts {
  name: string;
  role?: string;
  company?: string;
  contacts: Link[];
  social: Link[];
  address: string[];
  photo?: string;
  logo?: string;
  colors: { name: string; text: string; accent: string };
}

const TABLE = trusted('role="presentation" cellpadding="0" cellspacing="0" border="0"');

function anchor(link: Link, accent: string): Markup {
  return markup`<a href="${link.href}" style="${css({ color: accent, 'text-decoration': 'none' })}">${link.shown}</a>`;
}

/** Items joined by a thin separator, for one line. */
function joined(items: Markup[], separator: string, textColor: string): Markup[] {
  return items.map((item, index) => (index === 0 ? item : markup`<span style="${css({ color: textColor })}">${separator}</span>${item}`));
}

function row(content: Markup, style: Record<string, string | number>): Markup {
  return markup`<tr><td dir="auto" style="${css({ 'font-family': FONT, 'font-size': 14, 'line-height': '20px', ...style })}">${content}</td></tr>`;
}

function detailRows(parts: Parts, compact: boolean): Markup[] {
  const { colors } = parts;
  const nameStyle = { 'font-size': compact ? 16 : 18, 'font-weight': '700', color: colors.name };
  const rows: Markup[] = [];
  if (compact) {
    const head = [markup`<span style="${css(nameStyle)}">${parts.name}</span>`, ...(parts.role ? [markup`<span style="${css({ color: colors.accent })}">${parts.role}</span>`] : [])];
    rows.push(row(markup`${joined(head, ' | ', colors.text)}`, { color: colors.text }));
    const line = [...parts.contacts, ...parts.social].map((link) => anchor(link, colors.accent));
    if (parts.address.length > 0) line.push(markup`${parts.address.join(', ')}`);
    if (line.length > 0) rows.push(row(markup`${joined(line, ' | ', colors.text)}`, { color: colors.text, 'font-size': 13 }));
    return rows;
  }
  rows.push(row(markup`${parts.name}`, nameStyle));
  if (parts.role) rows.push(row(markup`${parts.role}`, { color: colors.accent, 'padding-bottom': 6 }));
  for (const link of parts.contacts) rows.push(row(markup`${link.label}: ${anchor(link, colors.accent)}`, { color: colors.text, 'font-size': 13 }));
  if (parts.address.length > 0) {
    rows.push(row(markup`${parts.address.map((line, index) => (index === 0 ? markup`${line}` : markup`<br>${line}`))}`, { color: colors.text, 'font-size': 13 }));
  }
  if (parts.social.length > 0) {
    rows.push(row(markup`${joined(parts.social.map((link) => markup`<a href="${link.href}" style="${css({ color: colors.accent, 'text-decoration': 'none' })}">${link.label}</a>`), ' · ', colors.text)}`, { 'font-size': 13, 'padding-top': 6 }));
  }
  return rows;
}

function photoImage(parts: Parts, size: number): Markup | null {
  if (!parts.photo) return null;
  return markup`<img src="${parts.photo}" alt="${parts.name}" width="${size}" height="${size}" style="${css({ display: 'block', width: size, height: size, 'border-radius': '50%', border: '0' })}">`;
}

function logoRow(parts: Parts): Markup | null {
  if (!parts.logo) return null;
  return markup`<tr><td style="${css({ 'padding-top': 8 })}"><img src="${parts.logo}" alt="${parts.company ?? parts.name}" height="32" style="${css({ display: 'block', height: 32, border: '0' })}"></td></tr>`;
}

function signatureHtml(parts: Parts, layout: Layout): string {
  const { colors } = parts;
  if (layout === 'simple') {
    return markup`<table ${TABLE} style="${css({ 'border-collapse': 'collapse' })}">${detailRows({ ...parts, photo: undefined, logo: undefined }, false)}</table>`.html;
  }
  if (layout === 'vertical') {
    const photo = photoImage(parts, 80);
    return markup`<table ${TABLE} style="${css({ 'border-collapse': 'collapse' })}">${photo ? markup`<tr><td style="${css({ 'padding-bottom': 10 })}">${photo}</td></tr>` : null}${detailRows(parts, false)}${logoRow(parts)}</table>`.html;
  }
  const compact = layout === 'compact';
  const photo = photoImage(parts, compact ? 48 : 80);
  const details = markup`<table ${TABLE} style="${css({ 'border-collapse': 'collapse' })}">${detailRows(parts, compact)}${logoRow(parts)}</table>`;
  const photoCell = photo ? markup`<td valign="top" style="${css({ 'padding-right': compact ? 12 : 16 })}">${photo}</td>` : null;
  // A non-breaking space keeps the rule's cell from collapsing in clients that drop empty cells.
  const rule = compact ? null : markup`<td width="2" style="${css({ width: 2, 'background-color': colors.accent, 'font-size': 1, 'line-height': '1px' })}">${trusted('&#160;')}</td>`;
  return markup`<table ${TABLE} style="${css({ 'border-collapse': 'collapse' })}"><tr>${photoCell}${rule}<td valign="top" style="${css({ 'padding-left': compact ? 0 : 16 })}">${details}</td></tr></table>`.html;
}

function signatureText(parts: Parts): string {
  const lines = ['-- ', parts.name];
  if (parts.role) lines.push(parts.role);
  for (const link of parts.contacts) lines.push(`${link.label}: ${link.label === 'Website' ? link.href : link.shown}`);
  lines.push(...parts.address);
  for (const link of parts.social) lines.push(`${link.label}: ${link.href}`);
  return `${lines.join('\n')}\n`;
}

export default defineTool({
  id: 'email-signature-generator',
  name: 'Email Signature Generator',
  category: 'generators',
  description:
    'Build an e-mail signature from your name, title, company, phone, e-mail, website, address, social links, photo and logo: an HTML fragment of tables with inline styles that Gmail, Outlook and Apple Mail accept (horizontal, vertical, compact or text-only layout, your colours), plus a plain-text version. Fills templates with your details; no AI, no network. Every text is escaped; links must be mailto:, tel: or http(s).',
  keywords: ['email signature', 'mail signature', 'gmail signature', 'outlook signature', 'html signature', 'signature template', 'business signature', 'sig block'],
  mcp: true,
  input,
  output,
  examples: SIGNATURE_EXAMPLES,
  async run(values) {
    const name = oneLine(values.name) ?? invalid('name: is blank');
    const title = oneLine(values.title);
    const company = oneLine(values.company);
    const contacts: Link[] = [];
    const phone = oneLine(values.phone);
    if (phone !== undefined) contacts.push(phoneLink(phone));
    const email = values.email?.trim();
    if (email) contacts.push(await emailLink(email));
    const website = values.website?.trim();
    if (website) {
      const href = webUrl(website, 'website');
      contacts.push({ label: 'Website', href, shown: href.replace(/^https?:\/\//, '').replace(/\/$/, '') });
    }
    const address = (values.address ?? '').split(/\r\n|\r|\n/).map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line !== '');
    if (address.length > 5) invalid(`address: has ${address.length} lines; at most 5`);
    const social = values.social_links.map((link, index) => {
      const href = webUrl(link.url, `social_links[${index}].url`);
      return { label: NETWORKS[link.network as Network], href, shown: NETWORKS[link.network as Network] };
    });
    const parts: Parts = {
      name,
      role: [title, company].filter((part) => part !== undefined).join(' | ') || undefined,
      company,
      contacts,
      social,
      address,
      photo: values.photo_url?.trim() ? safeImageUrl(values.photo_url, 'photo_url') : undefined,
      logo: values.logo_url?.trim() ? safeImageUrl(values.logo_url, 'logo_url') : undefined,
      colors: {
        name: cssColor(values.name_color, 'name_color').css,
        text: cssColor(values.text_color, 'text_color').css,
        accent: cssColor(values.accent_color, 'accent_color').css,
      },
    };
    const layout = values.layout as Layout;
    return {
      html: signatureHtml(parts, layout),
      text: signatureText(parts),
      layout,
      links: [...contacts, ...social].map(({ label, href }) => ({ label, href })),
    };
  },
});

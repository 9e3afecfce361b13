/**
 * What a QR code's text is, read the way phone scanners (ZXing's ResultParser family) read it:
 * a URL, Wi-Fi settings (WIFI:T:…;S:…;P:…;;), a contact (vCard, or MECARD:), an otpauth:// URI,
 * an email (mailto: or MATMSG:), a phone number (tel:) or a place (geo:); anything else is text.
 * Fields are strings, named as the format names them.
 */
export type PayloadType = 'url' | 'wifi' | 'vcard' | 'otpauth' | 'email' | 'tel' | 'geo' | 'text';

export interface ParsedPayload {
  type: PayloadType;
  fields: Record<string, string>;
}

/** Splits `body` at unescaped `;`, undoing the backslash escapes of the Wi-Fi and MECARD formats. */
function semicolonFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '\\' && i + 1 < body.length) current += body[++i];
    else if (char === ';') {
      const colon = current.indexOf(':');
      if (colon > 0 && !fields.has(current.slice(0, colon).toUpperCase())) fields.set(current.slice(0, colon).toUpperCase(), current.slice(colon + 1));
      current = '';
    } else current += char;
  }
  return fields;
}

const record = (entries: [string, string | undefined | null][]): Record<string, string> =>
  Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

function parseWifi(text: string): ParsedPayload {
  const fields = semicolonFields(text.slice(5));
  return { type: 'wifi', fields: record([['ssid', fields.get('S')], ['security', fields.get('T') ?? 'nopass'], ['password', fields.get('P')], ['hidden', fields.get('H')]]) };
}

/** RFC 6350 3.4 unfolding and 3.4 text unescaping, first value of each property kept. */
function parseVcard(text: string): ParsedPayload {
  const lines = text.replace(/\r\n[ \t]|\n[ \t]/g, '').split(/\r\n|\n|\r/);
  const unescape = (value: string) => value.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
  const wanted: Record<string, string> = { FN: 'name', N: 'structuredName', ORG: 'org', TITLE: 'title', TEL: 'phone', EMAIL: 'email', URL: 'url', ADR: 'address', NOTE: 'note', BDAY: 'birthday' };
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.split('.').pop()!.toUpperCase();
    const key = wanted[name];
    if (key && !(key in fields)) {
      const value = line.slice(colon + 1);
      fields[key] = name === 'N' || name === 'ADR' ? value.split(/(?<!\\);/).map(unescape).filter(Boolean).join(name === 'N' ? ' ' : ', ') : unescape(value);
    }
  }
  return { type: 'vcard', fields };
}

/** MECARD's N is "family,given" (NTT DoCoMo's format); written given name first, as ZXing does. */
const mecardName = (name: string | undefined) => (name?.includes(',') ? `${name.slice(name.indexOf(',') + 1)} ${name.slice(0, name.indexOf(','))}` : name);

function parseMecard(text: string): ParsedPayload {
  const fields = semicolonFields(text.slice(7));
  return { type: 'vcard', fields: record([['name', mecardName(fields.get('N'))], ['phone', fields.get('TEL')], ['email', fields.get('EMAIL')], ['url', fields.get('URL')], ['address', fields.get('ADR')], ['note', fields.get('NOTE')], ['org', fields.get('ORG')]]) };
}

function parseOtpauth(text: string): ParsedPayload | undefined {
  const match = /^otpauth:\/\/(totp|hotp)\/([^?#]*)\?([^#]*)$/i.exec(text);
  if (!match) return undefined;
  const params = new URLSearchParams(match[3]);
  let label: string;
  try {
    label = decodeURIComponent(match[2]!);
  } catch {
    label = match[2]!;
  }
  return {
    type: 'otpauth',
    fields: record([
      ['kind', match[1]!.toLowerCase()], ['label', label], ['issuer', params.get('issuer')], ['secret', params.get('secret')],
      ['algorithm', params.get('algorithm')], ['digits', params.get('digits')], ['period', params.get('period')], ['counter', params.get('counter')],
    ]),
  };
}

function parseMailto(text: string): ParsedPayload {
  const [address, query = ''] = text.slice(7).split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  let to = address;
  try {
    to = decodeURIComponent(address);
  } catch {
    // keep it as written
  }
  return { type: 'email', fields: record([['to', to], ['subject', params.get('subject')], ['body', params.get('body')], ['cc', params.get('cc')]]) };
}

/** Reads `text` as the first format it matches. */
export function parsePayload(text: string): ParsedPayload {
  const trimmed = text.trim();
  const upper = trimmed.slice(0, 12).toUpperCase();
  if (upper.startsWith('WIFI:')) return parseWifi(trimmed);
  if (upper.startsWith('BEGIN:VCARD')) return parseVcard(trimmed);
  if (upper.startsWith('MECARD:')) return parseMecard(trimmed);
  if (upper.startsWith('OTPAUTH://')) return parseOtpauth(trimmed) ?? { type: 'text', fields: {} };
  if (upper.startsWith('MAILTO:')) return parseMailto(trimmed);
  if (upper.startsWith('MATMSG:')) {
    const fields = semicolonFields(trimmed.slice(7));
    return { type: 'email', fields: record([['to', fields.get('TO')], ['subject', fields.get('SUB')], ['body', fields.get('BODY')]]) };
  }
  if (upper.startsWith('TEL:')) return { type: 'tel', fields: { number: trimmed.slice(4) } };
  const geo = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(-?\d+(?:\.\d+)?))?(?:[;?].*)?$/i.exec(trimmed);
  if (geo) return { type: 'geo', fields: record([['latitude', geo[1]], ['longitude', geo[2]], ['altitude', geo[3]]]) };
  if (/^https?:\/\/\S+$/i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      return { type: 'url', fields: { url: trimmed, host: url.host } };
    } catch {
      // not a URL after all: text
    }
  }
  return { type: 'text', fields: {} };
}

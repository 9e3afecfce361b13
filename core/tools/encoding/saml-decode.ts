/**
 * Decodes a SAML message as it travels: the SAMLRequest or SAMLResponse value of the
 * HTTP-Redirect binding (raw DEFLATE, Base64, percent-encoding) or of the HTTP-POST binding
 * (Base64 only), and reads its headline fields. Decisions the issue left open:
 * - text may be the bare value, a whole URL or form body holding SAMLRequest= / SAMLResponse=
 *   (the first one found is read), or already-decoded Base64; percent-escapes are undone, and a
 *   "+" is kept (it is Base64's, not a space).
 * - After Base64, bytes that start with "<" are the POST binding's XML; anything else is inflated
 *   as raw DEFLATE (the Redirect binding), or as zlib, which some libraries send.
 * - The XML must be well-formed and carry no DOCTYPE (SAML core forbids DTDs), so no entity is ever
 *   expanded. Inflating stops past 2 MB: SAML messages are kilobytes.
 * - Fields are read by local name, whatever the namespace prefix: the root element's name, ID,
 *   IssueInstant and Destination, the first Issuer, and the first NameID with its Format. An
 *   encrypted assertion has no readable NameID: it is null, as is any field the message lacks.
 *   The signature is not verified.
 */
import { Type } from '@sinclair/typebox';
import { decodeBase64 } from '../../lib/base64.ts';
import { inflateBounded } from '../../lib/inflate.ts';
import { lazy } from '../../lib/lazy.ts';
import { utf8Decode } from '../../lib/utf8.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const loadXmlValidator = lazy(async () => (await import('fast-xml-parser')).XMLValidator);
const loadHtmlparser = lazy(() => import('htmlparser2'));

const MAX_XML_BYTES = 2_000_000;
const PARAMETER = /(?:^|[?&\s])(SAMLRequest|SAMLResponse)=([^&\s#]*)/;

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

interface Fields {
  messageType: string | null;
  id: string | null;
  issueInstant: string | null;
  destination: string | null;
  issuer: string | null;
  nameId: string | null;
  nameIdFormat: string | null;
}

/** The Base64 text of the message: a parameter's value when text holds one, percent-escapes undone. */
function base64Text(text: string): string {
  const value = PARAMETER.exec(text)?.[2] ?? text.trim();
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    invalid('text: holds a percent-escape that is not valid (a "%" not followed by two hex digits, or not UTF-8)');
  }
}

async function messageXml(bytes: Uint8Array): Promise<{ xml: Uint8Array; binding: 'redirect' | 'post' }> {
  let start = 0;
  while (start < bytes.length && (bytes[start] === 0x20 || bytes[start] === 0x09 || bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0xef || bytes[start] === 0xbb || bytes[start] === 0xbf)) start++;
  if (bytes[start] === 0x3c) return { xml: bytes, binding: 'post' };
  for (const format of ['raw', 'zlib'] as const) {
    const inflated = await inflateBounded(bytes, format, MAX_XML_BYTES);
    if (inflated.ok) return { xml: inflated.bytes, binding: 'redirect' };
    if (inflated.reason === 'too-large') invalid(`text: inflates to more than ${MAX_XML_BYTES} bytes, far past any SAML message`);
  }
  invalid('text: decodes to bytes that are neither XML (HTTP-POST binding) nor DEFLATE-compressed XML (HTTP-Redirect binding)');
}

async function readFields(xml: string): Promise<Fields> {
  const { Parser } = await loadHtmlparser();
  const fields: Fields = { messageType: null, id: null, issueInstant: null, destination: null, issuer: null, nameId: null, nameIdFormat: null };
  let capturing: 'issuer' | 'nameId' | undefined;
  let captured = '';
  let depth = 0;
  const localName = (name: string) => name.slice(name.indexOf(':') + 1);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        const local = localName(name);
        if (depth === 1) {
          fields.messageType = local;
          fields.id = attributes['ID'] ?? null;
          fields.issueInstant = attributes['IssueInstant'] ?? null;
          fields.destination = attributes['Destination'] ?? null;
        }
        if (local === 'Issuer' && fields.issuer === null && capturing === undefined) capturing = 'issuer';
        if (local === 'NameID' && fields.nameId === null && capturing === undefined) {
          capturing = 'nameId';
          fields.nameIdFormat = attributes['Format'] ?? null;
        }
        captured = '';
      },
      ontext(text) {
        if (capturing) captured += text;
      },
      onclosetag(name) {
        depth--;
        const local = localName(name);
        if (capturing === 'issuer' && local === 'Issuer') fields.issuer = captured.trim();
        if (capturing === 'nameId' && local === 'NameID') fields.nameId = captured.trim();
        if ((capturing === 'issuer' && local === 'Issuer') || (capturing === 'nameId' && local === 'NameID')) capturing = undefined;
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return fields;
}

export default defineTool({
  id: 'saml-decode',
  name: 'SAML Decode',
  category: 'encoding',
  description:
    'Decode a SAMLRequest or SAMLResponse (HTTP-Redirect: DEFLATE + Base64 + URL encoding; HTTP-POST: Base64) to its XML, with the message type, issuer, NameID, ID and destination.',
  keywords: ['saml', 'samlrequest', 'samlresponse', 'sso', 'authnrequest', 'saml tracer', 'idp', 'sp', 'assertion', 'nameid'],
  isolate: true,
  input: closedObject({
    text: Type.String({
      minLength: 1,
      maxLength: 1_000_000,
      description: 'The SAMLRequest or SAMLResponse value (URL-encoded or not), or a URL or form body holding it; at most 1,000,000 characters',
    }),
  }),
  output: closedObject({
    xml: Type.String({ description: 'The message as XML, as sent' }),
    binding: stringEnum(['redirect', 'post'], { description: 'redirect: it was DEFLATE-compressed (HTTP-Redirect binding); post: Base64 only (HTTP-POST binding)' }),
    messageType: nullableString('The root element\'s local name: AuthnRequest, Response, LogoutRequest…'),
    id: nullableString('The root element\'s ID'),
    issueInstant: nullableString('The root element\'s IssueInstant'),
    destination: nullableString('The root element\'s Destination'),
    issuer: nullableString('The first Issuer\'s text'),
    nameId: nullableString('The first NameID\'s text (null when the assertion is encrypted or there is none)'),
    nameIdFormat: nullableString('That NameID\'s Format'),
  }),
  examples: [
    {
      title: 'A Redirect-binding AuthnRequest',
      input: { text: 'https://idp.example.org/sso?SAMLRequest=fVDLCsIwEPyVkrtNWjwtbaHQS0EvKh68SKjBFvIyu4F%2BvrEi1oswl53HMkyF0mgPbaTRHtQjKqRsNtoiLELNYrDgJE4IVhqFQAMc2%2F0OylyAD47c4DRbRf4nJKIKNDnLsr6r2bVg2VkFTETNkp5YxKh6iyQtJUqU240oEk5CwIILy7pUcrKSltRI5BE4n24%2BV7M0XqvchTtHdKypXo1g%2BRmajxO%2FxsGZiq897%2Bt3j%2BYJ&RelayState=x' },
      output: {
        xml: '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_1" Version="2.0" IssueInstant="2024-01-01T00:00:00Z" Destination="https://idp.example.org/sso"><saml:Issuer>https://sp.example.com</saml:Issuer></samlp:AuthnRequest>',
        binding: 'redirect', messageType: 'AuthnRequest', id: '_1', issueInstant: '2024-01-01T00:00:00Z', destination: 'https://idp.example.org/sso',
        issuer: 'https://sp.example.com', nameId: null, nameIdFormat: null,
      },
    },
    {
      title: 'A POST-binding Response',
      input: { text: 'PHNhbWxwOlJlc3BvbnNlIHhtbG5zOnNhbWxwPSJ1cm46b2FzaXM6bmFtZXM6dGM6U0FNTDoyLjA6cHJvdG9jb2wiIHhtbG5zOnNhbWw9InVybjpvYXNpczpuYW1lczp0YzpTQU1MOjIuMDphc3NlcnRpb24iIElEPSJfciIgVmVyc2lvbj0iMi4wIiBJc3N1ZUluc3RhbnQ9IjIwMjQtMDEtMDFUMDA6MDA6MDVaIj48c2FtbDpJc3N1ZXI+aHR0cHM6Ly9pZHAuZXhhbXBsZS5vcmc8L3NhbWw6SXNzdWVyPjxzYW1sOkFzc2VydGlvbiBJRD0iX2EiIFZlcnNpb249IjIuMCIgSXNzdWVJbnN0YW50PSIyMDI0LTAxLTAxVDAwOjAwOjA1WiI+PHNhbWw6SXNzdWVyPmh0dHBzOi8vaWRwLmV4YW1wbGUub3JnPC9zYW1sOklzc3Vlcj48c2FtbDpTdWJqZWN0PjxzYW1sOk5hbWVJRCBGb3JtYXQ9InVybjpvYXNpczpuYW1lczp0YzpTQU1MOjEuMTpuYW1laWQtZm9ybWF0OmVtYWlsQWRkcmVzcyI+YWRhQGV4YW1wbGUuY29tPC9zYW1sOk5hbWVJRD48L3NhbWw6U3ViamVjdD48L3NhbWw6QXNzZXJ0aW9uPjwvc2FtbHA6UmVzcG9uc2U+' },
      output: {
        xml: '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r" Version="2.0" IssueInstant="2024-01-01T00:00:05Z"><saml:Issuer>https://idp.example.org</saml:Issuer><saml:Assertion ID="_a" Version="2.0" IssueInstant="2024-01-01T00:00:05Z"><saml:Issuer>https://idp.example.org</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">ada@example.com</saml:NameID></saml:Subject></saml:Assertion></samlp:Response>',
        binding: 'post', messageType: 'Response', id: '_r', issueInstant: '2024-01-01T00:00:05Z', destination: null,
        issuer: 'https://idp.example.org', nameId: 'ada@example.com', nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      },
    },
  ],
  async run({ text }) {
    const decoded = decodeBase64(base64Text(text));
    if (!decoded.ok) invalid(`text: the SAML value is not valid Base64: ${decoded.reason}`);
    const { xml: bytes, binding } = await messageXml(decoded.bytes);
    const xml = utf8Decode(bytes) ?? invalid('text: the message is not UTF-8 text');
    if (/<!DOCTYPE/i.test(xml)) invalid('text: the XML carries a DOCTYPE, which SAML messages must not (SAML core 1.3.4); it is not read');
    const validation = (await loadXmlValidator()).validate(xml);
    if (validation !== true) invalid(`text: the message is not well-formed XML (line ${validation.err.line}: ${validation.err.msg.slice(0, 120)})`);
    return { xml, binding, ...(await readFields(xml)) };
  },
});

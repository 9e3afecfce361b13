import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../lib/base64.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Decoded {
  xml: string;
  binding: string;
  messageType: string | null;
  id: string | null;
  issueInstant: string | null;
  destination: string | null;
  issuer: string | null;
  nameId: string | null;
  nameIdFormat: string | null;
}
const decode = (text: string) => run<Decoded>('saml-decode', { text });

const AUTHN_XML =
  '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_1" Version="2.0" IssueInstant="2024-01-01T00:00:00Z" Destination="https://idp.example.org/sso"><saml:Issuer>https://sp.example.com</saml:Issuer></samlp:AuthnRequest>';
// python3: urllib.parse.quote(base64.b64encode(raw DEFLATE of AUTHN_XML, zlib.compressobj(9, zlib.DEFLATED, -15)).decode(), safe='')
const AUTHN_REDIRECT =
  'fVDLCsIwEPyVkrtNWjwtbaHQS0EvKh68SKjBFvIyu4F%2BvrEi1oswl53HMkyF0mgPbaTRHtQjKqRsNtoiLELNYrDgJE4IVhqFQAMc2%2F0OylyAD47c4DRbRf4nJKIKNDnLsr6r2bVg2VkFTETNkp5YxKh6iyQtJUqU240oEk5CwIILy7pUcrKSltRI5BE4n24%2BV7M0XqvchTtHdKypXo1g%2BRmajxO%2FxsGZiq897%2Bt3j%2BYJ';

describe('saml-decode', () => {
  it('decodes a Redirect-binding request made with python zlib(-15), bare or in its URL', async () => {
    const expected = {
      xml: AUTHN_XML, binding: 'redirect', messageType: 'AuthnRequest', id: '_1', issueInstant: '2024-01-01T00:00:00Z',
      destination: 'https://idp.example.org/sso', issuer: 'https://sp.example.com', nameId: null, nameIdFormat: null,
    };
    expect(await decode(AUTHN_REDIRECT)).toEqual(expected);
    expect(await decode(`https://idp.example.org/sso?SAMLRequest=${AUTHN_REDIRECT}&RelayState=abc`)).toEqual(expected);
    expect(await decode(decodeURIComponent(AUTHN_REDIRECT))).toEqual(expected);
  });

  it('decodes a POST-binding response (python base64.b64encode) and reads its NameID', async () => {
    // python3: base64.b64encode(b'<?xml …?><saml2p:Response …>…<saml2:NameID Format="…emailAddress">jos&#233;@example.com</saml2:NameID>…')
    const post = 'PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz48c2FtbDJwOlJlc3BvbnNlIHhtbG5zOnNhbWwycD0idXJuOm9hc2lzOm5hbWVzOnRjOlNBTUw6Mi4wOnByb3RvY29sIiBJRD0iX3IxIiBWZXJzaW9uPSIyLjAiIElzc3VlSW5zdGFudD0iMjAyNC0wNS0wMVQxMDowMDowMFoiIERlc3RpbmF0aW9uPSJodHRwczovL3NwLmV4YW1wbGUuY29tL2FjcyI+PHNhbWwyOklzc3VlciB4bWxuczpzYW1sMj0idXJuOm9hc2lzOm5hbWVzOnRjOlNBTUw6Mi4wOmFzc2VydGlvbiI+aHR0cHM6Ly9pZHAuZXhhbXBsZS5vcmc8L3NhbWwyOklzc3Vlcj48c2FtbDI6QXNzZXJ0aW9uIHhtbG5zOnNhbWwyPSJ1cm46b2FzaXM6bmFtZXM6dGM6U0FNTDoyLjA6YXNzZXJ0aW9uIiBJRD0iX2ExIiBWZXJzaW9uPSIyLjAiIElzc3VlSW5zdGFudD0iMjAyNC0wNS0wMVQxMDowMDowMFoiPjxzYW1sMjpJc3N1ZXI+aHR0cHM6Ly9pZHAuZXhhbXBsZS5vcmc8L3NhbWwyOklzc3Vlcj48c2FtbDI6U3ViamVjdD48c2FtbDI6TmFtZUlEIEZvcm1hdD0idXJuOm9hc2lzOm5hbWVzOnRjOlNBTUw6MS4xOm5hbWVpZC1mb3JtYXQ6ZW1haWxBZGRyZXNzIj5qb3MmIzIzMztAZXhhbXBsZS5jb208L3NhbWwyOk5hbWVJRD48L3NhbWwyOlN1YmplY3Q+PC9zYW1sMjpBc3NlcnRpb24+PC9zYW1sMnA6UmVzcG9uc2U+';
    const answer = await decode(`SAMLResponse=${encodeURIComponent(post)}&RelayState=x`);
    expect(answer).toMatchObject({
      binding: 'post', messageType: 'Response', id: '_r1', issueInstant: '2024-05-01T10:00:00Z', destination: 'https://sp.example.com/acs',
      issuer: 'https://idp.example.org', nameId: 'josé@example.com', nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    });
    expect(answer.xml.startsWith('<?xml version="1.0"')).toBe(true);
  });

  it('reads a zlib-wrapped message and unprefixed elements', async () => {
    // python3: base64.b64encode(zlib.compress(b'<samlp:LogoutRequest …><Issuer xmlns="…assertion">sp</Issuer><NameID xmlns="…">u1</NameID></samlp:LogoutRequest>'))
    const answer = await decode('eJyVUL0KwjAQfpWSXZsWpyMNCF0C1UHFwUVCCVJoc23uAj6+R7uKIHxw8P3CGfLTOEOHL8x8CUsOxMV7GiPBqjQqpwjoaSCIfgoE3MP1eOqg3muYEzL2OKrCtY16yr2HRAPGRoksLFEOLhL7yELp+rDTleCmNax4KGtWU9pGf895opBY6pWl2ZRb0JqzGF37Z0GuTLkFrSm/PMF+AMglX5Q=');
    expect(answer).toMatchObject({ binding: 'redirect', messageType: 'LogoutRequest', id: '_l', destination: null, issuer: 'sp', nameId: 'u1', nameIdFormat: null });
  });

  it('refuses a DOCTYPE, malformed XML, bombs and what is not SAML at all', async () => {
    // python3: raw DEFLATE of b'<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'
    await expectInvalid('saml-decode', { text: 's1F08XcOiQxwVahQiLZRdPUL8QyJVEhUUEoEAiW7WDubCju1RGsb/Qo7AA==' }, /text: the XML carries a DOCTYPE/);
    // python3: raw DEFLATE of b'<a><b></a>'
    await expectInvalid('saml-decode', { text: 's0m0s0mys9FPtAMA' }, /text: the message is not well-formed XML \(line 1/);
    await expectInvalid('saml-decode', { text: bytesToBase64(deflateSync(new Uint8Array(2_000_001).fill(32))) }, 'text: inflates to more than 2000000 bytes, far past any SAML message');
    await expectInvalid('saml-decode', { text: 'aGVsbG8gd29ybGQ=' }, /neither XML \(HTTP-POST binding\) nor DEFLATE-compressed XML/);
    await expectInvalid('saml-decode', { text: 'SAMLRequest=%ZZ' }, /percent-escape that is not valid/);
    await expectInvalid('saml-decode', { text: 'not base64!' }, /text: the SAML value is not valid Base64/);
  });

  it('refuses bad input of every kind, naming the field', async () => {
    await expectInvalid('saml-decode', { text: '' }, 'text: must not be empty');
    await expectInvalid('saml-decode', {}, 'text: is required');
    await expectInvalid('saml-decode', { text: 5 }, /text: must be a string/);
    await expectInvalid('saml-decode', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('saml-decode', JSON.parse('{"text":"x","__proto__":{}}'), /__proto__/);
  });
});

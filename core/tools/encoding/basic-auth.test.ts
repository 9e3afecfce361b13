import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Credentials {
  result: string;
  username: string;
  password: string;
}
const encode = (text: string) => run<Credentials>('basic-auth', { action: 'encode', text });
const decode = (text: string) => run<Credentials>('basic-auth', { action: 'decode', text });

describe('basic-auth', () => {
  it('matches RFC 7617 both ways', async () => {
    // RFC 7617 §2: Aladdin / open sesame → Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==
    expect(await encode('Aladdin:open sesame')).toEqual({ result: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', username: 'Aladdin', password: 'open sesame' });
    // RFC 7617 §2.1 (charset="UTF-8"): test / 123£ → dGVzdDoxMjPCow==
    expect((await encode('test:123£')).result).toBe('Basic dGVzdDoxMjPCow==');
    expect(await decode('Basic dGVzdDoxMjPCow==')).toEqual({ result: 'test:123£', username: 'test', password: '123£' });
  });

  it('sends what curl -u sends, colons after the first in the password', async () => {
    // a one-shot python socket listener on 127.0.0.1:18777 printing the request's Authorization line, then
    // curl -s -u 'user:pa:ss wörd' http://127.0.0.1:18777/  → Authorization: Basic dXNlcjpwYTpzcyB3w7ZyZA==
    expect(await encode('user:pa:ss wörd')).toEqual({ result: 'Basic dXNlcjpwYTpzcyB3w7ZyZA==', username: 'user', password: 'pa:ss wörd' });
    expect(await decode('Authorization: Basic dXNlcjpwYTpzcyB3w7ZyZA==')).toMatchObject({ username: 'user', password: 'pa:ss wörd' });
  });

  it('decodes the header in any of its forms', async () => {
    for (const header of ['QWxhZGRpbjpvcGVuIHNlc2FtZQ==', 'basic QWxhZGRpbjpvcGVuIHNlc2FtZQ', '  BASIC   QWxhZGRpbjpvcGVuIHNlc2FtZQ==\r\n', 'authorization:Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', 'Proxy-Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==']) {
      expect((await decode(header)).result, header).toBe('Aladdin:open sesame');
    }
    expect(await encode(':')).toEqual({ result: 'Basic Og==', username: '', password: '' });
  });

  it('round-trips any user name without a colon and any password', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 20 }).filter((user) => !user.includes(':')), fc.string({ maxLength: 20 }), async (user, password) => {
        const credentials = `${user}:${password}`;
        expect(await decode((await encode(credentials)).result)).toEqual({ result: credentials, username: user, password });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses what is not credentials, never repeating them', async () => {
    await expectInvalid('basic-auth', { action: 'encode', text: 'no-colon-secret' }, 'text: must be user:password, with a colon after the user name');
    await expectInvalid('basic-auth', { action: 'decode', text: 'Basic s3cr!t' }, 'text: the credentials are not valid Base64');
    await expectInvalid('basic-auth', { action: 'decode', text: 'Basic c2VjcmV0' }, 'text: the decoded credentials have no colon between user name and password');
    await expectInvalid('basic-auth', { action: 'decode', text: 'Basic /w==' }, 'text: the credentials decode to bytes that are not UTF-8 text');
    await expectInvalid('basic-auth', { action: 'decode', text: 'Basic ' }, 'text: holds no credentials after the Basic scheme');
    await expectInvalid('basic-auth', { action: 'encode', text: 'u:\uD800' }, /text: contains a lone surrogate/);
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('basic-auth', { text: 'a:b' }, 'action: is required');
    await expectInvalid('basic-auth', { action: 'sign', text: 'a:b' }, 'action: must be one of encode, decode');
    await expectInvalid('basic-auth', { action: 'encode', text: 1 }, 'text: must be a string, got an integer');
    await expectInvalid('basic-auth', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('basic-auth', JSON.parse('{"action": "encode", "text": "a:b", "__proto__": {"x": 1}}'), /__proto__/);
  });
});

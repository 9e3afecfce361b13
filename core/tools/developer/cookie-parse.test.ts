import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Cookie {
  name: string; value: string; expires: string | null; maxAge: number | null; domain: string | null; path: string | null;
  secure: boolean; httpOnly: boolean; sameSite: string | null; partitioned: boolean; priority: string | null;
}
interface Answer { cookies: Cookie[]; warnings: string[] }
const parse = (header: string, kind: 'cookie' | 'set-cookie' = 'cookie') => run<Answer>('cookie-parse', { header, kind });
const pairs = (answer: Answer) => answer.cookies.map((cookie) => [cookie.name, cookie.value]);

describe('cookie-parse', () => {
  it('reads a Cookie header as Python\'s http.cookies does', async () => {
    // /usr/bin/python3 -c "from http.cookies import SimpleCookie; c = SimpleCookie(); c.load('theme=dark; sid=abc123; lang=en-US; token=x%20y'); print([(k, m.value) for k, m in c.items()])"
    // → [('theme', 'dark'), ('sid', 'abc123'), ('lang', 'en-US'), ('token', 'x%20y')]
    expect(pairs(await parse('theme=dark; sid=abc123; lang=en-US; token=x%20y'))).toEqual([['theme', 'dark'], ['sid', 'abc123'], ['lang', 'en-US'], ['token', 'x%20y']]);
    // The same with a Cookie: prefix, stray semicolons and spaces.
    expect(pairs(await parse('Cookie: theme=dark;;  sid=abc123 ;'))).toEqual([['theme', 'dark'], ['sid', 'abc123']]);
  });

  it('keeps quotes Python strips (RFC 6265 makes them part of the value), and nameless cookies', async () => {
    // Python: SimpleCookie().load('pref="a b"; x=1') → value 'a b', coded_value '"a b"'
    expect(pairs(await parse('pref="a b"; x=1'))).toEqual([['pref', '"a b"'], ['x', '1']]);
    expect(pairs(await parse('lonely; a=b=c'))).toEqual([['', 'lonely'], ['a', 'b=c']]);
  });

  it('reads Set-Cookie attributes as Python\'s http.cookies does', async () => {
    // SimpleCookie().load('id=a3fWa; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Max-Age=3600; Domain=example.com; Path=/docs; Secure; HttpOnly; SameSite=Lax')
    // → id a3fWa {'expires': 'Wed, 21 Oct 2015 07:28:00 GMT', 'path': '/docs', 'domain': 'example.com', 'max-age': '3600', 'secure': True, 'httponly': True, 'samesite': 'Lax'}
    const [cookie] = (await parse('id=a3fWa; Expires=Wed, 21 Oct 2015 07:28:00 GMT; Max-Age=3600; Domain=example.com; Path=/docs; Secure; HttpOnly; SameSite=Lax', 'set-cookie')).cookies;
    expect(cookie).toEqual({
      name: 'id', value: 'a3fWa', expires: '2015-10-21T07:28:00.000Z', maxAge: 3600, domain: 'example.com', path: '/docs',
      secure: true, httpOnly: true, sameSite: 'Lax', partitioned: false, priority: null,
    });
  });

  it('reads several Set-Cookie headers, by line or folded with commas, with Partitioned and Priority', async () => {
    const answer = await parse('Set-Cookie: a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT, b=2; Path=/\r\nc=3; Secure; Partitioned; Priority=High', 'set-cookie');
    expect(pairs(answer)).toEqual([['a', '1'], ['b', '2'], ['c', '3']]);
    expect(answer.cookies[0]!.expires).toBe('2015-10-21T07:28:00.000Z');
    expect(answer.cookies[2]).toMatchObject({ secure: true, partitioned: true, priority: 'High' });
  });

  it('warns about an Expires that is not a date, and keeps __proto__', async () => {
    const answer = await parse('__proto__=x; Expires=soon; Path=/', 'set-cookie');
    expect(answer.cookies).toEqual([{ ...answer.cookies[0], name: '__proto__', value: 'x', expires: null, path: '/' }]);
    expect(answer.warnings).toEqual(['header: cookie "__proto__": Expires "soon" is not a date, left out']);
    expect(pairs(await parse('__proto__=1; constructor=2'))).toEqual([['__proto__', '1'], ['constructor', '2']]);
    const prototypeNames = await parse('constructor=1; Path=/\n toString = 2\nhasOwnProperty', 'set-cookie');
    expect(pairs(prototypeNames)).toEqual([['constructor', '1'], ['toString', '2'], ['', 'hasOwnProperty']]);
    expect(prototypeNames.cookies[0]!.path).toBe('/');
  });

  it('leaves out a Set-Cookie with neither name nor value, with a warning', async () => {
    expect(await parse('=; Path=/\na=1', 'set-cookie')).toMatchObject({ cookies: [{ name: 'a', value: '1' }], warnings: ['header: "=; Path=/" has neither a name nor a value, left out'] });
  });

  it('answers no cookies for an empty header', async () => {
    expect(await parse('')).toEqual({ cookies: [], warnings: [] });
    expect(await parse(' \n ', 'set-cookie')).toEqual({ cookies: [], warnings: [] });
  });

  it('refuses wrong types, a bad kind and text past the bound, naming the field', async () => {
    await expectInvalid('cookie-parse', { header: 1 }, 'header: must be a string, got an integer');
    await expectInvalid('cookie-parse', { header: 'a=1', kind: 'cookies' }, 'kind: must be one of cookie, set-cookie');
    await expectInvalid('cookie-parse', { kind: 'cookie' }, 'header: is required');
    await expectInvalid('cookie-parse', { header: 'a'.repeat(1_000_001) }, 'header: must be at most 1000000 characters');
  });
});

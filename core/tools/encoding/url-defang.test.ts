import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const defang = async (text: string, scope?: string) =>
  (await run<{ result: string }>('url-defang', { action: 'encode', text, ...(scope ? { scope } : {}) })).result;
const refang = async (text: string) => (await run<{ result: string }>('url-defang', { action: 'decode', text })).result;

describe('url-defang', () => {
  it('answers CyberChef\'s Defang IP fixtures (tests/operations/tests/DefangIP.mjs)', async () => {
    expect(await defang('192.168.1.1')).toBe('192[.]168[.]1[.]1');
    expect(await defang('2001:0db8:85a3:0000:0000:8a2e:0370:7343')).toBe('2001[:]0db8[:]85a3[:]0000[:]0000[:]8a2e[:]0370[:]7343');
    expect(await defang('2001:db8:3c4d:15::1a2f:1a2b')).toBe('2001[:]db8[:]3c4d[:]15[:][:]1a2f[:]1a2b');
  });

  it('answers CyberChef\'s Defang email addresses fixtures (tests/operations/tests/DefangEmail.mjs)', async () => {
    expect(await defang('Contact security@example.com for details.')).toBe('Contact security[@]example[.]com for details.');
    expect(await defang('one@example.com firstname.lastname@example.co.uk')).toBe('one[@]example[.]com firstname[.]lastname[@]example[.]co[.]uk');
    expect(await defang('Use @ and . anywhere', 'everything')).toBe('Use [@] and [.] anywhere');
  });

  it('defangs URLs as CyberChef\'s Defang URL does (dots, http, ://), keeping the letter case', async () => {
    expect(await defang('https://www.example.com/index.html?q=1')).toBe('hxxps[://]www[.]example[.]com/index[.]html?q=1');
    expect(await defang('HTTP://EXAMPLE.COM')).toBe('HXXP[://]EXAMPLE[.]COM');
    expect(await defang('ftp://files.example.org/a')).toBe('ftp[://]files[.]example[.]org/a');
    expect(await defang('(see <https://a.example/>).')).toBe('(see <hxxps[://]a[.]example/>).');
    expect(await defang('url=https://a.example')).toBe('url=hxxps[://]a[.]example');
  });

  it('defangs bare domains, domains with paths and ports, and IPv4 with port or prefix', async () => {
    expect(await defang('Visit evil.example.net/login today.')).toBe('Visit evil[.]example[.]net/login today.');
    expect(await defang('c2.example.com:8443')).toBe('c2[.]example[.]com:8443');
    expect(await defang('10.1.2.3:445 and 10.0.0.0/8')).toBe('10[.]1[.]2[.]3:445 and 10[.]0[.]0[.]0/8');
  });

  it('leaves prose, times, version numbers and other words alone', async () => {
    const prose = 'At 10:30, e.g. v1.2 of it... ratio 3:2; the end.';
    expect(await defang(prose)).toBe(prose);
    expect(await defang('std::vector ns::name')).toBe('std::vector ns::name');
  });

  it('escapes every dot, @, http and :// with scope everything', async () => {
    expect(await defang('http://a.b x@y. end.', 'everything')).toBe('hxxp[://]a[.]b x[@]y[.] end[.]');
  });

  it('refangs CyberChef\'s forms and the usual variants', async () => {
    expect(await refang('hxxps[://]www[.]example[.]com')).toBe('https://www.example.com');
    expect(await refang('HXXP[://]A[DOT]B (dot) c(.)d{.}e')).toBe('HTTP://A.B . c.d.e');
    expect(await refang('user[at]example[.]com, x(@)y(.)z, a[@]b')).toBe('user@example.com, x@y.z, a@b');
    expect(await refang('fxp://files[.]example and hxxp[:]//x')).toBe('ftp://files.example and http://x');
    expect(await refang('2001[:]db8[:][:]1')).toBe('2001:db8::1');
  });

  it('round-trips indicators through defang and refang', async () => {
    const indicator = fc.oneof(
      fc.webUrl(),
      fc.emailAddress(),
      fc.ipV4(),
      fc.domain(),
    );
    await fc.assert(fc.asyncProperty(fc.array(indicator, { maxLength: 5 }), async (indicators) => {
      const text = indicators.join(' ');
      const defanged = await defang(text);
      expect(defanged).not.toMatch(/https?:\/\//);
      expect(await refang(defanged)).toBe(text);
    }), { numRuns: 25 });
  });

  it('holds the 1,000,000-character bound on nasty shapes, in linear time', async () => {
    const dots = 'a.'.repeat(500_000);
    expect((await defang(dots)).length).toBe(dots.length);
    const labels = 'ab.'.repeat(333_332);
    expect((await defang(labels + 'com')) === labels.replaceAll('.', '[.]') + 'com').toBe(true);
    await expectInvalid('url-defang', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses wrong types, bad enums and unknown fields', async () => {
    await expectInvalid('url-defang', { action: 'encode', text: null }, /^text: must be a string/);
    await expectInvalid('url-defang', { action: 'defang', text: 'a' }, /^action: must be one of encode, decode/);
    await expectInvalid('url-defang', { action: 'encode', text: 'a', scope: 'all' }, /^scope: must be one of indicators, everything/);
    await expectInvalid('url-defang', JSON.parse('{"action":"encode","text":"a","__proto__":{"x":1}}'), /__proto__/);
  });
});

import fc from 'fast-check';
import isEmail from 'validator/lib/isEmail.js';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface EmailResult {
  valid: boolean;
  reason?: string;
  local?: string;
  domain?: string;
  normalized?: string;
  asciiDomain?: string;
  requiresSmtpUtf8?: boolean;
}

const validate = (email: string) => run<EmailResult>('email-validate', { email });

describe('email-validate', () => {
  it('accepts the valid examples of RFC 3696 §3 and Wikipedia\'s "Email address" article', async () => {
    const valid = [
      // RFC 3696 §3 (with its errata: the backslash forms belong inside quotes)
      '"Abc@def"@example.com',
      '"Fred Bloggs"@example.com',
      '"Joe\\\\Blow"@example.com',
      'customer/department=shipping@example.com',
      '$A12345@example.com',
      '!def!xyz%abc@example.com',
      '_somename@example.com',
      // en.wikipedia.org/wiki/Email_address, "Examples", valid addresses
      'simple@example.com',
      'very.common@example.com',
      'FirstName.LastName@EasierReading.org',
      'x@example.com',
      'long.email-address-with-hyphens@and.subdomains.example.com',
      'user.name+tag+sorting@example.com',
      'name/surname@example.com',
      'example@s.example',
      '" "@example.org',
      '"john..doe"@example.org',
      'mailhost!username@example.org',
      '"very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"@strange.example.com',
      'user%example.com@example.org',
      'user-@example.org',
    ];
    for (const email of valid) {
      expect(isEmail(email), `validator.js: ${email}`).toBe(true);
      expect((await validate(email)).valid, email).toBe(true);
    }
  });

  it('refuses Wikipedia\'s invalid examples, saying why', async () => {
    // en.wikipedia.org/wiki/Email_address, "Examples", invalid addresses
    const invalid: [string, string][] = [
      ['abc.example.com', 'the address has no "@" (an address is local-part@domain)'],
      ['a@b@c@example.com', 'the address has more than one "@" (an "@" in the local part must be inside quotes)'],
      ['a"b(c)d,e:f;g<h>i[j\\k]l@example.com', 'the local part has a double quote; quote the whole local part ("…") or none of it'],
      ['just"not"right@example.com', 'the local part has a double quote; quote the whole local part ("…") or none of it'],
      ['this is"not\\allowed@example.com', 'the local part has whitespace (U+0020), allowed only inside quotes'],
      ['this\\ still\\"not\\\\allowed@example.com', 'the local part has "\\\\" (U+005C), which is allowed only inside quotes'],
      ['1234567890123456789012345678901234567890123456789012345678901234+x@example.com', 'the local part is 66 octets long; at most 64 (RFC 5321 §4.5.3.1.1)'],
      ['i.like.underscores@but_they_are_not_allowed_in_this_part', 'the domain has an underscore in label "but_they_are_not_all"…'],
    ];
    for (const [email, reason] of invalid) {
      expect(isEmail(email), `validator.js: ${email}`).toBe(false);
      expect(await validate(email), email).toEqual({ valid: false, reason });
    }
  });

  it('refuses what RFC 5321 allows but practical validators do not (a bare host, address literals)', async () => {
    // Wikipedia lists these as valid; validator.js's defaults refuse them, and so do we.
    expect(await validate('admin@example')).toEqual({ valid: false, reason: 'the domain has no top-level domain (a name such as example.com has two or more labels)' });
    expect(await validate('postmaster@[123.123.123.123]')).toEqual({ valid: false, reason: 'the domain is an address literal ([…]); only domain names are accepted' });
    expect(await validate('postmaster@[IPv6:2001:0db8:85a3:0000:0000:8a2e:0370:7334]')).toEqual({ valid: false, reason: 'the domain is an address literal ([…]); only domain names are accepted' });
    expect(await validate('user@192.168.0.1')).toEqual({ valid: false, reason: 'the domain is an IP address; only domain names are accepted' });
  });

  it('normalizes the domain and gives it in ASCII', async () => {
    expect(await validate('Jane.Doe@Example.COM')).toEqual({
      valid: true,
      local: 'Jane.Doe',
      domain: 'example.com',
      normalized: 'Jane.Doe@example.com',
      asciiDomain: 'example.com',
      requiresSmtpUtf8: false,
    });
    // node: new URL('http://bücher.de/').hostname → xn--bcher-kva.de
    expect(await validate('info@bücher.de')).toMatchObject({ valid: true, asciiDomain: 'xn--bcher-kva.de' });
    // An internationalized local part needs SMTPUTF8 (RFC 6531); node: new URL('http://例子.广告/').hostname
    expect(await validate('用户@例子.广告')).toMatchObject({ valid: true, local: '用户', requiresSmtpUtf8: true, asciiDomain: 'xn--fsqu00a.xn--4rr70v' });
    expect(await validate('a@xn--zz.com')).toEqual({ valid: false, reason: 'the domain is not a valid internationalized domain name (IDNA refuses it)' });
  });

  it('holds the length limits exactly', async () => {
    const local64 = 'a'.repeat(64);
    expect((await validate(`${local64}@example.com`)).valid).toBe(true);
    expect(await validate(`a${local64}@example.com`)).toEqual({ valid: false, reason: 'the local part is 65 octets long; at most 64 (RFC 5321 §4.5.3.1.1)' });
    // Octets, not characters: 32 × "ü" is 64 octets, 33 is 66.
    expect((await validate(`${'ü'.repeat(32)}@example.com`)).valid).toBe(true);
    expect(await validate(`${'ü'.repeat(33)}@example.com`)).toEqual({ valid: false, reason: 'the local part is 66 octets long; at most 64 (RFC 5321 §4.5.3.1.1)' });
    // 254 characters in all: 64 + "@" + 189.
    const domain189 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(domain189).toHaveLength(189);
    expect((await validate(`${local64}@${domain189}`)).valid).toBe(true);
    expect(await validate(`${local64}@e${domain189}`)).toEqual({ valid: false, reason: 'the address is 255 characters long; at most 254 (RFC 5321\'s 256-octet path, less its angle brackets)' });
    expect((await validate(`a@${'b'.repeat(63)}.com`)).valid).toBe(true);
    expect(await validate(`a@${'b'.repeat(64)}.com`)).toEqual({ valid: false, reason: 'the domain has a label of 64 characters ("bbbbbbbbbbbbbbbbbbbb"…); at most 63' });
  });

  it('explains each rule', async () => {
    const cases: [string, string][] = [
      ['', 'the address is empty'],
      [' a@example.com', 'the address has leading or trailing whitespace'],
      ['a@example.com\n', 'the address contains a control character (U+000A) at index 13'],
      ['"a\nb"@example.com', 'the address contains a control character (U+000A) at index 2'],
      ['a\uD800@example.com', 'the address contains a lone surrogate (U+D800) at index 1'],
      ['@example.com', 'the local part (before the "@") is empty'],
      ['a@', 'the domain (after the "@") is empty'],
      ['.a@example.com', 'the local part starts with a dot (allowed only inside quotes)'],
      ['a.@example.com', 'the local part ends with a dot (allowed only inside quotes)'],
      ['a..b@example.com', 'the local part has two dots in a row (allowed only inside quotes)'],
      ['a(b)@example.com', 'the local part has "(" (U+0028), which is allowed only inside quotes'],
      ['a😀@example.com', 'the local part has "😀" (U+1F600), which is allowed only inside quotes'],
      ['"@example.com', 'the local part is a lone double quote'],
      ['"a"b"@example.com', 'the quoted local part has an unescaped double quote (write \\")'],
      ['"a\\"@example.com', 'the quoted local part ends with a backslash, which escapes the closing quote'],
      ['"a😀"@example.com', 'the quoted local part has "😀" (U+1F600), which is not allowed there'],
      ['a@example..com', 'the domain has an empty label (two dots in a row, or a dot at the start or end)'],
      ['a@.example.com', 'the domain has an empty label (two dots in a row, or a dot at the start or end)'],
      ['a@example.com.', 'the domain ends with a dot (write it without the trailing dot)'],
      ['a@-example.com', 'the domain has label "-example" starting or ending with a hyphen'],
      ['a@example.c', 'the domain has top-level domain "c", which must be two or more letters (or an xn-- label)'],
      ['a@example.123', 'the domain has an all-digit top-level domain "123"'],
      ['a@exa mple.com', 'the domain contains whitespace (U+0020)'],
      ['a@ｅxample.com', 'the domain has a full-width character "ｅ" in label "ｅxample"'],
      ['a@exam!ple.com', 'the domain has "!" in label "exam!ple"; labels hold letters, digits and hyphens'],
    ];
    for (const [email, reason] of cases) expect(await validate(email), JSON.stringify(email)).toEqual({ valid: false, reason });
  });

  it('agrees with validator.js\'s isEmail, and always says why', async () => {
    const piece = fc.constantFrom('a', 'b', 'x', '.', '..', '@', '"', '\\', ' ', '-', '_', '+', '(', ')', 'ü', 'com', 'de', 'xn--', '1', '[', ']', ',', '\t');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 14 }).map((pieces) => pieces.join('')), async (email) => {
        const result = await validate(email);
        // Our deliberate differences: control characters (the tab), a lone-quote local part, IDNA.
        const stricter = /[\t]/.test(email) || /^"@/.test(email) || /xn--/.test(email);
        if (!stricter) expect(result.valid, JSON.stringify(email)).toBe(isEmail(email));
        if (result.valid) expect(isEmail(email), JSON.stringify(email)).toBe(true);
        else expect(result.reason, JSON.stringify(email)).not.toMatch(/validator\.js/);
      }),
      { numRuns: 3000 },
    );
  });

  it('holds the 1,000,000-character bound and refuses wrong types', async () => {
    expect((await validate(`${'a'.repeat(999_990)}@b.com`)).reason).toBe('the address is 999996 characters long; at most 254 (RFC 5321\'s 256-octet path, less its angle brackets)');
    await expectInvalid('email-validate', { email: 'a'.repeat(1_000_001) }, 'email: must be at most 1000000 characters');
    await expectInvalid('email-validate', { email: ['a@b.com'] }, 'email: must be a string, got an array');
    await expectInvalid('email-validate', {}, 'email: is required');
  });
});

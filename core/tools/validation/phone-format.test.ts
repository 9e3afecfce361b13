import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface PhoneResult {
  valid: boolean;
  possible: boolean;
  reason?: string;
  e164: string;
  international: string;
  national: string;
  rfc3966: string;
  type: string | null;
  country: string | null;
  countryCallingCode: number;
  nationalNumber: string;
  extension: string | null;
  defaultRegion: string | null;
}

const format = (phone: string, country_code?: number) =>
  run<PhoneResult>('phone-format', country_code === undefined ? { phone } : { phone, country_code });

describe('phone-format', () => {
  it('formats the libphonenumber-js README\'s numbers as it documents', async () => {
    // README "Format phone number": parsePhoneNumber('+12133734253')
    expect(await format('+12133734253')).toMatchObject({
      e164: '+12133734253', international: '+1 213 373 4253', national: '(213) 373-4253', rfc3966: 'tel:+12133734253', country: 'US', valid: true,
    });
    // README "Parse phone number": parsePhoneNumber(' 8 (800) 555-35-35 ', 'RU'); calling code 7 maps to RU
    expect(await format(' 8 (800) 555-35-35 ', 7)).toMatchObject({
      country: 'RU', e164: '+78005553535', possible: true, valid: true, type: 'toll-free', defaultRegion: 'RU', countryCallingCode: 7,
    });
    // README parsePhoneNumber('(213) 373-42-53 ext. 1234', 'US'): ext 1234, formatted "(213) 373-4253 ext. 1234"
    expect(await format('(213) 373-42-53 ext. 1234')).toMatchObject({
      extension: '1234', national: '(213) 373-4253 ext. 1234', e164: '+12133734253', rfc3966: 'tel:+12133734253;ext=1234',
    });
  });

  it('reads national numbers in the region of country_code', async () => {
    // Ofcom's numbers for drama: 020 7946 0000-0999 is a London (geographic) range.
    expect(await format('020 7946 0958', 44)).toEqual({
      valid: true,
      possible: true,
      e164: '+442079460958',
      international: '+44 20 7946 0958',
      national: '020 7946 0958',
      rfc3966: 'tel:+442079460958',
      type: 'fixed-line',
      country: 'GB',
      countryCallingCode: 44,
      nationalNumber: '2079460958',
      extension: null,
      defaultRegion: 'GB',
    });
    // NANPA: area code 416 is Toronto, Canada, which shares calling code 1 with the US.
    expect(await format('416-555-0123')).toMatchObject({ country: 'CA', defaultRegion: 'US', e164: '+14165550123' });
    // Germany: national prefix 0, Berlin area code 30.
    expect(await format('030 901820', 49)).toMatchObject({ e164: '+4930901820', international: '+49 30 901820', country: 'DE', defaultRegion: 'DE' });
  });

  it('dials out through the region\'s international prefix, and takes "+" numbers as they are', async () => {
    // 011 is the NANP international prefix; 00 the UK's.
    expect(await format('011 44 20 7946 0958')).toMatchObject({ e164: '+442079460958', country: 'GB' });
    expect(await format('00 1 213 373 4253', 44)).toMatchObject({ e164: '+12133734253', country: 'US', defaultRegion: 'GB' });
    expect(await format('+49 30 901820')).toMatchObject({ e164: '+4930901820', country: 'DE', defaultRegion: 'US' });
    // RFC 3966 §5 syntax, with the extension parameter.
    expect(await format('tel:+1-213-373-4253;ext=12')).toMatchObject({ e164: '+12133734253', extension: '12', rfc3966: 'tel:+12133734253;ext=12' });
  });

  it('handles non-geographic calling codes', async () => {
    // ITU-T E.169.1: International Freephone (+800) with an 8-digit number.
    expect(await format('+800 1234 5678')).toMatchObject({ valid: true, type: 'toll-free', country: null, countryCallingCode: 800, e164: '+80012345678' });
    expect(await format('1234 5678', 800)).toMatchObject({ valid: true, country: null, defaultRegion: null, e164: '+80012345678' });
  });

  it('formats numbers that are not valid, saying why', async () => {
    // NANP area codes never start with 1 (NANPA).
    expect(await format('+1 123 456 7890')).toMatchObject({
      valid: false, possible: true, type: null, country: null, reason: 'the number matches no assigned range of calling code +1\'s numbering plan',
    });
    // Ofcom reserves 07700 900000-900999 for drama: never assigned to a phone.
    expect(await format('07700 900123', 44)).toMatchObject({ valid: false, possible: true, country: 'GB', reason: 'the number matches no assigned range of GB\'s numbering plan' });
    expect(await format('+1 213 373 425')).toMatchObject({ valid: false, possible: false, reason: 'the number is too short for calling code +1' });
    expect(await format('+1 213 373 42534')).toMatchObject({ valid: false, possible: false, reason: 'the number is too long for calling code +1' });
    expect(await format('123')).toMatchObject({ valid: false, possible: false, reason: 'the number is too short for US' });
    const valid = await format('(213) 373-4253');
    expect(valid.reason).toBeUndefined();
  });

  it('refuses text that is not a phone number', async () => {
    await expectInvalid('phone-format', { phone: 'abc' }, 'phone: "abc" is not a phone number (it needs digits, optionally with spaces, ( ) - . and a leading +)');
    await expectInvalid('phone-format', { phone: '' }, /phone: "" is not a phone number/);
    await expectInvalid('phone-format', { phone: 'Call (213) 373-4253' }, /phone: "Call \(213\) 373-4253" is not a phone number/);
    await expectInvalid('phone-format', { phone: '+999 1234' }, 'phone: "+999 1234" starts with a "+" calling code that does not exist');
    await expectInvalid('phone-format', { phone: '1'.repeat(1_000_000) }, 'phone: "1111111111111111111111111111111111111111"… is too long to be a phone number');
  });

  it('refuses a calling code that does not exist, and bad types', async () => {
    await expectInvalid('phone-format', { phone: '555-0123', country_code: 999 }, 'country_code: 999 is not an assigned country calling code');
    await expectInvalid('phone-format', { phone: '555-0123', country_code: 0 }, 'country_code: must be ≥ 1');
    await expectInvalid('phone-format', { phone: '555-0123', country_code: 1000 }, 'country_code: must be ≤ 999');
    await expectInvalid('phone-format', { phone: '555-0123', country_code: '44' }, 'country_code: must be an integer, got a string');
    await expectInvalid('phone-format', { phone: '555-0123', country_code: 4.4 }, 'country_code: must be an integer');
    await expectInvalid('phone-format', { phone: 2133734253 }, 'phone: must be a string, got an integer');
    await expectInvalid('phone-format', { phone: '1'.repeat(1_000_001) }, 'phone: must be at most 1000000 characters');
    await expectInvalid('phone-format', { country_code: 1 }, 'phone: is required');
  });

  it('answers any text with a result or a VALIDATION_ERROR, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), fc.stringMatching(/^[+0-9 ()\-.x;=a-z:]{0,40}$/)), async (text) => {
        const envelope = await call('phone-format', { phone: text });
        if (!envelope.success) expect(envelope.error.code, JSON.stringify(text)).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 1000 },
    );
  });
});

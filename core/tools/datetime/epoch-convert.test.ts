import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = Record<'iso' | 'unix' | 'ms' | 'us' | 'ns' | 'filetime' | 'ldap' | 'ticks' | 'cocoa' | 'gps', string> & { excel: string | null; leapSeconds: number };

const convert = (value: string, from?: string) => run<Result>('epoch-convert', from ? { value, from } : { value });

describe('epoch-convert', () => {
  it('gives every form of one instant as python datetime computes it', async () => {
    // /usr/bin/python3 with Fractions over datetime differences from 1970 (see each line):
    //   filetime = (s + (1970-1601 epoch gap)) * 10**7, ticks = (s + gap to 0001-01-01) * 10**7,
    //   cocoa = s − 978307200, excel = (s + gap to 1899-12-30) / 86400 rounded to 11 places
    // for datetime(2023,11,14,22,13,20, tzinfo=utc): 133444736000000000 638355968000000000 721692800 45244.92592592593
    expect(await convert('1700000000')).toEqual({
      iso: '2023-11-14T22:13:20Z', unix: '1700000000', ms: '1700000000000', us: '1700000000000000', ns: '1700000000000000000',
      filetime: '133444736000000000', ldap: '133444736000000000', ticks: '638355968000000000', cocoa: '721692800',
      excel: '45244.92592592593', gps: '1384035218', leapSeconds: 18,
    });
  });

  it('reads each form back to the same instant', async () => {
    // python3: hex(int((datetime(2019,7,20)-datetime(1601,1,1)).total_seconds())*10**7) → 0x1d53e8e12dc4000
    expect((await convert('0x01D53E8E12DC4000', 'filetime')).iso).toBe('2019-07-20T00:00:00Z');
    expect((await convert('132080544000000000', 'ldap')).iso).toBe('2019-07-20T00:00:00Z');
    // python3: datetime(1,1,1)+timedelta(microseconds=638355968001234567//10) → 2023-11-14 22:13:20.123456
    expect((await convert('638355968001234567', 'ticks')).iso).toBe('2023-11-14T22:13:20.1234567Z');
    expect((await convert('721692800', 'cocoa')).unix).toBe('1700000000');
    expect((await convert('1700000000123', 'ms')).iso).toBe('2023-11-14T22:13:20.123Z');
    expect((await convert('1700000000123456', 'us')).iso).toBe('2023-11-14T22:13:20.123456Z');
    expect((await convert('1700000000123456789', 'ns')).iso).toBe('2023-11-14T22:13:20.123456789Z');
    expect((await convert('2023-11-14T22:13:20.5Z', 'iso')).unix).toBe('1700000000.5');
    // python3: datetime(1601,1,1)+timedelta(microseconds=116444736000000000//10) → 1970-01-01 00:00:00
    expect((await convert('116444736000000000', 'filetime')).unix).toBe('0');
  });

  it('keeps fractions exact, and times before the epochs', async () => {
    // python3: datetime(1970,1,1)+timedelta(seconds=-1.25) → 1969-12-31 23:59:58.750000
    expect(await convert('-1.25')).toMatchObject({ iso: '1969-12-31T23:59:58.75Z', ms: '-1250', ns: '-1250000000' });
    // python3: datetime(2001,1,1)+timedelta(seconds=-1.5) → 2000-12-31 23:59:58.500000
    expect((await convert('-1.5', 'cocoa')).iso).toBe('2000-12-31T23:59:58.5Z');
    expect((await convert('.000000001')).ns).toBe('1');
    expect((await convert('0.0000000019')).ns).toBe('1');
    expect((await convert('1', 'ns')).filetime).toBe('116444736000000000.01');
  });

  it('reads Excel serials of the 1900 system and refuses the ambiguous ones before 1900-03-01', async () => {
    // python3: datetime(1899,12,30)+timedelta(days=61) → 1900-03-01
    expect(await convert('61', 'excel')).toMatchObject({ iso: '1900-03-01T00:00:00Z', excel: '61' });
    expect((await convert('45292.75', 'excel')).iso).toBe('2024-01-01T18:00:00Z');
    expect((await convert('-2208988801')).excel).toBeNull();
    await expectInvalid('epoch-convert', { value: '60', from: 'excel' }, /^value: Excel serials below 61/);
  });

  it('counts GPS leap seconds (GPS 1167264018 is 2017-01-01T00:00:00Z, as LIGO gpstime and the IERS table give)', async () => {
    expect(await convert('1483228800')).toMatchObject({ gps: '1167264018', leapSeconds: 18 });
    expect((await convert('1167264018', 'gps')).iso).toBe('2017-01-01T00:00:00Z');
    expect((await convert('1167264016', 'gps')).iso).toBe('2016-12-31T23:59:59Z');
    // GPS 1167264017 is the leap second 2016-12-31T23:59:60, which UTC as Unix time cannot name
    expect((await convert('1167264017', 'gps')).iso).toBe('2017-01-01T00:00:00Z');
    expect(await convert('0', 'gps')).toMatchObject({ iso: '1980-01-06T00:00:00Z', leapSeconds: 0 });
    expect(await convert('1483228799')).toMatchObject({ gps: '1167264016', leapSeconds: 17 });
  });

  it('holds the ends of the JavaScript date range', async () => {
    expect((await convert('8640000000000', 'unix')).iso).toBe('+275760-09-13T00:00:00Z');
    expect((await convert('-8640000000000000', 'ms')).iso).toBe('-271821-04-20T00:00:00Z');
    await expectInvalid('epoch-convert', { value: '8640000000001' }, /^value: outside the range of JavaScript dates/);
    await expectInvalid('epoch-convert', { value: '9'.repeat(1_000_000) }, 'value: too large for any date');
    await expectInvalid('epoch-convert', { value: '0x' + 'f'.repeat(40), from: 'ns' }, 'value: too large for any date');
  });

  it('refuses malformed values, fractions of whole units and bad forms, naming the field', async () => {
    await expectInvalid('epoch-convert', { value: '' }, /^value: not a number/);
    await expectInvalid('epoch-convert', { value: '1e9' }, /^value: not a number/);
    await expectInvalid('epoch-convert', { value: '__proto__' }, /^value: not a number/);
    await expectInvalid('epoch-convert', { value: '1.5', from: 'filetime' }, 'value: this form counts whole units; give an integer');
    await expectInvalid('epoch-convert', { value: 'yesterday', from: 'iso' }, /^value: not a recognised date/);
    await expectInvalid('epoch-convert', { value: 'a'.repeat(201), from: 'iso' }, 'value: too long for a date (at most 200 characters)');
    await expectInvalid('epoch-convert', { value: '1', from: 'julian' }, /^from: must be one of/);
    await expectInvalid('epoch-convert', { value: 1 }, 'value: must be a string, got an integer');
    await expectInvalid('epoch-convert', { value: '1'.repeat(1_000_001) }, 'value: must be at most 1000000 characters');
    // a fraction of ~1M digits is cut at the nanosecond, not refused
    expect((await convert('1.' + '1'.repeat(999_990))).ns).toBe('1111111111');
  });
});

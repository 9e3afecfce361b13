import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const format = async (input: Record<string, unknown>) => (await run<{ result: string }>('date-format', input)).result;

describe('date-format', () => {
  it('matches GNU date for the equivalent strftime formats', async () => {
    // TZ=America/New_York date -d '2024-03-10T16:05:09Z' '<format>' (GNU coreutils 9.1)
    const moment = { date: '2024-03-10T16:05:09Z', tz: 'America/New_York' };
    const gnu: [string, string, string][] = [
      ['+%A, %B %-d, %Y %H:%M:%S %:z', 'EEEE, MMMM d, yyyy HH:mm:ss xxx', 'Sunday, March 10, 2024 12:05:09 -04:00'],
      ['+%a %d %b %Y %I:%M %p', 'EEE dd MMM yyyy hh:mm a', 'Sun 10 Mar 2024 12:05 PM'],
      ['+%Y-%m-%dT%H:%M:%S%z', "yyyy-MM-dd'T'HH:mm:ssxx", '2024-03-10T12:05:09-0400'],
      ['+%G-W%V-%u %j', "RRRR-'W'II-i DDD", '2024-W10-7 070'],
    ];
    for (const [strftime, pattern, expected] of gnu) expect(await format({ ...moment, pattern }), strftime).toBe(expected);
    // TZ=Asia/Kolkata date -d '2024-12-30T00:00:00Z' '+%G-W%V-%u %j %e %-I'
    expect(await format({ date: '2024-12-30T00:00:00Z', tz: 'Asia/Kolkata', pattern: "RRRR-'W'II-i DDD d h" })).toBe('2025-W01-1 365 30 5');
  });

  it('writes names as CLDR does in each locale (python3-babel 2.10.3 format_datetime)', async () => {
    // /usr/bin/python3 -c "from babel.dates import format_datetime; print(format_datetime(datetime(2024,3,10,12,5,9,tzinfo=ZoneInfo('America/New_York')), PATTERN, locale=LOC))"
    const babel: [string, string, string][] = [
      ['de', 'EEEE, d. MMMM y', 'Sonntag, 10. März 2024'],
      ['fr', 'EEEE d MMMM y', 'dimanche 10 mars 2024'],
      ['es', "EEEE, d 'de' MMMM 'de' y", 'domingo, 10 de marzo de 2024'],
      ['ru', 'd MMMM y', '10 марта 2024'],
      ['ja', 'y年M月d日 EEEE', '2024年3月10日 日曜日'],
      ['pt-BR', "EEEE, d 'de' MMMM 'de' y", 'domingo, 10 de março de 2024'],
      ['it', 'EEEE d MMMM y', 'domenica 10 marzo 2024'],
      ['pl', 'd MMMM y', '10 marca 2024'],
      ['sv', 'EEEE d MMMM y', 'söndag 10 mars 2024'],
      ['nl', 'EEEE d MMMM y', 'zondag 10 maart 2024'],
      ['tr', 'd MMMM y EEEE', '10 Mart 2024 Pazar'],
      ['uk', 'd MMMM y', '10 березня 2024'],
      ['ko', 'y년 M월 d일 EEEE', '2024년 3월 10일 일요일'],
      ['zh-CN', 'y年M月d日 EEEE', '2024年3月10日 星期日'],
      ['id', 'EEEE, d MMMM y', 'Minggu, 10 Maret 2024'],
      ['en-GB', 'EEEE d MMMM y', 'Sunday 10 March 2024'],
      ['hi', 'EEEE, d MMMM y', 'रविवार, 10 मार्च 2024'],
    ];
    for (const [locale, pattern, expected] of babel) {
      expect(await format({ date: '2024-03-10T12:05:09', tz: 'America/New_York', locale, pattern }), locale).toBe(expected);
    }
  });

  it('reads a wall time skipped by DST as zoneinfo does (fold=0: 02:30 becomes 03:30 EDT)', async () => {
    expect(await format({ date: '2024-03-10T02:30', tz: 'America/New_York', pattern: 'HH:mm xxx' })).toBe('03:30 -04:00');
  });

  it('holds the 256-character pattern bound', async () => {
    expect((await format({ date: '2024-01-02', pattern: 'd'.repeat(256) })).length).toBe(256);
    await expectInvalid('date-format', { date: '2024-01-02', pattern: 'd'.repeat(257) }, 'pattern: must be at most 256 characters');
  });

  it('refuses bad patterns, dates, locales and zones, naming the field', async () => {
    await expectInvalid('date-format', { date: '2024-01-02', pattern: 'jjj' }, /^pattern: Format string contains an unescaped latin alphabet character `j`/);
    await expectInvalid('date-format', { date: '2024-01-02', pattern: '' }, /^pattern: /);
    await expectInvalid('date-format', { date: '2024-02-30', pattern: 'yyyy' }, /^date: day 30 does not exist/);
    await expectInvalid('date-format', { date: 'yesterday', pattern: 'yyyy' }, /^date: not a date/);
    await expectInvalid('date-format', { date: '0001-01-01T00:00+02:00', pattern: 'yyyy' }, /^date: falls outside years 0001-9999/);
    await expectInvalid('date-format', { date: '2024-01-02', pattern: 'yyyy', locale: 'xx' }, /^locale: must be one of/);
    await expectInvalid('date-format', { date: '2024-01-02', pattern: 'yyyy', tz: 'Nowhere/City' }, /^tz: unknown time zone/);
    await expectInvalid('date-format', { date: '2024-01-02', pattern: 7 }, /^pattern: must be a string/);
    await expectInvalid('date-format', JSON.parse('{"date":"2024-01-02","pattern":"y","__proto__":{"a":1}}'), /__proto__/);
  });
});

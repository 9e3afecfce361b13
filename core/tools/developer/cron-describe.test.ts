import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface CronResult {
  expression: string;
  description: string;
  fields: { minute: string; hour: string; dayOfMonth: string; month: string; dayOfWeek: string };
  nextRuns: string[];
  timezone: 'UTC';
  after: string;
}

const describeCron = (expression: string, now = '2024-01-01T00:00:00.000Z') => run<CronResult>('cron-describe', { expression }, { now });

/*
 * Run times: python3 by hand, a brute-force matcher written for this test (/tmp, not kept): each day from
 * `now` on, the day matches when its month is listed and its day-of-month or day-of-week is (both must
 * when either field is *, as in Vixie cron); then every listed hour and minute, strictly after `now`.
 * 2024-01-01 is a Monday (python3: datetime.date(2024, 1, 1).strftime('%A')).
 */
const PYTHON_RUNS: [string, string, string[]][] = [
  ['0 9 * * 1', '2024-01-01T00:00:00.000Z', ['2024-01-01T09:00:00.000Z', '2024-01-08T09:00:00.000Z', '2024-01-15T09:00:00.000Z', '2024-01-22T09:00:00.000Z', '2024-01-29T09:00:00.000Z']],
  ['*/15 9-17 * * 1-5', '2024-01-01T00:00:00.000Z', ['2024-01-01T09:00:00.000Z', '2024-01-01T09:15:00.000Z', '2024-01-01T09:30:00.000Z', '2024-01-01T09:45:00.000Z', '2024-01-01T10:00:00.000Z']],
  // Both day fields restricted: either matches.
  ['0 0 1 * 1', '2024-01-01T00:00:00.000Z', ['2024-01-08T00:00:00.000Z', '2024-01-15T00:00:00.000Z', '2024-01-22T00:00:00.000Z', '2024-01-29T00:00:00.000Z', '2024-02-01T00:00:00.000Z']],
  ['30 4 1,15 * 5', '2024-01-01T00:00:00.000Z', ['2024-01-01T04:30:00.000Z', '2024-01-05T04:30:00.000Z', '2024-01-12T04:30:00.000Z', '2024-01-15T04:30:00.000Z', '2024-01-19T04:30:00.000Z']],
  ['0 0 29 2 *', '2024-01-01T00:00:00.000Z', ['2024-02-29T00:00:00.000Z', '2028-02-29T00:00:00.000Z', '2032-02-29T00:00:00.000Z', '2036-02-29T00:00:00.000Z', '2040-02-29T00:00:00.000Z']],
  ['0 0 * * 7', '2024-01-01T00:00:00.000Z', ['2024-01-07T00:00:00.000Z', '2024-01-14T00:00:00.000Z', '2024-01-21T00:00:00.000Z', '2024-01-28T00:00:00.000Z', '2024-02-04T00:00:00.000Z']],
  ['0 12 * JAN,JUL SUN', '2024-01-01T00:00:00.000Z', ['2024-01-07T12:00:00.000Z', '2024-01-14T12:00:00.000Z', '2024-01-21T12:00:00.000Z', '2024-01-28T12:00:00.000Z', '2024-07-07T12:00:00.000Z']],
  // A run exactly at `now` is not listed, and seconds are rounded up to the next minute.
  ['0 23 ? * MON-FRI', '2024-02-29T23:00:00.000Z', ['2024-03-01T23:00:00.000Z', '2024-03-04T23:00:00.000Z', '2024-03-05T23:00:00.000Z', '2024-03-06T23:00:00.000Z', '2024-03-07T23:00:00.000Z']],
  ['* * * * *', '2024-12-31T23:59:30.500Z', ['2025-01-01T00:00:00.000Z', '2025-01-01T00:01:00.000Z', '2025-01-01T00:02:00.000Z', '2025-01-01T00:03:00.000Z', '2025-01-01T00:04:00.000Z']],
];

describe('cron-describe', () => {
  it('describes expressions as cronstrue\'s README shows', async () => {
    // cronstrue README ("Usage"), default options
    expect((await describeCron('* * * * *')).description).toBe('Every minute');
    expect((await describeCron('0 23 ? * MON-FRI')).description).toBe('At 11:00 PM, Monday through Friday');
    expect((await describeCron('23 12 * * SUN#2')).description).toBe('At 12:23 PM, on the second Sunday of the month');
    expect((await describeCron('@monthly')).description).toBe('At 12:00 AM, on day 1 of the month');
  });

  it('lists the next five run times in UTC, as a brute-force search finds them', async () => {
    for (const [expression, now, runs] of PYTHON_RUNS) {
      const result = await describeCron(expression, now);
      expect(result.nextRuns, `${expression} after ${now}`).toEqual(runs);
      expect(result).toMatchObject({ timezone: 'UTC', after: now });
    }
  });

  it('gives no run times for a schedule that never matches', async () => {
    // 30 February never comes (python3 search above: none before 2200).
    const result = await describeCron('0 0 30 2 *');
    expect(result.nextRuns).toEqual([]);
    expect(result.description).toBe('At 12:00 AM, on day 30 of the month, only in February');
  });

  it('supports the extensions both libraries read', async () => {
    // Last day of the month: 2024 is a leap year.
    expect((await describeCron('0 0 L * *')).nextRuns.slice(0, 3)).toEqual(['2024-01-31T00:00:00.000Z', '2024-02-29T00:00:00.000Z', '2024-03-31T00:00:00.000Z']);
    // Last Friday of the month: 2024-01-26, 2024-02-23, 2024-03-29 (python3: calendar.monthcalendar).
    expect((await describeCron('0 0 * * 5L')).nextRuns.slice(0, 3)).toEqual(['2024-01-26T00:00:00.000Z', '2024-02-23T00:00:00.000Z', '2024-03-29T00:00:00.000Z']);
    // The second Sunday: 2024-01-14, 2024-02-11, 2024-03-10.
    expect((await describeCron('23 12 * * SUN#2')).nextRuns.slice(0, 3)).toEqual(['2024-01-14T12:23:00.000Z', '2024-02-11T12:23:00.000Z', '2024-03-10T12:23:00.000Z']);
    // SAT-SUN is 6-7, the weekend.
    expect((await describeCron('5 4 * * SAT-SUN')).nextRuns.slice(0, 2)).toEqual(['2024-01-06T04:05:00.000Z', '2024-01-07T04:05:00.000Z']);
  });

  it('expands nicknames and normalizes spacing', async () => {
    const result = await describeCron('@weekly');
    expect(result).toMatchObject({ expression: '0 0 * * 0', fields: { minute: '0', hour: '0', dayOfMonth: '*', month: '*', dayOfWeek: '0' } });
    expect(result.nextRuns[0]).toBe('2024-01-07T00:00:00.000Z');
    expect((await describeCron('  0\t9  *  * \n1 ')).expression).toBe('0 9 * * 1');
    expect((await describeCron('@DAILY')).expression).toBe('0 0 * * *');
    await expectInvalid('cron-describe', { expression: '@reboot' }, 'expression: @reboot runs once at startup, not on a schedule, so it has no run times');
    await expectInvalid('cron-describe', { expression: '@often' }, /expression: unknown nickname "@often"; known: @yearly, @annually/);
  });

  it('refuses six fields with a clear message', async () => {
    await expectInvalid(
      'cron-describe',
      { expression: '0 0 9 * * 1' },
      'expression: has 6 fields; only the standard 5 (minute hour day-of-month month day-of-week) are supported, not a seconds field (Quartz, croner, Spring) or a year field',
    );
    await expectInvalid('cron-describe', { expression: '0 0 9 * * 1 2024' }, /expression: has 7 fields; only the standard 5/);
    await expectInvalid('cron-describe', { expression: '0 9 * *' }, 'expression: has 4 fields; a cron expression has 5: minute hour day-of-month month day-of-week');
    await expectInvalid('cron-describe', { expression: '   ' }, 'expression: is empty; a cron expression has 5 fields: minute hour day-of-month month day-of-week');
  });

  it('names the field at fault', async () => {
    const cases: [string, string][] = [
      ['0 25 * * *', 'expression: hour (field 2) "25": "25" is out of range 0-23'],
      ['60 * * * *', 'expression: minute (field 1) "60": "60" is out of range 0-59'],
      ['0 0 0 * *', 'expression: day of month (field 3) "0": "0" is out of range 1-31'],
      ['0 0 * 13 *', 'expression: month (field 4) "13": "13" is out of range 1-12'],
      ['0 0 * * 8', 'expression: day of week (field 5) "8": "8" is out of range 0-7'],
      ['0 0 * FOO *', 'expression: month (field 4) "FOO": "FOO" is not a number 1-12 or a name (JAN-DEC)'],
      ['a b c d e', 'expression: minute (field 1) "a": "a" is not a number 0-59'],
      ['*/0 * * * *', 'expression: minute (field 1) "*/0": "*/0" has step "0"; a step is a whole number of at least 1'],
      ['*/61 * * * *', 'expression: minute (field 1) "*/61": "*/61" has step "61", larger than the field\'s 60 values'],
      ['5/15 * * * *', 'expression: minute (field 1) "5/15": "5/15": a step follows * or a range (*/15 or a-b/15)'],
      ['0 17-9 * * *', 'expression: hour (field 2) "17-9": "17-9" is a range from 17 down to 9; write the smaller value first'],
      ['0 0 1,,2 * *', 'expression: day of month (field 3) "1,,2": has an empty list item (two commas in a row, or a comma at the start or end)'],
      ['? * * * *', 'expression: minute (field 1) "?": "?" is allowed only in the day-of-month and day-of-week fields'],
      ['0 0 * * MON#6', 'expression: day of week (field 5) "MON#6": "MON#6": the week number after # must be 1-5'],
      ['0 0 32W * *', 'expression: day of month (field 3) "32W": "32" is out of range 1-31'],
      ['0 0 1-2-3 * *', 'expression: day of month (field 3) "1-2-3": "1-2-3" has more than one "-"'],
    ];
    for (const [expression, message] of cases) await expectInvalid('cron-describe', { expression }, message);
  });

  it('reports what the libraries refuse beyond our checks', async () => {
    // cronstrue: W only on a single day, not in a list.
    await expectInvalid('cron-describe', { expression: '0 0 LW,5 * *' }, /^expression: The 'W' character can be specified only when the day-of-month is a single day/);
  });

  it('holds the 1,000,000-character bound, refuses wrong types and overlong lists', async () => {
    const sixty = Array.from({ length: 60 }, (_, i) => i).join(',');
    expect((await describeCron(`${sixty},${sixty.split(',').slice(0, 40).join(',')} * * * *`)).nextRuns[0]).toBe('2024-01-01T00:01:00.000Z');
    await expectInvalid('cron-describe', { expression: `${sixty},${sixty} * * * *` }, 'expression: minute (field 1) lists 120 items; at most 100 (a field has at most 60 values)');
    await expectInvalid('cron-describe', { expression: `${'1,'.repeat(499_990)}1 * * * *` }, 'expression: minute (field 1) lists 499991 items; at most 100 (a field has at most 60 values)');
    await expectInvalid('cron-describe', { expression: `1 * * * ${'1'.repeat(999_990)}` }, 'expression: day of week (field 5) "111111111111111111111111111111"…: "1111111111"… is out of range 0-7');
    await expectInvalid('cron-describe', { expression: '*'.repeat(1_000_001) }, 'expression: must be at most 1000000 characters');
    await expectInvalid('cron-describe', { expression: `${'1,'.repeat(40)}x * * * *` }, 'expression: minute (field 1) "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,"…: "x" is not a number 0-59');
    await expectInvalid('cron-describe', { expression: 5 }, 'expression: must be a string, got an integer');
    await expectInvalid('cron-describe', {}, 'expression: is required');
  });

  it('answers any text with a result or a VALIDATION_ERROR, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 30 }), fc.array(fc.stringMatching(/^[0-9*\/,\-?LW#A-Z]{1,6}$/), { minLength: 5, maxLength: 5 }).map((fields) => fields.join(' '))), async (text) => {
        const envelope = await call('cron-describe', { expression: text });
        if (!envelope.success) expect(envelope.error.code, JSON.stringify(text)).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 1000 },
    );
  });
});

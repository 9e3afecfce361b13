import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { expression: string; timezone: string; from: string; runs: { utc: string; local: string }[] }

const next = (expression: string, extra: Record<string, unknown> = {}, now?: string) =>
  run<Result>('cron-next-runs', { expression, ...extra }, now ? { now } : {});

const locals = (result: Result) => result.runs.map((r) => r.local);

describe('cron-next-runs', () => {
  it('matches croniter in UTC', async () => {
    // /usr/bin/python3: croniter('0 0 1 * 1', datetime(2024,1,1,tzinfo=timezone.utc)).get_next(datetime) ×5 (croniter 1.3.5, Debian)
    const result = await next('0 0 1 * 1', { count: 5, from: '2024-01-01T00:00:00Z' });
    expect(result.runs.map((r) => r.utc)).toEqual([
      '2024-01-08T00:00:00.000Z', '2024-01-15T00:00:00.000Z', '2024-01-22T00:00:00.000Z', '2024-01-29T00:00:00.000Z', '2024-02-01T00:00:00.000Z',
    ]);
    // croniter('0 0 29 2 *', datetime(2024,1,1,tzinfo=timezone.utc)) ×2
    expect((await next('0 0 29 2 *', { count: 2 }, '2024-01-01T00:00:00Z')).runs.map((r) => r.utc)).toEqual(['2024-02-29T00:00:00.000Z', '2028-02-29T00:00:00.000Z']);
  });

  it('matches croniter and a zoneinfo brute force in other zones', async () => {
    // croniter('*/20 * * * *', datetime(2024,6,30,23,59,59,tzinfo=utc).astimezone(ZoneInfo('Asia/Kolkata'))).get_next(datetime) ×4, .isoformat()
    expect(locals(await next('*/20 * * * *', { count: 4, tz: 'Asia/Kolkata', from: '2024-06-30T23:59:59Z' }))).toEqual([
      '2024-07-01T05:40:00+05:30', '2024-07-01T06:00:00+05:30', '2024-07-01T06:20:00+05:30', '2024-07-01T06:40:00+05:30',
    ]);
    // The rest: /usr/bin/python3, every UTC minute after `from` turned into wall time by zoneinfo and matched
    // field by field (croniter 1.3.5 is known to slip an hour on DST days, so it is not used there).
    const newYork = await next('30 9 * * MON-FRI', { count: 3, tz: 'America/New_York', from: '2024-03-08T00:00:00Z' });
    expect(newYork.runs).toEqual([
      { utc: '2024-03-08T14:30:00.000Z', local: '2024-03-08T09:30:00-05:00' },
      { utc: '2024-03-11T13:30:00.000Z', local: '2024-03-11T09:30:00-04:00' },
      { utc: '2024-03-12T13:30:00.000Z', local: '2024-03-12T09:30:00-04:00' },
    ]);
    // Lord Howe Island moves by half an hour (+11:00 → +10:30 on 2024-04-07 at 02:00).
    expect((await next('0 12 * * SUN', { count: 2, tz: 'Australia/Lord_Howe', from: '2024-04-06T00:00:00Z' })).runs).toEqual([
      { utc: '2024-04-07T01:30:00.000Z', local: '2024-04-07T12:00:00+10:30' },
      { utc: '2024-04-14T01:30:00.000Z', local: '2024-04-14T12:00:00+10:30' },
    ]);
    expect((await next('15 10 * * *', { count: 2, tz: 'Europe/Berlin', from: '2024-10-26T12:00:00Z' })).runs.map((r) => r.utc)).toEqual([
      '2024-10-27T09:15:00.000Z', '2024-10-28T09:15:00.000Z',
    ]);
    // Repeated hour of 2024-11-03 in New York: a stepped schedule runs through both copies (brute force above).
    expect(locals(await next('*/30 1-2 * * *', { count: 5, tz: 'America/New_York', from: '2024-11-03T04:00:00Z' }))).toEqual([
      '2024-11-03T01:00:00-04:00', '2024-11-03T01:30:00-04:00', '2024-11-03T01:00:00-05:00', '2024-11-03T01:30:00-05:00', '2024-11-03T02:00:00-05:00',
    ]);
  });

  it('runs a fixed time skipped by spring forward just after the jump, and a repeated one once', async () => {
    // zoneinfo: 2024-03-10 02:00–02:59 does not exist in America/New_York; the brute force skips that day,
    // cron daemons (Vixie cron, cronie) and croner run the job at the first minute after the jump.
    expect(locals(await next('30 2 * * *', { count: 3, tz: 'America/New_York', from: '2024-03-09T00:00:00Z' }))).toEqual([
      '2024-03-09T02:30:00-05:00', '2024-03-10T03:00:00-04:00', '2024-03-11T02:30:00-04:00',
    ]);
    // 01:30 happens twice on 2024-11-03 (-04:00, then -05:00); a fixed-time job runs at the first.
    expect(locals(await next('30 1 * * *', { count: 3, tz: 'America/New_York', from: '2024-11-02T12:00:00Z' }))).toEqual([
      '2024-11-03T01:30:00-04:00', '2024-11-04T01:30:00-05:00', '2024-11-05T01:30:00-05:00',
    ]);
  });

  it('keeps crontab(5)\'s day rule: "*/2" is unrestricted, so both day fields must match', async () => {
    // Brute force above with AND: odd days of month that are Mondays.
    expect((await next('0 0 */2 * 1', { count: 4, from: '2024-01-01T00:00:00Z' })).runs.map((r) => r.utc)).toEqual([
      '2024-01-15T00:00:00.000Z', '2024-01-29T00:00:00.000Z', '2024-02-05T00:00:00.000Z', '2024-02-19T00:00:00.000Z',
    ]);
  });

  it('counts strictly after `from`, defaults to now, 10 runs and UTC, and expands nicknames', async () => {
    const result = await next('@hourly', {}, '2024-05-05T10:00:00Z');
    expect(result.expression).toBe('0 * * * *');
    expect(result.timezone).toBe('UTC');
    expect(result.from).toBe('2024-05-05T10:00:00.000Z');
    expect(result.runs).toHaveLength(10);
    expect(result.runs[0]).toEqual({ utc: '2024-05-05T11:00:00.000Z', local: '2024-05-05T11:00:00+00:00' });
    expect(result.runs[9]!.utc).toBe('2024-05-05T20:00:00.000Z');
    expect((await next('* * * * *', { count: 100, from: '2024-01-01T00:00:30Z' })).runs).toHaveLength(100);
  });

  it('answers an empty list for a schedule that never matches', async () => {
    expect((await next('0 0 30 2 *', { count: 100, from: '2024-01-01T00:00:00Z' })).runs).toEqual([]);
  });

  it('refuses bad expressions, zones, dates and counts, naming the field', async () => {
    await expectInvalid('cron-next-runs', { expression: '0 25 * * *' }, /^expression: hour \(field 2\).*25 is out of range 0-23/);
    await expectInvalid('cron-next-runs', { expression: '0 0 * * * *' }, /expression: has 6 fields/);
    await expectInvalid('cron-next-runs', { expression: '0 0 L * *' }, /expression: day of month/);
    await expectInvalid('cron-next-runs', { expression: '@reboot' }, /expression: @reboot/);
    await expectInvalid('cron-next-runs', { expression: '' }, /expression: is empty/);
    await expectInvalid('cron-next-runs', { expression: '* * * * *', tz: 'Mars/Olympus' }, /^tz: unknown time zone/);
    await expectInvalid('cron-next-runs', { expression: '* * * * *', from: 'yesterday' }, /^from: not a recognised date/);
    await expectInvalid('cron-next-runs', { expression: '* * * * *', count: 0 }, /count/);
    await expectInvalid('cron-next-runs', { expression: '* * * * *', count: 101 }, /count/);
    await expectInvalid('cron-next-runs', { expression: 5 }, /expression: must be a string/);
    await expectInvalid('cron-next-runs', JSON.parse('{"expression":"* * * * *","__proto__":{"x":1}}'), /__proto__/);
    await expectInvalid('cron-next-runs', { expression: 'x'.repeat(1_001) }, /expression: must be at most 1000 characters/);
  });
});

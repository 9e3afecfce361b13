import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { occurrences: string[]; count: number; complete: boolean; timeZone?: string; rule: string }
const expand = (input: Record<string, unknown>) => run<Result>('rrule-expand', input);

/*
 * Known answers from python3 with python-dateutil 2.9.0:
 *   [d.isoformat() for d in itertools.islice(rrulestr(RULE, dtstart=...), N)]
 * (RFC 5545 §3.8.5.3 examples among them).
 */
describe('rrule-expand', () => {
  it('matches dateutil.rrule.rrulestr', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ rrule: 'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', count: 4 },
        ['2024-01-31T09:00:00', '2024-02-29T09:00:00', '2024-03-29T09:00:00', '2024-04-30T09:00:00']],
      [{ rrule: 'DTSTART;TZID=America/New_York:20240301T093000\nRRULE:FREQ=WEEKLY;COUNT=3' },
        ['2024-03-01T09:30:00-05:00', '2024-03-08T09:30:00-05:00', '2024-03-15T09:30:00-04:00']],
      [{ rrule: 'FREQ=DAILY;INTERVAL=10;COUNT=5', dtstart: '1997-09-02T09:00' },
        ['1997-09-02T09:00:00', '1997-09-12T09:00:00', '1997-09-22T09:00:00', '1997-10-02T09:00:00', '1997-10-12T09:00:00']],
      [{ rrule: 'RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4', dtstart: '2024-01-31' }, ['2024-01-31', '2024-03-31', '2024-05-31', '2024-07-31']],
      [{ rrule: 'DTSTART:19970902T090000\nRRULE:FREQ=MONTHLY;INTERVAL=18;COUNT=6;BYMONTHDAY=10,11,12,13,14,15' },
        ['1997-09-10T09:00:00', '1997-09-11T09:00:00', '1997-09-12T09:00:00', '1997-09-13T09:00:00', '1997-09-14T09:00:00', '1997-09-15T09:00:00']],
      [{ rrule: 'DTSTART:19970101T090000\nRRULE:FREQ=YEARLY;INTERVAL=3;COUNT=5;BYYEARDAY=1,100,200' },
        ['1997-01-01T09:00:00', '1997-04-10T09:00:00', '1997-07-19T09:00:00', '2000-01-01T09:00:00', '2000-04-09T09:00:00']],
      [{ rrule: 'DTSTART:19970512T090000\nRRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO', count: 3 }, ['1997-05-12T09:00:00', '1998-05-11T09:00:00', '1999-05-17T09:00:00']],
      [{ rrule: 'DTSTART:19970902T090000\nRRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13', count: 4 },
        ['1998-02-13T09:00:00', '1998-03-13T09:00:00', '1998-11-13T09:00:00', '1999-08-13T09:00:00']],
      [{ rrule: 'DTSTART:19971105T090000\nRRULE:FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8', count: 3 },
        ['2001-11-06T09:00:00', '2005-11-08T09:00:00', '2009-11-03T09:00:00']],
      [{ rrule: 'DTSTART;TZID=Europe/Berlin:20241026T023000\nRRULE:FREQ=DAILY;COUNT=3' },
        ['2024-10-26T02:30:00+02:00', '2024-10-27T02:30:00+02:00', '2024-10-28T02:30:00+01:00']],
      [{ rrule: 'DTSTART:20240131T100000Z\nRRULE:FREQ=DAILY;COUNT=3' }, ['2024-01-31T10:00:00Z', '2024-02-01T10:00:00Z', '2024-02-02T10:00:00Z']],
    ];
    for (const [input, expected] of cases) expect((await expand(input)).occurrences, JSON.stringify(input)).toEqual(expected);
  });

  it('ends at a UTC UNTIL in the zone (dateutil: 93 occurrences, the last 2000-01-31T09:00:00-05:00)', async () => {
    const result = await expand({ rrule: 'FREQ=YEARLY;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA;UNTIL=20000131T140000Z', dtstart: '1998-01-01T09:00', tz: 'America/New_York', count: 100 });
    expect(result.count).toBe(93);
    expect(result.complete).toBe(true);
    expect(result.occurrences.at(-1)).toBe('2000-01-31T09:00:00-05:00');
    expect(result.rule).toBe('FREQ=YEARLY;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA;UNTIL=20000131T140000Z');
  });

  it('moves a wall time skipped by DST forward, as zoneinfo does with fold=0', async () => {
    // python3: datetime(2024,3,10,2,30,tzinfo=ZoneInfo('America/New_York')).astimezone(timezone.utc).astimezone(z) -> 03:30-04:00
    expect((await expand({ rrule: 'DTSTART;TZID=America/New_York:20240309T023000\nRRULE:FREQ=DAILY;COUNT=3' })).occurrences)
      .toEqual(['2024-03-09T02:30:00-05:00', '2024-03-10T03:30:00-04:00', '2024-03-11T02:30:00-04:00']);
  });

  it('says whether more occurrences follow, and caps the list at count', async () => {
    const open = await expand({ rrule: 'FREQ=DAILY', dtstart: '2024-01-01', count: 1000 });
    expect(open).toMatchObject({ count: 1000, complete: false });
    expect(open.occurrences.at(-1)).toBe('2026-09-26'); // python: date(2024,1,1) + timedelta(999)
    expect(await expand({ rrule: 'FREQ=DAILY;COUNT=2', dtstart: '2024-01-01' })).toMatchObject({ count: 2, complete: true });
    // python: list(rrulestr('FREQ=YEARLY', dtstart=datetime(9998,1,1))) stops at year 9999 too
    expect(await expand({ rrule: 'FREQ=YEARLY', dtstart: '9998-01-01', count: 5 })).toMatchObject({ occurrences: ['9998-01-01', '9999-01-01'], complete: true });
  });

  it('refuses what it cannot read, naming the field', async () => {
    await expectInvalid('rrule-expand', { rrule: 'FREQ=FOO', dtstart: '2024-01-01' }, /^rrule: /);
    await expectInvalid('rrule-expand', { rrule: 'FREQ=DAILY;BYFOO=1', dtstart: '2024-01-01' }, /^rrule: Unknown RRULE property 'BYFOO'/);
    await expectInvalid('rrule-expand', { rrule: 'FREQ=DAILY' }, /^dtstart: required when the rule has no DTSTART line/);
    await expectInvalid('rrule-expand', { rrule: 'DTSTART:20240101T000000\nFREQ=DAILY', dtstart: '2024-01-01' }, /^dtstart: the rule already has a DTSTART/);
    await expectInvalid('rrule-expand', { rrule: 'DTSTART:20240101T000000\nRRULE:FREQ=DAILY\nEXDATE:20240102T000000' }, /^rrule: "EXDATE.*is not supported/);
    await expectInvalid('rrule-expand', { rrule: 'DTSTART:20240230T000000\nRRULE:FREQ=DAILY' }, /^rrule: DTSTART date 2024-2-30 does not exist/);
    await expectInvalid('rrule-expand', { rrule: 'DTSTART;TZID=Mars/Base:20240101T000000\nRRULE:FREQ=DAILY' }, /^rrule: unknown time zone/);
    await expectInvalid('rrule-expand', { rrule: 'DTSTART:20240101T000000' }, /^rrule: no RRULE line/);
    await expectInvalid('rrule-expand', { rrule: 'FREQ=DAILY', dtstart: '2024-01-01', tz: 'Nowhere/x' }, /^tz: unknown time zone/);
    await expectInvalid('rrule-expand', { rrule: 'FREQ=DAILY', dtstart: '2024-01-01', count: 1001 }, /^count: /);
    await expectInvalid('rrule-expand', { rrule: 'FREQ=DAILY', dtstart: '2024-01-01', count: 0 }, /^count: /);
    await expectInvalid('rrule-expand', JSON.parse('{"rrule":"FREQ=DAILY","dtstart":"2024-01-01","__proto__":{"a":1}}'), /__proto__/);
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { events: Record<string, unknown>[]; timezones: string[]; prodid?: string }
const parse = (ics: string) => run<Result>('ics-parse', { ics });

// Folded, escaped, quoted parameters, a VTIMEZONE, a VALARM inside an event, DURATION and all-day dates.
const CALENDAR = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//Cal 1.0//EN\nBEGIN:VTIMEZONE\nTZID:America/New_York\nBEGIN:STANDARD\nDTSTART:19701101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nEND:STANDARD\nEND:VTIMEZONE\nBEGIN:VEVENT\nUID:evt-1@test\nDTSTART;TZID=America/New_York:20240312T090000\nDTEND;TZID=America/New_York:20240312T093000\nSUMMARY:Stand-up\\; daily\nDESCRIPTION:Line one\\nLine two\\, with comma and a back\\\\slash that is fol\n ded here\nLOCATION:Room \"A\"\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\nORGANIZER;CN=\"Doe, Jane\":mailto:jane@example.com\nATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=Bob:mailto:bob@example.com\nATTENDEE;CN=\"Ann: QA\";PARTSTAT=ACCEPTED:MAILTO:ann@example.com\nBEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:alarm text\nTRIGGER:-PT15M\nEND:VALARM\nEND:VEVENT\nBEGIN:VEVENT\nUID:evt-2@test\nDTSTART:20240401T120000Z\nDURATION:PT1H\nSUMMARY:Lunch\nEND:VEVENT\nBEGIN:VEVENT\nUID:evt-3@test\nDTSTART;VALUE=DATE:20241225\nDTEND;VALUE=DATE:20241226\nSUMMARY:Christmas\nEND:VEVENT\nEND:VCALENDAR\n".replace(/\n/g, '\r\n');

describe('ics-parse', () => {
  it('reads what python3-icalendar 4.0.3 reads', async () => {
    /*
     * /usr/bin/python3: cal = icalendar.Calendar.from_ical(CALENDAR); for e in cal.walk('VEVENT'):
     *   str(e['SUMMARY']), e.decoded('DTSTART').isoformat(), e['DTSTART'].params.get('TZID'), e['RRULE'].to_ical(),
     *   str(e['ORGANIZER']), dict(e['ORGANIZER'].params), [(str(a), dict(a.params)) for a in e['ATTENDEE']]
     * (its offsets come from the VTIMEZONE; ours keep the wall time and name the zone.)
     */
    const result = await parse(CALENDAR);
    expect(result.prodid).toBe('-//Test//Cal 1.0//EN');
    expect(result.timezones).toEqual(['America/New_York']);
    expect(result.events).toEqual([
      {
        uid: 'evt-1@test', start: '2024-03-12T09:00:00', end: '2024-03-12T09:30:00', allDay: false, timezone: 'America/New_York',
        summary: 'Stand-up; daily',
        description: 'Line one\nLine two, with comma and a back\\slash that is folded here',
        location: 'Room "A"',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        organizer: { email: 'jane@example.com', name: 'Doe, Jane' },
        attendees: [
          { email: 'bob@example.com', name: 'Bob', role: 'REQ-PARTICIPANT', status: 'NEEDS-ACTION' },
          { email: 'ann@example.com', name: 'Ann: QA', status: 'ACCEPTED' },
        ],
      },
      { uid: 'evt-2@test', start: '2024-04-01T12:00:00Z', duration: 'PT1H', allDay: false, summary: 'Lunch', attendees: [] },
      { uid: 'evt-3@test', start: '2024-12-25', end: '2024-12-26', allDay: true, summary: 'Christmas', attendees: [] },
    ]);
  });

  it('reads bare LF line ends the same as CRLF', async () => {
    expect(await parse(CALENDAR.replace(/\r\n/g, '\n'))).toEqual(await parse(CALENDAR));
  });

  it('refuses broken structure, naming the line', async () => {
    await expectInvalid('ics-parse', { ics: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR\n' }, /^ics: line 3: END:VCALENDAR closes BEGIN:VEVENT of line 2/);
    await expectInvalid('ics-parse', { ics: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\n' }, /^ics: BEGIN:VEVENT of line 2 is never closed/);
    await expectInvalid('ics-parse', { ics: 'END:VCALENDAR\n' }, /^ics: line 1: END:VCALENDAR without a BEGIN/);
    await expectInvalid('ics-parse', { ics: 'BEGIN:VCALENDAR\nSUMMARY no colon\nEND:VCALENDAR' }, /^ics: line 2: no colon/);
    await expectInvalid('ics-parse', { ics: 'BEGIN:VCALENDAR\nX;CN="open:x\nEND:VCALENDAR' }, /^ics: line 2: unclosed quote/);
    await expectInvalid('ics-parse', { ics: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:tomorrow\nEND:VEVENT\nEND:VCALENDAR' }, /^ics: line 3: DTSTART "tomorrow" is not a date/);
    await expectInvalid('ics-parse', { ics: 'BEGIN:VEVENT\nEND:VEVENT' }, /^ics: line 1: BEGIN:VEVENT outside a VCALENDAR/);
    await expectInvalid('ics-parse', { ics: 'hello' }, /^ics: line 1: /);
    await expectInvalid('ics-parse', { ics: '' }, /^ics: /);
    await expectInvalid('ics-parse', { ics: 7 }, /^ics: must be a string/);
  });

  it('keeps __proto__ and constructor as plain text', async () => {
    const result = await parse('BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:__proto__\nSUMMARY:constructor\nEND:VEVENT\nEND:VCALENDAR');
    expect(result.events[0]).toEqual({ uid: '__proto__', summary: 'constructor', allDay: false, attendees: [] });
  });

  it('reads a calendar at the 1,000,000-character bound', async () => {
    const event = 'BEGIN:VEVENT\r\nUID:x\r\nSUMMARY:a\\, b\r\nDTSTART:20240101T000000Z\r\nEND:VEVENT\r\n';
    const body = event.repeat(Math.floor((1_000_000 - 40) / event.length));
    const ics = `BEGIN:VCALENDAR\r\n${body}END:VCALENDAR\r\n`;
    expect(ics.length).toBeLessThanOrEqual(1_000_000);
    const result = await parse(ics);
    expect(result.events.length).toBe(Math.floor((1_000_000 - 40) / event.length));
    expect(result.events[0]!.summary).toBe('a, b');
  });
});

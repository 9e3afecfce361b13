import { Type, type Static } from '@sinclair/typebox';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * An iCalendar (RFC 5545) reader of our own (ical.js is MPL-2.0, so not used):
 * - Lines are unfolded (CRLF or LF then a space or tab continues the line, §3.1), split into
 *   name, parameters (quoted values may hold ; : ,) and value.
 * - TEXT values are unescaped (\n \N \, \; \\, §3.3.11); DTSTART/DTEND become ISO 8601: dates
 *   (VALUE=DATE) YYYY-MM-DD and allDay true, UTC times with Z, zoned or floating times without,
 *   their TZID in timezone. VTIMEZONE blocks are not evaluated: their TZID names are listed.
 * - Only VEVENTs are listed (VTODO, VJOURNAL are skipped); alarms inside an event are skipped.
 * - A BEGIN without its END, an END without its BEGIN, or a line with no colon is a 400 naming
 *   the line, as python's icalendar refuses them.
 * - isolate: a megabyte of events is ~300 ms of work.
 */

interface ContentLine {
  name: string;
  params: Map<string, string>;
  value: string;
  line: number;
}

const LINE_NAME = /^[A-Za-z0-9-]+/;
/** A parameter value's unquoted run, read in place so a line of many parameters stays linear. */
const PARAM_TEXT = /[^;:,"]*/y;

function splitLine(text: string, line: number): ContentLine {
  const nameMatch = LINE_NAME.exec(text);
  if (!nameMatch) invalid(`ics: line ${line}: not a content line (NAME:value)`);
  const params = new Map<string, string>();
  let index = nameMatch[0].length;
  while (text[index] === ';') {
    const eq = text.indexOf('=', index);
    if (eq < 0 || text.slice(index + 1, eq).includes(':')) invalid(`ics: line ${line}: parameter without =`);
    const key = text.slice(index + 1, eq).toUpperCase();
    index = eq + 1;
    let value = '';
    for (;;) {
      if (text[index] === '"') {
        const close = text.indexOf('"', index + 1);
        if (close < 0) invalid(`ics: line ${line}: unclosed quote in parameter ${key}`);
        value += text.slice(index + 1, close);
        index = close + 1;
      } else {
        PARAM_TEXT.lastIndex = index;
        const plain = PARAM_TEXT.exec(text)![0];
        value += plain;
        index += plain.length;
        if (index >= text.length) invalid(`ics: line ${line}: no colon before the value`);
      }
      if (text[index] !== ',') break;
      value += ',';
      index++;
    }
    params.set(key, value);
  }
  if (text[index] !== ':') invalid(`ics: line ${line}: no colon before the value`);
  return { name: nameMatch[0].toUpperCase(), params, value: text.slice(index + 1), line };
}

const unescapeText = (value: string): string => value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_VALUE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

function isoOf(property: ContentLine): { value: string; allDay: boolean; timezone?: string } {
  const raw = property.value.trim();
  const date = DATE_VALUE.exec(raw);
  if (date) return { value: `${date[1]}-${date[2]}-${date[3]}`, allDay: true };
  const time = DATE_TIME_VALUE.exec(raw);
  if (!time) invalid(`ics: line ${property.line}: ${property.name} ${JSON.stringify(raw.slice(0, 30))} is not a date or date-time`);
  const tzid = property.params.get('TZID');
  return { value: `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}${time[7]}`, allDay: false, ...(tzid ? { timezone: tzid } : {}) };
}

const person = (property: ContentLine) => {
  const name = property.params.get('CN');
  const email = property.value.replace(/^mailto:/i, '');
  return {
    email,
    ...(name !== undefined ? { name } : {}),
    ...(property.params.has('ROLE') ? { role: property.params.get('ROLE')! } : {}),
    ...(property.params.has('PARTSTAT') ? { status: property.params.get('PARTSTAT')! } : {}),
  };
};

const personSchema = closedObject({
  email: Type.String({ description: 'The address (mailto: removed)' }),
  name: Type.Optional(Type.String({ description: 'CN, the display name' })),
  role: Type.Optional(Type.String({ description: 'ROLE (REQ-PARTICIPANT, CHAIR…)' })),
  status: Type.Optional(Type.String({ description: 'PARTSTAT (ACCEPTED, NEEDS-ACTION…)' })),
});

const eventSchema = closedObject({
  uid: Type.Optional(Type.String({ description: 'UID' })),
  summary: Type.Optional(Type.String({ description: 'SUMMARY, unescaped' })),
  start: Type.Optional(Type.String({ description: 'DTSTART as ISO 8601: YYYY-MM-DD for all-day, YYYY-MM-DDTHH:MM:SS with Z for UTC' })),
  end: Type.Optional(Type.String({ description: 'DTEND, written like start' })),
  duration: Type.Optional(Type.String({ description: 'DURATION, when given instead of DTEND' })),
  allDay: Type.Boolean({ description: 'True when DTSTART is a date without a time' }),
  timezone: Type.Optional(Type.String({ description: "DTSTART's TZID" })),
  location: Type.Optional(Type.String({ description: 'LOCATION, unescaped' })),
  description: Type.Optional(Type.String({ description: 'DESCRIPTION, unescaped' })),
  rrule: Type.Optional(Type.String({ description: 'RRULE as written' })),
  organizer: Type.Optional(personSchema),
  attendees: Type.Array(personSchema, { description: 'ATTENDEEs in order' }),
});

type Event = Static<typeof eventSchema>;

const output = closedObject({
  events: Type.Array(eventSchema, { description: 'The VEVENTs in order' }),
  timezones: Type.Array(Type.String(), { description: 'TZIDs of the VTIMEZONE blocks' }),
  prodid: Type.Optional(Type.String({ description: "The calendar's PRODID" })),
});

function toEvent(lines: ContentLine[]): Event {
  const event: Event = { allDay: false, attendees: [] };
  for (const property of lines) {
    switch (property.name) {
      case 'UID': event.uid = property.value; break;
      case 'SUMMARY': event.summary = unescapeText(property.value); break;
      case 'LOCATION': event.location = unescapeText(property.value); break;
      case 'DESCRIPTION': event.description = unescapeText(property.value); break;
      case 'RRULE': event.rrule = property.value; break;
      case 'DURATION': event.duration = property.value; break;
      case 'ORGANIZER': event.organizer = person(property); break;
      case 'ATTENDEE': event.attendees.push(person(property)); break;
      case 'DTSTART': {
        const start = isoOf(property);
        event.start = start.value;
        event.allDay = start.allDay;
        if (start.timezone) event.timezone = start.timezone;
        break;
      }
      case 'DTEND': event.end = isoOf(property).value; break;
      default: break;
    }
  }
  return event;
}

export default defineTool({
  id: 'ics-parse',
  name: 'iCalendar (.ics) Parser',
  category: 'data',
  description:
    'Read an iCalendar (.ics) file (RFC 5545) into its events: UID, summary, start and end as ISO 8601, all-day, time zone, location, description, recurrence rule, organizer and attendees.',
  keywords: ['ics', 'ical', 'icalendar', 'vcalendar', 'vevent', 'calendar file', 'rfc 5545', 'ics to json', 'calendar parser'],
  mcp: true,
  // A megabyte of small events takes ~300 ms (the bench's many-events): more than the 50 ms rule allows inline.
  isolate: true,
  input: closedObject({
    ics: Type.String({ minLength: 1, maxLength: 1_000_000, description: 'The .ics text, BEGIN:VCALENDAR … END:VCALENDAR; at most 1,000,000 characters' }),
  }),
  output,
  examples: [
    {
      title: 'A meeting with an organizer and an attendee',
      input: {
        ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:42@example.com\r\nDTSTART;TZID=Europe/Paris:20240610T100000\r\nDTEND;TZID=Europe/Paris:20240610T110000\r\nSUMMARY:Planning\\, Q3\r\nLOCATION:Room 2\r\nORGANIZER;CN=Ana:mailto:ana@example.com\r\nATTENDEE;CN="Li, Wei";PARTSTAT=ACCEPTED:mailto:wei@example.com\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      },
      output: {
        events: [{
          uid: '42@example.com', summary: 'Planning, Q3', start: '2024-06-10T10:00:00', end: '2024-06-10T11:00:00', allDay: false,
          timezone: 'Europe/Paris', location: 'Room 2', organizer: { email: 'ana@example.com', name: 'Ana' },
          attendees: [{ email: 'wei@example.com', name: 'Li, Wei', status: 'ACCEPTED' }],
        }],
        timezones: [],
        prodid: '-//Example//EN',
      },
    },
    {
      title: 'A yearly all-day event with a folded description',
      input: { ics: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:b1\nDTSTART;VALUE=DATE:20240229\nRRULE:FREQ=YEARLY\nSUMMARY:Leap day\nDESCRIPTION:Once every\n  four years\\nmostly\nEND:VEVENT\nEND:VCALENDAR\n' },
      output: {
        events: [{ uid: 'b1', start: '2024-02-29', allDay: true, rrule: 'FREQ=YEARLY', summary: 'Leap day', description: 'Once every four years\nmostly', attendees: [] }],
        timezones: [],
      },
    },
  ],
  run({ ics }): Static<typeof output> {
    const events: Event[] = [];
    const timezones: string[] = [];
    let prodid: string | undefined;
    const stack: { name: string; lines: ContentLine[]; line: number }[] = [];
    let sawCalendar = false;
    // Lines are read in place (no split into an array of a million strings); a sticky regex finds each end.
    const lineBody = /[^\r\n]*/y;
    let position = 0;
    let physicalLine = 0;
    const readLine = (): string => {
      lineBody.lastIndex = position;
      const body = lineBody.exec(ics)![0];
      position += body.length;
      position += ics.startsWith('\r\n', position) ? 2 : position < ics.length ? 1 : 0;
      physicalLine++;
      return body;
    };
    const continues = (): boolean => position < ics.length && (ics[position] === ' ' || ics[position] === '\t');
    while (position < ics.length) {
      let text = readLine();
      const lineNumber = physicalLine;
      if (text === '') continue;
      while (continues()) text += readLine().slice(1);
      const property = splitLine(text, lineNumber);
      if (property.name === 'BEGIN') {
        const name = property.value.trim().toUpperCase();
        if (stack.length === 0 && name !== 'VCALENDAR') invalid(`ics: line ${lineNumber}: BEGIN:${name.slice(0, 20)} outside a VCALENDAR`);
        if (name === 'VCALENDAR') sawCalendar = true;
        stack.push({ name, lines: [], line: lineNumber });
      } else if (property.name === 'END') {
        const name = property.value.trim().toUpperCase();
        const open = stack.pop();
        if (!open || open.name !== name) invalid(`ics: line ${lineNumber}: END:${name.slice(0, 20)} ${open ? `closes BEGIN:${open.name.slice(0, 20)} of line ${open.line}` : 'without a BEGIN'}`);
        if (name === 'VEVENT') events.push(toEvent(open.lines));
        if (name === 'VTIMEZONE') {
          const tzid = open.lines.find((line) => line.name === 'TZID');
          if (tzid) timezones.push(tzid.value);
        }
      } else {
        const current = stack.at(-1);
        if (!current) invalid(`ics: line ${lineNumber}: ${property.name.slice(0, 20)} outside BEGIN:VCALENDAR`);
        current.lines.push(property);
        if (current.name === 'VCALENDAR' && property.name === 'PRODID') prodid = property.value;
      }
    }
    if (stack.length > 0) invalid(`ics: BEGIN:${stack.at(-1)!.name.slice(0, 20)} of line ${stack.at(-1)!.line} is never closed`);
    if (!sawCalendar) invalid('ics: no BEGIN:VCALENDAR');
    return { events, timezones, ...(prodid !== undefined ? { prodid } : {}) };
  },
});

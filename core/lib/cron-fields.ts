/**
 * Standard 5-field cron expressions (crontab(5) of Vixie cron / cronie) expanded to the sets of
 * values each field matches, with the one flag cron's day rule needs: whether a day field starts
 * with `*`. crontab(5): "If both fields are restricted (i.e., don't start with *), the command will
 * be run when either field matches the current time" — so `*\/2` counts as unrestricted there.
 *
 * Accepted: `*`, numbers, ranges a-b, steps `*\/n` and `a-b/n`, comma lists, month names JAN-DEC and
 * weekday names SUN-SAT (any case, in ranges too, as cronie reads them), 0 and 7 both Sunday, and the
 * nicknames @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly (@reboot is returned as
 * is: it is not a schedule). Quartz/croner extensions (seconds, ?, L, W, #) are refused.
 */
import { invalid } from '../errors.ts';
import { quoteClipped } from './quote.ts';

export const NICKNAMES: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const FIELD_LIST = 'minute hour day-of-month month day-of-week';
/** No field has more than 60 values, so a longer list only repeats them. */
const MAX_LIST_ITEMS = 100;

interface FieldSpec { name: string; min: number; max: number; names?: readonly string[] }

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

export interface CronSchedule {
  /** The five fields as written (nickname expanded), joined by single spaces. */
  expression: string;
  minutes: number[];
  hours: number[];
  daysOfMonth: number[];
  months: number[];
  /** 0 = Sunday … 6 = Saturday (7 folded into 0). */
  daysOfWeek: number[];
  /** crontab(5)'s "restricted": the field does not start with `*`. */
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
}

export type CronParse = { reboot: true; expression: '@reboot' } | ({ reboot: false } & CronSchedule);

function fail(index: number, field: string, problem: string): never {
  invalid(`expression: ${FIELDS[index]!.name} (field ${index + 1}) ${quoteClipped(field, 30)}: ${problem}`);
}

/** A value of the field; `rangeEnd` reads SUN as 7 so SAT-SUN is a range. */
function value(text: string, spec: FieldSpec, index: number, field: string, rangeEnd = false): number {
  if (/^\d{1,2}$/.test(text)) {
    const number = Number(text);
    if (number < spec.min || number > spec.max) fail(index, field, `${number} is out of range ${spec.min}-${spec.max}`);
    return number;
  }
  const named = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return spec.names!.length === 7 ? (rangeEnd && named === 0 ? 7 : named) : named + 1;
  const kind = spec.names ? `a number ${spec.min}-${spec.max} or a name ${spec.names[0]}-${spec.names.at(-1)}` : `a number ${spec.min}-${spec.max}`;
  if (/[LW#?]/i.test(text)) {
    fail(index, field, `${quoteClipped(text, 10)} is not ${kind}; the ?, L, W and # extensions are not standard cron (crontab(5))`);
  }
  fail(index, field, `${quoteClipped(text, 10)} is not ${kind}`);
}

function expandField(field: string, index: number): Set<number> {
  const spec = FIELDS[index]!;
  const items = field.split(',');
  if (items.length > MAX_LIST_ITEMS) fail(index, field, `lists ${items.length} items; at most ${MAX_LIST_ITEMS}`);
  const values = new Set<number>();
  for (const item of items) {
    if (item === '') fail(index, field, 'has an empty list item (two commas in a row, or one at the start or end)');
    const [body, step, extra] = item.split('/') as [string, string | undefined, string | undefined];
    if (extra !== undefined) fail(index, field, `${quoteClipped(item, 20)} has more than one "/"`);
    if (step !== undefined && !/^\d{1,2}$/.test(step)) fail(index, field, `${quoteClipped(item, 20)}: a step is a whole number 1-99`);
    const stride = step === undefined ? 1 : Number(step);
    if (stride < 1) fail(index, field, `${quoteClipped(item, 20)}: a step is a whole number 1-99`);
    let from: number;
    let to: number;
    if (body === '*') {
      [from, to] = [spec.min, spec.names?.length === 7 ? 6 : spec.max];
    } else {
      const bounds = body.split('-');
      if (bounds.length > 2) fail(index, field, `${quoteClipped(item, 20)} has more than one "-"`);
      from = value(bounds[0]!, spec, index, field);
      if (bounds.length === 2) {
        to = value(bounds[1]!, spec, index, field, true);
        if (from > to) fail(index, field, `${quoteClipped(item, 20)} runs from ${from} down to ${to}; write the smaller value first`);
      } else {
        if (step !== undefined) fail(index, field, `${quoteClipped(item, 20)}: a step follows * or a range (*/${step} or a-b/${step}), as crontab(5) has it`);
        to = from;
      }
    }
    for (let v = from; v <= to; v += stride) values.add(spec.names?.length === 7 ? v % 7 : v);
  }
  return values;
}

const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

/** The expression read, or a 400 naming the field at fault. */
export function parseCron(expression: string): CronParse {
  const trimmed = expression.trim();
  if (trimmed === '') invalid(`expression: is empty; a cron expression has 5 fields: ${FIELD_LIST}`);
  let fields: string[];
  if (trimmed.startsWith('@')) {
    const nickname = trimmed.toLowerCase();
    if (nickname === '@reboot') return { reboot: true, expression: '@reboot' };
    const expanded = NICKNAMES[nickname];
    if (expanded === undefined) invalid(`expression: unknown nickname ${quoteClipped(trimmed, 20)}; known: ${[...Object.keys(NICKNAMES), '@reboot'].join(', ')}`);
    fields = expanded.split(' ');
  } else {
    fields = trimmed.split(/\s+/);
    if (fields.length === 6 || fields.length === 7) {
      invalid(`expression: has ${fields.length} fields; only the standard 5 (${FIELD_LIST}) are supported, not a seconds field (Quartz, croner, Spring) or a year field`);
    }
    if (fields.length !== 5) invalid(`expression: has ${fields.length} field${fields.length === 1 ? '' : 's'}; a cron expression has 5: ${FIELD_LIST}`);
  }
  const sets = fields.map((field, index) => sorted(expandField(field, index)));
  return {
    reboot: false,
    expression: fields.join(' '),
    minutes: sets[0]!,
    hours: sets[1]!,
    daysOfMonth: sets[2]!,
    months: sets[3]!,
    daysOfWeek: sets[4]!,
    dayOfMonthRestricted: !fields[2]!.startsWith('*'),
    dayOfWeekRestricted: !fields[4]!.startsWith('*'),
  };
}

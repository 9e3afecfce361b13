import { Type } from '@sinclair/typebox';
import {
  dateOrToday, dayNumber, describeYearsMonthsDays, formatCivilDate, fromDayNumber, parseCivilDate, relativeDelta, type YearsMonthsDays,
} from '../../lib/civil-date.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Rules (the spec gives the fields, not these):
 * - An experience covers start_date through end_date, both days included (end_date is the last
 *   day worked), so 2020-01-01 to 2020-12-31 is exactly 1 year.
 * - is_current true, or no end_date, means ongoing: counted up to reference_date, which itself is
 *   not counted (experience "as of" a date is the days before it, as an age is). Any part of an
 *   experience on or after reference_date is left out (clipped); one starting on or after it
 *   counts nothing.
 * - is_current true together with an end_date is contradictory: a 400 naming experiences[i].end_date.
 *   An end_date before start_date is a 400 naming it too.
 * - Overlapping or back-to-back periods are merged and counted once. Durations are python-dateutil's
 *   relativedelta(day after the last day, first day); the total is the sum of the merged periods'
 *   relativedeltas as dateutil adds them (12 months carry into a year; days are not carried into
 *   months, since months differ in length, so more than 30 days can show when there are gaps).
 *   total_days is exact; years_decimal is total_days / 365.2425 (the mean Gregorian year), 2 places.
 * - Gaps are the stretches between merged periods with no experience, first to last day.
 */

const DATE_FIELD = 'a calendar date written YYYY-MM-DD, years 0001-9999';
const MAX_EXPERIENCES = 100;
const MEAN_GREGORIAN_YEAR = 365.2425;

/** A span of days [from, until) as day numbers. */
interface Span {
  from: number;
  until: number;
}

const int = (description: string) => Type.Integer({ description });
const ymd = {
  years: int('Years (python-dateutil relativedelta)'),
  months: int('Months, 0-11'),
  days: int('Days'),
};
const nullableDate = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** relativedelta over a span: the day after its last day minus its first. */
const spanDelta = ({ from, until }: Span): YearsMonthsDays => relativeDelta(fromDayNumber(until), fromDayNumber(from));
const lastDay = (span: Span) => formatCivilDate(fromDayNumber(span.until - 1));
const firstDay = (span: Span) => formatCivilDate(fromDayNumber(span.from));

/** relativedelta addition: parts add, then months beyond 11 carry into years (relativedelta._fix). */
function addDeltas(deltas: YearsMonthsDays[]): YearsMonthsDays {
  let years = 0;
  let months = 0;
  let days = 0;
  for (const delta of deltas) {
    years += delta.years;
    months += delta.months;
    days += delta.days;
  }
  return { years: years + Math.floor(months / 12), months: months % 12, days };
}

export default defineTool({
  id: 'career-experience-calculator',
  name: 'Career Experience Calculator',
  category: 'datetime',
  description:
    'Total work experience from a list of jobs (start date, end date or current), with overlapping periods counted once: the merged total in years, months and days ' +
    '(python-dateutil relativedelta), total days, the gaps between periods, each job’s own duration and the overlap removed. End dates are included; current jobs run up to the reference date (default today in UTC).',
  keywords: ['work experience', 'years of experience', 'total experience', 'employment history', 'resume', 'cv', 'job history', 'overlapping jobs', 'employment gap'],
  mcp: true,
  input: closedObject({
    experiences: Type.Array(
      closedObject({
        company: Type.Optional(Type.String({ maxLength: 200, description: 'The employer or role, echoed back (up to 200 characters)' })),
        start_date: Type.String({ maxLength: 64, description: `The first day: ${DATE_FIELD}` }),
        end_date: Type.Optional(Type.String({ maxLength: 64, description: `The last day worked (included): ${DATE_FIELD}; not before start_date. Leave out for a current job` })),
        is_current: Type.Optional(Type.Boolean({ description: 'True for a job still held (counted up to reference_date); may not be combined with end_date' })),
      }),
      { minItems: 1, maxItems: MAX_EXPERIENCES, description: `The jobs, 1-${MAX_EXPERIENCES}, in any order; overlapping ones are counted once` },
    ),
    reference_date: Type.Optional(Type.String({ maxLength: 64, description: `Count experience as of this date (the days before it): ${DATE_FIELD}; defaults to today in UTC` })),
  }),
  output: closedObject({
    reference_date: Type.String({ description: 'The date experience is counted up to (not included), YYYY-MM-DD' }),
    reference_defaulted_to_today: Type.Boolean({ description: 'True when reference_date was not given and today (UTC) was used' }),
    ...ymd,
    summary: Type.String({ description: 'The total in words' }),
    total_days: int('Days of experience, overlaps counted once'),
    years_decimal: Type.Number({ description: 'total_days / 365.2425 (mean Gregorian year), 2 decimal places' }),
    sum_of_experience_days: int('The experiences’ own counted days added up, overlaps counted as often as they occur'),
    overlap_days_removed: int('sum_of_experience_days minus total_days'),
    periods: Type.Array(
      closedObject({
        from: Type.String({ description: 'First day, YYYY-MM-DD' }),
        to: Type.String({ description: 'Last day, YYYY-MM-DD' }),
        total_days: int('Days in the period'),
        ...ymd,
        experiences: Type.Array(Type.Integer(), { description: 'Indexes (0-based) of the experiences merged into it' }),
      }),
      { description: 'The merged periods of experience, in date order' },
    ),
    gaps: Type.Array(
      closedObject({
        from: Type.String({ description: 'First day without experience, YYYY-MM-DD' }),
        to: Type.String({ description: 'Last day without experience, YYYY-MM-DD' }),
        total_days: int('Days in the gap'),
        ...ymd,
      }),
      { description: 'The gaps between merged periods, in date order' },
    ),
    experiences: Type.Array(
      closedObject({
        index: int('Position in the input (0-based)'),
        company: Type.Union([Type.String(), Type.Null()], { description: 'The company as given, or null' }),
        start_date: Type.String({ description: 'start_date, YYYY-MM-DD' }),
        end_date: nullableDate('end_date as given, or null for an ongoing experience'),
        ongoing: Type.Boolean({ description: 'True when is_current was true or end_date was left out' }),
        counted_from: nullableDate('First day counted, or null when nothing is (it starts on or after reference_date)'),
        counted_to: nullableDate('Last day counted, or null'),
        clipped: Type.Boolean({ description: 'True when days on or after reference_date were left out' }),
        total_days: int('Days counted for this experience alone'),
        ...ymd,
      }),
      { description: 'Each experience on its own, in input order' },
    ),
    overlaps: Type.Array(
      closedObject({
        experiences: Type.Array(Type.Integer(), { description: 'The two experiences’ indexes' }),
        from: Type.String({ description: 'First shared day, YYYY-MM-DD' }),
        to: Type.String({ description: 'Last shared day, YYYY-MM-DD' }),
        total_days: int('Days shared'),
      }),
      { description: 'Every pair of experiences whose counted days overlap' },
    ),
  }),
  examples: [
    {
      title: 'A side job overlapping a full-time one, a gap, and a current job (on 2024-01-01)',
      input: {
        experiences: [
          { company: 'Acme', start_date: '2015-09-01', end_date: '2018-08-31' },
          { company: 'Freelance', start_date: '2017-06-01', end_date: '2019-01-31' },
          { company: 'Globex', start_date: '2019-05-01', is_current: true },
        ],
      },
      output: {
        reference_date: '2024-01-01', reference_defaulted_to_today: true,
        years: 8, months: 1, days: 0, summary: '8 years and 1 month', total_days: 2955, years_decimal: 8.09,
        sum_of_experience_days: 3412, overlap_days_removed: 457,
        periods: [
          { from: '2015-09-01', to: '2019-01-31', total_days: 1249, years: 3, months: 5, days: 0, experiences: [0, 1] },
          { from: '2019-05-01', to: '2023-12-31', total_days: 1706, years: 4, months: 8, days: 0, experiences: [2] },
        ],
        gaps: [{ from: '2019-02-01', to: '2019-04-30', total_days: 89, years: 0, months: 3, days: 0 }],
        experiences: [
          { index: 0, company: 'Acme', start_date: '2015-09-01', end_date: '2018-08-31', ongoing: false, counted_from: '2015-09-01', counted_to: '2018-08-31', clipped: false, total_days: 1096, years: 3, months: 0, days: 0 },
          { index: 1, company: 'Freelance', start_date: '2017-06-01', end_date: '2019-01-31', ongoing: false, counted_from: '2017-06-01', counted_to: '2019-01-31', clipped: false, total_days: 610, years: 1, months: 8, days: 0 },
          { index: 2, company: 'Globex', start_date: '2019-05-01', end_date: null, ongoing: true, counted_from: '2019-05-01', counted_to: '2023-12-31', clipped: false, total_days: 1706, years: 4, months: 8, days: 0 },
        ],
        overlaps: [{ experiences: [0, 1], from: '2017-06-01', to: '2018-08-31', total_days: 457 }],
      },
    },
    {
      title: 'Back-to-back jobs join without a gap',
      input: {
        experiences: [
          { start_date: '2020-01-01', end_date: '2020-12-31' },
          { start_date: '2021-01-01', end_date: '2022-06-30' },
        ],
        reference_date: '2024-01-01',
      },
      output: {
        reference_date: '2024-01-01', reference_defaulted_to_today: false,
        years: 2, months: 6, days: 0, summary: '2 years and 6 months', total_days: 912, years_decimal: 2.5,
        sum_of_experience_days: 912, overlap_days_removed: 0,
        periods: [{ from: '2020-01-01', to: '2022-06-30', total_days: 912, years: 2, months: 6, days: 0, experiences: [0, 1] }],
        gaps: [],
        experiences: [
          { index: 0, company: null, start_date: '2020-01-01', end_date: '2020-12-31', ongoing: false, counted_from: '2020-01-01', counted_to: '2020-12-31', clipped: false, total_days: 366, years: 1, months: 0, days: 0 },
          { index: 1, company: null, start_date: '2021-01-01', end_date: '2022-06-30', ongoing: false, counted_from: '2021-01-01', counted_to: '2022-06-30', clipped: false, total_days: 546, years: 1, months: 6, days: 0 },
        ],
        overlaps: [],
      },
    },
  ],
  run({ experiences, reference_date }, ctx) {
    const reference = dateOrToday(reference_date, ctx.now(), 'reference_date');
    const limit = dayNumber(reference);

    const entries = experiences.map((experience, index) => {
      const field = `experiences[${index}]`;
      const start = parseCivilDate(experience.start_date, `${field}.start_date`);
      const end = experience.end_date === undefined ? undefined : parseCivilDate(experience.end_date, `${field}.end_date`);
      if (end && experience.is_current === true) {
        invalid(`${field}.end_date: given with is_current true; a current job has no end date (leave one of them out)`);
      }
      if (end && dayNumber(end) < dayNumber(start)) {
        invalid(`${field}.end_date: ${formatCivilDate(end)} is before start_date ${formatCivilDate(start)}`);
      }
      const wanted = end ? dayNumber(end) + 1 : limit;
      const span: Span = { from: dayNumber(start), until: Math.min(wanted, limit) };
      // Clipped: its own days (at least its first) reach reference_date or beyond.
      return { index, experience, start, end, span, clipped: Math.max(wanted, span.from + 1) > limit };
    });

    const counted = entries.filter(({ span }) => span.until > span.from);
    const sorted = [...counted].sort((a, b) => a.span.from - b.span.from || a.index - b.index);
    const periods: (Span & { members: number[] })[] = [];
    for (const { span, index } of sorted) {
      const last = periods.at(-1);
      if (last && span.from <= last.until) {
        last.until = Math.max(last.until, span.until);
        last.members.push(index);
      } else {
        periods.push({ ...span, members: [index] });
      }
    }
    const gaps: Span[] = periods.slice(1).map((period, i) => ({ from: periods[i]!.until, until: period.from }));

    const overlaps: { experiences: number[]; from: string; to: string; total_days: number }[] = [];
    for (let i = 0; i < counted.length; i++) {
      for (let j = i + 1; j < counted.length; j++) {
        const a = counted[i]!;
        const b = counted[j]!;
        const shared = { from: Math.max(a.span.from, b.span.from), until: Math.min(a.span.until, b.span.until) };
        if (shared.until > shared.from) overlaps.push({ experiences: [a.index, b.index], from: firstDay(shared), to: lastDay(shared), total_days: shared.until - shared.from });
      }
    }

    const totalDays = periods.reduce((sum, p) => sum + p.until - p.from, 0);
    const sumDays = counted.reduce((sum, { span }) => sum + span.until - span.from, 0);
    const total = addDeltas(periods.map(spanDelta));
    return {
      reference_date: formatCivilDate(reference),
      reference_defaulted_to_today: reference_date === undefined,
      ...total,
      summary: describeYearsMonthsDays(total),
      total_days: totalDays,
      years_decimal: Math.round((totalDays / MEAN_GREGORIAN_YEAR) * 100) / 100,
      sum_of_experience_days: sumDays,
      overlap_days_removed: sumDays - totalDays,
      periods: periods.map((period) => ({
        from: firstDay(period), to: lastDay(period), total_days: period.until - period.from, ...spanDelta(period), experiences: period.members,
      })),
      gaps: gaps.map((gap) => ({ from: firstDay(gap), to: lastDay(gap), total_days: gap.until - gap.from, ...spanDelta(gap) })),
      experiences: entries.map(({ index, experience, start, end, span, clipped }) => {
        const any = span.until > span.from;
        return {
          index,
          company: experience.company ?? null,
          start_date: formatCivilDate(start),
          end_date: end ? formatCivilDate(end) : null,
          ongoing: !end,
          counted_from: any ? firstDay(span) : null,
          counted_to: any ? lastDay(span) : null,
          clipped,
          total_days: any ? span.until - span.from : 0,
          ...(any ? spanDelta(span) : { years: 0, months: 0, days: 0 }),
        };
      }),
      overlaps,
    };
  },
});

import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Ymd { years: number; months: number; days: number }
interface Result extends Ymd {
  reference_date: string; reference_defaulted_to_today: boolean; summary: string; total_days: number; years_decimal: number;
  sum_of_experience_days: number; overlap_days_removed: number;
  periods: (Ymd & { from: string; to: string; total_days: number; experiences: number[] })[];
  gaps: (Ymd & { from: string; to: string; total_days: number })[];
  experiences: (Ymd & {
    index: number; company: string | null; start_date: string; end_date: string | null; ongoing: boolean;
    counted_from: string | null; counted_to: string | null; clipped: boolean; total_days: number;
  })[];
  overlaps: { experiences: number[]; from: string; to: string; total_days: number }[];
}

type Experience = { company?: string; start_date: string; end_date?: string; is_current?: boolean };
const career = (experiences: Experience[], reference_date = '2024-01-01') => run<Result>('career-experience-calculator', { experiences, reference_date });
const ymd = (years: number, months: number, days: number) => ({ years, months, days });

/*
 * Known answers from an independent python oracle (python 3.11 + python-dateutil 2.9.0, run by hand): each experience
 * becomes the SET of its counted dates (start..end inclusive, or ..reference-1 when ongoing, all cut at reference-1);
 * the union is split into runs of consecutive dates; totals are sums of dateutil relativedeltas.
 *
 * def career(exps, ref):
 *     sets = []
 *     for s, e in exps:
 *         last = min(e if e else ref - T(days=1), ref - T(days=1))
 *         sets.append({s + T(days=k) for k in range((last - s).days + 1)} if last >= s else set())
 *     union = sorted(set().union(*sets))
 *     runs = []
 *     for d in union:
 *         if runs and runs[-1][1] + T(days=1) == d: runs[-1][1] = d
 *         else: runs.append([d, d])
 *     deltas = [R(b + T(days=1), a) for a, b in runs]
 *     total = reduce(lambda x, y: x + y, deltas, R())
 *     gaps = [(runs[i][1] + T(days=1), runs[i + 1][0] - T(days=1)) for i in range(len(runs) - 1)]
 *     print('total', total.years, total.months, total.days, len(union), round(len(union) / 365.2425, 2), sum(map(len, sets)))
 *     print('runs', [(str(a), str(b), (b - a).days + 1, str(R(b + T(days=1), a))) for a, b in runs])
 *     print('gaps', [(str(a), str(b), (b - a).days + 1, str(R(b + T(days=1), a))) for a, b in gaps])
 *     print('each', [(len(x), str(R(max(x) + T(days=1), min(x)))) if x else 0 for x in sets])
 *     print('pairs', [(i, j, str(min(sets[i] & sets[j])), str(max(sets[i] & sets[j])), len(sets[i] & sets[j])) for i in range(len(sets)) for j in range(i + 1, len(sets)) if sets[i] & sets[j]])
 * (with: from datetime import date as D, timedelta as T; from dateutil.relativedelta import relativedelta as R; from functools import reduce)
 */
describe('career-experience-calculator', () => {
  it('merges an overlap, finds the gap and counts a current job up to the reference date', async () => {
    // career([(D(2015,9,1),D(2018,8,31)),(D(2017,6,1),D(2019,1,31)),(D(2019,5,1),None)], D(2024,1,1)) →
    // total 8 1 0 2955 8.09 3412
    // runs [('2015-09-01', '2019-01-31', 1249, 'relativedelta(years=+3, months=+5)'), ('2019-05-01', '2023-12-31', 1706, 'relativedelta(years=+4, months=+8)')]
    // gaps [('2019-02-01', '2019-04-30', 89, 'relativedelta(months=+3)')]
    // each [(1096, 'relativedelta(years=+3)'), (610, 'relativedelta(years=+1, months=+8)'), (1706, 'relativedelta(years=+4, months=+8)')]
    // pairs [(0, 1, '2017-06-01', '2018-08-31', 457)]
    const result = await career([
      { company: 'Acme', start_date: '2015-09-01', end_date: '2018-08-31' },
      { company: 'Freelance', start_date: '2017-06-01', end_date: '2019-01-31' },
      { company: 'Globex', start_date: '2019-05-01', is_current: true },
    ]);
    expect(result).toMatchObject({ ...ymd(8, 1, 0), summary: '8 years and 1 month', total_days: 2955, years_decimal: 8.09, sum_of_experience_days: 3412, overlap_days_removed: 457 });
    expect(result.periods).toEqual([
      { from: '2015-09-01', to: '2019-01-31', total_days: 1249, ...ymd(3, 5, 0), experiences: [0, 1] },
      { from: '2019-05-01', to: '2023-12-31', total_days: 1706, ...ymd(4, 8, 0), experiences: [2] },
    ]);
    expect(result.gaps).toEqual([{ from: '2019-02-01', to: '2019-04-30', total_days: 89, ...ymd(0, 3, 0) }]);
    expect(result.experiences.map((e) => [e.total_days, e.years, e.months, e.days])).toEqual([[1096, 3, 0, 0], [610, 1, 8, 0], [1706, 4, 8, 0]]);
    expect(result.overlaps).toEqual([{ experiences: [0, 1], from: '2017-06-01', to: '2018-08-31', total_days: 457 }]);
  });

  it('joins back-to-back periods, and takes input in any order', async () => {
    // career([(D(2020,1,1),D(2020,12,31)),(D(2021,1,1),D(2022,6,30))], D(2024,1,1)) → total 2 6 0 912 2.5 912; one run; no gaps;
    // each [(366, 'relativedelta(years=+1)'), (546, 'relativedelta(years=+1, months=+6)')]
    const result = await career([{ start_date: '2021-01-01', end_date: '2022-06-30' }, { start_date: '2020-01-01', end_date: '2020-12-31' }]);
    expect(result).toMatchObject({ ...ymd(2, 6, 0), total_days: 912, years_decimal: 2.5, overlap_days_removed: 0, gaps: [], overlaps: [] });
    expect(result.periods).toEqual([{ from: '2020-01-01', to: '2022-06-30', total_days: 912, ...ymd(2, 6, 0), experiences: [1, 0] }]);
    expect(result.experiences.map((e) => [e.index, e.company, e.total_days, e.years, e.months])).toEqual([[0, null, 546, 1, 6], [1, null, 366, 1, 0]]);
  });

  it('adds the periods as dateutil adds relativedeltas: months carry into years, days do not carry', async () => {
    // career([(D(2020,1,1),D(2020,1,20)),(D(2020,3,1),D(2020,3,15))], D(2024,1,1)) → total 0 0 35 35 0.1 35;
    // gaps [('2020-01-21', '2020-02-29', 40, 'relativedelta(months=+1, days=+9)')]
    const result = await career([{ start_date: '2020-01-01', end_date: '2020-01-20' }, { start_date: '2020-03-01', end_date: '2020-03-15' }]);
    expect(result).toMatchObject({ ...ymd(0, 0, 35), summary: '35 days', total_days: 35, years_decimal: 0.1 });
    expect(result.gaps).toEqual([{ from: '2020-01-21', to: '2020-02-29', total_days: 40, ...ymd(0, 1, 9) }]);
    // career([(D(2010,1,31),D(2010,3,30)),(D(2011,5,15),D(2011,7,14)),(D(2012,1,31),D(2012,2,28)),(D(2012,2,1),D(2012,2,10))], D(2024,1,1)) →
    // total 0 5 0 149 0.41 159; gaps (410, years=+1, months=+1, days=+15) and (200, months=+6, days=+16); pairs [(2, 3, '2012-02-01', '2012-02-10', 10)]
    const monthEnds = await career([
      { start_date: '2010-01-31', end_date: '2010-03-30' }, { start_date: '2011-05-15', end_date: '2011-07-14' },
      { start_date: '2012-01-31', end_date: '2012-02-28' }, { start_date: '2012-02-01', end_date: '2012-02-10' },
    ]);
    expect(monthEnds).toMatchObject({ ...ymd(0, 5, 0), total_days: 149, years_decimal: 0.41, sum_of_experience_days: 159, overlap_days_removed: 10 });
    expect(monthEnds.gaps.map((g) => [g.from, g.to, g.total_days, g.years, g.months, g.days])).toEqual([['2010-03-31', '2011-05-14', 410, 1, 1, 15], ['2011-07-15', '2012-01-30', 200, 0, 6, 16]]);
    expect(monthEnds.overlaps).toEqual([{ experiences: [2, 3], from: '2012-02-01', to: '2012-02-10', total_days: 10 }]);
  });

  it('counts nothing on or after the reference date, and says what it clipped', async () => {
    // career([(D(2020,1,1),D(2025,6,30)),(D(2023,6,1),None),(D(2024,3,1),None),(D(2024,1,1),D(2024,1,1))], D(2024,1,1)) →
    // total 4 0 0 1461 4.0 1675; each [(1461, years=+4), (214, months=+7), 0, 0]; pairs [(0, 1, '2023-06-01', '2023-12-31', 214)]
    const result = await career([
      { start_date: '2020-01-01', end_date: '2025-06-30' },
      { start_date: '2023-06-01' },
      { start_date: '2024-03-01', is_current: false },
      { start_date: '2024-01-01', end_date: '2024-01-01' },
    ]);
    expect(result).toMatchObject({ ...ymd(4, 0, 0), total_days: 1461, years_decimal: 4, sum_of_experience_days: 1675, overlap_days_removed: 214 });
    expect(result.experiences.map((e) => [e.ongoing, e.counted_from, e.counted_to, e.clipped, e.total_days])).toEqual([
      [false, '2020-01-01', '2023-12-31', true, 1461],
      [true, '2023-06-01', '2023-12-31', false, 214],
      [true, null, null, true, 0],
      [false, null, null, true, 0],
    ]);
    expect(result.overlaps).toEqual([{ experiences: [0, 1], from: '2023-06-01', to: '2023-12-31', total_days: 214 }]);
  });

  it('handles the whole calendar and the 100-experience bound', async () => {
    // career([(D(1,1,1),D(9999,12,30))]*3, D(9999,12,31)) → total 9998 11 30 3652058 9999.0 10956174
    const full = { start_date: '0001-01-01', end_date: '9999-12-30' };
    expect(await career([full, full, full], '9999-12-31')).toMatchObject({ ...ymd(9998, 11, 30), total_days: 3652058, years_decimal: 9999, sum_of_experience_days: 10956174 });
    const many = await career(Array.from({ length: 100 }, () => ({ start_date: '2020-01-01', is_current: true })));
    expect(many.overlaps).toHaveLength(4950);
    expect(many).toMatchObject({ ...ymd(4, 0, 0), total_days: 1461 });
    await expectInvalid('career-experience-calculator', { experiences: Array.from({ length: 101 }, () => full) }, 'experiences: must have at most 100 items');
    await expectInvalid('career-experience-calculator', { experiences: [] }, 'experiences: must have at least 1 items');
  });

  it('defaults the reference to today in UTC', async () => {
    expect(await call('career-experience-calculator', { experiences: [{ start_date: '2023-01-01' }] }, { now: '2024-01-01T12:00:00Z' })).toMatchObject({
      success: true, result: { reference_date: '2024-01-01', reference_defaulted_to_today: true, years: 1, months: 0, days: 0, total_days: 365 },
    });
  });

  it('refuses contradictions and bad dates, naming the experience and field', async () => {
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01' }, { start_date: '2021-05-01', end_date: '2021-04-30' }] },
      'experiences[1].end_date: 2021-04-30 is before start_date 2021-05-01');
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01', end_date: '2021-01-01', is_current: true }] },
      'experiences[0].end_date: given with is_current true; a current job has no end date (leave one of them out)');
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01' }, { start_date: 'Jan 2020' }] }, /^experiences\[1\]\.start_date: must be a date written YYYY-MM-DD/);
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01', end_date: '2021-02-29' }] }, 'experiences[0].end_date: day 29 does not exist in 2021-02');
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01' }], reference_date: '2024-1-1' }, /^reference_date: must be a date written YYYY-MM-DD/);
  });

  it('echoes any company text as data, and refuses unknown, prototype and mistyped fields', async () => {
    const company = '<script>alert("x")</script> & Söhne 🚀 شركة';
    expect((await career([{ company, start_date: '2020-01-01', end_date: '2020-01-31' }])).experiences[0]!.company).toBe(company);
    await expectInvalid('career-experience-calculator', { experiences: [{ company: 'x'.repeat(201), start_date: '2020-01-01' }] }, 'experiences[0].company: must be at most 200 characters');
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01', title: 'x' }] }, 'experiences[0].title: unknown field');
    await expectInvalid('career-experience-calculator', JSON.parse('{"experiences":[{"start_date":"2020-01-01","__proto__":{"is_current":true}}]}'), 'experiences[0].__proto__: unknown field');
    await expectInvalid('career-experience-calculator', { experiences: [{ start_date: '2020-01-01', is_current: 'yes' }] }, 'experiences[0].is_current: must be a boolean, got a string');
    await expectInvalid('career-experience-calculator', { experiences: { start_date: '2020-01-01' } }, /^experiences: must be an array/);
    await expectInvalid('career-experience-calculator', {}, 'experiences: is required');
  });
});

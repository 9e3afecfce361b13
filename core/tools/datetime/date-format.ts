import { Type, type Static } from '@sinclair/typebox';
import { MS_PER_DAY } from '../../lib/calendar.ts';
import { MAX_DAY, MIN_DAY } from '../../lib/civil-date.ts';
import { lazy } from '../../lib/lazy.ts';
import { formatOffset, formatWallTime, offsetSecondsAt, resolveTimeZone, resolveWallTime } from '../../lib/time-zone.ts';
import { parseZonedDateTime } from '../../lib/zoned-date-time.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import type { Locale } from 'date-fns';

/*
 * Decisions (the issue leaves these open):
 * - pattern uses date-fns 4 format tokens (Unicode LDML / CLDR style: yyyy MM dd HH mm ss EEEE
 *   MMMM a, quotes for literal text, '' for a quote; docs: date-fns unicodeTokens.md). YYYY (week
 *   year) and D (day of year) are allowed as written, since whoever types them means them.
 * - Zone names: date-fns writes z/zzzz from Intl as GMT-4 / GMT-04:00 where CLDR has no short name
 *   for the locale; xxx gives -04:00 as GNU date's %:z does.
 * - Locales: 20 common ones, each imported on its own so only those reach the bundle.
 * - date is read as in date-add (lib/zoned-date-time.ts): a wall time in tz, or an instant with Z
 *   or an offset shown in tz. A wall time skipped by DST moves forward (zoneinfo fold=0).
 */

const loadFormat = lazy(() => import('date-fns/format'));
const loadTzDate = lazy(() => import('@date-fns/tz'));

const LOCALES = {
  'en-US': async () => (await import('date-fns/locale/en-US')).enUS,
  'en-GB': async () => (await import('date-fns/locale/en-GB')).enGB,
  de: async () => (await import('date-fns/locale/de')).de,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  es: async () => (await import('date-fns/locale/es')).es,
  it: async () => (await import('date-fns/locale/it')).it,
  pt: async () => (await import('date-fns/locale/pt')).pt,
  'pt-BR': async () => (await import('date-fns/locale/pt-BR')).ptBR,
  nl: async () => (await import('date-fns/locale/nl')).nl,
  sv: async () => (await import('date-fns/locale/sv')).sv,
  pl: async () => (await import('date-fns/locale/pl')).pl,
  ru: async () => (await import('date-fns/locale/ru')).ru,
  uk: async () => (await import('date-fns/locale/uk')).uk,
  tr: async () => (await import('date-fns/locale/tr')).tr,
  ar: async () => (await import('date-fns/locale/ar')).ar,
  hi: async () => (await import('date-fns/locale/hi')).hi,
  id: async () => (await import('date-fns/locale/id')).id,
  ja: async () => (await import('date-fns/locale/ja')).ja,
  ko: async () => (await import('date-fns/locale/ko')).ko,
  'zh-CN': async () => (await import('date-fns/locale/zh-CN')).zhCN,
} satisfies Record<string, () => Promise<Locale>>;

type LocaleName = keyof typeof LOCALES;
const LOCALE_NAMES = Object.keys(LOCALES) as [LocaleName, ...LocaleName[]];

const output = closedObject({
  result: Type.String({ description: 'The date formatted with pattern' }),
  iso: Type.String({ description: 'The same moment as ISO 8601 with its offset in tz' }),
  timeZone: Type.String({ description: 'The zone used' }),
  locale: Type.String({ description: 'The locale used' }),
});

export default defineTool({
  id: 'date-format',
  name: 'Date Formatter',
  category: 'datetime',
  description:
    'Format a date or date-time with a pattern of date-fns / Unicode tokens (yyyy-MM-dd, EEEE d MMMM yyyy, HH:mm xxx), in one of 20 locales and any IANA time zone.',
  keywords: ['date format', 'format date', 'strftime', 'date-fns', 'dateformat', 'unicode date pattern', 'ldml', 'cldr', 'localized date', 'date to string', 'moment format'],
  mcp: true,
  input: closedObject({
    date: Type.String({
      maxLength: 40,
      description: 'YYYY-MM-DD (midnight), YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS as a wall time in tz, or with Z or an offset (+02:00) as an instant shown in tz; years 0001-9999',
    }),
    pattern: Type.String({
      minLength: 1,
      maxLength: 256,
      description: "date-fns format tokens (Unicode style): yyyy year, MM month, MMMM month name, dd day, EEEE weekday, HH hour, mm minute, ss second, a AM/PM, xxx offset, I ISO week, do ordinal day; text in 'single quotes'; at most 256 characters",
    }),
    locale: withDefault(stringEnum(LOCALE_NAMES, { description: `Language of names and ordinals: ${LOCALE_NAMES.join(', ')}; default en-US` }), 'en-US'),
    tz: withDefault(Type.String({ maxLength: 64, description: 'IANA time zone to show the date in (America/New_York, Europe/Paris, UTC); default UTC' }), 'UTC'),
  }),
  output,
  examples: [
    {
      title: 'A long English date with its offset',
      input: { date: '2024-03-10T16:05:09Z', pattern: 'EEEE, MMMM d, yyyy HH:mm:ss xxx', tz: 'America/New_York' },
      output: { result: 'Sunday, March 10, 2024 12:05:09 -04:00', iso: '2024-03-10T12:05:09-04:00', timeZone: 'America/New_York', locale: 'en-US' },
    },
    {
      title: 'In German',
      input: { date: '2024-03-10', pattern: "EEEE, d. MMMM yyyy 'um' HH:mm 'Uhr'", locale: 'de' },
      output: { result: 'Sonntag, 10. März 2024 um 00:00 Uhr', iso: '2024-03-10T00:00:00+00:00', timeZone: 'UTC', locale: 'de' },
    },
    {
      title: 'ISO week date and day of year',
      input: { date: '2024-12-30', pattern: "RRRR-'W'II-i DDD" },
      output: { result: '2025-W01-1 365', iso: '2024-12-30T00:00:00+00:00', timeZone: 'UTC', locale: 'en-US' },
    },
  ],
  async run({ date, pattern, locale, tz }): Promise<Static<typeof output>> {
    const zone = resolveTimeZone(tz, 'tz');
    const wall = parseZonedDateTime(date, zone, 'date');
    const day = Math.floor(wall / MS_PER_DAY);
    if (!(day >= MIN_DAY && day <= MAX_DAY)) invalid('date: falls outside years 0001-9999 in tz');
    const instant = resolveWallTime(zone, wall).instant;
    const [{ format }, { TZDate }, localeData] = await Promise.all([loadFormat(), loadTzDate(), LOCALES[locale]()]);
    let result: string;
    try {
      result = format(new TZDate(instant, zone), pattern, { locale: localeData, useAdditionalWeekYearTokens: true, useAdditionalDayOfYearTokens: true });
    } catch (error) {
      // date-fns refuses unknown letters with a RangeError naming the letter; nothing else is expected.
      if (error instanceof RangeError) invalid(`pattern: ${error.message.replace(/ to the input `[^`]*`/, '')}; put literal text in 'single quotes'`);
      throw error;
    }
    const offset = offsetSecondsAt(zone, instant);
    return { result, iso: `${formatWallTime(instant + offset * 1000)}${formatOffset(offset)}`, timeZone: zone, locale };
  },
});

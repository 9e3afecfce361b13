import { Type } from '@sinclair/typebox';
import { MAX_DATE_MS } from '../../lib/calendar.ts';
import { parseDate } from '../../lib/date-parse.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives value*, from=unix|ms|us|ns|filetime|ldap|ticks|cocoa|excel|gps →
 * ISO and every other form):
 * - Exact: the instant is held as BigInt nanoseconds since 1970, and every form comes back as a
 *   decimal string (digits past what the form holds are kept as a fraction, never rounded by a
 *   float). excel alone is a rounded decimal (11 places, under a microsecond), its unit being a day.
 * - value: a decimal number, optionally signed and with a fraction; the integer forms also take
 *   0x-prefixed hex (FILETIMEs are often printed so). from=iso (an addition) takes a date as the
 *   other date tools do (ISO 8601 and the written forms of lib/date-parse.ts), to milliseconds.
 *   Fraction digits finer than a nanosecond are dropped (floored).
 * - filetime and ldap are the same count (100-ns intervals since 1601-01-01 UTC; Active Directory's
 *   lastLogonTimestamp is a FILETIME); ticks are .NET DateTime.Ticks (100 ns since 0001-01-01);
 *   cocoa is Apple's NSDate / Core Data seconds since 2001-01-01 UTC.
 * - excel: the 1900 date system, days since 1899-12-30 with the day's fraction as time. Serials
 *   below 61 (before 1900-03-01) are refused and answered null: Excel counts a 1900-02-29 that never
 *   was, so they are off by one day.
 * - gps: seconds since 1980-01-06T00:00:00Z that count leap seconds, so GPS runs ahead of UTC by
 *   the leap seconds since 1980 (18 since 2017-01-01; the table below is IERS Bulletin C's, which
 *   has added none since). A GPS second inside a leap second maps to the UTC second after it.
 * - The instant must lie within JavaScript's date range (±8.64e15 ms), so iso always exists.
 */

const FORMS = ['unix', 'ms', 'us', 'ns', 'filetime', 'ldap', 'ticks', 'cocoa', 'excel', 'gps', 'iso'] as const;
type Form = (typeof FORMS)[number];

const NS_PER_S = 1_000_000_000n;
const NS_PER_DAY = 86_400n * NS_PER_S;
/** Each form as (nanoseconds per unit, its epoch in nanoseconds since 1970). */
const SCALES: Readonly<Record<Exclude<Form, 'excel' | 'gps' | 'iso'>, readonly [bigint, bigint]>> = {
  unix: [NS_PER_S, 0n],
  ms: [1_000_000n, 0n],
  us: [1_000n, 0n],
  ns: [1n, 0n],
  filetime: [100n, -11_644_473_600n * NS_PER_S],
  ldap: [100n, -11_644_473_600n * NS_PER_S],
  ticks: [100n, -62_135_596_800n * NS_PER_S],
  cocoa: [NS_PER_S, 978_307_200n * NS_PER_S],
};
const EXCEL_EPOCH_NS = -2_209_161_600n * NS_PER_S; // 1899-12-30T00:00:00Z
const EXCEL_FIRST_SERIAL = 61n; // 1900-03-01
const GPS_EPOCH_S = 315_964_800n; // 1980-01-06T00:00:00Z
/** Unix seconds at which each leap second since 1980 took effect (GPS − UTC steps up by one). */
const LEAP_SECONDS = [
  '1981-07-01', '1982-07-01', '1983-07-01', '1985-07-01', '1988-01-01', '1990-01-01', '1991-01-01', '1992-07-01', '1993-07-01',
  '1994-07-01', '1996-01-01', '1997-07-01', '1999-01-01', '2006-01-01', '2009-01-01', '2012-07-01', '2015-07-01', '2017-01-01',
].map((date) => BigInt(Date.parse(`${date}T00:00:00Z`) / 1000));

const MAX_NS = BigInt(MAX_DATE_MS) * 1_000_000n;

/** Division rounding toward −∞. */
const floorDivide = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n ? a / b - 1n : a / b);

/** `numerator / denominator` as an exact decimal when denominator is a power of ten, else to `places` digits (rounded half up). */
function decimal(numerator: bigint, denominator: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  let scaled = floorDivide(numerator * scale * 2n + denominator, denominator * 2n);
  const negative = scaled < 0n;
  if (negative) scaled = -scaled;
  const whole = (scaled / scale).toString();
  const fraction = (scaled % scale).toString().padStart(places, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Exact places for a power-of-ten unit (1e9 → 9), or `fallback` for any other unit. */
const placesOf = (unit: bigint, fallback: number) => {
  const digits = unit.toString();
  return /^10*$/.test(digits) ? digits.length - 1 : digits === '100' ? 2 : fallback;
};

const MAX_DATE_CHARACTERS = 200;
const NUMBER = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+)|0[xX]([0-9a-fA-F]+))$/;
/** More integer digits than this is past ±8.64e15 ms in every unit (the finest is 1 ns: 8.64e24). */
const MAX_INTEGER_DIGITS = 26;

/** The value as a fraction numerator / 10^k, or a 400 naming value. */
function parseNumber(text: string, allowFraction: boolean): { numerator: bigint; scale: bigint } {
  const match = NUMBER.exec(text.trim()) ?? invalid('value: not a number (digits, an optional sign and fraction, or 0x hex)');
  const [, sign, whole, fraction, bareFraction, hex] = match;
  if (hex !== undefined) {
    if (hex.length > MAX_INTEGER_DIGITS) invalid('value: too large for any date');
    return { numerator: (sign === '-' ? -1n : 1n) * BigInt(`0x${hex}`), scale: 1n };
  }
  const integer = (whole ?? '0').replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) invalid('value: too large for any date');
  // 24 fraction digits are finer than a nanosecond in every unit, even a day (8.64e13 ns).
  const digits = (fraction ?? bareFraction ?? '').slice(0, 24);
  if (!allowFraction && /[1-9]/.test(digits)) invalid('value: this form counts whole units; give an integer');
  const scale = 10n ** BigInt(digits.length);
  return { numerator: (sign === '-' ? -1n : 1n) * (BigInt(integer) * scale + BigInt(digits || '0')), scale };
}

function leapSecondsAtUnix(unixSeconds: bigint): bigint {
  let count = 0n;
  for (const leap of LEAP_SECONDS) if (unixSeconds >= leap) count++;
  return count;
}

function gpsSecondsToUnixNs(gpsNs: bigint): bigint {
  const gpsSeconds = floorDivide(gpsNs, NS_PER_S);
  let count = 0n;
  // The leap second of table entry i is GPS second (leap − GPS epoch + i); GPS seconds from there on are one more ahead.
  LEAP_SECONDS.forEach((leap, i) => {
    if (gpsSeconds >= leap - GPS_EPOCH_S + BigInt(i)) count++;
  });
  const leapInside = LEAP_SECONDS.some((leap, i) => gpsSeconds === leap - GPS_EPOCH_S + BigInt(i));
  const unixNs = gpsNs + (GPS_EPOCH_S - count) * NS_PER_S;
  return leapInside ? floorDivide(unixNs, NS_PER_S) * NS_PER_S + NS_PER_S : unixNs;
}

/** The instant the value names, in nanoseconds since 1970. */
function toUnixNs(value: string, from: Form): bigint {
  if (from === 'iso') {
    // Longer than any written date; the date grammar's backtracking is not linear past this.
    if (value.length > MAX_DATE_CHARACTERS) invalid(`value: too long for a date (at most ${MAX_DATE_CHARACTERS} characters)`);
    return BigInt(parseDate(value, 'value')) * 1_000_000n;
  }
  const { numerator, scale } = parseNumber(value, from === 'unix' || from === 'ms' || from === 'us' || from === 'cocoa' || from === 'excel' || from === 'gps');
  if (from === 'excel') {
    if (numerator < EXCEL_FIRST_SERIAL * scale) invalid("value: Excel serials below 61 fall before 1900-03-01, where Excel's phantom 1900-02-29 shifts them by a day");
    return EXCEL_EPOCH_NS + floorDivide(numerator * NS_PER_DAY, scale);
  }
  if (from === 'gps') return gpsSecondsToUnixNs(floorDivide(numerator * NS_PER_S, scale));
  const [unit, epoch] = SCALES[from];
  return epoch + floorDivide(numerator * unit, scale);
}

function isoOf(ns: bigint): string {
  const seconds = floorDivide(ns, NS_PER_S);
  const fraction = (ns - seconds * NS_PER_S).toString().padStart(9, '0').replace(/0+$/, '');
  const whole = new Date(Number(seconds) * 1000).toISOString().replace('.000Z', '');
  return `${whole}${fraction ? `.${fraction}` : ''}Z`;
}

const form = (description: string) => Type.String({ description });
const nullableForm = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'epoch-convert',
  name: 'Epoch Converter (Unix, FILETIME, .NET ticks, Cocoa, Excel, GPS)',
  category: 'datetime',
  description:
    'Convert a timestamp between Unix seconds, milliseconds, microseconds and nanoseconds, Windows FILETIME / LDAP (Active Directory), .NET ticks, Apple Cocoa (Core Data), Excel serial dates and GPS time, exactly, with the ISO 8601 date.',
  keywords: [
    'epoch', 'unix time', 'unix timestamp', 'timestamp converter', 'filetime', 'windows filetime', 'ldap timestamp',
    'active directory timestamp', 'lastlogontimestamp', '.net ticks', 'datetime ticks', 'cocoa timestamp', 'core data timestamp',
    'nsdate', 'mac absolute time', 'excel date', 'excel serial', 'gps time', 'gps week', 'nanoseconds', 'microseconds',
  ],
  mcp: true,
  input: closedObject({
    value: Type.String({
      maxLength: 1_000_000,
      description: 'The timestamp: a decimal number (sign and fraction allowed; 0x hex for the integer forms), or a date when from is iso; up to 1,000,000 characters',
    }),
    from: withDefault(
      stringEnum(FORMS, {
        description:
          'What the value counts: unix (seconds, default), ms, us, ns, filetime or ldap (100 ns since 1601), ticks (.NET, 100 ns since 0001), cocoa (seconds since 2001), excel (days since 1899-12-30), gps (seconds since 1980-01-06, with leap seconds) or iso (a date)',
      }),
      'unix',
    ),
  }),
  output: closedObject({
    iso: form('The instant in ISO 8601 UTC, to the nanosecond'),
    unix: form('Unix seconds'),
    ms: form('Unix milliseconds'),
    us: form('Unix microseconds'),
    ns: form('Unix nanoseconds'),
    filetime: form('Windows FILETIME: 100-ns intervals since 1601-01-01 UTC'),
    ldap: form('LDAP / Active Directory timestamp (the same count as FILETIME)'),
    ticks: form('.NET DateTime.Ticks: 100-ns intervals since 0001-01-01'),
    cocoa: form('Apple Cocoa / Core Data: seconds since 2001-01-01 UTC'),
    excel: nullableForm('Excel serial date (1900 system), to 11 decimal places; null before 1900-03-01'),
    gps: form('GPS seconds since 1980-01-06 (leap seconds counted)'),
    leapSeconds: Type.Integer({ description: 'GPS − UTC at this instant, in seconds (the leap seconds since 1980; 0 before 1981-07-01)' }),
  }),
  examples: [
    {
      title: 'A Unix timestamp in every form',
      input: { value: '1700000000' },
      output: {
        iso: '2023-11-14T22:13:20Z', unix: '1700000000', ms: '1700000000000', us: '1700000000000000', ns: '1700000000000000000',
        filetime: '133444736000000000', ldap: '133444736000000000', ticks: '638355968000000000', cocoa: '721692800',
        excel: '45244.92592592593', gps: '1384035218', leapSeconds: 18,
      },
    },
    {
      title: 'A Windows FILETIME in hex',
      input: { value: '0x01D53E8E12DC4000', from: 'filetime' },
      output: {
        iso: '2019-07-20T00:00:00Z', unix: '1563580800', ms: '1563580800000', us: '1563580800000000', ns: '1563580800000000000',
        filetime: '132080544000000000', ldap: '132080544000000000', ticks: '636991776000000000', cocoa: '585273600',
        excel: '43666', gps: '1247616018', leapSeconds: 18,
      },
    },
    {
      title: 'An Excel serial date with a time of day',
      input: { value: '45292.75', from: 'excel' },
      output: {
        iso: '2024-01-01T18:00:00Z', unix: '1704132000', ms: '1704132000000', us: '1704132000000000', ns: '1704132000000000000',
        filetime: '133486056000000000', ldap: '133486056000000000', ticks: '638397288000000000', cocoa: '725824800',
        excel: '45292.75', gps: '1388167218', leapSeconds: 18,
      },
    },
  ],
  run({ value, from }) {
    const ns = toUnixNs(value, from);
    if (ns > MAX_NS || ns < -MAX_NS) invalid('value: outside the range of JavaScript dates (±8.64e15 ms from 1970, years -271821 to 275760)');
    const of = (form: keyof typeof SCALES) => {
      const [unit, epoch] = SCALES[form];
      return decimal(ns - epoch, unit, placesOf(unit, 0));
    };
    const unixSeconds = floorDivide(ns, NS_PER_S);
    const leapSeconds = leapSecondsAtUnix(unixSeconds);
    return {
      iso: isoOf(ns),
      unix: of('unix'),
      ms: of('ms'),
      us: of('us'),
      ns: of('ns'),
      filetime: of('filetime'),
      ldap: of('ldap'),
      ticks: of('ticks'),
      cocoa: of('cocoa'),
      excel: ns >= EXCEL_EPOCH_NS + EXCEL_FIRST_SERIAL * NS_PER_DAY ? decimal(ns - EXCEL_EPOCH_NS, NS_PER_DAY, 11) : null,
      gps: decimal(ns - GPS_EPOCH_S * NS_PER_S + leapSeconds * NS_PER_S, NS_PER_S, 9),
      leapSeconds: Number(leapSeconds),
    };
  },
});

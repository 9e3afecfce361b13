/**
 * Fake values from @faker-js/faker (its English locale only, loaded on first use), for json-faker
 * and mock-json-generator: a fixed list of type names, the options each takes, and a generator
 * seeded from the tool's random source so that the same bytes always give the same data.
 */
import type { Faker } from '@faker-js/faker';
import { Type } from '@sinclair/typebox';
import { invalid } from '../errors.ts';
import { lazy } from './lazy.ts';
import { quoteClipped } from './quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';
import { closedObject } from '../schema.ts';

export const loadFaker = lazy(async () => (await import('@faker-js/faker/locale/en')).faker);

/** Which options a type takes: numeric range, decimals, date range, or a list of values. */
type OptionName = 'min' | 'max' | 'decimals' | 'from' | 'to' | 'values';

interface FakeType {
  description: string;
  options: readonly OptionName[];
  make(faker: Faker, options: ResolvedOptions): unknown;
}

export interface ResolvedOptions {
  min?: number;
  max?: number;
  decimals?: number;
  from?: Date;
  to?: Date;
  values?: string[];
}

const count = (faker: Faker, options: ResolvedOptions, min: number, max: number) =>
  faker.number.int({ min: options.min ?? min, max: options.max ?? max });

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The types, in the order they are listed to users. */
export const FAKE_TYPES: Readonly<Record<string, FakeType>> = {
  firstName: { description: 'A first name, e.g. "Bette"', options: [], make: (f) => f.person.firstName() },
  lastName: { description: 'A last name', options: [], make: (f) => f.person.lastName() },
  fullName: { description: 'A full name, sometimes with a prefix or suffix', options: [], make: (f) => f.person.fullName() },
  username: { description: 'A user name', options: [], make: (f) => f.internet.username() },
  email: { description: 'An email address', options: [], make: (f) => f.internet.email() },
  phone: { description: 'A phone number in a US style', options: [], make: (f) => f.phone.number() },
  jobTitle: { description: 'A job title', options: [], make: (f) => f.person.jobTitle() },
  company: { description: 'A company name', options: [], make: (f) => f.company.name() },
  streetAddress: { description: 'A street address', options: [], make: (f) => f.location.streetAddress() },
  city: { description: 'A city name', options: [], make: (f) => f.location.city() },
  state: { description: 'A US state name', options: [], make: (f) => f.location.state() },
  zipCode: { description: 'A US ZIP code', options: [], make: (f) => f.location.zipCode() },
  country: { description: 'A country name', options: [], make: (f) => f.location.country() },
  countryCode: { description: 'An ISO 3166-1 alpha-2 country code', options: [], make: (f) => f.location.countryCode() },
  latitude: { description: 'A latitude in degrees, -90 to 90 with 4 decimals', options: [], make: (f) => f.location.latitude() },
  longitude: { description: 'A longitude in degrees, -180 to 180 with 4 decimals', options: [], make: (f) => f.location.longitude() },
  url: { description: 'An https URL', options: [], make: (f) => f.internet.url() },
  domain: { description: 'A domain name', options: [], make: (f) => f.internet.domainName() },
  ipv4: { description: 'An IPv4 address', options: [], make: (f) => f.internet.ipv4() },
  ipv6: { description: 'An IPv6 address', options: [], make: (f) => f.internet.ipv6() },
  uuid: { description: 'A version 4 UUID', options: [], make: (f) => f.string.uuid() },
  color: { description: 'A color as #rrggbb', options: [], make: (f) => f.color.rgb() },
  productName: { description: 'A product name', options: [], make: (f) => f.commerce.productName() },
  price: {
    description: 'A price with 2 decimals (options min, max; default 1 to 1000)',
    options: ['min', 'max'],
    make: (f, o) => f.number.float({ min: o.min ?? 1, max: o.max ?? 1000, fractionDigits: 2 }),
  },
  currencyCode: { description: 'An ISO 4217 currency code', options: [], make: (f) => f.finance.currencyCode() },
  integer: {
    description: 'An integer (options min, max; default 0 to 1000)',
    options: ['min', 'max'],
    make: (f, o) => f.number.int({ min: o.min ?? 0, max: o.max ?? 1000 }),
  },
  float: {
    description: 'A decimal number (options min, max, decimals; default 0 to 1000 with 2 decimals)',
    options: ['min', 'max', 'decimals'],
    make: (f, o) => f.number.float({ min: o.min ?? 0, max: o.max ?? 1000, fractionDigits: o.decimals ?? 2 }),
  },
  boolean: { description: 'true or false', options: [], make: (f) => f.datatype.boolean() },
  date: {
    description: 'A date as YYYY-MM-DD (options from, to; default the year before now)',
    options: ['from', 'to'],
    make: (f, o) => isoDate(f.date.between({ from: o.from!, to: o.to! })),
  },
  datetime: {
    description: 'A date and time as ISO 8601 UTC (options from, to; default the year before now)',
    options: ['from', 'to'],
    make: (f, o) => f.date.between({ from: o.from!, to: o.to! }).toISOString(),
  },
  word: { description: 'A lorem ipsum word', options: [], make: (f) => f.lorem.word() },
  words: {
    description: 'Lorem ipsum words (options min, max: how many; default 2 to 5)',
    options: ['min', 'max'],
    make: (f, o) => f.lorem.words(count(f, o, 2, 5)),
  },
  sentence: {
    description: 'A lorem ipsum sentence (options min, max: words; default 3 to 10)',
    options: ['min', 'max'],
    make: (f, o) => f.lorem.sentence(count(f, o, 3, 10)),
  },
  paragraph: {
    description: 'A lorem ipsum paragraph (options min, max: sentences; default 3 to 6)',
    options: ['min', 'max'],
    make: (f, o) => f.lorem.paragraph(count(f, o, 3, 6)),
  },
  enum: {
    description: 'One of the strings in options.values, each equally likely',
    options: ['values'],
    make: (f, o) => f.helpers.arrayElement(o.values!),
  },
};

export const FAKE_TYPE_NAMES = Object.keys(FAKE_TYPES) as [string, ...string[]];

/** Text types whose min and max count words or sentences: small bounds keep results small. */
const COUNT_LIMIT = 100;
const NUMBER_LIMIT = 1e15;

export const fakeOptionsSchema = closedObject(
  {
    min: Type.Optional(Type.Number({ minimum: -NUMBER_LIMIT, maximum: NUMBER_LIMIT, description: 'Smallest value (integer, float, price), or fewest words or sentences (words, sentence, paragraph)' })),
    max: Type.Optional(Type.Number({ minimum: -NUMBER_LIMIT, maximum: NUMBER_LIMIT, description: 'Largest value, or most words or sentences' })),
    decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, description: 'Digits after the decimal point (float)' })),
    from: Type.Optional(Type.String({ maxLength: 40, description: 'Earliest date (date, datetime), ISO 8601' })),
    to: Type.Optional(Type.String({ maxLength: 40, description: 'Latest date (date, datetime), ISO 8601' })),
    values: Type.Optional(
      Type.Array(Type.String({ maxLength: 1000 }), { minItems: 1, maxItems: 1000, description: 'The strings to pick from (enum)' }),
    ),
  },
  { description: 'Options of the type; each type lists the ones it takes' },
);

export interface FakeOptionsInput {
  min?: number;
  max?: number;
  decimals?: number;
  from?: string;
  to?: string;
  values?: string[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** An ISO 8601 date or date-time (UTC unless it names an offset); 2024-02-30 is refused, not rolled over. */
function readDate(text: string, field: string): Date {
  const match = ISO_DATE.exec(text);
  const bad = () => invalid(`${field}: ${quoteClipped(text)} is not an ISO 8601 date such as 2024-01-31 or 2024-01-31T12:00:00Z`);
  if (!match) bad();
  const [, year, month, day, hour = '0', minute = '0', second = '0', offset] = match!;
  const daysInMonth = new Date(Date.UTC(2000, Number(month), 0)).getUTCDate() - (Number(month) === 2 && !isLeapYear(Number(year)) ? 1 : 0);
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) bad();
  const date = new Date(match![4] === undefined ? `${text}T00:00:00Z` : offset === undefined ? `${text}Z` : text);
  if (Number.isNaN(date.getTime())) bad();
  return date;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Checks a field's options against its type; `field` is the path of the field, e.g. `fields[2]`. */
export function resolveOptions(type: string, input: FakeOptionsInput | undefined, field: string, now: Date): ResolvedOptions {
  const spec = FAKE_TYPES[type]!;
  const options: ResolvedOptions = {};
  for (const name of Object.keys(input ?? {}) as OptionName[]) {
    if (!spec.options.includes(name)) {
      invalid(`${field}.options.${name}: the type ${type} takes ${spec.options.length === 0 ? 'no options' : `only ${spec.options.join(', ')}`}`);
    }
  }
  const { min, max, decimals, from, to, values } = input ?? {};
  const textCount = type === 'words' || type === 'sentence' || type === 'paragraph';
  const integral = type === 'integer' || textCount;
  for (const [name, value] of [['min', min], ['max', max]] as const) {
    if (value === undefined) continue;
    if (integral && !Number.isInteger(value)) invalid(`${field}.options.${name}: must be an integer for ${type}`);
    if (textCount && (value < 1 || value > COUNT_LIMIT)) invalid(`${field}.options.${name}: must be 1 to ${COUNT_LIMIT} for ${type}`);
    options[name] = value;
  }
  if (decimals !== undefined) options.decimals = decimals;
  if (textCount) {
    // A lone min above the default max, or a lone max below the default min, moves the other bound along.
    const [low, high] = type === 'words' ? [2, 5] : type === 'sentence' ? [3, 10] : [3, 6];
    options.min ??= Math.min(low, options.max ?? low);
    options.max ??= Math.max(high, options.min);
  } else if (options.min !== undefined || options.max !== undefined) {
    const [low, high] = type === 'price' ? [1, 1000] : [0, 1000];
    options.min ??= Math.min(low, options.max!);
    options.max ??= Math.max(high, options.min);
  }
  if (options.min !== undefined && options.max !== undefined && options.min > options.max) {
    invalid(`${field}.options: min (${options.min}) must not be greater than max (${options.max})`);
  }
  if (type === 'float' && options.min !== undefined && options.max !== undefined) {
    // faker needs a multiple of 10^-decimals inside the range.
    const step = 10 ** -(options.decimals ?? 2);
    if (Math.ceil(options.min / step) * step > options.max) invalid(`${field}.options: no number with ${options.decimals ?? 2} decimals lies between min and max`);
  }
  if (type === 'date' || type === 'datetime') {
    const end = to !== undefined ? readDate(to, `${field}.options.to`) : undefined;
    const start = from !== undefined ? readDate(from, `${field}.options.from`) : undefined;
    options.to = end ?? (start && start.getTime() > now.getTime() ? new Date(start.getTime() + 365 * 86_400_000) : now);
    options.from = start ?? new Date(options.to.getTime() - 365 * 86_400_000);
    if (options.from.getTime() > options.to.getTime()) invalid(`${field}.options: from must not be later than to`);
    if (options.to.getUTCFullYear() > 9999) invalid(`${field}.options.to: must not be later than the year 9999`);
  }
  if (values !== undefined) options.values = values;
  if (type === 'enum' && options.values === undefined) invalid(`${field}.options.values: the type enum needs the list of values to pick from`);
  return options;
}

/**
 * Seeds the shared faker instance from the tool's random source and pins its reference date to
 * the tool's clock. Everything that follows must run synchronously, before any other run can
 * reseed it.
 */
export function seedFaker(faker: Faker, random: (size: number) => Uint8Array, now: Date): void {
  const bytes = random(16);
  const seed: number[] = [];
  for (let i = 0; i < 16; i += 4) seed.push(((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0);
  faker.seed(seed);
  faker.setDefaultRefDate(now);
}

/** Counts the size of the result as values are made, and stops before it passes MAX_RESULT_CHARS. */
export class ResultBudget {
  private chars = 0;
  private readonly field: string;

  constructor(field: string) {
    this.field = field;
  }

  add(value: unknown, key?: string): void {
    this.chars += (typeof value === 'string' ? value.length + 2 : typeof value === 'number' ? String(value).length : 5) + (key === undefined ? 1 : key.length + 4);
    if (this.chars > MAX_RESULT_CHARS) resultTooLarge(this.field, 'the generated data');
  }
}

export function fakeValue(faker: Faker, type: string, options: ResolvedOptions): unknown {
  return FAKE_TYPES[type]!.make(faker, options);
}

/** A short list of the types for descriptions: "firstName, lastName, …". */
export function typeList(): string {
  return FAKE_TYPE_NAMES.join(', ');
}

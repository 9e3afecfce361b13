import { Type, type Static } from '@sinclair/typebox';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { HTTP_STATUS_CLASSES, HTTP_STATUSES, type HttpStatusEntry } from './data/http-statuses.ts';

/*
 * Decisions (the issue leaves them open):
 * - The table is our own (./data/http-statuses.ts), not the statuses package: the reference and
 *   meaning columns have to be ours anyway, and statuses still prints RFC 7231's names (Payload Too
 *   Large, Unprocessable Entity) where RFC 9110 and the IANA registry now say Content Too Large and
 *   Unprocessable Content. The older names are kept as otherPhrases, and searched.
 * - Exactly one of code or query. A code 100–599 that nobody registered still answers: its class,
 *   and RFC 9110 §15's rule that a client treats an unknown code as the x00 of its class.
 * - query is matched case-insensitively: digits match codes starting with them ("40" → 400–409),
 *   "4xx" a whole class, anything else the phrases (every word of the query must occur in the
 *   phrase or one of its older names). No match is an empty list, not an error.
 */

const entrySchema = closedObject({
  code: Type.Integer({ description: 'The status code' }),
  phrase: Type.Union([Type.String(), Type.Null()], { description: 'Its reason phrase as the IANA registry (RFC 9110) gives it; null for an unregistered code' }),
  otherPhrases: Type.Array(Type.String(), { description: 'Older or other names for it (RFC 7231, Python, libraries)' }),
  class: Type.String({ description: 'Its class: 1xx Informational, 2xx Successful, 3xx Redirection, 4xx Client Error or 5xx Server Error' }),
  reference: Type.String({ description: 'Where it is defined, e.g. RFC 9110 §15.5.5 (a vendor for unofficial codes)' }),
  meaning: Type.String({ description: 'What it means, in one sentence' }),
  standard: Type.Boolean({ description: 'True for codes in the IANA HTTP Status Code Registry' }),
});

type Entry = Static<typeof entrySchema>;

const BY_CODE = new Map(HTTP_STATUSES.map((entry) => [entry.code, entry]));

function entryOf(entry: HttpStatusEntry): Entry {
  return { ...entry, otherPhrases: [...entry.otherPhrases], class: HTTP_STATUS_CLASSES[Math.floor(entry.code / 100)]! };
}

function unregistered(code: number): Entry {
  const base = BY_CODE.get(Math.floor(code / 100) * 100)!;
  return {
    code,
    phrase: null,
    otherPhrases: [],
    class: HTTP_STATUS_CLASSES[Math.floor(code / 100)]!,
    reference: 'RFC 9110 §15',
    meaning: `Not registered: a client that does not know it must treat it as ${base.code} ${base.phrase}.`,
    standard: false,
  };
}

function search(query: string): Entry[] {
  const text = query.trim().toLowerCase();
  if (text === '') invalid('query: is empty; give digits (404, 40), a class (4xx) or words of a phrase (not found)');
  if (/^\d{1,3}$/.test(text)) return HTTP_STATUSES.filter((entry) => String(entry.code).startsWith(text)).map(entryOf);
  const classMatch = /^([1-5])xx$/.exec(text);
  if (classMatch) return HTTP_STATUSES.filter((entry) => Math.floor(entry.code / 100) === Number(classMatch[1])).map(entryOf);
  const words = text.split(/\s+/);
  return HTTP_STATUSES.filter((entry) => {
    const names = [entry.phrase, ...entry.otherPhrases].map((name) => name.toLowerCase());
    return names.some((name) => words.every((word) => name.includes(word)));
  }).map(entryOf);
}

export default defineTool({
  id: 'http-status',
  name: 'HTTP Status Codes',
  category: 'developer',
  description:
    'Look up an HTTP status code (its reason phrase, class, defining RFC section and meaning), or search the codes by number prefix, class (4xx) or words of the phrase.',
  keywords: ['http status', 'status code', 'http code', 'response code', '404', '500', 'reason phrase', 'http error', 'rfc 9110'],
  mcp: true,
  input: closedObject({
    code: Type.Optional(Type.Integer({ minimum: 100, maximum: 599, description: 'A status code, 100–599; give this or query' })),
    query: Type.Optional(Type.String({
      maxLength: 200,
      description: 'Digits (404, or 40 for 400–409), a class (4xx) or words of a phrase (too many), at most 200 characters; give this or code',
    })),
  }),
  output: closedObject({
    statuses: Type.Array(entrySchema, { description: 'The code looked up, or every code the query matches in numeric order (empty when none does)' }),
  }),
  examples: [
    {
      title: 'Look up a code',
      input: { code: 422 },
      output: {
        statuses: [{
          code: 422,
          phrase: 'Unprocessable Content',
          otherPhrases: ['Unprocessable Entity'],
          class: '4xx Client Error',
          reference: 'RFC 9110 §15.5.21',
          meaning: 'The content\'s type and syntax are right, but its instructions cannot be processed (e.g. validation errors).',
          standard: true,
        }],
      },
    },
    {
      title: 'Search the phrases',
      input: { query: 'too many' },
      output: {
        statuses: [{
          code: 429,
          phrase: 'Too Many Requests',
          otherPhrases: [],
          class: '4xx Client Error',
          reference: 'RFC 6585 §4',
          meaning: 'Rate limiting: the client sent too many requests in a given time; Retry-After may say when to retry.',
          standard: true,
        }],
      },
    },
  ],
  run({ code, query }) {
    if (code !== undefined && query !== undefined) invalid('code: give either code or query, not both');
    if (code !== undefined) {
      const entry = BY_CODE.get(code);
      return { statuses: [entry ? entryOf(entry) : unregistered(code)] };
    }
    if (query === undefined) invalid('code: give a status code (100–599) or a query');
    return { statuses: search(query) };
  },
});

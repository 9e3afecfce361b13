import { Type, type Static } from '@sinclair/typebox';
import { yieldToDeadline } from '../../lib/deadline.ts';
import { evaluateJsonPath, JSONPATH_MAX_CHARS } from '../../lib/jsonpath.ts';
import { jsonSizer, parseJson } from '../../lib/json-value.ts';
import { MAX_RESULT_CHARS } from '../../lib/result-size.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - JSONPath is RFC 9535's, evaluated by jsonpath-rfc9535 and checked for well-typedness as the
 *   RFC requires (lib/jsonpath.ts). Each match gives its value and its normalized path (§2.7).
 * - At most 10,000 matches are listed, and no more than 20,000,000 characters of matched values:
 *   past either the evaluation stops and `truncated` is true. A query that runs past the
 *   deadline ends in TIMEOUT (in-process it is checked between matches; in a worker the runtime
 *   ends it).
 * - Numbers are read as doubles, as JSON.parse reads them; an integer no double holds exactly
 *   (12345678901234567890) or a number beyond the double range (1e400) is refused with its line
 *   and column instead of being changed (lib/json-value.ts). Documents nest at most 1000 levels.
 * - Objects have no prototype, so `$.__proto__` selects a member named "__proto__" like any other.
 */

const TIMEOUT_MS = 2000;
const MAX_MATCHES = 10_000;

const output = closedObject({
  matches: Type.Array(
    closedObject({
      path: Type.String({ description: "The match's normalized path (RFC 9535 §2.7), e.g. $['store']['book'][0]" }),
      value: Type.Unknown({ description: 'The matched JSON value' }),
    }),
    { description: 'The matches in the order the query selects them (the order of object members is left open by RFC 9535)' },
  ),
  count: Type.Integer({ minimum: 0, description: 'The number of matches listed' }),
  truncated: Type.Boolean({ description: 'True when the listing stopped at 10,000 matches or 20,000,000 characters of values; more matches exist' }),
});

export default defineTool({
  id: 'json-query',
  name: 'JSON Query (JSONPath)',
  category: 'data',
  description:
    'Select values from JSON with a JSONPath query as RFC 9535 defines it (e.g. $.store.book[?@.price < 10].title, $..author, $[0:2]); answers each match with its value and normalized path. Invalid or ill-typed queries are refused with the reason; at most 10,000 matches are listed.',
  keywords: ['jsonpath', 'json path', 'rfc 9535', 'xpath for json', 'filter json', 'select'],
  mcp: true,
  isolate: true,
  timeoutMs: TIMEOUT_MS,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text to query' }),
    path: Type.String({
      minLength: 1,
      maxLength: JSONPATH_MAX_CHARS,
      description: 'A JSONPath query (RFC 9535) starting with $, e.g. $.a.b[0], $..name, $.items[?@.price < 10]',
    }),
  }),
  output,
  examples: [
    {
      title: 'Filter by a member (RFC 9535 §1.5)',
      input: {
        json: '{"store":{"book":[{"title":"Sayings of the Century","price":8.95},{"title":"Sword of Honour","price":12.99}]}}',
        path: '$.store.book[?@.price < 10].title',
      },
      output: { matches: [{ path: "$['store']['book'][0]['title']", value: 'Sayings of the Century' }], count: 1, truncated: false },
    },
    {
      title: 'Every value of a name, at any depth',
      input: { json: '{"o":{"j":1,"k":2},"a":[5,3,[{"j":4},{"k":6}]]}', path: '$..j' },
      output: {
        matches: [
          { path: "$['o']['j']", value: 1 },
          { path: "$['a'][2][0]['j']", value: 4 },
        ],
        count: 2,
        truncated: false,
      },
    },
  ],
  async run({ json, path }, ctx): Promise<Static<typeof output>> {
    const document = parseJson(json, 'json');
    const matches: Static<typeof output>['matches'] = [];
    const sizeOf = jsonSizer();
    let size = 0;
    let truncated = false;
    let stopped;
    try {
      stopped = await evaluateJsonPath(document, path, 'path', TIMEOUT_MS, (value, where) => {
        if (matches.length === MAX_MATCHES) {
          truncated = true;
          return false;
        }
        // A descendant query repeats every subtree under each of its ancestors: count as we go.
        size += where.length + sizeOf(value) + 20;
        if (size > MAX_RESULT_CHARS) {
          truncated = true;
          return false;
        }
        matches.push({ path: where, value });
        return true;
      });
    } catch (error) {
      await yieldToDeadline(ctx.signal);
      throw error;
    }
    if (stopped === 'time') {
      await yieldToDeadline(ctx.signal);
      truncated = true;
    }
    return { matches, count: matches.length, truncated };
  },
});

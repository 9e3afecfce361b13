import { Type, type Static } from '@sinclair/typebox';
import { parseJsonDocument } from '../../lib/json-document.ts';
import { lazyModule } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - JMESPath as the jmespath package implements the specification (the AWS CLI's --query
 *   language), all built-in functions included. The answer is the result as JSON text indented
 *   by two spaces; a missing field gives null, as the specification says.
 * - The data's objects are rebuilt without a prototype before the search, so `constructor` or
 *   `__proto__` name only keys the document really has (on a plain object, the package would hand
 *   back Object's constructor or prototype). Nothing is ever written to the data.
 * - Errors are 400s naming expr: syntax errors, unknown functions, arguments of the wrong type.
 *   A query nested too deeply for the (recursive) parser is refused too.
 * - isolate: projections and functions over a megabyte of data, repeated across a 10,000-character
 *   expression, can take seconds; the query runs in a worker under the deadline.
 */

const loadJmespath = lazyModule(() => import('jmespath'));

/** JSON.parse's objects as null-prototype objects (a reviver runs bottom-up, once per value). */
function withoutPrototypes(text: string): unknown {
  parseJsonDocument(text, 'json');
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const bare = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value)) bare[key] = (value as Record<string, unknown>)[key];
    return bare;
  });
}

const output = closedObject({
  result: Type.String({ description: 'The query result as JSON text (null when nothing matches)' }),
});

export default defineTool({
  id: 'jmespath-query',
  name: 'JMESPath Query',
  category: 'data',
  description: 'Query and reshape JSON with a JMESPath expression (the AWS CLI --query language): projections, filters, multiselects, pipes and functions.',
  keywords: ['jmespath', 'jp', 'aws cli query', 'json query', 'json filter', 'jmes path'],
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON document, at most 1,000,000 characters and 64 levels deep' }),
    expr: Type.String({ minLength: 1, maxLength: 10_000, description: 'The JMESPath expression, 1 to 10,000 characters' }),
  }),
  output,
  examples: [
    {
      title: 'Filter and project (the JMESPath tutorial)',
      input: {
        json: '{"machines":[{"name":"a","state":"running"},{"name":"b","state":"stopped"},{"name":"c","state":"running"}]}',
        expr: "machines[?state=='running'].name",
      },
      output: { result: '[\n  "a",\n  "c"\n]' },
    },
    {
      title: 'Sort, pick and reshape with a pipe',
      input: {
        json: '{"people":[{"name":"b","age":30},{"name":"a","age":50},{"name":"c","age":40}]}',
        expr: 'sort_by(people, &age)[-1].{oldest: name, age: age}',
      },
      output: { result: '{\n  "oldest": "a",\n  "age": 50\n}' },
    },
  ],
  async run({ json, expr }): Promise<Static<typeof output>> {
    const data = withoutPrototypes(json);
    const jmespath = await loadJmespath();
    let result: unknown;
    try {
      result = jmespath.search(data as never, expr);
    } catch (error) {
      if (error instanceof RangeError) invalid('expr: nested too deeply to parse');
      const message = error instanceof Error ? error.message : String(error);
      const clipped = message.length > 300 ? `${message.slice(0, 300)}…` : message;
      const kind = (error as { name?: string }).name;
      invalid(`expr: ${kind === 'LexerError' || kind === 'ParserError' ? 'syntax error: ' : ''}${clipped}`);
    }
    return { result: JSON.stringify(result ?? null, null, 2) };
  },
});

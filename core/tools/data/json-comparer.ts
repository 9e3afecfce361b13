import { Type, type Static } from '@sinclair/typebox';
import { pointerSegment } from '../../lib/json-paths.ts';
import { previewJson } from '../../lib/json-preview.ts';
import {
  isJsonObject,
  jsonTypeOf,
  NumberLiteral,
  numberText,
  parseJsonExact,
  sameJsonNumber,
  type ExactJsonObject,
  type ExactJsonValue,
} from '../../lib/json-value.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS } from '../../lib/result-size.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Both texts are normalized the way JSON.stringify(value, null, 2) writes them: two-space
 *   indentation, `"key": value`, strings re-escaped minimally ("\u0061" becomes "a"), numbers
 *   in their shortest form (1.0 becomes 1, 1E3 becomes 1000). With sort_keys the members of every
 *   object are sorted by UTF-16 code units (as JavaScript and RFC 8785 sort them).
 * - equal means the two documents are the same JSON value, and, unless sort_keys, with their
 *   object members in the same order: i.e. the normalized texts are the same.
 * - Numbers compare as doubles (1 equals 1.0; 0.10000000000000001 equals 0.1, as in JSON.parse and
 *   Python), except an integer no double holds (12345678901234567890) or a number beyond the
 *   double range: it is kept as written, compared exactly (12345678901234567890 and
 *   12345678901234567891 differ), and printed as written.
 * - firstDifference is the first place, in document order, where they differ: its JSON Pointer
 *   (RFC 6901), why, and a preview of each side's value there (absent on the side that lacks it).
 * - A repeated key keeps its last value, as JSON.parse keeps it. Documents nest at most 1000 levels.
 */

const output = closedObject({
  equal: Type.Boolean({ description: 'True when both are the same JSON value (and, without sort_keys, list object members in the same order)' }),
  left: Type.String({ description: 'The left document normalized: 2-space indentation, keys sorted when sort_keys' }),
  right: Type.String({ description: 'The right document normalized the same way' }),
  firstDifference: Type.Union(
    [
      closedObject({
        path: Type.String({ description: 'JSON Pointer (RFC 6901) of the first difference; "" is the whole document' }),
        reason: Type.String({ description: 'What differs there, e.g. "values differ" or "key \\"b\\" only on the right"' }),
        left: Type.Optional(Type.String({ description: 'Preview of the left value there (absent when the left has none)' })),
        right: Type.Optional(Type.String({ description: 'Preview of the right value there (absent when the right has none)' })),
      }),
      Type.Null(),
    ],
    { description: 'Where the documents first differ, in document order; null when equal' },
  ),
});

type Difference = NonNullable<Static<typeof output>['firstDifference']>;

function orderedKeys(object: ExactJsonObject, sortKeys: boolean): string[] {
  const keys = Object.keys(object);
  return sortKeys ? keys.sort() : keys;
}

function normalize(value: ExactJsonValue, sortKeys: boolean, field: string): string {
  const parts: string[] = [];
  let size = 0;
  const emit = (text: string) => {
    size += text.length;
    // Two texts share the result: each gets half.
    if (size > MAX_RESULT_CHARS / 2) invalid(`${field}: the normalized text would be longer than ${MAX_RESULT_CHARS / 2} characters`);
    parts.push(text);
  };
  const write = (item: ExactJsonValue, indent: string) => {
    if (Array.isArray(item)) {
      if (item.length === 0) return emit('[]');
      const inner = `${indent}  `;
      emit('[');
      item.forEach((element, i) => {
        emit(`${i === 0 ? '' : ','}\n${inner}`);
        write(element, inner);
      });
      return emit(`\n${indent}]`);
    }
    if (isJsonObject(item)) {
      const keys = orderedKeys(item, sortKeys);
      if (keys.length === 0) return emit('{}');
      const inner = `${indent}  `;
      emit('{');
      keys.forEach((key, i) => {
        emit(`${i === 0 ? '' : ','}\n${inner}${JSON.stringify(key)}: `);
        write(item[key]!, inner);
      });
      return emit(`\n${indent}}`);
    }
    emit(typeof item === 'number' || item instanceof NumberLiteral ? numberText(item) : JSON.stringify(item));
  };
  write(value, '');
  return parts.join('');
}

function sameScalar(left: ExactJsonValue, right: ExactJsonValue): boolean {
  const isNumber = (value: ExactJsonValue) => typeof value === 'number' || value instanceof NumberLiteral;
  if (isNumber(left) && isNumber(right)) return sameJsonNumber(left as number | NumberLiteral, right as number | NumberLiteral);
  return left === right;
}

function firstDifference(left: ExactJsonValue, right: ExactJsonValue, sortKeys: boolean, path: string): Difference | undefined {
  const at = (reason: string, l: ExactJsonValue | undefined, r: ExactJsonValue | undefined, where = path): Difference => ({
    path: where,
    reason,
    ...(l === undefined ? {} : { left: previewJson(l) }),
    ...(r === undefined ? {} : { right: previewJson(r) }),
  });
  const leftType = jsonTypeOf(left);
  const rightType = jsonTypeOf(right);
  if (leftType !== rightType) return at(`types differ: ${leftType} on the left, ${rightType} on the right`, left, right);
  if (Array.isArray(left) && Array.isArray(right)) {
    const shared = Math.min(left.length, right.length);
    for (let i = 0; i < shared; i++) {
      const found = firstDifference(left[i]!, right[i]!, sortKeys, path + pointerSegment(i));
      if (found) return found;
    }
    if (left.length === right.length) return undefined;
    const where = path + pointerSegment(shared);
    return left.length > right.length
      ? at(`item ${shared} only on the left (${left.length} items against ${right.length})`, left[shared], undefined, where)
      : at(`item ${shared} only on the right (${left.length} items against ${right.length})`, undefined, right[shared], where);
  }
  if (isJsonObject(left) && isJsonObject(right)) {
    const leftKeys = orderedKeys(left, sortKeys);
    const rightKeys = orderedKeys(right, sortKeys);
    const length = Math.max(leftKeys.length, rightKeys.length);
    for (let i = 0; i < length; i++) {
      const leftKey = leftKeys[i];
      const rightKey = rightKeys[i];
      if (leftKey !== undefined && leftKey === rightKey) {
        const found = firstDifference(left[leftKey]!, right[leftKey]!, sortKeys, path + pointerSegment(leftKey));
        if (found) return found;
        continue;
      }
      // The members differ here: a key missing on one side, or the same keys in another order.
      if (leftKey !== undefined && !Object.hasOwn(right, leftKey)) {
        return at(`key ${quoteClipped(leftKey)} only on the left`, left[leftKey], undefined, path + pointerSegment(leftKey));
      }
      if (rightKey !== undefined && !Object.hasOwn(left, rightKey)) {
        return at(`key ${quoteClipped(rightKey)} only on the right`, undefined, right[rightKey], path + pointerSegment(rightKey));
      }
      return at(`the keys are in a different order (${quoteClipped(leftKey!)} on the left where the right has ${quoteClipped(rightKey!)})`, left, right);
    }
    return undefined;
  }
  return sameScalar(left, right) ? undefined : at('values differ', left, right);
}

export default defineTool({
  id: 'json-comparer',
  name: 'JSON Comparer',
  category: 'data',
  description:
    'Tell whether two JSON documents are the same value, ignoring formatting (and key order with sort_keys), and give both normalized (pretty-printed, keys optionally sorted) with the JSON Pointer of the first difference and why.',
  keywords: ['compare json', 'json equal', 'json equality', 'json diff', 'deep equal', 'same json'],
  // its worst input (interleaved-differences) took 5831.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    left: Type.String({ maxLength: 1_000_000, description: 'The first JSON text' }),
    right: Type.String({ maxLength: 1_000_000, description: 'The second JSON text' }),
    sort_keys: withDefault(
      Type.Boolean({ description: 'Sort object keys in the normalized texts, so member order does not count as a difference' }),
      false,
    ),
  }),
  output,
  examples: [
    {
      title: 'Same members in another order, with sort_keys',
      input: { left: '{"b": [1, 2], "a": "x"}', right: '{"a":"x","b":[1,2.0]}', sort_keys: true },
      output: {
        equal: true,
        left: '{\n  "a": "x",\n  "b": [\n    1,\n    2\n  ]\n}',
        right: '{\n  "a": "x",\n  "b": [\n    1,\n    2\n  ]\n}',
        firstDifference: null,
      },
    },
    {
      title: 'A changed value',
      input: { left: '{"id": 7, "tags": ["a", "b"]}', right: '{"id": 7, "tags": ["a", "c"]}' },
      output: {
        equal: false,
        left: '{\n  "id": 7,\n  "tags": [\n    "a",\n    "b"\n  ]\n}',
        right: '{\n  "id": 7,\n  "tags": [\n    "a",\n    "c"\n  ]\n}',
        firstDifference: { path: '/tags/1', reason: 'values differ', left: '"b"', right: '"c"' },
      },
    },
  ],
  run({ left, right, sort_keys }): Static<typeof output> {
    const leftValue = parseJsonExact(left, 'left');
    const rightValue = parseJsonExact(right, 'right');
    const difference = firstDifference(leftValue, rightValue, sort_keys, '') ?? null;
    return {
      equal: difference === null,
      left: normalize(leftValue, sort_keys, 'left'),
      right: normalize(rightValue, sort_keys, 'right'),
      firstDifference: difference,
    };
  },
});

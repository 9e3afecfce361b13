import { describe, expect, it } from 'vitest';
import { ToolError } from '../errors.ts';
import { asRecord, optionalNumber, optionalTextList, parseJsonDocument, requiredText } from './json-document.ts';

const message = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolError) return error.message;
    throw error;
  }
  throw new Error('did not throw');
};

describe('json-document', () => {
  it('parses, and refuses bad syntax and deep nesting naming the field', () => {
    expect(parseJsonDocument('{"a": 1}')).toEqual({ a: 1 });
    expect(message(() => parseJsonDocument('{"a": }'))).toMatch(/^json: invalid JSON at line 1, column 7/);
    expect(message(() => parseJsonDocument('['.repeat(100)))).toMatch(/^json: nests deeper than 64/);
  });

  it('reads typed fields with errors that name the path', () => {
    const plan = asRecord(parseJsonDocument('{"name": " Pro ", "price": "19.99", "tags": ["a", " ", 3], "__proto__": {"x": 1}}'), 'json');
    expect(requiredText(plan, 'name', 'json')).toBe('Pro');
    expect(optionalNumber(plan, 'price', 'json')).toBe(19.99);
    expect(optionalTextList(plan, 'tags', 'json')).toEqual(['a', '3']);
    expect(message(() => requiredText(plan, 'title', 'json'))).toBe('json.title: required, a non-empty string');
    expect(message(() => optionalNumber({ price: 'ten' }, 'price', 'json.plans[2]'))).toBe('json.plans[2].price: expected a number, got "ten"');
    expect(message(() => optionalNumber({ n: 5 }, 'n', 'json', { max: 3 }))).toBe('json.n: 5 is outside -1000000000000 to 3');
    expect(message(() => optionalTextList({ tags: [{}] }, 'tags', 'json'))).toBe('json.tags[0]: expected a string, got object');
    expect(message(() => asRecord([], 'json'))).toBe('json: expected an object, got an array');
    // Only own properties are read: an inherited key is absent.
    expect(message(() => requiredText(plan, 'toString', 'json'))).toBe('json.toString: required, a non-empty string');
  });
});

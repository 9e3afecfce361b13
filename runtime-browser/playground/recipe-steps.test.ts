/** What "then →" builds: the field a result feeds, the parts of a result offered, the reference. */
import { describe, expect, it } from 'vitest';
import { get, info } from '../../core/catalog-metadata.ts';
import type { JsonSchema } from './json-schema.ts';
import { describeReference, mainField, referenceTo, resultParts, splitReferences } from './recipe-steps.ts';

describe('"then →"', () => {
  it('feeds a tool\'s first free-text field, never an enum', () => {
    expect(mainField(info(get('base64')!).parameters as JsonSchema)).toBe('text');
    expect(mainField(info(get('hash')!).parameters as JsonSchema)).toBe('text');
    expect(mainField({ properties: { count: { type: 'number' } } })).toBeUndefined();
  });

  it('offers each string field of an object result first, then the whole result as JSON', () => {
    expect(resultParts({ hash: 'ab', algorithm: 'SHA-256', size: 3, 'a/b~': 'x' })).toEqual([
      { label: 'hash', pointer: '/hash', as: 'value' },
      { label: 'algorithm', pointer: '/algorithm', as: 'value' },
      { label: 'a/b~', pointer: '/a~1b~0', as: 'value' },
      { label: 'the whole result, as JSON', pointer: '', as: 'json' },
    ]);
    expect(resultParts('text')).toEqual([{ label: 'the result', pointer: '', as: 'value' }]);
    expect(resultParts([1, 2])).toEqual([{ label: 'the whole result, as JSON', pointer: '', as: 'json' }]);
  });

  it('builds the engine\'s reference, "as" only when it is not the default', () => {
    expect(referenceTo(0, { label: 'hash', pointer: '/hash', as: 'value' })).toEqual({ $from: { step: 0, pointer: '/hash' } });
    expect(referenceTo(2, { label: '', pointer: '', as: 'json' })).toEqual({ $from: { step: 2, pointer: '', as: 'json' } });
    expect(describeReference({ $from: { step: 0, pointer: '/hash' } })).toBe("← step 0's /hash");
  });

  it('splits a step\'s input into what the form shows and its top-level references, a __proto__ key kept as a key', () => {
    const input = JSON.parse('{"__proto__":{"x":1},"action":"encode","text":{"$from":{"step":0,"pointer":"/hash"}}}') as Record<string, unknown>;
    const { formInput, references } = splitReferences({ tool: 'base64', input });
    expect(Object.keys(formInput)).toEqual(['__proto__', 'action']);
    expect(Object.getPrototypeOf(formInput)).toBe(Object.prototype);
    expect([...references]).toEqual([['text', { $from: { step: 0, pointer: '/hash' } }]]);
  });
});

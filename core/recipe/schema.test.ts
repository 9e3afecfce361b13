/** RECIPE_SCHEMA compiles with TypeBox's validator, takes the recipes the engine runs and refuses what it refuses by shape. */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { checkRecipe } from './check.ts';
import { RECIPE_REFERENCE_SCHEMA, RECIPE_SCHEMA } from './schema.ts';
import { MAX_RECIPE_STEPS } from './types.ts';

const recipeChecker = TypeCompiler.Compile(RECIPE_SCHEMA);
const referenceChecker = TypeCompiler.Compile(RECIPE_REFERENCE_SCHEMA);

// The recipes the other tests in this folder run.
const EXAMPLES = [
  {
    steps: [
      { name: 'parsed', tool: 'csv-to-json', input: { csv: 'a,b\n1,2' } },
      { tool: 'json-to-xml', input: { json: { $from: { step: 'parsed', pointer: '/rows', as: 'json' } } } },
    ],
  },
  {
    steps: [
      { name: 'digest', tool: 'hash', input: { text: 'abc', algorithm: 'sha256' } },
      { tool: 'base64', input: { action: 'encode', text: { $from: { step: 'digest', pointer: '/hash' } } } },
    ],
  },
  { steps: [{ tool: 'hash', input: { text: 'abc' } }, { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '/m~0n/a~1b' } } } }] },
];

describe('RECIPE_SCHEMA', () => {
  it('is plain JSON Schema that compiles, and takes every example the engine accepts', () => {
    expect(JSON.parse(JSON.stringify(RECIPE_SCHEMA))).toMatchObject({ type: 'object', required: ['steps'], additionalProperties: false });
    for (const recipe of EXAMPLES) {
      expect(checkRecipe(recipe).ok).toBe(true);
      expect([...recipeChecker.Errors(recipe)]).toEqual([]);
    }
  });

  it('refuses by shape what checkRecipe refuses by shape', () => {
    const step = { tool: 'hash', input: {} };
    const refused = [
      null,
      {},
      { steps: [] },
      { steps: Array.from({ length: MAX_RECIPE_STEPS + 1 }, () => step) },
      { steps: [step], extra: 1 },
      { steps: ['hash'] },
      { steps: [{ ...step, extra: 1 }] },
      { steps: [{ tool: 'hash' }] },
      { steps: [{ ...step, name: '12' }] },
      { steps: [{ ...step, name: '' }] },
    ];
    for (const recipe of refused) {
      expect(checkRecipe(recipe).ok, JSON.stringify(recipe)).toBe(false);
      expect(recipeChecker.Check(recipe), JSON.stringify(recipe)).toBe(false);
    }
    expect(recipeChecker.Check({ steps: [{ ...step, name: 'step 2' }] })).toBe(true);
  });

  it('describes references: their pointers and formats', () => {
    expect(referenceChecker.Check({ $from: { step: 0, pointer: '' } })).toBe(true);
    expect(referenceChecker.Check({ $from: { step: 'parsed', pointer: '/a~1b/~0', as: 'text' } })).toBe(true);
    for (const pointer of ['a', '/~2', '/a~']) expect(referenceChecker.Check({ $from: { step: 0, pointer } }), pointer).toBe(false);
    expect(referenceChecker.Check({ $from: { step: 0, pointer: '', as: 'xml' } })).toBe(false);
    expect(referenceChecker.Check({ $from: { step: -1, pointer: '' } })).toBe(false);
    expect(referenceChecker.Check({ $from: { step: 0, pointer: '', extra: 1 } })).toBe(false);
    expect(referenceChecker.Check({ $from: { step: 0, pointer: '' }, also: 1 })).toBe(false);
  });
});

/** checkRecipe: every refusal before anything runs, each naming the step and the field. */
import { describe, expect, it } from 'vitest';
import { checkRecipe } from './check.ts';
import { MAX_RECIPE_STEPS } from './types.ts';

const hashStep = { tool: 'hash', input: { text: 'abc' } };

function refusal(recipe: unknown) {
  const checked = checkRecipe(recipe);
  if (checked.ok) throw new Error('expected a refusal');
  expect(checked.error).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' }, steps: [], meta: { steps: 0 } });
  return checked.error.error;
}

function reference(step: unknown, pointer: unknown, extra: Record<string, unknown> = {}) {
  return { $from: { step, pointer, ...extra } };
}

describe('checkRecipe', () => {
  it('accepts the issue\'s example, with references by name and by index at any depth', () => {
    const recipe = {
      steps: [
        { name: 'parsed', tool: 'csv-to-json', input: { csv: 'a,b\n1,2' } },
        { tool: 'json-to-xml', input: { json: { $from: { step: 'parsed', pointer: '/rows', as: 'json' } } } },
        { tool: 'base64', input: { action: 'encode', text: reference(1, '/xml'), deep: [{ x: reference(0, '') }] } },
      ],
    };
    expect(checkRecipe(recipe)).toEqual({ ok: true, recipe });
  });

  it('refuses a recipe that is not an object, has no steps, too many or an unknown field, without a step', () => {
    expect(refusal(null)).toEqual({ code: 'VALIDATION_ERROR', message: 'recipe: must be an object { "steps": [...] }, got null' });
    expect(refusal([hashStep]).message).toContain('got an array');
    expect(refusal({}).message).toBe('steps: is required (an array of steps)');
    expect(refusal({ steps: {} }).message).toBe('steps: must be an array, got an object');
    expect(refusal({ steps: [] }).message).toBe('steps: must have at least one step');
    expect(refusal({ steps: [hashStep], extra: 1 }).message).toBe('recipe: unknown field "extra" (a recipe has "steps")');
    const tooMany = refusal({ steps: Array.from({ length: MAX_RECIPE_STEPS + 1 }, () => hashStep) });
    expect(tooMany).toEqual({ code: 'VALIDATION_ERROR', message: `steps: a recipe has at most ${MAX_RECIPE_STEPS} steps, got ${MAX_RECIPE_STEPS + 1}` });
  });

  it('refuses 10,000 steps without reading one of them', () => {
    let reads = 0;
    const steps = new Proxy(Array.from({ length: 10_000 }, () => hashStep), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(refusal({ steps }).message).toBe(`steps: a recipe has at most ${MAX_RECIPE_STEPS} steps, got 10000`);
    expect(reads).toBe(0);
  });

  it('refuses a malformed step, naming it', () => {
    expect(refusal({ steps: [hashStep, 'hash'] })).toEqual({ code: 'VALIDATION_ERROR', message: 'steps[1]: must be an object { "tool", "input", "name"? }, got a string', step: 1 });
    expect(refusal({ steps: [{ ...hashStep, extra: 1 }] })).toMatchObject({ message: 'steps[0].extra: unknown field (a step has "tool", "input" and "name")', step: 0 });
    expect(refusal({ steps: [{ input: {} }] })).toMatchObject({ message: 'steps[0].tool: is required', step: 0 });
    expect(refusal({ steps: [hashStep, { tool: 'no-such-tool', input: {} }] })).toMatchObject({ message: 'steps[1].tool: no tool with id "no-such-tool"', step: 1 });
    expect(refusal({ steps: [{ tool: 'hash' }] })).toMatchObject({ message: "steps[0].input: is required (the tool's input, an object)", step: 0 });
    expect(refusal({ steps: [{ tool: 'hash', input: ['abc'] }] })).toMatchObject({ message: 'steps[0].input: must be an object, got an array', step: 0 });
  });

  it('refuses duplicate names, and names that look like an index', () => {
    expect(refusal({ steps: [{ ...hashStep, name: 'h' }, { ...hashStep, name: 'h' }] })).toMatchObject({ message: 'steps[1].name: step 0 is named "h" already', step: 1 });
    expect(refusal({ steps: [{ ...hashStep, name: '0' }] })).toMatchObject({ message: expect.stringContaining("steps[0].name: \"0\" looks like a step's index"), step: 0 });
    expect(refusal({ steps: [{ ...hashStep, name: '' }] })).toMatchObject({ message: expect.stringContaining('steps[0].name: must have 1 to'), step: 0 });
    expect(refusal({ steps: [{ ...hashStep, name: 3 }] })).toMatchObject({ message: 'steps[0].name: must be a string, got a number', step: 0 });
  });

  it('refuses references forward, at themselves or at no step', () => {
    const base64Of = (from: unknown) => ({ tool: 'base64', input: { action: 'encode', text: from } });
    expect(refusal({ steps: [hashStep, base64Of(reference(1, ''))] })).toMatchObject({ message: 'steps[1].input.text.$from.step: a step cannot read its own result', step: 1 });
    expect(refusal({ steps: [base64Of(reference(1, '')), hashStep] })).toMatchObject({ message: 'steps[0].input.text.$from.step: step 1 comes later: a reference points only at an earlier step', step: 0 });
    expect(refusal({ steps: [base64Of(reference('later', '')), { ...hashStep, name: 'later' }] })).toMatchObject({ message: expect.stringContaining('step "later" comes later'), step: 0 });
    expect(refusal({ steps: [hashStep, base64Of(reference('ghost', ''))] })).toMatchObject({ message: 'steps[1].input.text.$from.step: no step is named "ghost"', step: 1 });
    expect(refusal({ steps: [hashStep, base64Of(reference('0', ''))] })).toMatchObject({ message: expect.stringContaining("a step's index is a number: 0"), step: 1 });
    expect(refusal({ steps: [hashStep, base64Of(reference(-1, ''))] })).toMatchObject({ message: expect.stringContaining('$from.step: must be'), step: 1 });
    expect(refusal({ steps: [hashStep, base64Of(reference(0.5, ''))] })).toMatchObject({ step: 1 });
    expect(refusal({ steps: [hashStep, base64Of({ $from: { pointer: '' } })] })).toMatchObject({ message: 'steps[1].input.text.$from.step: is required', step: 1 });
  });

  it('refuses malformed pointers, formats and reference shapes, at any depth', () => {
    const nested = (from: unknown) => ({ tool: 'json-to-xml', input: { json: 'x', deep: [{ inner: from }] } });
    const path = 'steps[1].input.deep[0].inner';
    expect(refusal({ steps: [hashStep, nested(reference(0, 'hash'))] })).toMatchObject({ message: `${path}.$from.pointer: a JSON Pointer is empty or starts with "/"`, step: 1 });
    expect(refusal({ steps: [hashStep, nested(reference(0, '/a~2'))] })).toMatchObject({ message: expect.stringContaining(`${path}.$from.pointer: in a JSON Pointer "~" must be followed by 0 or 1`), step: 1 });
    expect(refusal({ steps: [hashStep, nested(reference(0, '/a~'))] })).toMatchObject({ step: 1 });
    expect(refusal({ steps: [hashStep, nested(reference(0, 7))] })).toMatchObject({ message: `${path}.$from.pointer: must be a string (an RFC 6901 JSON Pointer)`, step: 1 });
    expect(refusal({ steps: [hashStep, nested(reference(0, '/hash', { as: 'xml' }))] })).toMatchObject({ message: `${path}.$from.as: must be one of "value", "json", "text"`, step: 1 });
    expect(refusal({ steps: [hashStep, nested(reference(0, '/hash', { extra: 1 }))] })).toMatchObject({ message: expect.stringContaining(`${path}.$from.extra: unknown field`), step: 1 });
    expect(refusal({ steps: [hashStep, nested({ ...reference(0, '/hash'), also: 1 })] })).toMatchObject({ message: expect.stringContaining(`${path}: a reference is exactly`), step: 1 });
    expect(refusal({ steps: [hashStep, nested({ $from: '/hash' })] })).toMatchObject({ message: `${path}.$from: must be an object { "step", "pointer", "as"? }`, step: 1 });
  });

  it('treats __proto__ keys as data: a reference under one is found, and nothing is polluted', () => {
    const recipe = JSON.parse('{"steps":[{"tool":"hash","input":{"text":"abc"}},{"tool":"json-to-xml","input":{"__proto__":{"polluted":{"$from":{"step":5,"pointer":""}}}}}]}');
    expect(refusal(recipe)).toMatchObject({ message: 'steps[1].input.__proto__.polluted.$from.step: step 5 comes later: a reference points only at an earlier step', step: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses deeply nested input before walking it', () => {
    let deep: unknown = 'abc';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(refusal({ steps: [{ tool: 'hash', input: { text: deep } }] })).toMatchObject({ message: expect.stringMatching(/^steps\[0\]\.input: nests deeper than \d+ levels/), step: 0 });
  });
});

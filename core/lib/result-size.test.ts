import { describe, expect, it } from 'vitest';
import { ToolError } from '../errors.ts';
import { createOutputBudget, MAX_RESULT_CHARS, MAX_RESULT_DEPTH, resultOverflow } from './result-size.ts';

describe('the output budget', () => {
  it('takes output up to the cap and refuses the first character past it, naming the field', () => {
    const budget = createOutputBudget('csv', 'the SQL', 10);
    budget.charge(4);
    budget.charge(6);
    expect(budget.used).toBe(10);
    expect(() => budget.charge(1)).toThrow(new ToolError('VALIDATION_ERROR', 'csv: the SQL would be longer than 20000000 characters'));
  });
});

describe('resultOverflow', () => {
  it('passes results within the bounds', () => {
    expect(resultOverflow({ result: 'a'.repeat(1_000), rows: [[1, true, null]] })).toBeUndefined();
    expect(resultOverflow('short')).toBeUndefined();
  });

  it('never counts more than the JSON of the result', () => {
    const numbers = Array.from({ length: 100_000 }, (_, index) => (index % 2 ? -index * 1.5 : index));
    const result = { numbers, flags: [true, false, null], nested: [{ a: 'x"y' }] };
    expect(resultOverflow(result)).toBeUndefined();
    // The numbers' digits count: 100 characters of them past the cap is past it.
    const counted = numbers.reduce((sum, number) => sum + String(number).length, 'tnumbers'.length);
    expect(resultOverflow({ t: 'a'.repeat(MAX_RESULT_CHARS - counted + 100), numbers })).toMatch(/longer than/);
    expect(resultOverflow({ t: 'a'.repeat(MAX_RESULT_CHARS - counted), numbers })).toBeUndefined();
  });

  it('counts every string and key, however the result spreads them', () => {
    const half = 'a'.repeat(MAX_RESULT_CHARS / 2);
    expect(resultOverflow({ a: half, b: half })).toMatch(/^result: would be longer than 20000000 characters/);
    expect(resultOverflow({ rows: [{ [half]: 1 }, { x: half }] })).toMatch(/longer than/);
    expect(resultOverflow([half.slice(1), half.slice(1)])).toBeUndefined();
  });

  it('refuses results nested past the depth bound, without recursion', () => {
    let deep: unknown = [];
    for (let level = 1; level < MAX_RESULT_DEPTH; level++) deep = [deep];
    expect(resultOverflow(deep)).toBeUndefined();
    expect(resultOverflow([deep])).toMatch(/^result: would nest deeper than 1024 levels/);
    for (let level = 0; level < 100_000; level++) deep = { d: deep };
    expect(resultOverflow(deep)).toMatch(/nest deeper/);
  });
});

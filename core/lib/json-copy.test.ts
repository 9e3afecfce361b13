import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { copyJson } from './json-copy.ts';

describe('copyJson', () => {
  it('copies any JSON value deeply, equal but not shared', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = copyJson(value);
        expect(copy).toEqual({ ok: true, value });
        if (copy.ok && typeof value === 'object' && value !== null) expect(copy.value).not.toBe(value);
      }),
    );
  });

  it('keeps an own "__proto__" key as an own key, never a prototype', () => {
    const copy = copyJson(JSON.parse('{"__proto__": {"admin": true}, "a": 1}'));
    expect(copy.ok).toBe(true);
    const value = (copy as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect((value as { admin?: boolean }).admin).toBeUndefined();
  });

  it('leaves out properties set to undefined, as JSON.stringify does', () => {
    expect(copyJson({ a: 1, b: undefined })).toEqual({ ok: true, value: { a: 1 } });
    expect(copyJson([undefined])).toEqual({ ok: false, path: '[0]', reason: 'must be plain JSON data' });
  });

  it('refuses what JSON cannot hold, naming where it sits', () => {
    const plain = 'must be plain JSON data';
    expect(copyJson({ a: [1, { b: () => 1 }] })).toEqual({ ok: false, path: 'a[1].b', reason: plain });
    expect(copyJson({ when: new Date(0) })).toEqual({ ok: false, path: 'when', reason: plain });
    expect(copyJson(new Map())).toEqual({ ok: false, path: '(root)', reason: plain });
    expect(copyJson({ n: 1n })).toEqual({ ok: false, path: 'n', reason: plain });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(copyJson(cycle)).toEqual({ ok: false, path: '(root)', reason: 'nests deeper than 64 levels of arrays and objects' });
  });

  it('takes 64 levels of arrays and objects, the input itself the first, and refuses the 65th as a whole', () => {
    const wrap = (levels: number): unknown => {
      let value: unknown = {};
      for (let level = 1; level < levels; level++) value = level % 2 ? [value] : { k: value };
      return value;
    };
    expect(copyJson(wrap(64)).ok).toBe(true);
    expect(copyJson(wrap(65))).toEqual({ ok: false, path: '(root)', reason: 'nests deeper than 64 levels of arrays and objects' });
  });
});

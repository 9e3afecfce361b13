/**
 * String bounds are counted as JSON Schema counts them (draft 2020-12 §6.3.1 and §6.3.2: "the
 * number of its characters as defined by RFC 8259"), in code points: U+1F600 is one character
 * though JavaScript's `.length` says 2, and a lone surrogate is one character too (Ajv's
 * ucs2length agrees). The strings here are built from escapes, so their lengths are plain to read.
 */
import { FormatRegistry, Type, type TObject } from '@sinclair/typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateInput } from './validate.ts';

/** U+1F600 GRINNING FACE: one code point, two UTF-16 units. */
const ASTRAL = '\u{1F600}';
const HIGH = '\uD83D';
const LOW = '\uDE00';

const verdict = (schema: TObject, text: unknown) => {
  const result = validateInput(schema, { text });
  return result.ok ? 'ok' : result.message;
};

describe('maxLength in code points', () => {
  const max = (n: number) => Type.Object({ text: Type.String({ maxLength: n }) });

  it('takes N astral characters and refuses N + 1', () => {
    for (const n of [1, 2, 3, 64, 1000]) {
      expect(verdict(max(n), ASTRAL.repeat(n))).toBe('ok');
      expect(verdict(max(n), ASTRAL.repeat(n + 1))).toBe(`text: must be at most ${n} characters`);
    }
  });

  it('takes the 500,001 emoji of the audit against a bound of 1,000,000', () => {
    expect(verdict(max(1_000_000), ASTRAL.repeat(500_001))).toBe('ok');
    expect(verdict(max(1_000_000), ASTRAL.repeat(1_000_000))).toBe('ok');
    expect(verdict(max(1_000_000), ASTRAL.repeat(1_000_001))).toBe('text: must be at most 1000000 characters');
  });

  it('counts at the boundaries between the unit count and the code point count', () => {
    const three = max(3);
    expect(verdict(three, 'abc')).toBe('ok');
    expect(verdict(three, 'abcd')).toBe('text: must be at most 3 characters');
    // 4 units, 3 code points; 5 units, 3 code points; 7 units, 4 code points.
    expect(verdict(three, `a${ASTRAL}b`)).toBe('ok');
    expect(verdict(three, `${ASTRAL}${ASTRAL}a`)).toBe('ok');
    expect(verdict(three, `${ASTRAL}${ASTRAL}${ASTRAL}a`)).toBe('text: must be at most 3 characters');
    // Twice the bound in units, all pairs: exactly 3.
    expect(verdict(three, ASTRAL.repeat(3))).toBe('ok');
    expect(verdict(max(0), '')).toBe('ok');
    expect(verdict(max(0), ASTRAL)).toBe('text: must be at most 0 characters');
  });

  it('counts a lone surrogate as one character, and a low before a high as two', () => {
    const two = max(2);
    expect(verdict(two, HIGH + HIGH)).toBe('ok');
    expect(verdict(two, LOW + LOW)).toBe('ok');
    expect(verdict(two, LOW + HIGH)).toBe('ok');
    expect(verdict(two, HIGH + LOW)).toBe('ok');
    expect(verdict(two, HIGH.repeat(3))).toBe('text: must be at most 2 characters');
    // LOW, then HIGH+LOW paired, then a lone HIGH: 3 characters in 4 units.
    expect(verdict(max(3), LOW + HIGH + LOW + HIGH)).toBe('ok');
    expect(verdict(max(2), LOW + HIGH + LOW + HIGH)).toBe('text: must be at most 2 characters');
    // A high surrogate at the very end pairs with nothing.
    expect(verdict(max(2), `a${HIGH}`)).toBe('ok');
  });
});

describe('minLength in code points', () => {
  const min = (n: number) => Type.Object({ text: Type.String({ minLength: n }) });

  it('counts a single astral character as one', () => {
    expect(verdict(min(1), ASTRAL)).toBe('ok');
    expect(verdict(min(1), '')).toBe('text: must not be empty');
    expect(verdict(min(2), ASTRAL)).toBe('text: must be at least 2 characters');
    expect(verdict(min(2), ASTRAL + ASTRAL)).toBe('ok');
    expect(verdict(min(2), HIGH)).toBe('text: must be at least 2 characters');
    expect(verdict(min(2), HIGH + HIGH)).toBe('ok');
  });

  it('refuses N - 1 astral characters though they take more than N units', () => {
    expect(verdict(min(5), ASTRAL.repeat(4))).toBe('text: must be at least 5 characters');
    expect(verdict(min(5), ASTRAL.repeat(5))).toBe('ok');
    expect(verdict(min(5), 'abcd')).toBe('text: must be at least 5 characters');
  });

  it('holds both bounds of one field', () => {
    const schema = Type.Object({ text: Type.String({ minLength: 2, maxLength: 3 }) });
    expect(verdict(schema, ASTRAL)).toBe('text: must be at least 2 characters');
    expect(verdict(schema, ASTRAL.repeat(2))).toBe('ok');
    expect(verdict(schema, ASTRAL.repeat(3))).toBe('ok');
    expect(verdict(schema, ASTRAL.repeat(4))).toBe('text: must be at most 3 characters');
  });
});

describe('other keywords beside the bounds', () => {
  it('still applies the pattern, and names the length first when both fail', () => {
    const schema = Type.Object({ text: Type.String({ maxLength: 3, pattern: '^[a-z]*$', errorMessage: 'must be lowercase letters' }) });
    expect(verdict(schema, 'abc')).toBe('ok');
    expect(verdict(schema, 'aBc')).toBe('text: must be lowercase letters');
    expect(verdict(schema, 'abcd')).toBe('text: must be at most 3 characters');
    expect(verdict(schema, 'ABCD')).toBe('text: must be at most 3 characters');
    expect(verdict(schema, 42)).toBe('text: must be a string, got an integer');
  });

  it("still applies the schema's own format", () => {
    FormatRegistry.Set('test-even-length', (text) => text.length % 2 === 0);
    const schema = Type.Object({ text: Type.String({ maxLength: 2, format: 'test-even-length' }) });
    expect(verdict(schema, ASTRAL)).toBe('ok');
    expect(verdict(schema, 'ab')).toBe('ok');
    expect(verdict(schema, 'a')).toBe("text: expected string to match 'test-even-length' format");
    expect(verdict(schema, ASTRAL.repeat(3))).toBe('text: must be at most 2 characters');
    const unknown = Type.Object({ text: Type.String({ maxLength: 2, format: 'test-never-registered' }) });
    expect(verdict(unknown, 'ab')).toBe("text: unknown format 'test-never-registered'");
  });

  it('chooses union members by code points', () => {
    const schema = Type.Object({ text: Type.Union([Type.String({ maxLength: 1 }), Type.String({ minLength: 3 })]) });
    expect(verdict(schema, ASTRAL)).toBe('ok');
    expect(verdict(schema, ASTRAL.repeat(3))).toBe('ok');
    expect(verdict(schema, ASTRAL.repeat(2))).toBe('text: does not match any allowed form');
  });

  it('counts inside recursive schemas and arrays, naming the path', () => {
    const node = Type.Recursive((self) => Type.Object({ name: Type.String({ maxLength: 2 }), children: Type.Array(self, { maxItems: 3 }) }));
    const schema = Type.Object({ tree: node, tags: Type.Array(Type.String({ minLength: 2 })) });
    const tree = { name: ASTRAL.repeat(2), children: [{ name: 'ab', children: [{ name: ASTRAL, children: [] }] }] };
    expect(validateInput(schema, { tree, tags: [ASTRAL.repeat(2)] })).toMatchObject({ ok: true });
    tree.children[0]!.children[0]!.name = ASTRAL.repeat(3);
    expect(validateInput(schema, { tree, tags: [ASTRAL] })).toEqual({
      ok: false,
      message: 'tree.children[0].children[0].name: must be at most 2 characters; tags[0]: must be at least 2 characters',
    });
  });

  it('applies defaults and leaves the published schema as written', () => {
    const schema = Type.Object({ text: Type.Optional(Type.String({ maxLength: 2, default: 'xy' })) });
    const published = JSON.stringify(schema);
    expect(validateInput(schema, {})).toEqual({ ok: true, value: { text: 'xy' } });
    expect(verdict(schema, ASTRAL.repeat(2))).toBe('ok');
    expect(JSON.stringify(schema)).toBe(published);
    expect(schema.properties.text.maxLength).toBe(2);
    expect(schema.properties.text.format).toBeUndefined();
  });
});

describe('where the length rules live', () => {
  afterEach(() => {
    vi.doUnmock('@sinclair/typebox/compiler');
    vi.resetModules();
  });

  it("survives another module clearing TypeBox's format registry", () => {
    const schema = Type.Object({ text: Type.String({ maxLength: 2 }) });
    expect(verdict(schema, ASTRAL.repeat(2))).toBe('ok');
    FormatRegistry.Clear();
    expect(verdict(schema, ASTRAL.repeat(2))).toBe('ok');
    expect(verdict(schema, ASTRAL.repeat(3))).toBe('text: must be at most 2 characters');
  });

  it('counts code points in the interpreter used where a CSP forbids compiling', async () => {
    vi.resetModules();
    const compile = vi.fn(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    vi.doMock('@sinclair/typebox/compiler', () => ({ TypeCompiler: { Compile: compile } }));
    const { validateInput: interpreted, preloadCompiler } = await import('./validate.ts');
    await preloadCompiler();
    const schema = Type.Object({ text: Type.String({ minLength: 2, maxLength: 3 }) });
    const run = (text: string) => {
      const result = interpreted(schema, { text });
      return result.ok ? 'ok' : result.message;
    };
    expect(run(ASTRAL.repeat(3))).toBe('ok');
    expect(run(ASTRAL.repeat(4))).toBe('text: must be at most 3 characters');
    expect(run(ASTRAL)).toBe('text: must be at least 2 characters');
    expect(compile).toHaveBeenCalled();
  });

  it('interprets a schema until its eighth check starts loading the compiler, then compiles it', async () => {
    vi.resetModules();
    const compile = vi.fn(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    vi.doMock('@sinclair/typebox/compiler', () => ({ TypeCompiler: { Compile: compile } }));
    const { validateInput: fresh, preloadCompiler } = await import('./validate.ts');
    const schema = Type.Object({ n: Type.Integer({ maximum: 5 }) });
    for (let check = 1; check <= 8; check++) expect(fresh(schema, { n: check }).ok).toBe(check <= 5);
    expect(compile).not.toHaveBeenCalled();
    await preloadCompiler();
    expect(fresh(schema, { n: 1 }).ok).toBe(true);
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

describe('object defaults and a __proto__ key', () => {
  // A name→amount map with a default, as a calculator takes assets or debts: TypeBox's Default
  // merges the default into the sent object with Object.assign, whose __proto__ setter would drop
  // the key (or make it the copy's prototype).
  const schema = Type.Object({ map: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { default: {} })) });
  const nested = Type.Object({ rows: Type.Array(Type.Object({ map: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { default: { kept: 1 } })) })) });

  it('keeps __proto__ as an ordinary own key, whatever it holds', () => {
    for (const held of [1, { polluted: true }, null]) {
      const result = validateInput<{ map: Record<string, unknown> }>(schema, JSON.parse(`{"map":{"__proto__":${JSON.stringify(held)},"a":2}}`));
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(Object.getPrototypeOf(result.value.map)).toBe(Object.prototype);
      expect(Object.keys(result.value.map)).toEqual(['__proto__', 'a']);
      expect(Object.getOwnPropertyDescriptor(result.value.map, '__proto__')?.value).toEqual(held);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps it inside arrays of objects too, and still applies the default where nothing was sent', () => {
    const result = validateInput<{ rows: { map: Record<string, unknown> }[] }>(nested, JSON.parse('{"rows":[{"map":{"__proto__":{"x":1}}},{}]}'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first, second] = result.value.rows;
    expect(Object.getPrototypeOf(first!.map)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(first!.map, '__proto__')?.value).toEqual({ x: 1 });
    expect(second!.map).toEqual({ kept: 1 });
  });
});

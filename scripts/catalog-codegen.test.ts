/** The catalog's generated modules match the tool files, and the generator writes values back exactly. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, OptionalKind, Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { GENERATED_INDEX, GENERATED_METADATA, indexSource, literal, loadToolFiles, metadataSource } from './catalog-codegen.ts';

const coreDir = fileURLToPath(new URL('../core/', import.meta.url));
const evaluate = (source: string): unknown => new Function(`return (${source});`)();

describe('the generated catalog', () => {
  it('is what `npm run generate` writes from the tool files today', async () => {
    const files = await loadToolFiles(coreDir);
    expect(readFileSync(join(coreDir, GENERATED_INDEX), 'utf8'), 'core/catalog.generated.ts is stale: run npm run generate').toBe(indexSource(files));
    expect(readFileSync(join(coreDir, GENERATED_METADATA), 'utf8'), 'core/catalog-metadata.generated.ts is stale: run npm run generate').toBe(metadataSource(files));
  });
});

describe('literal', () => {
  it("rebuilds TypeBox's symbol keys, which JSON would drop", () => {
    const schema = Type.Object({ a: Type.Optional(Type.String()), b: Type.Union([Type.Literal('x'), Type.Literal('y')]) });
    const KIND = Kind;
    const OPTIONAL = OptionalKind;
    const HINT = Symbol.for('TypeBox.Hint');
    const rebuilt = new Function('KIND', 'OPTIONAL', 'HINT', `return (${literal(schema)});`)(KIND, OPTIONAL, HINT) as typeof schema;
    expect(rebuilt).toStrictEqual(schema);
    expect(rebuilt[Kind]).toBe('Object');
    expect(rebuilt.properties.a[OptionalKind]).toBe('Optional');
  });

  it('defines a "__proto__" key as a property instead of setting the prototype', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    const rebuilt = evaluate(literal(value)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(rebuilt)).toBe(Object.prototype);
    expect(Object.hasOwn(rebuilt, '__proto__')).toBe(true);
    expect(rebuilt).toStrictEqual(value);
  });

  it('keeps -0, infinities and strings with quotes, newlines and line separators', () => {
    const value = [-0, Infinity, -Infinity, 'a"b\n\u2028c', null, true];
    expect(evaluate(literal(value))).toStrictEqual(value);
  });

  it('refuses what it cannot write back exactly', () => {
    expect(() => literal({ f: () => 1 })).toThrow(/cannot write/);
    expect(() => literal(new Date(0))).toThrow(/cannot write \[object Date\]/);
    expect(() => literal({ a: undefined })).toThrow(/undefined value of "a"/);
    expect(() => literal({ [Symbol('local')]: 1 })).toThrow(/cannot write the symbol/);
  });
});

/**
 * Small builders over TypeBox so every tool schema has the same shape: closed objects,
 * string enums as unions of literals, and defaults that are visible both to JSON Schema
 * readers and to the TypeScript type of a tool's `run` input.
 */
import {
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
  type TString,
  type TUnion,
} from '@sinclair/typebox';

/** A closed object: properties other than those listed are refused. */
export function closedObject<P extends TProperties>(properties: P, options: ObjectOptions = {}): TObject<P> {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** A string that must be one of `values`, published as `anyOf` of `const`s. */
export function stringEnum<const V extends readonly [string, ...string[]]>(
  values: V,
  options: SchemaOptions = {},
): TUnion<TLiteral<V[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );
}

/** Marks a schema as carrying a default, so `RunInput` knows the field is always present. */
export type Defaulted<T extends TSchema> = TOptional<T> & { default: Static<T> };

/** An optional field whose default is written into the schema (and applied by `execute`). */
export function withDefault<T extends TSchema>(schema: T, value: Static<T>): Defaulted<T> {
  // A shallow copy (TypeBox's symbols are own enumerable keys, so they come along), not
  // CloneType's deep one: schemas are never mutated, and the deep copies were a twentieth of the
  // catalog's import time.
  return Type.Optional({ ...schema, default: value }) as Defaulted<T>;
}

type DefaultedKeys<P extends TProperties> = {
  [K in keyof P]: P[K] extends { default: unknown } ? K : never;
}[keyof P];

/** What `run` receives: the input as sent, with every defaulted field filled in. */
export type RunInput<S extends TObject> = Static<S> & {
  [K in DefaultedKeys<S['properties']> & keyof Static<S>]-?: Exclude<Static<S>[K], undefined>;
};

/**
 * A string matched against `values` ignoring letter case and hyphens (`sha256` and `Sha-256`
 * both name `SHA-256`). Published as a pattern, so a JSON Schema reader sees exactly what passes.
 */
export function caseInsensitiveEnum(values: readonly string[], options: SchemaOptions = {}): TString {
  const alternatives = values.map((value) =>
    [...value].map((char) => (char === '-' ? '-?' : /[a-z]/i.test(char) ? `[${char.toUpperCase()}${char.toLowerCase()}]` : char)).join(''),
  );
  return Type.String({
    ...options,
    pattern: `^(?:${alternatives.join('|')})$`,
    examples: [...values],
    errorMessage: `must be one of ${values.join(', ')} (any letter case)`,
  });
}

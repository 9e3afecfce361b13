import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, graphqlSync, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; types: { name: string; kind: string; graphqlName: string }[]; warnings: string[] };
const generate = (schema: string, options: Record<string, unknown> = {}) => run<Result>('graphql-to-typescript', { schema, ...options });

const TSC = new URL('../../../node_modules/.bin/tsc', import.meta.url).pathname;
// Collected by the tests and type-checked in one tsc run by the last one (tsc takes seconds to start).
const toCompile = new Map<string, string>();
const mustCompile = (name: string, code: string) => toCompile.set(`${name.replace(/[^a-z0-9]+/gi, '-')}-${toCompile.size}.ts`, code);

function runTsc(files: Map<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'graphql-to-typescript-'));
  try {
    for (const [name, code] of files) writeFileSync(join(dir, name), code);
    execFileSync(TSC, ['--noEmit', '--strict', '--moduleDetection', 'force', '--target', 'ES2022', ...files.keys()], { encoding: 'utf8', cwd: dir });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The message graphql-js itself gives for a syntax error, with its line and column. */
function graphqlSyntaxError(sdl: string): { line: number; column: number; message: string } {
  try {
    parse(sdl);
  } catch (error) {
    const { line, column } = (error as GraphQLError).locations![0]!;
    return { line, column, message: (error as GraphQLError).message.replace('Syntax Error: ', '') };
  }
  throw new Error('no syntax error');
}

const LIBRARY = `
"""
A book in the library.
Multi-line, with a */ inside.
"""
type Book implements Node & Item {
  id: ID!
  title: String!
  "The authors, in order"
  authors: [Author!]!
  isbn: String @deprecated(reason: "Use ids")
  ratings: [[Int]]
  status: Status
}

type Author implements Node {
  id: ID!
  name: String
  books(first: Int = 10, after: String): [Book]
}

interface Node {
  id: ID!
}

interface Item implements Node {
  id: ID!
  title: String!
}

union Searchable = Book | Author

enum Status {
  AVAILABLE
  "Lent to someone"
  BORROWED
  LOST @deprecated
}

input BookFilter {
  status: Status = AVAILABLE
  ids: [ID!]
  title: String!
}

scalar Url

type Query {
  node(id: ID!): Node
  search(filter: BookFilter, limit: Int! = 5): [Searchable!]!
  home: Url
}
`;

describe('graphql-to-typescript', () => {
  it('declares every kind of type, in document order, with docs, defaults and nullability', async () => {
    const result = await generate(LIBRARY);
    expect(result.code).toBe(
      [
        '/**',
        ' * A book in the library.',
        ' * Multi-line, with a *\\/ inside.',
        ' * Implements Node, Item.',
        ' */',
        'export interface Book {',
        '  __typename?: "Book";',
        '  id: string;',
        '  title: string;',
        '  /** The authors, in order */',
        '  authors: Author[];',
        '  /** @deprecated Use ids */',
        '  isbn?: string | null;',
        '  ratings?: ((number | null)[] | null)[] | null;',
        '  status?: Status | null;',
        '}',
        '',
        '/** Implements Node. */',
        'export interface Author {',
        '  __typename?: "Author";',
        '  id: string;',
        '  name?: string | null;',
        '  books?: (Book | null)[] | null;',
        '}',
        '',
        '/** The arguments of Author.books. */',
        'export interface AuthorBooksArgs {',
        '  /** @default 10 */',
        '  first?: number | null;',
        '  after?: string | null;',
        '}',
        '',
        'export interface Node {',
        '  __typename?: "Book" | "Author";',
        '  id: string;',
        '}',
        '',
        '/** Implements Node. */',
        'export interface Item {',
        '  __typename?: "Book";',
        '  id: string;',
        '  title: string;',
        '}',
        '',
        'export type Searchable = Book | Author;',
        '',
        'export type Status =',
        '  | "AVAILABLE"',
        '  /** Lent to someone */',
        '  | "BORROWED"',
        '  /** @deprecated No longer supported */',
        '  | "LOST";',
        '',
        'export interface BookFilter {',
        '  /** @default AVAILABLE */',
        '  status?: Status | null;',
        '  ids?: string[] | null;',
        '  title: string;',
        '}',
        '',
        '/** The custom scalar Url: its serialized form is up to the server. */',
        'export type Url = unknown;',
        '',
        'export interface Query {',
        '  __typename?: "Query";',
        '  node?: Node | null;',
        '  search: Searchable[];',
        '  home?: Url | null;',
        '}',
        '',
        '/** The arguments of Query.node. */',
        'export interface QueryNodeArgs {',
        '  id: string;',
        '}',
        '',
        '/** The arguments of Query.search. */',
        'export interface QuerySearchArgs {',
        '  filter?: BookFilter | null;',
        '  /** @default 5 */',
        '  limit?: number;',
        '}',
        '',
      ].join('\n'),
    );
    expect(result.types.map((t) => `${t.kind}:${t.name}`)).toEqual([
      'object:Book', 'object:Author', 'args:AuthorBooksArgs', 'interface:Node', 'interface:Item', 'union:Searchable', 'enum:Status',
      'input:BookFilter', 'scalar:Url', 'object:Query', 'args:QueryNodeArgs', 'args:QuerySearchArgs',
    ]);
    mustCompile('library', result.code);
  });

  it('types what graphql-js actually answers: tsc accepts a real execution result as the Query type', async () => {
    const result = await generate(LIBRARY);
    const book = { __typename: 'Book', id: 'b1', title: 'T', authors: [{ id: 'a1', name: null, books: null }], isbn: null, ratings: [[1, null], null], status: 'BORROWED' };
    const response = graphqlSync({
      schema: buildSchema(LIBRARY),
      source:
        '{ __typename node(id: "b1") { __typename id } ' +
        'search(limit: 2) { ... on Book { __typename id title authors { id } isbn ratings status } ... on Author { __typename id name } } home }',
      rootValue: { node: () => book, search: () => [book, { __typename: 'Author', id: 'a2', name: 'N', books: [] }], home: () => 'https://example.com' },
    });
    expect(response.errors).toBeUndefined();
    mustCompile('execution result', `${result.code}\nexport const data: Query = ${JSON.stringify(response.data)};\n`);
  });

  it('applies use_interfaces, add_exports, use_readonly and generate_input_types', async () => {
    const sdl = 'type Query { items(filter: Filter): [Item!] }\ntype Item { id: ID!, tags: [String!]! }\ninput Filter { q: String }\nenum E { A }';
    const aliases = await generate(sdl, { use_interfaces: false, add_exports: false, use_readonly: true, generate_input_types: false });
    expect(aliases.code).toBe(
      [
        'type Query = {',
        '  readonly __typename?: "Query";',
        '  readonly items?: readonly Item[] | null;',
        '};',
        '',
        'type Item = {',
        '  readonly __typename?: "Item";',
        '  readonly id: string;',
        '  readonly tags: readonly string[];',
        '};',
        '',
        'type E = "A";',
        '',
      ].join('\n'),
    );
    expect(aliases.types.map((t) => t.name)).toEqual(['Query', 'Item', 'E']);
    mustCompile('aliases', aliases.code);
    const nested = await generate('type Query { grid: [[String!]]! }', { use_readonly: true });
    expect(nested.code).toContain('  readonly grid: readonly (readonly string[] | null)[];');
    mustCompile('nested readonly', nested.code);
  });

  it('renames what TypeScript cannot declare, and keeps Args names clear of schema types', async () => {
    const result = await generate('type string { a: Int }\ntype Query { s(x: Int): string, QuerySArgs: QuerySArgs }\ntype QuerySArgs { b: Int }\nenum any { X }');
    expect(result.types.map((t) => t.name)).toEqual(['string2', 'Query', 'QuerySArgs2', 'QuerySArgs', 'any2']);
    expect(result.code).toContain('  s?: string2 | null;');
    expect(result.warnings).toEqual([
      'the type "string" is called string2: TypeScript cannot declare a type named string',
      'the type "any" is called any2: TypeScript cannot declare a type named any',
    ]);
    mustCompile('renamed', result.code);
  });

  it('merges extensions, ignores operations with a warning, and accepts a schema without Query', async () => {
    const result = await generate('type A { x: Int }\nextend type A { y: String! }\nquery Q { a }\n');
    expect(result.code).toBe('export interface A {\n  __typename?: "A";\n  x?: number | null;\n  y: string;\n}\n');
    expect(result.warnings).toEqual(['the operation at line 3, column 1 is not part of a schema and was ignored']);
    mustCompile('extension', result.code);
    expect(await generate('directive @tag on FIELD_DEFINITION')).toEqual({ code: '', types: [], warnings: [] });
  });

  it('reports syntax errors with the line and column graphql-js gives', async () => {
    for (const sdl of ['type A {\n  x: Int\n', 'type A { x: Int! }\n\ntype B {\n  y: [String\n}', 'type 1A { x: Int }', 'enum E { true }']) {
      const { line, column, message } = graphqlSyntaxError(sdl);
      await expectInvalid('graphql-to-typescript', { schema: sdl }, `schema: syntax error at line ${line}, column ${column}: ${message}`);
    }
    await expectInvalid('graphql-to-typescript', { schema: '' }, 'schema: syntax error at line 1, column 1: Unexpected <EOF>.');
  });

  it('reports schema errors with their position where graphql-js has one', async () => {
    await expectInvalid('graphql-to-typescript', { schema: 'type A {\n  b: Missing\n}' }, 'schema: unknown type "Missing" at line 2, column 6');
    await expectInvalid('graphql-to-typescript', { schema: 'type A { b: [[Nope!]] }' }, 'schema: unknown type "Nope" at line 1, column 15');
    await expectInvalid('graphql-to-typescript', { schema: 'type A { x: Int }\ntype A { y: Int }' }, 'schema: the type "A" is defined a second time at line 2, column 6');
    await expectInvalid('graphql-to-typescript', { schema: 'scalar String' }, 'schema: the built-in scalar String is defined again at line 1, column 8');
    await expectInvalid(
      'graphql-to-typescript',
      { schema: 'interface Node { id: ID! }\ntype A implements Node { name: String }' },
      'schema: Interface field Node.id expected but A does not provide it. at line 1, column 18',
    );
    await expectInvalid('graphql-to-typescript', { schema: 'extend type Ghost { x: Int }' }, /^schema: Cannot extend type "Ghost" because it is not defined\./);
    await expectInvalid('graphql-to-typescript', { schema: 'type A { x: Int, x: String }' }, /^schema: Field "A\.x" can only be defined once\./);
  });

  it('bounds list nesting, and survives nesting deep enough to exhaust the parser', async () => {
    await expectInvalid('graphql-to-typescript', { schema: `type A { x: ${'['.repeat(51)}Int${']'.repeat(51)} }` }, 'schema: a type at line 1, column 13 nests lists deeper than 50 levels');
    const deep = await call('graphql-to-typescript', { schema: `type A { x: ${'['.repeat(400_000)}Int${']'.repeat(400_000)} }` });
    expect(deep).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^schema: (nested too deeply to parse|a type at line 1, column 13 nests lists deeper than 50 levels)$/) } });
  });

  it('holds the schema bound and refuses wrong types', async () => {
    const padded = `# ${'x'.repeat(1_000_000 - 2 - 1 - 17)}\ntype A { a: Int }`;
    expect(padded.length).toBe(1_000_000);
    expect((await generate(padded)).types).toEqual([{ name: 'A', kind: 'object', graphqlName: 'A' }]);
    await expectInvalid('graphql-to-typescript', { schema: padded + ' ' }, 'schema: must be at most 1000000 characters');
    await expectInvalid('graphql-to-typescript', { schema: 'type A { a: Int }', use_readonly: 'yes' }, 'use_readonly: must be a boolean, got a string');
    await expectInvalid('graphql-to-typescript', {}, 'schema: is required');
  });

  it('generates a large schema quickly', async () => {
    const sdl = Array.from({ length: 2_000 }, (_, i) => `type T${i} { id: ID!, next: T${(i + 1) % 2_000}, list: [T${i}!] }`).join('\n');
    const started = performance.now();
    const result = await generate(sdl, { use_readonly: true });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.types).toHaveLength(2_000);
    mustCompile('large', result.code);
  });

  // Last: every output collected above in one tsc run, plus one that must fail, so the check is shown able to fail.
  it('every generated output compiles with tsc --strict', () => {
    expect(toCompile.size).toBe(7);
    const diagnostics = runTsc(new Map([...toCompile, ['control.ts', 'export interface Q { a: string }\nexport const data: Q = { a: 1 };\n']]));
    expect(diagnostics).toMatch(/^control\.ts\(2,26\): error TS2322/);
    expect(diagnostics.trim().split('\n').filter((line) => !line.startsWith(' ') && !line.startsWith('control.ts'))).toEqual([]);
  }, 120_000);
});

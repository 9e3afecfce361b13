import { Type, type Static } from '@sinclair/typebox';
import type {
  ASTNode,
  DocumentNode,
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputField,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLType,
  GraphQLUnionType,
} from 'graphql';
import { asciiQuoted, NameRegistry } from '../../lib/code-names.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { CodeWriter } from '../../lib/type-model.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names the options only):
 * - graphql 16 parses and builds the schema (lazily loaded). Syntax errors, unknown type names,
 *   repeated type names and schema validation errors (an object missing an interface's field…)
 *   answer 400 with line and column (columns count code points). Operations in the document are
 *   not part of a schema: they are ignored, with a warning.
 * - Types come in document order: custom scalars as `type X = unknown`; enums as unions of string
 *   literals (no runtime code, and Node's type stripping refuses TS enums); object types with an
 *   optional `__typename` literal, so unions narrow; interfaces with `__typename` of their object
 *   implementations; unions as TS unions; input objects; and, for each field with arguments, a
 *   `<Type><Field>Args` type (graphql-codegen's naming). Inputs and Args only with generate_input_types.
 * - Built-in scalars: ID and String → string, Int and Float → number, Boolean → boolean. A nullable
 *   field is optional and `| null` (as graphql-codegen does), and so is an argument or input field
 *   with a default value (optional only, when non-null); lists are `T[]`, `(T | null)[]`,
 *   `readonly T[]` with use_readonly, which also makes every property readonly.
 * - use_interfaces: `interface X {…}`, or `type X = {…}` when false. Descriptions, @deprecated
 *   reasons and input default values become JSDoc.
 * - A GraphQL name that TypeScript cannot declare (string, number, any…, keywords) gets a number
 *   (string2), with a warning; generated Args names never take a schema type's name.
 */

const loadGraphql = lazy(() => import('graphql'));
type Graphql = Awaited<ReturnType<typeof loadGraphql>>;

const RESERVED = new Set([
  'any', 'bigint', 'boolean', 'never', 'null', 'number', 'object', 'string', 'symbol', 'undefined', 'unknown', 'void',
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'return', 'super', 'switch',
  'this', 'throw', 'true', 'try', 'typeof', 'var', 'while', 'with', 'implements', 'interface', 'let', 'package', 'private',
  'protected', 'public', 'static', 'yield', 'await', 'type',
]);

const BUILT_IN_SCALARS: Record<string, string> = { ID: 'string', String: 'string', Int: 'number', Float: 'number', Boolean: 'boolean' };

/** Deep enough for any real schema; guards the recursive walks of graphql and of this tool. */
const MAX_LIST_DEPTH = 50;

const KINDS = ['scalar', 'enum', 'object', 'interface', 'union', 'input', 'args'] as const;
type Kind = (typeof KINDS)[number];

interface Options {
  interfaces: boolean;
  exported: boolean;
  readonly: boolean;
  inputs: boolean;
}

function where(text: string, offset: number): string {
  const { line, column } = lineColumnAt(text, offset);
  return `line ${line}, column ${column}`;
}

function nodeWhere(text: string, node: ASTNode | undefined | null): string {
  return node?.loc ? ` at ${where(text, node.loc.start)}` : '';
}

function parseSchema(graphql: Graphql, text: string): DocumentNode {
  try {
    return graphql.parse(text);
  } catch (error) {
    if (error instanceof graphql.GraphQLError) {
      const at = error.positions?.[0];
      const message = error.message.replace(/^Syntax Error: /, '');
      invalid(`schema: syntax error${at === undefined ? '' : ` at ${where(text, at)}`}: ${message}`);
    }
    // The parser recurses on [ and (: a hostile document runs it out of stack.
    if (error instanceof RangeError) invalid('schema: nested too deeply to parse');
    throw error;
  }
}

/** What graphql's SDL validation reports without a position, found here with one. */
function checkDefinitions(graphql: Graphql, text: string, ast: DocumentNode): string[] {
  const { Kind: K } = graphql;
  const warnings: string[] = [];
  const defined = new Map<string, ASTNode>();
  for (const definition of ast.definitions) {
    if (definition.kind === K.OPERATION_DEFINITION || definition.kind === K.FRAGMENT_DEFINITION) {
      warnings.push(`the ${definition.kind === K.FRAGMENT_DEFINITION ? 'fragment' : 'operation'}${nodeWhere(text, definition)} is not part of a schema and was ignored`);
      continue;
    }
    if (!('name' in definition) || !definition.name || definition.kind.endsWith('Extension') || definition.kind === K.DIRECTIVE_DEFINITION) continue;
    const name = definition.name.value;
    if (BUILT_IN_SCALARS[name] !== undefined) invalid(`schema: the built-in scalar ${name} is defined again${nodeWhere(text, definition.name)}`);
    if (defined.has(name)) invalid(`schema: the type ${quoteClipped(name)} is defined a second time${nodeWhere(text, definition.name)}`);
    defined.set(name, definition);
  }
  const checkListDepth = (list: ASTNode): void => {
    let depth = 0;
    for (let node = list; node.kind === K.LIST_TYPE || node.kind === K.NON_NULL_TYPE; node = node.type) {
      if (node.kind === K.LIST_TYPE && ++depth > MAX_LIST_DEPTH) invalid(`schema: a type${nodeWhere(text, list)} nests lists deeper than ${MAX_LIST_DEPTH} levels`);
    }
  };
  graphql.visit(ast, {
    OperationDefinition: () => false,
    FragmentDefinition: () => false,
    ListType(node) {
      checkListDepth(node);
    },
    NamedType(node) {
      const name = node.name.value;
      if (!defined.has(name) && BUILT_IN_SCALARS[name] === undefined) invalid(`schema: unknown type ${quoteClipped(name)}${nodeWhere(text, node)}`);
    },
  });
  return warnings;
}

function buildSchema(graphql: Graphql, text: string, ast: DocumentNode): GraphQLSchema {
  let schema: GraphQLSchema;
  try {
    schema = graphql.buildASTSchema(ast);
  } catch (error) {
    if (error instanceof RangeError) invalid('schema: nested too deeply to build');
    // assertValidSDL joins every message with blank lines; the first is enough to act on.
    const first = (error instanceof Error ? error.message : String(error)).split('\n\n')[0]!;
    invalid(`schema: ${first.length > 500 ? `${first.slice(0, 500)}…` : first}`);
  }
  // A fragment of a schema (types without a Query) is still worth generating types from.
  const errors = graphql.validateSchema(schema).filter((error) => error.message !== 'Query root type must be provided.');
  if (errors.length > 0) {
    const error = errors[0]!;
    const at = error.nodes?.[0];
    invalid(`schema: ${error.message}${nodeWhere(text, at)}${errors.length > 1 ? ` (and ${errors.length - 1} more problems)` : ''}`);
  }
  return schema;
}

function jsDoc(lines: string[], indent: string): string[] {
  const text = lines.flatMap((line) => line.split(/\r\n|\r|\n/)).map((line) => line.replaceAll('*/', '*\\/'));
  if (text.length === 0) return [];
  if (text.length === 1) return [`${indent}/** ${text[0]} */`];
  return [`${indent}/**`, ...text.map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`), `${indent} */`];
}

function docLines(description: string | null | undefined, deprecationReason?: string | null, defaultValue?: string): string[] {
  const lines: string[] = [];
  if (description) lines.push(description);
  if (defaultValue !== undefined) lines.push(`@default ${defaultValue}`);
  if (deprecationReason !== undefined && deprecationReason !== null) lines.push(`@deprecated ${deprecationReason}`.trimEnd());
  return lines;
}

class TypeScriptEmitter {
  private readonly out = new CodeWriter('schema');
  private readonly graphql: Graphql;
  private readonly schema: GraphQLSchema;
  private readonly options: Options;
  private readonly names: Map<string, string>;
  private readonly registry: NameRegistry;
  readonly declared: { name: string; kind: Kind; graphqlName: string }[] = [];

  constructor(graphql: Graphql, schema: GraphQLSchema, options: Options, names: Map<string, string>, registry: NameRegistry) {
    this.graphql = graphql;
    this.schema = schema;
    this.options = options;
    this.names = names;
    this.registry = registry;
  }

  private typeOf(type: GraphQLType): { text: string; nullable: boolean } {
    const g = this.graphql;
    if (g.isNonNullType(type)) return { text: this.typeOf(type.ofType).text, nullable: false };
    if (g.isListType(type)) {
      const element = this.typeOf(type.ofType);
      const inner = element.nullable ? `(${element.text} | null)` : /[ |]/.test(element.text) ? `(${element.text})` : element.text;
      return { text: `${this.options.readonly ? 'readonly ' : ''}${inner}[]`, nullable: true };
    }
    const named = type as GraphQLNamedType;
    return { text: BUILT_IN_SCALARS[named.name] ?? this.names.get(named.name)!, nullable: true };
  }

  /** A property: optional when nullable, or when a default value stands in for it (arguments, input fields). */
  private property(name: string, type: GraphQLType, docs: string[], hasDefault = false): string[] {
    const { text, nullable } = this.typeOf(type);
    const modifier = this.options.readonly ? 'readonly ' : '';
    return [...jsDoc(docs, '  '), `  ${modifier}${name}${nullable || hasDefault ? '?' : ''}: ${text}${nullable ? ' | null' : ''};`];
  }

  private prefix(): string {
    return this.options.exported ? 'export ' : '';
  }

  private block(name: string, docs: string[], members: string[], kind: Kind, graphqlName: string): void {
    this.separate();
    for (const line of jsDoc(docs, '')) this.out.line(line);
    const opener = this.options.interfaces ? `${this.prefix()}interface ${name} {` : `${this.prefix()}type ${name} = {`;
    if (members.length === 0) {
      this.out.line(this.options.interfaces ? `${opener}}` : `${opener}};`);
    } else {
      this.out.line(opener);
      for (const member of members) this.out.line(member);
      this.out.line(this.options.interfaces ? '}' : '};');
    }
    this.declared.push({ name, kind, graphqlName });
  }

  private separate(): void {
    if (this.declared.length > 0) this.out.line();
  }

  scalar(type: GraphQLNamedType): void {
    const name = this.names.get(type.name)!;
    this.separate();
    for (const line of jsDoc(docLines(type.description ?? `The custom scalar ${type.name}: its serialized form is up to the server.`), '')) this.out.line(line);
    this.out.line(`${this.prefix()}type ${name} = unknown;`);
    this.declared.push({ name, kind: 'scalar', graphqlName: type.name });
  }

  enum(type: GraphQLEnumType): void {
    const name = this.names.get(type.name)!;
    const values = type.getValues();
    this.separate();
    for (const line of jsDoc(docLines(type.description), '')) this.out.line(line);
    const documented = values.some((value) => value.description || value.deprecationReason);
    if (values.length === 0) {
      this.out.line(`${this.prefix()}type ${name} = never;`);
    } else if (!documented) {
      this.out.line(`${this.prefix()}type ${name} = ${values.map((value) => asciiQuoted(value.name)).join(' | ')};`);
    } else {
      this.out.line(`${this.prefix()}type ${name} =`);
      values.forEach((value, index) => {
        for (const line of jsDoc(docLines(value.description, value.deprecationReason), '  ')) this.out.line(line);
        this.out.line(`  | ${asciiQuoted(value.name)}${index === values.length - 1 ? ';' : ''}`);
      });
    }
    this.declared.push({ name, kind: 'enum', graphqlName: type.name });
  }

  union(type: GraphQLUnionType): void {
    const name = this.names.get(type.name)!;
    const members = type.getTypes().map((member) => this.names.get(member.name)!);
    this.separate();
    for (const line of jsDoc(docLines(type.description), '')) this.out.line(line);
    this.out.line(`${this.prefix()}type ${name} = ${members.length > 0 ? members.join(' | ') : 'never'};`);
    this.declared.push({ name, kind: 'union', graphqlName: type.name });
  }

  objectLike(type: GraphQLObjectType | GraphQLInterfaceType): void {
    const g = this.graphql;
    const name = this.names.get(type.name)!;
    const modifier = this.options.readonly ? 'readonly ' : '';
    const members: string[] = [];
    if (g.isObjectType(type)) {
      members.push(`  ${modifier}__typename?: ${asciiQuoted(type.name)};`);
    } else {
      const implementations = this.schema.getPossibleTypes(type).map((object) => asciiQuoted(object.name));
      if (implementations.length > 0) members.push(`  ${modifier}__typename?: ${implementations.join(' | ')};`);
    }
    const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
    for (const field of fields) members.push(...this.property(field.name, field.type, docLines(field.description, field.deprecationReason)));
    const interfaces = type.getInterfaces().map((i) => i.name);
    const docs = docLines(type.description);
    if (interfaces.length > 0) docs.push(`Implements ${interfaces.join(', ')}.`);
    this.block(name, docs, members, g.isObjectType(type) ? 'object' : 'interface', type.name);

    if (!this.options.inputs) return;
    for (const field of fields) {
      if (field.args.length === 0) continue;
      const argsName = this.registry.claim(`${capitalize(name)}${capitalize(field.name)}Args`);
      const argMembers = field.args.flatMap((arg: GraphQLArgument) => {
        const defaultValue = this.defaultOf(arg);
        return this.property(arg.name, arg.type, docLines(arg.description, arg.deprecationReason, defaultValue), defaultValue !== undefined);
      });
      this.block(argsName, [`The arguments of ${type.name}.${field.name}.`], argMembers, 'args', `${type.name}.${field.name}`);
    }
  }

  input(type: GraphQLInputObjectType): void {
    const name = this.names.get(type.name)!;
    const fields = Object.values(type.getFields()) as GraphQLInputField[];
    const members = fields.flatMap((field) => {
      const defaultValue = this.defaultOf(field);
      return this.property(field.name, field.type, docLines(field.description, field.deprecationReason, defaultValue), defaultValue !== undefined);
    });
    const docs = docLines(type.description);
    if (type.isOneOf) docs.push('@oneOf: exactly one field must be set.');
    this.block(name, docs, members, 'input', type.name);
  }

  private defaultOf(value: GraphQLArgument | GraphQLInputField): string | undefined {
    const node = value.astNode?.defaultValue;
    return node ? this.graphql.print(node) : undefined;
  }

  toString(): string {
    return this.declared.length === 0 ? '' : this.out.toString();
  }
}

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const output = closedObject({
  code: Type.String({ description: 'The TypeScript declarations (empty when the schema defines no types)' }),
  types: Type.Array(
    closedObject({
      name: Type.String({ description: 'The TypeScript name' }),
      kind: stringEnum([...KINDS], { description: 'What it declares: a custom scalar, an enum, an object type, an interface, a union, an input type, or the arguments of a field' }),
      graphqlName: Type.String({ description: 'The GraphQL type it comes from (Type.field for arguments)' }),
    }),
    { description: 'Every declaration, in the order of the code' },
  ),
  warnings: Type.Array(Type.String(), { description: 'Types renamed because TypeScript cannot declare their GraphQL name, and parts of the document that are not schema' }),
});

export default defineTool({
  id: 'graphql-to-typescript',
  name: 'GraphQL to TypeScript',
  category: 'developer',
  description:
    'Generate TypeScript types from a GraphQL schema (SDL): object types, interfaces, unions, enums as string unions, input types and field arguments, with nullable fields optional and "| null".',
  keywords: ['gql', 'sdl', 'graphql codegen', 'ts types', 'schema types'],
  // its worst input (#4) ran past the bench's 20 s limit inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    schema: Type.String({ maxLength: 1_000_000, description: 'The GraphQL schema in SDL (type, interface, union, enum, input, scalar definitions and extensions)' }),
    use_interfaces: withDefault(Type.Boolean({ description: 'Declare object shapes as interfaces; false declares type aliases' }), true),
    add_exports: withDefault(Type.Boolean({ description: 'Prefix every declaration with export' }), true),
    use_readonly: withDefault(Type.Boolean({ description: 'Make every property readonly and every list a readonly array' }), false),
    generate_input_types: withDefault(Type.Boolean({ description: 'Also declare input object types and an Args type for each field with arguments' }), true),
  }),
  output,
  examples: [
    {
      title: 'Objects, an enum, a union and arguments',
      input: {
        schema:
          'type Query {\n  user(id: ID!): User\n  search(term: String!, limit: Int = 10): [SearchResult!]!\n}\n\n' +
          '"A registered user"\ntype User {\n  id: ID!\n  name: String\n  role: Role!\n  tags: [String]!\n}\n\n' +
          'type Post {\n  title: String!\n}\n\nunion SearchResult = User | Post\n\nenum Role { ADMIN EDITOR }\n',
      },
      output: {
        code: [
          'export interface Query {',
          '  __typename?: "Query";',
          '  user?: User | null;',
          '  search: SearchResult[];',
          '}',
          '',
          '/** The arguments of Query.user. */',
          'export interface QueryUserArgs {',
          '  id: string;',
          '}',
          '',
          '/** The arguments of Query.search. */',
          'export interface QuerySearchArgs {',
          '  term: string;',
          '  /** @default 10 */',
          '  limit?: number | null;',
          '}',
          '',
          '/** A registered user */',
          'export interface User {',
          '  __typename?: "User";',
          '  id: string;',
          '  name?: string | null;',
          '  role: Role;',
          '  tags: (string | null)[];',
          '}',
          '',
          'export interface Post {',
          '  __typename?: "Post";',
          '  title: string;',
          '}',
          '',
          'export type SearchResult = User | Post;',
          '',
          'export type Role = "ADMIN" | "EDITOR";',
          '',
        ].join('\n'),
        types: [
          { name: 'Query', kind: 'object', graphqlName: 'Query' },
          { name: 'QueryUserArgs', kind: 'args', graphqlName: 'Query.user' },
          { name: 'QuerySearchArgs', kind: 'args', graphqlName: 'Query.search' },
          { name: 'User', kind: 'object', graphqlName: 'User' },
          { name: 'Post', kind: 'object', graphqlName: 'Post' },
          { name: 'SearchResult', kind: 'union', graphqlName: 'SearchResult' },
          { name: 'Role', kind: 'enum', graphqlName: 'Role' },
        ],
        warnings: [],
      },
    },
    {
      title: 'An interface, a custom scalar and an input, readonly type aliases',
      input: {
        schema: 'scalar DateTime\n\ninterface Node { id: ID! }\n\ntype Event implements Node {\n  id: ID!\n  at: DateTime!\n}\n\ninput EventFilter {\n  after: DateTime\n  ids: [ID!]\n}\n',
        use_interfaces: false,
        use_readonly: true,
      },
      output: {
        code: [
          '/** The custom scalar DateTime: its serialized form is up to the server. */',
          'export type DateTime = unknown;',
          '',
          'export type Node = {',
          '  readonly __typename?: "Event";',
          '  readonly id: string;',
          '};',
          '',
          '/** Implements Node. */',
          'export type Event = {',
          '  readonly __typename?: "Event";',
          '  readonly id: string;',
          '  readonly at: DateTime;',
          '};',
          '',
          'export type EventFilter = {',
          '  readonly after?: DateTime | null;',
          '  readonly ids?: readonly string[] | null;',
          '};',
          '',
        ].join('\n'),
        types: [
          { name: 'DateTime', kind: 'scalar', graphqlName: 'DateTime' },
          { name: 'Node', kind: 'interface', graphqlName: 'Node' },
          { name: 'Event', kind: 'object', graphqlName: 'Event' },
          { name: 'EventFilter', kind: 'input', graphqlName: 'EventFilter' },
        ],
        warnings: [],
      },
    },
  ],
  async run({ schema: text, use_interfaces, add_exports, use_readonly, generate_input_types }): Promise<Static<typeof output>> {
    const graphql = await loadGraphql();
    const ast = parseSchema(graphql, text);
    const warnings = checkDefinitions(graphql, text, ast);
    const schema = buildSchema(graphql, text, ast);

    // Schema types in document order (extensions only add to a type defined elsewhere in it).
    const ordered: GraphQLNamedType[] = [];
    const seen = new Set<string>();
    for (const definition of ast.definitions) {
      if (!('name' in definition) || !definition.name || definition.kind === graphql.Kind.DIRECTIVE_DEFINITION) continue;
      const type = schema.getType(definition.name.value);
      if (!type || seen.has(type.name) || BUILT_IN_SCALARS[type.name] !== undefined) continue;
      seen.add(type.name);
      ordered.push(type);
    }

    const registry = new NameRegistry((name) => RESERVED.has(name));
    const names = new Map<string, string>();
    for (const type of ordered) {
      const name = registry.claim(type.name);
      if (name !== type.name) warnings.push(`the type ${quoteClipped(type.name)} is called ${name}: TypeScript cannot declare a type named ${type.name}`);
      names.set(type.name, name);
    }

    const emitter = new TypeScriptEmitter(
      graphql,
      schema,
      { interfaces: use_interfaces, exported: add_exports, readonly: use_readonly, inputs: generate_input_types },
      names,
      registry,
    );
    for (const type of ordered) {
      if (graphql.isScalarType(type)) emitter.scalar(type);
      else if (graphql.isEnumType(type)) emitter.enum(type);
      else if (graphql.isUnionType(type)) emitter.union(type);
      else if (graphql.isObjectType(type) || graphql.isInterfaceType(type)) emitter.objectLike(type);
      else if (graphql.isInputObjectType(type) && generate_input_types) emitter.input(type);
    }
    return { code: emitter.toString(), types: emitter.declared, warnings };
  },
});

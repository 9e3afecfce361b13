/**
 * PHP 8: a final class per object with promoted public constructor properties and a static
 * fromArray() that builds it from json_decode($json, true), nested objects and lists of them
 * included. int, float, string, bool, array (with a @var list<…> note saying what it holds), `?T`
 * for a value that may be null or missing (a missing key reads as null), mixed for mixed or unknown
 * values. Property names are camelCase ($this is taken: it becomes $this_2). Class names are
 * case-insensitive in PHP, so names PHP reserves in any case are kept clear of.
 */
import { NameRegistry } from '../code-names.ts';
import { quoteClipped } from '../quote.ts';
import type { CodeWriter, ObjectType, TypeModel, Typed } from '../type-model.ts';
import { escapeLiteral, hex, memberName, type LanguageWriter, type Spelling, type TypeSpeller } from './common.ts';

const RESERVED_TYPES = new Set([
  'abstract', 'and', 'array', 'as', 'bool', 'break', 'callable', 'case', 'catch', 'class', 'clone', 'const', 'continue', 'declare',
  'default', 'do', 'echo', 'else', 'elseif', 'empty', 'enddeclare', 'endfor', 'endforeach', 'endif', 'endswitch', 'endwhile', 'enum',
  'eval', 'exit', 'extends', 'false', 'final', 'finally', 'float', 'fn', 'for', 'foreach', 'function', 'global', 'goto', 'if',
  'implements', 'include', 'instanceof', 'insteadof', 'int', 'interface', 'isset', 'iterable', 'list', 'match', 'mixed', 'namespace',
  'never', 'new', 'null', 'object', 'or', 'parent', 'print', 'private', 'protected', 'public', 'readonly', 'require', 'resource',
  'return', 'self', 'static', 'string', 'switch', 'throw', 'trait', 'true', 'try', 'unset', 'use', 'var', 'void', 'while', 'xor',
  'yield', 'die', 'numeric',
]);

export const phpSpelling: Spelling = {
  unknown: 'mixed',
  boolean: 'bool',
  integer: 'int',
  float: 'float',
  string: 'string',
  map: 'array',
  array: () => 'array',
  nullable: (type, dynamic) => (dynamic ? type : `?${type}`),
};

/** What a list holds, for the @var note: list<Item>, list<list<int>>, list<?string>… */
function listNote(typed: Typed, types: TypeSpeller, where: string): string {
  const { type } = typed;
  const element = type.kind === 'array' ? listNote(type.element, types, where) : types.typeOf(typed, where);
  return type.kind === 'array' ? `${typed.nullable && element !== 'mixed' ? '?' : ''}list<${element}>` : element;
}

// Double-quoted: \\, \", \$ and \u{…} for everything outside printable ASCII.
export const phpString = (text: string): string => `"${escapeLiteral(text, '"', (code) => `\\u{${hex(code)}}`, '$')}"`;

/** The PHP expression that turns `source` (a decoded JSON value) into the field's type. */
function convert(typed: Typed, source: string, depth: number): string {
  const { type } = typed;
  let expression: string;
  if (type.kind === 'object') {
    expression = `${type.object.name}::fromArray(${source})`;
  } else if (type.kind === 'array' && needsConversion(type.element)) {
    const item = depth === 0 ? '$item' : `$item${depth + 1}`;
    expression = `array_map(static fn (${item}) => ${convert(type.element, item, depth + 1)}, ${source})`;
  } else {
    return source;
  }
  return typed.nullable ? `${source} === null ? null : ${expression}` : expression;
}

function needsConversion(typed: Typed): boolean {
  const { type } = typed;
  return type.kind === 'object' || (type.kind === 'array' && needsConversion(type.element));
}

function declare(object: ObjectType, out: CodeWriter, types: TypeSpeller): void {
  const names = new NameRegistry((name) => name === 'this', '_');
  out.line();
  out.line(`final class ${object.name}`);
  out.line('{');
  if (object.fields.length === 0) {
    out.line('    public static function fromArray(array $data): self');
    out.line('    {');
    out.line('        return new self();');
    out.line('    }');
    out.line('}');
    return;
  }
  const fields = object.fields.map((field) => {
    const where = `${object.name} field ${quoteClipped(field.key)}`;
    const typed = { ...field.typed, nullable: field.typed.nullable || field.optional };
    const type = types.typeOf(field.typed, where, field.optional);
    const note = field.typed.type.kind === 'array' ? listNote(field.typed, types, where) : undefined;
    const source = field.optional ? `$data[${phpString(field.key)}] ?? null` : `$data[${phpString(field.key)}]`;
    const value = convert(typed, field.optional && needsConversion(typed) ? `(${source})` : source, 0);
    return { name: names.claim(memberName(field.key, 'camel')), type, note, value };
  });
  out.line('    public function __construct(');
  for (const field of fields) {
    if (field.note) out.line(`        /** @var ${field.type.startsWith('?') ? `${field.note}|null` : field.note} */`);
    out.line(`        public ${field.type} $${field.name},`);
  }
  out.line('    ) {');
  out.line('    }');
  out.line();
  out.line('    public static function fromArray(array $data): self');
  out.line('    {');
  out.line('        return new self(');
  for (const field of fields) out.line(`            ${field.value},`);
  out.line('        );');
  out.line('    }');
  out.line('}');
}

export const php: LanguageWriter = {
  reservedTypeName: (name) => RESERVED_TYPES.has(name.toLowerCase()),
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller) {
    out.line('<?php');
    for (const object of model.objects) declare(object, out, types);
  },
};

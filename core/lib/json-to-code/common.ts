/**
 * What the json-to-code languages share: spelling a field's type from the type model
 * (type-model.ts) with warnings where a type had to be widened, and turning a JSON key into a
 * member name in a language's case style.
 */
import { camelCase, pascalCase, snakeCase, words } from '../code-names.ts';
import { describeKind, type CodeWriter, type ObjectType, type TypeModel, type TypeRef, type Typed } from '../type-model.ts';

/** How one language spells each kind of type. */
export interface Spelling {
  unknown: string;
  boolean: string;
  integer: string;
  float: string;
  string: string;
  map: string;
  array(element: string): string;
  /** A type that may be null or missing; `dynamic` is true for `unknown` (some languages' any type holds null already). */
  nullable(type: string, dynamic: boolean): string;
}

export interface LanguageWriter {
  /** Type names the language (or the generated code) already uses. */
  reservedTypeName(name: string): boolean;
  write(model: TypeModel, out: CodeWriter, types: TypeSpeller): void;
}

export class TypeSpeller {
  readonly warnings = new Set<string>();
  private readonly spelling: Spelling;

  constructor(spelling: Spelling) {
    this.spelling = spelling;
  }

  /** The type of a field; `optional` (missing from some objects) makes it nullable too. */
  typeOf(typed: Typed, where: string, optional = false): string {
    const base = this.refOf(typed.type, where);
    const dynamic = typed.type.kind === 'unknown' || typed.type.kind === 'union';
    return typed.nullable || optional ? this.spelling.nullable(base, dynamic) : base;
  }

  private refOf(ref: TypeRef, where: string): string {
    const s = this.spelling;
    switch (ref.kind) {
      case 'unknown':
        return s.unknown;
      case 'boolean':
        return s.boolean;
      case 'integer':
        if (ref.width !== 'big') return s.integer;
        this.warnings.add(`${where}: integers beyond the 64-bit range, so it is ${s.float}`);
        return s.float;
      case 'float':
        return s.float;
      case 'string':
        return s.string;
      case 'map':
        return s.map;
      case 'object':
        return ref.object.name;
      case 'union':
        this.warnings.add(`${where}: holds ${[...new Set(ref.members.map(describeKind))].join(' and ')}, so it is ${s.unknown}`);
        return s.unknown;
      case 'array':
        return s.array(this.typeOf(ref.element, where));
    }
  }
}


export type CaseStyle = 'camel' | 'snake' | 'pascal';

/** A member name for `key` in ASCII: "user_id" → userId / user_id / UserId; "" → field; "1st" → field1st. */
export function memberName(key: string, style: CaseStyle): string {
  let parts = words(key);
  if (parts.length === 0) parts = ['field'];
  else if (/^[0-9]/.test(parts[0]!)) parts = ['field', ...parts];
  return style === 'camel' ? camelCase(parts) : style === 'snake' ? snakeCase(parts) : pascalCase(parts);
}

/** Whether any field of any declared type uses a kind (to write an import only when it is needed). */
export function usesKind(objects: readonly ObjectType[], kinds: ReadonlySet<TypeRef['kind']>): boolean {
  const visit = (ref: TypeRef): boolean =>
    kinds.has(ref.kind) ||
    (ref.kind === 'array' && visit(ref.element.type)) ||
    (ref.kind === 'union' && ref.members.some(visit));
  return objects.some((object) => object.fields.some((field) => visit(field.typed.type)));
}

/** `text` as the body of a string literal: each code unit outside printable ASCII through `escape`, `\\` and `quote` backslashed. */
export function escapeLiteral(text: string, quote: string, escape: (unit: number) => string, extra = ''): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === quote || extra.includes(char)) out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else out += escape(code);
  }
  return out;
}

export const hex = (code: number) => code.toString(16).toUpperCase();

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; fileName: string; componentName: string; fields: { property: string; name: string; id: string; control: string; required: boolean }[]; warnings: string[] };
const generate = (schema: unknown, options: Record<string, unknown> = {}) =>
  run<Result>('json-schema-to-formik', { schema: typeof schema === 'string' ? schema : JSON.stringify(schema), ...options });

const TSC = new URL('../../../node_modules/.bin/tsc', import.meta.url).pathname;
const LIBRARIES = new URL('./fixtures/form-libraries.d.ts.txt', import.meta.url).pathname;

/** Every generated module, type-checked in one tsc run by the last test. */
const toCompile = new Map<string, string>();
const mustCompile = (result: Result) => toCompile.set(`${toCompile.size}-${result.fileName}`, result.code);

function runTsc(files: Map<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'formik-'));
  try {
    copyFileSync(LIBRARIES, join(dir, 'form-libraries.d.ts'));
    for (const [name, code] of files) writeFileSync(join(dir, name), code);
    execFileSync(
      TSC,
      ['--noEmit', '--strict', '--jsx', 'preserve', '--target', 'ES2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--allowJs', '--checkJs', '--noImplicitAny', 'false', 'form-libraries.d.ts', ...files.keys()],
      { encoding: 'utf8', cwd: dir },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Element {
  type: unknown;
  props: Record<string, unknown>;
  children: unknown[];
}

/** Loads the generated module (TypeScript's transpiler, stand-ins for Formik's components) and renders the form once. */
function load(code: string) {
  const component = (name: string) => Object.assign((props: unknown) => props, { displayName: name });
  const formik = { Formik: component('Formik'), Form: component('Form'), Field: component('Field'), ErrorMessage: component('ErrorMessage') };
  const createElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Element => ({ type, props: props ?? {}, children: children.flat(5) });
  const js = ts.transpileModule(code, { compilerOptions: { jsx: ts.JsxEmit.React, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', 'React', js)(exports, (id: string) => (id === 'formik' ? formik : undefined), { createElement });
  const name = Object.keys(exports).find((key) => key.startsWith('validate'))!.slice('validate'.length);
  const validate = exports[`validate${name}`] as (values: Record<string, unknown>) => Record<string, unknown>;
  const initial = exports[`initial${name}Values`] as Record<string, unknown>;
  const submitted: unknown[] = [];
  const tree = (exports[name] as (props: unknown) => Element)({ onSubmit: (values: unknown) => submitted.push(values) });
  const all: Element[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object' && 'props' in node) {
      all.push(node as Element);
      (node as Element).children.forEach(walk);
    }
  };
  walk(tree);
  /** The errors for `initial` with `changes` applied. */
  const errorsFor = (changes: Record<string, unknown>) => ({ ...validate({ ...initial, ...changes }) });
  return { validate, initial, errorsFor, exports, tree, submitted, all, fields: all.filter((element) => (element.type as { displayName?: string }).displayName === 'Field') };
}

const KITCHEN_SINK = {
  title: 'Sign up',
  type: 'object',
  required: ['name', 'email', 'age', 'plan', 'topics'],
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 5, pattern: '^[A-Z]' },
    email: { type: 'string', format: 'email', title: 'Email' },
    website: { type: 'string', format: 'uri' },
    born: { type: 'string', format: 'date' },
    age: { type: 'integer', minimum: 18, maximum: 120, title: 'Age' },
    height: { type: 'number', minimum: 0.5, default: 1.75 },
    plan: { type: 'string', enum: ['free', 'pro'] },
    topics: { type: 'array', items: { enum: ['news', 'offers', 'tips'] }, minItems: 2, maxItems: 2, default: ['news'] },
    newsletter: { type: 'boolean' },
    terms: { type: 'boolean', const: true, title: 'Terms' },
  },
};

const VALID = { name: 'Ada', email: 'ada@example.com', age: 36, plan: 'pro', topics: ['news', 'tips'], terms: true };

describe('json-schema-to-formik', () => {
  it('writes a validate function that applies each schema keyword, first failure per field', async () => {
    const result = await generate(KITCHEN_SINK);
    mustCompile(result);
    expect([result.componentName, result.fileName, result.warnings]).toEqual(['SignUpForm', 'SignUpForm.tsx', []]);
    const { initial, errorsFor } = load(result.code);
    expect(initial).toEqual({ name: '', email: '', website: '', born: '', age: '', height: 1.75, plan: '', topics: ['news'], newsletter: false, terms: false });
    expect(errorsFor({})).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      age: 'Age is required',
      plan: 'plan is required',
      topics: 'Choose at least 2 for topics',
      terms: 'Terms must be checked',
    });
    expect(errorsFor(VALID)).toEqual({});
    // Lengths count code points, as JSON Schema does: "A🚀🚀🚀🚀" is 5 long, "A🚀🚀🚀🚀🚀" 6.
    expect(errorsFor({ ...VALID, name: 'A' })).toEqual({ name: 'Full name must be at least 2 characters' });
    expect(errorsFor({ ...VALID, name: 'A🚀🚀🚀🚀' })).toEqual({});
    expect(errorsFor({ ...VALID, name: 'A🚀🚀🚀🚀🚀' })).toEqual({ name: 'Full name must be at most 5 characters' });
    expect(errorsFor({ ...VALID, name: 'ada' })).toEqual({ name: 'Full name has an invalid format' });
    // The e-mail syntax of the HTML standard.
    for (const email of ['a@b', 'first.last+tag@sub.example.org']) expect(errorsFor({ ...VALID, email })).toEqual({});
    for (const email of ['a b@c.d', '@x.com', 'a@-x.com']) expect(errorsFor({ ...VALID, email })).toEqual({ email: 'Email must be a valid email address' });
    expect(errorsFor({ ...VALID, website: 'nope' })).toEqual({ website: 'website must be a valid URL' });
    expect(errorsFor({ ...VALID, website: 'https://example.com' })).toEqual({});
    // 2024 is a leap year, 2023 is not.
    expect(errorsFor({ ...VALID, born: '2024-02-29' })).toEqual({});
    expect(errorsFor({ ...VALID, born: '2023-02-29' })).toEqual({ born: 'born must be a date (YYYY-MM-DD)' });
    expect(errorsFor({ ...VALID, age: 17 })).toEqual({ age: 'Age must be at least 18' });
    expect(errorsFor({ ...VALID, age: 121 })).toEqual({ age: 'Age must be at most 120' });
    expect(errorsFor({ ...VALID, age: 30.5 })).toEqual({ age: 'Age must be a whole number' });
    expect(errorsFor({ ...VALID, height: 0.4 })).toEqual({ height: 'height must be at least 0.5' });
    expect(errorsFor({ ...VALID, height: '' })).toEqual({});
    expect(errorsFor({ ...VALID, topics: ['news', 'offers', 'tips'] })).toEqual({ topics: 'Choose at most 2 for topics' });
    expect(errorsFor({ ...VALID, topics: [] })).toEqual({ topics: 'topics is required' });
  });

  it('renders Formik fields with the right types and options', async () => {
    const result = await generate(KITCHEN_SINK);
    const { fields, all } = load(result.code);
    const byName = (name: string) => fields.filter((field) => field.props.name === name).map((field) => field.props);
    expect(byName('age')).toEqual([{ id: 'sign-up-form-age', name: 'age', type: 'number', step: '1' }]);
    expect(byName('height')).toEqual([{ id: 'sign-up-form-height', name: 'height', type: 'number', step: 'any' }]);
    expect(byName('born')).toEqual([{ id: 'sign-up-form-born', name: 'born', type: 'date' }]);
    expect(byName('topics')).toEqual(['news', 'offers', 'tips'].map((value) => ({ type: 'checkbox', name: 'topics', value })));
    expect(byName('plan')[0]).toMatchObject({ as: 'select' });
    const options = all.filter((element) => element.type === 'option').map((element) => element.props.value);
    expect(options).toEqual(['', 'free', 'pro']);
  });

  it('checks optional fields only when filled in', async () => {
    const result = await generate({ type: 'object', properties: { code: { type: 'string', minLength: 3, pattern: '^x' }, tags: { type: 'array', items: { enum: ['a', 'b', 'c'] }, minItems: 2 } } });
    mustCompile(result);
    const { errorsFor } = load(result.code);
    expect(errorsFor({})).toEqual({});
    expect(errorsFor({ code: 'xy', tags: ['a'] })).toEqual({ code: 'code must be at least 3 characters', tags: 'Choose at least 2 for tags' });
    expect(errorsFor({ code: 'yyy' })).toEqual({ code: 'code has an invalid format' });
  });

  it('escapes hostile names and texts, and maps aliased fields back without touching any prototype', async () => {
    const schema = `{"type": "object", "required": ["__proto__"], "properties": {
      "__proto__": {"type": "string", "title": "</script><script>alert(1)</script>"},
      "a\\" onmouseover=\\"x": {"type": "string", "pattern": "</script>|a/b\\u2028"},
      "</script>": {"type": "integer", "description": "{evil}\\u0000"},
      "prototype": {"type": "boolean", "const": true},
      "a.b": {"enum": ["x\\"y", "</option>"]}
    }}`;
    const result = await generate(schema, { form_name: 'hostile', submit_label: '</button><img src=x onerror=alert(1)>' });
    mustCompile(result);
    expect(result.code).not.toMatch(/<\/script|<script|" onmouseover="|<img/i);
    expect(result.code).not.toMatch(/[^\x00-\x7e]/);
    expect(result.fields.map((field) => field.name)).toEqual(['proto', 'aOnmouseoverX', 'script', 'prototype2', 'aB']);
    const { errorsFor, tree, submitted, all } = load(result.code);
    expect(errorsFor({})).toEqual({ proto: '</script><script>alert(1)</script> is required', prototype2: 'prototype must be checked' });
    expect(errorsFor({ proto: 'x', aOnmouseoverX: 'zz</script>', prototype2: true })).toEqual({});
    expect(errorsFor({ proto: 'x', aOnmouseoverX: 'zz', prototype2: true })).toEqual({ aOnmouseoverX: 'a" onmouseover="x has an invalid format' });
    expect(all.find((element) => element.type === 'button')!.children).toEqual(['</button><img src=x onerror=alert(1)>']);
    // Formik calls onSubmit with the form's values; the component hands on the schema's names.
    (tree.props.onSubmit as (values: unknown) => void)({ proto: 'p', aOnmouseoverX: 'q', script: 1, prototype2: true, aB: '' });
    const [values] = submitted as Record<string, unknown>[];
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(Object.keys(values!)).toEqual(['__proto__', 'a" onmouseover="x', '</script>', 'prototype', 'a.b']);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('writes JavaScript when typescript is false', async () => {
    const result = await generate(KITCHEN_SINK, { typescript: false, form_name: 'Signup', submit_label: 'Go' });
    mustCompile(result);
    expect(result.fileName).toBe('Signup.jsx');
    expect(result.code).not.toMatch(/interface |FormikErrors|: string\b/);
    const { errorsFor } = load(result.code);
    expect(errorsFor(VALID)).toEqual({});
    expect(errorsFor({ ...VALID, age: 3 })).toEqual({ age: 'Age must be at least 18' });
  });

  it('does not clash with the names it imports', async () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    for (const [formName, expected] of [['Form', 'FormComponent'], ['Field', 'FieldComponent'], ['formik', 'FormikComponent'], ['ErrorMessage', 'ErrorMessageComponent']]) {
      const result = await generate(schema, { form_name: formName });
      expect(result.componentName).toBe(expected);
      mustCompile(result);
    }
  });

  it('refuses unreadable schemas and bad input, naming the field', async () => {
    const id = 'json-schema-to-formik';
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string",}}}' }, /^schema: invalid JSON at line 1, column 40: unexpected "}" after a comma/);
    await expectInvalid(id, { schema: 'null' }, 'schema: must be a JSON Schema object, got null');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "integer", "maximum": null}}}' }, 'schema: property "a": maximum must be a number, got null');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "array", "items": {"enum": ["x"]}, "minItems": 1.5}}}' }, 'schema: property "a": minItems must be a non-negative integer, got "1.5"');
    await expectInvalid(id, { schema: '{}', typescript: null }, 'typescript: must be a boolean, got null');
    await expectInvalid(id, { schema: '{}', extra: 1 }, 'extra: unknown field');
    await expectInvalid(id, { schema: 'x'.repeat(1_000_001) }, 'schema: must be at most 1000000 characters');
  });

  it('every generated module compiles with tsc --strict against Formik\'s API', () => {
    expect(toCompile.size).toBeGreaterThanOrEqual(8);
    const control = 'import { Field } from "formik";\nexport const x = <Field nam="a" />;\n';
    const diagnostics = runTsc(new Map([...toCompile, ['control.tsx', control]]));
    expect(diagnostics).toMatch(/control\.tsx\(2,\d+\): error TS2322/);
    expect(diagnostics.trim().split('\n').filter((line) => !line.startsWith(' ') && !line.startsWith('control.tsx'))).toEqual([]);
  }, 120_000);
});

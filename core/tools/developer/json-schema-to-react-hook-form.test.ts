import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; fileName: string; componentName: string; fields: { property: string; name: string; id: string; control: string; required: boolean }[]; warnings: string[] };
const generate = (schema: unknown, options: Record<string, unknown> = {}) =>
  run<Result>('json-schema-to-react-hook-form', { schema: typeof schema === 'string' ? schema : JSON.stringify(schema), ...options });

const TSC = new URL('../../../node_modules/.bin/tsc', import.meta.url).pathname;
const LIBRARIES = new URL('./fixtures/form-libraries.d.ts.txt', import.meta.url).pathname;

/** Every generated module, type-checked in one tsc run by the last test (tsc takes seconds to start). */
const toCompile = new Map<string, string>();
const mustCompile = (result: Result) => toCompile.set(`${toCompile.size}-${result.fileName}`, result.code);

function runTsc(files: Map<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'react-hook-form-'));
  try {
    copyFileSync(LIBRARIES, join(dir, 'form-libraries.d.ts'));
    for (const [name, code] of files) writeFileSync(join(dir, name), code);
    // From the temporary directory, so tsc finds no @types to load; the declarations stand in for the libraries.
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
type Rules = Record<string, unknown> & { validate?: Record<string, (value: unknown) => unknown> };

/**
 * Runs the generated component once (TypeScript's own transpiler turns the TSX into JS) with a
 * stand-in react-hook-form whose register records the rules of each field, and a createElement
 * that keeps the element tree; the rules are then checked against react-hook-form's documented API.
 */
function render(code: string) {
  const registered = new Map<string, Rules>();
  let defaultValues: Record<string, unknown> = {};
  const useForm = (options: { defaultValues: Record<string, unknown> }) => {
    defaultValues = options.defaultValues;
    return {
      register: (name: string, rules: Rules = {}) => {
        registered.set(name, rules);
        return { name, onChange: () => {}, onBlur: () => {}, ref: () => {} };
      },
      handleSubmit: (handler: (values: unknown) => void) => (values: unknown) => handler(values),
      formState: { errors: {} },
    };
  };
  const createElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Element => ({ type, props: props ?? {}, children: children.flat(5) });
  const js = ts.transpileModule(code, { compilerOptions: { jsx: ts.JsxEmit.React, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  const require = (id: string) => {
    if (id === 'react-hook-form') return { useForm };
    throw new Error(`unexpected import ${id}`);
  };
  new Function('exports', 'require', 'React', js)(exports, require, { createElement });
  const component = Object.values(exports).find((value) => typeof value === 'function' && /^[A-Z]/.test(value.name)) as (props: unknown) => Element;
  const submitted: unknown[] = [];
  const tree = component({ onSubmit: (values: unknown) => submitted.push(values) });
  const all: Element[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object' && 'props' in node) {
      all.push(node as Element);
      (node as Element).children.forEach(walk);
    }
  };
  walk(tree);
  return { registered, defaultValues, tree, exports, submitted, byId: (id: string) => all.find((element) => element.props.id === id), all };
}

const message = (rule: unknown) => (rule as { message: string }).message;
const valueOf = (rule: unknown) => (rule as { value: unknown }).value;

const KITCHEN_SINK = {
  title: 'Sign up',
  type: 'object',
  required: ['name', 'email', 'age', 'plan', 'topics'],
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 50, pattern: '^[A-Z]', description: 'As on your passport' },
    email: { type: 'string', format: 'email', title: 'Email' },
    website: { type: 'string', format: 'uri' },
    born: { type: 'string', format: 'date' },
    age: { type: 'integer', minimum: 18, maximum: 120, title: 'Age' },
    height: { type: ['number', 'null'], minimum: 0.5 },
    plan: { type: 'string', enum: ['free', 'pro'], default: 'pro' },
    topics: { type: 'array', items: { type: 'string', enum: ['news', 'offers', 'tips'] }, minItems: 2, maxItems: 2 },
    newsletter: { type: 'boolean', default: true },
    terms: { type: 'boolean', const: true, title: 'Terms' },
  },
};

describe('json-schema-to-react-hook-form', () => {
  it('registers every field with the rules react-hook-form documents, taken from the schema', async () => {
    const result = await generate(KITCHEN_SINK);
    mustCompile(result);
    expect(result.componentName).toBe('SignUpForm');
    expect(result.fileName).toBe('SignUpForm.tsx');
    expect(result.warnings).toEqual([]);
    expect(result.fields.map((field) => [field.name, field.control, field.required])).toEqual([
      ['name', 'text', true], ['email', 'email', true], ['website', 'url', false], ['born', 'date', false], ['age', 'integer', true],
      ['height', 'number', false], ['plan', 'select', true], ['topics', 'checkboxes', true], ['newsletter', 'checkbox', false], ['terms', 'checkbox', false],
    ]);
    const { registered, defaultValues, byId } = render(result.code);

    const name = registered.get('name')!;
    expect(name.required).toBe('Full name is required');
    expect(name.minLength).toEqual({ value: 2, message: 'Full name must be at least 2 characters' });
    expect(name.maxLength).toEqual({ value: 50, message: 'Full name must be at most 50 characters' });
    const pattern = valueOf(name.pattern) as RegExp;
    expect([pattern.test('Ada'), pattern.test('ada'), pattern.flags]).toEqual([true, false, 'u']);
    expect(message(name.pattern)).toBe('Full name has an invalid format');

    // The e-mail syntax of the HTML standard (§4.10.5.1.5 "valid e-mail address").
    const email = registered.get('email')!.validate!.email!;
    expect(['user@example.com', 'a@b', 'first.last+tag@sub.example.org', ''].map(email)).toEqual([true, true, true, true]);
    expect(['a b@c.d', '@x.com', 'a@-x.com', 'a@x_y.com', 'no-at-sign'].map(email)).toEqual(Array(5).fill('Email must be a valid email address'));
    const url = registered.get('website')!.validate!.url!;
    expect(['https://example.com/a?b', 'mailto:x@y.z', ''].map(url)).toEqual([true, true, true]);
    expect(url('not a url')).toBe('website must be a valid URL');
    // Calendar facts: 2024 is a leap year, 2023 and 1900 are not, 2000 is.
    const date = registered.get('born')!.validate!.date!;
    expect(['2024-02-29', '2000-02-29', '2023-12-31', ''].map(date)).toEqual([true, true, true, true]);
    expect(['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '24-01-01', '2024-1-1'].map(date)).toEqual(Array(6).fill('born must be a date (YYYY-MM-DD)'));

    const age = registered.get('age')!;
    expect(age.min).toEqual({ value: 18, message: 'Age must be at least 18' });
    expect(age.max).toEqual({ value: 120, message: 'Age must be at most 120' });
    const setValueAs = age.setValueAs as (value: string) => unknown;
    expect([setValueAs(''), setValueAs('42'), setValueAs('1.5')]).toEqual([undefined, 42, 1.5]);
    expect([age.validate!.integer!(42), age.validate!.integer!(undefined), age.validate!.integer!(1.5)]).toEqual([true, true, 'Age must be a whole number']);
    expect(registered.get('height')!.min).toEqual({ value: 0.5, message: 'height must be at least 0.5' });
    expect(registered.get('height')!.required).toBeUndefined();

    expect(registered.get('plan')!.required).toBe('plan is required');
    const topics = registered.get('topics')!;
    expect(topics.required).toBe('topics is required');
    expect([topics.validate!.minItems!(['news']), topics.validate!.minItems!(['news', 'tips'])]).toEqual(['Choose at least 2 for topics', true]);
    expect(topics.validate!.maxItems!(['news', 'offers', 'tips'])).toBe('Choose at most 2 for topics');
    expect(registered.get('newsletter')).toEqual({});
    expect(registered.get('terms')).toEqual({ required: 'Terms must be checked' });

    expect(defaultValues).toEqual({ name: '', email: '', website: '', born: '', age: undefined, height: undefined, plan: 'pro', topics: [], newsletter: true, terms: false });
    expect(byId('sign-up-form-age')!.props).toMatchObject({ type: 'number', step: '1' });
    expect(byId('sign-up-form-height')!.props).toMatchObject({ type: 'number', step: 'any' });
    expect(byId('sign-up-form-email')!.props).toMatchObject({ type: 'email' });
    expect(byId('sign-up-form-name')!.props).toMatchObject({ 'aria-describedby': 'sign-up-form-name-help' });
    expect(byId('sign-up-form-name-help')!.children).toEqual(['As on your passport']);
  });

  it('leaves an optional empty field alone, as react-hook-form does, and counts items only when some are ticked', async () => {
    const result = await generate({
      type: 'object',
      properties: { tags: { type: 'array', items: { enum: ['a', 'b', 'c'] }, minItems: 2 }, code: { type: 'string', minLength: 3 } },
    });
    mustCompile(result);
    const { registered } = render(result.code);
    const minItems = registered.get('tags')!.validate!.minItems!;
    expect([minItems([]), minItems(['a']), minItems(['a', 'b'])]).toEqual([true, 'Choose at least 2 for tags', true]);
    expect(registered.get('code')!.required).toBeUndefined();
  });

  it('escapes hostile property names, titles and patterns for their place, and aliases unsafe field names', async () => {
    const schema = `{"type": "object", "required": ["__proto__"], "properties": {
      "__proto__": {"type": "string", "title": "</script><script>alert(1)</script>"},
      "a\\" onmouseover=\\"x": {"type": "string", "pattern": "</script>|a/b\\u2028"},
      "</script>": {"type": "integer", "description": "{evil}\\u0000 \`\${x}\`"},
      "constructor": {"type": "boolean"},
      "a.b": {"enum": ["x\\"y", "</option>"]},
      "toString": {"type": "string"},
      "ok_name": {"type": "string", "title": "Ünïcødé 🚀"}
    }}`;
    const result = await generate(schema, { form_name: 'hostile', submit_label: '</button><img src=x onerror=alert(1)>' });
    mustCompile(result);
    expect(result.fields.map((field) => [field.property, field.name])).toEqual([
      ['__proto__', 'proto'], ['a" onmouseover="x', 'aOnmouseoverX'], ['</script>', 'script'], ['constructor', 'constructor2'],
      ['a.b', 'aB'], ['toString', 'toString2'], ['ok_name', 'ok_name'],
    ]);
    expect(result.code).not.toMatch(/<\/script|<script|" onmouseover="|<img/i);
    expect(result.code).toContain('"\\u003c/option>"');
    expect(result.code).not.toMatch(/[^\x00-\x7e]|\u2028/);
    expect(new Set(result.fields.map((field) => field.id)).size).toBe(7);
    for (const field of result.fields) expect(field.id).toMatch(/^hostile-[a-z0-9-]+$/);

    const { registered, exports, byId, all } = render(result.code);
    expect(registered.get('proto')!.required).toBe('</script><script>alert(1)</script> is required');
    const pattern = valueOf(registered.get('aOnmouseoverX')!.pattern) as RegExp;
    expect([pattern.test('x</script>y'), pattern.test('a/b\u2028'), pattern.test('ab')]).toEqual([true, true, false]);
    expect(byId('hostile-script-help')!.children).toEqual(['{evil}\u0000 `${x}`']);
    expect(all.find((element) => element.type === 'button')!.children).toEqual(['</button><img src=x onerror=alert(1)>']);
    expect(byId('hostile-ok-name')).toBeDefined();
    expect(all.some((element) => element.type === 'label' && element.children[0] === 'Ünïcødé 🚀')).toBe(true);

    // Aliased values go back under the schema's names, "__proto__" as an ordinary key.
    const toSchemaValues = exports.toSchemaValues as (values: Record<string, unknown>) => Record<string, unknown>;
    const back = toSchemaValues({ proto: 'p', aOnmouseoverX: 'q', script: 3, constructor2: true, aB: 'x"y', toString2: 't', ok_name: 'o' });
    expect(Object.getPrototypeOf(back)).toBeNull();
    expect(Object.keys(back)).toEqual(['__proto__', 'a" onmouseover="x', '</script>', 'constructor', 'a.b', 'toString', 'ok_name']);
    expect(back['__proto__']).toBe('p');
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('submits through toSchemaValues only when a name was aliased', async () => {
    const plain = render((await generate({ type: 'object', properties: { a: { type: 'string' } } })).code);
    expect(plain.exports.toSchemaValues).toBeUndefined();
    const form = plain.tree;
    (form.props.onSubmit as (values: unknown) => void)({ a: 'x' });
    expect(plain.submitted).toEqual([{ a: 'x' }]);

    const aliased = render((await generate({ type: 'object', properties: { 'a-b': { type: 'string' } } })).code);
    (aliased.tree.props.onSubmit as (values: unknown) => void)({ aB: 'x' });
    expect(aliased.submitted.map((values) => ({ ...(values as object) }))).toEqual([{ 'a-b': 'x' }]);
  });

  it('writes JavaScript when typescript is false', async () => {
    const result = await generate(KITCHEN_SINK, { typescript: false, form_name: 'signup' });
    mustCompile(result);
    expect(result.fileName).toBe('Signup.jsx');
    expect(result.code).not.toMatch(/interface |: string\b|<SignupValues>/);
    const { registered } = render(result.code);
    expect(registered.get('age')!.min).toEqual({ value: 18, message: 'Age must be at least 18' });
  });

  it('names the component from form_name or the title, away from imported names', async () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    expect((await generate(schema)).componentName).toBe('GeneratedForm');
    expect((await generate({ ...schema, title: 'user profile' })).componentName).toBe('UserProfileForm');
    expect((await generate({ ...schema, title: 'Checkout Form' })).componentName).toBe('CheckoutForm');
    expect((await generate(schema, { form_name: 'my-widget' })).componentName).toBe('MyWidget');
    expect((await generate(schema, { form_name: 'useForm' })).componentName).toBe('UseForm');
    expect((await generate(schema, { form_name: '3d view' })).componentName).toBe('Type3DView');
    await expectInvalid('json-schema-to-react-hook-form', { schema: JSON.stringify(schema), form_name: '***' }, 'form_name: "***" has no letters or digits to make a name from');
  });

  it('warns about what it skips or cannot check, and still generates the rest', async () => {
    const result = await generate({
      type: 'object',
      required: ['missing'],
      allOf: [],
      properties: {
        address: { type: 'object', properties: {} },
        list: { type: 'array', items: { type: 'string' } },
        either: { type: ['string', 'number'] },
        odd: { enum: [1, 2] },
        bare: {},
        price: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 },
        stamp: { type: 'string', format: 'date-time', default: 5 },
        one: { type: 'array', items: { enum: ['only'] } },
        flag: true,
      },
    });
    mustCompile(result);
    expect(result.fields.map((field) => field.name)).toEqual(['price', 'stamp', 'one']);
    expect(result.warnings).toEqual([
      'allOf at the root is not checked by the generated form',
      'required names "missing", which is not a property',
      'property "address": skipped: nested objects are not supported',
      'property "list": skipped: only arrays whose items are a string enum are supported (as a group of checkboxes)',
      'property "either": skipped: its type "[\\"string\\",\\"number\\"]" is not a single type (with or without "null")',
      'property "odd": skipped: its enum has values other than strings',
      'property "bare": skipped: it has no type',
      'property "price": exclusiveMinimum is not checked by the generated form',
      'property "price": multipleOf is not checked by the generated form',
      'property "stamp": format "date-time" is not checked (only email, uri and date are)',
      'property "stamp": default ignored: it does not fit the field',
      'property "flag": skipped: its schema is a boolean, not an object',
    ]);
  });

  it('refuses schemas it cannot read, saying where', async () => {
    const id = 'json-schema-to-react-hook-form';
    await expectInvalid(id, { schema: '{"type": "object", "properties": {' }, /^schema: invalid JSON at line 1, column 35: unexpected end of input/);
    await expectInvalid(id, { schema: '[1]' }, 'schema: must be a JSON Schema object, got an array');
    await expectInvalid(id, { schema: '{"type": "array"}' }, 'schema: the root must have type "object", got "\\"array\\""');
    await expectInvalid(id, { schema: '{"type": "object"}' }, 'schema: has no properties to make form fields from');
    await expectInvalid(id, { schema: '{"properties": []}' }, 'schema: properties must be an object, got an array');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "object"}}}' }, 'schema: none of the properties can be a form field (see the supported types in the description)');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string"}}, "required": "a"}' }, 'schema: required must be an array of property names');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string", "minLength": "5"}}}' }, 'schema: property "a": minLength must be a non-negative integer, got "\\"5\\""');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string", "maxLength": -1}}}' }, 'schema: property "a": maxLength must be a non-negative integer, got "-1"');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "number", "minimum": "1"}}}' }, 'schema: property "a": minimum must be a number, got a string');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string", "pattern": "(a"}}}' }, /^schema: property "a": pattern is not a valid regular expression with the u flag: /);
    // With the u flag an identity escape of a letter (\q) is a syntax error.
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string", "pattern": "\\\\q"}}}' }, /pattern is not a valid regular expression/);
    await expectInvalid(id, { schema: '{"properties": {"a": {"enum": []}}}' }, 'schema: property "a": enum must not be empty');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string", "title": 5}}}' }, 'schema: property "a": title must be a string, got a number');
    const many = JSON.stringify({ properties: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}`, { type: 'string' }])) });
    await expectInvalid(id, { schema: many }, 'schema: at most 500 properties, got 501');
  });

  it('refuses wrong input types and holds the bounds', async () => {
    const id = 'json-schema-to-react-hook-form';
    await expectInvalid(id, {}, 'schema: is required');
    await expectInvalid(id, { schema: {} }, 'schema: must be a string, got an object');
    await expectInvalid(id, { schema: 'x'.repeat(1_000_001) }, 'schema: must be at most 1000000 characters');
    await expectInvalid(id, { schema: '{}', typescript: 'yes' }, 'typescript: must be a boolean, got a string');
    await expectInvalid(id, { schema: '{}', form_name: '' }, 'form_name: must not be empty');
    await expectInvalid(id, { schema: '{}', submit_label: 'x'.repeat(201) }, 'submit_label: must be at most 200 characters');
    // A schema of the largest size still answers; a result past 20,000,000 characters is refused.
    const long = JSON.stringify({ required: ['a'], properties: { a: { type: 'string', minLength: 1, maxLength: 9, title: 'x'.repeat(999_900) } } });
    expect(long.length).toBeLessThanOrEqual(1_000_000);
    expect((await generate(long)).code.length).toBeGreaterThan(3_000_000);
    // Each "<" becomes \u003c (6 characters), in the label and three messages.
    const huge = JSON.stringify({ required: ['a'], properties: { a: { type: 'string', minLength: 1, maxLength: 9, title: '<'.repeat(999_900) } } });
    await expectInvalid(id, { schema: huge }, 'schema: the generated code would be longer than 20000000 characters');
  });

  // Last: everything generated above, plus a control that must fail, so the check is shown able to fail.
  it('every generated module compiles with tsc --strict against react-hook-form\'s API', () => {
    expect(toCompile.size).toBeGreaterThanOrEqual(5);
    const control = 'import { useForm } from "react-hook-form";\nexport function F() {\n  const { register } = useForm<{ a: string }>();\n  return <input {...register("b")} />;\n}\n';
    const diagnostics = runTsc(new Map([...toCompile, ['control.tsx', control]]));
    expect(diagnostics).toMatch(/control\.tsx\(4,30\): error TS2345/);
    expect(diagnostics.trim().split('\n').filter((line) => !line.startsWith(' ') && !line.startsWith('control.tsx'))).toEqual([]);
  }, 120_000);
});

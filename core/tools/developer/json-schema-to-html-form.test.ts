import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { toUnicodeSets } from './json-schema-to-html-form.ts';

type Result = { code: string; fileName: string; formId: string; fields: { property: string; name: string; id: string; control: string; required: boolean }[]; warnings: string[] };
const generate = (schema: unknown, options: Record<string, unknown> = {}) =>
  run<Result>('json-schema-to-html-form', { schema: typeof schema === 'string' ? schema : JSON.stringify(schema), ...options });

/** The generated HTML read back by htmlparser2, as a browser would see its elements and attributes. */
function parse(html: string) {
  const document = parseDocument(html);
  const elements = DomUtils.findAll(() => true, document.children);
  const byId = (id: string) => elements.find((element) => element.attribs.id === id);
  const named = (name: string) => elements.filter((element) => element.attribs.name === name);
  return { document, elements, byId, named };
}

const KITCHEN_SINK = {
  title: 'Sign up',
  type: 'object',
  required: ['name', 'email', 'age', 'plan', 'topics'],
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 50, pattern: '^[A-Z][\\w-]*$', description: 'As on your passport', default: 'Ada' },
    email: { type: 'string', format: 'email', title: 'Email' },
    website: { type: 'string', format: 'uri' },
    born: { type: 'string', format: 'date' },
    age: { type: 'integer', minimum: 18, maximum: 120, title: 'Age', default: 30 },
    height: { type: 'number', minimum: 0.5, maximum: 2.5 },
    plan: { type: 'string', enum: ['free', 'pro'], default: 'pro' },
    topics: { type: 'array', items: { enum: ['news', 'offers'] }, minItems: 1, default: ['offers'] },
    newsletter: { type: 'boolean', default: true },
    terms: { type: 'boolean', const: true, title: 'Terms' },
  },
};

describe('json-schema-to-html-form', () => {
  it('writes HTML5 constraint attributes from the schema', async () => {
    const result = await generate(KITCHEN_SINK, { action: '/signup' });
    expect([result.formId, result.fileName]).toEqual(['sign-up-form', 'sign-up-form.html']);
    expect(result.warnings).toEqual(['property "topics": HTML cannot require a number of ticked boxes in a group; required, minItems and maxItems are not checked']);
    const { byId, named, elements } = parse(result.code);
    expect(byId('sign-up-form')!.attribs).toEqual({ id: 'sign-up-form', action: '/signup', method: 'post' });
    expect(byId('sign-up-form-name')!.attribs).toEqual({
      id: 'sign-up-form-name', name: 'name', type: 'text', required: '', minlength: '2', maxlength: '50',
      pattern: '[A-Z][\\w\\-]*', title: 'Full name has an invalid format', value: 'Ada', 'aria-describedby': 'sign-up-form-name-help',
    });
    expect(DomUtils.textContent(byId('sign-up-form-name-help')!)).toBe('As on your passport');
    expect(byId('sign-up-form-email')!.attribs).toMatchObject({ type: 'email', required: '' });
    expect(byId('sign-up-form-website')!.attribs).toMatchObject({ type: 'url' });
    expect(byId('sign-up-form-website')!.attribs.required).toBeUndefined();
    expect(byId('sign-up-form-born')!.attribs).toMatchObject({ type: 'date' });
    expect(byId('sign-up-form-age')!.attribs).toEqual({ id: 'sign-up-form-age', name: 'age', type: 'number', step: '1', required: '', min: '18', max: '120', value: '30' });
    expect(byId('sign-up-form-height')!.attribs).toMatchObject({ type: 'number', step: 'any', min: '0.5', max: '2.5' });
    const select = byId('sign-up-form-plan')!;
    expect(select.attribs).toMatchObject({ name: 'plan', required: '' });
    expect(DomUtils.getElementsByTagName('option', select).map((option) => [option.attribs.value, option.attribs.selected !== undefined])).toEqual([['', false], ['free', false], ['pro', true]]);
    expect(named('topics').map((input) => [input.attribs.type, input.attribs.value, input.attribs.checked !== undefined])).toEqual([['checkbox', 'news', false], ['checkbox', 'offers', true]]);
    expect(named('newsletter')[0]!.attribs).toEqual({ id: 'sign-up-form-newsletter', name: 'newsletter', type: 'checkbox', value: 'true', checked: '' });
    expect(named('terms')[0]!.attribs).toMatchObject({ required: '', title: 'Terms must be checked' });
    // Every control has its label.
    const labelled = elements.filter((element) => element.name === 'label' && element.attribs.for).map((label) => label.attribs.for);
    expect(labelled).toEqual(result.fields.filter((field) => field.control !== 'checkboxes').map((field) => field.id));
    expect(DomUtils.getElementsByTagName('script', parse(result.code).document.children)).toEqual([]);
  });

  it('turns a JSON Schema pattern (search anywhere, u flag) into a pattern attribute (whole value, v flag) that accepts the same strings', async () => {
    // What a browser does with the attribute: ^(?:attribute)$ with the v flag (HTML, "pattern" attribute).
    const attributeFor = async (pattern: string) => {
      const result = await generate({ properties: { a: { type: 'string', pattern } } });
      return parse(result.code).byId('generated-form-a')!.attribs.pattern;
    };
    const patterns = ['^[A-Z]{3}$', '[\\w-]+@', '^a|b$', 'x[(){}|/-]y', '^[--/]+$', '[a-z&&]', '\\d{2,}', '^\\$\\d+\\.\\d{2}$', '\\p{Lu}', '(?<year>\\d{4})-\\k<year>', '[^-]$', ''];
    {
      for (const pattern of patterns) {
        const attribute = await attributeFor(pattern);
        expect(attribute, pattern).toBeDefined();
        const browser = new RegExp(`^(?:${attribute})$`, 'v');
        const schema = new RegExp(pattern, 'u');
        fc.assert(
          fc.property(fc.string({ unit: fc.constantFrom(...'aAbZx1290-_./(){}|&$.@ \n'.split(''), '🚀'), maxLength: 12 }), (text) => {
            expect(browser.test(text), `${pattern} on ${JSON.stringify(text)}`).toBe(schema.test(text));
          }),
          { numRuns: 300 },
        );
      }
    }
  });

  it('rewrites character classes for the v flag without changing them', () => {
    expect(toUnicodeSets('[\\w-]')).toBe('[\\w\\-]');
    expect(toUnicodeSets('[a-zA-Z0-9._-]+')).toBe('[a-zA-Z0-9._\\-]+');
    expect(toUnicodeSets('[(){}|/[]')).toBe('[\\(\\)\\{\\}\\|\\/\\[]');
    expect(toUnicodeSets('[&&!!]')).toBe('[&\\&!\\!]');
    expect(toUnicodeSets('[\\p{L}\\u{1F600}-\\u{1F64F}]')).toBe('[\\p{L}\\u{1F600}-\\u{1F64F}]');
    expect(toUnicodeSets('a(b|c)\\[x\\]')).toBe('a(b|c)\\[x\\]');
  });

  it('escapes hostile names, titles, options and texts for attributes and content', async () => {
    const schema = `{"title": "</title><script>alert(1)</script>", "type": "object", "properties": {
      "__proto__": {"type": "string", "title": "</label><script>alert(1)</script>"},
      "a\\" onmouseover=\\"x": {"type": "string", "default": "\\"><img src=x onerror=alert(1)>"},
      "</script>": {"type": "string", "description": "<b>bold</b> & 'quotes'"},
      "pick": {"enum": ["\\"><script>alert(1)</script>", "a&b"]}
    }}`;
    const result = await generate(schema, { full_document: true, submit_label: '</button><script>alert(1)</script>', action: 'https://example.com/?a=1&b="2"' });
    expect(result.code).not.toMatch(/<script|<img|<\/label><|<b>/i);
    expect(result.code).toContain('name="a&quot; onmouseover=&quot;x"');
    const { document, elements, named } = parse(result.code);
    expect(DomUtils.getElementsByTagName('script', document.children)).toEqual([]);
    expect(DomUtils.getElementsByTagName('img', document.children)).toEqual([]);
    expect(elements.some((element) => Object.keys(element.attribs).some((name) => name.startsWith('on')))).toBe(false);
    // The names and texts come back whole once the browser decodes them.
    expect(named('__proto__')).toHaveLength(1);
    expect(named('a" onmouseover="x')[0]!.attribs.value).toBe('"><img src=x onerror=alert(1)>');
    expect(named('</script>')).toHaveLength(1);
    expect(DomUtils.getElementsByTagName('option', document.children).map((option) => option.attribs.value)).toEqual(['', '"><script>alert(1)</script>', 'a&b']);
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('title', document.children)[0]!)).toBe('</title><script>alert(1)</script>');
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('button', document.children)[0]!)).toBe('</button><script>alert(1)</script>');
    const labels = DomUtils.getElementsByTagName('label', document.children).map((label) => DomUtils.textContent(label));
    expect(labels[0]).toBe('</label><script>alert(1)</script>');
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('small', document.children)[0]!)).toBe("<b>bold</b> & 'quotes'");
    expect(DomUtils.getElementsByTagName('form', document.children)[0]!.attribs.action).toBe('https://example.com/?a=1&b="2"');
    expect(result.fields.map((field) => field.id)).toEqual(['title-script-alert1-script-form-proto', 'title-script-alert1-script-form-a-onmouseover-x', 'title-script-alert1-script-form-script', 'title-script-alert1-script-form-pick']);
  });

  it('refuses an action URL that could run script', async () => {
    const schema = JSON.stringify({ properties: { a: { type: 'string' } } });
    for (const action of ['/submit', 'submit.php', 'https://example.com/form', 'HTTP://example.com', '//example.com/x', '?q=1', '']) {
      expect((await generate(schema, { action })).code).toContain('<form');
    }
    for (const [action, scheme] of [['javascript:alert(1)', 'javascript'], ['JavaScript:alert(1)', 'JavaScript'], ['java\tscript:alert(1)', 'javascript'], [' \u0001javascript:x', 'javascript'], ['data:text/html,x', 'data'], ['vbscript:x', 'vbscript']]) {
      await expectInvalid('json-schema-to-html-form', { schema, action }, `action: only relative URLs and http or https URLs are allowed, got the scheme "${scheme}"`);
    }
  });

  it('uses get, the form name and a page when asked', async () => {
    const result = await generate({ properties: { q: { type: 'string', maxLength: 100 } } }, { form_name: 'Search box', method: 'get', submit_label: 'Find' });
    expect(result.formId).toBe('search-box');
    expect(result.code).toBe(
      '<form id="search-box" method="get">\n  <div>\n    <label for="search-box-q">q</label>\n    <input id="search-box-q" name="q" type="text" maxlength="100">\n  </div>\n' +
        '  <button type="submit">Find</button>\n</form>\n',
    );
  });

  it('refuses bad input, naming the field', async () => {
    const id = 'json-schema-to-html-form';
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string", "pattern": "["}}}' }, /^schema: property "a": pattern is not a valid regular expression with the u flag/);
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string"}}}', method: 'put' }, 'method: must be one of get, post');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string"}}}', action: 'x'.repeat(2001) }, 'action: must be at most 2000 characters');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string"}}}', full_document: 1 }, 'full_document: must be a boolean, got an integer');
    await expectInvalid(id, { schema: '"text"' }, 'schema: must be a JSON Schema object, got a string');
    await expectInvalid(id, { schema: '{"properties": {"a": {"type": "string"}}}', form_name: '!!!' }, 'form_name: "!!!" has no letters or digits to make a name from');
  });
});

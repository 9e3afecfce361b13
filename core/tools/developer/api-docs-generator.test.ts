import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Json = Record<string, any>;
type Result = { format: string; content: string; document?: Json; endpointCount: number; operationIds: string[] };
const generate = (input: Json) => run<Result>('api-docs-generator', input);

/** The validator the server's OpenAPI test uses: its errors, or [] for a valid OpenAPI 3.1 document. */
async function openApi31Errors(document: unknown): Promise<unknown[]> {
  const validator = new Validator();
  const outcome = await validator.validate(JSON.parse(JSON.stringify(document)));
  expect(validator.version).toBe('3.1');
  return outcome.valid ? [] : (outcome.errors as unknown[]);
}

// A strict renderer: raw HTML on (so unescaped HTML would come through), links and typography on.
const markdown = new MarkdownIt({ html: true, linkify: true });
const escapeHtml = markdown.utils.escapeHtml;

const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)> [click](javascript:alert(3)) *em* _u_ `code` # h | pipe ~~del~~ &amp; \\ www.evil.example';

const TAG = '<img src=x onerror=alert(5)> *tag* # | ~~x~~ [a](b)';

const FULL = {
  title: 'Shop API',
  version: '3.2.1',
  base_url: 'https://shop.example.com/api',
  description: 'The shop.\n\nTwo paragraphs.',
  format: 'openapi',
  endpoints: [
    {
      method: 'GET',
      path: '/orders/{orderId}/items/{itemId}',
      summary: 'One item of an order',
      tags: ['orders', 'items'],
      parameters: [
        { name: 'itemId', in: 'path', type: 'integer', description: 'The item' },
        { name: 'expand', type: 'array', example: ['price'] },
        { name: 'X-Trace', in: 'header', required: true },
        { name: 'session', in: 'cookie', type: 'string' },
      ],
      responses: [
        { status: '200', example: { id: 7, price: 9.5, tags: ['a'], meta: null, parts: [{ sku: 'x' }, { sku: 'y', qty: 2 }] } },
        { status: '4XX', description: 'Client error', content_type: 'application/problem+json', example: { title: 'Bad' } },
        { status: 'default' },
      ],
    },
    {
      method: 'post',
      path: '/orders',
      tags: ['orders'],
      deprecated: true,
      operation_id: 'createOrder',
      request_body: { description: 'The order', required: false, example: { lines: [{ sku: 'x', qty: 1 }], note: 'leave at door', gift: true } },
      responses: [{ status: '201', example: { id: 8 } }, { status: '204' }],
    },
    { method: 'DELETE', path: '/orders/{orderId}', responses: [{ status: '204' }] },
    { method: 'put', path: '/raw', request_body: { content_type: 'text/plain; charset=utf-8' } },
  ],
};

describe('api-docs-generator', () => {
  it('writes a valid OpenAPI 3.1 document with every feature', async () => {
    const result = await generate(FULL);
    expect(await openApi31Errors(result.document)).toEqual([]);
    expect(JSON.parse(result.content)).toEqual(JSON.parse(JSON.stringify(result.document)));
    expect(result.endpointCount).toBe(4);
    expect(result.operationIds).toEqual(['getOrdersByOrderIdItemsByItemId', 'createOrder', 'deleteOrdersByOrderId', 'putRaw']);
    const doc = result.document!;
    expect(doc.info).toEqual({ title: 'Shop API', version: '3.2.1', description: 'The shop.\n\nTwo paragraphs.' });
    expect(doc.servers).toEqual([{ url: 'https://shop.example.com/api' }]);
    expect(doc.tags).toEqual([{ name: 'orders' }, { name: 'items' }]);
    const get = doc.paths['/orders/{orderId}/items/{itemId}'].get;
    // The unlisted path parameter is added first, a required string.
    expect(get.parameters).toEqual([
      { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'itemId', in: 'path', description: 'The item', required: true, schema: { type: 'integer' } },
      { name: 'expand', in: 'query', required: false, schema: { type: 'array', items: {} }, example: ['price'] },
      { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } },
      { name: 'session', in: 'cookie', required: false, schema: { type: 'string' } },
    ]);
    expect(get.responses['200'].content['application/json'].schema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        price: { type: 'number' },
        tags: { type: 'array', items: { type: 'string' } },
        meta: { type: 'null' },
        parts: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer' } }, required: ['sku'] } },
      },
      required: ['id', 'price', 'tags', 'meta', 'parts'],
    });
    expect(get.responses['4XX']).toEqual({
      description: 'Client error',
      content: { 'application/problem+json': { schema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] }, example: { title: 'Bad' } } },
    });
    expect(get.responses.default).toEqual({ description: 'Default response' });
    const post = doc.paths['/orders'].post;
    expect(post).toMatchObject({ operationId: 'createOrder', deprecated: true, requestBody: { description: 'The order', required: false } });
    expect(doc.paths['/orders/{orderId}'].delete.responses).toEqual({ '204': { description: 'No Content' } });
    expect(doc.paths['/raw'].put).toEqual({
      operationId: 'putRaw',
      requestBody: { required: true, content: { 'text/plain; charset=utf-8': { schema: {} } } },
      responses: { '200': { description: 'Successful response' } },
    });
  });

  it('infers schemas its examples satisfy (checked by Ajv, JSON Schema 2020-12)', async () => {
    const examples: unknown[] = [
      { a: 1, b: [1, 2.5], c: null, d: { e: [[true]] } },
      [{ id: 1 }, { id: 2, extra: 'x' }, { id: null }],
      [1, 'two', null, [3], { four: 4 }],
      [],
      'text',
      JSON.parse('{"__proto__": {"x": 1}, "constructor": "c"}'),
    ];
    const result = await generate({
      format: 'openapi',
      endpoints: examples.map((example, i) => ({ method: 'POST', path: `/e${i}`, request_body: { example }, responses: [{ status: '200', example }] })),
    });
    expect(await openApi31Errors(result.document)).toEqual([]);
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    examples.forEach((example, i) => {
      const schema = result.document!.paths[`/e${i}`].post.requestBody.content['application/json'].schema;
      expect(ajv.validate(JSON.parse(JSON.stringify(schema)), example), `${JSON.stringify(example)}: ${ajv.errorsText()}`).toBe(true);
    });
    // And the schemas say something: a value of another shape fails them.
    const first = JSON.parse(JSON.stringify(result.document!.paths['/e0'].post.requestBody.content['application/json'].schema));
    expect(ajv.validate(first, { a: 'x', b: [], c: null, d: { e: [] } })).toBe(false);
    expect(({} as Json).x).toBeUndefined();
  });

  it('writes Markdown that a renderer shows as the text given, hostile text included', async () => {
    const result = await generate({
      title: XSS,
      version: '<b>1</b>',
      base_url: 'https://x.example/`tick`',
      description: `${XSS}\n    indented line would be code\n1. not a list\n- not a bullet\n> not a quote\n===`,
      endpoints: [
        {
          method: 'GET',
          path: '/x/{id}',
          summary: `${XSS}\nsecond line`,
          description: XSS,
          tags: [TAG],
          parameters: [{ name: 'q<script>', description: XSS, example: '</code>' }],
          responses: [{ status: '200', description: XSS, example: { html: '```\n<script>alert(4)</script>\n````' } }],
        },
      ],
    });
    const html = markdown.render(result.content);
    expect(html).not.toMatch(/<script|<img|<b>|href="javascript|<em>|<del>|<s>|<a /);
    expect(html).toContain(`<h1>${escapeHtml(XSS)}</h1>`);
    expect(html).toContain(`<p><strong>Version:</strong> ${escapeHtml('<b>1</b>')}</p>`);
    expect(html).toContain(`<code>${escapeHtml('https://x.example/`tick`')}</code>`);
    expect(html).toContain(`<p>${escapeHtml(XSS)}\nindented line would be code\n1. not a list\n- not a bullet\n&gt; not a quote\n===</p>`);
    expect(html).toContain(`<h2>${escapeHtml(TAG)}</h2>`);
    expect(html).toContain(`<td>${escapeHtml(`${XSS} second line`)}</td>`);
    expect(html).toContain(`<td>${escapeHtml('q<script>')}</td>`);
    // The example's own backtick fences stay inside one code block.
    const code = /<pre><code class="language-json">([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!;
    expect(JSON.parse(code.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      html: '```\n<script>alert(4)</script>\n````',
    });
    expect(html.match(/<table>/g)).toHaveLength(3);
  });

  it('groups Markdown sections by first tag, untagged ones last', async () => {
    const result = await generate({
      endpoints: [
        { method: 'GET', path: '/free' },
        { method: 'GET', path: '/b', tags: ['beta'] },
        { method: 'GET', path: '/a', tags: ['alpha', 'beta'] },
        { method: 'POST', path: '/b', tags: ['beta'] },
      ],
    });
    const headings = result.content.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual(['# API', '## Endpoints', '## beta', '### `GET /b`', '### `POST /b`', '## alpha', '### `GET /a`', '## Other endpoints', '### `GET /free`']);
  });

  it('numbers generated operation ids and keeps given ones', async () => {
    const result = await generate({
      endpoints: [
        { method: 'GET', path: '/a-b' },
        { method: 'GET', path: '/a_b' },
        { method: 'GET', path: '/x', operation_id: 'getAB3' },
        { method: 'GET', path: '/a.b' },
        { method: 'PATCH', path: '/' },
      ],
    });
    expect(result.operationIds).toEqual(['getAB', 'getAB2', 'getAB3', 'getAB4', 'patch']);
  });

  it('refuses what OpenAPI would not accept, naming the endpoint', async () => {
    const bad = (endpoints: Json[]) => ({ endpoints });
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a' }, { method: 'get', path: '/a' }]), 'endpoints[1]: GET /a is already described by endpoints[0]');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/u/{id}' }, { method: 'DELETE', path: '/u/{userId}' }]), 'endpoints[1].path: "/u/{userId}" and "/u/{id}" differ only in parameter names, which OpenAPI does not allow');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', parameters: [{ name: 'id', in: 'path' }] }]), 'endpoints[0].parameters[0]: the path parameter "id" is not in the path "/a"');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', parameters: [{ name: 'q' }, { name: 'q', in: 'query' }] }]), 'endpoints[0].parameters[1]: the query parameter "q" is listed twice');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', responses: [{ status: '200' }, { status: '200' }] }]), 'endpoints[0].responses[1].status: 200 is listed twice');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', operation_id: 'x' }, { method: 'POST', path: '/a', operation_id: 'x' }]), 'endpoints[1].operation_id: "x" is used by another endpoint');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a/{id}/{id}' }]), 'endpoints[0].path: the path parameter "id" appears twice');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a/{id' }]), 'endpoints[0].path: unbalanced { or } in "/a/{id"');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a/{}' }]), 'endpoints[0].path: "{}" is not a path parameter name (letters, digits, _ . - ~)');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: 'a' }]), 'endpoints[0].path: must start with "/" and hold only URL path characters, with {name} for path parameters');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a b' }]), /^endpoints\[0\]\.path: must start with "\/"/);
    await expectInvalid('api-docs-generator', bad([{ method: 'FETCH', path: '/a' }]), /^endpoints\[0\]\.method: must be one of GET, POST/);
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', responses: [{ status: '600' }] }]), 'endpoints[0].responses[0].status: must be a status code such as 200, a range such as 4XX, or default');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', request_body: { content_type: 'json' } }]), 'endpoints[0].request_body.content_type: must be a media type such as application/json');
    await expectInvalid('api-docs-generator', bad([{ method: 'GET', path: '/a', extra: 1 }]), 'endpoints[0].extra: unknown field');
    await expectInvalid('api-docs-generator', { endpoints: [{ method: 'GET', path: '/a' }], base_url: 'javascript:alert(1)' }, 'base_url: "javascript:alert(1)" is neither an absolute http(s) URL nor a path starting with "/"');
    await expectInvalid('api-docs-generator', { endpoints: [{ method: 'GET', path: '/a' }], base_url: 'not a url' }, /^base_url: "not a url" is neither/);
    expect((await generate({ endpoints: [{ method: 'GET', path: '/a' }], base_url: '/v1', format: 'openapi' })).document!.servers).toEqual([{ url: '/v1' }]);
  });

  it('holds its bounds', async () => {
    const endpoint = (i: number) => ({ method: 'GET', path: `/e${i}` });
    expect((await generate({ endpoints: Array.from({ length: 200 }, (_, i) => endpoint(i)) })).endpointCount).toBe(200);
    await expectInvalid('api-docs-generator', { endpoints: Array.from({ length: 201 }, (_, i) => endpoint(i)) }, 'endpoints: must have at most 200 items');
    await expectInvalid('api-docs-generator', { endpoints: [] }, 'endpoints: must have at least 1 items');
    await expectInvalid('api-docs-generator', {}, 'endpoints: is required');
    await expectInvalid('api-docs-generator', { endpoints: [{ method: 'GET', path: '/a', summary: 'x'.repeat(501) }] }, 'endpoints[0].summary: must be at most 500 characters');
    await expectInvalid('api-docs-generator', { endpoints: [{ method: 'GET', path: '/a', parameters: Array.from({ length: 51 }, (_, i) => ({ name: `p${i}` })) }] }, 'endpoints[0].parameters: must have at most 50 items');
    await expectInvalid('api-docs-generator', { endpoints: [{ method: 'GET', path: '/a' }], format: 'html' }, 'format: must be one of markdown, openapi');
    let deep: unknown = 1;
    for (let i = 0; i < 150; i++) deep = [deep];
    // The input's own bound (64 levels, the input object the first) comes before the tool's.
    await expectInvalid('api-docs-generator', { endpoints: [{ method: 'POST', path: '/a', request_body: { example: deep } }] }, 'input: nests deeper than 64 levels of arrays and objects');
    const huge = await call('api-docs-generator', { format: 'openapi', endpoints: [{ method: 'GET', path: '/a', responses: [{ status: '200', example: new Array(1_000_000).fill(1) }] }] });
    expect(huge).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'endpoints: the OpenAPI document would be longer than 20000000 characters' } });
  });
});

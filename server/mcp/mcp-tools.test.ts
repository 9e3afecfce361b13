/**
 * The catalog as MCP tools: the curated set of the issue (the 20 flagship tools among exactly
 * 50), entries built from the definitions, and schemas that the SDK client's own validator
 * accepts for every example of every tool.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { describe, expect, it } from 'vitest';
import { get, tools } from '../../core/catalog-metadata.ts';
import { describeTool, exposedCatalogTools } from './mcp-tools.ts';

/** Spec 4.2, in its order. */
const FLAGSHIP = [
  'base64', 'url-encode', 'uuid', 'hash', 'hmac', 'json-format', 'json-validate', 'percentage', 'unit-convert', 'color-convert',
  'unix-timestamp', 'number-base', 'case-convert', 'word-count', 'lorem-ipsum', 'jwt-decode', 'regex-test', 'date-diff', 'csv-to-json', 'json-to-csv',
];

describe('the exposed tool sets', () => {
  it('curated: exactly the tools marked mcp, the 20 flagship tools and the everyday calculators among them, in catalog order', () => {
    const curated = exposedCatalogTools('curated');
    expect(curated.length).toBeGreaterThan(50);
    expect(curated.map((tool) => tool.id)).toEqual(expect.arrayContaining(['loan-calculate', 'bmi-calculate', 'temperature-convert', 'vat-calculator']));
    expect(curated.every((tool) => tool.mcp === true)).toBe(true);
    expect(curated.map((tool) => tool.id)).toEqual(expect.arrayContaining(FLAGSHIP));
    expect(curated).toEqual(tools.filter((tool) => tool.mcp === true));
  });

  it('curated: hmac-generate is on it (the spec names its MCP tool hmac_generate); hash-generate, which repeats hash, is not', () => {
    const ids = exposedCatalogTools('curated').map((tool) => tool.id);
    expect(ids).toContain('hmac-generate');
    expect(ids).not.toContain('hash-generate');
  });

  it('all: the whole catalog', () => {
    expect(exposedCatalogTools('all')).toEqual([...tools]);
  });
});

describe('describeTool', () => {
  it('names the tool by its id with _, titles it by its name, and shows an example call', () => {
    const base64 = describeTool(get('base64')!);
    expect(base64.name).toBe('base64');
    expect(base64.title).toBe('Base64');
    expect(base64.description).toBe(`${get('base64')!.description}\n\nExample: {"action":"encode","text":"hello"} → {"result":"aGVsbG8="}`);
    expect(describeTool(get('url-encode')!).name).toBe('url_encode');
  });

  it('shows only the arguments of a random tool\'s example (its recorded output is not what a call gives)', () => {
    const uuid = describeTool(get('uuid')!);
    expect(uuid.description).toContain('Example arguments: {');
    expect(uuid.description).not.toContain('→');
  });

  it('leaves long examples out of the description', () => {
    for (const tool of tools) {
      expect(describeTool(tool).description?.length, tool.id).toBeLessThanOrEqual(tool.description.length + 2 + 400);
    }
  });

  it('annotates every tool read-only, open-world only when it uses the network, idempotent when deterministic', () => {
    for (const tool of tools) {
      expect(describeTool(tool).annotations, tool.id).toEqual({
        title: tool.name,
        readOnlyHint: true,
        openWorldHint: tool.network === true,
        idempotentHint: tool.deterministic !== false,
      });
    }
    expect(describeTool(get('url-metadata')!).annotations?.openWorldHint).toBe(true);
    expect(describeTool(get('base64')!).annotations).toMatchObject({ openWorldHint: false, idempotentHint: true });
    expect(describeTool(get('uuid')!).annotations).toMatchObject({ openWorldHint: false, idempotentHint: false });
  });

  it('publishes the schemas as plain JSON: no TypeBox symbols, no core-only keywords, no shared $id', () => {
    for (const tool of tools) {
      const { inputSchema, outputSchema } = describeTool(tool);
      for (const schema of [inputSchema, outputSchema]) {
        expect(schema?.type).toBe('object');
        expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
        expect(Object.getOwnPropertySymbols(schema!)).toEqual([]);
        const text = JSON.stringify(schema);
        expect(text).not.toContain('"errorMessage"');
        expect(text).not.toMatch(/"\$id":"T\d+"/);
      }
      expect(inputSchema.additionalProperties, tool.id).toBe(false);
    }
  });

  it('points recursive references at the schema itself (query-string-parse\'s nested values)', () => {
    const { outputSchema } = describeTool(get('query-string-parse')!);
    const refs = [...JSON.stringify(outputSchema).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^#(\/|$)/);
  });

  it('gives schemas the SDK client compiles, and every example fits them', () => {
    // The validator an SDK Client uses on tools/call results (and many clients on arguments).
    const validator = new AjvJsonSchemaValidator();
    for (const tool of tools) {
      const { inputSchema, outputSchema } = describeTool(tool);
      const checkInput = validator.getValidator(inputSchema);
      const checkOutput = validator.getValidator(outputSchema!);
      for (const example of tool.examples) {
        expect(checkInput(example.input), `${tool.id} example input`).toMatchObject({ valid: true });
        expect(checkOutput(example.output), `${tool.id} example output`).toMatchObject({ valid: true });
      }
      expect(checkInput({ zzz: 1 }).valid, `${tool.id} refuses unknown fields`).toBe(false);
    }
  });
});

/** Catalog-wide rules: every example runs and matches, every schema is closed and described, every result fits its output schema. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, execute } from '../core/index.ts';
import { list, tools } from '../core/catalog-metadata.ts';
import { withoutStrings } from './source-text.ts';
import { runExample } from './helpers.ts';
import { startUpstreams } from './upstreams.ts';

let upstreams: Awaited<ReturnType<typeof startUpstreams>>;
beforeAll(async () => {
  upstreams = await startUpstreams();
});
afterAll(() => upstreams.close());

/** Every object schema reachable from `schema`, with its JSON path. */
function* objectSchemas(schema: TSchema, path = '#'): Generator<[string, TSchema]> {
  if (schema.type === 'object') yield [path, schema];
  for (const [key, child] of Object.entries(schema.properties ?? {})) yield* objectSchemas(child as TSchema, `${path}/${key}`);
  if (schema.items) yield* objectSchemas(schema.items as TSchema, `${path}/items`);
  for (const [i, option] of ((schema.anyOf ?? []) as TSchema[]).entries()) yield* objectSchemas(option, `${path}/anyOf/${i}`);
}

const CORE = fileURLToPath(new URL('../core/', import.meta.url));
/** Where a tool's own code may live: its module and the shared helpers (tool.ts only declares ctx.fetch). */
const TOOL_CODE = [resolve(CORE, 'tools'), resolve(CORE, 'lib')];

/** The code (comments removed) of `file` and of every module under TOOL_CODE it imports, transitively. */
function codeWithImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file) || !TOOL_CODE.some((folder) => file.startsWith(folder))) return '';
  seen.add(file);
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imported = [...code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) => resolve(dirname(file), match[1]!));
  return [code, ...imported.map((path) => codeWithImports(path, seen))].join('\n');
}

describe('the catalog', () => {
  it('has unique kebab-case ids and known categories', () => {
    const ids = tools.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tool of tools) {
      expect(tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(CATEGORIES).toContain(tool.category);
      expect(tool.name.length).toBeGreaterThan(0);
      expect(tool.description.length).toBeGreaterThan(10);
    }
  });

  it('gives every tool keywords search can use: lowercase, trimmed, 1–40 characters, none repeated', () => {
    for (const tool of tools) {
      const keywords: readonly string[] = tool.keywords;
      expect(keywords.length, `${tool.id} has keywords`).toBeGreaterThan(0);
      expect(new Set(keywords).size, `${tool.id} repeats a keyword`).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword, `${tool.id}: ${JSON.stringify(keyword)}`).toBe(keyword.trim().toLowerCase());
        expect(keyword.length, `${tool.id}: ${JSON.stringify(keyword)}`).toBeGreaterThanOrEqual(1);
        expect(keyword.length, `${tool.id}: ${JSON.stringify(keyword)}`).toBeLessThanOrEqual(40);
      }
    }
  });

  it('marks network: true exactly on the tools whose code reaches fetch (the MCP openWorldHint)', () => {
    const networked: string[] = [];
    for (const tool of tools) {
      const file = resolve(CORE, 'tools', tool.category, `${tool.id}.ts`);
      expect(existsSync(file), `${tool.id} lives at core/tools/${tool.category}/${tool.id}.ts`).toBe(true);
      // A call or ctx.fetch, in code, not in strings: curl-parse writes fetch() calls as text and
      // answers them in a field named fetch.
      const usesFetch = /(?<![\w$.])fetch\s*\(|\bctx\.fetch\b/.test(withoutStrings(codeWithImports(file)));
      expect(tool.network === true, `${tool.id}: network must be ${usesFetch}`).toBe(usesFetch);
      if (usesFetch) networked.push(tool.id);
    }
    // The scan itself works: the one fetching tool today is found.
    expect(networked).toContain('url-metadata');
  });

  it('lists exactly the spec fields of a tool definition', () => {
    for (const info of list()) expect(Object.keys(info).sort()).toEqual(['category', 'description', 'id', 'name', 'parameters']);
  });

  for (const tool of tools) {
    describe(tool.id, () => {
      it('has closed schemas with a description on every input field', () => {
        for (const [path, schema] of objectSchemas(tool.input)) {
          expect(schema.additionalProperties, `${path} must be closed`).toBe(false);
          for (const [key, field] of Object.entries(schema.properties ?? {})) {
            expect((field as TSchema).description, `${path}/${key} needs a description`).toBeTruthy();
          }
        }
        // Output objects are closed, or declared maps (a JWT's claims, a CSV row keyed by header).
        for (const [path, schema] of objectSchemas(tool.output)) {
          const declaredMap = schema.patternProperties !== undefined;
          expect(declaredMap || schema.additionalProperties === false, `output ${path} must be closed or a declared map`).toBe(true);
        }
        expect(tool.input[Kind]).toBe('Object');
      });

      it('has at least two examples, and each runs to its documented output', async () => {
        expect(tool.examples.length).toBeGreaterThanOrEqual(2);
        for (const example of tool.examples) {
          const envelope = await runExample(tool, example, tool.network ? upstreams.fetch : undefined);
          expect(envelope, example.title ?? JSON.stringify(example.input)).toMatchObject({ success: true, result: example.output });
          if (envelope.success) {
            expect(envelope.result).toEqual(example.output);
            expect([...Value.Errors(tool.output, envelope.result)]).toEqual([]);
            expect(Number.isInteger(envelope.meta.executionMs)).toBe(true);
          }
          expect(Value.Check(tool.input, example.input), 'example input must satisfy the schema').toBe(true);
        }
      });

      it('refuses unknown fields and non-object input', async () => {
        const example = tool.examples[0]!;
        const extra = await execute(tool.id, { ...example.input, zzz: 1 });
        expect(extra).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'zzz: unknown field' } });
        for (const bad of [null, [], 'text', 42]) {
          const envelope = await execute(tool.id, bad);
          expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
        }
      });
    });
  }
});

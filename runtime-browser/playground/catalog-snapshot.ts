/**
 * A Vite plugin that provides `virtual:tooldeck-catalog`: every tool's public description
 * (the same ToolInfo that list() answers), its examples and its search keywords, computed from core's catalog at
 * build time. The page lists and searches tools from it without bundling the tools' code, which
 * would put the whole catalog on first load; that code arrives with the workers when a tool runs.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { TObject } from '@sinclair/typebox';
import type { Plugin } from 'vite';

export const CATALOG_MODULE = 'virtual:tooldeck-catalog';
/** The examples, apart: the list and search need none of them, and they weigh a third of the snapshot (files in Base64). */
export const EXAMPLES_MODULE = 'virtual:tooldeck-examples';
const RESOLVED = `\0${CATALOG_MODULE}`;
const RESOLVED_EXAMPLES = `\0${EXAMPLES_MODULE}`;
const CATALOG_SOURCE = fileURLToPath(new URL('../../core/catalog-metadata.ts', import.meta.url));
/** Inside the repository, so the bundle's bare imports resolve from its node_modules. */
const SCRATCH = fileURLToPath(new URL('../../node_modules/.cache/tooldeck-playground/', import.meta.url));

export interface SnapshotExample {
  title?: string;
  input: Record<string, unknown>;
}

type Catalog = typeof import('../../core/catalog-metadata.ts');

/**
 * Loads the catalog in this (Node) process. One esbuild bundle of core's sources, packages left
 * to Node, imports in about a second; Vite's module runner took five, once per build.
 */
async function loadCatalog(): Promise<Catalog> {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(SCRATCH);
  try {
    const outfile = join(dir, 'catalog.mjs');
    await build({ entryPoints: [CATALOG_SOURCE], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'error' });
    return (await import(pathToFileURL(outfile).href)) as Catalog;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The output fields a schema declares as Base64 bytes (binaryOutput in core/lib/binary-field.ts), with their media types. */
function binaryFieldsOf(output: TObject): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, schema] of Object.entries(output.properties ?? {})) {
    if (schema.contentEncoding === 'base64') fields[field] = typeof schema.contentMediaType === 'string' ? schema.contentMediaType : 'application/octet-stream';
  }
  return fields;
}

async function snapshot(catalog: Catalog): Promise<string> {
  const tools = catalog.tools.map((tool) => catalog.info(tool));
  // Apart from the ToolInfo list, which stays the spec's shape: only the search box reads them.
  const keywords = Object.fromEntries(catalog.tools.map((tool) => [tool.id, [...tool.keywords]]));
  // Only the result view reads them, to offer those fields as files.
  const binaryOutputs: Record<string, Record<string, string>> = {};
  for (const tool of catalog.tools) {
    const fields = binaryFieldsOf(tool.output);
    if (Object.keys(fields).length > 0) binaryOutputs[tool.id] = fields;
  }
  // Only the page's choice of where to run reads them: a tool that fetches runs on the server by default.
  const networkTools = catalog.tools.filter((tool) => tool.network === true).map((tool) => tool.id);
  // JSON.parse of a string literal is faster for engines than an object literal this size.
  return [
    `export const catalog = JSON.parse(${JSON.stringify(JSON.stringify(tools))});`,
    `export const keywords = JSON.parse(${JSON.stringify(JSON.stringify(keywords))});`,
    `export const binaryOutputs = JSON.parse(${JSON.stringify(JSON.stringify(binaryOutputs))});`,
    `export const networkTools = ${JSON.stringify(networkTools)};`,
    '',
  ].join('\n');
}

function examplesModule(catalog: Catalog): string {
  const examples = Object.fromEntries(
    catalog.tools.map((tool) => [tool.id, tool.examples.map(({ title, input }): SnapshotExample => ({ ...(title === undefined ? {} : { title }), input }))]),
  );
  return `export const examples = JSON.parse(${JSON.stringify(JSON.stringify(examples))});\n`;
}

export function catalogSnapshot(): Plugin {
  let catalog: Promise<Catalog> | undefined;
  return {
    name: 'tooldeck-catalog-snapshot',
    // Each build reads the catalog afresh (a watch rebuild after a tool was added included).
    buildStart: () => {
      catalog = undefined;
    },
    resolveId: (id) => (id === CATALOG_MODULE ? RESOLVED : id === EXAMPLES_MODULE ? RESOLVED_EXAMPLES : undefined),
    load: async (id) => {
      if (id !== RESOLVED && id !== RESOLVED_EXAMPLES) return undefined;
      // One load of the catalog serves both modules of a build.
      catalog ??= loadCatalog();
      return id === RESOLVED ? snapshot(await catalog) : examplesModule(await catalog);
    },
  };
}

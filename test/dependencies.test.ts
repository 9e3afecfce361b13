/**
 * package.json's `dependencies` are what the library needs at run time: the packages imported by
 * core/ and the runtimes (runtime-node/, runtime-browser/ minus the playground, which is built for
 * the server). The server's further packages are optional peerDependencies (server/peer-dependencies.ts),
 * as are the few packages single tools load when installed (core/lib/optional-package.ts: openpgp);
 * everything else (tests, benches, scripts, the playground) is a devDependency.
 * Read from the sources' import statements: type-only imports need nothing at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPTIONAL_TOOL_PACKAGES } from '../core/lib/optional-package.ts';
import { BUNDLED_PACKAGES } from '../scripts/library-bundle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
const bundled: readonly string[] = BUNDLED_PACKAGES;
const optionalToolPackages: readonly string[] = Object.keys(OPTIONAL_TOOL_PACKAGES);

/** Shipped source files of a folder: no tests, fixtures or test servers. */
function sources(folder: string, skip: RegExp = /$^/): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !/\.test\.ts$|-fixture\.ts$|\/fixtures\/|test-server\.ts$/.test(file) && !skip.test(file));
}

/** The packages a file loads at run time: static and dynamic imports, re-exports, require. */
function runtimePackages(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [
    // import … from 'x' and export … from 'x', but not `import type` / `export type`.
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"`;]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
  ];
  const packages = new Set<string>();
  for (const specifier of specifiers) {
    // 'bun' itself is Bun's built-in module (its Redis client), like bun:sqlite.
    if (/^[./#]/.test(specifier) || /^(node|bun|virtual):/.test(specifier) || specifier === 'bun' || builtinModules.includes(specifier)) continue;
    packages.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
  }
  return packages;
}

/** The packages a file finds on disk (require.resolve), to read their files by path: bundling cannot stand in for those. */
function packagesReadByPath(files: string[]): Set<string> {
  const names = files.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\brequire\.resolve\(\s*['"]((?:@[^/'"]+\/)?[^/'"]+)/g)].map((match) => match[1]!));
  return new Set(names);
}

function packagesOf(files: string[]): Map<string, string> {
  const firstUser = new Map<string, string>();
  for (const file of files) for (const name of runtimePackages(file)) if (!firstUser.has(name)) firstUser.set(name, file);
  return firstUser;
}

const library = [...sources('core'), ...sources('runtime-node'), ...sources('runtime-browser', /^runtime-browser\/playground\//)];
const server = sources('server');

describe("package.json's dependencies", () => {
  it('hold every package the library imports, and nothing else, but those bundled into dist/ and the optional tool packages', () => {
    const used = packagesOf(library);
    expect([...used.keys()].sort()).toEqual([...Object.keys(manifest.dependencies), ...bundled, ...optionalToolPackages].sort());
  });

  it("leave to optional peerDependencies exactly the server's further packages and the optional tool packages", () => {
    // A package the server reads files of by path (the card's DejaVu fonts) is its peer even when
    // a tool also bundles a file of it (image-convert's SVG text).
    const readByPath = packagesReadByPath(server);
    const serverOnly = [...packagesOf(server).keys()].filter((name) => !(name in manifest.dependencies) && (!bundled.includes(name) || readByPath.has(name)));
    expect([...serverOnly, ...optionalToolPackages].sort()).toEqual(Object.keys(manifest.peerDependencies).sort());
  });

  it('declare each optional tool package as an optional peer with the range its tools name when it is missing', () => {
    for (const [name, range] of Object.entries(OPTIONAL_TOOL_PACKAGES)) {
      expect(manifest.peerDependencies[name], name).toBe(range);
      expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true);
      expect(manifest.dependencies[name], name).toBeUndefined();
      expect(bundled, name).not.toContain(name);
    }
  });

  it('bundle into dist/ only pinned devDependencies, which no user installs (but as the server\'s peer for files it reads by path)', () => {
    const readByPath = packagesReadByPath(server);
    for (const name of bundled) {
      expect(manifest.dependencies[name], name).toBeUndefined();
      if (!readByPath.has(name)) expect(manifest.peerDependencies[name], name).toBeUndefined();
      expect(manifest.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('are read from the imports (the reader itself finds a known import)', () => {
    // Without this, a reader that found nothing would pass the first test only if dependencies were empty.
    expect(runtimePackages('server/app.ts')).toContain('elysia');
    expect(runtimePackages('runtime-node/node-bundle.ts')).not.toContain('esbuild'); // import type only
    expect(library.length).toBeGreaterThan(100);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPeerDependencies, isInstalledFrom, MissingPeerDependencyError, serverPeerDependencies } from './peer-dependencies.ts';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

describe("tooldeck/server's peer dependencies", () => {
  let project: string;

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'tooldeck-peers-'));
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  /** A project whose node_modules holds these packages (a package.json each is what Node looks for). */
  function projectWith(name: string, packages: string[]): string {
    const root = join(project, name);
    for (const pkg of packages) {
      mkdirSync(join(root, 'node_modules', pkg), { recursive: true });
      writeFileSync(join(root, 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg, version: '1.0.0' }));
    }
    // Where tooldeck's files would sit: the lookup walks up from there.
    const inside = join(root, 'node_modules', 'tooldeck', 'server');
    mkdirSync(inside, { recursive: true });
    return inside;
  }

  it('are the server packages, optional, and installed in this repository for npm start and npm test', () => {
    expect(Object.keys(serverPeerDependencies()).sort()).toEqual(['@modelcontextprotocol/sdk', '@resvg/resvg-js', '@scalar/api-reference', 'dejavu-fonts-ttf', 'elysia', 'esbuild']);
    for (const [name, range] of Object.entries(manifest.peerDependencies)) {
      expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true);
      expect(manifest.devDependencies[name], name).toBe(range);
      expect(manifest.dependencies[name], name).toBeUndefined();
    }
    expect(() => assertPeerDependencies()).not.toThrow();
  });

  it('names the missing package and the command that installs it', () => {
    const from = projectWith('one-missing', ['elysia', '@modelcontextprotocol/sdk', '@scalar/api-reference', '@resvg/resvg-js', 'dejavu-fonts-ttf']);
    let thrown: unknown;
    try {
      assertPeerDependencies(serverPeerDependencies(), isInstalledFrom(from));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingPeerDependencyError);
    expect((thrown as MissingPeerDependencyError).packages).toEqual(['esbuild']);
    expect((thrown as Error).message).toBe(`tooldeck/server needs the package "esbuild" (npm install "esbuild@${manifest.peerDependencies.esbuild}")`);
  });

  it('names every missing package at once, in one install command', () => {
    const from = projectWith('none', []);
    expect(() => assertPeerDependencies(serverPeerDependencies(), isInstalledFrom(from))).toThrow(
      'tooldeck/server needs the packages "@modelcontextprotocol/sdk", "@resvg/resvg-js", "@scalar/api-reference", "dejavu-fonts-ttf", "elysia", "esbuild" ' +
        `(npm install "@modelcontextprotocol/sdk@${manifest.peerDependencies['@modelcontextprotocol/sdk']}" ` +
        `"@resvg/resvg-js@${manifest.peerDependencies['@resvg/resvg-js']}" ` +
        `"@scalar/api-reference@${manifest.peerDependencies['@scalar/api-reference']}" ` +
        `"dejavu-fonts-ttf@${manifest.peerDependencies['dejavu-fonts-ttf']}" ` +
        `"elysia@${manifest.peerDependencies.elysia}" "esbuild@${manifest.peerDependencies.esbuild}")`,
    );
  });

  it('finds packages hoisted to any node_modules above the importing file', () => {
    const from = projectWith('hoisted', ['elysia', '@modelcontextprotocol/sdk', '@scalar/api-reference', '@resvg/resvg-js', 'dejavu-fonts-ttf', 'esbuild']);
    expect(() => assertPeerDependencies(serverPeerDependencies(), isInstalledFrom(from))).not.toThrow();
    expect(isInstalledFrom(from)('vue')).toBe(false);
  });
});

/**
 * The server's own packages (Elysia, the MCP SDK, the API reference page, esbuild for the worker
 * bundle) are optional peerDependencies of tooldeck, not dependencies: someone who wants
 * `execute('base64', …)` in a script should not install a web server, a documentation UI and a
 * bundler (with theirs, about 390 packages and 160 MB). Whoever imports tooldeck/server installs
 * them; if one is missing, the server's entry points say which one and how to install it, before
 * anything imports it (a static import of a missing package fails while linking, with a message
 * that names neither the package that needs it nor the fix).
 *
 * Looked up as Node's resolver does, walking up from this file through each node_modules folder,
 * without loading anything: some of these packages export no entry a CommonJS resolve would find.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from './package-root.ts';

/** Raised when tooldeck/server cannot start because a peer dependency is not installed. */
export class MissingPeerDependencyError extends Error {
  constructor(readonly packages: readonly string[], installCommand: string) {
    const names = packages.map((name) => `"${name}"`).join(', ');
    super(`tooldeck/server needs the package${packages.length > 1 ? 's' : ''} ${names} (${installCommand})`);
    this.name = 'MissingPeerDependencyError';
  }
}

/** package.json's peerDependencies: the names and the version ranges this server is tested with. */
export function serverPeerDependencies(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
  return manifest.peerDependencies ?? {};
}

/** Whether `name` has a package folder in a node_modules at `fromDirectory` or above it. */
export function isInstalledFrom(fromDirectory: string): (name: string) => boolean {
  return (name) => {
    for (let directory = fromDirectory; ; directory = dirname(directory)) {
      if (existsSync(join(directory, 'node_modules', name, 'package.json'))) return true;
      if (dirname(directory) === directory) return false;
    }
  };
}

/**
 * Throws MissingPeerDependencyError naming every package of `packages` (name → version range) that
 * `isInstalled` cannot find, with the npm command that installs them.
 */
export function assertPeerDependencies(
  packages: Record<string, string> = serverPeerDependencies(),
  isInstalled: (name: string) => boolean = isInstalledFrom(dirname(fileURLToPath(import.meta.url))),
): void {
  const missing = Object.keys(packages).filter((name) => !isInstalled(name));
  if (missing.length === 0) return;
  // Quoted: a shell may read ^ or ~ in a bare argument.
  const command = `npm install ${missing.map((name) => `"${name}@${packages[name]}"`).join(' ')}`;
  throw new MissingPeerDependencyError(missing, command);
}

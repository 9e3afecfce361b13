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
import { OPTIONAL_TOOL_PACKAGES } from '../core/lib/optional-package.ts';
import { packageRoot } from './package-root.ts';

/** Raised when tooldeck/server cannot start because a peer dependency is not installed. */
export class MissingPeerDependencyError extends Error {
  constructor(readonly packages: readonly string[], installCommand: string) {
    const names = packages.map((name) => `"${name}"`).join(', ');
    super(`tooldeck/server needs the package${packages.length > 1 ? 's' : ''} ${names} (${installCommand})`);
    this.name = 'MissingPeerDependencyError';
  }
}

/**
 * package.json's peerDependencies the server needs: the names and the version ranges it is tested
 * with. The optional tool packages (openpgp) are peers too, but the server starts without them: the
 * tools that need one answer a 400 naming it (core/lib/optional-package.ts).
 */
export function serverPeerDependencies(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
  return Object.fromEntries(Object.entries(manifest.peerDependencies ?? {}).filter(([name]) => !Object.hasOwn(OPTIONAL_TOOL_PACKAGES, name)));
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

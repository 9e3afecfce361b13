/**
 * Packages a few tools load that `npm i tooldeck` does not install: optional peerDependencies,
 * each with the range package.json declares (test/dependencies.test.ts holds the two together).
 * openpgp is LGPL-3.0: bundling it into dist/ would ship it inside our package, so it stays the
 * user's to install, and the PGP tools load it on their first run.
 *
 * When it is missing, the tool answers a 400 that names the package and the command that
 * installs it, worded as the server's own missing peers are (server/peer-dependencies.ts).
 */
import { invalid } from '../errors.ts';
import { lazy } from './lazy.ts';

export const OPTIONAL_TOOL_PACKAGES = {
  openpgp: '^6.3.2',
} as const;

export type OptionalToolPackage = keyof typeof OPTIONAL_TOOL_PACKAGES;

/** The message a tool answers when `name` cannot be loaded. */
export function missingPackageMessage(name: OptionalToolPackage): string {
  // Quoted: a shell may read ^ or ~ in a bare argument.
  return `this tool needs the optional package "${name}", which is not installed (npm install "${name}@${OPTIONAL_TOOL_PACKAGES[name]}")`;
}

/**
 * lazy() for an optional package: the module on success; on failure a VALIDATION_ERROR naming the
 * package and its install command (and the next run tries again, as lazy() forgets failures).
 */
export function lazyOptional<T>(name: OptionalToolPackage, load: () => Promise<T>): () => Promise<T> {
  const loadOnce = lazy(load);
  return async () => {
    try {
      return await loadOnce();
    } catch {
      return invalid(missingPackageMessage(name));
    }
  };
}

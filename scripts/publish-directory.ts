/**
 * Swaps a folder that a running server reads for a freshly built one in one step. A directory
 * cannot be renamed over a non-empty one, so the served path is a symbolic link to one build:
 * a new link is made beside it and renamed over it (rename(2) replaces it atomically), so a
 * reader finds the old build or the new one, never no folder or half of one.
 *
 * The build just replaced is kept, one generation, and the one before it removed: a read that
 * resolved the link a moment before the swap still finds its file, which it would not if the
 * replaced build were deleted at once.
 */
import { lstatSync, mkdtempSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The link to the build that `link` pointed at before the last swap. */
export const previousLink = (link: string): string => `${link}.previous`;

/**
 * Points `link` at `fresh`, keeps the replaced build (under `${link}.previous`) and removes the
 * one that link named before. Only builds in the folder that holds `fresh` are ever removed: a
 * link to anything else is replaced, never deleted. A real folder at `link` (the layout before
 * builds were linked) is moved beside `fresh` first: that one migration has a moment without the
 * folder, every later swap has none.
 */
export function publishDirectory(link: string, fresh: string): void {
  const builds = dirname(resolve(fresh));
  let replaced: string | undefined;
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) {
    replaced = target(link);
  } else if (existing) {
    replaced = join(mkdtempSync(join(builds, 'unlinked-')), basename(link));
    renameSync(link, replaced);
  }
  pointAt(link, resolve(fresh));
  if (replaced === undefined || replaced === resolve(fresh)) return;
  const older = lstatSync(previousLink(link), { throwIfNoEntry: false }) ? target(previousLink(link)) : undefined;
  pointAt(previousLink(link), replaced);
  if (older === undefined || older === replaced || older === resolve(fresh)) return;
  const build = topFolderIn(builds, older);
  if (build !== undefined) rmSync(build, { recursive: true, force: true });
}

function target(link: string): string {
  return resolve(dirname(link), readlinkSync(link));
}

/** Makes or replaces the symbolic link `link` → `folder` with one rename. */
function pointAt(link: string, folder: string): void {
  // Unique per target, so two builds finishing together never write the same staging link.
  const staged = `${link}.${basename(folder)}.next`;
  rmSync(staged, { force: true });
  // 'junction' lets Windows make the link without administrator rights; elsewhere it is ignored.
  symlinkSync(relative(dirname(link), folder), staged, 'junction');
  renameSync(staged, link);
}

/** The folder directly inside `builds` that holds `path`, or undefined when `path` is elsewhere. */
function topFolderIn(builds: string, path: string): string | undefined {
  const rest = relative(builds, path);
  if (rest === '' || rest.startsWith('..') || isAbsolute(rest)) return undefined;
  return join(builds, rest.split(sep)[0]!);
}

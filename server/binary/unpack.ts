/**
 * The single binary's files that must be real files on disk, written out at start into a
 * temporary folder laid out like the published package (package.json, dist/, node_modules/), and
 * removed at exit: Node runs the workers' bundle from a path, resvg reads its fonts and loads its
 * native module from paths, and the playground and API reference are read as files. Embedded
 * files sit in the executable's own file system ($bunfs), which only this process can read.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** `files`: each file's path in the unpacked tree → where the executable embeds it. Returns the tree's root. */
export function unpack(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tooldeck-binary-'));
  process.on('exit', () => rmSync(root, { recursive: true, force: true }));
  for (const [path, embedded] of Object.entries(files)) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(embedded));
  }
  return root;
}

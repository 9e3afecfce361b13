/** library-prune: declarations no entry reaches, and the catalog data chunk's map, leave the build. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropUnhelpfulMaps, pruneDeclarations } from './library-prune.ts';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  folder = mkdtempSync(join(tmpdir(), 'tooldeck-prune-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
}

describe('pruneDeclarations', () => {
  it('keeps what the entries reach through from, import() and folder indexes, and deletes the rest', () => {
    write({
      'core/index.d.ts': "export { tool } from './tool.ts';\nexport type { X } from './types';",
      'core/tool.d.ts': 'export declare const tool: import("./lib/schema.js").Schema;',
      'core/lib/schema.d.ts': 'export type Schema = {};',
      'core/types/index.d.ts': 'export type X = 1;',
      'core/lib/markup.d.ts': 'export declare function markup(): string;',
      'core/tools/a.d.ts': "import type { Schema } from '../lib/schema.ts';",
      'core/index.js': '// not a declaration',
    });
    expect(pruneDeclarations(folder, ['core/index.d.ts']).sort()).toEqual(['core/lib/markup.d.ts', 'core/tools/a.d.ts']);
    for (const kept of ['core/index.d.ts', 'core/tool.d.ts', 'core/lib/schema.d.ts', 'core/types/index.d.ts', 'core/index.js']) {
      expect(existsSync(join(folder, kept)), kept).toBe(true);
    }
  });

  it('refuses an entry that does not exist rather than deleting everything', () => {
    write({ 'core/index.d.ts': '' });
    expect(() => pruneDeclarations(folder, ['core/missing.d.ts'])).toThrow(/no entry/);
    expect(existsSync(join(folder, 'core/index.d.ts'))).toBe(true);
  });
});

describe('dropUnhelpfulMaps', () => {
  it('drops the map of the chunk built from catalog-metadata.generated.ts, and its link, only', () => {
    write({
      'chunks/catalog-metadata-X.js': 'var a=1;\n//# sourceMappingURL=catalog-metadata-X.js.map\n',
      'chunks/catalog-metadata-X.js.map': JSON.stringify({ sources: ['../../../core/catalog-metadata.generated.ts', '../../../core/catalog-metadata.ts'] }),
      'chunks/chunk-Y.js': 'var b=2;\n//# sourceMappingURL=chunk-Y.js.map\n',
      'chunks/chunk-Y.js.map': JSON.stringify({ sources: ['../../../core/catalog.generated.ts', '../../../core/execute.ts'] }),
    });
    expect(dropUnhelpfulMaps(folder)).toEqual(['chunks/catalog-metadata-X.js.map']);
    expect(readFileSync(join(folder, 'chunks/catalog-metadata-X.js'), 'utf8')).toBe('var a=1;\n');
    expect(existsSync(join(folder, 'chunks/chunk-Y.js.map'))).toBe(true);
    expect(readFileSync(join(folder, 'chunks/chunk-Y.js'), 'utf8')).toContain('sourceMappingURL');
  });

  it('drops the maps of chunks made only of bundled packages, and keeps maps that reach our code', () => {
    write({
      'chunks/es-X.js': 'var a=1;\n//# sourceMappingURL=es-X.js.map\n',
      'chunks/es-X.js.map': JSON.stringify({ sources: ['../../../node_modules/pdf-lib/es/index.js', '../../../node_modules/pako/index.js'] }),
      'chunks/pdf-merge-Y.js': 'var b=2;\n//# sourceMappingURL=pdf-merge-Y.js.map\n',
      'chunks/pdf-merge-Y.js.map': JSON.stringify({ sources: ['../../../core/tools/documents/pdf-merge.ts', '../../../node_modules/x/index.js'] }),
    });
    expect(dropUnhelpfulMaps(folder)).toEqual(['chunks/es-X.js.map']);
    expect(readFileSync(join(folder, 'chunks/es-X.js'), 'utf8')).toBe('var a=1;\n');
    expect(existsSync(join(folder, 'chunks/pdf-merge-Y.js.map'))).toBe(true);
  });
});

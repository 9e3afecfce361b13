/**
 * The README's TypeScript examples compile against the library's types, as a user's editor would
 * check them: each ```ts block becomes a module importing 'tooldeck', 'tooldeck/node' and
 * 'tooldeck/browser' (mapped to this repository's sources), type-checked with the repository's
 * compiler options.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRATCH = join(ROOT, 'node_modules', '.cache', 'readme-examples');

export function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
}

it("type-checks every TypeScript example of the README against the package's types", () => {
  const blocks = typescriptBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  rmSync(SCRATCH, { recursive: true, force: true });
  mkdirSync(SCRATCH, { recursive: true });
  // `export {}` makes each block a module, where top-level await is allowed.
  const files = blocks.map((block, index) => {
    const file = join(SCRATCH, `example-${index + 1}.ts`);
    writeFileSync(file, `${block}\nexport {};\n`);
    return file;
  });
  const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  // The repository's declarations for untyped modules (types/), as a build of the package has them.
  const declarations = fileNames.filter((file) => file.startsWith(join(ROOT, 'types')));
  const program = ts.createProgram([...files, ...declarations], {
    ...options,
    baseUrl: ROOT,
    paths: { tooldeck: ['core/index.ts'], 'tooldeck/node': ['runtime-node/index.ts'], 'tooldeck/browser': ['runtime-browser/index.ts'] },
  });
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? `${diagnostic.file.fileName.replace(SCRATCH, 'README')}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  expect(problems).toEqual([]);
}, 120_000);

it('finds the blocks it checks, and a wrong example would fail', () => {
  expect(typescriptBlocks('x\n```ts\nconst a = 1;\n```\n```sh\nls\n```\n```ts\nb();\n```\n')).toEqual(['const a = 1;\n', 'b();\n']);
});

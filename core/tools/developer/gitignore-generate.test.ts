import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  gitignore: string;
  templates: { template: string; url: string; removedDuplicates: number }[];
}

const generate = (templates: unknown[]) => run<Result>('gitignore-generate', { templates });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The text under "### template ###", up to the next section. */
function section(gitignore: string, template: string): string {
  const start = gitignore.indexOf(`### ${template} ###\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = gitignore.slice(start + `### ${template} ###\n`.length);
  const next = body.indexOf('\n\n### ');
  return next === -1 ? body : body.slice(0, next + 1);
}

describe('gitignore-generate', () => {
  // Each hash is `git -C /work/.mirror/github+gitignore/repo show dcc0fc7bc2b5:<path> | sha256sum` (github/gitignore).
  const upstream: [asked: string, path: string, sha: string][] = [
    ['Node', 'Node', 'ae3ac05cd16b0f6c4251fd30d74c12866d1ba6daa365aacc2e32ddfc09a478f6'],
    ['python', 'Python', 'b2580eab7825b9f22f790fb0edb7a6e239616e79907004adf36023c7ec4b9a4c'],
    ['VisualStudio.gitignore', 'VisualStudio', 'cbed134c8bc8b85079dd45fbeeab58a54b8b93746c7dabca21d512982320987d'],
    // Holds "Icon[\r]": the carriage return must survive.
    ['macOS', 'Global/macOS', '7f5b14d9528c1aa2bf5f5071f6ef2bf41815282b14a2f7e0b0946c6c50d99c72'],
    ['JupyterNotebooks', 'community/Python/JupyterNotebooks', 'eb8c42912d341487baa9f2451bb91280ed5ef25ea071bb15abe39d317dd4181d'],
    // Clojure.gitignore is a symbolic link to Leiningen.gitignore: the hash is Leiningen's.
    ['Clojure', 'Clojure', 'd8f9c76ea8787c6a0f96be13b22db2e52fb2acc0857b72304c62abebb6607398'],
  ];
  for (const [asked, path, sha] of upstream) {
    it(`gives ${path} as upstream wrote it`, async () => {
      const result = await generate([asked]);
      expect(result.templates).toEqual([
        { template: path, url: `https://github.com/github/gitignore/blob/dcc0fc7bc2b5ba480cf117ad1be31bafceeaff46/${path}.gitignore`, removedDuplicates: 0 },
      ]);
      expect(sha256(section(result.gitignore, path))).toBe(sha);
    });
  }

  it('heads the file with its source and each section with its path', async () => {
    const { gitignore } = await generate(['Go', 'Global/Windows']);
    expect(gitignore.startsWith('# Generated from github/gitignore (CC0-1.0) at dcc0fc7bc2b5: Go, Global/Windows\n\n### Go ###\n')).toBe(true);
    expect(gitignore).toContain('\n\n### Global/Windows ###\n# Windows thumbnail cache files\nThumbs.db\n');
    expect(gitignore.endsWith('\n')).toBe(true);
    expect(gitignore.endsWith('\n\n')).toBe(false);
  });

  it('writes a repeated pattern once, keeping comments and blank lines', async () => {
    // Global/Emacs and Global/Linux both start with "*~" (upstream files, first pattern line of each).
    const { gitignore, templates } = await generate(['Global/Emacs', 'Linux']);
    expect(gitignore.match(/^\*~$/gm)).toHaveLength(1);
    expect(templates.map((entry) => entry.removedDuplicates)).toEqual([0, 1]);
    expect(section(gitignore, 'Global/Linux').startsWith('\n# temporary files which can be created')).toBe(true);
  });

  it('keeps a repeat that follows a negation, which would otherwise change what is ignored', async () => {
    // Global/Linux has "*~"; Global/Vim has "!*.svg" before its own "*~" (upstream Vim.gitignore).
    const { gitignore, templates } = await generate(['Linux', 'Vim']);
    expect(gitignore.match(/^\*~$/gm)).toHaveLength(2);
    expect(templates[1]!.removedDuplicates).toBe(0);
  });

  it('uses a template asked twice once, whatever its spelling', async () => {
    const { templates } = await generate(['node', 'Node.gitignore', ' NODE ']);
    expect(templates.map((entry) => entry.template)).toEqual(['Node']);
  });

  it('gives the bare name to the root template where names collide, the other by its path', async () => {
    expect((await generate(['AL'])).templates[0]!.template).toBe('AL');
    expect((await generate(['Global/AL'])).templates[0]!.template).toBe('Global/AL');
    expect((await generate(['Racket'])).templates[0]!.template).toBe('Racket');
    expect((await generate(['community/Racket'])).templates[0]!.template).toBe('community/Racket');
    expect((await generate(['CFML/ColdBox'])).templates[0]!.template).toBe('community/CFML/ColdBox');
  });

  it('refuses an ambiguous name, listing the paths to choose from', async () => {
    await expectInvalid('gitignore-generate', { templates: ['Node', 'ColdBox'] }, 'templates[1]: "ColdBox" names several templates; ask for one by its path: community/BoxLang/ColdBox, community/CFML/ColdBox');
  });

  it('refuses an unknown name with near names, or with how names look', async () => {
    await expectInvalid('gitignore-generate', { templates: ['jetbrain'] }, 'templates[0]: no github/gitignore template named "jetbrain"; did you mean Global/JetBrains?');
    await expectInvalid('gitignore-generate', { templates: ['Go', 'Cobolx'] }, /^templates\[1\]: no github\/gitignore template named "Cobolx"; names are the upstream file names, such as Node/);
    await expectInvalid('gitignore-generate', { templates: ['   '] }, 'templates[0]: is empty');
    await expectInvalid('gitignore-generate', { templates: ['__proto__'] }, /templates\[0\]: no github\/gitignore template named "__proto__"/);
    await expectInvalid('gitignore-generate', { templates: ['constructor'] }, /templates\[0\]: no github\/gitignore template named "constructor"/);
  });

  it('refuses wrong shapes, naming the field', async () => {
    await expectInvalid('gitignore-generate', { templates: [] }, /templates: must have at least 1 item/);
    await expectInvalid('gitignore-generate', { templates: Array(101).fill('Node') }, /templates: must have at most 100 items/);
    await expectInvalid('gitignore-generate', { templates: ['x'.repeat(101)] }, /templates\/0|templates\[0\]/);
    await expectInvalid('gitignore-generate', { templates: 'Node' }, /templates: must be an array/);
    await expectInvalid('gitignore-generate', {}, 'templates: is required');
    await expectInvalid('gitignore-generate', { templates: ['Node'], extra: 1 }, /extra/);
  });

  it('combines the largest request within bounds', async () => {
    const { templates } = await generate(Array.from({ length: 100 }, (_, index) => ['Node', 'Python', 'Java', 'Go', 'Rust', 'VisualStudio', 'Unity', 'Global/JetBrains', 'macOS', 'Windows'][index % 10]));
    expect(templates).toHaveLength(10);
  });
});

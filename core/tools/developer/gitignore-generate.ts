import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The templates are github/gitignore (CC0-1.0) at one commit, vendored by
 *   scripts/build-gitignore-templates.ts into data/gitignore-templates.ts (190 KB, loaded on the first run):
 *   every root template, Global/ and community/, each keyed by its path without ".gitignore".
 * - Names: letter case and a ".gitignore" suffix are ignored. A name matches a template whose path is the name
 *   or ends in "/name", so "macOS" finds Global/macOS and "JupyterNotebooks" finds community/Python/JupyterNotebooks.
 *   Where names collide, the root template wins the bare name (AL is AL.gitignore, Global/AL must be asked by its
 *   path; Racket likewise against community/Racket); a collision with no root template (ColdBox under
 *   community/BoxLang and community/CFML) is refused with both paths to choose from.
 * - Sections come in the order asked, each under "### <path> ###", a template asked twice only once.
 * - Deduplication: a pattern line (not blank, not a comment) exactly equal to one already written is dropped
 *   (upstream has no pattern with trailing spaces, so git's trimming of them is not imitated), unless a negation ("!…") was written since its first
 *   copy: there the later copy ignores again what the negation brought back, so it must stay. Comments and blank
 *   lines are kept, so every section reads as upstream wrote it.
 */

interface TemplateIndex {
  commit: string;
  texts: Readonly<Record<string, string>>;
  /** Every path, lowercased once, beside its real spelling. */
  paths: readonly (readonly [lower: string, path: string])[];
}

const loadTemplates = lazy(async (): Promise<TemplateIndex> => {
  const { GITIGNORE_TEMPLATES: texts, GITIGNORE_COMMIT: commit } = await import('./data/gitignore-templates.ts');
  return { commit, texts, paths: Object.keys(texts).map((path) => [path.toLowerCase(), path] as const) };
});

function resolve({ paths }: TemplateIndex, asked: string, field: string): string {
  const wanted = asked.trim().replace(/\.gitignore$/i, '').toLowerCase();
  if (wanted === '') invalid(`${field}: is empty`);
  const suffix = `/${wanted}`;
  const matches = paths.filter(([lower]) => lower === wanted || lower.endsWith(suffix));
  const exact = matches.find(([lower]) => lower === wanted);
  if (exact) return exact[1];
  const root = matches.find(([, path]) => !path.includes('/'));
  if (root) return root[1];
  if (matches.length === 1) return matches[0]![1];
  if (matches.length > 1) invalid(`${field}: "${asked}" names several templates; ask for one by its path: ${matches.map(([, path]) => path).join(', ')}`);
  const near = paths.filter(([lower]) => lower.includes(wanted)).slice(0, 8).map(([, path]) => path);
  invalid(
    `${field}: no github/gitignore template named "${asked}"` +
      (near.length > 0 ? `; did you mean ${near.join(', ')}?` : '; names are the upstream file names, such as Node, Python, macOS, VisualStudio, Global/JetBrains'),
  );
}

export default defineTool({
  id: 'gitignore-generate',
  name: '.gitignore Generator',
  category: 'developer',
  description:
    'Combine github/gitignore templates (languages, frameworks, editors, operating systems: Node, Python, macOS, VisualStudio, JetBrains…) ' +
    'into one .gitignore with a section per template and repeated patterns removed. Offline, CC0 templates.',
  keywords: ['gitignore', 'git ignore', 'gitignore.io', 'toptal gitignore', 'ignore file', 'gitignore template', 'github gitignore'],
  input: closedObject({
    templates: Type.Array(
      Type.String({ minLength: 1, maxLength: 100, description: 'A template name (Node, Python, macOS) or path (Global/JetBrains); any letter case; at most 100 characters' }),
      {
        minItems: 1,
        maxItems: 100,
        description: 'The github/gitignore templates to combine, in order: 1 to 100 names',
      },
    ),
  }),
  output: closedObject({
    gitignore: Type.String({ description: 'The combined .gitignore' }),
    templates: Type.Array(
      closedObject({
        template: Type.String({ description: 'The template\'s path in github/gitignore, without ".gitignore"' }),
        url: Type.String({ description: 'The upstream file at the vendored commit' }),
        removedDuplicates: Type.Integer({ description: 'Pattern lines left out of this section as already written above' }),
      }),
      { description: 'The templates used, in order' },
    ),
  }),
  examples: [
    {
      title: "An editor and an OS, \"*~\" written once (names in any case)",
      input: {"templates": ["Vim", "linux"]},
      output: {"gitignore": "# Generated from github/gitignore (CC0-1.0) at dcc0fc7bc2b5: Global/Vim, Global/Linux\n\n### Global/Vim ###\n# Swap\n[._]*.s[a-v][a-z]\n# comment out the next line if you don't need vector files\n!*.svg\n[._]*.sw[a-p]\n[._]s[a-rt-v][a-z]\n[._]ss[a-gi-z]\n[._]sw[a-p]\n\n# Session\nSession.vim\nSessionx.vim\n\n# Temporary\n.netrwhist\n*~\n# Auto-generated tag files\ntags\n# Persistent undo\n[._]*.un~\n\n### Global/Linux ###\n\n# temporary files which can be created if a process still has a handle open of a deleted file\n.fuse_hidden*\n\n# Metadata left by Dolphin file manager, which comes with KDE Plasma\n.directory\n\n# Linux trash folder which might appear on any partition or disk\n.Trash-*\n\n# .nfs files are created when an open file is removed but is still being accessed\n.nfs*\n\n# Log files created by default by the nohup command\nnohup.out\n", "templates": [{"template": "Global/Vim", "url": "https://github.com/github/gitignore/blob/dcc0fc7bc2b5ba480cf117ad1be31bafceeaff46/Global/Vim.gitignore", "removedDuplicates": 0}, {"template": "Global/Linux", "url": "https://github.com/github/gitignore/blob/dcc0fc7bc2b5ba480cf117ad1be31bafceeaff46/Global/Linux.gitignore", "removedDuplicates": 1}]},
    },
    {
      title: "One language",
      input: {"templates": ["Go"]},
      output: {"gitignore": "# Generated from github/gitignore (CC0-1.0) at dcc0fc7bc2b5: Go\n\n### Go ###\n# If you prefer the allow list template instead of the deny list, see community template:\n# https://github.com/github/gitignore/blob/main/community/Golang/Go.AllowList.gitignore\n#\n# Binaries for programs and plugins\n*.exe\n*.exe~\n*.dll\n*.so\n*.dylib\n\n# Test binary, built with `go test -c`\n*.test\n\n# Code coverage profiles and other test artifacts\n*.out\ncoverage.*\n*.coverprofile\nprofile.cov\n\n# Dependency directories (remove the comment below to include it)\n# vendor/\n\n# Go workspace file\ngo.work\ngo.work.sum\n\n# env file\n.env\n\n# Editor/IDE\n# .idea/\n# .vscode/\n", "templates": [{"template": "Go", "url": "https://github.com/github/gitignore/blob/dcc0fc7bc2b5ba480cf117ad1be31bafceeaff46/Go.gitignore", "removedDuplicates": 0}]},
    },
  ],
  async run({ templates: asked }) {
    const index = await loadTemplates();
    const { commit, texts } = index;
    const chosen = [...new Set(asked.map((name, position) => resolve(index, name, `templates[${position}]`)))];

    const out: string[] = [`# Generated from github/gitignore (CC0-1.0) at ${commit.slice(0, 12)}: ${chosen.join(', ')}`];
    const writtenAt = new Map<string, number>();
    let lastNegation = -1;
    const used = chosen.map((template) => {
      out.push('', `### ${template} ###`);
      let removedDuplicates = 0;
      for (const line of texts[template]!.replace(/\n+$/, '').split('\n')) {
        const trimmed = line.trim();
        if (trimmed !== '' && !trimmed.startsWith('#')) {
          const previous = writtenAt.get(line);
          if (previous !== undefined && previous > lastNegation) {
            removedDuplicates++;
            continue;
          }
          writtenAt.set(line, out.length);
          if (trimmed.startsWith('!')) lastNegation = out.length;
        }
        out.push(line);
      }
      return { template, url: `https://github.com/github/gitignore/blob/${commit}/${template}.gitignore`, removedDuplicates };
    });
    return { gitignore: `${out.join('\n')}\n`, templates: used };
  },
});

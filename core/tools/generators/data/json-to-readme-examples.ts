/** The examples of json-to-readme (documentation; the catalog test runs them and compares). */
import type { ReadmeExample } from '../json-to-readme.ts';

const INPUTS: Omit<ReadmeExample, 'output'>[] = [
  {
    title: 'A library README with badges, usage, an API table and a table of contents',
    input: {
      json: JSON.stringify({
        name: 'tiny-slugify',
        description: 'Turn any title into a URL slug: fast, Unicode-aware, zero dependencies.',
        badges: [
          { label: 'npm', message: 'v1.2.0', color: 'blue', link: 'https://www.npmjs.com/package/tiny-slugify' },
          { label: 'build', message: 'passing', color: 'brightgreen' },
          { label: 'code_style', message: 'pre-commit', color: '#fe5196' },
        ],
        features: ['Handles accents: Crème brûlée → creme-brulee', 'Custom separators (_ . -)', 'Under 1 kB gzipped'],
        installation: 'npm install tiny-slugify',
        usage: { code: "import { slugify } from 'tiny-slugify';\n\nslugify('Hello, World!'); // 'hello-world'", language: 'js' },
        api: [
          {
            name: 'slugify(text, options?)',
            signature: 'function slugify(text: string, options?: { separator?: string }): string',
            description: 'Returns the slug of text, lower-cased, with runs of other characters replaced by the separator.',
            params: [
              { name: 'text', type: 'string', description: 'The title to convert' },
              { name: 'options.separator', type: 'string', description: 'Between words; default -' },
            ],
          },
        ],
        contributing: 'Pull requests are welcome. For major changes, open an issue first.',
        license: 'MIT',
        author: { name: 'Jane Doe', url: 'https://github.com/janedoe', email: 'jane@example.com' },
      }),
      table_of_contents: true,
    },
  },
  {
    title: 'A minimal README: markdown in values is escaped and reads back as written',
    input: {
      json: JSON.stringify({
        name: 'my_project #2',
        description: '# Not a heading\n<b>not bold</b> and [not a link](https://example.com)',
        shields: ['github/license/markdown-it/markdown-it'],
        installation: 'pip install my-project',
        usage: 'my-project --help',
        license: 'Apache-2.0',
      }),
      badge_style: 'for-the-badge',
    },
  },
];

// The outputs, written by running the tool on INPUTS (regenerate after a change).
const OUTPUTS: ReadmeExample['output'][] =
// generated outputs start
[
  {
    "markdown": "# tiny-slugify\n\n[![npm: v1.2.0](https://img.shields.io/badge/npm-v1.2.0-blue)](https://www.npmjs.com/package/tiny-slugify) ![build: passing](https://img.shields.io/badge/build-passing-brightgreen) ![code\\_style: pre-commit](https://img.shields.io/badge/code__style-pre--commit-fe5196)\n\nTurn any title into a URL slug: fast, Unicode-aware, zero dependencies.\n\n## Table of contents\n\n- [Features](#features)\n- [Installation](#installation)\n- [Usage](#usage)\n- [API](#api)\n- [Contributing](#contributing)\n- [License](#license)\n- [Author](#author)\n\n## Features\n\n- Handles accents: Crème brûlée → creme-brulee\n- Custom separators (\\_ . -)\n- Under 1 kB gzipped\n\n## Installation\n\n```sh\nnpm install tiny-slugify\n```\n\n## Usage\n\n```js\nimport { slugify } from 'tiny-slugify';\n\nslugify('Hello, World!'); // 'hello-world'\n```\n\n## API\n\n### slugify(text, options?)\n\n```\nfunction slugify(text: string, options?: { separator?: string }): string\n```\n\nReturns the slug of text, lower-cased, with runs of other characters replaced by the separator.\n\n| Parameter | Type | Description |\n| --- | --- | --- |\n| text | string | The title to convert |\n| options.separator | string | Between words; default - |\n\n## Contributing\n\nPull requests are welcome. For major changes, open an issue first.\n\n## License\n\nMIT\n\n## Author\n\n[Jane Doe](https://github.com/janedoe) · [jane@example.com](mailto:jane@example.com)\n",
    "html": "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>tiny-slugify — README</title>\n<style>\nbody{margin:0;background:#ffffff;color:#1f2328;font-family:-apple-system, \"Segoe UI\", Helvetica, Arial, sans-serif;line-height:1.5}\n.markdown-body{max-width:880px;margin:0 auto;padding:32px 24px;overflow-wrap:anywhere}\nh1,h2{border-bottom:1px solid #d1d9e0;padding-bottom:0.3em}\na{color:#0969da}\ncode,pre{font-family:ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;font-size:85%}\n:not(pre)>code{background:#eff1f3;border-radius:6px;padding:0.2em 0.4em}\npre{background:#f6f8fa;border-radius:6px;padding:16px;overflow:auto}\ntable{border-collapse:collapse}\nth,td{border:1px solid #d1d9e0;padding:6px 13px}\nimg{max-width:100%;vertical-align:middle}\n</style>\n</head>\n<body>\n<article class=\"markdown-body\">\n<h1>tiny-slugify</h1>\n<p><a href=\"https://www.npmjs.com/package/tiny-slugify\"><img src=\"https://img.shields.io/badge/npm-v1.2.0-blue\" alt=\"npm: v1.2.0\"></a> <img src=\"https://img.shields.io/badge/build-passing-brightgreen\" alt=\"build: passing\"> <img src=\"https://img.shields.io/badge/code__style-pre--commit-fe5196\" alt=\"code_style: pre-commit\"></p>\n<p>Turn any title into a URL slug: fast, Unicode-aware, zero dependencies.</p>\n<h2 id=\"table-of-contents\">Table of contents</h2>\n<ul>\n<li><a href=\"#features\">Features</a></li>\n<li><a href=\"#installation\">Installation</a></li>\n<li><a href=\"#usage\">Usage</a></li>\n<li><a href=\"#api\">API</a></li>\n<li><a href=\"#contributing\">Contributing</a></li>\n<li><a href=\"#license\">License</a></li>\n<li><a href=\"#author\">Author</a></li>\n</ul>\n<h2 id=\"features\">Features</h2>\n<ul>\n<li>Handles accents: Crème brûlée → creme-brulee</li>\n<li>Custom separators (_ . -)</li>\n<li>Under 1 kB gzipped</li>\n</ul>\n<h2 id=\"installation\">Installation</h2>\n<pre><code class=\"language-sh\">npm install tiny-slugify\n</code></pre>\n<h2 id=\"usage\">Usage</h2>\n<pre><code class=\"language-js\">import { slugify } from 'tiny-slugify';\n\nslugify('Hello, World!'); // 'hello-world'\n</code></pre>\n<h2 id=\"api\">API</h2>\n<h3>slugify(text, options?)</h3>\n<pre><code>function slugify(text: string, options?: { separator?: string }): string\n</code></pre>\n<p>Returns the slug of text, lower-cased, with runs of other characters replaced by the separator.</p>\n<table>\n<thead>\n<tr>\n<th>Parameter</th>\n<th>Type</th>\n<th>Description</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>text</td>\n<td>string</td>\n<td>The title to convert</td>\n</tr>\n<tr>\n<td>options.separator</td>\n<td>string</td>\n<td>Between words; default -</td>\n</tr>\n</tbody>\n</table>\n<h2 id=\"contributing\">Contributing</h2>\n<p>Pull requests are welcome. For major changes, open an issue first.</p>\n<h2 id=\"license\">License</h2>\n<p>MIT</p>\n<h2 id=\"author\">Author</h2>\n<p><a href=\"https://github.com/janedoe\">Jane Doe</a> · <a href=\"mailto:jane@example.com\">jane@example.com</a></p>\n</article>\n</body>\n</html>\n",
    "sections": [
      "Table of contents",
      "Features",
      "Installation",
      "Usage",
      "API",
      "Contributing",
      "License",
      "Author"
    ],
    "badge_urls": [
      "https://img.shields.io/badge/npm-v1.2.0-blue",
      "https://img.shields.io/badge/build-passing-brightgreen",
      "https://img.shields.io/badge/code__style-pre--commit-fe5196"
    ]
  },
  {
    "markdown": "# my\\_project \\#2\n\n![github/license/markdown-it/markdown-it](https://img.shields.io/github/license/markdown-it/markdown-it?style=for-the-badge)\n\n\\# Not a heading\n\\<b\\>not bold\\</b\\> and \\[not a link\\](https://example.com)\n\n## Installation\n\n```sh\npip install my-project\n```\n\n## Usage\n\n```\nmy-project --help\n```\n\n## License\n\nApache-2.0\n",
    "html": "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>my_project #2 — README</title>\n<style>\nbody{margin:0;background:#ffffff;color:#1f2328;font-family:-apple-system, \"Segoe UI\", Helvetica, Arial, sans-serif;line-height:1.5}\n.markdown-body{max-width:880px;margin:0 auto;padding:32px 24px;overflow-wrap:anywhere}\nh1,h2{border-bottom:1px solid #d1d9e0;padding-bottom:0.3em}\na{color:#0969da}\ncode,pre{font-family:ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;font-size:85%}\n:not(pre)>code{background:#eff1f3;border-radius:6px;padding:0.2em 0.4em}\npre{background:#f6f8fa;border-radius:6px;padding:16px;overflow:auto}\ntable{border-collapse:collapse}\nth,td{border:1px solid #d1d9e0;padding:6px 13px}\nimg{max-width:100%;vertical-align:middle}\n</style>\n</head>\n<body>\n<article class=\"markdown-body\">\n<h1>my_project #2</h1>\n<p><img src=\"https://img.shields.io/github/license/markdown-it/markdown-it?style=for-the-badge\" alt=\"github/license/markdown-it/markdown-it\"></p>\n<p># Not a heading\n&lt;b&gt;not bold&lt;/b&gt; and [not a link](https://example.com)</p>\n<h2 id=\"installation\">Installation</h2>\n<pre><code class=\"language-sh\">pip install my-project\n</code></pre>\n<h2 id=\"usage\">Usage</h2>\n<pre><code>my-project --help\n</code></pre>\n<h2 id=\"license\">License</h2>\n<p>Apache-2.0</p>\n</article>\n</body>\n</html>\n",
    "sections": [
      "Installation",
      "Usage",
      "License"
    ],
    "badge_urls": [
      "https://img.shields.io/github/license/markdown-it/markdown-it?style=for-the-badge"
    ]
  }
]
// generated outputs end
;

export const README_EXAMPLES: ReadmeExample[] = INPUTS.map((example, index) => ({ ...example, output: OUTPUTS[index]! }));

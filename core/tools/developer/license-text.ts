import { Type } from '@sinclair/typebox';
import type { LicenseLeaf, SpdxNode } from 'spdx-expression-parse';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Texts are spdx-license-list's (CC0, the SPDX list's texts), one JSON file per license, each imported on its own
 *   so each is its own chunk. Only the licenses below are offered; their ids are listed in the field's description
 *   and in the error for any other id.
 * - Ids and operators match in any letter case; the deprecated GPL family ids (GPL-3.0, GPL-3.0+, LGPL-2.1, AGPL-3.0…) are read as
 *   their -only / -or-later successors, and the answer names the current id.
 * - The copyright line is filled where the text carries a template for it (MIT's "Copyright (c) <year> <copyright
 *   holders>", Apache's appendix "Copyright [yyyy] [name of copyright owner]", the GPLs' "how to apply" line…),
 *   every occurrence. year defaults to the current year; without a holder the template stays as written. Licenses
 *   with no such template (MPL-2.0, CC0-1.0, Unlicense, Zlib, BSL-1.0…) come as written, with copyrightFilled false.
 * - spdx takes an SPDX expression (MIT OR Apache-2.0), parsed by spdx-expression-parse against the SPDX lists
 *   (spdx-license-ids, spdx-exceptions): each distinct license comes with its text, and the expression is written
 *   back in canonical form; at most 6 distinct licenses per call. An id SPDX knows but whose text is not offered, a LicenseRef- and a WITH exception
 *   (spdx-license-list has no exception texts) are refused by name, rather than answered with a LICENSE file
 *   that lacks part of the terms.
 */

interface LicenseFile {
  name: string;
  url: string;
  osiApproved: boolean;
  licenseText: string;
}

type Loader = () => Promise<{ default: LicenseFile }>;

/** Each license with its copyright template line, where it has one (exact text, year and holder marked). */
const LICENSES: Record<string, { load: Loader; template?: [line: string, year: string, holder: string] }> = {
  '0BSD': { load: () => import('spdx-license-list/licenses/0BSD.json'), template: ['Copyright (C) YEAR by AUTHOR EMAIL', 'YEAR', 'AUTHOR EMAIL'] },
  'AGPL-3.0-only': { load: () => import('spdx-license-list/licenses/AGPL-3.0-only.json'), template: ['Copyright (C) <year>  <name of author>', '<year>', '<name of author>'] },
  'AGPL-3.0-or-later': { load: () => import('spdx-license-list/licenses/AGPL-3.0-or-later.json'), template: ['Copyright (C) <year>  <name of author>', '<year>', '<name of author>'] },
  'Apache-2.0': { load: () => import('spdx-license-list/licenses/Apache-2.0.json'), template: ['Copyright [yyyy] [name of copyright owner]', '[yyyy]', '[name of copyright owner]'] },
  'Artistic-2.0': { load: () => import('spdx-license-list/licenses/Artistic-2.0.json') },
  'BSD-2-Clause': { load: () => import('spdx-license-list/licenses/BSD-2-Clause.json'), template: ['Copyright (c) <year> <owner>', '<year>', '<owner>'] },
  'BSD-3-Clause': { load: () => import('spdx-license-list/licenses/BSD-3-Clause.json'), template: ['Copyright (c) <year> <owner>', '<year>', '<owner>'] },
  'BSD-3-Clause-Clear': { load: () => import('spdx-license-list/licenses/BSD-3-Clause-Clear.json'), template: ['Copyright (c) [xxxx]-[xxxx] [Owner Organization]', '[xxxx]-[xxxx]', '[Owner Organization]'] },
  'BSD-4-Clause': { load: () => import('spdx-license-list/licenses/BSD-4-Clause.json'), template: ['Copyright (c) <year> <owner>', '<year>', '<owner>'] },
  'BSL-1.0': { load: () => import('spdx-license-list/licenses/BSL-1.0.json') },
  'BlueOak-1.0.0': { load: () => import('spdx-license-list/licenses/BlueOak-1.0.0.json') },
  'CC-BY-4.0': { load: () => import('spdx-license-list/licenses/CC-BY-4.0.json') },
  'CC-BY-SA-4.0': { load: () => import('spdx-license-list/licenses/CC-BY-SA-4.0.json') },
  'CC0-1.0': { load: () => import('spdx-license-list/licenses/CC0-1.0.json') },
  'CDDL-1.0': { load: () => import('spdx-license-list/licenses/CDDL-1.0.json') },
  'ECL-2.0': { load: () => import('spdx-license-list/licenses/ECL-2.0.json'), template: ['Copyright [yyyy] [name of copyright owner]', '[yyyy]', '[name of copyright owner]'] },
  'EPL-1.0': { load: () => import('spdx-license-list/licenses/EPL-1.0.json') },
  'EPL-2.0': { load: () => import('spdx-license-list/licenses/EPL-2.0.json') },
  'EUPL-1.2': { load: () => import('spdx-license-list/licenses/EUPL-1.2.json') },
  'GPL-2.0-only': { load: () => import('spdx-license-list/licenses/GPL-2.0-only.json'), template: ['Copyright (C) yyyy name of author', 'yyyy', 'name of author'] },
  'GPL-2.0-or-later': { load: () => import('spdx-license-list/licenses/GPL-2.0-or-later.json'), template: ['Copyright (C) yyyy name of author', 'yyyy', 'name of author'] },
  'GPL-3.0-only': { load: () => import('spdx-license-list/licenses/GPL-3.0-only.json'), template: ['Copyright (C) <year>  <name of author>', '<year>', '<name of author>'] },
  'GPL-3.0-or-later': { load: () => import('spdx-license-list/licenses/GPL-3.0-or-later.json'), template: ['Copyright (C) <year>  <name of author>', '<year>', '<name of author>'] },
  ISC: { load: () => import('spdx-license-list/licenses/ISC.json') },
  'LGPL-2.1-only': { load: () => import('spdx-license-list/licenses/LGPL-2.1-only.json'), template: ['Copyright (C) year  name of author', 'year', 'name of author'] },
  'LGPL-2.1-or-later': { load: () => import('spdx-license-list/licenses/LGPL-2.1-or-later.json'), template: ['Copyright (C) year  name of author', 'year', 'name of author'] },
  'LGPL-3.0-only': { load: () => import('spdx-license-list/licenses/LGPL-3.0-only.json'), template: ['Copyright (C) <year>  <name of author>', '<year>', '<name of author>'] },
  'LGPL-3.0-or-later': { load: () => import('spdx-license-list/licenses/LGPL-3.0-or-later.json'), template: ['Copyright (C) <year>  <name of author>', '<year>', '<name of author>'] },
  MIT: { load: () => import('spdx-license-list/licenses/MIT.json'), template: ['Copyright (c) <year> <copyright holders>', '<year>', '<copyright holders>'] },
  'MIT-0': { load: () => import('spdx-license-list/licenses/MIT-0.json'), template: ['Copyright <YEAR> <COPYRIGHT HOLDER>', '<YEAR>', '<COPYRIGHT HOLDER>'] },
  'MPL-2.0': { load: () => import('spdx-license-list/licenses/MPL-2.0.json') },
  'MS-PL': { load: () => import('spdx-license-list/licenses/MS-PL.json') },
  'MS-RL': { load: () => import('spdx-license-list/licenses/MS-RL.json') },
  NCSA: { load: () => import('spdx-license-list/licenses/NCSA.json'), template: ['Copyright (c) <Year> <Owner Organization Name>', '<Year>', '<Owner Organization Name>'] },
  'OFL-1.1': { load: () => import('spdx-license-list/licenses/OFL-1.1.json') },
  'OSL-3.0': { load: () => import('spdx-license-list/licenses/OSL-3.0.json') },
  PostgreSQL: { load: () => import('spdx-license-list/licenses/PostgreSQL.json') },
  Unlicense: { load: () => import('spdx-license-list/licenses/Unlicense.json') },
  'UPL-1.0': { load: () => import('spdx-license-list/licenses/UPL-1.0.json'), template: ['Copyright (c) [year] [copyright holders]', '[year]', '[copyright holders]'] },
  WTFPL: { load: () => import('spdx-license-list/licenses/WTFPL.json') },
  Zlib: { load: () => import('spdx-license-list/licenses/Zlib.json') },
};

/** Deprecated ids of the GPL family, read as the successor each stands for ("GPL-2.0+" as GPL-2.0-or-later). */
const DEPRECATED: Record<string, string> = {
  'GPL-2.0': 'GPL-2.0-only', 'GPL-2.0+': 'GPL-2.0-or-later', 'GPL-3.0': 'GPL-3.0-only', 'GPL-3.0+': 'GPL-3.0-or-later',
  'LGPL-2.1': 'LGPL-2.1-only', 'LGPL-2.1+': 'LGPL-2.1-or-later', 'LGPL-3.0': 'LGPL-3.0-only', 'LGPL-3.0+': 'LGPL-3.0-or-later',
  'AGPL-3.0': 'AGPL-3.0-only', 'AGPL-3.0+': 'AGPL-3.0-or-later',
};

const OFFERED = Object.keys(LICENSES);
const OFFERED_LIST = `the offered SPDX ids are ${OFFERED.join(', ')}`;
/** Texts answered per call: real expressions name two or three, and each text is a chunk loaded on first use (the 50 ms rule). */
const MAX_LICENSES = 6;
/** Operators are matched in any case, as spdx-expression-parse does. */
const OPERATORS = new Set(['and', 'or', 'with']);

/** Every SPDX license and exception id (current and deprecated) by its lower-case form, so ids match in any case. */
const loadCanonicalIds = lazy(async () => {
  const [current, deprecated, exceptions] = await Promise.all([
    import('spdx-license-ids/index.json'), import('spdx-license-ids/deprecated.json'), import('spdx-exceptions/index.json'),
  ]);
  const ids = [...current.default, ...deprecated.default, ...exceptions.default];
  return new Map(ids.map((id) => [id.toLowerCase(), id]));
});

interface License { id: string; name: string; url: string; osiApproved: boolean; copyrightFilled: boolean; text: string }

/** `expression` with every id in its canonical case; an unknown word is refused by name. */
async function canonicalCase(expression: string): Promise<string> {
  const byLowerCase = await loadCanonicalIds();
  return expression.replace(/[^\s()+:]+/g, (word, offset: number) => {
    const lower = word.toLowerCase();
    if (OPERATORS.has(lower) || /^(LicenseRef|DocumentRef)-/i.test(word) || expression[offset - 1] === ':') return word;
    return byLowerCase.get(lower) ?? invalid(`spdx: "${word}" is not an SPDX license id; ${OFFERED_LIST}`);
  });
}

/** `expression` parsed; `asGiven` is what the error quotes. */
function parseExpression(parse: typeof import('spdx-expression-parse').default, expression: string, asGiven: string): SpdxNode {
  try {
    return parse(expression);
  } catch (error) {
    // The parser's own messages ("Expected `)`", "Expected exception after `WITH`") are clear; a
    // TypeError or an empty message means the expression stopped where a license was due.
    const reason = error instanceof Error && !(error instanceof TypeError) && error.message !== '' ? error.message : 'it ends where a license is expected';
    return invalid(`spdx: "${asGiven}" is not a valid SPDX license expression: ${reason}`);
  }
}

/** A leaf's id as the canonical expression writes it: deprecated GPL-family ids (with their "+") as their successors. */
function writtenId(leaf: LicenseLeaf): string {
  const asGiven = leaf.license + (leaf.plus ? '+' : '');
  return DEPRECATED[asGiven] ?? asGiven;
}

/** The expression written back with canonical ids, upper-case operators and only the parentheses it needs. */
function formatExpression(node: SpdxNode, insideAnd = false): string {
  if ('license' in node) return `${writtenId(node)}${node.exception ? ` WITH ${node.exception}` : ''}`;
  const text = `${formatExpression(node.left, node.conjunction === 'and')} ${node.conjunction.toUpperCase()} ${formatExpression(node.right, node.conjunction === 'and')}`;
  return insideAnd && node.conjunction === 'or' ? `(${text})` : text;
}

function leaves(node: SpdxNode): LicenseLeaf[] {
  return 'license' in node ? [node] : [...leaves(node.left), ...leaves(node.right)];
}

/** The offered license a leaf names: GPL-family "+" and deprecated ids read as their successors, other "+" as the version named. */
function offeredId(leaf: LicenseLeaf): string {
  // A "+" left after writtenId (Apache-2.0+) means this version or later: its text is this version's.
  const id = writtenId(leaf).replace(/\+$/, '');
  if (leaf.license.startsWith('LicenseRef-') || leaf.license.startsWith('DocumentRef-')) {
    invalid(`spdx: "${leaf.license}" is a custom license reference, whose text only its author has; ${OFFERED_LIST}`);
  }
  if (leaf.exception) {
    invalid(`spdx: exception texts are not offered ("${leaf.license} WITH ${leaf.exception}"); ask for ${id} and add the exception's text from https://spdx.org/licenses/${leaf.exception}.html`);
  }
  return Object.hasOwn(LICENSES, id) ? id : invalid(`spdx: "${id}" is an SPDX license id whose text is not offered; ${OFFERED_LIST}`);
}

async function licenseText(id: string, year: string, holder: string | undefined): Promise<License> {
  const { load, template } = LICENSES[id]!;
  const file = (await load()).default;
  let text = file.licenseText;
  let copyrightFilled = false;
  if (template && holder !== undefined && text.includes(template[0])) {
    const [line, yearMark, holderMark] = template;
    text = text.split(line).join(line.replace(yearMark, year).replace(holderMark, holder));
    copyrightFilled = true;
  }
  return { id, name: file.name, url: file.url, osiApproved: file.osiApproved, copyrightFilled, text };
}

const licenseSchema = closedObject({
  id: Type.String({ description: 'The SPDX id (the current one for a deprecated id)' }),
  name: Type.String({ description: 'The license\'s full name' }),
  url: Type.String({ description: 'The license\'s reference page' }),
  osiApproved: Type.Boolean({ description: 'Whether the OSI approves it' }),
  copyrightFilled: Type.Boolean({ description: 'Whether a copyright line was filled with year and holder' }),
  text: Type.String({ description: 'The license text' }),
});

export default defineTool({
  id: 'license-text',
  name: 'License Text',
  category: 'developer',
  description:
    'The full text of an open-source license by its SPDX id or expression (MIT, Apache-2.0, MIT OR Apache-2.0, GPL-3.0-or-later…), ' +
    'with its copyright line filled with your year and name, ready for a LICENSE file; the expression is checked and written back in canonical form.',
  keywords: ['license', 'licence', 'spdx', 'license file', 'mit license', 'apache license', 'gpl', 'bsd license', 'choose a license', 'copying', 'spdx expression', 'dual license'],
  input: closedObject({
    spdx: Type.String({
      minLength: 1, maxLength: 500,
      description: `An SPDX license id or expression (MIT OR Apache-2.0, (MIT AND BSD-3-Clause)), ids in any letter case; at most 500 characters and 6 distinct licenses. Texts offered: ${OFFERED.join(', ')}`,
    }),
    year: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'The copyright year or range (2024, 2019-2024); default the current year; at most 50 characters' })),
    holder: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'The copyright holder (name, organisation, email); without it the template stays as written; at most 500 characters' })),
  }),
  output: closedObject({
    expression: Type.String({ description: 'The SPDX expression in canonical form: current ids in their case, upper-case operators, only the parentheses needed' }),
    licenses: Type.Array(licenseSchema, { description: 'Each distinct license of the expression, in the order it first appears, with its text' }),
  }),
  examples: [
    {
      title: "MIT with this year and your name",
      input: {"spdx": "mit", "holder": "Jane Doe"},
      output: {"expression": "MIT", "licenses": [{"id": "MIT", "name": "MIT License", "url": "https://opensource.org/license/mit/", "osiApproved": true, "copyrightFilled": true, "text": "MIT License\n\nCopyright (c) 2024 Jane Doe\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software and\nassociated documentation files (the \"Software\"), to deal in the Software without restriction, including\nwithout limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell\ncopies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the\nfollowing conditions:\n\nThe above copyright notice and this permission notice shall be included in all copies or substantial\nportions of the Software.\n\nTHE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT\nLIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO\nEVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER\nIN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE\nUSE OR OTHER DEALINGS IN THE SOFTWARE."}]},
    },
    {
      title: "0BSD with a year range",
      input: {"spdx": "0BSD", "year": "2019-2024", "holder": "Jane Doe <jane@example.org>"},
      output: {"expression": "0BSD", "licenses": [{"id": "0BSD", "name": "BSD Zero Clause License", "url": "http://landley.net/toybox/license.html", "osiApproved": true, "copyrightFilled": true, "text": "Copyright (C) 2019-2024 by Jane Doe <jane@example.org>\n\nPermission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby granted.\n\nTHE SOFTWARE IS PROVIDED \"AS IS\" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE."}]},
    },
  ],
  async run({ spdx, year, holder }, ctx) {
    const { default: parse } = await import('spdx-expression-parse');
    // The parser takes single spaces only; tabs and line breaks are whitespace to SPDX too.
    const tree = parseExpression(parse, await canonicalCase(spdx.trim().replace(/\s+/g, ' ')), spdx);
    const ids = [...new Set(leaves(tree).map(offeredId))];
    if (ids.length > MAX_LICENSES) invalid(`spdx: the expression names ${ids.length} distinct licenses; at most ${MAX_LICENSES} are answered at once`);
    const copyrightYear = year ?? String(ctx.now().getUTCFullYear());
    return { expression: formatExpression(tree), licenses: await Promise.all(ids.map((id) => licenseText(id, copyrightYear, holder))) };
  },
});

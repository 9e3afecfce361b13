import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import mit from 'spdx-license-list/licenses/MIT.json';
import apache from 'spdx-license-list/licenses/Apache-2.0.json';
import mpl from 'spdx-license-list/licenses/MPL-2.0.json';

interface License { id: string; name: string; url: string; osiApproved: boolean; copyrightFilled: boolean; text: string }
interface Result { expression: string; licenses: License[] }
const expression = (input: Record<string, unknown>) => run<Result>('license-text', input, { now: '2024-06-01T00:00:00Z' });
/** The one license of a single-id call. */
const license = async (input: Record<string, unknown>) => {
  const { licenses } = await expression(input);
  expect(licenses).toHaveLength(1);
  return licenses[0]!;
};

describe('license-text', () => {
  it('fills MIT\'s copyright line, the rest as the SPDX list\'s text', async () => {
    const result = await license({ spdx: 'MIT', year: '2021', holder: 'Jane Doe' });
    expect(result).toMatchObject({ id: 'MIT', name: 'MIT License', osiApproved: true, copyrightFilled: true });
    expect(result.text.split('\n').slice(0, 3)).toEqual(['MIT License', '', 'Copyright (c) 2021 Jane Doe']);
    expect(result.text).toBe(mit.licenseText.replace('Copyright (c) <year> <copyright holders>', 'Copyright (c) 2021 Jane Doe'));
  });

  it('uses the current year when none is given', async () => {
    expect((await license({ spdx: 'mit', holder: 'A' })).text).toContain('\nCopyright (c) 2024 A\n');
  });

  it('fills Apache-2.0\'s appendix line and the GPLs\' how-to-apply lines', async () => {
    const result = await license({ spdx: 'apache-2.0', year: '2020', holder: 'Acme Ltd' });
    expect(result.text).toBe(apache.licenseText.replace('Copyright [yyyy] [name of copyright owner]', 'Copyright 2020 Acme Ltd'));
    const gpl = await license({ spdx: 'GPL-3.0-or-later', year: '2020', holder: 'Acme Ltd' });
    expect(gpl.text).toContain('Copyright (C) 2020  Acme Ltd');
    expect(gpl.text).not.toContain('<name of author>');
    expect((await license({ spdx: 'GPL-2.0-only', year: '2020', holder: 'Acme' })).text).toContain('Copyright (C) 2020 Acme');
  });

  it('leaves the template without a holder, and texts that have none as written', async () => {
    const bare = await license({ spdx: 'MIT' });
    expect(bare.copyrightFilled).toBe(false);
    expect(bare.text).toBe(mit.licenseText);
    const result = await license({ spdx: 'MPL-2.0', holder: 'Acme' });
    expect(result).toMatchObject({ id: 'MPL-2.0', copyrightFilled: false });
    expect(result.text).toBe(mpl.licenseText);
  });

  it('reads deprecated GPL-family ids as their successors', async () => {
    expect((await license({ spdx: 'GPL-3.0+' })).id).toBe('GPL-3.0-or-later');
    expect((await license({ spdx: 'gpl-2.0' })).id).toBe('GPL-2.0-only');
    expect((await license({ spdx: 'AGPL-3.0' })).id).toBe('AGPL-3.0-only');
  });

  it('offers every license it lists', async () => {
    for (const id of ['0BSD', 'BSD-2-Clause', 'BSD-3-Clause', 'ISC', 'Unlicense', 'CC0-1.0', 'EPL-2.0', 'BSL-1.0', 'Zlib', 'WTFPL', 'CC-BY-4.0', 'LGPL-2.1-only', 'LGPL-3.0-or-later', 'UPL-1.0', 'NCSA', 'MIT-0']) {
      const result = await license({ spdx: id, year: '2000', holder: 'H' });
      expect(result.id).toBe(id);
      expect(result.text.length).toBeGreaterThan(300);
    }
  });

  it('refuses an id that is not SPDX\'s, or whose text it does not offer, listing the ones it does', async () => {
    await expectInvalid('license-text', { spdx: 'Foo-1.0' }, /^spdx: "Foo-1.0" is not an SPDX license id; the offered SPDX ids are 0BSD, .*MIT, .*Zlib$/);
    await expectInvalid('license-text', { spdx: 'MIT OR Apache 2' }, /^spdx: "Apache" is not an SPDX license id/);
    await expectInvalid('license-text', { spdx: 'Beerware' }, /^spdx: "Beerware" is an SPDX license id whose text is not offered; the offered SPDX ids are 0BSD/);
    await expectInvalid('license-text', { spdx: 'LicenseRef-Acme-1 OR MIT' }, /^spdx: "LicenseRef-Acme-1" is a custom license reference/);
    await expectInvalid('license-text', { spdx: '__proto__' }, /spdx: "__proto__" is not an SPDX license id/);
    await expectInvalid('license-text', { spdx: 'constructor' }, /spdx: "constructor" is not an SPDX license id/);
    await expectInvalid('license-text', { spdx: 'toString OR MIT' }, /spdx: "toString" is not an SPDX license id/);
  });

  // SPDX specification 2.3, Annex D (SPDX license expressions): D.4 disjunction, D.5 conjunction, D.6 exceptions,
  // D.8 order of precedence ("LGPL-2.1-only OR BSD-3-Clause AND MIT" is LGPL-2.1-only OR (BSD-3-Clause AND MIT)).
  it('takes the SPDX specification\'s expressions, each license once, in the order it appears', async () => {
    const choice = await expression({ spdx: 'LGPL-2.1-only OR MIT OR BSD-3-Clause', year: '2024', holder: 'Jane' });
    expect(choice.expression).toBe('LGPL-2.1-only OR MIT OR BSD-3-Clause');
    expect(choice.licenses.map((entry) => entry.id)).toEqual(['LGPL-2.1-only', 'MIT', 'BSD-3-Clause']);
    expect(choice.licenses.every((entry) => entry.copyrightFilled)).toBe(true);
    expect((await expression({ spdx: 'LGPL-2.1-only AND MIT AND BSD-2-Clause' })).licenses).toHaveLength(3);
    const precedence = await expression({ spdx: 'lgpl-2.1-only or bsd-3-clause and mit' });
    expect(precedence.expression).toBe('LGPL-2.1-only OR BSD-3-Clause AND MIT');
    const grouped = await expression({ spdx: '(MIT OR Apache-2.0) AND (MIT OR ISC)' });
    expect(grouped.expression).toBe('(MIT OR Apache-2.0) AND (MIT OR ISC)');
    expect(grouped.licenses.map((entry) => entry.id)).toEqual(['MIT', 'Apache-2.0', 'ISC']);
    expect((await expression({ spdx: '((MIT))' })).expression).toBe('MIT');
    expect((await expression({ spdx: ' mit\tor\n isc ' })).expression).toBe('MIT OR ISC');
    expect((await expression({ spdx: 'MIT OR (Apache-2.0 AND ISC)' })).expression).toBe('MIT OR Apache-2.0 AND ISC');
  });

  it('writes deprecated ids and "+" back as their successors, and keeps "+" on other licenses', async () => {
    const result = await expression({ spdx: 'GPL-2.0+ OR LGPL-3.0 OR Apache-2.0+' });
    expect(result.expression).toBe('GPL-2.0-or-later OR LGPL-3.0-only OR Apache-2.0+');
    expect(result.licenses.map((entry) => entry.id)).toEqual(['GPL-2.0-or-later', 'LGPL-3.0-only', 'Apache-2.0']);
    expect(result.licenses[2]!.text).toBe(apache.licenseText);
  });

  it('refuses an exception, naming where its text is, rather than a LICENSE file short of its terms', async () => {
    await expectInvalid('license-text', { spdx: 'GPL-2.0-or-later WITH Bison-exception-2.2' },
      /^spdx: exception texts are not offered \("GPL-2.0-or-later WITH Bison-exception-2.2"\); ask for GPL-2.0-or-later and add the exception's text from https:\/\/spdx.org\/licenses\/Bison-exception-2.2.html$/);
    await expectInvalid('license-text', { spdx: 'gpl-2.0-only with classpath-exception-2.0' }, /WITH Classpath-exception-2.0/);
  });

  it('answers up to six distinct licenses, and says so beyond', async () => {
    const six = 'MIT OR ISC OR 0BSD OR Zlib OR Unlicense OR BSD-2-Clause';
    expect((await expression({ spdx: `${six} OR MIT` })).licenses).toHaveLength(6);
    await expectInvalid('license-text', { spdx: `${six} OR WTFPL` }, /^spdx: the expression names 7 distinct licenses; at most 6 are answered at once$/);
  });

  it('refuses malformed expressions, saying what is wrong', async () => {
    await expectInvalid('license-text', { spdx: 'MIT OR' }, /^spdx: "MIT OR" is not a valid SPDX license expression: it ends where a license is expected$/);
    await expectInvalid('license-text', { spdx: 'MIT Apache-2.0' }, /^spdx: "MIT Apache-2.0" is not a valid SPDX license expression: Syntax error$/);
    await expectInvalid('license-text', { spdx: '(MIT OR ISC' }, /is not a valid SPDX license expression: Expected `\)`$/);
    await expectInvalid('license-text', { spdx: 'MIT WITH' }, /is not a valid SPDX license expression/);
    await expectInvalid('license-text', { spdx: 'MIT WITH Apache-2.0' }, /Expected exception after `WITH`/);
    await expectInvalid('license-text', { spdx: 'MIT + OR ISC' }, /is not a valid SPDX license expression: Space before `\+`/);
    await expectInvalid('license-text', { spdx: 'MIT/ISC' }, /^spdx: "MIT\/ISC" is not an SPDX license id/);
    await expectInvalid('license-text', { spdx: '('.repeat(250) + 'MIT' + ')'.repeat(247) }, /Expected `\)`/);
  });

  it('refuses wrong types and bounds, naming the field', async () => {
    await expectInvalid('license-text', {}, 'spdx: is required');
    await expectInvalid('license-text', { spdx: 5 }, /^spdx: must be a string/);
    await expectInvalid('license-text', { spdx: 'MIT', holder: 'x'.repeat(501) }, /^holder: must be at most 500 characters/);
    await expectInvalid('license-text', { spdx: 'MIT', year: '' }, /^year: must not be empty/);
    await expectInvalid('license-text', { spdx: 'MIT', extra: 1 }, /extra/);
  });
});

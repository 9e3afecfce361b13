import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import mit from 'spdx-license-list/licenses/MIT.json';
import apache from 'spdx-license-list/licenses/Apache-2.0.json';
import mpl from 'spdx-license-list/licenses/MPL-2.0.json';

interface Result { id: string; name: string; url: string; osiApproved: boolean; copyrightFilled: boolean; text: string }
const license = (input: Record<string, unknown>) => run<Result>('license-text', input, { now: '2024-06-01T00:00:00Z' });

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

  it('refuses an id it does not offer, listing the ones it does', async () => {
    await expectInvalid('license-text', { spdx: 'Foo-1.0' }, /^spdx: "Foo-1.0" is not one of the licenses offered; the offered SPDX ids are 0BSD, .*MIT, .*Zlib$/);
    await expectInvalid('license-text', { spdx: 'MIT OR Apache-2.0' }, /spdx: "MIT OR Apache-2.0" is not one of the licenses offered/);
    await expectInvalid('license-text', { spdx: '__proto__' }, /spdx: "__proto__" is not one/);
    await expectInvalid('license-text', { spdx: 'constructor' }, /spdx: "constructor" is not one/);
  });

  it('refuses wrong types and bounds, naming the field', async () => {
    await expectInvalid('license-text', {}, 'spdx: is required');
    await expectInvalid('license-text', { spdx: 5 }, /^spdx: must be a string/);
    await expectInvalid('license-text', { spdx: 'MIT', holder: 'x'.repeat(501) }, /^holder: must be at most 500 characters/);
    await expectInvalid('license-text', { spdx: 'MIT', year: '' }, /^year: must not be empty/);
    await expectInvalid('license-text', { spdx: 'MIT', extra: 1 }, /extra/);
  });
});

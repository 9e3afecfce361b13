import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface LookupResult {
  oui: string;
  found: boolean;
  vendor: string | null;
  multicast: boolean;
  locallyAdministered: boolean;
  note?: string;
}

const lookup = (mac: string) => run<LookupResult>('mac-lookup', { mac });

describe('mac-lookup', () => {
  it('names the vendors Debian\'s ieee-data lists', async () => {
    // grep -n '^00-1B-77\|^3C-5A-B4\|^00-00-0C\|^F0-18-98\|^00-50-56\|^FC-FB-FB\|^70-B3-D5\|^00-00-00' /usr/share/ieee-data/oui.txt
    // (ieee-data 20220827.1): the text registry, a different file from the oui.csv the table is built from
    const known: [string, string][] = [
      ['00:1b:77:49:54:fd', 'Intel Corporate'],
      ['3C5AB4000000', 'Google, Inc.'],
      ['0000.0c12.3456', 'Cisco Systems, Inc'],
      ['f0:18:98', 'Apple, Inc.'],
      ['00-50-56-AA-BB-CC', 'VMware, Inc.'],
      ['FC-FB-FB-01-02-03', 'Cisco Systems, Inc'],
      ['70:b3:d5:00:00:01', 'IEEE Registration Authority'],
      ['00:00:00:00:00:01', 'XEROX CORPORATION'],
    ];
    for (const [mac, vendor] of known) expect(await lookup(mac), mac).toMatchObject({ found: true, vendor });
  });

  it('joins the names of an OUI the registry lists more than once', async () => {
    // oui.txt lists 08-00-30 three times: NETWORK RESEARCH CORPORATION, ROYAL MELBOURNE INST OF TECH, CERN
    const { vendor } = await lookup('08:00:30:12:34:56');
    expect(vendor!.split(' / ').sort()).toEqual(['CERN', 'NETWORK RESEARCH CORPORATION', 'ROYAL MELBOURNE INST OF TECH']);
  });

  it('reads the OUI in every notation', async () => {
    for (const mac of ['001B77', '00:1B:77', '00-1b-77', '001b.77', ' 00:1b:77:49:54:fd ', '0:1b:77:49:54:fd']) {
      expect((await lookup(mac)).oui, mac).toBe('00-1B-77');
    }
  });

  it('explains what is not found', async () => {
    expect(await lookup('da:a1:19:0b:3c:7e')).toMatchObject({ found: false, vendor: null, locallyAdministered: true, note: expect.stringMatching(/^a locally administered address/) });
    expect(await lookup('01:00:5e:00:00:fb')).toMatchObject({ found: false, multicast: true, note: expect.stringMatching(/^a group \(multicast\) address/) });
    // grep -c '^F4-FF-FF' /usr/share/ieee-data/oui.txt → 0: a universal unicast OUI the 2022 snapshot does not list
    const unknown = await lookup('f4:ff:ff:00:00:00');
    expect(unknown.found).toBe(false);
    expect(unknown.note).toMatch(/^not in the IEEE MA-L registry snapshot of 2022-08-27/);
  });

  it('refuses what is not a MAC address or OUI, naming the field', async () => {
    await expectInvalid('mac-lookup', { mac: '00:1b' }, /^mac: "00:1b" is not a MAC address/);
    await expectInvalid('mac-lookup', { mac: '00:1b:7g' }, /^mac: "00:1b:7g" is not a MAC address/);
    await expectInvalid('mac-lookup', { mac: 'Intel' }, /^mac: "Intel" is not a MAC address/);
    await expectInvalid('mac-lookup', { mac: '' }, /^mac: /);
    await expectInvalid('mac-lookup', { mac: 'f'.repeat(101) }, 'mac: must be at most 100 characters');
    await expectInvalid('mac-lookup', { mac: 1 }, /^mac: must be a string/);
    await expectInvalid('mac-lookup', JSON.parse('{"mac": "00:1b:77", "__proto__": {"x": 1}}'), /__proto__/);
  });
});

import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface MacResult {
  mac?: string;
  oui?: string;
  multicast?: boolean;
  locallyAdministered?: boolean;
  modifiedEui64?: string;
  interfaceId?: string;
  ipv6?: string;
  macs?: string[];
}

const mac = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<MacResult>('mac-tools', input, random ? { random } : {});

describe('mac-tools', () => {
  it('formats like python3-netaddr\'s dialects', async () => {
    // /usr/bin/python3: e = EUI('00-1B-77-49-54-FD'); str(e), e.format(mac_unix_expanded), e.format(mac_cisco), e.format(mac_bare)
    // → 00-1B-77-49-54-FD 00:1b:77:49:54:fd 001b.7749.54fd 001B774954FD
    expect((await mac({ action: 'format', mac: '001b774954fd', style: 'hyphen', letter_case: 'upper' })).mac).toBe('00-1B-77-49-54-FD');
    expect((await mac({ action: 'format', mac: '00-1B-77-49-54-FD' })).mac).toBe('00:1b:77:49:54:fd');
    expect((await mac({ action: 'format', mac: '00:1b:77:49:54:fd', style: 'dot' })).mac).toBe('001b.7749.54fd');
    expect((await mac({ action: 'format', mac: '001b.7749.54fd', style: 'bare', letter_case: 'upper' })).mac).toBe('001B774954FD');
    // netaddr's mac_unix drops leading zeros (0:1b:77:49:54:fd); EUI('a:b:c:d:e:f') → 0A-0B-0C-0D-0E-0F
    expect((await mac({ action: 'format', mac: '0:1b:77:49:54:fd' })).mac).toBe('00:1b:77:49:54:fd');
    expect((await mac({ action: 'format', mac: 'a:b:c:d:e:f', style: 'hyphen', letter_case: 'upper' })).mac).toBe('0A-0B-0C-0D-0E-0F');
    expect((await mac({ action: 'format', mac: '00-1B-77-49-54-FD', style: 'dot' })).oui).toBe('001b77');
    expect((await mac({ action: 'format', mac: '00-1B-77-49-54-FD', style: 'hyphen', letter_case: 'upper' })).oui).toBe('00-1B-77'); // netaddr: e.oui
  });

  it('reads the I/G and U/L bits as netaddr\'s words[0] & 1 and (words[0] >> 1) & 1', async () => {
    const cases: [string, boolean, boolean][] = [
      ['01:00:5e:00:00:fb', true, false],
      ['33:33:00:00:00:01', true, true],
      ['02:42:ac:11:00:02', false, true],
      ['00:1b:77:49:54:fd', false, false],
      ['ff:ff:ff:ff:ff:ff', true, true],
    ];
    for (const [address, multicast, locallyAdministered] of cases) {
      expect(await mac({ action: 'format', mac: address }), address).toMatchObject({ multicast, locallyAdministered });
    }
  });

  it('derives the modified EUI-64 and IPv6 address as netaddr does (RFC 4291 Appendix A)', async () => {
    // /usr/bin/python3: EUI(m).modified_eui64(), EUI(m).ipv6_link_local(), EUI(m).ipv6(0x20010db8 << 96)
    const linkLocal: [string, string, string][] = [
      ['00:1b:77:49:54:fd', '02-1B-77-FF-FE-49-54-FD', 'fe80::21b:77ff:fe49:54fd'],
      ['01:00:5e:00:00:fb', '03-00-5E-FF-FE-00-00-FB', 'fe80::300:5eff:fe00:fb'],
      ['33:33:00:00:00:01', '31-33-00-FF-FE-00-00-01', 'fe80::3133:ff:fe00:1'],
      ['02:42:ac:11:00:02', '00-42-AC-FF-FE-11-00-02', 'fe80::42:acff:fe11:2'],
      ['ff:ff:ff:ff:ff:ff', 'FD-FF-FF-FF-FE-FF-FF-FF', 'fe80::fdff:ffff:feff:ffff'],
      ['02:00:00:00:00:00', '00-00-00-FF-FE-00-00-00', 'fe80::ff:fe00:0'],
    ];
    for (const [address, eui, ipv6] of linkLocal) {
      expect(await mac({ action: 'eui64', mac: address, style: 'hyphen', letter_case: 'upper' }), address).toMatchObject({ modifiedEui64: eui, ipv6 });
    }
    expect((await mac({ action: 'eui64', mac: '00:1b:77:49:54:fd', prefix: '2001:db8::/64' })).ipv6).toBe('2001:db8::21b:77ff:fe49:54fd');
    // A bare address stands for the /64 holding it.
    expect((await mac({ action: 'eui64', mac: '00:1b:77:49:54:fd', prefix: '2001:db8:1:2::99' })).ipv6).toBe('2001:db8:1:2:21b:77ff:fe49:54fd');
    expect((await mac({ action: 'eui64', mac: '00:1b:77:49:54:fd', style: 'dot' })).modifiedEui64).toBe('021b.77ff.fe49.54fd');
    expect((await mac({ action: 'eui64', mac: '00:1b:77:49:54:fd' })).interfaceId).toBe('021b:77ff:fe49:54fd');
  });

  it('generates unicast, locally administered addresses from ctx.random', async () => {
    const random = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 37 + 0xff) & 0xff);
    const { macs } = await mac({ action: 'generate', count: 3 }, random);
    // bytes ff 24 49 6e 93 b8 | dd 02 27 4c 71 96 | bb e0 05 2a 4f 74; first byte & 0xfc | 0x02
    expect(macs).toEqual(['fe:24:49:6e:93:b8', 'de:02:27:4c:71:96', 'ba:e0:05:2a:4f:74']);
    const many = await mac({ action: 'generate', count: 100 }, (size) => crypto.getRandomValues(new Uint8Array(size)));
    expect(many.macs).toHaveLength(100);
    for (const address of many.macs!) expect(Number.parseInt(address.slice(0, 2), 16) & 3, address).toBe(2);
    expect((await mac({ action: 'generate' })).macs).toHaveLength(1);
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('mac-tools', { action: 'format', mac: '00:1b:77:49:54' }, /^mac: "00:1b:77:49:54" is not a MAC address/);
    await expectInvalid('mac-tools', { action: 'format', mac: '00:1b-77:49:54:fd' }, /^mac: .* is not a MAC address/);
    await expectInvalid('mac-tools', { action: 'format', mac: '00:1b:77:49:54:fg' }, /^mac: .* is not a MAC address/);
    await expectInvalid('mac-tools', { action: 'format', mac: '001:b7:74:95:4f:d0' }, /^mac: .* is not a MAC address/);
    await expectInvalid('mac-tools', { action: 'format' }, 'mac: is required to format');
    await expectInvalid('mac-tools', { action: 'eui64' }, 'mac: is required to derive an EUI-64 from');
    await expectInvalid('mac-tools', { action: 'generate', mac: '00:1b:77:49:54:fd' }, 'mac: generate makes new addresses and takes no mac');
    await expectInvalid('mac-tools', { action: 'eui64', mac: '00:1b:77:49:54:fd', prefix: '2001:db8::/48' }, /^prefix: is a \/48; .* must be a \/64/);
    await expectInvalid('mac-tools', { action: 'eui64', mac: '00:1b:77:49:54:fd', prefix: '10.0.0.0/8' }, 'prefix: must be an IPv6 prefix, e.g. 2001:db8:1:2::/64');
    await expectInvalid('mac-tools', { action: 'eui64', mac: '00:1b:77:49:54:fd', prefix: 'fe80::g/64' }, /^prefix: the address/);
    await expectInvalid('mac-tools', { action: 'generate', count: 101 }, /^count: /);
    await expectInvalid('mac-tools', { action: 'generate', count: 0 }, /^count: /);
    await expectInvalid('mac-tools', { action: 'format', mac: '00:1b:77:49:54:fd', style: 'cisco' }, /^style: must be one of colon, hyphen, dot, bare/);
    await expectInvalid('mac-tools', { action: 'format', mac: '00:1b:77:49:54:fd', letter_case: 'title' }, /^letter_case: /);
    await expectInvalid('mac-tools', { action: 'format', mac: 'a'.repeat(101) }, 'mac: must be at most 100 characters');
    await expectInvalid('mac-tools', { action: 'format', mac: 1 }, /^mac: must be a string/);
    await expectInvalid('mac-tools', { action: 'lookup', mac: '00:1b:77:49:54:fd' }, /^action: must be one of format, generate, eui64/);
    await expectInvalid('mac-tools', JSON.parse('{"action": "format", "mac": "00:1b:77:49:54:fd", "__proto__": {"style": "dot"}}'), /__proto__/);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface RangeResult {
  version: 4 | 6;
  first: string;
  last: string;
  addressCount: string;
  cidrs?: string[];
  addresses?: string[];
}

const toCidr = (start: string, end: string) => run<RangeResult>('cidr-range', { action: 'to-cidr', start, end });
const expand = (input: Record<string, string>) => run<RangeResult>('cidr-range', { action: 'expand', ...input });

describe('cidr-range', () => {
  it('matches Python\'s summarize_address_range', async () => {
    // python3 -c "import ipaddress as I; print([str(n) for n in I.summarize_address_range(I.ip_address(a), I.ip_address(b))])"
    expect((await toCidr('192.168.1.10', '192.168.1.20')).cidrs).toEqual(['192.168.1.10/31', '192.168.1.12/30', '192.168.1.16/30', '192.168.1.20/32']);
    expect((await toCidr('0.0.0.0', '255.255.255.255')).cidrs).toEqual(['0.0.0.0/0']);
    expect((await toCidr('2001:db8::1', '2001:db8::ffff')).cidrs).toEqual([
      '2001:db8::1/128', '2001:db8::2/127', '2001:db8::4/126', '2001:db8::8/125', '2001:db8::10/124', '2001:db8::20/123', '2001:db8::40/122', '2001:db8::80/121',
      '2001:db8::100/120', '2001:db8::200/119', '2001:db8::400/118', '2001:db8::800/117', '2001:db8::1000/116', '2001:db8::2000/115', '2001:db8::4000/114', '2001:db8::8000/113',
    ]);
    const worst = await toCidr('0.0.0.1', '255.255.255.254');
    // python3: the same for 0.0.0.1..255.255.255.254 gives 62 blocks, '0.0.0.1/32' … '128.0.0.0/2' … '255.255.255.254/32'
    expect(worst.cidrs).toHaveLength(62);
    expect(worst.cidrs!.slice(0, 3)).toEqual(['0.0.0.1/32', '0.0.0.2/31', '0.0.0.4/30']);
    expect(worst.cidrs!.slice(30, 33)).toEqual(['64.0.0.0/2', '128.0.0.0/2', '192.0.0.0/3']);
    expect(worst.cidrs!.at(-1)).toBe('255.255.255.254/32');
    expect(worst.addressCount).toBe('4294967294');
    // python3: len(list(summarize_address_range(ip_address('::1'), ip_address('ffff:…:fffe')))) → 254, starting ::1/128, ::2/127, ::4/126
    const v6 = await toCidr('::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe');
    expect(v6.cidrs).toHaveLength(254);
    expect(v6.cidrs!.slice(0, 3)).toEqual(['::1/128', '::2/127', '::4/126']);
    expect((await toCidr('10.0.0.7', '10.0.0.7')).cidrs).toEqual(['10.0.0.7/32']);
  });

  it('expands like Python\'s list(ip_network(…))', async () => {
    // python3: [str(a) for a in ip_network('10.0.0.0/30')]
    expect((await expand({ cidr: '10.0.0.0/30' })).addresses).toEqual(['10.0.0.0', '10.0.0.1', '10.0.0.2', '10.0.0.3']);
    // python3: l = list(ip_network('10.1.0.0/16')); len(l), l[0], l[257], l[-1] → 65536 10.1.0.0 10.1.1.1 10.1.255.255
    const big = await expand({ cidr: '10.1.0.0/16' });
    expect(big.addresses).toHaveLength(65_536);
    expect([big.addresses![0], big.addresses![257], big.addresses![65_535]]).toEqual(['10.1.0.0', '10.1.1.1', '10.1.255.255']);
    expect(big.addressCount).toBe('65536');
    expect((await expand({ cidr: '10.1.2.3/30' })).first).toBe('10.1.2.0');
    expect((await expand({ start: '255.255.255.254', end: '255.255.255.255' })).addresses).toEqual(['255.255.255.254', '255.255.255.255']);
    expect((await expand({ start: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe', end: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' })).addresses).toEqual([
      'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    ]);
    expect((await expand({ cidr: '2001:db8::/112' })).addresses).toHaveLength(65_536);
  });

  it('covers the range exactly with aligned blocks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), async (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const text = (value: number) => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
        const toInt = (address: string) => address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
        const { cidrs } = await toCidr(text(low), text(high));
        let next = low;
        for (const block of cidrs!) {
          const [network, prefix] = block.split('/');
          expect(toInt(network!)).toBe(next);
          expect(next % 2 ** (32 - Number(prefix))).toBe(0);
          next += 2 ** (32 - Number(prefix));
        }
        expect(next).toBe(high + 1);
        expect(cidrs!.length).toBeLessThanOrEqual(62);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad ranges, naming the field', async () => {
    await expectInvalid('cidr-range', { action: 'expand', cidr: '10.0.0.0/15' }, 'cidr: the range holds 131072 addresses; expand lists at most 65536 (an IPv4 /16, an IPv6 /112)');
    await expectInvalid('cidr-range', { action: 'expand', start: '10.0.0.0', end: '10.1.0.0' }, /^end: the range holds 65537 addresses/);
    await expectInvalid('cidr-range', { action: 'to-cidr', start: '10.0.0.9', end: '10.0.0.1' }, 'end: 10.0.0.1 comes before start 10.0.0.9');
    await expectInvalid('cidr-range', { action: 'to-cidr', start: '10.0.0.1', end: '::1' }, 'end: is an IPv6 address, but start is IPv4');
    await expectInvalid('cidr-range', { action: 'to-cidr', start: '10.0.0.1' }, 'end: is required with start');
    await expectInvalid('cidr-range', { action: 'to-cidr', end: '10.0.0.1' }, /^start: is required/);
    await expectInvalid('cidr-range', { action: 'expand' }, /^start: is required/);
    await expectInvalid('cidr-range', { action: 'to-cidr', cidr: '10.0.0.0/8' }, 'cidr: is for expand; to-cidr takes start and end');
    await expectInvalid('cidr-range', { action: 'expand', cidr: '10.0.0.0/30', start: '10.0.0.0' }, 'cidr: give cidr or start and end, not both');
    await expectInvalid('cidr-range', { action: 'to-cidr', start: '10.0.0.256', end: '10.0.0.1' }, /^start: the address part "256" is greater than 255/);
    await expectInvalid('cidr-range', { action: 'to-cidr', start: 'fe80::1%eth0', end: 'fe80::2' }, /^start: an address in a range has no zone/);
    await expectInvalid('cidr-range', { action: 'expand', cidr: '10.0.0.0/40' }, /^cidr: prefix length "40" is out of range/);
    await expectInvalid('cidr-range', { action: 'split', cidr: '10.0.0.0/30' }, /^action: must be one of to-cidr, expand/);
    await expectInvalid('cidr-range', { action: 'expand', cidr: '1'.repeat(101) }, 'cidr: must be at most 100 characters');
    await expectInvalid('cidr-range', { action: 'expand', cidr: ['10.0.0.0/30'] }, /^cidr: must be a string/);
    await expectInvalid('cidr-range', JSON.parse('{"action": "expand", "cidr": "10.0.0.0/30", "__proto__": {"start": "1.1.1.1"}}'), /__proto__/);
  });
});

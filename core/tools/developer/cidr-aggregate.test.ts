import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface AggregateResult {
  merged: string[];
  inputCount: number;
  mergedCount: number;
  addressCount: { ipv4: string; ipv6: string };
  contains?: { test: string; contained: boolean; block: string | null }[];
}

const aggregate = (input: Record<string, string>) => run<AggregateResult>('cidr-aggregate', input);

describe('cidr-aggregate', () => {
  it('matches Python\'s collapse_addresses', async () => {
    // python3: [str(x) for x in ipaddress.collapse_addresses([ip_network(s) for s in …])]
    expect((await aggregate({ list: '2001:db8::/33\n2001:db8:8000::/33\n2001:db9::/32' })).merged).toEqual(['2001:db8::/31']);
    expect((await aggregate({ list: '10.0.0.1 10.0.0.2 10.0.0.3 10.0.0.0' })).merged).toEqual(['10.0.0.0/30']);
    expect((await aggregate({ list: '::/0' })).merged).toEqual(['::/0']);
    const mixed = await aggregate({ list: '2001:db8::/32\n# a comment, 1.1.1.1\n10.0.0.0/9 ; 10.128.0.0/9 # trailing' });
    expect(mixed.merged).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(mixed.inputCount).toBe(3);
    expect(mixed.addressCount).toEqual({ ipv4: '16777216', ipv6: '79228162514264337593543950336' });
  });

  it('matches Python\'s address_exclude, collapsed', async () => {
    // python3: collapse_addresses(ip_network('10.0.0.0/8').address_exclude(ip_network('10.1.2.0/24')))
    expect((await aggregate({ list: '10.0.0.0/8', exclude: '10.1.2.0/24' })).merged).toEqual([
      '10.0.0.0/16', '10.1.0.0/23', '10.1.3.0/24', '10.1.4.0/22', '10.1.8.0/21', '10.1.16.0/20', '10.1.32.0/19', '10.1.64.0/18',
      '10.1.128.0/17', '10.2.0.0/15', '10.4.0.0/14', '10.8.0.0/13', '10.16.0.0/12', '10.32.0.0/11', '10.64.0.0/10', '10.128.0.0/9',
    ]);
    // python3: 0.0.0.0/0 minus 10.0.0.0/8 minus 192.168.0.0/16, by address_exclude twice, collapsed
    expect((await aggregate({ list: '0.0.0.0/0', exclude: '10.0.0.0/8, 192.168.0.0/16' })).merged).toEqual([
      '0.0.0.0/5', '8.0.0.0/7', '11.0.0.0/8', '12.0.0.0/6', '16.0.0.0/4', '32.0.0.0/3', '64.0.0.0/2', '128.0.0.0/2', '192.0.0.0/9', '192.128.0.0/11',
      '192.160.0.0/13', '192.169.0.0/16', '192.170.0.0/15', '192.172.0.0/14', '192.176.0.0/12', '192.192.0.0/10', '193.0.0.0/8', '194.0.0.0/7',
      '196.0.0.0/6', '200.0.0.0/5', '208.0.0.0/4', '224.0.0.0/3',
    ]);
    // python3: len(list(ip_network('::/0').address_exclude(ip_network('::1/128')))) → 128, first 8000::/1
    const v6 = await aggregate({ list: '::/0', exclude: '::1' });
    expect(v6.mergedCount).toBe(128);
    expect(v6.merged).toContain('8000::/1');
    expect(v6.merged[0]).toBe('::/128');
    expect((await aggregate({ list: '10.0.0.0/24', exclude: '10.0.0.0/8' })).merged).toEqual([]);
    expect((await aggregate({ list: '10.0.0.0/24', exclude: '::/0' })).merged).toEqual(['10.0.0.0/24']);
  });

  it('tests membership as Python\'s "in" and subnet_of do', async () => {
    // python3: ip_address('10.1.2.3') in ip_network('10.0.0.0/8') → True; ip_network('10.1.0.0/16').subnet_of(ip_network('10.0.0.0/8')) → True
    const result = await aggregate({ list: '10.0.0.0/8\n192.168.0.0/24\n192.168.1.0/24', test: '10.1.2.3\n10.1.0.0/16\n11.0.0.0\n192.168.0.0/23\n192.168.0.0/22\n::1' });
    expect(result.contains).toEqual([
      { test: '10.1.2.3', contained: true, block: '10.0.0.0/8' },
      { test: '10.1.0.0/16', contained: true, block: '10.0.0.0/8' },
      { test: '11.0.0.0', contained: false, block: null },
      { test: '192.168.0.0/23', contained: true, block: '192.168.0.0/23' },
      { test: '192.168.0.0/22', contained: false, block: null },
      { test: '::1', contained: false, block: null },
    ]);
  });

  it('covers exactly the listed addresses with no mergeable pair (brute force over a /24)', async () => {
    const block = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 24, max: 32 }));
    await fc.assert(
      fc.asyncProperty(fc.array(block, { minLength: 1, maxLength: 12 }), fc.array(block, { maxLength: 4 }), async (listed, excluded) => {
        const covered = new Set<number>();
        const mark = ([host, prefix]: [number, number], on: boolean) => {
          const size = 2 ** (32 - prefix);
          const start = host - (host % size);
          for (let address = start; address < start + size; address++) on ? covered.add(address) : covered.delete(address);
        };
        listed.forEach((entry) => mark(entry, true));
        excluded.forEach((entry) => mark(entry, false));
        const text = (entries: [number, number][]) => entries.map(([host, prefix]) => `10.0.0.${host}/${prefix}`).join('\n');
        const result = await aggregate(excluded.length === 0 ? { list: text(listed) } : { list: text(listed), exclude: text(excluded) });
        const got = new Set<number>();
        for (const merged of result.merged) {
          const [address, prefix] = merged.split('/');
          const host = Number(address!.split('.')[3]);
          for (let offset = 0; offset < 2 ** (32 - Number(prefix)); offset++) got.add(host + offset);
        }
        expect([...got].sort((a, b) => a - b)).toEqual([...covered].sort((a, b) => a - b));
        expect(result.addressCount.ipv4).toBe(String(covered.size));
        // Minimal: no two blocks of the answer are siblings that would form one block.
        const keys = new Set(result.merged);
        for (const merged of result.merged) {
          const [address, prefix] = merged.split('/');
          const size = 2 ** (32 - Number(prefix));
          const host = Number(address!.split('.')[3]);
          const sibling = host % (size * 2) === 0 ? host + size : host - size;
          if (Number(prefix) > 24) expect(keys.has(`10.0.0.${sibling}/${prefix}`)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('takes a list at the 1,000,000-character bound', async () => {
    const list = Array.from({ length: 60_000 }, (_, index) => `10.${index >> 8 & 255}.${index & 255}.0/24`).join('\n').slice(0, 1_000_000);
    expect(list.length).toBeLessThanOrEqual(1_000_000);
    const result = await aggregate({ list: list.slice(0, list.lastIndexOf('\n')) });
    expect(result.merged[0]).toBe('10.0.0.0/9');
    await expectInvalid('cidr-aggregate', { list: 'a'.repeat(1_000_001) }, 'list: must be at most 1000000 characters');
  });

  it('refuses bad entries, naming the field and the entry', async () => {
    await expectInvalid('cidr-aggregate', { list: '10.0.0.0/8\n10.0.0/8' }, /^list: entry 2: the address "10.0.0" has 3 parts/);
    await expectInvalid('cidr-aggregate', { list: '10.0.0.0/8', exclude: '10.0.0.0/33' }, 'exclude: entry 1: prefix length "33" is out of range 0-32 for IPv4');
    await expectInvalid('cidr-aggregate', { list: '10.0.0.0/8', test: 'fe80::1%eth0' }, /^test: entry 1: a network has no zone/);
    await expectInvalid('cidr-aggregate', { list: 5 }, /^list: must be a string/);
    await expectInvalid('cidr-aggregate', {}, /^list: is required/);
    await expectInvalid('cidr-aggregate', JSON.parse('{"list": "10.0.0.0/8", "__proto__": {"test": "10.0.0.1"}}'), /__proto__/);
  });

  it('answers an empty list with nothing merged', async () => {
    expect(await aggregate({ list: ' \n# nothing\n' })).toEqual({ merged: [], inputCount: 0, mergedCount: 0, addressCount: { ipv4: '0', ipv6: '0' } });
  });
});

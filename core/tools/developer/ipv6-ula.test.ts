import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface UlaResult {
  globalId: string;
  randomGlobalId: boolean;
  prefix: string;
  subnetId: string;
  subnet: string;
  firstAddress: string;
  lastSubnet: string;
}

const ula = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<UlaResult>('ipv6-ula', input, random ? { random } : {});

describe('ipv6-ula', () => {
  it('builds the /48 and /64 as Python\'s ipaddress does (RFC 4193 §3.1 layout)', async () => {
    // python3: site = IPv6Network(((0xfd << 120) | (0x4e2f1a3b5c << 80), 48)); subs = list(site.subnets(new_prefix=64))
    // → fd4e:2f1a:3b5c::/48, subs[0x12] fd4e:2f1a:3b5c:12::/64, subs[-1] fd4e:2f1a:3b5c:ffff::/64, subs[0x12][1] fd4e:2f1a:3b5c:12::1
    expect(await ula({ global_id: '4e2f1a3b5c', subnet_id: '12' })).toEqual({
      globalId: '4e2f1a3b5c',
      randomGlobalId: false,
      prefix: 'fd4e:2f1a:3b5c::/48',
      subnetId: '0012',
      subnet: 'fd4e:2f1a:3b5c:12::/64',
      firstAddress: 'fd4e:2f1a:3b5c:12::1',
      lastSubnet: 'fd4e:2f1a:3b5c:ffff::/64',
    });
    // python3: the same for 0xffffffffff, subs[0xabcd] → fdff:ffff:ffff::/48, fdff:ffff:ffff:abcd::/64
    expect(await ula({ global_id: 'FF:FFFF:FFFF', subnet_id: 'ABCD' })).toMatchObject({ prefix: 'fdff:ffff:ffff::/48', subnet: 'fdff:ffff:ffff:abcd::/64', globalId: 'ffffffffff' });
  });

  it('draws the Global ID from ctx.random, 5 bytes', async () => {
    const sizes: number[] = [];
    const random = (size: number) => {
      sizes.push(size);
      return Uint8Array.of(0x12, 0x34, 0x56, 0x78, 0x9a);
    };
    expect(await ula({ subnet_id: '1' }, random)).toMatchObject({ globalId: '123456789a', randomGlobalId: true, prefix: 'fd12:3456:789a::/48', subnet: 'fd12:3456:789a:1::/64' });
    expect(sizes).toEqual([5]);
    const real = await ula({}, (size) => crypto.getRandomValues(new Uint8Array(size)));
    expect(real.globalId).toMatch(/^[0-9a-f]{10}$/);
    expect(real.prefix.startsWith(`fd${real.globalId.slice(0, 2)}:`)).toBe(true);
    expect(real.prefix.endsWith('::/48')).toBe(true);
  });

  it('refuses a bad Global ID or Subnet ID, naming the field', async () => {
    await expectInvalid('ipv6-ula', { global_id: '4e2f1a3b5' }, 'global_id: "4e2f1a3b5" is not 10 hex digits (40 bits), e.g. 4e2f1a3b5c');
    await expectInvalid('ipv6-ula', { global_id: '4e2f1a3b5g' }, /^global_id: "4e2f1a3b5g" is not 10 hex digits/);
    await expectInvalid('ipv6-ula', { global_id: '4e2f1a3b5c0' }, /^global_id: .* is not 10 hex digits/);
    await expectInvalid('ipv6-ula', { global_id: 'a'.repeat(21) }, 'global_id: must be at most 20 characters');
    await expectInvalid('ipv6-ula', { subnet_id: '10000' }, /^subnet_id: /);
    await expectInvalid('ipv6-ula', { subnet_id: '' }, /^subnet_id: /);
    await expectInvalid('ipv6-ula', { subnet_id: 5 }, /^subnet_id: must be a string/);
    await expectInvalid('ipv6-ula', { prefix: 'fd00::/8' }, /prefix/);
    await expectInvalid('ipv6-ula', JSON.parse('{"__proto__": {"global_id": "0000000000"}}'), /__proto__/);
  });
});

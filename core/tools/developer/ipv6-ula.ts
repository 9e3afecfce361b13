import { Type, type Static } from '@sinclair/typebox';
import { formatIpv6 } from '../../lib/ip-address.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The 40-bit Global ID is the one given (10 hex digits, colons allowed as people copy them from a
 *   prefix: "4e:2f1a:3b5c" reads as 4e2f1a3b5c), or else 5 bytes of ctx.random. RFC 4193 §3.2.2 derives it
 *   from SHA-1 of a timestamp and an EUI-64 only as a way to get pseudo-random bits; a CSPRNG gives them
 *   directly, and the RFC's requirement is that the ID be random, not how.
 * - The L bit is always 1 (fd00::/8, locally assigned): fc00::/8 has no registry to assign from (RFC 4193 §3.2).
 * - subnet_id is the 16-bit Subnet ID as 1-4 hex digits, default 0.
 */

const output = closedObject({
  globalId: Type.String({ description: 'The 40-bit Global ID, 10 lowercase hex digits' }),
  randomGlobalId: Type.Boolean({ description: 'True when the Global ID was drawn at random (none was given)' }),
  prefix: Type.String({ description: 'The site\'s /48 ULA prefix, fdXX:XXXX:XXXX::/48' }),
  subnetId: Type.String({ description: 'The 16-bit Subnet ID, 4 hex digits' }),
  subnet: Type.String({ description: 'The /64 of that Subnet ID inside the /48' }),
  firstAddress: Type.String({ description: 'The first address of the /64 after its Subnet-Router anycast address (…::1)' }),
  lastSubnet: Type.String({ description: 'The last of the 65,536 /64s of the /48' }),
});

type Result = Static<typeof output>;

function readGlobalId(text: string): bigint {
  const digits = text.replaceAll(':', '');
  if (!/^[0-9A-Fa-f]{10}$/.test(digits)) invalid(`global_id: ${quoteClipped(text, 20)} is not 10 hex digits (40 bits), e.g. 4e2f1a3b5c`);
  return BigInt(`0x${digits}`);
}

export default defineTool({
  id: 'ipv6-ula',
  name: 'IPv6 ULA Generator',
  category: 'developer',
  description:
    'Generate an RFC 4193 IPv6 Unique Local Address prefix: a random (or given) 40-bit Global ID under fd00::/8, the site\'s /48 ' +
    'and the /64 of a Subnet ID, for private IPv6 networks.',
  keywords: ['ula', 'unique local address', 'fd00', 'rfc 4193', 'ula prefix generator', 'private ipv6 range', 'ula generator'],
  deterministic: false,
  input: closedObject({
    global_id: Type.Optional(Type.String({ minLength: 1, maxLength: 20, description: 'The 40-bit Global ID as 10 hex digits (colons allowed), e.g. 4e2f1a3b5c. Default: drawn at random' })),
    subnet_id: withDefault(Type.String({ pattern: '^[0-9A-Fa-f]{1,4}$', description: 'The 16-bit Subnet ID as 1-4 hex digits, e.g. 1 or ab01. Default 0' }), '0'),
  }),
  output,
  examples: [
    {
      title: 'A random ULA prefix',
      input: {},
      output: {
        globalId: '0000000000',
        randomGlobalId: true,
        prefix: 'fd00::/48',
        subnetId: '0000',
        subnet: 'fd00::/64',
        firstAddress: 'fd00::1',
        lastSubnet: 'fd00:0:0:ffff::/64',
      },
    },
    {
      title: 'A given Global ID and subnet',
      input: { global_id: '4e2f1a3b5c', subnet_id: '12' },
      output: {
        globalId: '4e2f1a3b5c',
        randomGlobalId: false,
        prefix: 'fd4e:2f1a:3b5c::/48',
        subnetId: '0012',
        subnet: 'fd4e:2f1a:3b5c:12::/64',
        firstAddress: 'fd4e:2f1a:3b5c:12::1',
        lastSubnet: 'fd4e:2f1a:3b5c:ffff::/64',
      },
    },
  ],
  run({ global_id, subnet_id }, ctx): Result {
    let globalId: bigint;
    if (global_id === undefined) {
      globalId = 0n;
      for (const byte of ctx.random(5)) globalId = (globalId << 8n) | BigInt(byte);
    } else {
      globalId = readGlobalId(global_id);
    }
    const subnetId = BigInt(`0x${subnet_id}`);
    const site = (0xfdn << 120n) | (globalId << 80n);
    const subnet = site | (subnetId << 64n);
    return {
      globalId: globalId.toString(16).padStart(10, '0'),
      randomGlobalId: global_id === undefined,
      prefix: `${formatIpv6(site)}/48`,
      subnetId: subnetId.toString(16).padStart(4, '0'),
      subnet: `${formatIpv6(subnet)}/64`,
      firstAddress: formatIpv6(subnet | 1n),
      lastSubnet: `${formatIpv6(site | (0xffffn << 64n))}/64`,
    };
  },
});

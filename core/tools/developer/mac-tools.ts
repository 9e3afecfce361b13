import { Type, type Static } from '@sinclair/typebox';
import { formatIpv6 } from '../../lib/ip-address.ts';
import { parseNetwork } from '../../lib/ip-network.ts';
import { formatMac, MAC_STYLES, parseMac } from '../../lib/mac-address.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - format rewrites a MAC-48 in one style: colon (00:1b:77:49:54:fd, Linux), hyphen (00-1B-…, Windows and
 *   IEEE), dot (001b.7749.54fd, Cisco) or bare; lowercase unless letter_case says upper. It also reads
 *   the two flag bits of the first byte: I/G (multicast) and U/L (locally administered).
 * - generate draws 6 bytes per address from ctx.random, then clears the I/G bit and sets the U/L bit of
 *   the first byte (x2, x6, xA or xE): unicast and locally administered, so a made-up address can never
 *   collide with a vendor's (IEEE 802 §8.4). 1-100 addresses.
 * - eui64 makes the RFC 4291 §2.5.1 / Appendix A modified EUI-64 interface identifier (ff:fe in the
 *   middle, U/L bit inverted) and the IPv6 address it gives under a /64 prefix: fe80::/64 (link-local)
 *   unless prefix says otherwise. A prefix written without /64 is read as the /64 holding it; other
 *   lengths are refused, since SLAAC identifiers are 64 bits.
 */

const output = closedObject({
  mac: Type.Optional(Type.String({ description: 'format, eui64: the MAC address in the chosen style' })),
  oui: Type.Optional(Type.String({ description: 'format, eui64: its first three bytes, the IEEE OUI of the vendor for a universally administered address' })),
  multicast: Type.Optional(Type.Boolean({ description: 'format, eui64: the I/G bit (least significant bit of the first byte): a group address' })),
  locallyAdministered: Type.Optional(Type.Boolean({ description: 'format, eui64: the U/L bit (second bit of the first byte): assigned locally, not by a vendor' })),
  modifiedEui64: Type.Optional(Type.String({ description: 'eui64: the modified EUI-64 (ff:fe inserted, U/L bit inverted), in the chosen style' })),
  interfaceId: Type.Optional(Type.String({ description: 'eui64: the 64-bit interface identifier as four IPv6 groups' })),
  ipv6: Type.Optional(Type.String({ description: 'eui64: the IPv6 address: the /64 prefix and the interface identifier, RFC 5952 text' })),
  macs: Type.Optional(Type.Array(Type.String(), { description: 'generate: random unicast, locally administered MAC addresses' })),
});

type Result = Static<typeof output>;

function flags(bytes: Uint8Array): { multicast: boolean; locallyAdministered: boolean } {
  return { multicast: (bytes[0]! & 1) === 1, locallyAdministered: (bytes[0]! & 2) === 2 };
}

function prefix64(prefix: string): bigint {
  const block = parseNetwork(prefix, 'prefix');
  if (block.version !== 6) invalid('prefix: must be an IPv6 prefix, e.g. 2001:db8:1:2::/64');
  if (!prefix.includes('/')) return block.network & ~((1n << 64n) - 1n);
  if (block.prefix !== 64) invalid(`prefix: is a /${block.prefix}; a modified EUI-64 identifier fills the low 64 bits, so the prefix must be a /64`);
  return block.network;
}

export default defineTool({
  id: 'mac-tools',
  name: 'MAC Address Tools',
  category: 'developer',
  description:
    'Reformat a MAC address (colon, hyphen, Cisco dot or bare, upper or lower case) and read its multicast and locally-administered bits, ' +
    'generate random locally administered unicast MACs, or derive the modified EUI-64 interface ID and IPv6 address (SLAAC, link-local) from a MAC.',
  keywords: ['mac address', 'mac format', 'mac generator', 'random mac', 'eui-64', 'eui64', 'slaac', 'link-local', 'hardware address', 'cisco mac'],
  deterministic: false,
  input: closedObject({
    action: stringEnum(['format', 'generate', 'eui64'], { description: 'format a MAC, generate random MACs, or derive its modified EUI-64 and IPv6 address' }),
    mac: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'format, eui64: the MAC address, e.g. 00:1b:77:49:54:fd, 00-1B-77-49-54-FD, 001b.7749.54fd or 001b774954fd (at most 100 characters)' })),
    style: withDefault(stringEnum([...MAC_STYLES], { description: 'How to write MACs: colon 00:1b:…, hyphen 00-1b-…, dot 001b.7749.54fd (Cisco) or bare 001b774954fd. Default colon' }), 'colon'),
    letter_case: withDefault(stringEnum(['lower', 'upper'], { description: 'Hex digits in lower or upper case. Default lower' }), 'lower'),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'generate: how many addresses, 1-100. Default 1' }), 1),
    prefix: withDefault(
      Type.String({ minLength: 1, maxLength: 100, description: 'eui64: the IPv6 /64 prefix, e.g. 2001:db8:1:2::/64 (at most 100 characters). Default fe80::/64 (link-local)' }),
      'fe80::/64',
    ),
  }),
  output,
  examples: [
    {
      title: 'Cisco notation to colons',
      input: { action: 'format', mac: '001B.7749.54FD', style: 'colon' },
      output: { mac: '00:1b:77:49:54:fd', oui: '00:1b:77', multicast: false, locallyAdministered: false },
    },
    {
      title: 'A MAC to its IPv6 SLAAC address',
      input: { action: 'eui64', mac: '00-1B-77-49-54-FD', prefix: '2001:db8:1:2::/64' },
      output: {
        mac: '00:1b:77:49:54:fd',
        oui: '00:1b:77',
        multicast: false,
        locallyAdministered: false,
        modifiedEui64: '02:1b:77:ff:fe:49:54:fd',
        interfaceId: '021b:77ff:fe49:54fd',
        ipv6: '2001:db8:1:2:21b:77ff:fe49:54fd',
      },
    },
    {
      title: 'Random locally administered MACs',
      input: { action: 'generate', count: 2, style: 'hyphen', letter_case: 'upper' },
      output: { macs: ['02-00-00-00-00-00', '02-00-00-00-00-00'] },
    },
  ],
  run({ action, mac, style, letter_case, count, prefix }, ctx): Result {
    const upper = letter_case === 'upper';
    if (action === 'generate') {
      if (mac !== undefined) invalid('mac: generate makes new addresses and takes no mac');
      const random = ctx.random(6 * count);
      const macs: string[] = [];
      for (let index = 0; index < count; index++) {
        const bytes = random.slice(index * 6, index * 6 + 6);
        bytes[0] = (bytes[0]! & 0xfc) | 0x02;
        macs.push(formatMac(bytes, style, upper));
      }
      return { macs };
    }
    if (mac === undefined) invalid(`mac: is required to ${action === 'format' ? 'format' : 'derive an EUI-64 from'}`);
    const bytes = parseMac(mac, 'mac');
    // Three bytes have no dotted form: the OUI of a dot-style answer is bare hex.
    const oui = formatMac(bytes.subarray(0, 3), style === 'dot' ? 'bare' : style, upper);
    const described = { mac: formatMac(bytes, style, upper), oui, ...flags(bytes) };
    if (action === 'format') return described;
    const eui = Uint8Array.of(bytes[0]! ^ 0x02, bytes[1]!, bytes[2]!, 0xff, 0xfe, bytes[3]!, bytes[4]!, bytes[5]!);
    let interfaceId = 0n;
    for (const byte of eui) interfaceId = (interfaceId << 8n) | BigInt(byte);
    const hex = interfaceId.toString(16).padStart(16, '0');
    return {
      ...described,
      modifiedEui64: formatMac(eui, style, upper),
      interfaceId: hex.match(/.{4}/g)!.join(':'),
      ipv6: formatIpv6(prefix64(prefix) | interfaceId),
    };
  },
});


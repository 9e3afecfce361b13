import { Type, type Static } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { formatMac, parseMac } from '../../lib/mac-address.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The table is the IEEE MA-L (OUI) registry only, as Debian's ieee-data ships it, compacted by
 *   scripts/build-oui-table.ts to names and 24-bit prefixes (695 KB, loaded on the first lookup): not the
 *   oui-data package (5.6 MB with postal addresses). MA-M and MA-S blocks (28- and 36-bit) are not
 *   resolved further: their MA-L prefix answers "IEEE Registration Authority", which is what it is.
 * - The input is a MAC in any notation mac-tools reads, or just its first three bytes (00:1B:77, 001B77).
 * - A locally administered address (U/L bit set: randomised Wi-Fi and phone MACs, VMs, containers) is
 *   looked up all the same, since the registry assigns no such prefix it is never found; the answer says why.
 * - An OUI listed twice in the registry gives both names, joined with " / ".
 */

type VendorTable = Map<number, string>;

/** The registry as prefix → name, built once from the compact text on the first lookup. */
const loadVendors = lazy(async (): Promise<VendorTable> => {
  const { OUI_VENDORS } = await import('./data/oui-vendors.ts');
  const table: VendorTable = new Map();
  for (const line of OUI_VENDORS.split('\n')) {
    const tab = line.indexOf('\t');
    const name = line.slice(0, tab);
    for (const oui of line.slice(tab + 1).split(' ')) table.set(Number.parseInt(oui, 16), name);
  }
  return table;
});

const output = closedObject({
  oui: Type.String({ description: 'The 24-bit OUI (first three bytes), as the IEEE writes it: 00-1B-77' }),
  found: Type.Boolean({ description: 'Whether the IEEE MA-L registry lists the OUI' }),
  vendor: Type.Union([Type.String(), Type.Null()], { description: 'The organisation the OUI is assigned to, or null' }),
  multicast: Type.Boolean({ description: 'The I/G bit: a group (multicast or broadcast) address' }),
  locallyAdministered: Type.Boolean({ description: 'The U/L bit: assigned locally (random, virtual), so no vendor owns it' }),
  note: Type.Optional(Type.String({ description: 'Why no vendor was found, when there is a reason' })),
});

type Result = Static<typeof output>;

function prefixBytes(mac: string): Uint8Array {
  const trimmed = mac.trim();
  const oui = /^([0-9A-Fa-f]{2})[:-]?([0-9A-Fa-f]{2})[:-]?([0-9A-Fa-f]{2})$/.exec(trimmed);
  if (oui) return Uint8Array.from(oui.slice(1), (pair) => Number.parseInt(pair, 16));
  if (/^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{2}$/.test(trimmed)) return Uint8Array.from(trimmed.replace('.', '').match(/../g)!, (pair) => Number.parseInt(pair, 16));
  return parseMac(mac, 'mac').subarray(0, 3);
}

export default defineTool({
  id: 'mac-lookup',
  name: 'MAC Address Vendor Lookup',
  category: 'developer',
  description:
    'Find the manufacturer of a network card from its MAC address or OUI, offline, in the IEEE MA-L registry (2022-08-27 snapshot), ' +
    'and tell multicast and locally administered (randomised) addresses apart.',
  keywords: ['mac vendor', 'oui lookup', 'mac address lookup', 'manufacturer', 'nic vendor', 'ieee oui', 'ethernet vendor', 'mac oui'],
  input: closedObject({
    mac: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'A MAC address (00:1b:77:49:54:fd, 00-1B-77-49-54-FD, 001b.7749.54fd or 001b774954fd) or its first three bytes (00:1B:77); at most 100 characters',
    }),
  }),
  output,
  examples: [
    {
      title: 'A MAC address',
      input: { mac: '00:1b:77:49:54:fd' },
      output: { oui: '00-1B-77', found: true, vendor: 'Intel Corporate', multicast: false, locallyAdministered: false },
    },
    {
      title: 'An OUI alone',
      input: { mac: 'F0-18-98' },
      output: { oui: 'F0-18-98', found: true, vendor: 'Apple, Inc.', multicast: false, locallyAdministered: false },
    },
    {
      title: 'A randomised (locally administered) address',
      input: { mac: 'da:a1:19:0b:3c:7e' },
      output: {
        oui: 'DA-A1-19',
        found: false,
        vendor: null,
        multicast: false,
        locallyAdministered: true,
        note: 'a locally administered address (second bit of the first byte set): assigned by software, such as a randomised Wi-Fi or virtual machine MAC, not by a vendor',
      },
    },
  ],
  async run({ mac }): Promise<Result> {
    const bytes = prefixBytes(mac);
    const vendors = await loadVendors();
    const vendor = vendors.get((bytes[0]! << 16) | (bytes[1]! << 8) | bytes[2]!) ?? null;
    const multicast = (bytes[0]! & 1) === 1;
    const locallyAdministered = (bytes[0]! & 2) === 2;
    const result: Result = { oui: formatMac(bytes, 'hyphen', true), found: vendor !== null, vendor, multicast, locallyAdministered };
    if (vendor === null) {
      if (locallyAdministered) {
        result.note = 'a locally administered address (second bit of the first byte set): assigned by software, such as a randomised Wi-Fi or virtual machine MAC, not by a vendor';
      } else if (multicast) {
        result.note = 'a group (multicast) address: the first byte\'s lowest bit is set, which no vendor\'s card address has';
      } else {
        result.note = 'not in the IEEE MA-L registry snapshot of 2022-08-27 (assigned since, or never assigned)';
      }
    }
    return result;
  },
});

import { Type, type Static } from '@sinclair/typebox';
import { caseInsensitiveEnum, closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import { TESTNET_FAUCETS, TESTNET_FAUCETS_CHECKED, TESTNET_NETWORKS, type TestnetFaucet } from './data/testnet-faucets.ts';

/*
 * Decisions (the spec lists network, default "All", search and featured_only):
 * - The table is data/testnet-faucets.ts, curated by hand with the month each row was checked.
 * - network is one of the table's networks or "All", matched ignoring letter case.
 * - search keeps the faucets whose network, token, name, URL, amount, requirements or notes contain
 *   every word of it (case-insensitive), e.g. "sepolia no account".
 * - Faucets come in table order: by network, the featured one first. Nothing matching is an empty
 *   list, not an error; networks always lists every network with its faucet count, for a next query.
 */

const NETWORK_VALUES = ['All', ...TESTNET_NETWORKS] as const;

const faucetSchema = closedObject({
  network: Type.String({ description: 'The test network, e.g. Ethereum Sepolia' }),
  token: Type.String({ description: 'The test coin(s) it pays out' }),
  name: Type.String({ description: 'The faucet' }),
  url: Type.String({ description: 'Where to request coins' }),
  amount: Type.String({ description: 'How much a request gives, as the faucet states it' }),
  requirements: Type.String({ description: 'What it asks of you (account, mainnet balance, captcha…)' }),
  featured: Type.Boolean({ description: 'The one to try first for this network' }),
  checked: Type.String({ description: 'When this row was checked (YYYY-MM)' }),
  notes: Type.Union([Type.String(), Type.Null()], { description: 'Anything else worth knowing (deprecation, CLI alternatives), or null' }),
});

const output = closedObject({
  network: Type.String({ description: 'The network filter applied, as the table spells it ("All" for none)' }),
  search: Type.Union([Type.String(), Type.Null()], { description: 'The search text applied, or null' }),
  featuredOnly: Type.Boolean({ description: 'Whether only featured faucets were kept' }),
  count: Type.Integer({ minimum: 0, description: 'How many faucets matched' }),
  faucets: Type.Array(faucetSchema, { description: 'The matching faucets, by network, featured first' }),
  networks: Type.Array(
    closedObject({
      network: Type.String({ description: 'A network of the table' }),
      faucets: Type.Integer({ minimum: 0, description: 'How many faucets the table lists for it' }),
    }),
    { description: 'Every network of the table, with its faucet count' },
  ),
  checked: Type.String({ description: 'When the table was last checked (YYYY-MM)' }),
  note: Type.String({ description: 'A reminder that faucet terms change' }),
});

type Faucet = Static<typeof faucetSchema>;

function present(faucet: TestnetFaucet): Faucet {
  return {
    network: faucet.network,
    token: faucet.token,
    name: faucet.name,
    url: faucet.url,
    amount: faucet.amount,
    requirements: faucet.requirements,
    featured: faucet.featured,
    checked: faucet.checked,
    notes: faucet.notes ?? null,
  };
}

function haystack(faucet: TestnetFaucet): string {
  return [faucet.network, faucet.token, faucet.name, faucet.url, faucet.amount, faucet.requirements, faucet.notes ?? ''].join('\n').toLowerCase();
}

const NETWORK_COUNTS = TESTNET_NETWORKS.map((network) => ({
  network,
  faucets: TESTNET_FAUCETS.filter((faucet) => faucet.network === network).length,
}));

const NOTE = 'Faucets change their amounts, limits and requirements often; check the faucet page before relying on a figure.';

const normalize = (name: string) => name.toLowerCase().replaceAll('-', '');

function find(network: string, search: string | undefined, featuredOnly: boolean): Static<typeof output> {
  // The schema admits any letter case (and optional hyphens); answer with the table's spelling.
  const canonical = NETWORK_VALUES.find((value) => normalize(value) === normalize(network)) ?? 'All';
  const words = (search ?? '').toLowerCase().split(/\s+/).filter((word) => word !== '');
  const faucets = TESTNET_FAUCETS.filter(
    (faucet) =>
      (canonical === 'All' || faucet.network === canonical) &&
      (!featuredOnly || faucet.featured) &&
      words.every((word) => haystack(faucet).includes(word)),
  )
    .map((faucet, index) => ({ faucet, index }))
    // Table order is by network; within a network the featured faucet comes first.
    .sort((a, b) => TESTNET_NETWORKS.indexOf(a.faucet.network) - TESTNET_NETWORKS.indexOf(b.faucet.network) || Number(b.faucet.featured) - Number(a.faucet.featured) || a.index - b.index)
    .map(({ faucet }) => present(faucet));
  return {
    network: canonical,
    search: search === undefined || search.trim() === '' ? null : search.trim(),
    featuredOnly,
    count: faucets.length,
    faucets,
    networks: NETWORK_COUNTS,
    checked: TESTNET_FAUCETS_CHECKED,
    note: NOTE,
  };
}

export default defineTool({
  id: 'crypto-testnet-faucets',
  name: 'Crypto Testnet Faucets',
  category: 'developer',
  description:
    'Find public faucets for blockchain test networks (Ethereum Sepolia, Hoodi and Holesky, Bitcoin testnet4 and signet, Solana devnet, Polygon Amoy, Arbitrum, Base and Optimism Sepolia, Avalanche Fuji, BNB testnet): URL, amount, requirements and the month each row was checked. A curated snapshot, checked 2026-11.',
  keywords: ['faucet', 'testnet', 'sepolia', 'ethereum', 'bitcoin testnet', 'test eth', 'web3'],
  input: closedObject({
    network: withDefault(
      caseInsensitiveEnum(NETWORK_VALUES, { description: `The network: ${NETWORK_VALUES.join(', ')} (letter case ignored)` }),
      'All',
    ),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Words that must all appear in the faucet\'s network, name, URL, amount, requirements or notes, e.g. "no account"' })),
    featured_only: withDefault(Type.Boolean({ description: 'Only the featured faucet of each network' }), false),
  }),
  output,
  examples: [
    {
      title: 'The featured Solana faucet',
      input: { network: 'Solana Devnet', featured_only: true },
      output: {
        network: 'Solana Devnet',
        search: null,
        featuredOnly: true,
        count: 1,
        faucets: [
          {
            network: 'Solana Devnet',
            token: 'SOL (devnet)',
            name: 'Solana Faucet',
            url: 'https://faucet.solana.com',
            amount: 'Up to 5 devnet SOL per request, 2 requests every 8 hours',
            requirements: 'No account; sign in with GitHub for higher limits',
            featured: true,
            checked: '2026-11',
            notes: 'The Solana CLI also airdrops on devnet: solana airdrop 2 --url devnet (rate-limited).',
          },
        ],
        networks: NETWORK_COUNTS,
        checked: '2026-11',
        note: NOTE,
      },
    },
    {
      title: 'Sepolia faucets that need no account',
      input: { network: 'ethereum sepolia', search: 'no account' },
      output: {
        network: 'Ethereum Sepolia',
        search: 'no account',
        featuredOnly: false,
        count: 1,
        faucets: [
          {
            network: 'Ethereum Sepolia',
            token: 'SepoliaETH',
            name: 'Sepolia PoW Faucet (pk910)',
            url: 'https://sepolia-faucet.pk910.de',
            amount: 'What you mine in the browser tab (varies with time spent)',
            requirements: 'No account; proof-of-work mining in the browser, then a claim',
            featured: false,
            checked: '2026-11',
            notes: null,
          },
        ],
        networks: NETWORK_COUNTS,
        checked: '2026-11',
        note: NOTE,
      },
    },
  ],
  run({ network, search, featured_only }) {
    return find(network, search, featured_only);
  },
});

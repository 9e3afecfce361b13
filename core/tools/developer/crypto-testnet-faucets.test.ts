import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { TESTNET_FAUCETS, TESTNET_NETWORKS } from './data/testnet-faucets.ts';

interface Faucet {
  network: string;
  name: string;
  url: string;
  featured: boolean;
  checked: string;
  notes: string | null;
}
interface Result {
  network: string;
  search: string | null;
  count: number;
  faucets: Faucet[];
  networks: { network: string; faucets: number }[];
}

const find = (input: Record<string, unknown>) => run<Result>('crypto-testnet-faucets', input);

describe('crypto-testnet-faucets', () => {
  it('lists every faucet by default, with each network counted', async () => {
    const result = await find({});
    expect(result.network).toBe('All');
    expect(result.search).toBeNull();
    expect(result.count).toBe(TESTNET_FAUCETS.length);
    expect(result.networks.map((n) => n.network)).toEqual([...TESTNET_NETWORKS]);
    expect(result.networks.reduce((sum, n) => sum + n.faucets, 0)).toBe(TESTNET_FAUCETS.length);
  });

  it('covers the networks the brief names', () => {
    for (const network of ['Ethereum Sepolia', 'Ethereum Holesky', 'Ethereum Hoodi', 'Bitcoin Testnet4', 'Bitcoin Signet', 'Solana Devnet', 'Polygon Amoy', 'Arbitrum Sepolia', 'Base Sepolia', 'Optimism Sepolia', 'Avalanche Fuji', 'BNB Smart Chain Testnet']) {
      expect(TESTNET_NETWORKS).toContain(network);
    }
  });

  it('filters by network, ignoring letter case, featured faucet first', async () => {
    const result = await find({ network: 'ETHEREUM SEPOLIA' });
    expect(result.network).toBe('Ethereum Sepolia');
    expect(result.faucets.every((f) => f.network === 'Ethereum Sepolia')).toBe(true);
    expect(result.faucets[0]).toMatchObject({ name: 'Google Cloud Web3 Faucet', featured: true });
    expect(result.count).toBe(5);
  });

  it('keeps exactly one featured faucet per network', async () => {
    const result = await find({ featured_only: true });
    expect(result.faucets.map((f) => f.network)).toEqual([...TESTNET_NETWORKS].filter((n) => n !== 'Ethereum Holesky'));
  });

  it('searches every word, case-insensitively, across the row', async () => {
    const result = await find({ search: 'NO ACCOUNT  pow' });
    expect(result.search).toBe('NO ACCOUNT  pow');
    expect(result.faucets.map((f) => f.name)).toEqual(['Sepolia PoW Faucet (pk910)', 'Hoodi PoW Faucet (pk910)', 'Holesky PoW Faucet (pk910)']);
    expect((await find({ search: 'mainnet balance', network: 'base sepolia' })).faucets.map((f) => f.name)).toEqual(['Alchemy Base Sepolia Faucet']);
    expect((await find({ search: 'no such faucet anywhere' })).faucets).toEqual([]);
    expect((await find({ search: '   ' })).search).toBeNull();
  });

  it('marks Holesky as deprecated', async () => {
    const result = await find({ network: 'Ethereum Holesky' });
    expect(result.faucets.every((f) => /deprecated/i.test(f.notes ?? ''))).toBe(true);
  });

  it('has an https URL and a YYYY-MM check date on every row', () => {
    for (const faucet of TESTNET_FAUCETS) {
      expect(new URL(faucet.url).protocol, faucet.name).toBe('https:');
      expect(faucet.checked, faucet.name).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(faucet.amount.length, faucet.name).toBeGreaterThan(0);
      expect(faucet.requirements.length, faucet.name).toBeGreaterThan(0);
    }
  });

  it('refuses unknown networks and overlong searches', async () => {
    await expectInvalid('crypto-testnet-faucets', { network: 'Goerli' }, /^network: must be one of All, Ethereum Sepolia, .* \(any letter case\)$/);
    await expectInvalid('crypto-testnet-faucets', { search: 'a'.repeat(201) }, 'search: must be at most 200 characters');
    await expectInvalid('crypto-testnet-faucets', { featured_only: 'yes' }, 'featured_only: must be a boolean, got a string');
  });
});

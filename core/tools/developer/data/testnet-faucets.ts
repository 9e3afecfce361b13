/**
 * Public testnet faucets: where to get test coins for each network, how much a request gives and
 * what it asks of you. Amounts and requirements change often (faucets raise and lower drips with
 * demand); each row carries the month it was checked. "Featured" marks the faucet we would try first
 * for its network: run by the network's own team or a major infrastructure provider, no mainnet
 * balance needed where one exists.
 */

export interface TestnetFaucet {
  network: string;
  /** The coin the faucet pays out. */
  token: string;
  name: string;
  url: string;
  amount: string;
  requirements: string;
  featured: boolean;
  /** YYYY-MM. */
  checked: string;
  notes?: string;
}

const CHECKED = '2026-11';

export const TESTNET_FAUCETS_CHECKED = CHECKED;

export const TESTNET_FAUCETS: readonly TestnetFaucet[] = [
  {
    network: 'Ethereum Sepolia',
    token: 'SepoliaETH',
    name: 'Google Cloud Web3 Faucet',
    url: 'https://cloud.google.com/application/web3/faucet/ethereum/sepolia',
    amount: '0.05 Sepolia ETH per day',
    requirements: 'A Google account',
    featured: true,
    checked: CHECKED,
  },
  {
    network: 'Ethereum Sepolia',
    token: 'SepoliaETH',
    name: 'Alchemy Sepolia Faucet',
    url: 'https://www.alchemy.com/faucets/ethereum-sepolia',
    amount: 'Up to 0.1 Sepolia ETH every 72 hours',
    requirements: 'A free Alchemy account; the receiving wallet must hold at least 0.001 ETH on Ethereum mainnet',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Ethereum Sepolia',
    token: 'SepoliaETH',
    name: 'Sepolia PoW Faucet (pk910)',
    url: 'https://sepolia-faucet.pk910.de',
    amount: 'What you mine in the browser tab (varies with time spent)',
    requirements: 'No account; proof-of-work mining in the browser, then a claim',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Ethereum Sepolia',
    token: 'SepoliaETH',
    name: 'QuickNode Multi-Chain Faucet',
    url: 'https://faucet.quicknode.com/ethereum/sepolia',
    amount: 'One drip every 12 hours (amount shown on the page)',
    requirements: 'The receiving wallet must hold at least 0.001 ETH on Ethereum mainnet',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Ethereum Sepolia',
    token: 'SepoliaETH, LINK',
    name: 'Chainlink Faucet',
    url: 'https://faucets.chain.link/sepolia',
    amount: 'Test LINK and a small amount of Sepolia ETH per request',
    requirements: 'Connect a wallet; the ETH drip asks for a mainnet balance',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Ethereum Hoodi',
    token: 'HoodiETH',
    name: 'Google Cloud Web3 Faucet',
    url: 'https://cloud.google.com/application/web3/faucet/ethereum/hoodi',
    amount: 'A daily drip of Hoodi ETH (amount shown on the page)',
    requirements: 'A Google account',
    featured: true,
    checked: CHECKED,
    notes: 'Hoodi (launched March 2025) is the Ethereum testnet for validators and staking, replacing Holesky.',
  },
  {
    network: 'Ethereum Hoodi',
    token: 'HoodiETH',
    name: 'Hoodi PoW Faucet (pk910)',
    url: 'https://hoodi-faucet.pk910.de',
    amount: 'What you mine in the browser tab (varies with time spent)',
    requirements: 'No account; proof-of-work mining in the browser, then a claim',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Ethereum Holesky',
    token: 'HoleskyETH',
    name: 'Holesky PoW Faucet (pk910)',
    url: 'https://holesky-faucet.pk910.de',
    amount: 'What you mine in the browser tab (varies with time spent)',
    requirements: 'No account; proof-of-work mining in the browser, then a claim',
    featured: false,
    checked: CHECKED,
    notes: 'Holesky is deprecated: client teams ended support in September 2025. Use Hoodi for staking tests and Sepolia for applications.',
  },
  {
    network: 'Bitcoin Testnet4',
    token: 'tBTC',
    name: 'mempool.space Testnet4 Faucet',
    url: 'https://mempool.space/testnet4/faucet',
    amount: 'A small amount of testnet4 BTC per request (set on the page)',
    requirements: 'Sign in on mempool.space; rate-limited per account and address',
    featured: true,
    checked: CHECKED,
    notes: 'Testnet4 (BIP 94) replaced testnet3 in Bitcoin Core 28.',
  },
  {
    network: 'Bitcoin Testnet4',
    token: 'tBTC',
    name: 'coinfaucet.eu Testnet4',
    url: 'https://coinfaucet.eu/en/btc-testnet4/',
    amount: 'A small amount of testnet4 BTC per request',
    requirements: 'No account; a captcha',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Bitcoin Signet',
    token: 'sBTC',
    name: 'Signet Faucet',
    url: 'https://signetfaucet.com',
    amount: 'A small amount of signet BTC per request',
    requirements: 'No account; rate-limited per IP address',
    featured: true,
    checked: CHECKED,
  },
  {
    network: 'Bitcoin Signet',
    token: 'sBTC',
    name: 'Alternative Signet Faucet',
    url: 'https://alt.signetfaucet.com',
    amount: 'A small amount of signet BTC per request',
    requirements: 'No account; rate-limited per IP address',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Solana Devnet',
    token: 'SOL (devnet)',
    name: 'Solana Faucet',
    url: 'https://faucet.solana.com',
    amount: 'Up to 5 devnet SOL per request, 2 requests every 8 hours',
    requirements: 'No account; sign in with GitHub for higher limits',
    featured: true,
    checked: CHECKED,
    notes: 'The Solana CLI also airdrops on devnet: solana airdrop 2 --url devnet (rate-limited).',
  },
  {
    network: 'Polygon Amoy',
    token: 'POL (Amoy)',
    name: 'Polygon Faucet',
    url: 'https://faucet.polygon.technology',
    amount: 'A daily drip of test POL (amount shown on the page)',
    requirements: 'Connect a wallet or sign in (GitHub or X) as the page asks',
    featured: true,
    checked: CHECKED,
  },
  {
    network: 'Polygon Amoy',
    token: 'POL (Amoy)',
    name: 'Alchemy Polygon Amoy Faucet',
    url: 'https://www.alchemy.com/faucets/polygon-amoy',
    amount: 'A daily drip of test POL (amount shown on the page)',
    requirements: 'A free Alchemy account; a small mainnet balance on the receiving wallet',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Arbitrum Sepolia',
    token: 'ETH (Arbitrum Sepolia)',
    name: 'Alchemy Arbitrum Sepolia Faucet',
    url: 'https://www.alchemy.com/faucets/arbitrum-sepolia',
    amount: 'A daily drip of Arbitrum Sepolia ETH (amount shown on the page)',
    requirements: 'A free Alchemy account; a small mainnet balance on the receiving wallet',
    featured: true,
    checked: CHECKED,
    notes: 'Sepolia ETH can also be bridged to Arbitrum Sepolia at https://bridge.arbitrum.io.',
  },
  {
    network: 'Arbitrum Sepolia',
    token: 'ETH (Arbitrum Sepolia)',
    name: 'QuickNode Multi-Chain Faucet',
    url: 'https://faucet.quicknode.com/arbitrum/sepolia',
    amount: 'One drip every 12 hours (amount shown on the page)',
    requirements: 'The receiving wallet must hold at least 0.001 ETH on Ethereum mainnet',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Base Sepolia',
    token: 'ETH (Base Sepolia), USDC, EURC, cbBTC',
    name: 'Coinbase Developer Platform Faucet',
    url: 'https://portal.cdp.coinbase.com/products/faucet',
    amount: 'Test ETH, USDC, EURC or cbBTC per request (daily limits shown on the page)',
    requirements: 'A free Coinbase Developer Platform account; also callable through the CDP API',
    featured: true,
    checked: CHECKED,
  },
  {
    network: 'Base Sepolia',
    token: 'ETH (Base Sepolia)',
    name: 'Alchemy Base Sepolia Faucet',
    url: 'https://www.alchemy.com/faucets/base-sepolia',
    amount: 'A daily drip of Base Sepolia ETH (amount shown on the page)',
    requirements: 'A free Alchemy account; a small mainnet balance on the receiving wallet',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Optimism Sepolia',
    token: 'ETH (OP Sepolia)',
    name: 'Superchain Faucet',
    url: 'https://console.optimism.io/faucet',
    amount: 'A daily drip of OP Sepolia ETH; more after verifying with GitHub, Coinbase or World ID',
    requirements: 'No account for the base drip; an optional identity check raises it',
    featured: true,
    checked: CHECKED,
  },
  {
    network: 'Optimism Sepolia',
    token: 'ETH (OP Sepolia)',
    name: 'Alchemy Optimism Sepolia Faucet',
    url: 'https://www.alchemy.com/faucets/optimism-sepolia',
    amount: 'A daily drip of OP Sepolia ETH (amount shown on the page)',
    requirements: 'A free Alchemy account; a small mainnet balance on the receiving wallet',
    featured: false,
    checked: CHECKED,
  },
  {
    network: 'Avalanche Fuji',
    token: 'AVAX (Fuji C-Chain)',
    name: 'Avalanche Builder Hub Faucet (Core)',
    url: 'https://core.app/tools/testnet-faucet/?subnet=c&token=c',
    amount: 'Test AVAX on the Fuji C-Chain per request (amount shown on the page)',
    requirements: 'Connect a wallet holding mainnet AVAX, or enter a coupon code',
    featured: true,
    checked: CHECKED,
  },
  {
    network: 'BNB Smart Chain Testnet',
    token: 'tBNB',
    name: 'BNB Chain Testnet Faucet',
    url: 'https://www.bnbchain.org/en/testnet-faucet',
    amount: 'A small amount of tBNB per day (amount shown on the page)',
    requirements: 'The receiving wallet must hold a small BNB balance on BNB Smart Chain mainnet',
    featured: true,
    checked: CHECKED,
  },
];

/** The networks, in table order, each once. */
export const TESTNET_NETWORKS: readonly string[] = [...new Set(TESTNET_FAUCETS.map((faucet) => faucet.network))];

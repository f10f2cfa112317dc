/**
 * The coin token, as the app, the Cloud Functions, the seed and the tests see
 * it: its ABI, 18-decimal units, operation keys, and the local chain's fixed
 * deployment. Production sets the RPC URL and the contract address by
 * configuration (VITE_CHAIN_RPC_URL / VITE_COIN_CONTRACT_ADDRESS for the app,
 * CHAIN_RPC_URL / COIN_CONTRACT_ADDRESS for the functions).
 *
 * No ethers here: the functions load ethers only when they talk to the chain,
 * which keeps every other function's cold start short.
 */
export { COIN_TOKEN_ABI } from './coinTokenAbi';

/** Coin amounts are ether-style units: 1 coin = 10^18 units. */
export const COIN_DECIMALS = 18;
const ONE_COIN = 10n ** BigInt(COIN_DECIMALS);

/** The balance label ('N TX'). */
export const COIN_SYMBOL = 'TX';

/** Whole or decimal coins as written in a wallet's history ('5', '7.5') to token units. */
export function coinUnits(coins: string | number): bigint {
  const text = String(coins);
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(text);
  if (!match) throw new Error(`Not a coin amount: '${text}'`);
  return BigInt(match[1]) * ONE_COIN + BigInt((match[2] ?? '').padEnd(COIN_DECIMALS, '0'));
}

/** Token units to coins as a decimal string, without trailing zeros ('48.5', '5'). */
export function coinsOf(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % ONE_COIN).toString().padStart(COIN_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${magnitude / ONE_COIN}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The text of a reward's or deduction's operation: the contract's operation id
 * is its keccak256 (ethers' `id()`), applied once by the contract.
 */
export function operationKey(kind: 'reward' | 'deduct' | 'restore' | 'seed', key: string): string {
  return `${kind}:${key}`;
}

/**
 * The local chain (anvil, chain id 31337): its first development account is the
 * server's signer (functions/.secret.local) and deploys the token with its first
 * transaction, so the token is always at this address.
 */
export const LOCAL_CHAIN = {
  chainId: 31337,
  signerAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
} as const;

/**
 * The demo wallets' coins on the local chain: the seed makes each seeded
 * wallet's balance what its stored history adds up to ('in' minus 'out'), by
 * rewarding or deducting the difference. Run on every seed, also when the
 * world is kept: a chain started afresh beside kept emulator data (its state
 * file deleted, say) gets the coins back, and the balance always agrees with
 * the history the wallet page shows.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { Contract, JsonRpcProvider, NonceManager, Wallet, id } from 'ethers';
import { COIN_TOKEN_ABI, coinUnits, operationKey } from '@rehab/model/chain/coinToken';
import type { WalletTransaction, Web3Wallet } from '@rehab/model/collections';
import { localSignerKey } from '../chain/deploy';

/** What a history adds up to, in token units. */
export function historyUnits(transactions: readonly Pick<WalletTransaction, 'type' | 'value'>[]): bigint {
  return transactions.reduce((sum, entry) => (entry.type === 'in' ? sum + coinUnits(entry.value) : sum - coinUnits(entry.value)), 0n);
}

function chainOf(env: NodeJS.ProcessEnv): { rpcUrl: string; contractAddress: string } {
  const { CHAIN_RPC_URL: rpcUrl, COIN_CONTRACT_ADDRESS: contractAddress } = env;
  if (!rpcUrl || !contractAddress) {
    throw new Error('CHAIN_RPC_URL and COIN_CONTRACT_ADDRESS are not set: seed through the local stack (npm start, npm run seed, scripts/emulators-exec.ts).');
  }
  return { rpcUrl, contractAddress };
}

/** Rewards or deducts the difference between each wallet's balance and its history; returns the wallets changed. */
export async function settleWalletBalances(db: Firestore, uids: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { rpcUrl, contractAddress } = chainOf(env);
  const provider = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
  try {
    const token = new Contract(contractAddress, COIN_TOKEN_ABI, new NonceManager(new Wallet(localSignerKey(), provider)));
    let changed = 0;
    for (const uid of uids) {
      const wallet = (await db.doc(`web3Wallets/${uid}`).get()).data() as Web3Wallet | undefined;
      if (!wallet) continue;
      const difference = historyUnits(wallet.transactions ?? []) - ((await token.balanceOf(wallet.address)) as bigint);
      if (difference === 0n) continue;
      const kind = difference > 0n ? 'reward' : 'deduct';
      const tx = await token.getFunction(kind)(wallet.address, difference > 0n ? difference : -difference, id(operationKey('seed', randomUUID())));
      await tx.wait();
      changed++;
    }
    return changed;
  } finally {
    provider.destroy();
  }
}

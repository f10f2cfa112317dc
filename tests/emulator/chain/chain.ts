/**
 * The local chain for the tests: the stack's anvil (CHAIN_RPC_URL), its coin
 * token (COIN_CONTRACT_ADDRESS), and anvil's development accounts 1 and 2
 * (account 0 is the stack's signer) for tests that deploy a token of their own.
 */
import { Contract, ContractFactory, id, JsonRpcProvider, Wallet, type EventLog } from 'ethers';
import { COIN_TOKEN_ABI, LOCAL_CHAIN, operationKey } from '@rehab/model/chain/coinToken';
import { coinTokenArtifact } from '../../../scripts/chain/artifact';

export const CHAIN_RPC_URL = process.env.CHAIN_RPC_URL ?? 'http://127.0.0.1:8545';
export const provider = new JsonRpcProvider(CHAIN_RPC_URL, undefined, { cacheTimeout: -1, staticNetwork: true, pollingInterval: 200 });

export const DEV_ACCOUNT_KEYS = {
  first: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  second: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
} as const;

/** A development account; each transaction asks the chain for its nonce (the tests send one at a time). */
export const account = (key: string) => new Wallet(key, provider);

/** The contract's operation id of an operation key. */
export const operationId = (...args: Parameters<typeof operationKey>) => id(operationKey(...args));

/** The name and arguments of the contract error a failed call reverted with. */
export async function revertOf(token: Contract, call: Promise<unknown>): Promise<{ name: string; args: unknown[] } | null> {
  try {
    await call;
  } catch (error) {
    const parsed = token.interface.parseError((error as { data?: string }).data ?? '0x');
    return parsed && { name: parsed.name, args: [...parsed.args] };
  }
  throw new Error('expected the call to revert');
}

/** The stack's token, read-only. */
export const stackToken = new Contract(process.env.COIN_CONTRACT_ADDRESS ?? LOCAL_CHAIN.contractAddress, COIN_TOKEN_ABI, provider);

/** A fresh token whose signer is `signer`. */
export async function deployToken(signer: Wallet): Promise<Contract> {
  const { abi, bytecode } = coinTokenArtifact();
  const token = await new ContractFactory(abi, bytecode, signer).deploy(await signer.getAddress());
  await token.waitForDeployment();
  return token as Contract;
}

/** The stack token's CoinsRewarded or CoinsDeducted events for an address. */
export async function coinEvents(kind: 'CoinsRewarded' | 'CoinsDeducted', address: string): Promise<EventLog[]> {
  const filter = stackToken.filters[kind](null, address);
  return (await stackToken.queryFilter(filter, 0)) as EventLog[];
}

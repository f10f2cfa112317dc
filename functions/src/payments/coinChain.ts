/**
 * The coin token for the functions: the official ethers client on the chain
 * that CHAIN_RPC_URL names (the local anvil, or a public test network), the
 * token at COIN_CONTRACT_ADDRESS, and the server's signer key from Secret
 * Manager (locally functions/.secret.local). Nothing else differs between the
 * local stack and production.
 *
 * Every reward and deduction carries an operation id that the contract applies
 * once, so sending one again (a retry, a race) can never move coins twice.
 * The signer's transactions need consecutive nonces: this instance sends one
 * at a time, asking the node for the next nonce each time, and when another
 * instance took that nonce first the send is retried with the next.
 */
import { defineSecret } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import type { Contract, TransactionRequest, TransactionResponse, Wallet } from 'ethers';
import { COIN_TOKEN_ABI } from '@rehab/model/chain/coinToken';

export const chainSignerKey = defineSecret('CHAIN_SIGNER_KEY');

export interface ChainSettings {
  rpcUrl: string;
  contractAddress: string;
}

export function chainSettings(env: NodeJS.ProcessEnv = process.env): ChainSettings {
  const rpcUrl = env.CHAIN_RPC_URL;
  const contractAddress = env.COIN_CONTRACT_ADDRESS;
  if (!rpcUrl || !contractAddress) {
    throw new Error('CHAIN_RPC_URL and COIN_CONTRACT_ADDRESS must be set (functions/.env in production; the local stack sets them).');
  }
  return { rpcUrl, contractAddress };
}

interface Connection {
  ethers: typeof import('ethers');
  signer: Wallet;
  token: Contract;
}

let connection: Promise<Connection> | undefined;

/** Loaded on first use, like the Stripe SDK: only the coin paths need ethers. */
function connect(): Promise<Connection> {
  connection ??= import('ethers').then((ethers) => {
    const { rpcUrl, contractAddress } = chainSettings();
    // No cached answers: a nonce or balance read a moment ago may be stale already.
    const provider = new ethers.JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true, pollingInterval: 1000 });
    const signer = new ethers.Wallet(chainSignerKey.value(), provider);
    return { ethers, signer, token: new ethers.Contract(contractAddress, COIN_TOKEN_ABI, signer) };
  });
  return connection;
}

/** The deduction would take more coins than the address holds (the contract reverts with ERC20InsufficientBalance). */
export class InsufficientCoinsError extends Error {}

export async function coinBalance(address: string): Promise<bigint> {
  return (await (await connect()).token.balanceOf(address)) as bigint;
}

let sending: Promise<unknown> = Promise.resolve();

/** Runs sends one after the other in this instance, so two of them never ask for the same nonce. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = sending.then(task, task);
  sending = run.catch(() => undefined);
  return run;
}

const NONCE_RETRIES = 30;

function isNonceConflict({ ethers }: Connection, error: unknown): boolean {
  if (ethers.isError(error, 'NONCE_EXPIRED') || ethers.isError(error, 'REPLACEMENT_UNDERPRICED')) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /nonce too low|nonce has already been used|already known|replacement transaction underpriced/i.test(message);
}

function revertName({ ethers, token }: Connection, error: unknown): string | undefined {
  if (!ethers.isError(error, 'CALL_EXCEPTION')) return undefined;
  if (error.revert?.name) return error.revert.name;
  return error.data ? (token.interface.parseError(error.data)?.name ?? undefined) : undefined;
}

async function send(chain: Connection, request: TransactionRequest): Promise<TransactionResponse> {
  const { signer } = chain;
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneAtATime(async () => signer.sendTransaction({ ...request, nonce: await signer.getNonce('pending') }));
    } catch (error) {
      if (revertName(chain, error) === 'ERC20InsufficientBalance') throw new InsufficientCoinsError('Not enough coins at the address.');
      if (!isNonceConflict(chain, error) || attempt >= NONCE_RETRIES) throw error;
      // Another instance took the nonce: try the next one after a short, random pause.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 200));
    }
  }
}

export interface CoinOperation {
  kind: 'reward' | 'deduct';
  address: string;
  units: bigint;
  /** the operation's key (operationKey() of packages/model/src/chain/coinToken.ts); its keccak256 is the contract's operation id */
  operationKey: string;
}

/**
 * Rewards or deducts, and waits until it is mined. Resolves with the
 * transaction's hash, or null when the operation id had been applied before.
 */
export async function applyCoinOperation(operation: CoinOperation): Promise<string | null> {
  const chain = await connect();
  const operationId = chain.ethers.id(operation.operationKey);
  if (await chain.token.operationDone(operationId)) return null;
  const populate = chain.token.getFunction(operation.kind).populateTransaction;
  const tx = await send(chain, await populate(operation.address, operation.units, operationId));
  const receipt = await tx.wait();
  if (!receipt || receipt.status !== 1) throw new Error(`The coin ${operation.kind} transaction ${tx.hash} failed.`);
  logger.info(`Coins ${operation.kind === 'reward' ? 'rewarded' : 'deducted'}`, { address: operation.address, units: operation.units.toString(), tx: tx.hash });
  return tx.hash;
}

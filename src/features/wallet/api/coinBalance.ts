/**
 * The coin balance of an address, read from the chain through its RPC node
 * (the app never signs: rewards and deductions are the functions'). ethers is
 * loaded with the first read, so only the wallet's screens pay for it.
 */
import { chainConfig } from '../../../lib/chain/config';
import { COIN_TOKEN_ABI } from '@rehab/model/chain/coinToken';

type Token = { balanceOf(address: string): Promise<bigint> };

let token: Promise<Token> | undefined;

function coinToken(): Promise<Token> {
  token ??= import('ethers').then(({ Contract, JsonRpcProvider, Network }) => {
    const { rpcUrl, chainId, contractAddress } = chainConfig;
    if (!rpcUrl || !contractAddress) throw new Error('The coin wallet is not configured (VITE_CHAIN_RPC_URL, VITE_COIN_CONTRACT_ADDRESS).');
    // A fixed network: no detection round trips, and an unreachable node fails the read instead of retrying forever.
    const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true, cacheTimeout: -1 });
    return new Contract(contractAddress, COIN_TOKEN_ABI, provider) as unknown as Token;
  });
  return token;
}

/** The balance in token units, as a decimal string (the cache keeps serialisable values). */
export async function readCoinBalance(address: string): Promise<string> {
  try {
    return (await (await coinToken()).balanceOf(address)).toString();
  } catch (error) {
    token = undefined;
    const { shortMessage } = error as { shortMessage?: string };
    throw shortMessage ? new Error(shortMessage) : error;
  }
}

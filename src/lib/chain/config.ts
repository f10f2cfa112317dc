/**
 * Where the app reads coin balances: the chain's RPC URL, its chain id and
 * the coin token's address, from VITE_CHAIN_RPC_URL, VITE_CHAIN_ID and
 * VITE_COIN_CONTRACT_ADDRESS (a production build refuses to start without
 * them, see vite.config.ts); with the emulators, the local chain of this stack.
 */
import { emulatorHost, emulatorPorts, usingEmulators } from '../firebase/app';
import { LOCAL_CHAIN } from '@rehab/model/chain/coinToken';

export interface ChainConfig {
  rpcUrl: string;
  chainId: number;
  contractAddress: string;
}

const env = import.meta.env;

export const chainConfig: ChainConfig = {
  rpcUrl: env.VITE_CHAIN_RPC_URL || (usingEmulators ? `http://${emulatorHost}:${emulatorPorts.chain}` : ''),
  chainId: Number(env.VITE_CHAIN_ID || LOCAL_CHAIN.chainId),
  contractAddress: env.VITE_COIN_CONTRACT_ADDRESS || (usingEmulators ? LOCAL_CHAIN.contractAddress : ''),
};

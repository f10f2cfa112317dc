/** Where the coin token's committed build lives, and its shape (written by compile.ts, read by deploy.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonFragment } from 'ethers';

const ROOT = join(import.meta.dirname, '../..');

export const CONTRACT = { source: 'contracts/TexavieCoin.sol', name: 'TexavieCoin' } as const;
export const ARTIFACT_FILE = join(ROOT, 'contracts/build/TexavieCoin.json');
export const ABI_MODULE_FILE = join(ROOT, 'packages/model/src/chain/coinTokenAbi.ts');

export interface CoinTokenArtifact {
  contractName: string;
  compiler: string;
  settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string };
  abi: JsonFragment[];
  bytecode: string;
}

export function coinTokenArtifact(): CoinTokenArtifact {
  return JSON.parse(readFileSync(ARTIFACT_FILE, 'utf8')) as CoinTokenArtifact;
}

/**
 * Deploys the coin token (the committed build of contracts/TexavieCoin.sol)
 * from the server's signer, unless it is there already. On a fresh local chain
 * this is the signer's first transaction, so the token lands at
 * LOCAL_CHAIN.contractAddress on every start.
 */
import { ContractFactory, JsonRpcProvider, Wallet, getCreateAddress } from 'ethers';
import { readLocalSecrets } from '../lib/localSecrets';
import { coinTokenArtifact } from './artifact';

export function localSignerKey(): string {
  const key = readLocalSecrets().get('CHAIN_SIGNER_KEY');
  if (!key) throw new Error('functions/.secret.local must set CHAIN_SIGNER_KEY (the coin token signer of the local chain)');
  return key;
}

/** Deploys the token at `expectedAddress` if no contract is there; returns whether it deployed now. */
export async function ensureCoinToken(rpcUrl: string, expectedAddress: string, signerKey = localSignerKey()): Promise<boolean> {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true });
  try {
    if ((await provider.getCode(expectedAddress)) !== '0x') return false;
    const signer = new Wallet(signerKey, provider);
    const nonce = await signer.getNonce();
    const address = getCreateAddress({ from: signer.address, nonce });
    if (address.toLowerCase() !== expectedAddress.toLowerCase()) {
      throw new Error(
        `The coin token would be deployed at ${address} (signer ${signer.address}, nonce ${nonce}), not at ${expectedAddress}: ` +
          'the local chain is not fresh, or its state file belongs to another signer. Delete the state file and start again.',
      );
    }
    const { abi, bytecode } = coinTokenArtifact();
    const token = await new ContractFactory(abi, bytecode, signer).deploy(signer.address);
    await token.waitForDeployment();
    return true;
  } finally {
    provider.destroy();
  }
}

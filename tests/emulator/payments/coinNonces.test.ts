/**
 * The signer's nonces: 20 rewards at once from four instances of the functions'
 * chain client (separate processes, five concurrent rewards each, as four
 * instances of a busy webhook would send them) are all mined, each once; sent
 * again, none mints. The webhook path itself is in coins.test.ts.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { coinUnits } from '@rehab/model/chain/coinToken';
import { localSignerKey } from '../../../scripts/chain/deploy';
import { coinEvents, stackToken } from '../chain/chain';

const run = promisify(execFile);
/** The chain client bundled as the functions' build bundles it (esbuild, CommonJS, packages external). */
const CHAIN_CLIENT_BUNDLE = join(import.meta.dirname, '../../../.cache/coin-chain-client.cjs');

async function fourInstances(address: string, keys: string[]): Promise<number[]> {
  const env = { ...process.env, CHAIN_SIGNER_KEY: localSignerKey(), CHAIN_CLIENT_BUNDLE };
  const batches = [0, 1, 2, 3].map((instance) => keys.slice(instance * 5, instance * 5 + 5));
  const outputs = await Promise.all(batches.map((batch) => run('npx', ['tsx', 'tests/emulator/payments/mintInstance.ts', address, ...batch], { env })));
  return outputs.map(({ stdout }) => Number(stdout.trim().split('\n').pop()));
}

describe('the signer under concurrent rewards', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await run('npx', ['esbuild', 'functions/src/payments/coinChain.ts', '--bundle', '--platform=node', '--format=cjs', '--packages=external', `--outfile=${CHAIN_CLIENT_BUNDLE}`, '--log-level=warning']);
  });

  it('mints exactly 20 times for 20 rewards sent at once by four instances, and never again', async () => {
    const address = Wallet.createRandom().address;
    const keys = Array.from({ length: 20 }, (_, i) => `nonce-test-${address}-${i}`);
    expect((await fourInstances(address, keys)).reduce((a, b) => a + b, 0)).toBe(20);
    expect(await coinEvents('CoinsRewarded', address)).toHaveLength(20);
    expect(await stackToken.balanceOf(address)).toBe(coinUnits(20));

    expect(await fourInstances(address, keys)).toEqual([0, 0, 0, 0]);
    expect(await coinEvents('CoinsRewarded', address)).toHaveLength(20);
  });
});

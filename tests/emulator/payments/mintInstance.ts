/**
 * One "instance" of the functions' chain client, as a separate process: applies
 * the rewards named on the command line (operation keys) all at once to one
 * address, and prints how many it sent. Started by coinNonces.test.ts with the
 * client bundled as the functions are (CHAIN_CLIENT_BUNDLE).
 */
import { createRequire } from 'node:module';
import { coinUnits } from '@rehab/model/chain/coinToken';
import type { applyCoinOperation as ApplyCoinOperation } from '../../../functions/src/payments/coinChain';

const { applyCoinOperation } = createRequire(import.meta.url)(process.env.CHAIN_CLIENT_BUNDLE!) as { applyCoinOperation: typeof ApplyCoinOperation };
const [address, ...keys] = process.argv.slice(2);
const sent = await Promise.all(keys.map((operationKey) => applyCoinOperation({ kind: 'reward', address, units: coinUnits(1), operationKey })));
console.log(JSON.stringify(sent.filter(Boolean).length));

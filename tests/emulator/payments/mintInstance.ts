/**
 * One "instance" of the functions' chain client, as a separate process: applies
 * the rewards named on the command line (operation keys) all at once to one
 * address, and prints how many it sent. Started by coinNonces.test.ts.
 */
import { coinUnits } from '../../../src/lib/chain/coinToken';
import { applyCoinOperation } from '../../../functions/src/payments/coinChain';

const [address, ...keys] = process.argv.slice(2);
const sent = await Promise.all(keys.map((operationKey) => applyCoinOperation({ kind: 'reward', address, units: coinUnits(1), operationKey })));
console.log(JSON.stringify(sent.filter(Boolean).length));

import { httpsCallable } from 'firebase/functions';
import type { CallableContracts, CallableName } from '../model/callables';
import { functions } from './functions';

/** A typed callable Cloud Function (contracts in src/lib/model/callables.ts). */
export function callable<K extends CallableName>(name: K) {
  return httpsCallable<CallableContracts[K]['request'], CallableContracts[K]['response']>(functions, name);
}

import type { HttpsCallableResult } from 'firebase/functions';
import type { CallableContracts, CallableName } from '@rehab/model/callables';

/**
 * A typed callable Cloud Function (contracts in packages/model/src/callables.ts). The Functions client loads with
 * the first call, not with the module that names the function: a page whose API could call one (the patient
 * home's care requests, say) does not carry the client until it does.
 */
export function callable<K extends CallableName>(name: K) {
  type Request = CallableContracts[K]['request'];
  type Response = CallableContracts[K]['response'];
  return async (data?: Request | null): Promise<HttpsCallableResult<Response>> => {
    const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('./functions')]);
    return httpsCallable<Request, Response>(functions, name)(data);
  };
}

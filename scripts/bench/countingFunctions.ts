/**
 * `npm run bench:reads` only: stands in for 'firebase/functions' in the app
 * the bench builds: the real SDK, with each callable function's calls counted
 * by name into window.__firestoreReads.callables. What a function reads on the
 * server is not counted.
 */
import * as functions from 'firebase/functions';
import { countCallable } from './readCounter';

export * from 'firebase/functions';

function counted<Req, Res, Stream>(name: string, call: functions.HttpsCallable<Req, Res, Stream>): functions.HttpsCallable<Req, Res, Stream> {
  const wrapped = ((data?: Req | null) => {
    countCallable(name);
    return call(data);
  }) as functions.HttpsCallable<Req, Res, Stream>;
  wrapped.stream = (data, options) => {
    countCallable(name);
    return call.stream(data, options);
  };
  return wrapped;
}

export const httpsCallable: typeof functions.httpsCallable = (instance, name, options) => counted(name, functions.httpsCallable(instance, name, options));
export const httpsCallableFromURL: typeof functions.httpsCallableFromURL = (instance, url, options) =>
  counted(url, functions.httpsCallableFromURL(instance, url, options));

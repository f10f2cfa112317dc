/** Runs one keystore job in a fresh worker (keystore.worker.ts) and resolves with its answer. */
import type { KeystoreReply, KeystoreRequest } from './keystoreMessages';

export type KeystoreResult = Exclude<KeystoreReply, { type: 'progress' } | { type: 'failed' }>;

export function runKeystoreJob(request: KeystoreRequest, onProgress: (fraction: number) => void): Promise<KeystoreResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./keystore.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<KeystoreReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress(reply.fraction);
        return;
      }
      worker.terminate();
      if (reply.type === 'failed') reject(new Error(reply.message));
      else resolve(reply);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The key could not be processed.'));
    };
    worker.postMessage(request);
  });
}

/**
 * The wallet's key work, off the page's thread: a new key, encrypting a key
 * into an ethers keystore (scrypt, ethers' default strength) and opening one.
 * Scrypt takes seconds; here it never freezes the page, and its progress is
 * posted back as it goes. A new key never leaves this worker unencrypted.
 */
import { decryptKeystoreJson, encryptKeystoreJson, Wallet } from 'ethers';
import type { KeystoreReply, KeystoreRequest } from './keystoreMessages';
import { normalisedPrivateKey } from './walletForms';

const post = (reply: KeystoreReply) => self.postMessage(reply);
const progressCallback = (fraction: number) => post({ type: 'progress', fraction });

async function encrypted(privateKey: string, password: string): Promise<KeystoreReply> {
  const wallet = new Wallet(privateKey);
  const keystore = await encryptKeystoreJson({ address: wallet.address, privateKey: wallet.privateKey }, password, { progressCallback });
  return { type: 'encrypted', address: wallet.address, keystore };
}

async function answer(request: KeystoreRequest): Promise<KeystoreReply> {
  switch (request.kind) {
    case 'create':
      return encrypted(Wallet.createRandom().privateKey, request.password);
    case 'import':
      return encrypted(normalisedPrivateKey(request.privateKey), request.password);
    case 'decrypt': {
      const account = await decryptKeystoreJson(request.keystore, request.password, progressCallback);
      return { type: 'decrypted', address: account.address, privateKey: account.privateKey };
    }
  }
}

self.onmessage = (event: MessageEvent<KeystoreRequest>) => {
  answer(event.data).then(post, (error: unknown) => {
    const { shortMessage, message } = error as { shortMessage?: string; message?: string };
    post({ type: 'failed', message: shortMessage ?? message ?? String(error) });
  });
};

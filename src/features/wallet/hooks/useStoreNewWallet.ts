import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { selectAuth } from '../../auth';
import { useSaveWalletMutation, useWalletQuery } from '../api/walletApi';
import type { KeystoreRequest } from '../logic/keystoreMessages';
import { useKeystoreJob } from './useKeystoreJob';

/**
 * Create and Import: the key is encrypted with the password in the worker,
 * then the wallet (address, keystore, e-mail, empty history) is stored and the
 * page goes to shop coins. Only the encrypted key leaves the browser. The
 * wallet's own key imported again keeps its history (the same address).
 */
export function useStoreNewWallet() {
  const { user } = useAppSelector(selectAuth);
  const { data: wallet } = useWalletQuery(user?.uid ?? skipToken);
  const navigate = useNavigate();
  const keystore = useKeystoreJob();
  const [saveWallet] = useSaveWalletMutation();
  const [error, setError] = useState<string | null>(null);

  async function store(request: Extract<KeystoreRequest, { kind: 'create' | 'import' }>): Promise<void> {
    if (!user) return;
    setError(null);
    try {
      const result = await keystore.run(request);
      if (result.type !== 'encrypted') throw new Error('The key could not be encrypted.');
      await saveWallet({
        uid: user.uid,
        wallet: { address: result.address, data: result.keystore, email: user.email ?? '' },
        keepHistory: result.address === wallet?.address,
      }).unwrap();
      void navigate(routePath('patient.shopCoins'));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return { store, progress: keystore.progress, error };
}

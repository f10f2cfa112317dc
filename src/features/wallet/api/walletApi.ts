import { setDoc } from 'firebase/firestore';
import type { Web3Wallet } from '@rehab/model/collections';
import { docRef } from '../../../lib/firebase/collections';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import type { WithId } from '../../../lib/firebase/withId';
import { settle, settleWrite } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import { readCoinBalance } from './coinBalance';

/**
 * The patient's Web3 wallet (web3Wallets/{uid}, live: the functions append
 * coin purchases and refunds to its history), its coin balance on the chain,
 * and creating or replacing it. The balance is read again whenever the
 * history grows (its length is part of the argument), since both change
 * together.
 */
export const walletApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    wallet: build.query<WithId<Web3Wallet> | null, string>({
      ...liveQuery((uid: string) => subscribeDoc(docRef('web3Wallets', uid))),
    }),
    /** token units as a decimal string */
    coinBalance: build.query<string, { address: string; historyLength: number }>({
      queryFn: ({ address }) => settle(() => readCoinBalance(address)),
    }),
    /**
     * Creates the wallet or replaces it by another key: the history starts empty (it was the old address's).
     * The same key imported again (a new password) keeps the history: only the address, keystore and e-mail are written.
     */
    saveWallet: build.mutation<null, { uid: string; wallet: Omit<Web3Wallet, 'transactions'>; keepHistory: boolean }>({
      queryFn: ({ uid, wallet, keepHistory }) =>
        settleWrite(() => (keepHistory ? setDoc(docRef('web3Wallets', uid), wallet, { merge: true }) : setDoc(docRef('web3Wallets', uid), { ...wallet, transactions: [] }))),
    }),
  }),
});

export const { useWalletQuery, useCoinBalanceQuery, useSaveWalletMutation } = walletApi;

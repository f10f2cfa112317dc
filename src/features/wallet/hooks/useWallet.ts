import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { useCoinBalanceQuery, useWalletQuery } from '../api/walletApi';

/**
 * The signed-in patient's wallet (null: none) and its coin balance in token
 * units. `isLoading` until the wallet is known; the balance loads after it.
 */
export function useWallet() {
  const uid = useAppSelector(selectUid);
  const wallet = useWalletQuery(uid ?? skipToken);
  const record = wallet.data ?? null;
  const balance = useCoinBalanceQuery(record ? { address: record.address, historyLength: record.transactions?.length ?? 0 } : skipToken);
  return {
    uid,
    wallet: record,
    isLoading: !uid || wallet.isLoading,
    error: queryErrorMessage(wallet.error),
    balanceUnits: balance.data === undefined ? null : BigInt(balance.data),
    balanceLoading: balance.isFetching && balance.data === undefined,
    balanceError: queryErrorMessage(balance.error),
    refetchBalance: balance.refetch,
  };
}

import { useMemo } from 'react';
import { queryErrorMessage } from '../../../lib/store/errors';
import { usePatientCardsQuery } from '../api/patientsApi';

/** The card details of the given patients; the previous cards stay shown while a changed list loads. */
export function usePatientCards(uids: readonly string[]) {
  const key = [...uids].sort().join('\n');
  const sorted = useMemo(() => (key ? key.split('\n') : []), [key]);
  const { data, currentData, isError, error } = usePatientCardsQuery(sorted);
  return {
    cards: isError ? [] : (data ?? []),
    loading: currentData === undefined && !isError,
    error: isError ? queryErrorMessage(error) : null,
  };
}

import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/useAsyncAction';
import { fetchPatientCards } from './patientsApi';
import type { PatientCard } from './patientList';

interface Loaded {
  key: string;
  cards: PatientCard[];
  error: string | null;
}

/** The card details of the given patients; the previous cards stay shown while a changed list loads. */
export function usePatientCards(uids: readonly string[]) {
  const key = [...uids].sort().join('\n');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let active = true;
    fetchPatientCards(key ? key.split('\n') : []).then(
      (cards) => active && setLoaded({ key, cards, error: null }),
      (error: unknown) => active && setLoaded({ key, cards: [], error: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [key]);
  return {
    cards: loaded?.cards ?? [],
    loading: loaded?.key !== key,
    error: loaded?.key === key ? loaded.error : null,
  };
}

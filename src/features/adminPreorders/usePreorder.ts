import { useMemo } from 'react';
import { docRef } from '../../lib/firebase/collections';
import { useLiveDoc } from '../../lib/firebase/hooks';

/** One pre-order, kept up to date while the page is open. */
export function usePreorder(id: string) {
  // A slash would make the id a path into another collection.
  const ref = useMemo(() => (id && !id.includes('/') ? docRef('kneeSleevePreorders', id) : null), [id]);
  return useLiveDoc(ref);
}

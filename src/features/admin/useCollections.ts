import { useEffect, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorMessage } from '../../lib/useAsyncAction';
import { listCollections, type CollectionEntry } from './adminApi';

export interface CollectionsState {
  collections: CollectionEntry[];
  loading: boolean;
  error: string | null;
}

/** Loads the AllCollections catalogue once for the console. */
export function useCollectionCatalogue(): CollectionsState {
  const [state, setState] = useState<CollectionsState>({ collections: [], loading: true, error: null });
  useEffect(() => {
    let current = true;
    listCollections().then(
      (collections) => current && setState({ collections, loading: false, error: null }),
      (error: unknown) => current && setState({ collections: [], loading: false, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The catalogue as the console layout hands it to its pages. */
export function useConsoleCollections(): CollectionsState {
  return useOutletContext<CollectionsState>();
}

/** The settings of one collection, once the catalogue is loaded (null for a collection it does not describe). */
export function useCollectionSettings(name: string) {
  const { collections, loading } = useConsoleCollections();
  return { settings: collections.find((entry) => entry.docId === name) ?? null, loading };
}

import { useAdminCollectionsQuery } from '../api/adminApi';

/** The settings of one collection from the catalogue (null for a collection it does not describe, or until it is read). */
export function useCollectionSettings(name: string) {
  const { data, isLoading } = useAdminCollectionsQuery();
  return { settings: data?.find((entry) => entry.docId === name) ?? null, loading: isLoading };
}

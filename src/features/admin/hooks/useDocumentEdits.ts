import { queryErrorMessage } from '../../../lib/store/errors';
import { useChangeAdminDocumentMutation } from '../api/adminApi';
import type { AdminDocument, DocumentChange } from '../api/adminFirestore';
import { isAccountCollection } from '../logic/collectionIcons';

export interface DocumentEdits {
  pending: boolean;
  /** the last failure's message, shown to the admin */
  error: string | null;
  clearError: () => void;
  /** each resolves to whether the change was saved */
  update: (path: string[], value: unknown) => Promise<boolean>;
  remove: (path: string[]) => Promise<boolean>;
  append: (field: string, item: unknown) => Promise<boolean>;
  /** a person's device: the devices map entry (its side) and the device's own document (its type) */
  setDevice: (deviceId: string, side: string, deviceType: string) => Promise<boolean>;
}

/**
 * The detail page's writes to one document, through one mutation (so one
 * pending state and one error for the page). A person's names as stored go
 * with each change: a first or last name change also renames their account.
 */
export function useDocumentEdits(collection: string, docId: string, document: AdminDocument | null): DocumentEdits {
  const [changeDocument, { isLoading, error, reset }] = useChangeAdminDocumentMutation();
  const names = document && isAccountCollection(collection) ? { firstName: String(document.firstName ?? ''), lastName: String(document.lastName ?? '') } : null;

  async function run(change: DocumentChange): Promise<boolean> {
    try {
      await changeDocument({ collection, id: docId, change, names }).unwrap();
      return true;
    } catch {
      // The failure shows through `error`.
      return false;
    }
  }

  return {
    pending: isLoading,
    error: queryErrorMessage(error),
    clearError: reset,
    update: (path, value) => run({ kind: 'update', path, value }),
    remove: (path) => run({ kind: 'remove', path }),
    append: (field, item) => run({ kind: 'append', field, item }),
    setDevice: (deviceId, side, deviceType) => run({ kind: 'setDevice', deviceId, side, deviceType }),
  };
}

import { useAsyncAction } from '../../lib/useAsyncAction';
import { appendToArray, removeField, renameAccount, setDeviceEntry, updateField, type AdminDocument } from './adminApi';
import { isAccountCollection } from './collectionIcons';

export interface FieldActions {
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

const NAME_FIELDS = ['firstName', 'lastName'];

/**
 * The detail page's writes to one document. A first or last name change of a
 * person (users, doctors, admin) also renames their account, with the other name as stored.
 */
export function useFieldActions(collection: string, docId: string, document: AdminDocument | null): FieldActions {
  const { pending, error, run, clearError } = useAsyncAction();

  function update(path: string[], value: unknown) {
    return run(async () => {
      await updateField(collection, docId, path, value);
      if (isAccountCollection(collection) && path.length === 1 && NAME_FIELDS.includes(path[0])) {
        const names = { firstName: String(document?.firstName ?? ''), lastName: String(document?.lastName ?? ''), [path[0]]: String(value) };
        await renameAccount(docId, names.firstName, names.lastName);
      }
    });
  }

  return {
    pending,
    error,
    clearError,
    update,
    remove: (path) => run(() => removeField(collection, docId, path)),
    append: (field, item) => run(() => appendToArray(collection, docId, field, [item])),
    setDevice: (deviceId, side, deviceType) => run(() => setDeviceEntry(collection, docId, deviceId, side, deviceType)),
  };
}

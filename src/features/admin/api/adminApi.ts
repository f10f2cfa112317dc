import type { DocumentData } from 'firebase/firestore';
import { subscribeDoc } from '../../../lib/firebase/subscribe';
import { settle, settleWrite, toApiError } from '../../../lib/store/errors';
import { liveQuery } from '../../../lib/store/live';
import { serverData } from '../../../lib/store/serverData';
import type { SortOrder } from '../adminSlice';
import { toQueryFilters, type FilterRow } from '../logic/filters';
import type { DeviceAssignment } from '../logic/newDocument';
import {
  DocumentExistsError,
  addDocument,
  anyDocument,
  changeDocument,
  deleteDocuments,
  deviceTypeOf,
  fetchDocumentPage,
  findDocument,
  listCollections,
  listDeviceTypes,
  markEmailVerified,
  restoreDeletedSession,
  sendResetEmail,
  setAccountPassword,
  type AdminDocument,
  type CollectionEntry,
  type DeletionOutcome,
  type DocumentChange,
  type DocumentCursor,
  type DocumentPage,
  type StoredNames,
} from './adminFirestore';

/** What a collection's list is read with: the view's filters (as typed), its order and its Doc ID search ('' for none). */
export interface DocumentListQuery {
  collection: string;
  filters: FilterRow[];
  sort: SortOrder | null;
  docIdSearch: string;
}

/** The tools of an account's panel. */
export type AccountAction =
  | { action: 'verifyEmail'; uid: string }
  | { action: 'setPassword'; uid: string; password: string }
  | { action: 'sendResetEmail'; email: string };

/** The code of the error a new document under a taken id fails with. */
const DOCUMENT_EXISTS = 'admin/document-exists';

/** Whether a failure (a mutation's error, or what its unwrap() threw) is that one. */
export function isDocumentExistsError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DOCUMENT_EXISTS;
}

const TAG_TYPES = ['AdminCollections', 'AdminDocuments', 'AdminDeviceTypes', 'AdminDevice'] as const;
type AdminTag = (typeof TAG_TYPES)[number];

/**
 * What a write to documents of a collection makes stale: the collection's
 * lists, and what the console reads from some collections (the catalogue,
 * the device types, a device's type).
 */
function changedTags(collection: string, ids: readonly string[]) {
  const tags: ({ type: AdminTag; id: string } | AdminTag)[] = [{ type: 'AdminDocuments', id: collection }];
  if (collection === 'AllCollections') tags.push('AdminCollections');
  if (collection === 'deviceTypes') tags.push('AdminDeviceTypes');
  if (collection === 'devices') tags.push(...ids.map((id) => ({ type: 'AdminDevice' as const, id })));
  return tags;
}

/** The admin console's server data: the collection catalogue, documents of any collection, their edits and the account tools. */
export const adminApi = serverData.enhanceEndpoints({ addTagTypes: TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    /** The AllCollections catalogue, alphabetical. */
    adminCollections: build.query<CollectionEntry[], void>({
      queryFn: () => settle(listCollections),
      providesTags: ['AdminCollections'],
    }),
    /**
     * A collection's documents, 15 a page ("Load more" adds the next), or the
     * one document a Doc ID search finds. A new query starts over at page one:
     * the list is dropped as soon as it is left, and a refetch reads page one only.
     */
    adminDocuments: build.infiniteQuery<DocumentPage, DocumentListQuery, DocumentCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.cursor,
        refetchCachedPages: false,
      },
      keepUnusedDataFor: 0,
      queryFn: ({ queryArg, pageParam }) =>
        settle(
          async (): Promise<DocumentPage> =>
            queryArg.docIdSearch
              ? { items: await findDocument(queryArg.collection, queryArg.docIdSearch), cursor: null }
              : fetchDocumentPage(queryArg.collection, { filters: toQueryFilters(queryArg.filters), sort: queryArg.sort, after: pageParam }),
        ),
      providesTags: (_result, _error, { collection }) => [{ type: 'AdminDocuments', id: collection }],
    }),
    /** One document of any collection, live (null while it does not exist). */
    adminDocument: build.query<AdminDocument | null, { collection: string; id: string }>({
      ...liveQuery(({ collection, id }: { collection: string; id: string }) => subscribeDoc(anyDocument(collection, id))),
    }),
    /** The ids of the device types, alphabetical. */
    adminDeviceTypes: build.query<string[], void>({
      queryFn: () => settle(listDeviceTypes),
      providesTags: ['AdminDeviceTypes'],
    }),
    /** The type stored on a device's own document ('' when it has none). */
    adminDeviceType: build.query<string, string>({
      queryFn: (deviceId) => settle(() => deviceTypeOf(deviceId)),
      providesTags: (_result, _error, deviceId) => [{ type: 'AdminDevice', id: deviceId }],
    }),
    /** One change to a document (the detail page shows it live; the lists read it again). */
    changeAdminDocument: build.mutation<null, { collection: string; id: string; change: DocumentChange; names: StoredNames | null }>({
      queryFn: ({ collection, id, change, names }) => settleWrite(() => changeDocument(collection, id, change, names)),
      invalidatesTags: (_result, _error, { collection, id, change }) => [
        ...changedTags(collection, [id]),
        ...(change.kind === 'setDevice' ? changedTags('devices', [change.deviceId]) : []),
      ],
    }),
    /** Deletes documents (for people, their accounts first); says which were kept and why. */
    deleteAdminDocuments: build.mutation<DeletionOutcome, { collection: string; ids: string[] }>({
      queryFn: ({ collection, ids }) => settle(() => deleteDocuments(collection, ids)),
      invalidatesTags: (_result, _error, { collection, ids }) => changedTags(collection, ids),
    }),
    /** Creates a document (with the id given, never over another, or an automatic one); resolves to its id. */
    addAdminDocument: build.mutation<string, { collection: string; id: string | null; data: DocumentData; devices: DeviceAssignment[] }>({
      async queryFn({ collection, id, data, devices }) {
        try {
          return { data: await addDocument(collection, id, data, devices) };
        } catch (error) {
          return { error: error instanceof DocumentExistsError ? { message: error.message, code: DOCUMENT_EXISTS } : toApiError(error) };
        }
      },
      invalidatesTags: (newId, _error, { collection }) => changedTags(collection, newId ? [newId] : []),
    }),
    /** Brings a deleted session back whole: it leaves deletedSessions and returns to sessions. */
    restoreDeletedSession: build.mutation<null, string>({
      queryFn: (sessionId) => settleWrite(() => restoreDeletedSession(sessionId)),
      invalidatesTags: (_result, _error, sessionId) => [...changedTags('deletedSessions', [sessionId]), ...changedTags('sessions', [sessionId])],
    }),
    adminAccountAction: build.mutation<null, AccountAction>({
      queryFn: (tool) =>
        settleWrite(() => {
          switch (tool.action) {
            case 'verifyEmail':
              return markEmailVerified(tool.uid);
            case 'setPassword':
              return setAccountPassword(tool.uid, tool.password);
            case 'sendResetEmail':
              return sendResetEmail(tool.email);
          }
        }),
    }),
  }),
});

export const {
  useAdminCollectionsQuery,
  useAdminDocumentsInfiniteQuery,
  useAdminDocumentQuery,
  useAdminDeviceTypesQuery,
  useAdminDeviceTypeQuery,
  useChangeAdminDocumentMutation,
  useDeleteAdminDocumentsMutation,
  useAddAdminDocumentMutation,
  useAdminAccountActionMutation,
  useRestoreDeletedSessionMutation,
} = adminApi;

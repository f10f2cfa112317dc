/** Reads that never take a whole collection of a record in one request: pages of PAGE_SIZE documents. */
import { FieldPath, type DocumentReference, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../admin';

export const PAGE_SIZE = 100;

/** Every document of a query, read a page at a time in document id order (each page starts after the last one). */
export async function readInPages<T>(query: Query<T>, pageSize = PAGE_SIZE): Promise<QueryDocumentSnapshot<T>[]> {
  const ordered = query.orderBy(FieldPath.documentId()).limit(pageSize);
  const documents: QueryDocumentSnapshot<T>[] = [];
  for (;;) {
    const last = documents.at(-1);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    documents.push(...page.docs);
    if (page.size < pageSize) return documents;
  }
}

/** Documents by reference, a page of references per request. */
export async function getInPages<T>(refs: readonly DocumentReference<T>[], pageSize = PAGE_SIZE): Promise<DocumentSnapshot<T>[]> {
  const snapshots: DocumentSnapshot<T>[] = [];
  for (let i = 0; i < refs.length; i += pageSize) {
    // The SDK's getAll is untyped in its documents: each snapshot is of its reference's type.
    const page = await db.getAll(...(refs.slice(i, i + pageSize) as readonly DocumentReference[]));
    snapshots.push(...(page as DocumentSnapshot<T>[]));
  }
  return snapshots;
}

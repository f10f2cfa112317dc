/**
 * The counters of `npm run bench:reads` (scripts/bench-reads.ts), kept in the
 * page on `window.__firestoreReads`. Only the counting stand-ins for the
 * Firebase modules use this (countingFirestore.ts, countingFirestoreLite.ts,
 * countingFunctions.ts), which the bench builds into the app in place of
 * 'firebase/firestore', 'firebase/firestore/lite' and 'firebase/functions'.
 * The app itself never imports it, and normal builds never include it.
 */

export interface FirestoreReads {
  /** documents delivered to onSnapshot listeners: docChanges() of a query snapshot, 1 per document snapshot */
  listenerDocs: number;
  /** of listenerDocs, those in snapshots the SDK raised from its local cache (metadata.fromCache) */
  listenerDocsFromCache: number;
  /** documents returned by one-off reads of the full SDK: getDoc(s), get…FromServer, transaction gets */
  getDocs: number;
  /** documents returned by Firestore Lite reads (getDoc, getDocs, transaction gets) */
  liteDocs: number;
  /** count and aggregate queries, as Firestore bills them: 1 read per 1000 counted documents (at least 1) */
  aggregateReads: number;
  /** one-off read calls (getDoc, getDocs, get…FromServer, counts and aggregates, transaction gets), full SDK and Lite */
  readCalls: number;
  /** one-off queries and first listener snapshots from the server that found nothing (Firestore bills 1 read each) */
  emptyResults: number;
  listenersOpened: number;
  /** listeners unsubscribed (open = opened − closed) */
  listenersClosed: number;
  /** documents read (all kinds) per collection (the id of the document's parent collection) */
  byCollection: Record<string, number>;
  /** listeners opened per target: 'users (doc)', 'notifications (query)' */
  listenersByTarget: Record<string, number>;
  /** callable Cloud Function calls per function name (their server-side reads are not counted) */
  callables: Record<string, number>;
  /** reads the counters failed to count (should stay 0; see the browser console) */
  countingErrors: number;
}

declare global {
  interface Window {
    /** The bench's read counters (only in the app built by `npm run bench:reads`). */
    __firestoreReads?: FirestoreReads;
  }
}

export function emptyReads(): FirestoreReads {
  return {
    listenerDocs: 0,
    listenerDocsFromCache: 0,
    getDocs: 0,
    liteDocs: 0,
    aggregateReads: 0,
    readCalls: 0,
    emptyResults: 0,
    listenersOpened: 0,
    listenersClosed: 0,
    byCollection: {},
    listenersByTarget: {},
    callables: {},
    countingErrors: 0,
  };
}

export function counters(): FirestoreReads {
  return (window.__firestoreReads ??= emptyReads());
}

function bump(record: Record<string, number>, key: string, by = 1) {
  record[key] = (record[key] ?? 0) + by;
}

/** What the counters need of a document snapshot (both SDKs). */
interface DocLike {
  ref: { parent: { id: string } };
  metadata?: { fromCache: boolean };
}

/** What the counters need of a query snapshot (both SDKs; Lite's has no docChanges() or metadata). */
interface QueryLike {
  size: number;
  docs: DocLike[];
  docChanges?(): { doc: DocLike }[];
  metadata?: { fromCache: boolean };
}

type ReadKind = 'get' | 'lite';

function isQuerySnapshot(snapshot: unknown): snapshot is QueryLike {
  return Array.isArray((snapshot as QueryLike).docs);
}

/** Counting must never break the app: a failure is counted (countingErrors) and the app goes on. */
function guarded(count: () => void) {
  try {
    count();
  } catch (error) {
    counters().countingErrors++;
    console.error('bench:reads could not count a read:', error);
  }
}

function countDocs(kind: ReadKind | 'listener', docs: readonly DocLike[], fromCache = false) {
  const c = counters();
  if (kind === 'listener') {
    c.listenerDocs += docs.length;
    if (fromCache) c.listenerDocsFromCache += docs.length;
  } else if (kind === 'get') c.getDocs += docs.length;
  else c.liteDocs += docs.length;
  for (const doc of docs) bump(c.byCollection, doc.ref.parent.id);
}

/** A one-off read's result (a query or a document snapshot), counted and passed on. */
export function countGet<S>(kind: ReadKind, snapshot: S): S {
  guarded(() => {
    const c = counters();
    c.readCalls++;
    if (isQuerySnapshot(snapshot)) {
      countDocs(kind, snapshot.docs);
      if (snapshot.size === 0) c.emptyResults++;
    } else countDocs(kind, [snapshot as DocLike]);
  });
  return snapshot;
}

/** A count or aggregate query's result: `counted` documents (unknown for other aggregates: billed as 1). */
export function countAggregate<S>(snapshot: S, counted?: number): S {
  guarded(() => {
    const c = counters();
    c.readCalls++;
    c.aggregateReads += Math.max(1, Math.ceil((counted ?? 0) / 1000));
  });
  return snapshot;
}

/** Makes a transaction's get() count its document (retried attempts count again, as they are billed again). */
export function countTransactionGets<T extends { get: unknown }>(kind: ReadKind, transaction: T): T {
  const get = (transaction.get as (ref: unknown) => Promise<unknown>).bind(transaction);
  (transaction as { get: unknown }).get = async (ref: unknown) => countGet(kind, await get(ref));
  return transaction;
}

/** A best-effort name for what a listener listens to (a query's path is internal to the SDK). */
function targetLabel(target: unknown): string {
  const t = target as {
    type?: string;
    id?: string;
    path?: string;
    parent?: { id: string };
    _query?: { collectionGroup?: string | null; path?: { canonicalString(): string } };
  };
  if (t?.type === 'document') return `${t.parent?.id ?? '?'} (doc)`;
  if (t?.type === 'collection') return `${t.path ?? t.id ?? '?'} (query)`;
  if (t?.type === 'query') {
    const internal = t._query;
    const name = internal?.collectionGroup ?? internal?.path?.canonicalString?.();
    return `${name ?? '?'} (query)`;
  }
  return 'other';
}

interface ObserverLike {
  next?: (value: unknown) => void;
  error?: (error: unknown) => void;
  complete?: () => void;
}

function isObserver(value: unknown): value is ObserverLike {
  return typeof value === 'object' && value !== null && ('next' in value || 'error' in value || 'complete' in value);
}

type Unsubscribe = () => void;

/**
 * onSnapshot (and onSnapshotResume) counted: every call opens a listener;
 * every snapshot it delivers counts its documents (docChanges() of a query
 * snapshot, 1 for a document snapshot); unsubscribing closes it. Works for
 * every overload: the first function or observer argument after the target
 * is the one that receives the snapshots.
 */
export function countedListen(listen: (...args: unknown[]) => Unsubscribe, args: unknown[]): Unsubscribe {
  const c = counters();
  c.listenersOpened++;
  guarded(() => bump(c.listenersByTarget, targetLabel(args[0])));
  let synced = false;
  const onSnapshot = (snapshot: unknown) =>
    guarded(() => {
      const fromCache = (snapshot as DocLike).metadata?.fromCache ?? false;
      if (isQuerySnapshot(snapshot)) {
        countDocs('listener', (snapshot.docChanges?.() ?? []).map((change) => change.doc), fromCache);
        if (!fromCache && !synced && snapshot.size === 0) c.emptyResults++;
      } else countDocs('listener', [snapshot as DocLike], fromCache);
      if (!fromCache) synced = true;
    });
  const at = args.findIndex((arg, index) => index > 0 && (typeof arg === 'function' || isObserver(arg)));
  const counted = [...args];
  if (at >= 0) {
    const handler = args[at];
    if (typeof handler === 'function') {
      counted[at] = (snapshot: unknown) => {
        onSnapshot(snapshot);
        return (handler as (value: unknown) => unknown)(snapshot);
      };
    } else {
      const observer = handler as ObserverLike;
      counted[at] = {
        next: (snapshot: unknown) => {
          onSnapshot(snapshot);
          observer.next?.(snapshot);
        },
        ...(observer.error && { error: (error: unknown) => observer.error!(error) }),
        ...(observer.complete && { complete: () => observer.complete!() }),
      };
    }
  }
  const unsubscribe = listen(...counted);
  let closed = false;
  return () => {
    if (!closed) {
      closed = true;
      c.listenersClosed++;
    }
    unsubscribe();
  };
}

/** A callable Cloud Function's call, counted by name. */
export function countCallable(name: string) {
  guarded(() => bump(counters().callables, name));
}

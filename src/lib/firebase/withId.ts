/** A document's data together with its id. */
export type WithId<T> = T & { docId: string };

export function withId<T>(snapshot: { id: string; data(): T | undefined }): WithId<T> {
  return { ...(snapshot.data() as T), docId: snapshot.id };
}

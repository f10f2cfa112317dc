/**
 * The stored export itself, read with the Storage SDK under storage.rules (only its requester may): kept out of
 * Redux, as a file is no state. Storage loads with the first download, not with the page.
 */
export async function downloadRecordFile(path: string): Promise<Blob> {
  const [{ getBlob, ref }, { storage }] = await Promise.all([import('firebase/storage'), import('../../../lib/firebase/cloudStorage')]);
  return getBlob(ref(storage, path));
}

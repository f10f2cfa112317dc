/** The signed-in doctor's record, kept in localStorage per uid so that pages show it at once on the next visit. */
import type { WithId } from '../../../lib/firebase/withId';
import type { Doctor } from '@rehab/model/collections';
import type { Subscribe } from '../../../lib/store/live';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

const keyOf = (uid: string) => `rehab.doctor.${uid}`;

export function readCachedDoctor(uid: string): WithId<Doctor> | null {
  const stored = readStored<unknown>(keyOf(uid), null);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as WithId<Doctor>) : null;
}

export function writeCachedDoctor(uid: string, doctor: WithId<Doctor> | null): void {
  if (doctor) writeStored(keyOf(uid), doctor);
  else removeStored(keyOf(uid));
}

/** The record's listener, keeping the cache up to date with every value it gives. */
export function cachingDoctor(uid: string, subscribe: Subscribe<WithId<Doctor> | null>): Subscribe<WithId<Doctor> | null> {
  return (next, fail) =>
    subscribe((doctor) => {
      writeCachedDoctor(uid, doctor);
      next(doctor);
    }, fail);
}

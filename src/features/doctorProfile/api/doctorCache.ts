/** The signed-in doctor's record, kept in localStorage per uid so that pages show it at once on the next visit. */
import type { WithId } from '../../lib/firebase/hooks';
import type { Doctor } from '../../lib/model/collections';

const keyOf = (uid: string) => `rehab.doctor.${uid}`;

export function readCachedDoctor(uid: string): WithId<Doctor> | null {
  try {
    const stored = localStorage.getItem(keyOf(uid));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as WithId<Doctor>) : null;
  } catch {
    return null;
  }
}

export function writeCachedDoctor(uid: string, doctor: WithId<Doctor> | null): void {
  try {
    if (doctor) localStorage.setItem(keyOf(uid), JSON.stringify(doctor));
    else localStorage.removeItem(keyOf(uid));
  } catch {
    // A full or disabled storage only costs the cache.
  }
}

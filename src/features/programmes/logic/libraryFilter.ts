import type { DeviceType } from '@rehab/model/collections';
import { EXERCISE_LANGUAGES, type BodyRegion, type ClinicExercise, type ExerciseEquipment, type ExerciseLanguage } from '@rehab/model/exercises';

/** What the library page narrows its exercises to: null (or '') is "any". `device: 'none'` is an exercise measured by none. */
export interface LibraryFilter {
  search: string;
  region: BodyRegion | null;
  equipment: ExerciseEquipment | null;
  device: DeviceType | 'none' | null;
}

export const NO_FILTER: LibraryFilter = { search: '', region: null, equipment: null, device: null };

/** The exercise's name in the reader's language ('ar', 'fr-CA' → 'fr'), English otherwise. */
export function exerciseName(exercise: Pick<ClinicExercise, 'name'>, language: string): string {
  const base = language.split('-')[0] as ExerciseLanguage;
  return (EXERCISE_LANGUAGES.includes(base) ? exercise.name[base] : '') || exercise.name.en;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The exercises the filter keeps, by name in the reader's language (in English too, so an English name finds it in
 * any language), sorted by that name; every word searched must be in the name, accents and case aside.
 */
export function filterExercises<T extends Pick<ClinicExercise, 'name' | 'bodyRegion' | 'equipment' | 'device'>>(
  exercises: readonly T[],
  filter: LibraryFilter,
  language: string,
): T[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  const named = exercises.map((exercise) => ({ exercise, name: exerciseName(exercise, language) }));
  return named
    .filter(({ exercise, name }) => {
      if (filter.region && exercise.bodyRegion !== filter.region) return false;
      if (filter.equipment && !exercise.equipment.includes(filter.equipment)) return false;
      if (filter.device === 'none' ? exercise.device !== null : filter.device && exercise.device !== filter.device) return false;
      const haystack = `${fold(name)} ${fold(exercise.name.en)}`;
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ exercise }) => exercise);
}

/** The devices the clinic's exercises are measured with, for the device filter's choices. */
export function devicesOf(exercises: readonly Pick<ClinicExercise, 'device'>[]): DeviceType[] {
  return [...new Set(exercises.flatMap((exercise) => (exercise.device ? [exercise.device] : [])))].sort();
}

/**
 * The exercise library (issue 54): what the matrix cannot say in one cell. An exercise is written in the author's own
 * clinic, with its fields in shape, and only the functions give its video a verdict; a patient reads the library of a
 * clinic he approves now, by id and in its list; uploads go to an exercise of the uploader's clinic, with the declared
 * type and size the library allows. Each refusal beside its allowed twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteField, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type DocumentData } from 'firebase/firestore';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { exercisePosterPath, exerciseVideoPath } from '@rehab/model/exercises';
import { CLINIC_A, CLINIC_B, type Role } from './actors';
import { storageOf } from './rulesEnv';
import { playableVideo } from './storageMatrix';
import { uploadChecks } from './storageScenarios';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { CLINIC_A_APPROVAL, DAY, clinicConsent, clinicExercise } from './world';

const NEW_EXERCISE = 'clinicExercises/exercise-new';

/** A new exercise of clinic A by `author`, as the library's form writes it. */
const newExercise = (author: string, changes: DocumentData = {}) => ({
  ...clinicExercise(CLINIC_A, author, 'exercise-new'),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

export function defineExerciseLibraryScenarios(suite: RulesSuiteContext): void {
  const { as, arrange, created } = scenarioWorld(suite);
  // the exercise a test creates is removed after it (the world's restore takes the paths of each test anew)
  beforeEach(() => {
    created.push(NEW_EXERCISE);
  });

  describe('exercises', () => {
    // Each test's refusals come before its allowed write: each is a create.
    it("are written in the author's own clinic, in his own name", async () => {
      await assertFails(setDoc(doc(as('clinician'), NEW_EXERCISE), newExercise('doctor')));
      await assertFails(setDoc(doc(as('otherClinician'), NEW_EXERCISE), newExercise('otherClinician')));
      await assertFails(setDoc(doc(as('otherClinician'), NEW_EXERCISE), newExercise('otherClinician', { clinicId: CLINIC_B })));
      await assertFails(setDoc(doc(as('assistant'), NEW_EXERCISE), newExercise('assistant')));
      await assertFails(setDoc(doc(as('patient'), NEW_EXERCISE), newExercise('patient')));
      await assertSucceeds(setDoc(doc(as('clinician'), NEW_EXERCISE), newExercise('clinician')));
    });

    it('are not moved to another clinic nor given to another author', async () => {
      await assertSucceeds(updateDoc(doc(as('doctor'), 'clinicExercises/exercise-a'), { difficulty: 'moderate', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as('doctor'), 'clinicExercises/exercise-a'), { clinicId: CLINIC_B, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as('doctor'), 'clinicExercises/exercise-a'), { author: 'doctor', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as('doctor'), 'clinicExercises/exercise-a'), { difficulty: 'moderate' }));
      await assertFails(updateDoc(doc(as('otherClinician'), 'clinicExercises/exercise-a'), { difficulty: 'moderate', updatedAt: serverTimestamp() }));
    });

    it('have their name in all six languages, their instructions in English at least, and known regions, equipment and devices', async () => {
      const writes = (changes: DocumentData) => setDoc(doc(as('clinician'), NEW_EXERCISE), newExercise('clinician', changes));
      const name = clinicExercise(CLINIC_A, 'clinician', 'exercise-new').name;
      const lines = { steps: ['Stand.'], cues: [], mistakes: [] };
      await assertFails(writes({ name: { ...name, fr: '' } }));
      await assertFails(writes({ name: { en: name.en } }));
      await assertFails(writes({ name: { ...name, en: 'x'.repeat(LIMITS.exercise.name + 1) } }));
      await assertFails(writes({ instructions: { fr: lines } }));
      await assertFails(writes({ instructions: { en: { ...lines, steps: Array(LIMITS.exercise.instructionLines + 1).fill('Stand.') } } }));
      await assertFails(writes({ instructions: { en: lines, de: lines } }));
      await assertFails(writes({ bodyRegion: 'toe' }));
      await assertFails(writes({ equipment: ['trampoline'] }));
      await assertFails(writes({ device: 'Toaster' }));
      await assertFails(writes({ difficulty: 'extreme' }));
      await assertFails(writes({ extra: true }));
      await assertSucceeds(writes({ instructions: { en: lines, fr: lines }, equipment: [], device: null, video: null, poster: null }));
    });

    it("name their files at the exercise's own paths, with the library's types and sizes", async () => {
      const writes = (changes: DocumentData) => setDoc(doc(as('clinician'), NEW_EXERCISE), newExercise('clinician', changes));
      const video = { path: exerciseVideoPath(CLINIC_A, 'exercise-new'), contentType: 'video/webm', size: LIMITS.exercise.videoBytes };
      const poster = { path: exercisePosterPath(CLINIC_A, 'exercise-new'), contentType: 'image/png', size: LIMITS.exercise.posterBytes };
      await assertFails(writes({ video: { ...video, size: LIMITS.exercise.videoBytes + 1 } }));
      await assertFails(writes({ video: { ...video, contentType: 'video/mp4' } }));
      await assertFails(writes({ video: { ...video, path: exerciseVideoPath(CLINIC_A, 'exercise-a') } }));
      await assertFails(writes({ poster: { ...poster, size: LIMITS.exercise.posterBytes + 1 } }));
      await assertFails(writes({ poster: { ...poster, contentType: 'image/svg+xml' } }));
      await assertSucceeds(writes({ video, poster }));
    });

    it("leave the video's verdict to the functions: a client only sets it back to pending", async () => {
      const playable = { state: 'playable', generation: '1', checkedAt: DAY };
      await assertFails(setDoc(doc(as('clinician'), NEW_EXERCISE), newExercise('clinician', { videoCheck: playable })));
      await arrange('clinicExercises/exercise-a', { ...clinicExercise(CLINIC_A, 'clinician', 'exercise-a'), videoCheck: playable });
      const exercise = doc(as('clinician'), 'clinicExercises/exercise-a');
      await assertSucceeds(updateDoc(exercise, { difficulty: 'hard', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(exercise, { videoCheck: { ...playable, generation: '2' }, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(exercise, { videoCheck: deleteField(), updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(exercise, { videoCheck: { state: 'pending' }, updatedAt: serverTimestamp() }));
    });

    it('are read by the patients who approve the clinic now, and no others', async () => {
      /** The player's reads of a clinic's library: one exercise, and the clinic's list. */
      const reads = (role: Role, clinicId = CLINIC_A): (() => Promise<unknown>)[] => [
        () => getDoc(doc(as(role), `clinicExercises/exercise-${clinicId === CLINIC_A ? 'a' : 'b'}`)),
        () => getDocs(query(collection(as(role), 'clinicExercises'), where('clinicId', '==', clinicId))),
      ];
      for (const read of reads('patient')) await assertSucceeds(read());
      for (const read of reads('patient', CLINIC_B)) await assertFails(read());
      for (const read of reads('otherPatient')) await assertFails(read());
      await assertFails(getDocs(collection(as('patient'), 'clinicExercises')));
      await arrange(CLINIC_A_APPROVAL, clinicConsent('patient', CLINIC_A, 'ended'));
      for (const read of reads('patient')) await assertFails(read());
    });
  });

  describe('exercise uploads', () => {
    /** A playable clip where it is a video (the Storage trigger deletes any other), zeros otherwise. */
    const upload = (role: Role, path: string, size: number, contentType: string) =>
      uploadBytes(ref(storageOf(suite.contexts()[role]), path), contentType === 'video/webm' ? playableVideo(size) : new Uint8Array(size), { contentType });
    const { refused } = uploadChecks(suite, upload);
    const VIDEO = exerciseVideoPath(CLINIC_A, 'exercise-a');
    const POSTER = exercisePosterPath(CLINIC_A, 'exercise-a');

    it('a video is WebM of at most LIMITS.exercise.videoBytes', async () => {
      await assertSucceeds(upload('clinician', VIDEO, LIMITS.exercise.videoBytes, 'video/webm'));
      await assertFails(upload('clinician', VIDEO, LIMITS.exercise.videoBytes + 1, 'video/webm'));
      await assertFails(upload('clinician', VIDEO, 10, 'video/mp4'));
      await assertFails(upload('clinician', VIDEO, 10, 'text/plain'));
      expect(await getMetadata(ref(suite.arranger().storage, VIDEO))).toMatchObject({ size: LIMITS.exercise.videoBytes, contentType: 'video/webm' });
    });

    it('a poster is WebP, PNG or JPEG of at most LIMITS.exercise.posterBytes', async () => {
      for (const type of LIMITS.exercise.posterContentTypes) await assertSucceeds(upload('doctor', POSTER, 10, type));
      await assertSucceeds(upload('doctor', POSTER, LIMITS.exercise.posterBytes, 'image/webp'));
      await assertFails(upload('doctor', POSTER, LIMITS.exercise.posterBytes + 1, 'image/webp'));
      await assertFails(upload('doctor', POSTER, 10, 'image/svg+xml'));
    });

    it("only at an exercise of the uploader's own clinic, under its two names", async () => {
      await refused('clinician', `exerciseMedia/${CLINIC_A}/exercise-a/video.mp4`, 10, 'video/webm');
      await refused('clinician', `exerciseMedia/${CLINIC_A}/exercise-a/other`, 10, 'image/png');
      await refused('clinician', exerciseVideoPath(CLINIC_A, 'exercise-missing'), 10, 'video/webm');
      await refused('clinician', exerciseVideoPath(CLINIC_A, 'exercise-b'), 10, 'video/webm');
      await refused('otherClinician', exerciseVideoPath(CLINIC_B, 'exercise-a'), 10, 'video/webm');
      await assertSucceeds(upload('otherClinician', exerciseVideoPath(CLINIC_B, 'exercise-b'), 10, 'video/webm'));
      // the exercise's own video may be there from the tests above
      for (const role of ['otherClinician', 'removedMember', 'assistant', 'patient'] as const) await assertFails(upload(role, VIDEO, 10, 'video/webm'));
    });
  });
}

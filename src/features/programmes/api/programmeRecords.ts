/**
 * Programme templates and assignments in Firestore (issue 54, part 2). An assignment writes the spec's workouts with
 * the plans feature's own writers: a personalized plan, then the plan on each workout day of the patient's calendar
 * (the onScheduleWritten function keeps the reverse index); between them the assignment, with its audit entry.
 */
import { doc, runTransaction, serverTimestamp, setDoc } from 'firebase/firestore';
import { ref, uploadBytes } from 'firebase/storage';
import { EXERCISE_VIDEO, exercisePosterPath, exerciseVideoPath, type ClinicExercise, type ExerciseMediaFile } from '@rehab/model/exercises';
import { workoutDates, type Programme } from '@rehab/model/programmes';
import { auditedSet } from '../../../lib/firebase/audit';
import { storage } from '../../../lib/firebase/cloudStorage';
import { col } from '../../../lib/firebase/collections';
import { db } from '../../../lib/firebase/firestore';
import { auditContext, currentActor } from '../../../lib/firebase/currentActor';
import { addPlan, scheduleWorkouts } from '../../plans';
import { instructionsOf, type ExerciseFormValues } from '../logic/exerciseForm';
import { planOfProgramme } from '../logic/programmePlan';

export interface NewTemplate {
  clinicId: string;
  author: string;
  /** the author's uid for his own template, null for the clinic's */
  ownerUid: string | null;
  programme: Programme;
}

/** Saves a new template; answers its id. */
export async function saveTemplate({ clinicId, author, ownerUid, programme }: NewTemplate): Promise<string> {
  const ref = doc(col('programmeTemplates'));
  await setDoc(ref, { ...programme, clinicId, author, ownerUid, createdAt: serverTimestamp(), updatedAt: serverTimestamp() } as never);
  return ref.id;
}

export interface Assignment {
  patientId: string;
  clinicId: string;
  doctorUid: string;
  templateId: string;
  programme: Programme;
  startDate: string;
  /** the library's exercises the programme names (their devices choose the plan's) */
  exercises: ReadonlyMap<string, Pick<ClinicExercise, 'device'>>;
}

/** Assigns a template to a patient: his plan, the assignment, then each workout day on his calendar. Answers its id. */
export async function assignProgramme(assignment: Assignment): Promise<string> {
  const { patientId, clinicId, doctorUid, templateId, programme, startDate } = assignment;
  const planId = await addPlan({ ...planOfProgramme(programme, assignment.exercises), userID: patientId }, 'doctor');
  const dates = workoutDates(startDate, programme.frequencyPerWeek, programme.weeks);
  const ref = doc(col('programmeAssignments'));
  await runTransaction(db, async (tx) => {
    const actor = await currentActor('doctor', tx);
    auditedSet(
      auditContext(tx, actor),
      ref,
      { patientId, clinicId, assignedBy: doctorUid, templateId, template: programme, startDate, planId, workoutDates: dates, createdAt: serverTimestamp() },
      { action: 'programme.assigned', patientUid: patientId, changes: { name: { before: null, after: programme.name } } },
    );
  });
  const plan = { planId, name: programme.name, isPublic: false };
  // The calendar's rules take one day per write.
  for (const date of dates) await scheduleWorkouts(patientId, date, [plan], { role: 'doctor', uid: doctorUid });
  return ref.id;
}

/**
 * Adds a clinician's own exercise to his clinic's library, then uploads its files (storage.rules lets them in once the
 * exercise exists): the exercise names them as declared and its video's check 'pending' until the checkExerciseVideo
 * function's verdict. Answers its id.
 */
export async function createExercise(values: ExerciseFormValues, clinicId: string, author: string): Promise<string> {
  const exercise = doc(col('clinicExercises'));
  const declared = (file: File | null, path: string): ExerciseMediaFile | null => (file ? { path, contentType: file.type, size: file.size } : null);
  const video = declared(values.video, exerciseVideoPath(clinicId, exercise.id));
  const poster = declared(values.poster, exercisePosterPath(clinicId, exercise.id));
  await setDoc(exercise, {
    clinicId,
    author,
    name: Object.fromEntries(Object.entries(values.name).map(([language, name]) => [language, name.trim()])),
    instructions: { en: instructionsOf(values) },
    bodyRegion: values.bodyRegion,
    equipment: values.equipment,
    difficulty: values.difficulty,
    device: values.device || null,
    video,
    poster,
    videoCheck: { state: 'pending' },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  } as never);
  if (values.video && video) await uploadBytes(ref(storage, video.path), values.video, { contentType: EXERCISE_VIDEO.contentType });
  if (values.poster && poster) await uploadBytes(ref(storage, poster.path), values.poster, { contentType: poster.contentType });
  return exercise.id;
}

/**
 * The content check of an exercise's uploaded video (issue 54): storage.rules bounds the declared type and size, this
 * reads the file itself. Its first bytes must be WebM (the file-type package reads the signature) with a VP9 track
 * (videoVerdict of @rehab/model/exercises); anything else is deleted, never re-encoded, and the verdict is recorded on
 * the exercise (`videoCheck`), where the clinician sees why his video was refused.
 *
 * Delivered at least once and in any order: the delete names the generation read (a newer upload is never deleted
 * for an older one), and a verdict is recorded unless the exercise already holds one of a newer generation.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { VIDEO_HEAD_BYTES, parseExerciseVideoPath, videoVerdict, type VideoCheck } from '@rehab/model/exercises';
import { db } from '../admin';
import { docRef } from '../lib/collections';
import { onObjectFinalized } from '../lib/triggers';

/** The object an upload finalized, as the Storage event names it. */
export interface UploadedObject {
  bucket: string;
  name: string;
  /** a number in firebase-functions' type, a string in the event's JSON: read through String() */
  generation: number | string;
}

/** Whether a Storage call failed because the object (of that generation) is no longer there. */
function isGone(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 404 || code === 412;
}

/** What the file-type package says the bytes are ('video/webm'), or undefined when it recognises nothing. */
async function detectedMime(head: Uint8Array): Promise<string | undefined> {
  // file-type is an ES module: imported when first needed, as the functions are bundled to CommonJS.
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(head))?.mime;
}

/** Whether a recorded check is a verdict on a newer upload than `generation`. */
function isNewerVerdict(check: VideoCheck | undefined, generation: string): boolean {
  return check !== undefined && check.state !== 'pending' && BigInt(check.generation) > BigInt(generation);
}

export async function checkExerciseVideo(object: UploadedObject): Promise<void> {
  const exercise = parseExerciseVideoPath(object.name);
  if (!exercise) return;
  const generation = String(object.generation);
  const file = getStorage().bucket(object.bucket).file(object.name, { generation });
  let head: Uint8Array;
  try {
    [head] = await file.download({ start: 0, end: VIDEO_HEAD_BYTES - 1 });
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  const verdict = videoVerdict(head, await detectedMime(head));
  if (!verdict.playable) {
    logger.warn('An exercise video is not VP9 in WebM: deleted', { path: object.name, generation, reason: verdict.reason, found: verdict.found });
    await file.delete({ ifGenerationMatch: generation }).catch((error: unknown) => {
      if (!isGone(error)) throw error;
    });
  }
  const check = verdict.playable
    ? { state: 'playable' as const, generation, checkedAt: FieldValue.serverTimestamp() }
    : { state: 'refused' as const, reason: verdict.reason, found: verdict.found, generation, checkedAt: FieldValue.serverTimestamp() };
  const exerciseRef = docRef('clinicExercises', exercise.exerciseId);
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(exerciseRef)).data();
    if (!stored || stored.clinicId !== exercise.clinicId || isNewerVerdict(stored.videoCheck, generation)) return;
    tx.update(exerciseRef, { videoCheck: check });
  });
}

export const onExerciseVideoUploaded = onObjectFinalized({ retry: true }, (event) => checkExerciseVideo(event.data));

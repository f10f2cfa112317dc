/**
 * The content check of an exercise's uploaded video (issue 54, functions/src/library/checkExerciseVideo.ts): a file
 * that is not VP9 in WebM, whatever its name and declared type, is deleted and the refusal recorded on the exercise;
 * a real VP9 clip is kept and recorded playable. Run through the handler, a retried event and an old event after a
 * newer upload included, and once through the emulators' Storage trigger.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { exerciseVideoPath, type ClinicExercise, type VideoCheck } from '@rehab/model/exercises';
import { checkExerciseVideo } from '../../../functions/src/library/checkExerciseVideo';
import { waitForEffect } from '../../effects';
import { PROJECT_ID, adminDb } from '../support';
import { uniqueId } from './callers';

const BUCKET = `${PROJECT_ID}.appspot.com`;
const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../fixtures', name));
const TEXT = Buffer.from('This is not a video, whatever its name says.\n');

/** An exercise of a clinic whose video is being checked; returns where its video goes. */
async function arrangeExercise(): Promise<{ exerciseId: string; path: string }> {
  const clinicId = uniqueId('clinic');
  const exerciseId = uniqueId('exercise');
  const path = exerciseVideoPath(clinicId, exerciseId);
  await adminDb.doc(`clinicExercises/${exerciseId}`).set({
    clinicId,
    author: 'clinician',
    videoCheck: { state: 'pending' },
    video: { path, contentType: 'video/webm', size: 1 },
  } satisfies Partial<ClinicExercise>);
  return { exerciseId, path };
}

/** Uploads as a clinician's client would, past the rules; returns the event's object. */
async function upload(path: string, bytes: Buffer, contentType = 'video/webm') {
  const file = getStorage().bucket(BUCKET).file(path);
  await file.save(bytes, { contentType, resumable: false });
  const [metadata] = await file.getMetadata();
  return { bucket: BUCKET, name: path, generation: String(metadata.generation) };
}

const exists = async (path: string) => (await getStorage().bucket(BUCKET).file(path).exists())[0];
const videoCheckOf = async (exerciseId: string) => (await adminDb.doc(`clinicExercises/${exerciseId}`).get()).get('videoCheck') as VideoCheck;

describe('the exercise video check', () => {
  it('deletes a text file named .webm and declared video/webm, and records why', async () => {
    const { exerciseId, path } = await arrangeExercise();
    const object = await upload(path, TEXT);
    await checkExerciseVideo(object);
    expect(await exists(path)).toBe(false);
    expect(await videoCheckOf(exerciseId)).toMatchObject({ state: 'refused', reason: 'notWebm', found: null, generation: object.generation });
    // the event again: nothing left to delete, the same verdict
    await checkExerciseVideo(object);
    expect(await videoCheckOf(exerciseId)).toMatchObject({ state: 'refused', reason: 'notWebm', generation: object.generation });
  });

  it('deletes a real video in another container or codec: H.264 in MP4, VP8 in WebM', async () => {
    for (const [name, expected] of [
      ['h264.mp4', { reason: 'notWebm', found: 'video/mp4' }],
      ['vp8.webm', { reason: 'notVp9', found: 'video/webm' }],
    ] as const) {
      const { exerciseId, path } = await arrangeExercise();
      await checkExerciseVideo(await upload(path, fixture(name)));
      expect(await exists(path), name).toBe(false);
      expect(await videoCheckOf(exerciseId), name).toMatchObject({ state: 'refused', ...expected });
    }
  });

  it('keeps a real VP9 clip in WebM and records it playable', async () => {
    const { exerciseId, path } = await arrangeExercise();
    const object = await upload(path, fixture('vp9.webm'));
    await checkExerciseVideo(object);
    expect(await exists(path)).toBe(true);
    expect(await videoCheckOf(exerciseId)).toMatchObject({ state: 'playable', generation: object.generation });
  });

  it("neither deletes a newer upload nor overwrites its verdict for an older upload's late event", async () => {
    const { exerciseId, path } = await arrangeExercise();
    const refusedUpload = await upload(path, TEXT);
    const playableUpload = await upload(path, fixture('vp9.webm'));
    await checkExerciseVideo(playableUpload);
    await checkExerciseVideo(refusedUpload);
    expect(await exists(path)).toBe(true);
    expect(await videoCheckOf(exerciseId)).toMatchObject({ state: 'playable', generation: playableUpload.generation });
  });

  it('leaves other files alone', async () => {
    const { path } = await arrangeExercise();
    const poster = path.replace('video.webm', 'poster');
    const object = await upload(poster, TEXT, 'image/png');
    await checkExerciseVideo(object);
    expect(await exists(poster)).toBe(true);
  });

  it('runs on every upload: a text file uploaded as a video is deleted by the Storage trigger', async () => {
    const { exerciseId, path } = await arrangeExercise();
    await upload(path, TEXT);
    await waitForEffect('the refused video recorded', async () => (await videoCheckOf(exerciseId)).state === 'refused');
    expect(await exists(path)).toBe(false);
    expect(await videoCheckOf(exerciseId)).toMatchObject({ reason: 'notWebm', found: null });
  });
});

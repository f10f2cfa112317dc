// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { VIDEO_HEAD_BYTES, videoVerdict } from '@rehab/model/exercises';
import { SeedClock } from './clock';
import { EXERCISE_CATALOGUE, buildClinicExercises, exerciseClipUploads } from './exercises';

describe("the demo clinic's exercise library", () => {
  it('has at least 20 exercises across the knee, the hand and the shoulder, each with its instructions within the limits', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    for (const region of ['knee', 'hand', 'shoulder']) expect(EXERCISE_CATALOGUE.filter((entry) => entry.bodyRegion === region).length).toBeGreaterThanOrEqual(6);
    for (const { data } of buildClinicExercises(new SeedClock(new Date()))) {
      for (const name of Object.values(data.name)) expect(name.length).toBeGreaterThan(0);
      for (const name of Object.values(data.name)) expect(name.length).toBeLessThanOrEqual(LIMITS.exercise.name);
      for (const lines of Object.values(data.instructions.en)) {
        expect(lines.length).toBeLessThanOrEqual(LIMITS.exercise.instructionLines);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(LIMITS.exercise.instructionLine);
      }
    }
  });

  it('uploads for each a small clip the content check keeps (VP9 in WebM) and a WebP poster, as the exercise declares them', async () => {
    const exercises = buildClinicExercises(new SeedClock(new Date()));
    for (const { storagePath, file, contentType } of exerciseClipUploads()) {
      const bytes = readFileSync(file);
      const declared = exercises.map(({ data }) => [data.video, data.poster]).flat().find((media) => media?.path === storagePath);
      expect(declared, storagePath).toMatchObject({ contentType, size: bytes.length });
      expect(bytes.length, file).toBeLessThan(60_000);
      const head = new Uint8Array(bytes.subarray(0, VIDEO_HEAD_BYTES));
      const detected = (await fileTypeFromBuffer(head))?.mime;
      if (contentType === 'video/webm') expect(videoVerdict(head, detected), file).toEqual({ playable: true });
      else expect(detected, file).toBe('image/webp');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { EMPTY_EXERCISE, exerciseFormSchema, instructionsOf, type ExerciseFormValues } from './exerciseForm';

const named = { en: 'Heel slide', ar: 'انزلاق الكعب', zh: '足跟滑动', hi: 'एड़ी खिसकाना', el: 'Ολίσθηση', fr: 'Glissement' };
const valid: ExerciseFormValues = { ...EMPTY_EXERCISE, name: named, steps: 'Lie down.\n\n  Slide the heel.  ' };
const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'clip', { type });

/** The first message the schema gives, or null. */
async function errorOf(values: ExerciseFormValues): Promise<string | null> {
  try {
    await exerciseFormSchema.validate(values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('the exercise upload form', () => {
  it('takes a name in each of the six languages and at least one step', async () => {
    expect(await errorOf(valid)).toBeNull();
    expect(await errorOf({ ...valid, name: { ...named, hi: ' ' } })).toBe('nameRequired');
    expect(await errorOf({ ...valid, name: { ...named, fr: 'x'.repeat(LIMITS.exercise.name + 1) } })).toBe('nameTooLong');
    expect(await errorOf({ ...valid, steps: ' \n ' })).toBe('stepsRequired');
  });

  it('holds the instructions to LIMITS.exercise, line by line', async () => {
    expect(await errorOf({ ...valid, cues: Array(LIMITS.exercise.instructionLines + 1).fill('Slowly.').join('\n') })).toBe('tooManyLines');
    expect(await errorOf({ ...valid, mistakes: 'x'.repeat(LIMITS.exercise.instructionLine + 1) })).toBe('lineTooLong');
    expect(instructionsOf(valid)).toEqual({ steps: ['Lie down.', 'Slide the heel.'], cues: [], mistakes: [] });
  });

  it('takes a WebM video and a WebP, PNG or JPEG poster within the sizes storage.rules allows', async () => {
    expect(await errorOf({ ...valid, video: fileOf('video/webm', 10), poster: fileOf('image/png', 10) })).toBeNull();
    expect(await errorOf({ ...valid, video: fileOf('video/mp4', 10) })).toBe('videoType');
    expect(await errorOf({ ...valid, video: { type: 'video/webm', size: LIMITS.exercise.videoBytes + 1 } as File })).toBe('videoSize');
    expect(await errorOf({ ...valid, poster: fileOf('image/svg+xml', 10) })).toBe('posterType');
    expect(await errorOf({ ...valid, poster: fileOf('image/webp', LIMITS.exercise.posterBytes + 1) })).toBe('posterSize');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/lib/languages';
import { EXERCISE_LANGUAGES, exercisePosterPath, exerciseVideoPath, parseExerciseVideoPath, videoVerdict } from './exercises';

const ascii = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

describe('the exercise library', () => {
  it("names an exercise in the app's six languages", () => {
    expect([...EXERCISE_LANGUAGES]).toEqual(LANGUAGES.map((language) => language.code));
  });

  it("finds an exercise's clinic and id in its video's path only", () => {
    expect(parseExerciseVideoPath(exerciseVideoPath('clinicA', 'ex1'))).toEqual({ clinicId: 'clinicA', exerciseId: 'ex1' });
    expect(parseExerciseVideoPath(exercisePosterPath('clinicA', 'ex1'))).toBeNull();
    expect(parseExerciseVideoPath('exerciseMedia/clinicA/ex1/other/video.webm')).toBeNull();
    expect(parseExerciseVideoPath('bugReports/u1/video.webm')).toBeNull();
  });

  it('plays WebM with a VP9 track, and refuses another container or codec', () => {
    const vp9Head = ascii('\x1aE\xdf\xa3 webm … \x86\x85V_VP9 …');
    expect(videoVerdict(vp9Head, 'video/webm')).toEqual({ playable: true });
    expect(videoVerdict(ascii('\x1aE\xdf\xa3 webm … \x86\x85V_VP8 …'), 'video/webm')).toEqual({ playable: false, reason: 'notVp9', found: 'video/webm' });
    expect(videoVerdict(vp9Head, 'video/mp4')).toEqual({ playable: false, reason: 'notWebm', found: 'video/mp4' });
    expect(videoVerdict(ascii('just text'), undefined)).toEqual({ playable: false, reason: 'notWebm', found: null });
  });

  it('finds the codec id at the very end of the bytes read', () => {
    expect(videoVerdict(ascii('header V_VP9'), 'video/webm')).toEqual({ playable: true });
    expect(videoVerdict(ascii('header V_VP'), 'video/webm')).toMatchObject({ playable: false });
  });
});

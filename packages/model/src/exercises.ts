/**
 * A clinic's exercise library (issue 54): one catalogue per clinic, each exercise with its name in the app's six
 * languages, its instructions, what it trains and with what, and one demonstration video with a poster image.
 *
 * Paths:
 * - clinicExercises/{exerciseId}: the exercise, with its clinic (`clinicId`), as the clinic's other documents are kept
 *   (clinicCoverages, patientContacts): a top-level collection a member lists `where clinicId == his clinic`. The
 *   clinic's owners and clinicians write it (ROLE_TABLE's `library = author`), its members and the patients who
 *   approved the clinic read it.
 * - exerciseMedia/{clinicId}/{exerciseId}/video.webm and …/poster: its files in Storage, uploaded by the clinic's
 *   owners and clinicians once the exercise exists. The checkExerciseVideo function reads each uploaded video's first
 *   bytes, deletes what is not VP9 in WebM (the one playable codec: docs/deviations.md) and records its verdict in
 *   the exercise's `videoCheck`, which only the functions set to anything but 'pending'.
 */
import type { DeviceType, TimestampLike } from './collections';
import { LIMITS } from './limits';

/** The app's six languages (src/lib/languages.ts lists them with their names; a unit test holds both equal). */
export const EXERCISE_LANGUAGES = ['en', 'ar', 'zh', 'hi', 'el', 'fr'] as const;
export type ExerciseLanguage = (typeof EXERCISE_LANGUAGES)[number];

export const BODY_REGIONS = ['knee', 'hip', 'ankle', 'hand', 'wrist', 'elbow', 'shoulder', 'neck', 'back'] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

export const EXERCISE_EQUIPMENT = ['band', 'ball', 'towel', 'chair', 'step', 'weights', 'wall', 'putty', 'mat'] as const;
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number];

export const DIFFICULTIES = ['easy', 'moderate', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Each of steps, cues and common mistakes holds at most LIMITS.exercise.instructionLines lines. */
export interface ExerciseInstructions {
  steps: string[];
  cues: string[];
  mistakes: string[];
}

/** A file of the exercise in Storage, as its uploader declared it. */
export interface ExerciseMediaFile {
  path: string;
  contentType: string;
  /** bytes */
  size: number;
}

/** Why the checkExerciseVideo function refused and deleted a video. */
export type VideoRefusal = 'notWebm' | 'notVp9';

/**
 * The content check of the exercise's video: 'pending' from the clinician's write that names a new video until the
 * function has read it; its verdict names the Storage object's generation it read, so a verdict on a replaced file is
 * recognisable as old.
 */
export type VideoCheck =
  | { state: 'pending' }
  | { state: 'playable'; generation: string; checkedAt: TimestampLike }
  | { state: 'refused'; reason: VideoRefusal; found: string | null; generation: string; checkedAt: TimestampLike };

/** clinicExercises/{exerciseId} */
export interface ClinicExercise {
  clinicId: string;
  /** the owner or clinician who created it */
  author: string;
  name: Record<ExerciseLanguage, string>;
  /** English always; the other languages where the author wrote them */
  instructions: { en: ExerciseInstructions } & Partial<Record<ExerciseLanguage, ExerciseInstructions>>;
  bodyRegion: BodyRegion;
  /** none when it needs nothing */
  equipment: ExerciseEquipment[];
  difficulty: Difficulty;
  /** the device it is measured with, or null */
  device: DeviceType | null;
  video: ExerciseMediaFile | null;
  poster: ExerciseMediaFile | null;
  videoCheck: VideoCheck;
  createdAt: TimestampLike;
  updatedAt: TimestampLike;
}

/** The one playable video: VP9 in a WebM container (docs/deviations.md, "Exercise library: the video codec"). */
export const EXERCISE_VIDEO = {
  contentType: LIMITS.exercise.videoContentTypes[0],
  /** the Matroska CodecID of a VP9 track */
  codecId: 'V_VP9',
  fileName: 'video.webm',
} as const;

export const EXERCISE_POSTER_FILE_NAME = 'poster';

/** How much of an uploaded video the content check reads: the WebM header and its track entries come first. */
export const VIDEO_HEAD_BYTES = 64 * 1024;

/** The Storage folder of an exercise's files. */
export function exerciseMediaFolder(clinicId: string, exerciseId: string): string {
  return `exerciseMedia/${clinicId}/${exerciseId}`;
}

export function exerciseVideoPath(clinicId: string, exerciseId: string): string {
  return `${exerciseMediaFolder(clinicId, exerciseId)}/${EXERCISE_VIDEO.fileName}`;
}

export function exercisePosterPath(clinicId: string, exerciseId: string): string {
  return `${exerciseMediaFolder(clinicId, exerciseId)}/${EXERCISE_POSTER_FILE_NAME}`;
}

/** The clinic and exercise of an exercise's video path, or null for any other object. */
export function parseExerciseVideoPath(path: string): { clinicId: string; exerciseId: string } | null {
  const match = /^exerciseMedia\/([^/]+)\/([^/]+)\/video\.webm$/.exec(path);
  return match ? { clinicId: match[1], exerciseId: match[2] } : null;
}

/**
 * The verdict on a video's first bytes: `detectedMime` is what the file's signature says it is (the file-type
 * package's answer, undefined when it recognises nothing). WebM is Matroska, whose track entries name their codec in
 * plain ASCII: a VP9 track carries 'V_VP9'.
 */
export function videoVerdict(head: Uint8Array, detectedMime: string | undefined): { playable: true } | { playable: false; reason: VideoRefusal; found: string | null } {
  if (detectedMime !== EXERCISE_VIDEO.contentType) return { playable: false, reason: 'notWebm', found: detectedMime ?? null };
  return containsAscii(head, EXERCISE_VIDEO.codecId) ? { playable: true } : { playable: false, reason: 'notVp9', found: detectedMime };
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = [...text].map((character) => character.charCodeAt(0));
  for (let start = 0; start + needle.length <= bytes.length; start++) {
    if (needle.every((code, offset) => bytes[start + offset] === code)) return true;
  }
  return false;
}

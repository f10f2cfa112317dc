/** The upload form of a clinician's own exercise (yup, apart from the page's logic so that only the form loads yup). */
import * as yup from 'yup';
import { DEVICE_TYPES, type DeviceType } from '@rehab/model/collections';
import {
  BODY_REGIONS,
  DIFFICULTIES,
  EXERCISE_EQUIPMENT,
  EXERCISE_LANGUAGES,
  type BodyRegion,
  type Difficulty,
  type ExerciseEquipment,
  type ExerciseInstructions,
  type ExerciseLanguage,
} from '@rehab/model/exercises';
import { LIMITS } from '@rehab/model/limits';

const L = LIMITS.exercise;

export interface ExerciseFormValues {
  name: Record<ExerciseLanguage, string>;
  /** one line each, as typed */
  steps: string;
  cues: string;
  mistakes: string;
  bodyRegion: BodyRegion;
  equipment: ExerciseEquipment[];
  difficulty: Difficulty;
  device: DeviceType | '';
  video: File | null;
  poster: File | null;
}

export const EMPTY_EXERCISE: ExerciseFormValues = {
  name: { en: '', ar: '', zh: '', hi: '', el: '', fr: '' },
  steps: '',
  cues: '',
  mistakes: '',
  bodyRegion: 'knee',
  equipment: [],
  difficulty: 'easy',
  device: '',
  video: null,
  poster: null,
};

/** The non-empty lines of a text area, trimmed. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const lines = (required: boolean) =>
  yup
    .string()
    .default('')
    .test('lines-required', 'stepsRequired', (text) => !required || linesOf(text ?? '').length > 0)
    .test('lines-count', 'tooManyLines', (text) => linesOf(text ?? '').length <= L.instructionLines)
    .test('line-length', 'lineTooLong', (text) => linesOf(text ?? '').every((line) => line.length <= L.instructionLine));

const file = (types: readonly string[], maxBytes: number, typeMessage: string, sizeMessage: string) =>
  yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test('type', typeMessage, (value) => !value || types.includes(value.type))
    .test('size', sizeMessage, (value) => !value || (value.size > 0 && value.size <= maxBytes));

/** Messages are translation keys of `upload.errors` in the `programmes` namespace. */
export const exerciseFormSchema = yup.object({
  name: yup.object(Object.fromEntries(EXERCISE_LANGUAGES.map((language) => [language, yup.string().trim().required('nameRequired').max(L.name, 'nameTooLong')]))),
  steps: lines(true),
  cues: lines(false),
  mistakes: lines(false),
  bodyRegion: yup.string().oneOf(BODY_REGIONS).required(),
  equipment: yup.array(yup.string().oneOf(EXERCISE_EQUIPMENT).required()).max(L.equipment, 'tooMuchEquipment'),
  difficulty: yup.string().oneOf(DIFFICULTIES).required(),
  device: yup.string().oneOf(['', ...DEVICE_TYPES]),
  video: file(L.videoContentTypes, L.videoBytes, 'videoType', 'videoSize'),
  poster: file(L.posterContentTypes, L.posterBytes, 'posterType', 'posterSize'),
});

/** The instructions as the exercise stores them (English: the form's language of instructions). */
export function instructionsOf(values: Pick<ExerciseFormValues, 'steps' | 'cues' | 'mistakes'>): ExerciseInstructions {
  return { steps: linesOf(values.steps), cues: linesOf(values.cues), mistakes: linesOf(values.mistakes) };
}

import * as yup from 'yup';
import { LIMITS } from '@rehab/model/limits';

export const FEEDBACK_DEVICES = ['iPhone', 'Android Phone', 'iPad', 'Tablet'] as const;

export const RATING_FIELDS = [
  'userExperienceRating',
  'easeOfNavigationRating',
  'uiFriendlinessRating',
  'exerciseVideoClarityRating',
  'personalizedWorkoutPlansRating',
  'texavieCoinsIncentivesRating',
] as const;

export const YES_NO_FIELDS = [
  'exerciseVideoGlitches',
  'foundWorkoutPlansEasily',
  'appointmentBookingStraightforward',
  'appointmentTimelyNotifications',
  'understoodTexavieCoins',
  'appRespondedQuickly',
  'connectedToBluetooth',
  'fileUploadIssues',
] as const;

export const FREE_TEXT_FIELDS = ['bugsEncountered', 'likedFeatures', 'suggestedImprovements'] as const;

export type RatingField = (typeof RATING_FIELDS)[number];
export type YesNoField = (typeof YES_NO_FIELDS)[number];
export type FreeTextField = (typeof FREE_TEXT_FIELDS)[number];

/** The form's values; ratings and answers are '' until chosen. */
export type FeedbackValues = {
  firstName: string;
  lastName: string;
  email: string;
  device: string;
  iOSVersion: string;
  appVersion: string;
  buildVersion: string;
} & Record<RatingField | YesNoField | FreeTextField, string>;

const needsIOSVersion = (device: unknown) => device === 'iPhone' || device === 'iPad';

/**
 * Every field is required but the free-text ones; iOSVersion only for an
 * iPhone or iPad. Messages are translation keys with the field as a value.
 */
export const feedbackSchema = yup.object({
  firstName: yup.string().trim().required('required').max(LIMITS.text.personName),
  lastName: yup.string().trim().required('required').max(LIMITS.text.personName),
  email: yup.string().trim().required('required').email('emailInvalid'),
  device: yup.string().oneOf(FEEDBACK_DEVICES, 'required').required('required'),
  iOSVersion: yup
    .string()
    .trim()
    .max(LIMITS.feedback.version)
    .when('device', { is: needsIOSVersion, then: (schema) => schema.required('iOSVersion') }),
  appVersion: yup.string().trim().required('required').max(LIMITS.feedback.version),
  buildVersion: yup.string().trim().required('required').max(LIMITS.feedback.version),
  ...Object.fromEntries(RATING_FIELDS.map((field) => [field, yup.string().required('required')])),
  ...Object.fromEntries(YES_NO_FIELDS.map((field) => [field, yup.string().oneOf(['Yes', 'No'], 'required').required('required')])),
  ...Object.fromEntries(FREE_TEXT_FIELDS.map((field) => [field, yup.string().max(LIMITS.feedback.text)])),
});

export const EMPTY_FEEDBACK: FeedbackValues = {
  firstName: '',
  lastName: '',
  email: '',
  device: '',
  iOSVersion: '',
  appVersion: '',
  buildVersion: '',
  ...(Object.fromEntries([...RATING_FIELDS, ...YES_NO_FIELDS, ...FREE_TEXT_FIELDS].map((field) => [field, ''])) as Record<
    RatingField | YesNoField | FreeTextField,
    string
  >),
};

/** yyyyMMddHHmmss in UTC: the 14-digit stamp of a screenshot's stored name. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

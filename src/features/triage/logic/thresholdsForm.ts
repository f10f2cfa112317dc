/**
 * The alert thresholds form of the patient dashboard: each threshold as text (empty: the app's default), checked
 * against its range, and what the setTriageThresholds function is sent (only the thresholds that differ from the
 * defaults; none: back to every default).
 */
import * as yup from 'yup';
import { DEFAULT_TRIAGE_THRESHOLDS, THRESHOLD_RANGES, type TriageThresholds } from '@rehab/model/triage';

export const THRESHOLD_NAMES = Object.keys(DEFAULT_TRIAGE_THRESHOLDS) as (keyof TriageThresholds)[];

export type ThresholdValues = Record<keyof TriageThresholds, string>;

export function thresholdValues(stored: Partial<TriageThresholds> | undefined): ThresholdValues {
  return Object.fromEntries(THRESHOLD_NAMES.map((name) => [name, stored?.[name] === undefined ? '' : String(stored[name])])) as ThresholdValues;
}

export const thresholdsSchema = yup.object(
  Object.fromEntries(
    THRESHOLD_NAMES.map((name) => [
      name,
      yup
        .string()
        .trim()
        .test('range', 'outOfRange', (value) => {
          if (!value) return true;
          const number = Number(value);
          return Number.isInteger(number) && number >= THRESHOLD_RANGES[name].min && number <= THRESHOLD_RANGES[name].max;
        }),
    ]),
  ),
);

/** What is sent: the thresholds that differ from the defaults, or null when none does. */
export function changedThresholds(values: ThresholdValues): Partial<TriageThresholds> | null {
  const changed: Partial<TriageThresholds> = {};
  for (const name of THRESHOLD_NAMES) {
    const text = values[name].trim();
    if (text && Number(text) !== DEFAULT_TRIAGE_THRESHOLDS[name]) changed[name] = Number(text);
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/**
 * The coverage form (issue 51): its checks, as the setClinicCoverage function makes them (a colleague to cover, an end
 * after the start and still to come, at most LIMITS.clinics.coverageMaxDays long), and its request. Messages are
 * translation keys of the `clinics` namespace. Pure.
 */
import * as yup from 'yup';
import type { CallableContracts } from '@rehab/model/callables';
import { coveragePeriodError } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';

export interface CoverageValues {
  /** the covering colleague's uid */
  cover: string;
  /** datetime-local values (the browser's zone, to the minute) */
  from: string;
  until: string;
}

export const EMPTY_COVERAGE: CoverageValues = { cover: '', from: '', until: '' };

export const COVERAGE_MAX_DAYS = LIMITS.clinics.coverageMaxDays;

const instant = (value: string | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/**
 * The form's checks; `now()` is read when a value is checked. The period is judged by the model's own rule
 * (coveragePeriodError), each of its answers a message `coverage.errors.<answer>`.
 */
export function coverageSchema(now: () => number = Date.now) {
  return yup.object({
    cover: yup.string().required('coverage.errors.cover'),
    from: yup.string().required('coverage.errors.from'),
    until: yup
      .string()
      .required('coverage.errors.until')
      .test('period', function period(value) {
        const from = instant(this.parent.from as string);
        if (!value || Number.isNaN(from)) return true;
        const error = coveragePeriodError(from, instant(value), now());
        return error === null || this.createError({ message: `coverage.errors.${error}` });
      }),
  });
}

/** The request: both times as instants. */
export function coverageRequest(values: CoverageValues): CallableContracts['setClinicCoverage']['request'] {
  return { cover: values.cover, from: new Date(values.from).toISOString(), until: new Date(values.until).toISOString() };
}

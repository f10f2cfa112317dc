/** The plan forms' validation (yup): apart from ./planLogic.ts, so that only the forms load yup. */
import * as yup from 'yup';
import { LIMITS } from '@rehab/model/limits';
import { PLAN_DEVICES, REPS_OPTIONS, isPastDate } from './planLogic';

/** Messages are translation keys of the `plans` namespace. */
export const planFormSchema = yup.object({
  name: yup.string().trim().required('nameRequired').max(LIMITS.plan.name, 'nameTooLong'),
  device: yup.string().oneOf(PLAN_DEVICES).required(),
  exercises: yup
    .array(
      yup.object({
        exerciseId: yup.string().default(''),
        reps: yup.number().oneOf(REPS_OPTIONS as number[]).required(),
      }),
    )
    .test('first-exercise', 'exerciseRequired', (rows) => Boolean(rows?.[0]?.exerciseId)),
});

/** Messages are translation keys of the `plans` namespace. */
export function newEventSchema(today: Date = new Date()) {
  return yup.object({
    date: yup
      .string()
      .required('dateRequired')
      .test('not-past', 'dateInPast', (date) => !date || !isPastDate(date, today)),
    planIds: yup.array(yup.string().required()).min(1, 'planRequired').required('planRequired'),
  });
}

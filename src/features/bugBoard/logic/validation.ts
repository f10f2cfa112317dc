import * as yup from 'yup';
import { LIMITS } from '@rehab/model/limits';

/**
 * The forms' rules. Messages are translation keys of the `bugBoard`
 * namespace, whose English texts are the spec's.
 */

/** 'Create New Board': a name (as long as the rules allow) and an optional description. */
export const boardSchema = yup.object({
  name: yup.string().trim().required('validation.boardName').max(LIMITS.bugBoard.name, 'validation.boardNameLength'),
  description: yup.string().trim().default('').max(LIMITS.bugBoard.description, 'validation.descriptionLength'),
});
export type BoardValues = yup.InferType<typeof boardSchema>;


import * as yup from 'yup';

/**
 * The forms' rules. Messages are translation keys of the `bugBoard`
 * namespace, whose English texts are the spec's.
 */

/** 'Create New Board': a name (at most 100 characters, as the rules allow) and an optional description. */
export const boardSchema = yup.object({
  name: yup.string().trim().required('validation.boardName').max(100, 'validation.boardNameLength'),
  description: yup.string().trim().default('').max(1000, 'validation.descriptionLength'),
});
export type BoardValues = yup.InferType<typeof boardSchema>;


/**
 * The refusal of a versioned text's save (src/lib/firebase/versionedText.ts), without the Firestore SDK: the
 * server-data layer's errors (src/lib/store/errors.ts) recognise it on every page, the sign-in page included,
 * which must not load the SDK for it, and the rules suites check the save's refusals against it.
 */

/** Someone else saved the text after the editor opened it. */
export class EditConflictError extends Error {
  constructor(
    /** the text saved meanwhile */
    readonly theirs: string,
    /** the text this save would have written */
    readonly yours: string,
    /** the version of their text: saving yours over it starts from this one */
    readonly version: number,
  ) {
    super('This text was changed by someone else while you were editing it.');
    this.name = 'EditConflictError';
  }
}

/** Where the steps run inside the emulators report back to `npm test`. */
export const EMULATED_RESULTS_FILE = '.cache/emulated-steps.json';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/**
 * `npm test` runs the unit tests beside the emulator tests and creates this file when they have ended: the
 * end-to-end tests, which keep both cores busy on their own, wait for it (scripts/test-emulated.ts).
 */
export const UNIT_TESTS_ENDED_FILE = '.cache/unit-tests-ended';

/** Set (to 1) by `npm test` for the emulator suite: wait for the unit tests before the end-to-end tests. */
export const WAIT_FOR_UNIT_TESTS = 'REHAB_TEST_WAIT_FOR_UNIT_TESTS';

import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { afterEach } from 'vitest';
import { getCurrentSuite } from 'vitest/suite';
import type { Role } from './actors';
import { arrangeDoc, firestoreOf, restoreWorld, type Arranger } from './rulesEnv';
import { BASELINE, CARE_ENDED } from './world';

/** What the suites defined in other files get from rules.test.ts (filled in by its beforeAll). */
export interface RulesSuiteContext {
  env: () => RulesTestEnvironment;
  contexts: () => Record<Role, RulesTestContext>;
  arranger: () => Arranger;
}

/**
 * What a scenario file works with: each role's Firestore client, `arrange` to set a document (or remove it: null)
 * before an attempt, and `created` for the paths a test's own writes make; after each test the world is restored,
 * those documents included.
 */
export function scenarioWorld(suite: RulesSuiteContext) {
  // At a file's root the restore (a whole-world write) would follow every test of the file, the matrix's thousands
  // of cells included: it belongs to the scenario file's own describe.
  if (getCurrentSuite().name === '') throw new Error('scenarioWorld is called inside the describe of its scenarios, not at the root of a test file');
  const created: string[] = [];
  afterEach(async () => {
    await restoreWorld(suite.arranger(), created.splice(0));
  });
  const arrange = async (path: string, data: DocumentData | null) => {
    if (!(path in BASELINE)) created.push(path);
    await arrangeDoc(suite.arranger(), path, data);
  };
  return {
    created,
    as: (role: Role): Firestore => firestoreOf(suite.contexts()[role]),
    arrange,
    /** Every way the doctor looks after the patient ends: his care relationship and the approval of his clinic. */
    endCare: async () => {
      for (const [path, data] of Object.entries(CARE_ENDED)) await arrange(path, data);
    },
  };
}

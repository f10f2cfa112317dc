import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Role } from './actors';
import type { Arranger } from './rulesEnv';

/** What the suites defined in other files get from rules.test.ts (filled in by its beforeAll). */
export interface RulesSuiteContext {
  env: () => RulesTestEnvironment;
  contexts: () => Record<Role, RulesTestContext>;
  arranger: () => Arranger;
}

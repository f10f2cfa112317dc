/**
 * Runs `npm test`'s steps side by side only while their combined demand for cores fits the machine.
 *
 * Each step says how many cores it keeps busy (measured: CPU seconds over wall seconds on an idle machine) and
 * which steps must have passed before it. Steps start in the order given: a step waits until every step listed
 * before it has started, its prerequisites have passed and enough cores are free. On a loaded machine a test
 * that waits on the page or a timer gets a fraction of a core and fails for no fault of its own; this keeps the
 * suite's verdict independent of its own scheduling.
 */
export interface ScheduledStep {
  name: string;
  /** Cores the step keeps busy; more than the machine has means it runs alone. */
  cores: number;
  /** Earlier steps that must pass first; if one fails (or is skipped), this step is skipped. */
  needs?: string[];
  /** Earlier steps that must have ended first, whatever their outcome (they share files or ports). */
  after?: string[];
  /** Resolves with whether the step passed. */
  run: () => Promise<boolean>;
}

export type StepOutcome = 'passed' | 'failed' | 'skipped';

export async function runScheduled(steps: ScheduledStep[], capacity: number): Promise<Map<string, StepOutcome>> {
  const earlier = new Set<string>();
  for (const step of steps) {
    for (const need of [...(step.needs ?? []), ...(step.after ?? [])]) {
      if (!earlier.has(need)) throw new Error(`Step "${step.name}" needs "${need}", which is not an earlier step`);
    }
    earlier.add(step.name);
  }
  const outcomes = new Map<string, StepOutcome>();
  const running = new Map<string, Promise<void>>();
  let busy = 0;
  let next = 0;

  const demand = (step: ScheduledStep) => Math.min(Math.max(step.cores, 1), capacity);

  while (next < steps.length || running.size > 0) {
    // Start, in order, every step that can start now.
    while (next < steps.length) {
      const step = steps[next];
      const needs = step.needs ?? [];
      if (needs.some((n) => outcomes.has(n) && outcomes.get(n) !== 'passed')) {
        outcomes.set(step.name, 'skipped');
        next += 1;
        continue;
      }
      if (!needs.every((n) => outcomes.get(n) === 'passed')) break;
      if (!(step.after ?? []).every((n) => outcomes.has(n))) break;
      if (busy + demand(step) > capacity && running.size > 0) break;
      busy += demand(step);
      next += 1;
      running.set(
        step.name,
        step.run().then(
          (ok) => finish(step, ok),
          () => finish(step, false),
        ),
      );
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  return outcomes;

  function finish(step: ScheduledStep, ok: boolean) {
    outcomes.set(step.name, ok ? 'passed' : 'failed');
    busy -= demand(step);
    running.delete(step.name);
  }
}

import { cpus } from 'node:os';

/** Where the steps run inside the emulators report back to `npm test`. */
export const EMULATED_RESULTS_FILE = '.cache/emulated-steps.json';

export interface StepResult {
  name: string;
  ok: boolean;
  /** wall-clock seconds */
  seconds: number;
  /**
   * CPU seconds the whole machine spent while the step ran: the emulators' and the browsers' work counts with the
   * step that caused it (steps side by side each count both; on a busy machine, the others' work too).
   */
  cpuSeconds: number;
}

/** The machine's busy CPU time so far, in seconds (all cores); a step's is the difference over its run. */
export function machineBusySeconds(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) / 1000;
}

/** Measures one step: its result with its wall and CPU seconds. */
export async function measured(name: string, body: () => Promise<boolean>): Promise<StepResult> {
  const began = Date.now();
  const busyBefore = machineBusySeconds();
  const ok = await body();
  return { name, ok, seconds: (Date.now() - began) / 1000, cpuSeconds: machineBusySeconds() - busyBefore };
}

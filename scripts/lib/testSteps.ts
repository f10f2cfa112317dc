/** Where the steps run inside the emulators report back to `npm test`. */
export const EMULATED_RESULTS_FILE = '.cache/emulated-steps.json';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

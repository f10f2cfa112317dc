import type { Rule } from 'eslint';

export const MIN_EFFECT_TIMEOUT_MS: number;
export const effectWaitCeiling: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;

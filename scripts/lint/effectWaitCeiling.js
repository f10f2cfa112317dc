/**
 * A test's wait for an effect (a trigger's result, a listener's update, a page reacting, a process starting or
 * stopping) may not give up sooner than a minute: machines of our kind differ about 2× in speed and a loaded emulator
 * delivers triggers 40–180 s late, so a shorter ceiling turns a slow machine into a failed test. Flags a literal
 * `timeout` under MIN_EFFECT_TIMEOUT_MS (`timeout: 0`, no ceiling, is allowed) in the options of
 * - `expect.poll(…)`, `.toPass(…)`, `waitFor…(…)` (not `waitForTimeout`, a sleep) and `vi.waitFor(…)`;
 * - Playwright's web-first assertions (`toBeVisible`, `toHaveURL`, … but not the mock and value matchers, whose objects
 *   are data) and actions (`click`, `fill`, `goto`, …);
 * - an options object kept in a constant (`const FIRST_LIST = { timeout: … }`), spread into such calls.
 * Tests wait through tests/effects.ts (waitForEffect, EFFECT_TIMEOUT_MS). Durations belong to benchmarks.
 */
export const MIN_EFFECT_TIMEOUT_MS = 60_000;

const DATA_MATCHERS = /^(toEqual|toStrictEqual|toMatchObject|toHaveBeenCalledWith|toHaveBeenLastCalledWith|toHaveBeenNthCalledWith|toHaveProperty|toContainEqual|toHaveReturnedWith)$/;
const WAITS = /^(poll|toPass|waitFor(?!Timeout)\w*|to[A-Z]\w*|click|dblclick|fill|press|pressSequentially|check|uncheck|selectOption|hover|focus|setInputFiles|goto|reload|tap)$/;

/** The value of a numeric literal or of arithmetic on literals (`30 * 1000`), else undefined. */
function numberOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'TSAsExpression') return numberOf(node.expression);
  if (node.type === 'BinaryExpression') {
    const left = numberOf(node.left);
    const right = numberOf(node.right);
    if (left === undefined || right === undefined) return undefined;
    if (node.operator === '*') return left * right;
    if (node.operator === '+') return left + right;
    if (node.operator === '-') return left - right;
    if (node.operator === '/') return left / right;
  }
  return undefined;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

/** What waits with the options object `object`: the call or constant it belongs to, or undefined when it is data. */
function waitingUse(object) {
  const parent = object.parent;
  if (parent.type === 'CallExpression' && parent.arguments.includes(object)) {
    const name = calleeName(parent.callee);
    return name && WAITS.test(name) && !DATA_MATCHERS.test(name) ? name : undefined;
  }
  if (parent.type === 'VariableDeclarator' && parent.init === object && parent.parent.kind === 'const') return `const ${parent.id.name ?? ''}`.trim();
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const effectWaitCeiling = {
  meta: {
    type: 'problem',
    docs: { description: `A test's waits for an effect have a ceiling of at least ${MIN_EFFECT_TIMEOUT_MS} ms` },
    messages: {
      tooShort:
        "A {{use}} ceiling of {{value}} ms makes the verdict depend on the machine's speed: wait at least {{min}} ms (EFFECT_TIMEOUT_MS or waitForEffect, tests/effects.ts).",
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (node.computed || node.parent.type !== 'ObjectExpression') return;
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (key !== 'timeout') return;
        const value = numberOf(node.value);
        if (value === undefined || value === 0 || value >= MIN_EFFECT_TIMEOUT_MS) return;
        const use = waitingUse(node.parent);
        if (use) context.report({ node, messageId: 'tooShort', data: { use, value: String(value), min: String(MIN_EFFECT_TIMEOUT_MS) } });
      },
    };
  },
};

export default { rules: { 'effect-wait-ceiling': effectWaitCeiling } };

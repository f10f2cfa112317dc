/**
 * Stripe's request encoding: application/x-www-form-urlencoded with nested
 * keys, as the stripe SDK writes them: `line_items[0][price]=price_x`,
 * `metadata[kind]=order`, `expand[0]=line_items` (or `expand[]=…`). Values
 * stay strings, as Stripe receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const KEY_PARTS = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = KEY_PARTS.exec(key);
    const path = match ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])] : [key];
    assign(root, path, value);
  }
  return listsFromIndexedMaps(root) as FormObject;
}

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  for (const [depth, rawKey] of path.entries()) {
    // `name[]` appends: the next free index.
    const key = rawKey === '' ? String(Object.keys(node).length) : rawKey;
    if (depth === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as FormObject;
  }
}

/** Maps whose keys are exactly 0…n-1 become lists. */
function listsFromIndexedMaps(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, listsFromIndexedMaps(inner)] as const);
  const keys = entries.map(([key]) => key);
  const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) && keys.map(Number).sort((a, b) => a - b).every((n, i) => n === i);
  if (indexed) return [...entries].sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

/**
 * How the function tests deliver a scenario's events to a handler, as Cloud Functions may: (a) in order, (b) late and
 * shuffled, (c) each twice, (d) some never. Orders come from a seeded random source; a test names its seed in its
 * failure messages, and EVENT_ORDER_SEED replays one.
 */

import { mulberry32 } from '../../../scripts/seed/random';

export const DELIVERIES = ['inOrder', 'shuffled', 'twice', 'dropped'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** The seed of this run: EVENT_ORDER_SEED when set, else a fresh one. */
export function eventOrderSeed(): number {
  const given = Number(process.env.EVENT_ORDER_SEED);
  return Number.isInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31) + 1;
}

/** A seeded generator of numbers in [0, 1): the seed's own (scripts/seed/random.ts). */
export const seededRandom = mulberry32;

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Which events are handled after each of `count` writes: `schedule[k]` lists the events (by the index of their write)
 * handled once write k is stored, in that order. An event is never handled before its own write; late, it sees the
 * writes that followed it.
 */
export function deliverySchedule(count: number, delivery: Delivery, random: () => number): number[][] {
  const schedule: number[][] = Array.from({ length: count }, () => []);
  const later = (k: number) => k + Math.floor(random() * (count - k));
  // At least one event is lost when some are to be.
  const alwaysLost = Math.floor(random() * count);
  for (let k = 0; k < count; k += 1) {
    if (delivery === 'inOrder') schedule[k].push(k);
    const copies = delivery === 'inOrder' ? 0 : delivery === 'twice' ? 2 : delivery === 'shuffled' || (k !== alwaysLost && random() >= 0.3) ? 1 : 0;
    for (let copy = 0; copy < copies; copy += 1) schedule[later(k)].push(k);
  }
  return delivery === 'inOrder' ? schedule : schedule.map((events) => shuffled(events, random));
}

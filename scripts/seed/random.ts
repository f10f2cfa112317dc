/**
 * Deterministic randomness for the seed. Every generator takes a `Random`
 * derived from a fixed seed and a label, so one concern's draws never shift
 * another's and the same run always writes the same documents.
 */

/** The seed every demo world starts from. */
const WORLD_SEED = 20_240_917;

/** mulberry32: a small, fast 32-bit PRNG; returns a function giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, mixed with a base seed: turns labels into sub-seeds. */
export function hashSeed(label: string, base = WORLD_SEED): number {
  let hash = (0x811c9dc5 ^ base) >>> 0;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** An independent stream for a named concern, e.g. `Random.for('shop')`. */
  static for(label: string): Random {
    return new Random(hashSeed(label));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() needs at least one item');
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items in random order (all of them when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** A normally distributed value (Box-Muller). */
  gaussian(mean = 0, standardDeviation = 1): number {
    const u = 1 - this.next(); // in (0, 1], so the log is finite
    const v = this.next();
    return mean + standardDeviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A string of letters and digits, e.g. for fake payment-provider ids. */
  alphanumeric(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += ALPHANUMERIC[Math.floor(this.next() * ALPHANUMERIC.length)];
    return text;
  }

  /** Lower-case hex digits, e.g. for a private key or an address. */
  hex(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += Math.floor(this.next() * 16).toString(16);
    return text;
  }

  /** `length` random bytes. */
  bytes(length: number): Uint8Array {
    return Uint8Array.from({ length }, () => Math.floor(this.next() * 256));
  }
}

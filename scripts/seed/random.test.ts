// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Random, hashSeed, mulberry32 } from './random';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('gives floats in [0, 1)', () => {
    const next = mulberry32(7);
    for (let i = 0; i < 10_000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('Random', () => {
  it('derives distinct, stable streams from labels', () => {
    expect(hashSeed('shop')).toBe(hashSeed('shop'));
    expect(hashSeed('shop')).not.toBe(hashSeed('plans'));
    expect(Random.for('shop').alphanumeric(12)).toBe(Random.for('shop').alphanumeric(12));
    expect(Random.for('shop').alphanumeric(12)).not.toBe(Random.for('plans').alphanumeric(12));
  });

  it('keeps integers within both bounds and reaches them', () => {
    const random = new Random(1);
    const seen = new Set(Array.from({ length: 1000 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items without changing the input', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = new Random(3).sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(sample.every((item) => items.includes(item))).toBe(true);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('draws normally distributed values around the mean', () => {
    const random = new Random(5);
    const values = Array.from({ length: 20_000 }, () => random.gaussian(10, 2));
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(10, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(2, 1);
  });

  it('formats hex and alphanumeric strings of the requested length', () => {
    const random = new Random(9);
    expect(random.hex(40)).toMatch(/^[0-9a-f]{40}$/);
    expect(random.alphanumeric(24)).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(random.bytes(16)).toHaveLength(16);
  });
});

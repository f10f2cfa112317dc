import { describe, expect, it } from 'vitest';
import { joinBins, joinSeriesBins } from './bins';

describe('joinBins', () => {
  it('joins the bins in binId order, whatever order they came in', () => {
    const joined = joinBins([
      { binId: 2, values: [5] },
      { binId: 0, values: [1, 2] },
      { binId: 1, values: Float64Array.of(3, 4) },
    ]);
    expect(joined).toBeInstanceOf(Float64Array);
    expect([...joined]).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives an empty array for no bins, and keeps NaN where a value is missing', () => {
    expect(joinBins([]).length).toBe(0);
    expect([...joinBins([{ binId: 0, values: [1, NaN] }])]).toEqual([1, NaN]);
  });
});

describe('joinSeriesBins', () => {
  it('joins each sensor’s series per device', () => {
    const joined = joinSeriesBins([
      { sensorId: 'Palm', deviceId: 'L', binId: 1, values: [3] },
      { sensorId: 'Time', deviceId: 'L', binId: 0, values: [100] },
      { sensorId: 'Palm', deviceId: 'R', binId: 0, values: [9] },
      { sensorId: 'Palm', deviceId: 'L', binId: 0, values: [1, 2] },
    ]);
    expect([...joined.keys()]).toEqual(['Palm', 'Time']);
    expect([...joined.get('Palm')!.get('L')!]).toEqual([1, 2, 3]);
    expect([...joined.get('Palm')!.get('R')!]).toEqual([9]);
    expect([...joined.get('Time')!.get('L')!]).toEqual([100]);
  });
});

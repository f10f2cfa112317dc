// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SENSORS_BY_DEVICE_TYPE } from '@rehab/model/sensors';
import { Random } from './random';
import { MOVEMENTS, deviceMotion, planRecording, sensorSeries, signalFamily, timeSeries, type RecordingPlan, type SignalFamily } from './signals';

function record(family: SignalFamily, movements: string[], seconds: number, hz: number, sensorId: string, effort = 1) {
  const plan = planRecording(family, movements, seconds, hz, new Random(1));
  const motion = deviceMotion(plan, new Random(2));
  return { plan, motion, values: sensorSeries(plan, motion, sensorId, effort, new Random(3)) };
}

const range = (values: readonly number[]) => Math.max(...values) - Math.min(...values);
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Repetitions seen in a signal: rises above the upper threshold after falling below the lower one. */
function countPeaks(values: readonly number[], low: number, high: number): number {
  let peaks = 0;
  let armed = true;
  for (const value of values) {
    if (armed && value > high) {
      peaks++;
      armed = false;
    } else if (!armed && value < low) {
      armed = true;
    }
  }
  return peaks;
}

describe('planRecording', () => {
  it('lays out whole-repetition windows in order, inside the recording, with rests around them', () => {
    for (const family of Object.keys(MOVEMENTS) as SignalFamily[]) {
      const names = MOVEMENTS[family].map((m) => m.name).slice(0, 4);
      const plan = planRecording(family, names, 20, 50, new Random(11));
      expect(plan.sampleCount).toBe(1000);
      expect(plan.windows.map((w) => w.name)).toEqual(names);
      expect(plan.windows[0].startSample).toBeGreaterThan(0);
      plan.windows.forEach((window, i) => {
        expect(window.repetitions).toBeGreaterThanOrEqual(1);
        expect(window.endSample).toBeGreaterThan(window.startSample);
        if (i > 0) expect(window.startSample).toBeGreaterThan(plan.windows[i - 1].endSample);
      });
      expect(plan.windows.at(-1)!.endSample).toBeLessThan(plan.sampleCount);
    }
  });

  it('rejects movements of another device family', () => {
    expect(() => planRecording('knee', ['Wrist flexion'], 30, 50, new Random(1))).toThrow(/No knee movement/);
  });
});

describe('timeSeries', () => {
  it('gives 60,000 timestamps 10 ms apart for 10 minutes at 100 Hz', () => {
    const plan: RecordingPlan = { family: 'glove', sampleRateHz: 100, sampleCount: 60_000, windows: [] };
    const time = timeSeries(1_700_000_000_000, plan);
    expect(time).toHaveLength(60_000);
    expect(time[0]).toBe(1_700_000_000_000);
    expect(time.every((t, i) => i === 0 || t - time[i - 1] === 10)).toBe(true);
  });

  it('steps 20 ms at 50 Hz', () => {
    const time = timeSeries(0, { family: 'knee', sampleRateHz: 50, sampleCount: 3, windows: [] });
    expect(time).toEqual([0, 20, 40]);
  });
});

describe('glove signals', () => {
  it('produce 60,000 samples per sensor for a 10-minute 100 Hz recording', () => {
    const plan = planRecording('glove', ['Wrist flexion', 'Finger tapping', 'Grip squeeze', 'Forearm rotation'], 600, 100, new Random(1));
    const motion = deviceMotion(plan, new Random(2));
    for (const sensorId of SENSORS_BY_DEVICE_TYPE.Glove) {
      expect(sensorSeries(plan, motion, sensorId, 1, new Random(3))).toHaveLength(60_000);
    }
  });

  it('move the wrist angle once per repetition during wrist flexion and hold it still at rest', () => {
    const { plan, values } = record('glove', ['Wrist flexion'], 60, 50, 'AngleX');
    const [window] = plan.windows;
    const during = values.slice(window.startSample, window.endSample);
    const before = values.slice(0, window.startSample);
    expect(range(during)).toBeGreaterThan(40);
    expect(range(before)).toBeLessThan(6);
    expect(countPeaks(during, 25, 45)).toBe(window.repetitions);
  });

  it('close the fingers and press the palm together during grip squeezes', () => {
    const { plan, motion } = record('glove', ['Grip squeeze'], 40, 50, 'Palm');
    const [window] = plan.windows;
    const palm = sensorSeries(plan, motion, 'Palm', 1, new Random(4)).slice(window.startSample, window.endSample);
    const index = sensorSeries(plan, motion, 'Index', 1, new Random(5)).slice(window.startSample, window.endSample);
    const mp = mean(palm);
    const mi = mean(index);
    const covariance = mean(palm.map((p, i) => (p - mp) * (index[i] - mi)));
    const correlation = covariance / Math.sqrt(mean(palm.map((p) => (p - mp) ** 2)) * mean(index.map((v) => (v - mi) ** 2)));
    expect(correlation).toBeGreaterThan(0.95);
    expect(Math.max(...palm)).toBeGreaterThan(500);
  });

  it('move less with lower effort', () => {
    const full = record('glove', ['Wrist flexion'], 40, 50, 'AngleX', 1).values;
    const weak = record('glove', ['Wrist flexion'], 40, 50, 'AngleX', 0.5).values;
    expect(range(weak)).toBeLessThan(range(full) * 0.65);
  });
});

describe('knee signals', () => {
  it('keep the knee angle within 0-110 degrees and reach deep flexion in squats', () => {
    const { values } = record('knee', ['Squat', 'Sit to stand', 'Heel slide'], 90, 50, 'Angle', 1.1);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(110);
    expect(Math.max(...values)).toBeGreaterThan(85);
  });

  it('activate the quadriceps during squats and keep muscles positive', () => {
    const { plan, values } = record('knee', ['Squat'], 60, 50, 'Quad');
    const [window] = plan.windows;
    expect(mean(values.slice(window.startSample, window.endSample))).toBeGreaterThan(2 * mean(values.slice(0, window.startSample)));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
  });
});

describe('band signals', () => {
  it('stay at skin temperature and grow more humid over the session', () => {
    const movements = MOVEMENTS.band.map((m) => m.name);
    for (const sensorId of SENSORS_BY_DEVICE_TYPE.Band) {
      const { values } = record('band', movements, 90, 50, sensorId);
      if (sensorId.startsWith('Temperature')) {
        expect(Math.min(...values)).toBeGreaterThan(30);
        expect(Math.max(...values)).toBeLessThanOrEqual(34.5);
      } else {
        expect(mean(values.slice(-500))).toBeGreaterThan(mean(values.slice(0, 500)));
      }
    }
  });
});

describe('neat signals', () => {
  it('spike on the piezo sensors at each tap and vary slowly on the solar cells', () => {
    const { values: piezo } = record('neat', ['Tap sequence', 'Hold still'], 60, 50, 'P23');
    const sorted = [...piezo].sort((a, b) => a - b);
    expect(Math.max(...piezo)).toBeGreaterThan(10 * sorted[Math.floor(sorted.length / 2)]);
    const { values: solar } = record('neat', ['Light exposure', 'Hold still'], 60, 50, 'P0');
    const steps = solar.slice(1).map((v, i) => Math.abs(v - solar[i]));
    expect(Math.max(...steps)).toBeLessThan(20);
    expect(range(solar)).toBeGreaterThan(30);
  });
});

describe('test device signals', () => {
  it('give 32 smooth, distinct channels', () => {
    const plan = planRecording('test', ['Calibration sweep', 'Idle'], 30, 50, new Random(1));
    const motion = deviceMotion(plan, new Random(2));
    const channels = SENSORS_BY_DEVICE_TYPE.Test.map((id) => sensorSeries(plan, motion, id, 1, Random.for(id)));
    expect(channels).toHaveLength(32);
    for (const values of channels) {
      const steps = values.slice(1).map((v, i) => Math.abs(v - values[i]));
      expect(mean(steps)).toBeLessThan(10);
    }
    expect(channels[0]).not.toEqual(channels[1]);
  });
});

describe('signalFamily', () => {
  it('treats Knee Brace 2 and Pants like the knee brace', () => {
    expect(signalFamily('Knee Brace 2')).toBe('knee');
    expect(signalFamily('Pants')).toBe('knee');
    expect(signalFamily('Glove')).toBe('glove');
  });
});

it('is deterministic', () => {
  expect(record('knee', ['Squat'], 30, 50, 'Calf').values).toEqual(record('knee', ['Squat'], 30, 50, 'Calf').values);
});

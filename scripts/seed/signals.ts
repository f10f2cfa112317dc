/**
 * Pure generators of plausible sensor signals. A recording is a sample grid
 * with movement windows; inside a window the limb repeats a movement, and
 * each sensor responds to it in proportion to how much that movement uses it.
 */
import type { DeviceType } from '@rehab/model/collections';
import type { Random } from './random';

export type SignalFamily = 'glove' | 'knee' | 'band' | 'neat' | 'test';

export function signalFamily(deviceType: DeviceType): SignalFamily {
  switch (deviceType) {
    case 'Glove':
      return 'glove';
    case 'Knee Brace':
    case 'Knee Brace 2':
    case 'Pants':
      return 'knee';
    case 'Band':
      return 'band';
    case 'Neat':
      return 'neat';
    case 'Test':
      return 'test';
  }
}

export interface MovementProfile {
  name: string;
  /** duration of one repetition */
  repetitionSeconds: number;
  /**
   * How far a sensor moves at the peak of a repetition, in its own units, keyed
   * by sensor id or by its kind (the id without trailing digits: 'Temperature').
   */
  amplitude: Record<string, number>;
}

const FINGERS_CLOSED = { Pinky: 390, Ring: 410, Middle: 420, Index: 400, Thumb: 300, Palm: 520 };

export const MOVEMENTS: Record<SignalFamily, MovementProfile[]> = {
  glove: [
    { name: 'Wrist flexion', repetitionSeconds: 3, amplitude: { AngleX: 62, AngleY: 6, Pinky: 25, Ring: 25, Middle: 25, Index: 25, Thumb: 15, Palm: 10 } },
    { name: 'Wrist extension', repetitionSeconds: 3, amplitude: { AngleX: -48, AngleY: -5, Palm: 15 } },
    { name: 'Finger tapping', repetitionSeconds: 0.8, amplitude: { AngleX: 4, Pinky: 190, Ring: 210, Middle: 240, Index: 260, Thumb: 90, Palm: 40 } },
    { name: 'Grip squeeze', repetitionSeconds: 2.5, amplitude: { AngleX: 6, ...FINGERS_CLOSED } },
    { name: 'Forearm rotation', repetitionSeconds: 3.5, amplitude: { AngleX: 5, AngleY: 10, AngleZ: 75 } },
    { name: 'Thumb opposition', repetitionSeconds: 2, amplitude: { AngleZ: 8, Thumb: 360, Index: 120, Palm: 80 } },
  ],
  knee: [
    { name: 'Squat', repetitionSeconds: 4, amplitude: { Angle: 92, Quad: 260, Hamstring: 120, Calf: 140, Shin: 90 } },
    { name: 'Knee extension', repetitionSeconds: 3, amplitude: { Angle: 58, Quad: 300, Hamstring: 40, Calf: 30, Shin: 60 } },
    { name: 'Heel slide', repetitionSeconds: 4, amplitude: { Angle: 78, Quad: 60, Hamstring: 200, Calf: 50, Shin: 40 } },
    { name: 'Straight leg raise', repetitionSeconds: 3, amplitude: { Angle: 8, Quad: 220, Hamstring: 30, Calf: 20, Shin: 110 } },
    { name: 'Sit to stand', repetitionSeconds: 5, amplitude: { Angle: 85, Quad: 280, Hamstring: 150, Calf: 180, Shin: 70 } },
  ],
  // Band amplitudes: total warming (°C) and moistening (%) the movement would cause over a whole session.
  band: [
    { name: 'Warm-up walk', repetitionSeconds: 6, amplitude: { Temperature: 1.1, Humidity: 7 } },
    { name: 'Arm raise', repetitionSeconds: 3, amplitude: { Temperature: 1.4, Humidity: 9 } },
    { name: 'Cool-down', repetitionSeconds: 8, amplitude: { Temperature: 0.4, Humidity: 3 } },
  ],
  neat: [
    { name: 'Tap sequence', repetitionSeconds: 1.2, amplitude: { P0: 10, P8: 10, P23: 650, P31: 520 } },
    { name: 'Light exposure', repetitionSeconds: 10, amplitude: { P0: 180, P8: 150 } },
    { name: 'Hold still', repetitionSeconds: 5, amplitude: { P0: 20, P8: 20 } },
  ],
  test: [
    { name: 'Calibration sweep', repetitionSeconds: 5, amplitude: { P: 60 } },
    { name: 'Idle', repetitionSeconds: 10, amplitude: { P: 5 } },
  ],
};

function movementProfile(family: SignalFamily, name: string): MovementProfile {
  const profile = MOVEMENTS[family].find((movement) => movement.name === name);
  if (!profile) throw new Error(`No ${family} movement named '${name}'`);
  return profile;
}

/** Sensor id without trailing digits: 'Temperature3' -> 'Temperature', 'P23' -> 'P'. */
function sensorKind(sensorId: string): string {
  return sensorId.replace(/\d+$/, '');
}

function amplitudeOf(profile: MovementProfile, sensorId: string): number {
  return profile.amplitude[sensorId] ?? profile.amplitude[sensorKind(sensorId)] ?? 0;
}

export interface MovementWindow {
  name: string;
  /** first sample of the first repetition */
  startSample: number;
  /** first sample after the last repetition */
  endSample: number;
  repetitions: number;
}

export interface RecordingPlan {
  family: SignalFamily;
  sampleRateHz: number;
  sampleCount: number;
  windows: MovementWindow[];
}

/**
 * Lays the named movements out one after another with rests before, between
 * and after them. Each window holds whole repetitions, so signals return to
 * rest at its end.
 */
export function planRecording(
  family: SignalFamily,
  movementNames: readonly string[],
  durationSeconds: number,
  sampleRateHz: number,
  random: Random,
): RecordingPlan {
  const sampleCount = Math.round(durationSeconds * sampleRateHz);
  const restSamples = Math.round(Math.max(1, durationSeconds * 0.04) * sampleRateHz);
  const available = sampleCount - restSamples * (movementNames.length + 1);
  const slot = Math.floor(available / movementNames.length);
  const windows = movementNames.map((name, index) => {
    const profile = movementProfile(family, name);
    const startSample = restSamples + index * (slot + restSamples);
    // Shorter repetitions than the profile's when a short window could not hold two.
    const nominal = Math.round(profile.repetitionSeconds * sampleRateHz * random.between(0.9, 1.1));
    const repetitionSamples = Math.max(2, Math.min(nominal, Math.floor(slot / 2)));
    const repetitions = Math.max(1, Math.floor(slot / repetitionSamples));
    return { name, startSample, endSample: startSample + repetitions * repetitionSamples, repetitions };
  });
  return { family, sampleRateHz, sampleCount, windows };
}

/** Sample timestamps (ms) of a recording starting at `startMs`. */
export function timeSeries(startMs: number, plan: RecordingPlan): number[] {
  const stepMs = 1000 / plan.sampleRateHz;
  return Array.from({ length: plan.sampleCount }, (_, i) => startMs + Math.round(i * stepMs));
}

/**
 * The shared motion of one device during a recording: `wave` is 0 at rest and
 * rises to about 1 at the peak of each repetition (each repetition slightly
 * different); `windowAt` tells which movement window a sample is in (-1: rest).
 * Every sensor of the device derives from the same motion, so they correlate.
 */
export interface Motion {
  wave: Float64Array;
  windowAt: Int16Array;
  /** first sample of every repetition */
  repetitionStarts: number[];
}

export function deviceMotion(plan: RecordingPlan, random: Random): Motion {
  const wave = new Float64Array(plan.sampleCount);
  const windowAt = new Int16Array(plan.sampleCount).fill(-1);
  const repetitionStarts: number[] = [];
  plan.windows.forEach((window, windowIndex) => {
    const length = (window.endSample - window.startSample) / window.repetitions;
    for (let rep = 0; rep < window.repetitions; rep++) {
      const start = Math.round(window.startSample + rep * length);
      const end = Math.round(window.startSample + (rep + 1) * length);
      const strength = random.between(0.85, 1.1);
      repetitionStarts.push(start);
      for (let i = start; i < end; i++) {
        wave[i] = strength * 0.5 * (1 - Math.cos((2 * Math.PI * (i - start)) / (end - start)));
        windowAt[i] = windowIndex;
      }
    }
  });
  return { wave, windowAt, repetitionStarts };
}

/** What a sensor reads at rest, and how noisy it is. */
interface RestingLevel {
  rest: number;
  noise: number;
}

const RESTING: Record<string, RestingLevel> = {
  AngleX: { rest: 12, noise: 0.6 },
  AngleY: { rest: -4, noise: 0.5 },
  AngleZ: { rest: 3, noise: 0.5 },
  Pinky: { rest: 240, noise: 3 },
  Ring: { rest: 255, noise: 3 },
  Middle: { rest: 270, noise: 3 },
  Index: { rest: 260, noise: 3 },
  Thumb: { rest: 230, noise: 3 },
  Palm: { rest: 150, noise: 4 },
  Angle: { rest: 6, noise: 0.8 },
  Hamstring: { rest: 35, noise: 4 },
  Calf: { rest: 30, noise: 4 },
  Quad: { rest: 40, noise: 5 },
  Shin: { rest: 25, noise: 3 },
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * One sensor's series.
 * @param effort 0..1 scale of the movement amplitudes: how far this patient's
 *   limb goes on this day (lower early in recovery and on the affected side).
 */
export function sensorSeries(plan: RecordingPlan, motion: Motion, sensorId: string, effort: number, random: Random): number[] {
  switch (plan.family) {
    case 'glove':
      return jointSeries(plan, motion, sensorId, effort, random, sensorId.startsWith('Angle') ? 2 : 0);
    case 'knee':
      return sensorId === 'Angle' ? kneeAngleSeries(plan, motion, effort, random) : muscleSeries(plan, motion, sensorId, effort, random);
    case 'band':
      return bandSeries(plan, motion, sensorId, random);
    case 'neat':
      return sensorId === 'P23' || sensorId === 'P31' ? piezoSeries(plan, motion, sensorId, random) : solarSeries(plan, motion, sensorId, random);
    case 'test':
      return smoothNoiseSeries(plan, motion, sensorId, random);
  }
}

function restingLevel(sensorId: string): RestingLevel {
  const level = RESTING[sensorId];
  if (!level) throw new Error(`No resting level for sensor '${sensorId}'`);
  return level;
}

/** Per-window amplitude of a sensor, so the inner loops only index an array. */
function windowAmplitudes(plan: RecordingPlan, sensorId: string): number[] {
  return plan.windows.map((window) => amplitudeOf(movementProfile(plan.family, window.name), sensorId));
}

/** Glove angles (degrees) and finger flex / palm pressure (raw ADC units) follow the repetitions. */
function jointSeries(plan: RecordingPlan, motion: Motion, sensorId: string, effort: number, random: Random, decimals: number): number[] {
  const { rest, noise } = restingLevel(sensorId);
  const amplitudes = windowAmplitudes(plan, sensorId);
  const values = new Array<number>(plan.sampleCount);
  for (let i = 0; i < plan.sampleCount; i++) {
    const window = motion.windowAt[i];
    const movement = window < 0 ? 0 : amplitudes[window] * effort * motion.wave[i];
    values[i] = round(rest + movement + random.gaussian(0, noise), decimals);
  }
  return values;
}

/** Knee flexion in degrees, kept within the brace's 0-110 range. */
function kneeAngleSeries(plan: RecordingPlan, motion: Motion, effort: number, random: Random): number[] {
  const { rest, noise } = restingLevel('Angle');
  const amplitudes = windowAmplitudes(plan, 'Angle');
  const values = new Array<number>(plan.sampleCount);
  for (let i = 0; i < plan.sampleCount; i++) {
    const window = motion.windowAt[i];
    const movement = window < 0 ? 0 : amplitudes[window] * effort * motion.wave[i];
    values[i] = round(Math.min(110, Math.max(0, rest + movement + random.gaussian(0, noise))), 2);
  }
  return values;
}

/**
 * Muscle activation (µV-like envelope): the muscle fires slightly before the
 * joint moves, and a working muscle's signal is noisier than a resting one.
 */
function muscleSeries(plan: RecordingPlan, motion: Motion, sensorId: string, effort: number, random: Random): number[] {
  const { rest, noise } = restingLevel(sensorId);
  const amplitudes = windowAmplitudes(plan, sensorId);
  const lead = Math.round(0.15 * plan.sampleRateHz);
  const values = new Array<number>(plan.sampleCount);
  let smoothed = rest;
  for (let i = 0; i < plan.sampleCount; i++) {
    const ahead = Math.min(plan.sampleCount - 1, i + lead);
    const window = motion.windowAt[ahead];
    const activation = window < 0 ? 0 : amplitudes[window] * effort * motion.wave[ahead];
    const raw = rest + activation * (1 + 0.25 * random.gaussian()) + Math.abs(random.gaussian(0, noise));
    smoothed += 0.3 * (raw - smoothed);
    values[i] = round(Math.max(0, smoothed), 1);
  }
  return values;
}

/**
 * Band skin temperature (°C, about 30-34) and humidity (%): both drift up over
 * the session and faster while the patient exerts himself.
 */
function bandSeries(plan: RecordingPlan, motion: Motion, sensorId: string, random: Random): number[] {
  const isTemperature = sensorId.startsWith('Temperature');
  const start = isTemperature ? random.between(30.6, 32.2) : random.between(38, 48);
  const drift = isTemperature ? random.between(0.2, 0.6) : random.between(2, 5);
  const noise = isTemperature ? 0.03 : 0.25;
  const amplitudes = windowAmplitudes(plan, sensorId);
  const ripplePeriod = random.between(20, 40) * plan.sampleRateHz;
  const values = new Array<number>(plan.sampleCount);
  let exertion = 0;
  for (let i = 0; i < plan.sampleCount; i++) {
    const window = motion.windowAt[i];
    if (window >= 0) exertion += (amplitudes[window] * motion.wave[i]) / plan.sampleCount;
    const elapsed = i / plan.sampleCount;
    const ripple = (isTemperature ? 0.05 : 0.4) * Math.sin((2 * Math.PI * i) / ripplePeriod);
    const value = start + drift * elapsed + exertion + ripple + random.gaussian(0, noise);
    values[i] = round(isTemperature ? Math.min(34.5, value) : Math.min(100, value), 2);
  }
  return values;
}

/** Neat solar cells: a slowly varying light level that rises while the cell is exposed. */
function solarSeries(plan: RecordingPlan, motion: Motion, sensorId: string, random: Random): number[] {
  const base = sensorId === 'P0' ? random.between(400, 440) : random.between(360, 400);
  const period = random.between(45, 90) * plan.sampleRateHz;
  const phase = random.between(0, 2 * Math.PI);
  const amplitudes = windowAmplitudes(plan, sensorId);
  const values = new Array<number>(plan.sampleCount);
  let exposure = 0;
  for (let i = 0; i < plan.sampleCount; i++) {
    const window = motion.windowAt[i];
    const target = window < 0 ? 0 : amplitudes[window] * motion.wave[i];
    exposure += 0.02 * (target - exposure); // light changes slowly
    values[i] = Math.round(base + 60 * Math.sin((2 * Math.PI * i) / period + phase) + exposure + random.gaussian(0, 2));
  }
  return values;
}

/** Neat piezo sensors: a low floor with a sharp, quickly decaying spike at every tap. */
function piezoSeries(plan: RecordingPlan, motion: Motion, sensorId: string, random: Random): number[] {
  const amplitudes = windowAmplitudes(plan, sensorId);
  const decaySamples = Math.max(1, 0.06 * plan.sampleRateHz);
  const spikes = new Float64Array(plan.sampleCount);
  for (const start of motion.repetitionStarts) {
    const amplitude = amplitudes[motion.windowAt[start]] * random.between(0.7, 1.15);
    if (amplitude === 0) continue;
    for (let i = start; i < Math.min(plan.sampleCount, start + 10 * decaySamples); i++) {
      spikes[i] += amplitude * Math.exp(-(i - start) / decaySamples);
    }
  }
  return Array.from(spikes, (spike) => Math.round(14 + spike + Math.abs(random.gaussian(0, 3))));
}

/** Test device channels: a sum of slow sines around mid-scale, nudged by the sweep movement. */
function smoothNoiseSeries(plan: RecordingPlan, motion: Motion, sensorId: string, random: Random): number[] {
  const components = [0, 1, 2].map(() => ({
    amplitude: random.between(20, 120),
    radiansPerSample: (2 * Math.PI * random.between(0.05, 0.8)) / plan.sampleRateHz,
    phase: random.between(0, 2 * Math.PI),
  }));
  const amplitudes = windowAmplitudes(plan, sensorId);
  const values = new Array<number>(plan.sampleCount);
  for (let i = 0; i < plan.sampleCount; i++) {
    let value = 512;
    for (const c of components) value += c.amplitude * Math.sin(c.radiansPerSample * i + c.phase);
    const window = motion.windowAt[i];
    if (window >= 0) value += amplitudes[window] * motion.wave[i];
    values[i] = Math.round(value + random.gaussian(0, 1.5));
  }
  return values;
}

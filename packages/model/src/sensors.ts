import type { DeviceType } from './collections';

/** Sensor names per device type, as the spec's sensor catalogue gives them. */
const GLOVE = ['AngleX', 'AngleY', 'AngleZ', 'Pinky', 'Ring', 'Middle', 'Index', 'Thumb', 'Palm'];
const KNEE = ['Angle', 'Hamstring', 'Calf', 'Quad', 'Shin'];
const NEAT = ['P0', 'P8', 'P23', 'P31'];
const BAND = [0, 1, 2, 3].map((i) => `Temperature${i}`).concat([0, 1, 2, 3].map((i) => `Humidity${i}`));
const TEST = Array.from({ length: 32 }, (_, i) => `P${i}`);

export const SENSORS_BY_DEVICE_TYPE: Record<DeviceType, string[]> = {
  Glove: GLOVE,
  'Knee Brace': KNEE,
  'Knee Brace 2': KNEE,
  Pants: KNEE,
  Band: BAND,
  Neat: NEAT,
  Test: TEST,
};

/** Display labels of the Neat's sensors. */
export const NEAT_LABELS: Record<string, string> = { P0: 'Solar 1', P8: 'Solar 2', P23: 'Piezo 1', P31: 'Piezo 2' };

/** The series every session records beside its sensors: sample timestamps in ms. */
export const TIME_SENSOR = 'Time';

/** Post-session metric names per device family. */
export const POSTSESSION_SENSORS = {
  glove: ['wristX', 'wristY', 'wristZ', 'pinky', 'ring', 'middle', 'index', 'thumb', 'grasp'],
  knee: ['knee', 'hamstring', 'shin', 'quad', 'calf'],
} as const;

export const POSTSESSION_RANGES = {
  glove: ['wristXROM', 'wristYROM', 'wristZROM'],
  knee: ['kneeROM', 'calfRange', 'hamstringRange', 'quadRange', 'shinRange'],
} as const;

/** The post-session metric that is each device type's main range of motion: the largest angle reached (degrees). */
export const MAIN_ROM_METRIC: Record<string, string> = {
  Glove: 'wristXMax',
  'Knee Brace': 'kneeMax',
  Pants: 'kneeMax',
};

/** 'Knee Brace 2' is treated as 'Knee Brace' everywhere it is shown or filtered. */
export function normaliseDeviceType(type: string): string {
  return type === 'Knee Brace 2' ? 'Knee Brace' : type;
}

/** The name a device type is shown under ('Knee Brace' is sold as the Knee Sleeve). */
export function deviceTypeLabel(type: string): string {
  return normaliseDeviceType(type) === 'Knee Brace' ? 'Knee Sleeve' : type;
}

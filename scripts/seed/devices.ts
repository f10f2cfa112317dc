/** Device types, sensor labels, and every physical device (owned or not yet registered). */
import { DEVICE_TYPES, type Device, type DeviceTypeDoc, type SensorLabels } from '@rehab/model/collections';
import { SENSORS_BY_DEVICE_TYPE } from '@rehab/model/sensors';
import { UNREGISTERED_DEVICES, type OwnedDevice } from './accounts';
import type { PatientProfile } from './people';
import type { SeedDoc } from './seedDoc';

export function buildDeviceTypes(): SeedDoc<DeviceTypeDoc>[] {
  return DEVICE_TYPES.map((type) => ({ id: type, data: { sensors: [...SENSORS_BY_DEVICE_TYPE[type]] } }));
}

const GLOVE_LABELS: Record<string, string> = {
  AngleX: 'Wrist flexion',
  AngleY: 'Wrist deviation',
  AngleZ: 'Forearm rotation',
  Pinky: 'Pinky flex',
  Ring: 'Ring flex',
  Middle: 'Middle flex',
  Index: 'Index flex',
  Thumb: 'Thumb flex',
  Palm: 'Palm pressure',
};

const KNEE_LABELS: Record<string, string> = {
  Angle: 'Knee flexion',
  Hamstring: 'Hamstring activation',
  Calf: 'Calf activation',
  Quad: 'Quadriceps activation',
  Shin: 'Shin activation',
};

export function buildSensorLabels(): SeedDoc<SensorLabels>[] {
  return [
    { id: 'glove', data: { sensors: [...SENSORS_BY_DEVICE_TYPE.Glove], labels: GLOVE_LABELS } },
    { id: 'kneeBrace', data: { sensors: [...SENSORS_BY_DEVICE_TYPE['Knee Brace']], labels: KNEE_LABELS } },
  ];
}

function deviceDoc(device: OwnedDevice, userId: string): SeedDoc<Device> {
  return {
    id: device.id,
    data: { id: device.id, deviceType: device.deviceType, side: device.side, userId, sensors: [...SENSORS_BY_DEVICE_TYPE[device.deviceType]] },
  };
}

/** Every patient's devices plus the unassigned ones (userId ''). */
export function buildDevices(patients: readonly PatientProfile[]): SeedDoc<Device>[] {
  return [
    ...patients.flatMap((patient) => patient.devices.map((device) => deviceDoc(device, patient.account.uid))),
    ...UNREGISTERED_DEVICES.map((device) => deviceDoc(device, '')),
  ];
}

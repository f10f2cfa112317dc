// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES, type SensorDataBin } from '@rehab/model/collections';
import { POSTSESSION_RANGES, POSTSESSION_SENSORS, SENSORS_BY_DEVICE_TYPE, TIME_SENSOR } from '@rehab/model/sensors';
import { DEMO_ACCOUNTS, DEMO_PATIENT_DEVICES, LONG_GLOVE_SESSION_ID } from './accounts';
import { SeedClock } from './clock';
import { PATIENTS, DEMO_PATIENT } from './people';
import { exerciseNamesFor } from './plans';
import { OVERVIEW_POINTS, binFingerprint, unpackSeries } from '@rehab/model/sensorOverview';
import { MAX_SAMPLES_PER_BIN, buildOffDeviceSessions, buildSensorOverviews, buildSessions, splitIntoBins } from './sessions';
import { MAX_DOCUMENT_BYTES, firestoreDocumentSize } from './write';

const clock = new SeedClock(new Date(2025, 5, 15, 12, 0));
const world = buildSessions(PATIENTS, DEMO_PATIENT.account.uid, clock);
const DAY = 86_400_000;
const daysAgo = (date: Date) => (clock.today.getTime() - date.getTime()) / DAY;
const demoSessions = world.sessions.filter((s) => s.data.userId === DEMO_ACCOUNTS.patient.uid).map((s) => s.data);

const binsBySeries = new Map<string, SensorDataBin[]>();
for (const { data } of world.sensorData) {
  const key = `${data.sessionId}/${data.deviceId}/${data.sensorId}`;
  binsBySeries.set(key, [...(binsBySeries.get(key) ?? []), data]);
}

/** The series stored for one session, device and sensor, re-assembled from its bins (which must be numbered 0..n). */
function storedSeries(sessionId: string, deviceId: string, sensorId: string): number[] {
  const bins = binsBySeries.get(`${sessionId}/${deviceId}/${sensorId}`) ?? [];
  expect(bins.map((bin) => bin.binId)).toEqual(bins.map((_, i) => i));
  return bins.flatMap((bin) => bin.values);
}

describe('splitIntoBins', () => {
  it('cuts a series into ordered bins of at most the given size', () => {
    expect(splitIntoBins([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitIntoBins([], 2)).toEqual([]);
    const values = Array.from({ length: 60_000 }, (_, i) => i);
    const bins = splitIntoBins(values);
    expect(bins).toHaveLength(10);
    expect(bins.every((bin) => bin.length <= MAX_SAMPLES_PER_BIN)).toBe(true);
    expect(bins.flat()).toEqual(values);
  });
});

describe('the demo patient\'s sessions', () => {
  it('number 60 over the last 12 months, several in the last week and month', () => {
    expect(demoSessions).toHaveLength(60);
    const ages = demoSessions.map((s) => daysAgo(s.date.toDate()));
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(ages.filter((age) => age <= 7).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((age) => age <= 31).length).toBeGreaterThanOrEqual(8);
  });

  it('record with both gloves or with the knee brace, each kind in the last week', () => {
    const { gloveLeft, gloveRight, kneeBrace } = DEMO_PATIENT_DEVICES;
    const kinds = demoSessions.map((s) => s.devices.join('+'));
    expect(new Set(kinds)).toEqual(new Set([`${gloveLeft.id}+${gloveRight.id}`, kneeBrace.id]));
    const lastWeek = new Set(demoSessions.filter((s) => daysAgo(s.date.toDate()) <= 7).map((s) => s.devices.join('+')));
    expect(lastWeek.size).toBe(2);
  });

  it('are listed with their ids in date order', () => {
    const ids = world.sessionIdsByUser.get(DEMO_ACCOUNTS.patient.uid)!;
    expect(ids).toEqual(demoSessions.map((s) => s.id));
    const times = demoSessions.map((s) => s.date.toMillis());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('the long glove session', () => {
  const long = world.sessions.find((s) => s.id === LONG_GLOVE_SESSION_ID)!.data;

  it('is the only 100 Hz session: 10 minutes of both gloves, in the last week', () => {
    expect(long.userId).toBe(DEMO_ACCOUNTS.patient.uid);
    expect(long.devices).toEqual([DEMO_PATIENT_DEVICES.gloveLeft.id, DEMO_PATIENT_DEVICES.gloveRight.id]);
    expect(daysAgo(long.date.toDate())).toBeLessThanOrEqual(7);
    // Short sessions (at most 90 s at 50 Hz) fit in one bin; only the long one needs more.
    const multiBinSessions = new Set(world.sensorData.filter((d) => d.data.binId > 0).map((d) => d.data.sessionId));
    expect([...multiBinSessions]).toEqual([LONG_GLOVE_SESSION_ID]);
  });

  it('stores 60,000 samples, 10 ms apart, for every sensor of both gloves', () => {
    for (const deviceId of long.devices) {
      const time = storedSeries(LONG_GLOVE_SESSION_ID, deviceId, TIME_SENSOR);
      expect(time).toHaveLength(60_000);
      expect(time[0]).toBe(long.date.toMillis());
      expect(time.every((t, i) => i === 0 || t - time[i - 1] === 10)).toBe(true);
      for (const sensorId of SENSORS_BY_DEVICE_TYPE.Glove) expect(storedSeries(LONG_GLOVE_SESSION_ID, deviceId, sensorId)).toHaveLength(60_000);
    }
  }, 30_000); // re-assembles millions of samples: allow for a busy machine
});

describe('every session', () => {
  it('stores Time and every sensor of each of its devices, the same length, in ordered bins', () => {
    const deviceTypes = new Map(PATIENTS.flatMap((p) => p.devices.map((d) => [d.id, d.deviceType] as const)));
    for (const { data: session } of world.sessions) {
      for (const deviceId of session.devices) {
        const sensors = [TIME_SENSOR, ...SENSORS_BY_DEVICE_TYPE[deviceTypes.get(deviceId)!]];
        const lengths = sensors.map((sensorId) => storedSeries(session.id, deviceId, sensorId).length);
        expect(new Set(lengths).size).toBe(1);
      }
    }
  }, 30_000); // re-assembles millions of samples: allow for a busy machine

  it('is 20-90 s at 50 Hz unless it is the long one, with 2-4 movements inside its time range', () => {
    for (const { data: session } of world.sessions) {
      const time = storedSeries(session.id, session.devices[0], TIME_SENSOR);
      if (session.id !== LONG_GLOVE_SESSION_ID) {
        expect(time[1] - time[0]).toBe(20);
        expect(time.length).toBeGreaterThanOrEqual(20 * 50);
        expect(time.length).toBeLessThanOrEqual(90 * 50);
      }
      expect(session.movements.length).toBeGreaterThanOrEqual(2);
      expect(session.movements.length).toBeLessThanOrEqual(4);
      const starts = session.movements.map((m) => m.startTime);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts.every((t) => t > time[0] && t < time.at(-1)!)).toBe(true);
      expect(session.removedTimePoints).toEqual([]);
    }
  });

  it('keeps every data_by_sensor document within its bin size and far below 1 MiB', () => {
    for (const { id, data } of world.sensorData) {
      expect(data.values.length).toBeLessThanOrEqual(MAX_SAMPLES_PER_BIN);
      expect(firestoreDocumentSize('data_by_sensor', id, data)).toBeLessThan(MAX_DOCUMENT_BYTES / 10);
    }
  });
});

describe('sensor overviews', () => {
  const overviews = buildSensorOverviews(world.sensorData);

  it('gives every sensor of every session its overview, bounded, with its extremes, as the function would keep it', () => {
    const sensorSeries = new Set(world.sensorData.filter((bin) => bin.data.sensorId !== TIME_SENSOR).map((bin) => `${bin.data.sessionId}_${bin.data.sensorId}`));
    expect(new Set(overviews.map((doc) => doc.id))).toEqual(sensorSeries);
    const long = overviews.find((doc) => doc.id === `${LONG_GLOVE_SESSION_ID}_AngleX`)!.data;
    for (const device of [DEMO_PATIENT_DEVICES.gloveLeft, DEMO_PATIENT_DEVICES.gloveRight]) {
      const values = storedSeries(LONG_GLOVE_SESSION_ID, device.id, 'AngleX');
      expect(long.devices[device.id]).toMatchObject({ timed: true, samples: 60_000 });
      const series = unpackSeries(long.devices[device.id]);
      expect(series.x.length).toBeLessThanOrEqual(OVERVIEW_POINTS);
      expect(Math.max(...series.y)).toBe(Math.max(...values));
      expect(Math.min(...series.y)).toBe(Math.min(...values));
    }
    for (const { id, data } of world.sensorData.filter((bin) => bin.data.sessionId === LONG_GLOVE_SESSION_ID && ['AngleX', TIME_SENSOR].includes(bin.data.sensorId))) {
      expect(long.sources[id]).toBe(binFingerprint(data.values));
    }
  });
});

it('covers every device type, so each type\'s charts can be viewed', () => {
  const deviceTypes = new Map(PATIENTS.flatMap((p) => p.devices.map((d) => [d.id, d.deviceType] as const)));
  const recorded = new Set(world.sessions.flatMap((s) => s.data.devices.map((id) => deviceTypes.get(id))));
  expect([...recorded].sort()).toEqual([...DEVICE_TYPES].sort());
});

it('gives other patients 3-8 sessions each, and a session every day to those under daily monitoring', () => {
  for (const patient of PATIENTS.slice(1).filter((p) => !p.sessionDaysAgo)) {
    const count = world.sessionIdsByUser.get(patient.account.uid)?.length ?? 0;
    const daily = patient.dailySessionDays ?? 0;
    expect(count).toBeGreaterThanOrEqual(Math.max(3, daily));
    expect(count).toBeLessThanOrEqual(8 + daily);
  }
  const amara = PATIENTS.find((p) => p.dailySessionDays)!;
  const days = new Set(world.sessions.filter((s) => s.data.userId === amara.account.uid).map((s) => s.data.date.toDate().toDateString()));
  for (let k = 1; k <= amara.dailySessionDays!; k++) expect(days.has(clock.at(-k).toDateString())).toBe(true);
});

it("records the RTM demo's patients' sessions on exactly their days", () => {
  for (const patient of PATIENTS.filter((p) => p.sessionDaysAgo)) {
    const days = world.sessions.filter((s) => s.data.userId === patient.account.uid).map((s) => s.data.date.toDate().toDateString());
    expect(days).toEqual(patient.sessionDaysAgo!.map((day) => clock.at(day).toDateString()));
  }
});

describe('postsessions', () => {
  it('summarise glove and knee sessions with every metric, computed from the stored signals', () => {
    expect(world.postsessions.length).toBeGreaterThan(60);
    for (const { data: postsession } of world.postsessions) {
      for (const entry of postsession.entries) {
        const family = entry.deviceType === 'Glove' ? 'glove' : 'knee';
        for (const name of POSTSESSION_SENSORS[family]) {
          expect(entry[`${name}Min`]).toBeLessThanOrEqual(entry[`${name}Avg`] as number);
          expect(entry[`${name}Avg`]).toBeLessThanOrEqual(entry[`${name}Max`] as number);
        }
        for (const range of POSTSESSION_RANGES[family]) expect(typeof entry[range]).toBe('number');
        expect(entry.repetitions).toBeGreaterThan(0);
      }
    }
    const long = world.postsessions.find((p) => p.id === `postsession-${LONG_GLOVE_SESSION_ID}`)!.data;
    const left = long.entries.find((e) => e.side === 'Left')!;
    const angleX = storedSeries(LONG_GLOVE_SESSION_ID, DEMO_PATIENT_DEVICES.gloveLeft.id, 'AngleX');
    expect(left.wristXMax).toBe(Math.max(...angleX));
    expect(left.wristXROM).toBeCloseTo(Math.max(...angleX) - Math.min(...angleX), 2);
  });

  it('include several of the demo patient\'s in the last week, and none for Band, Neat or Test', () => {
    const demo = world.postsessions.filter((p) => p.data.userId === DEMO_ACCOUNTS.patient.uid);
    expect(demo.filter((p) => daysAgo(p.data.startTime.toDate()) <= 7).length).toBeGreaterThanOrEqual(3);
    const types = new Set(world.postsessions.flatMap((p) => p.data.entries.map((e) => e.deviceType)));
    expect([...types].sort()).toEqual(['Glove', 'Knee Brace', 'Knee Brace 2', 'Pants']);
  });
});

it('indexes session tags consistently with the sessions', () => {
  const tagged = new Map<string, string[]>();
  for (const { data } of world.sessions) for (const tag of data.tags) tagged.set(tag, [...(tagged.get(tag) ?? []), data.id]);
  expect(world.sessionTags.map((t) => t.id).sort()).toEqual([...tagged.keys()].sort());
  for (const { id: tag, data } of world.sessionTags) {
    expect(data.sessionsCount).toBe(tagged.get(tag)!.length);
    expect(Object.keys(data.sessions).sort()).toEqual([...tagged.get(tag)!].sort());
    for (const [sessionId, entry] of Object.entries(data.sessions)) {
      const session = world.sessions.find((s) => s.id === sessionId)!.data;
      expect(entry).toEqual({ date: session.date, movement: session.movements[0].name, userId: session.userId });
    }
  }
  expect(world.sessionTags.length).toBeGreaterThan(5);
});

it('spreads off-device sessions over the year, with exercises of the device type', () => {
  const offDevice = buildOffDeviceSessions([DEMO_PATIENT], clock);
  const ages = offDevice.map((doc) => daysAgo(doc.data.date.toDate()));
  expect(Math.max(...ages)).toBeLessThanOrEqual(366);
  expect(ages.filter((age) => age <= 7).length).toBeGreaterThanOrEqual(2);
  for (const { data } of offDevice) {
    expect(['Glove', 'Knee Brace']).toContain(data.deviceType);
    const names = exerciseNamesFor(data.deviceType as 'Glove' | 'Knee Brace');
    expect(Object.keys(data.exerciseReps).every((name) => names.includes(name))).toBe(true);
  }
});

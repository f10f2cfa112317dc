/**
 * Recorded therapy sessions and everything derived from them: the per-sensor
 * data bins, post-session summaries, the tag index; plus sessions done without
 * a device. Summaries are computed from the very signals that are stored, so
 * charts and post-session ranges agree.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { DELETED_SESSION_RETENTION_DAYS, deletionAuditId, type AuditEntry } from '@rehab/model/audit';
import type {
  DeletedSession,
  OffDeviceSession,
  Postsession,
  PostsessionEntry,
  SensorDataBin,
  SensorOverview,
  Session,
  SessionTag,
} from '@rehab/model/collections';
import { buildSensorOverview, sensorOverviewId } from '@rehab/model/sensorOverview';
import { POSTSESSION_RANGES, SENSORS_BY_DEVICE_TYPE, TIME_SENSOR } from '@rehab/model/sensors';
import { DEMO_ACCOUNTS, DEMO_PATIENT_DEVICES, LONG_GLOVE_SESSION_ID, type OwnedDevice } from './accounts';
import type { SeedClock } from './clock';
import { exerciseNamesFor } from './plans';
import type { PatientProfile } from './people';
import { Random } from './random';
import { MOVEMENTS, deviceMotion, planRecording, sensorSeries, signalFamily, timeSeries, type SignalFamily } from './signals';
import type { SeedDoc } from './seedDoc';

/** Samples per data_by_sensor document: keeps each bin far below Firestore's 1 MiB limit (6,000 numbers ≈ 48 KB). */
export const MAX_SAMPLES_PER_BIN = 6000;

/** Consecutive slices of at most `size` values, in order. */
export function splitIntoBins(values: readonly number[], size = MAX_SAMPLES_PER_BIN): number[][] {
  const bins: number[][] = [];
  for (let start = 0; start < values.length; start += size) bins.push(values.slice(start, start + size));
  return bins;
}

const NOTES: Record<SignalFamily, string[]> = {
  glove: [
    'Grip noticeably stronger than last week; no pain reported.',
    'Some stiffness in the wrist at the start, eased after warm-up.',
    'Patient fatigued during finger tapping, paused twice.',
    'Full wrist extension reached for the first time.',
  ],
  knee: [
    'Mild swelling after squats, iced afterwards.',
    'Knee flexion improving, close to 100 degrees.',
    'Reported pain 3/10 during heel slides.',
    'Good control on sit to stand, no compensation seen.',
  ],
  band: ['Warm room, sweating early.', 'Steady pace throughout.'],
  neat: ['Sensor placed near the window.', 'Taps were regular.'],
  test: ['Calibration run after firmware update.'],
};

/** A planned session: enough to generate the document and its signals. */
interface SessionPlan {
  id: string;
  userId: string;
  start: Date;
  /** the devices that recorded (glove sessions: both gloves) */
  devices: OwnedDevice[];
  family: SignalFamily;
  durationSeconds: number;
  sampleRateHz: number;
  movementNames: string[];
  notes: string;
  tags: string[];
  /** 0..1: how far the patient's movements go, improving over the year */
  progress: number;
}

/** A patient's devices grouped by signal family: one group records together. */
function deviceGroups(patient: PatientProfile): OwnedDevice[][] {
  const groups = new Map<SignalFamily, OwnedDevice[]>();
  for (const device of patient.devices) {
    const family = signalFamily(device.deviceType);
    groups.set(family, [...(groups.get(family) ?? []), device]);
  }
  return [...groups.values()];
}

/**
 * Days (negative, before today) of the demo patient's 60 sessions: several in
 * the last week and month, the rest spread over the year, so every time filter
 * has something to show.
 */
function demoPatientDays(random: Random): number[] {
  const lastWeek = [-1, -3, -5];
  const lastMonth = [-8, -10, -13, -16, -19, -22, -25, -28];
  const olderCount = 48;
  const older = Array.from({ length: olderCount }, (_, k) => Math.round(-32 - (k * 330) / (olderCount - 1)) + random.int(-1, 1));
  return [...lastWeek, ...lastMonth, ...older];
}

function otherPatientDays(random: Random): number[] {
  const count = random.int(3, 8);
  // One session in the last fortnight, so the patient shows up under recent filters too.
  const days = [-random.int(1, 14), ...Array.from({ length: count - 1 }, () => -random.int(15, 360))];
  return [...new Set(days)];
}

/**
 * 20-90 s (20-40 s for the 33-channel Test device), mostly towards the short
 * end: keeps the stored samples, and so the seed's run time, in check.
 */
function shortSessionSeconds(family: SignalFamily, random: Random): number {
  return 20 + Math.round((family === 'test' ? 20 : 70) * random.float() ** 2);
}

function pickTags(random: Random, isFirst: boolean, isPostOp: boolean, hour: number): string[] {
  const tags = new Set<string>();
  if (isFirst) tags.add('baseline');
  if (isPostOp) tags.add('post-op');
  if (random.chance(0.15)) tags.add('pain');
  if (random.chance(0.2)) tags.add('follow-up');
  tags.add(random.chance(0.45) ? 'home' : 'clinic');
  if (hour < 10 && random.chance(0.5)) tags.add('morning');
  // A third of the sessions carry no tags at all, as clinicians tag sporadically.
  return isFirst || random.chance(0.66) ? [...tags] : [];
}

function sessionIdFor(uid: string, index: number): string {
  return `session-${uid.replace(/^demo-/, '')}-${String(index + 1).padStart(3, '0')}`;
}

/** The long recording: 10 minutes of both gloves at 100 Hz, two days ago. */
function longGloveSession(patient: PatientProfile, clock: SeedClock): SessionPlan {
  return {
    id: LONG_GLOVE_SESSION_ID,
    userId: patient.account.uid,
    start: clock.at(-2, 10, 0),
    devices: [DEMO_PATIENT_DEVICES.gloveLeft, DEMO_PATIENT_DEVICES.gloveRight],
    family: 'glove',
    durationSeconds: 600,
    sampleRateHz: 100,
    movementNames: ['Wrist flexion', 'Finger tapping', 'Grip squeeze', 'Forearm rotation'],
    notes: 'Full 10-minute protocol. Steady rhythm on every movement; right hand slightly ahead of the left.',
    tags: ['follow-up', 'clinic'],
    progress: 0.95,
  };
}

/** Every session of every patient, in date order per patient. */
function planSessions(patients: readonly PatientProfile[], demoPatientUid: string, clock: SeedClock): SessionPlan[] {
  return patients.flatMap((patient) => {
    const uid = patient.account.uid;
    const random = Random.for(`sessions/${uid}`);
    const isDemo = uid === demoPatientUid;
    // Distinct days in ascending order, so the numbering of the ids follows the dates.
    const daily = Array.from({ length: patient.dailySessionDays ?? 0 }, (_, k) => -1 - k);
    const spread = patient.sessionDaysAgo ?? (isDemo ? demoPatientDays(random) : otherPatientDays(random));
    const days = [...new Set([...spread, ...daily])].sort((a, b) => a - b);
    const groups = deviceGroups(patient);
    const plans = days.map((day, index): SessionPlan => {
      const hour = random.int(8, 17);
      // Every device group records at least once; the demo patient's last week covers both his gloves and his knee brace.
      const devices = index < groups.length || (isDemo && day >= -7) ? groups[index % groups.length] : random.pick(groups);
      const family = signalFamily(devices[0].deviceType);
      const movements = MOVEMENTS[family].map((m) => m.name);
      return {
        id: sessionIdFor(uid, index),
        userId: uid,
        start: clock.at(day, hour, random.pick([0, 15, 30, 45]), random.int(0, 59)),
        devices,
        family,
        durationSeconds: shortSessionSeconds(family, random),
        sampleRateHz: 50,
        movementNames: random.sample(movements, Math.min(movements.length, random.int(2, 4))),
        notes: random.chance(0.45) ? random.pick(NOTES[family]) : '',
        tags: pickTags(random, index === 0, isDemo && day < -240, hour),
        progress: Math.min(1, 0.55 + 0.4 * (1 + day / 365) + random.between(-0.04, 0.04)) * (patient.setbackDays !== undefined && day >= -patient.setbackDays ? SETBACK : 1),
      };
    });
    if (isDemo) plans.push(longGloveSession(patient, clock));
    return plans.sort((a, b) => a.start.getTime() - b.start.getTime());
  });
}

/** How far a patient's movements go during a setback (PatientProfile.setbackDays), against before. */
const SETBACK = 0.75;

/** The affected side moves less: the demo world's patients favour their left side. */
const SIDE_EFFORT = { Left: 0.85, Right: 1 } as const;

/** A session with its generated signals: series by device id, then by sensor id ('Time' included). */
interface RecordedSession {
  plan: SessionPlan;
  session: Session;
  series: Map<string, Map<string, number[]>>;
  repetitions: number;
}

function recordSession(plan: SessionPlan): RecordedSession {
  const random = Random.for(`recording/${plan.id}`);
  const recording = planRecording(plan.family, plan.movementNames, plan.durationSeconds, plan.sampleRateHz, random);
  const startMs = plan.start.getTime();
  const time = timeSeries(startMs, recording);
  const series = new Map<string, Map<string, number[]>>();
  for (const device of plan.devices) {
    const motion = deviceMotion(recording, Random.for(`motion/${plan.id}/${device.id}`));
    const bySensor = new Map<string, number[]>([[TIME_SENSOR, time]]);
    for (const sensorId of SENSORS_BY_DEVICE_TYPE[device.deviceType]) {
      const noise = Random.for(`signal/${plan.id}/${device.id}/${sensorId}`);
      bySensor.set(sensorId, sensorSeries(recording, motion, sensorId, plan.progress * SIDE_EFFORT[device.side], noise));
    }
    series.set(device.id, bySensor);
  }
  const session: Session = {
    id: plan.id,
    date: Timestamp.fromDate(plan.start),
    userId: plan.userId,
    devices: plan.devices.map((device) => device.id),
    movements: recording.windows.map((window) => ({ name: window.name, startTime: time[window.startSample] })),
    notes: plan.notes,
    tags: plan.tags,
    removedTimePoints: [],
  };
  const repetitions = recording.windows.reduce((sum, window) => sum + window.repetitions, 0);
  return { plan, session, series, repetitions };
}

/** data_by_sensor documents of one session: every device's Time and sensor series, binned. */
function sensorDataBins(recorded: RecordedSession): SeedDoc<SensorDataBin>[] {
  const docs: SeedDoc<SensorDataBin>[] = [];
  for (const [deviceId, bySensor] of recorded.series) {
    for (const [sensorId, values] of bySensor) {
      splitIntoBins(values).forEach((bin, binId) => {
        docs.push({
          id: `${recorded.session.id}_${deviceId}_${sensorId}_${binId}`,
          data: { sessionId: recorded.session.id, sensorId, deviceId, binId, values: bin },
        });
      });
    }
  }
  return docs;
}

/** sensorOverviews: what the onSensorBinWritten function keeps for these bins, built by the same function (its triggers then find them done). */
export function buildSensorOverviews(bins: readonly SeedDoc<SensorDataBin>[]): SeedDoc<SensorOverview>[] {
  const bySession = new Map<string, SeedDoc<SensorDataBin>[]>();
  for (const bin of bins) {
    const list = bySession.get(bin.data.sessionId);
    if (list) list.push(bin);
    else bySession.set(bin.data.sessionId, [bin]);
  }
  return [...bySession].flatMap(([sessionId, sessionBins]) => {
    const sensorIds = [...new Set(sessionBins.map((bin) => bin.data.sensorId).filter((sensorId) => sensorId !== TIME_SENSOR))];
    return sensorIds.flatMap((sensorId) => {
      const overview = buildSensorOverview(sessionId, sensorId, sessionBins);
      return overview ? [{ id: sensorOverviewId(sessionId, sensorId), data: overview }] : [];
    });
  });
}

/** Post-session metric name of each glove and knee sensor (the Palm pressure is the grasp). */
const POSTSESSION_NAME: Record<string, string> = {
  AngleX: 'wristX',
  AngleY: 'wristY',
  AngleZ: 'wristZ',
  Pinky: 'pinky',
  Ring: 'ring',
  Middle: 'middle',
  Index: 'index',
  Thumb: 'thumb',
  Palm: 'grasp',
  Angle: 'knee',
  Hamstring: 'hamstring',
  Shin: 'shin',
  Quad: 'quad',
  Calf: 'calf',
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function stats(values: readonly number[]): { min: number; max: number; avg: number } {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
  }
  return { min: round2(min), max: round2(max), avg: round2(sum / values.length) };
}

/** Post-session summary of a glove, knee brace or pants session (other families have none). */
function postsessionOf(recorded: RecordedSession): Postsession | null {
  const family = recorded.plan.family;
  if (family !== 'glove' && family !== 'knee') return null;
  const entries = recorded.plan.devices.map((device): PostsessionEntry => {
    const bySensor = recorded.series.get(device.id)!;
    const entry: PostsessionEntry = { deviceType: device.deviceType, side: device.side, repetitions: recorded.repetitions };
    for (const sensorId of SENSORS_BY_DEVICE_TYPE[device.deviceType]) {
      const { min, max, avg } = stats(bySensor.get(sensorId)!);
      const name = POSTSESSION_NAME[sensorId];
      entry[`${name}Min`] = min;
      entry[`${name}Max`] = max;
      entry[`${name}Avg`] = avg;
    }
    for (const range of POSTSESSION_RANGES[family]) {
      const name = range.replace(/(ROM|Range)$/, '');
      entry[range] = round2((entry[`${name}Max`] as number) - (entry[`${name}Min`] as number));
    }
    return entry;
  });
  return { userId: recorded.session.userId, sessionId: recorded.session.id, startTime: recorded.session.date, entries };
}

/** sessionTags/{tag}: how many sessions carry each tag, and which. */
function indexSessionTags(sessions: readonly Session[]): SeedDoc<SessionTag>[] {
  const byTag = new Map<string, SessionTag>();
  for (const session of sessions) {
    for (const tag of session.tags) {
      const entry = byTag.get(tag) ?? { sessionsCount: 0, sessions: {} };
      entry.sessionsCount += 1;
      entry.sessions[session.id] = { date: session.date, movement: session.movements[0]?.name ?? '', userId: session.userId };
      byTag.set(tag, entry);
    }
  }
  return [...byTag].map(([tag, data]) => ({ id: tag, data }));
}

export interface SessionCollections {
  sessions: SeedDoc<Session>[];
  sensorData: SeedDoc<SensorDataBin>[];
  postsessions: SeedDoc<Postsession>[];
  sessionTags: SeedDoc<SessionTag>[];
  sessionIdsByUser: Map<string, string[]>;
}

export function buildSessions(patients: readonly PatientProfile[], demoPatientUid: string, clock: SeedClock): SessionCollections {
  const result: SessionCollections = { sessions: [], sensorData: [], postsessions: [], sessionTags: [], sessionIdsByUser: new Map() };
  for (const plan of planSessions(patients, demoPatientUid, clock)) {
    const recorded = recordSession(plan);
    result.sessions.push({ id: plan.id, data: recorded.session });
    result.sensorData.push(...sensorDataBins(recorded));
    const postsession = postsessionOf(recorded);
    if (postsession) result.postsessions.push({ id: `postsession-${plan.id}`, data: postsession });
    result.sessionIdsByUser.set(plan.userId, [...(result.sessionIdsByUser.get(plan.userId) ?? []), plan.id]);
  }
  result.sessionTags = indexSessionTags(result.sessions.map((doc) => doc.data));
  return result;
}

/** The session the demo doctor deleted three days ago: restorable from the admin console (deletedSessions). */
export const DELETED_SESSION_ID = 'session-grace-deleted';

export interface DeletedSessionSeed {
  /** its sensor bins, which stay in data_by_sensor until the purge */
  sensorData: SeedDoc<SensorDataBin>[];
  deletedSession: SeedDoc<DeletedSession>;
  /** the audit entry of the deletion */
  entry: SeedDoc<AuditEntry>;
}

export function buildDeletedSession(patient: PatientProfile, clock: SeedClock): DeletedSessionSeed {
  const devices = deviceGroups(patient)[0];
  const family = signalFamily(devices[0].deviceType);
  const recorded = recordSession({
    id: DELETED_SESSION_ID,
    userId: patient.account.uid,
    start: clock.at(-9, 11, 15),
    devices,
    family,
    durationSeconds: 30,
    sampleRateHz: 50,
    movementNames: MOVEMENTS[family].slice(0, 2).map((m) => m.name),
    notes: 'Recorded with the sleeve on the wrong leg.',
    tags: ['clinic'],
    progress: 0.8,
  });
  const postsession = postsessionOf(recorded);
  const deletedAt = clock.timestamp(-3, 16, 5);
  const doctor = DEMO_ACCOUNTS.doctor;
  const entryId = deletionAuditId('sessions', DELETED_SESSION_ID, undefined);
  const date = recorded.session.date;
  return {
    sensorData: sensorDataBins(recorded),
    deletedSession: {
      id: DELETED_SESSION_ID,
      data: {
        session: recorded.session,
        userId: patient.account.uid,
        postsessions: postsession ? { [`postsession-${DELETED_SESSION_ID}`]: postsession } : {},
        tags: { clinic: { date, movement: recorded.session.movements[0]?.name ?? '', userId: patient.account.uid } },
        deletedAt,
        deletedBy: doctor.uid,
        purgeAfter: Timestamp.fromMillis(deletedAt.toMillis() + DELETED_SESSION_RETENTION_DAYS * 24 * 60 * 60 * 1000),
        auditId: entryId,
      },
    },
    entry: {
      id: entryId,
      data: {
        actorUid: doctor.uid,
        actorRole: 'doctor',
        actorName: `${doctor.firstName} ${doctor.lastName}`,
        action: 'session.deleted',
        target: { collection: 'sessions', id: DELETED_SESSION_ID },
        patientUid: patient.account.uid,
        changes: { date: { before: date, after: null } },
        at: deletedAt,
      },
    },
  };
}

/** offDeviceSessions: exercises done without a device, every nine days or so over the year, three in the last week. */
export function buildOffDeviceSessions(patients: readonly PatientProfile[], clock: SeedClock): SeedDoc<OffDeviceSession>[] {
  return patients.flatMap((patient) => {
    const random = Random.for(`offDevice/${patient.account.uid}`);
    const families = new Set(patient.devices.map((d) => signalFamily(d.deviceType)));
    const deviceTypes = (['Glove', 'Knee Brace'] as const).filter((type) => families.has(signalFamily(type)));
    if (deviceTypes.length === 0) return [];
    const days = [-1, -4, -6, ...Array.from({ length: 40 }, (_, k) => -8 - k * 9 + random.int(-2, 2))];
    return days.map((day, index) => {
      const deviceType = random.pick(deviceTypes);
      const exercises = random.sample(exerciseNamesFor(deviceType), random.int(2, 4));
      return {
        id: `offdevice-${patient.account.uid.replace(/^demo-/, '')}-${String(index + 1).padStart(3, '0')}`,
        data: {
          userId: patient.account.uid,
          date: clock.timestamp(day, random.int(7, 20), random.int(0, 59)),
          deviceType,
          exerciseReps: Object.fromEntries(exercises.map((name) => [name, random.int(5, 30)])),
        },
      };
    });
  });
}

import { describe, expect, it } from 'vitest';
import {
  VIDEO_PRESENCE_TIMEOUT_SECONDS,
  firstOverlapStart,
  mergeRuns,
  overlapSeconds,
  presenceRun,
  runIntervals,
  visitConnection,
  visitEndedAt,
  type CurrentPresence,
  type MediaRuns,
} from './videoVisits';

const S = 1000;
const at = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis), seconds: Math.floor(millis / S), nanoseconds: 0 });
const WINDOW = { opens: 0, closes: 10_000 * S };

/** A heartbeat's run: media since `since` (null: none), seen at `lastSeen`. */
const beat = (since: number | null, lastSeen: number): MediaRuns => presenceRun({ mediaSince: since === null ? null : at(since), lastSeen: at(lastSeen) });

/** mulberry32, for a shuffle that can be replayed from its seed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('media runs', () => {
  it('take a heartbeat with media as its run, one without as none', () => {
    expect(beat(5 * S, 25 * S)).toEqual({ [String(5 * S)]: 25 * S });
    expect(beat(null, 25 * S)).toEqual({});
    expect(presenceRun({ lastSeen: at(25 * S) })).toEqual({});
  });

  it('give the same runs whatever the order, repetition or grouping of the heartbeats', () => {
    const beats = [beat(0, 0), beat(0, 10 * S), beat(0, 20 * S), beat(null, 25 * S), beat(30 * S, 30 * S), beat(30 * S, 40 * S), beat(30 * S, 45 * S)];
    const expected = { '0': 20 * S, [String(30 * S)]: 45 * S };
    expect(mergeRuns(...beats)).toEqual(expected);
    for (const seed of [1, 2, 3, 42, 20_240_917]) {
      const twice = shuffled([...beats, ...beats], seed);
      expect(mergeRuns(mergeRuns(...twice.slice(0, 5)), mergeRuns(...twice.slice(5))), `seed ${seed}`).toEqual(expected);
    }
  });

  it('are intervals from mediaSince to the latest heartbeat, within the window', () => {
    expect(runIntervals({ [String(30 * S)]: 45 * S, '0': 20 * S }, WINDOW)).toEqual([{ start: 0, end: 20 * S }, { start: 30 * S, end: 45 * S }]);
    expect(runIntervals({ [String(-5 * S)]: 20 * S, [String(90 * S)]: 120 * S, [String(200 * S)]: 210 * S }, { opens: 0, closes: 100 * S })).toEqual([
      { start: 0, end: 20 * S },
      { start: 90 * S, end: 100 * S },
    ]);
  });
});

describe('the connection of both participants', () => {
  it('counts the seconds both were present, and finds when that began', () => {
    const doctor = [{ start: 0, end: 100 * S }, { start: 200 * S, end: 260 * S }];
    const patient = [{ start: 30 * S, end: 230 * S }];
    expect(overlapSeconds(doctor, patient)).toBe(100);
    expect(firstOverlapStart(doctor, patient)).toBe(30 * S);
    expect(firstOverlapStart(doctor, [{ start: 120 * S, end: 180 * S }])).toBeNull();
  });

  it('is the overlap of both unions of runs, with the last instant any media flowed', () => {
    const doctor = { '0': 100 * S, [String(200 * S)]: 260 * S };
    const patient = { [String(30 * S)]: 230 * S };
    expect(visitConnection(doctor, patient, WINDOW)).toEqual({ connectedSeconds: 100, start: 30 * S, lastMedia: 260 * S });
    expect(visitConnection({}, {}, WINDOW)).toEqual({ connectedSeconds: 0, start: null, lastMedia: null });
  });
});

describe('visitEndedAt', () => {
  const connected = visitConnection({ '0': 100 * S }, { '0': 90 * S }, WINDOW);
  const present = (lastSeen: number, left = false): CurrentPresence => ({ lastSeen, left });
  const timeout = VIDEO_PRESENCE_TIMEOUT_SECONDS * S;
  const judge = (storedEndedAt: number | null, presences: (CurrentPresence | undefined)[], now: number, connection = connected) =>
    visitEndedAt({ storedEndedAt, connection, presences, closes: WINDOW.closes, now });

  it('goes on while one of the two connected is still there, and ends at the last media once both left or went silent', () => {
    expect(judge(null, [present(100 * S), present(95 * S, true)], 120 * S)).toBeNull();
    expect(judge(null, [present(105 * S, true), present(95 * S, true)], 120 * S)).toBe(100 * S);
    expect(judge(null, [present(100 * S), undefined], 100 * S + timeout + 1)).toBe(100 * S);
  });

  it('waits for the window to close before they were ever connected, and ends at its close', () => {
    const alone = visitConnection({ '0': 100 * S }, {}, WINDOW);
    expect(judge(null, [present(100 * S, true), undefined], 10 * 60 * S, alone)).toBeNull();
    expect(judge(null, [present(100 * S, true), undefined], WINDOW.closes + 1, alone)).toBe(100 * S);
    expect(judge(null, [undefined, undefined], WINDOW.closes + 1, visitConnection({}, {}, WINDOW))).toBe(WINDOW.closes);
  });

  it('keeps an ended visit ended, unless media flowed after its end: then it is judged again', () => {
    expect(judge(100 * S, [present(300 * S), present(300 * S)], 301 * S)).toBe(100 * S);
    const redialled = visitConnection({ '0': 100 * S, [String(200 * S)]: 300 * S }, { '0': 90 * S, [String(205 * S)]: 300 * S }, WINDOW);
    expect(judge(100 * S, [present(300 * S), present(300 * S)], 301 * S, redialled)).toBeNull();
    expect(judge(100 * S, [present(305 * S, true), present(305 * S, true)], 306 * S, redialled)).toBe(300 * S);
  });
});

import { describe, expect, it } from 'vitest';
import { VIDEO_PRESENCE_TIMEOUT_SECONDS, applyPresenceBeat, firstOverlapStart, overlapSeconds, type PresenceInterval } from './videoVisits';

const S = 1000;
const beat = (at: number, mediaFlowing = true, left = false) => ({ at, mediaFlowing, left });
const FAR = 10_000 * S;

/** The intervals a sequence of beats makes, from none. */
function replay(beats: ReturnType<typeof beat>[], closesAt = FAR) {
  let state: { intervals: PresenceInterval[]; open: boolean } = { intervals: [], open: false };
  for (const b of beats) state = applyPresenceBeat(state.intervals, state.open, b, closesAt);
  return state;
}

describe('applyPresenceBeat', () => {
  it('extends the open interval with each heartbeat while media flows', () => {
    expect(replay([beat(0), beat(10 * S), beat(20 * S)])).toEqual({ intervals: [{ start: 0, end: 20 * S }], open: true });
  });

  it('starts a new interval after a silence longer than the timeout, or after media stopped', () => {
    const late = VIDEO_PRESENCE_TIMEOUT_SECONDS * S + 1;
    expect(replay([beat(0), beat(10 * S), beat(10 * S + late)]).intervals).toEqual([{ start: 0, end: 10 * S }, { start: 10 * S + late, end: 10 * S + late }]);
    expect(replay([beat(0), beat(10 * S), beat(20 * S, false), beat(30 * S), beat(40 * S)]).intervals).toEqual([{ start: 0, end: 10 * S }, { start: 30 * S, end: 40 * S }]);
  });

  it('closes on leaving, ignores a beat delivered twice or late, and stops at the window', () => {
    expect(replay([beat(0), beat(10 * S), beat(15 * S, true, true), beat(20 * S)]).intervals).toEqual([{ start: 0, end: 10 * S }, { start: 20 * S, end: 20 * S }]);
    expect(replay([beat(0), beat(10 * S), beat(10 * S), beat(5 * S, false)])).toEqual({ intervals: [{ start: 0, end: 10 * S }], open: true });
    expect(replay([beat(0), beat(10 * S), beat(20 * S)], 15 * S).intervals).toEqual([{ start: 0, end: 15 * S }]);
  });
});

describe('overlap of the two presences', () => {
  it('counts the seconds both were present, and finds when that began', () => {
    const doctor = [{ start: 0, end: 100 * S }, { start: 200 * S, end: 260 * S }];
    const patient = [{ start: 30 * S, end: 230 * S }];
    expect(overlapSeconds(doctor, patient)).toBe(100);
    expect(firstOverlapStart(doctor, patient)).toBe(30 * S);
    expect(firstOverlapStart(doctor, [{ start: 120 * S, end: 180 * S }])).toBeNull();
  });
});

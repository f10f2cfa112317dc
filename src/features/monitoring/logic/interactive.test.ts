import { describe, expect, it } from 'vitest';
import { isAppointmentUnderway, isLiveExchange } from './interactive';

const MIN = 60_000;

describe('real-time interactive communication', () => {
  it('is a chat exchange with an answer within ten minutes during the visit', () => {
    const doctor = 'doc';
    expect(isLiveExchange([{ senderID: 'doc', at: 0 }, { senderID: 'pat', at: 9 * MIN }], doctor, 0)).toBe(true);
    expect(isLiveExchange([{ senderID: 'pat', at: 0 }, { senderID: 'doc', at: 2 * MIN }], doctor, 0)).toBe(true);
    expect(isLiveExchange([{ senderID: 'doc', at: 0 }, { senderID: 'pat', at: 11 * MIN }], doctor, 0)).toBe(false);
    expect(isLiveExchange([{ senderID: 'doc', at: 0 }, { senderID: 'doc', at: MIN }], doctor, 0)).toBe(false);
    // Before the visit started: an old exchange does not count.
    expect(isLiveExchange([{ senderID: 'doc', at: 0 }, { senderID: 'pat', at: MIN }], doctor, 5 * MIN)).toBe(false);
  });

  it('is an appointment opened around its time', () => {
    const at = 100 * MIN;
    expect(isAppointmentUnderway(at, at - 16 * MIN)).toBe(false);
    expect(isAppointmentUnderway(at, at - 15 * MIN)).toBe(true);
    expect(isAppointmentUnderway(at, at + 60 * MIN)).toBe(true);
    expect(isAppointmentUnderway(at, at + 61 * MIN)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { doctorShouldOffer, isForAttempt, newCallId, newestOffer, type ReceivedSignal } from './signalling';

const signal = (over: Partial<ReceivedSignal>): ReceivedSignal => ({
  id: 's',
  from: 'doctor',
  to: 'patient',
  type: 'offer',
  callId: 'a1',
  sdp: 'v=0',
  at: 1,
  ...over,
});

describe('the doctor offers', () => {
  it('when the patient is in the call and no attempt is under way', () => {
    expect(doctorShouldOffer({ callId: 'p1', left: false }, null)).toBe(true);
  });

  it('not while the patient is away or has left', () => {
    expect(doctorShouldOffer(null, null)).toBe(false);
    expect(doctorShouldOffer({ callId: 'p1', left: true }, null)).toBe(false);
  });

  it('once per patient arrival: not again for the same callId, nor once the patient took the offer', () => {
    const attempt = { callId: 'a1', forPatientCallId: 'p1' };
    expect(doctorShouldOffer({ callId: 'p1', left: false }, attempt)).toBe(false);
    expect(doctorShouldOffer({ callId: 'a1', left: false }, attempt)).toBe(false);
  });

  it('again when the patient comes back under a new callId (a reload)', () => {
    expect(doctorShouldOffer({ callId: 'p2', left: false }, { callId: 'a1', forPatientCallId: 'p1' })).toBe(true);
  });
});

describe('the patient takes', () => {
  it('the newest offer of the doctor, not the attempt already taken nor anyone else’s', () => {
    const older = signal({ id: '1', callId: 'a1', at: 10 });
    const newer = signal({ id: '2', callId: 'a2', at: 20 });
    const stranger = signal({ id: '3', callId: 'a3', from: 'other', at: 30 });
    const candidate = signal({ id: '4', callId: 'a4', type: 'candidate', at: 40 });
    expect(newestOffer([newer, older, stranger, candidate], 'doctor', null)?.id).toBe('2');
    expect(newestOffer([newer], 'doctor', 'a2')).toBeNull();
  });

  it('the signals of the current attempt only', () => {
    expect(isForAttempt(signal({ type: 'candidate', from: 'patient', callId: 'a1' }), 'patient', 'a1')).toBe(true);
    expect(isForAttempt(signal({ type: 'candidate', from: 'patient', callId: 'a0' }), 'patient', 'a1')).toBe(false);
    expect(isForAttempt(signal({ type: 'hangup', from: 'patient', callId: 'a1' }), 'patient', null)).toBe(false);
  });
});

describe('call ids', () => {
  it('are fresh each time', () => {
    expect(newCallId()).not.toBe(newCallId());
    expect(newCallId()).toMatch(/^[0-9a-z]{20}$/);
  });
});

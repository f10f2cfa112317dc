import { describe, expect, it } from 'vitest';
import {
  BOOKING_COLOURS,
  QUARTER_HOUR_MS,
  SCHEDULE_COLOURS,
  appointmentLocation,
  appointmentTime,
  bookingColours,
  isNotInThePast,
  mergeById,
  roundToQuarterHour,
  scheduleColours,
  videoLink,
} from './appointmentRules';

const at = (iso: string) => new Date(iso).getTime();

describe('booked time', () => {
  it('rounds to the nearest 15 minutes (900000 ms)', () => {
    expect(QUARTER_HOUR_MS).toBe(900000);
    expect(roundToQuarterHour(at('2030-03-04T10:07:00Z'))).toBe(at('2030-03-04T10:00:00Z'));
    expect(roundToQuarterHour(at('2030-03-04T10:08:00Z'))).toBe(at('2030-03-04T10:15:00Z'));
    expect(roundToQuarterHour(at('2030-03-04T10:52:30Z'))).toBe(at('2030-03-04T11:00:00Z'));
    expect(roundToQuarterHour(at('2030-03-04T10:30:00Z'))).toBe(at('2030-03-04T10:30:00Z'));
  });

  it('accepts the current minute and later, refuses earlier', () => {
    const now = at('2030-03-04T10:07:40Z');
    expect(isNotInThePast(at('2030-03-04T10:07:00Z'), now)).toBe(true);
    expect(isNotInThePast(at('2030-03-04T12:00:00Z'), now)).toBe(true);
    expect(isNotInThePast(at('2030-03-04T10:06:00Z'), now)).toBe(false);
  });

  it('never books before now: a time rounded down into the past moves to the next quarter hour', () => {
    const now = at('2030-03-04T10:05:00Z');
    expect(appointmentTime(at('2030-03-04T10:05:00Z'), now)).toBe(at('2030-03-04T10:15:00Z'));
    expect(appointmentTime(at('2030-03-04T10:40:00Z'), now)).toBe(at('2030-03-04T10:45:00Z'));
    expect(appointmentTime(at('2030-03-04T10:10:00Z'), now)).toBe(at('2030-03-04T10:15:00Z'));
  });
});

describe('location', () => {
  const base = { customLocation: null, videoLink: videoLink('abc'), profileAddress: '1 Main St' };

  it('uses the video link for an online appointment', () => {
    expect(appointmentLocation({ ...base, isOnline: true, customLocation: 'Clinic B' })).toEqual({ location: 'https://meet.jit.si/texavie-abc' });
  });

  it('uses the typed location for a custom one', () => {
    expect(appointmentLocation({ ...base, isOnline: false, customLocation: '  Clinic B ' })).toEqual({ location: 'Clinic B' });
  });

  it("otherwise uses the doctor's profile address", () => {
    expect(appointmentLocation({ ...base, isOnline: false })).toEqual({ location: '1 Main St' });
    expect(appointmentLocation({ ...base, isOnline: false, customLocation: '   ' })).toEqual({ location: '1 Main St' });
  });

  it('stops without any address', () => {
    expect(appointmentLocation({ ...base, isOnline: false, profileAddress: ' ' })).toEqual({ error: 'noAddress' });
  });
});

describe('calendar colours', () => {
  const me = 'doctor-1';
  const selected = 'patient-1';

  it('shows own appointments blue, and green (#88FF88) with the selected patient', () => {
    expect(bookingColours({ doctorID: me, userID: 'patient-2' }, me, selected)?.backgroundColor).toBe(BOOKING_COLOURS.own);
    expect(bookingColours({ doctorID: me, userID: 'patient-2' }, me, null)?.backgroundColor).toBe(BOOKING_COLOURS.own);
    expect(bookingColours({ doctorID: me, userID: selected }, me, selected)?.backgroundColor).toBe('#88FF88');
  });

  it("shows the selected patient's appointments with another doctor black (#000000)", () => {
    expect(bookingColours({ doctorID: 'doctor-2', userID: selected }, me, selected)).toEqual({
      backgroundColor: '#000000',
      borderColor: '#000000',
      textColor: '#ffffff',
    });
  });

  it("does not show another doctor's appointment with anyone else", () => {
    expect(bookingColours({ doctorID: 'doctor-2', userID: 'patient-2' }, me, selected)).toBeNull();
    expect(bookingColours({ doctorID: 'doctor-2', userID: selected }, me, null)).toBeNull();
  });

  it('colours the dashboard schedule online green and in-person blue', () => {
    expect(scheduleColours({ isOnline: true }).backgroundColor).toBe(SCHEDULE_COLOURS.online);
    expect(scheduleColours({ isOnline: false }).backgroundColor).toBe(SCHEDULE_COLOURS.inPerson);
  });
});

describe('mergeById', () => {
  it('keeps one copy of an appointment found by both queries', () => {
    const a = { docId: 'a', n: 1 };
    const b = { docId: 'b', n: 2 };
    expect(mergeById([a, b], [{ docId: 'a', n: 1 }])).toHaveLength(2);
  });
});

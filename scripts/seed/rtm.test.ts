import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { claimLines, type RtmPatientInput } from '@rehab/model/rtmClaims';
import { DEMO_ACCOUNTS, PATIENT_OF_BOTH_CLINICS, RTM_PATIENTS } from './accounts';
import { buildWorld } from './world';

const now = new Date(2026, 2, 20, 15, 0);
const world = buildWorld(now);
const { managementTime, monitoring, rtmContacts, rtmMonthClosures, rtmAmendments } = world.collections;
const entryAt = (ref: string) => {
  const [monthId, entryId] = ref.split('/');
  return managementTime.find((doc) => doc.id === monthId)?.data.entries[entryId];
};

/** The demo doctor's claim lines of a month, as the rtmClaims function computes them from the seeded documents. */
function linesOf(month: string) {
  const doctorId = DEMO_ACCOUNTS.doctor.uid;
  const patients: RtmPatientInput[] = Object.values(RTM_PATIENTS).map(({ uid, firstName }) => ({
    patientId: uid,
    patientName: firstName,
    monitoring: monitoring.find((doc) => doc.id === uid)?.data,
    entries: managementTime
      .filter((doc) => doc.data.doctorId === doctorId && doc.data.patientId === uid)
      .flatMap((doc) => Object.entries(doc.data.entries).map(([id, entry]) => ({ id: `${doc.id}/${id}`, start: entry.start.toMillis(), seconds: entry.seconds }))),
    contacts: rtmContacts
      .filter((doc) => doc.data.doctorId === doctorId && doc.data.patientId === uid)
      .map((doc) => ({ id: doc.id, start: doc.data.start.toMillis(), seconds: doc.data.seconds, kind: doc.data.kind })),
  }));
  const lines = claimLines({ doctorId, timeZone: DEFAULT_TIME_ZONE, month, now: now.getTime(), patients });
  return lines.map((line) => `${line.patientName} ${line.code}×${line.units}${line.dataDays === null ? ` ${line.minutes} min` : ` ${line.dataDays} days`}`);
}

describe('RTM billing evidence in the demo world', () => {
  it('ties each attested call to its time entry, of the same start and length', () => {
    expect(rtmContacts.length).toBeGreaterThan(0);
    for (const { data } of rtmContacts) {
      expect(data.source).toBe('attested');
      expect([DEMO_ACCOUNTS.doctor.uid, DEMO_ACCOUNTS.clinician.uid]).toContain(data.doctorId);
      expect(['phone', 'video']).toContain(data.kind);
      expect(entryAt(data.entryRef!)).toMatchObject({ start: data.start, seconds: data.seconds, interactive: true });
    }
  });

  it("closes the demo doctor's month before last, amended once with the entry it wrote inside the month", () => {
    expect(rtmMonthClosures.map((doc) => doc.id)).toEqual([`${DEMO_ACCOUNTS.doctor.uid}_2026-01`]);
    const [closure] = rtmMonthClosures.map((doc) => doc.data);
    const [amendment] = rtmAmendments.map((doc) => doc.data);
    expect(amendment).toMatchObject({ month: '2026-01', change: { type: 'addTime', minutes: 15 } });
    const entry = entryAt(amendment.target)!;
    expect(entry.seconds).toBe(15 * 60);
    expect(entry.start.toMillis()).toBeGreaterThanOrEqual(closure.from.toMillis());
    expect(entry.start.toMillis()).toBeLessThan(closure.to.toMillis());
  });

  it("bills every code across the RTM demo's patients: 1, 2, 15, 16 and 30 data days; 9 to 60 minutes with and without a call", () => {
    // The first 30-day period (35 to 6 days ago) ended on 14 March: its device codes are March's; set-ups go to the
    // month of the second data day (Kofi's and Omar's in March, Lena's, Ravi's and Zoe's in February).
    expect(linesOf('2026-03')).toEqual([
      'Kofi 98975×1 2 days',
      'Kofi 98985×1 2 days',
      'Kofi 98979×1 10 min',
      'Lena 98985×1 15 days',
      'Lena 98979×1 19 min',
      'Omar 98975×1 2 days',
      'Ravi 98977×1 16 days',
      'Ravi 98980×1 20 min',
      'Zoe 98977×1 30 days',
      'Zoe 98980×1 40 min',
      'Zoe 98981×1 40 min',
    ]);
    // Last month: 60, 40 and 39 minutes with a call; 20 and 10 without one bill nothing.
    expect(linesOf('2026-02')).toEqual([
      'Ines 98980×1 60 min',
      'Ines 98981×2 60 min',
      'Kofi 98980×1 40 min',
      'Kofi 98981×1 40 min',
      'Lena 98975×1 2 days',
      'Lena 98980×1 39 min',
      'Ravi 98975×1 2 days',
      'Zoe 98975×1 2 days',
    ]);
  });

  it('gives Omar 12 minutes this month and no call: the worklist asks for one', () => {
    const omar = RTM_PATIENTS.needsCall.uid;
    expect(rtmContacts.some((doc) => doc.data.patientId === omar)).toBe(false);
    expect(linesOf('2026-03').some((line) => line.startsWith('Omar') && line.endsWith('min'))).toBe(false);
    const month = managementTime.find((doc) => doc.data.patientId === omar)!.data;
    expect(Object.values(month.entries).reduce((sum, entry) => sum + entry.seconds, 0)).toBe(12 * 60);
  });

  it("gives Northside's physical therapist last month on Ravi a 98980 line with GP CQ: her assistant's 8 of 25 minutes, and no closed month", () => {
    const { clinician, assistant } = DEMO_ACCOUNTS;
    const ravi = PATIENT_OF_BOTH_CLINICS.uid;
    const months = managementTime.filter((doc) => doc.data.doctorId === clinician.uid);
    expect(months.map((doc) => doc.id)).toEqual([`${clinician.uid}_${ravi}_2026-02`]);
    expect(Object.values(months[0].data.entries).filter((entry) => entry.by === assistant.uid)).toHaveLength(1);
    const lines = claimLines({
      doctorId: clinician.uid,
      doctorName: 'Hannah Brooks',
      assistants: { [assistant.uid]: 'Marco Silva' },
      timeZone: DEFAULT_TIME_ZONE,
      discipline: 'GP',
      month: '2026-02',
      now: now.getTime(),
      patients: [
        {
          patientId: ravi,
          patientName: 'Ravi',
          monitoring: monitoring.find((doc) => doc.id === ravi)?.data,
          entries: Object.entries(months[0].data.entries).map(([id, entry]) => ({ id, start: entry.start.toMillis(), seconds: entry.seconds, by: entry.by })),
          contacts: rtmContacts
            .filter((doc) => doc.data.doctorId === clinician.uid)
            .map((doc) => ({ id: doc.id, start: doc.data.start.toMillis(), seconds: doc.data.seconds, kind: doc.data.kind })),
        },
      ],
    });
    expect(lines.map((line) => [line.code, line.units, line.minutes, line.modifiers])).toEqual([['98980', 1, 25, ['GP', 'CQ']]]);
    expect(lines[0].evidence.minutesBy.map((by) => [by.uid, by.seconds / 60])).toEqual([
      [clinician.uid, 17],
      [assistant.uid, 8],
    ]);
    expect(rtmMonthClosures.some((doc) => doc.data.doctorId === clinician.uid)).toBe(false);
  });
});

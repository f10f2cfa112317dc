/**
 * Issue 32, billing-grade remote monitoring, as the rules hold it: each attack refused beside its legitimate twin.
 * - a month the doctor closed for billing takes no time entry from the app (only the amendRtmMonth function changes it);
 * - an open episode's period is moved only by the doctor who started it; after the stopMonitoring function ended it,
 *   another doctor of the patient starts a new one, after the last one's end; nobody writes `episodes`;
 * - contacts, closures and amendments are the functions' alone (the matrix), each read by its doctor and its patient;
 * - doctors and users keep their own time zone (and doctors their discipline);
 * - issue 38: a doctor reads his own overview rows (also before they exist), nobody writes them from a client.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { AuditAction } from '@rehab/model/audit';
import { auditedUpdate } from '@rehab/web/lib/firebase/audit';
import { commitAudited } from './audited';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, EARLIER_THIS_MONTH, MANAGEMENT_MONTH_ID, THIS_MONTH, autoEntry, careRelationship } from './world';
import { TODAY_KEY } from './firestoreMatrix';

const HOUR = 3_600_000;
const dayKeyOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function defineRtmScenarios(suite: RulesSuiteContext): void {
  const { as, arrange } = scenarioWorld(suite);

  describe('issue 32: a closed billing month', () => {
    const monthStart = Date.UTC(Number(THIS_MONTH.slice(0, 4)), Number(THIS_MONTH.slice(5, 7)) - 1, 1);
    const closure = (doctorId: string, month: string, from: number, to: number) => ({
      doctorId,
      month,
      timeZone: 'UTC',
      from: Timestamp.fromMillis(from),
      to: Timestamp.fromMillis(to),
      closedAt: Timestamp.now(),
      closedBy: doctorId,
      totals: {},
      lineCount: 0,
    });
    /** A correction by hand of the world's entry of this month (a reason given). */
    const correct = () =>
      updateDoc(doc(as('doctor'), `managementTime/${MANAGEMENT_MONTH_ID}`), {
        'entries.m1': { ...autoEntry(60, serverTimestamp()), source: 'manual', reason: 'Call', start: EARLIER_THIS_MONTH },
        lastEntryId: 'm1',
      });
    const previousMonth = () => {
      const d = new Date(monthStart - HOUR);
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    };

    it('attack: the doctor adds time to the month he closed; twin: the same entry while the month is open', async () => {
      await assertSucceeds(correct());
      await arrange(`managementTime/${MANAGEMENT_MONTH_ID}`, BASELINE[`managementTime/${MANAGEMENT_MONTH_ID}`]);
      await arrange(`rtmMonthClosures/doctor_${THIS_MONTH}`, closure('doctor', THIS_MONTH, monthStart, monthStart + 40 * 24 * HOUR));
      await assertFails(correct());
    });

    it("attack: an entry that lies in the month before in the doctor's zone, closed; twin: another doctor's closure locks nothing of his", async () => {
      // The previous month, closed in a zone whose month ends after this entry's start (UTC+14 at the most).
      const entryStart = EARLIER_THIS_MONTH.toMillis();
      await arrange(`rtmMonthClosures/otherDoctor_${previousMonth()}`, closure('otherDoctor', previousMonth(), monthStart - 30 * 24 * HOUR, entryStart + HOUR));
      await assertSucceeds(correct());
      await arrange(`managementTime/${MANAGEMENT_MONTH_ID}`, BASELINE[`managementTime/${MANAGEMENT_MONTH_ID}`]);
      await arrange(`rtmMonthClosures/doctor_${previousMonth()}`, closure('doctor', previousMonth(), monthStart - 30 * 24 * HOUR, entryStart + HOUR));
      await assertFails(correct());
      // closed up to just before the entry: the entry is the open month's
      await arrange(`rtmMonthClosures/doctor_${previousMonth()}`, closure('doctor', previousMonth(), monthStart - 30 * 24 * HOUR, entryStart));
      await assertSucceeds(correct());
    });

    it('attack: nobody writes a closure, a contact or an amendment, the doctor of the month included', async () => {
      const db = as('doctor');
      await assertFails(setDoc(doc(db, `rtmMonthClosures/doctor_${THIS_MONTH}`), closure('doctor', THIS_MONTH, monthStart, monthStart + HOUR)));
      await assertFails(updateDoc(doc(db, 'rtmMonthClosures/doctor_2024-01'), { to: Timestamp.fromMillis(0) }));
      await assertFails(updateDoc(doc(db, 'rtmContacts/contact-1'), { seconds: 3600 }));
      await assertFails(updateDoc(doc(db, 'rtmAmendments/amend-1'), { reason: 'Other' }));
      // twin: he reads them all, and his closure of a month not closed yet (the Billing page asks)
      await assertSucceeds(getDoc(doc(db, 'rtmMonthClosures/doctor_2024-01')));
      await assertSucceeds(getDoc(doc(db, `rtmMonthClosures/doctor_${THIS_MONTH}`)));
      await assertFails(getDoc(doc(as('otherDoctor'), `rtmMonthClosures/doctor_${THIS_MONTH}`)));
      await assertFails(getDoc(doc(as('otherDoctor'), 'rtmMonthClosures/doctor_2024-01')));
      await assertSucceeds(getDoc(doc(db, 'rtmContacts/contact-1')));
      await assertSucceeds(getDoc(doc(as('patient'), 'rtmContacts/contact-1')));
      await assertFails(getDoc(doc(as('otherPatient'), 'rtmContacts/contact-1')));
    });

    it("attack: another doctor of the patient reads the doctor's contacts; twin: the doctor does", async () => {
      await arrange('careRelationships/patient_otherDoctor', careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove'));
      await assertFails(getDoc(doc(as('otherDoctor'), 'rtmContacts/contact-1')));
      await assertFails(getDoc(doc(as('otherDoctor'), 'rtmAmendments/amend-1')));
      await assertSucceeds(getDoc(doc(as('doctor'), 'rtmAmendments/amend-1')));
    });
  });

  describe('issue 32: episodes of monitoring', () => {
    const change = (role: 'doctor' | 'otherDoctor', data: Record<string, unknown>, action: AuditAction = 'monitoring.started') => {
      const db = as(role);
      return commitAudited(db, role, (context) => auditedUpdate(context, doc(db, 'monitoring/patient'), data, { action, patientUid: 'patient' }));
    };
    const colleagueInCare = () => arrange('careRelationships/patient_otherDoctor', careRelationship('patient', 'otherDoctor', 'dev-a', 'Glove'));
    const { periodStart: _start, startedBy: _by, ...stopped } = BASELINE['monitoring/patient'] as Record<string, unknown>;
    const yesterday = dayKeyOf(Date.now() - 24 * HOUR);
    const ended = (endDay: string) => ({ ...stopped, episodes: [{ periodStart: '2030-01-01', startedBy: 'doctor', endDay, endedAt: Timestamp.now(), endedBy: 'doctor' }] });

    it("attack: another doctor of the patient moves the open episode's period (a parallel episode); twin: its starter moves it", async () => {
      await colleagueInCare();
      await assertFails(change('otherDoctor', { periodStart: TODAY_KEY, startedBy: 'otherDoctor' }));
      await assertSucceeds(change('doctor', { periodStart: TODAY_KEY, startedBy: 'doctor' }));
    });

    it('twin: once the episode ended, another doctor of the patient starts a new one after its end; attack: one overlapping it', async () => {
      await colleagueInCare();
      await arrange('monitoring/patient', ended(TODAY_KEY));
      await assertFails(change('otherDoctor', { periodStart: TODAY_KEY, startedBy: 'otherDoctor' }));
      await arrange('monitoring/patient', ended(yesterday));
      await assertSucceeds(change('otherDoctor', { periodStart: TODAY_KEY, startedBy: 'otherDoctor' }));
    });

    it("attack: a doctor rewrites the ended episodes (the stopMonitoring function's); twin: the goals beside them", async () => {
      await arrange('monitoring/patient', ended(yesterday));
      await assertFails(change('doctor', { episodes: [] }, 'monitoring.stopped'));
      await assertFails(change('doctor', { 'romGoals.doctor': { Glove: 80 }, episodes: [] }, 'monitoring.goalChanged'));
      await assertSucceeds(change('doctor', { 'romGoals.doctor': { Glove: 80 } }, 'monitoring.goalChanged'));
    });
  });

  describe('issue 32: time zones and disciplines', () => {
    it('attack: a time zone that is no name, a discipline that is none; twin: the own ones', async () => {
      await assertFails(updateDoc(doc(as('patient'), 'users/patient'), { timeZone: 'Not a zone!' }));
      await assertSucceeds(updateDoc(doc(as('patient'), 'users/patient'), { timeZone: 'America/Vancouver' }));
      await assertFails(updateDoc(doc(as('doctor'), 'doctors/doctor'), { discipline: 'XX' }));
      await assertFails(updateDoc(doc(as('doctor'), 'doctors/otherDoctor'), { discipline: 'GP' }));
      await assertSucceeds(updateDoc(doc(as('doctor'), 'doctors/doctor'), { discipline: 'GP', timeZone: 'Europe/Athens' }));
    });
  });

  describe("issue 38: the doctor's overview rows", () => {
    it("attack: a doctor reads a colleague's rows, or writes his own; twin: he reads his own, also before they exist", async () => {
      await assertSucceeds(getDoc(doc(as('doctor'), 'doctorOverview/doctor')));
      await assertFails(getDoc(doc(as('otherDoctor'), 'doctorOverview/doctor')));
      await assertSucceeds(getDoc(doc(as('otherDoctor'), 'doctorOverview/otherDoctor')));
      await assertFails(getDoc(doc(as('patient'), 'doctorOverview/doctor')));
      await assertFails(updateDoc(doc(as('doctor'), 'doctorOverview/doctor'), { 'rows.patient.contacts': 1 }));
      await assertFails(setDoc(doc(as('otherDoctor'), 'doctorOverview/otherDoctor'), { doctorId: 'otherDoctor', rows: {} }));
    });
  });
}

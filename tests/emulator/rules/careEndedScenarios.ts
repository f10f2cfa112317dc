/**
 * Issue 30, the last requirement: a doctor whose care relationship with a patient ended reads nothing of that patient
 * through any query, his own queries across all his patients included (appointments, reminders, chat messages,
 * management time and its totals). Rules are not filters, so those queries must ask for `inCare == true`, the flag the
 * onCareRelationshipWritten function keeps in step with the relationship (tests/emulator/functions/careFlags.test.ts).
 * Each attack must be refused with permission-denied, beside its legitimate twin, which must succeed.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where, type Firestore, type Query, type QueryConstraint, type QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { scenarioWorld, type RulesSuiteContext } from './shared';
import { BASELINE, MANAGEMENT_MONTH_ID, THIS_MONTH, careRelationship } from './world';

interface CareFlaggedKind {
  collection: string;
  /** the patient's document the doctor wrote (world.ts) */
  path: string;
  doctorField: string;
  patientField: string;
  /** what else the doctor's query across his patients asks, as the app asks it */
  alsoAsks: QueryConstraint[];
  /** whether the patient reads these documents at all (management time is the doctor's billing log) */
  patientReads: boolean;
}

const KINDS: CareFlaggedKind[] = [
  // the calendar (appointmentRecords.ts)
  { collection: 'appointments', path: 'appointments/appt-1', doctorField: 'doctorID', patientField: 'userID', alsoAsks: [], patientReads: true },
  // the top bar's bell (topBarFirestore.ts)
  { collection: 'reminders', path: 'reminders/appt-1', doctorField: 'doctorID', patientField: 'userID', alsoAsks: [where('isRead', '==', false)], patientReads: true },
  // the top bar's unread messages (topBarFirestore.ts)
  { collection: 'notifications', path: 'notifications/msg-1', doctorField: 'doctorID', patientField: 'userID', alsoAsks: [where('isRead', '==', false)], patientReads: true },
  // the Monitoring page's minutes (monitoringApi.ts), and the months they come from
  { collection: 'managementTotals', path: `managementTotals/${MANAGEMENT_MONTH_ID}`, doctorField: 'doctorId', patientField: 'patientId', alsoAsks: [where('month', '==', THIS_MONTH)], patientReads: false },
  { collection: 'managementTime', path: `managementTime/${MANAGEMENT_MONTH_ID}`, doctorField: 'doctorId', patientField: 'patientId', alsoAsks: [where('month', '==', THIS_MONTH)], patientReads: false },
  // the Billing page's evidence (issue 32): contacts and amendments of closed months
  { collection: 'rtmContacts', path: 'rtmContacts/contact-1', doctorField: 'doctorId', patientField: 'patientId', alsoAsks: [], patientReads: true },
  { collection: 'rtmAmendments', path: 'rtmAmendments/amend-1', doctorField: 'doctorId', patientField: 'patientId', alsoAsks: [], patientReads: true },
];

export function defineCareEndedScenarios(suite: RulesSuiteContext): void {
  // endCare: the patient removed the doctor from his care team and ended his clinic's access.
  const { as, arrange, endCare } = scenarioWorld(suite);
  /** The world's documents of the doctor with the patient. */
  const pairPaths = Object.keys(BASELINE).filter((path) => {
    const kind = KINDS.find((k) => path.startsWith(`${k.collection}/`));
    return kind && BASELINE[path][kind.doctorField] === 'doctor' && BASELINE[path][kind.patientField] === 'patient';
  });
  /** ...and the onCareRelationshipWritten function took them out of care. */
  const flagOutOfCare = async () => {
    for (const path of pairPaths) await arrange(path, { ...BASELINE[path], inCare: false });
  };
  /** The patients whose documents a query found. */
  const patientsIn = (found: QuerySnapshot, patientField: string) => found.docs.map((d) => d.get(patientField) as string);

  describe('issue 30: a doctor whose care ended reads nothing of the patient through any query', () => {
    for (const kind of KINDS) {
      const { collection: name, path, doctorField, patientField, alsoAsks } = kind;
      /** The doctor's query across all his patients, with the constraints given. */
      const acrossPatients = (db: Firestore, ...constraints: QueryConstraint[]): Query =>
        query(collection(db, name), where(doctorField, '==', 'doctor'), ...alsoAsks, ...constraints);
      /** What the app asks: only the documents of patients he looks after. */
      const inCare = (db: Firestore) => acrossPatients(db, where('inCare', '==', true));
      const ofThePatient = (db: Firestore) => query(collection(db, name), where(doctorField, '==', 'doctor'), where(patientField, '==', 'patient'));

      describe(name, () => {
        it('attack: the ended doctor\'s queries and get are refused, and the query in care finds nothing of the patient', async () => {
          await endCare();
          await flagOutOfCare();
          const db = as('doctor');
          await assertFails(getDocs(acrossPatients(db)));
          await assertFails(getDocs(acrossPatients(db, where('inCare', '==', false))));
          await assertFails(getDocs(ofThePatient(db)));
          await assertFails(getDoc(doc(db, path)));
          expect(patientsIn(await assertSucceeds(getDocs(inCare(db))), patientField)).not.toContain('patient');
        });

        it('attack: before the function flags the documents, a get and a query for the patient are refused already', async () => {
          await endCare();
          const db = as('doctor');
          await assertFails(getDoc(doc(db, path)));
          await assertFails(getDocs(ofThePatient(db)));
          await assertFails(getDocs(acrossPatients(db)));
        });

        it('twin: a doctor in care reads them with the same queries and get; a query across his patients must ask for inCare', async () => {
          const db = as('doctor');
          expect((await assertSucceeds(getDocs(inCare(db)))).docs.map((d) => d.ref.path)).toContain(path);
          await assertSucceeds(getDocs(ofThePatient(db)));
          await assertSucceeds(getDoc(doc(db, path)));
          // Rules are not filters: without the flag the query cannot be proven to return only what he may read.
          await assertFails(getDocs(acrossPatients(db)));
        });

        if (kind.patientReads) {
          it('twin: the patient still reads his own after the doctor\'s care ended', async () => {
            await endCare();
            await flagOutOfCare();
            const db = as('patient');
            await assertSucceeds(getDoc(doc(db, path)));
            expect((await assertSucceeds(getDocs(query(collection(db, name), where(patientField, '==', 'patient'))))).size).toBeGreaterThan(0);
          });
        }
      });
    }

    it('twin: care granted again, a get follows the relationship at once, a query across patients the flag', async () => {
      await endCare();
      await flagOutOfCare();
      await arrange('careRelationships/patient_doctor', careRelationship('patient', 'doctor', 'dev-a', 'Glove'));
      const db = as('doctor');
      for (const { path } of KINDS) await assertSucceeds(getDoc(doc(db, path)));
      const appointmentsInCare = async () => patientsIn(await assertSucceeds(getDocs(query(collection(db, 'appointments'), where('doctorID', '==', 'doctor'), where('inCare', '==', true)))), 'userID');
      expect(await appointmentsInCare()).not.toContain('patient');
      await arrange('appointments/appt-1', BASELINE['appointments/appt-1']);
      expect(await appointmentsInCare()).toContain('patient');
    });
  });
}

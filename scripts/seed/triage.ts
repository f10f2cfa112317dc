/**
 * The triage thresholds a doctor changed (issue 34): the demo doctor raised Amara's pain thresholds (her knee hurts
 * after a long session, as she reports in her check-ins), recorded in her history as the setTriageThresholds function
 * records it. The alerts themselves
 * are the functions' (the seed's last step runs their daily evaluation over the written world).
 */
import type { AuditEntry } from '@rehab/model/audit';
import type { TriageThresholdsDoc } from '@rehab/model/collections';
import { DEMO_ACCOUNTS, OTHER_PATIENTS } from './accounts';
import type { SeedClock } from './clock';
import type { SeedDoc } from './seedDoc';

export function buildTriageThresholds(clock: SeedClock) {
  const doctor = DEMO_ACCOUNTS.doctor;
  const patient = OTHER_PATIENTS[0].uid;
  const at = clock.timestamp(-10, 11);
  const auditId = `audit-triage-thresholds-${patient}`;
  const thresholds = { painAtLeast: 9, painRise: 4 };
  const entry: SeedDoc<AuditEntry> = {
    id: auditId,
    data: {
      actorUid: doctor.uid,
      actorRole: 'doctor',
      actorName: `${doctor.firstName} ${doctor.lastName}`,
      action: 'triage.thresholdsChanged',
      target: { collection: 'triageThresholds', id: patient },
      patientUid: patient,
      changes: { thresholds: { before: {}, after: thresholds } },
      at,
    },
  };
  const documents: SeedDoc<TriageThresholdsDoc>[] = [{ id: patient, data: { patientId: patient, thresholds, updatedBy: doctor.uid, updatedAt: at, auditId } }];
  return { documents, entry };
}

/**
 * The demo world's audit trail: what the demo doctor did to the long glove
 * session (its tags and notes), so that the History tabs have something to
 * show, plus the deletion of the deleted session (./sessions.ts). The session
 * names its newest entry, as the app's own writes do.
 */
import type { AuditAction, AuditChange, AuditEntry } from '@rehab/model/audit';
import type { Session } from '@rehab/model/collections';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, LONG_GLOVE_SESSION_ID } from './accounts';
import type { SeedDoc } from './seedDoc';

const doctor = DEMO_ACCOUNTS.doctor;

function doctorEntry(session: Session, id: string, minutesAfter: number, action: AuditAction, changes: Record<string, AuditChange>): SeedDoc<AuditEntry> {
  return {
    id,
    data: {
      actorUid: doctor.uid,
      actorRole: 'doctor',
      actorName: `${doctor.firstName} ${doctor.lastName}`,
      action,
      target: { collection: 'sessions', id: session.id },
      patientUid: session.userId,
      changes,
      at: Timestamp.fromMillis(session.date.toMillis() + minutesAfter * 60_000),
    },
  };
}

/** The long glove session's history, and the session naming its newest entry (its notes saved once). */
export function buildSessionHistory(sessions: readonly SeedDoc<Session>[]): { entries: SeedDoc<AuditEntry>[]; session: SeedDoc<Session> } {
  const long = sessions.find((doc) => doc.id === LONG_GLOVE_SESSION_ID);
  if (!long) throw new Error(`No session ${LONG_GLOVE_SESSION_ID}`);
  const session = long.data;
  const entries = [
    ...session.tags.map((tag, index) =>
      doctorEntry(session, `audit-${session.id}-tag-${index + 1}`, 15 + index, 'session.tagAdded', { tags: { before: [], after: [tag] } }),
    ),
    doctorEntry(session, `audit-${session.id}-notes`, 25, 'session.notesEdited', { notes: { before: '', after: session.notes } }),
  ];
  return { entries, session: { id: long.id, data: { ...session, notesVersion: 1, auditId: entries[entries.length - 1].id } } };
}

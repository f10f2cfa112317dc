import { describe, expect, it } from 'vitest';
import { auditEntryFields, deletionAuditId, isClinicalCollection, listChange, patientOfDocument } from './audit';

describe('the audit model', () => {
  it('keeps of a list change only the items taken out and put in', () => {
    expect(listChange(['a', 'b'], ['b', 'c'])).toEqual({ before: ['a'], after: ['c'] });
    expect(listChange([1, 2, 3], [])).toEqual({ before: [1, 2, 3], after: [] });
    expect(listChange([], [])).toEqual({ before: [], after: [] });
  });

  it("makes a deletion's entry id from the document's last audit id, new for every deletion", () => {
    expect(deletionAuditId('sessions', 's1', undefined)).toBe('sessions~s1~none');
    expect(deletionAuditId('sessions', 's1', 'abc')).toBe('sessions~s1~abc');
  });

  it('writes the actor, the record and no time (the server gives it)', () => {
    const fields = auditEntryFields(
      { uid: 'd1', role: 'doctor', name: 'Dana Doctor' },
      { action: 'session.tagAdded', target: { collection: 'sessions', id: 's1' }, patientUid: 'p1' },
    );
    expect(fields).toEqual({
      actorUid: 'd1',
      actorRole: 'doctor',
      actorName: 'Dana Doctor',
      action: 'session.tagAdded',
      target: { collection: 'sessions', id: 's1' },
      patientUid: 'p1',
      changes: {},
    });
  });

  it("finds a clinical document's patient", () => {
    expect(patientOfDocument('sessions', 's1', { userId: 'p1' })).toBe('p1');
    expect(patientOfDocument('appointments', 'a1', { userID: 'p2' })).toBe('p2');
    expect(patientOfDocument('exerciseplan', 'plan', {})).toBe('');
    expect(patientOfDocument('scheduledWorkouts', 'p3', {})).toBe('p3');
    expect(patientOfDocument('data_by_sensor', 'bin', { sessionId: 's1' })).toBe('');
    expect(isClinicalCollection('sessions')).toBe(true);
    expect(isClinicalCollection('orders')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { TriageAlert } from '@rehab/model/collections';
import { alertRows, waitingCounts } from './alertRows';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) }) as TriageAlert['openedAt'];
const NOW = 1_000_000;

function alert(docId: string, kind: TriageAlert['kind'], openedAt: number, more: Partial<TriageAlert> = {}): TriageAlert & { docId: string } {
  return {
    docId,
    patientId: 'p',
    patientName: 'Liam Carter',
    kind,
    status: 'open',
    careTeam: ['d'],
    openedAt: at(openedAt),
    evidence: { records: [], values: {} },
    snoozedUntil: null,
    snoozedEvidence: null,
    acknowledged: null,
    reopened: null,
    openedBy: {},
    ...more,
  };
}

describe('the inbox rows', () => {
  const alerts = [
    alert('late', 'questionnaireOverdue', 1),
    alert('pain2', 'pain', 50),
    alert('pain1', 'pain', 10),
    alert('later', 'noSessions', 5, { status: 'snoozed', snoozedUntil: at(NOW + 1) }),
    alert('woke', 'lowAdherence', 5, { status: 'snoozed', snoozedUntil: at(NOW - 1) }),
    alert('done', 'romRegression', 5, { status: 'acknowledged' }),
  ];

  it('shows what waits for review, most severe first, then the oldest', () => {
    expect(alertRows(alerts, NOW, { kind: 'all', handled: false }).map((row) => row.id)).toEqual(['pain1', 'pain2', 'woke', 'late']);
  });

  it('filters by kind, and adds the handled ones after the waiting ones when asked', () => {
    expect(alertRows(alerts, NOW, { kind: 'pain', handled: false }).map((row) => row.id)).toEqual(['pain1', 'pain2']);
    expect(alertRows(alerts, NOW, { kind: 'all', handled: true }).map((row) => row.id)).toEqual(['pain1', 'pain2', 'woke', 'late', 'done', 'later']);
  });

  it('counts what waits, by kind', () => {
    expect(waitingCounts(alerts, NOW)).toMatchObject({ all: 4, pain: 2, noSessions: 0, lowAdherence: 1, romRegression: 0 });
  });
});

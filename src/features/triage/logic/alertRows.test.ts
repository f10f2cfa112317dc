import { describe, expect, it } from 'vitest';
import type { TriageAlert } from '@rehab/model/collections';
import { alertRows, reasonOf, waitingCounts } from './alertRows';

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
    evidence: { values: {} },
    snoozedUntil: null,
    acknowledged: null,
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

describe('the reason in words', () => {
  const day = (key: string) => `day ${key}`;
  it('says what the rule found, with its values', () => {
    expect(reasonOf({ kind: 'pain', evidence: { values: { pain: 8, day: '2026-03-01' } } }, day)).toEqual({ key: 'reason.pain', values: { pain: 8, median: '', day: 'day 2026-03-01' } });
    expect(reasonOf({ kind: 'pain', evidence: { values: { pain: 5, median: 3, day: '2026-03-01' } } }, day).key).toBe('reason.painRise');
    expect(reasonOf({ kind: 'noSessions', evidence: { values: { days: 3, lastSessionDay: '' } } }, day).key).toBe('reason.noSessionsYet');
    expect(reasonOf({ kind: 'noSessions', evidence: { values: { days: 3, lastSessionDay: '2026-03-01' } } }, day)).toEqual({ key: 'reason.noSessions', values: { days: 3, last: 'day 2026-03-01' } });
    expect(reasonOf({ kind: 'questionnaireOverdue', evidence: { values: { questionnaire: 'lefs', dueDay: '2026-03-01' } } }, day).values).toEqual({ questionnaire: 'LEFS', day: 'day 2026-03-01' });
    expect(reasonOf({ kind: 'romRegression', evidence: { values: { sensor: 'Knee Brace Left', drop: 12 } } }, day)).toEqual({ key: 'reason.romRegression', values: { sensor: 'Knee Brace Left', drop: 12 } });
  });
});

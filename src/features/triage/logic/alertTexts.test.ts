import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TriageAlert } from '@rehab/model/collections';
import type { TriageEvidence, TriageReopening } from '@rehab/model/triage';
import en from '../locales/en.json';
import { reasonText, recordLines, reopenedText, thresholdTexts, type Wording } from './alertTexts';

let w: Wording;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { triage: en } }, defaultNS: 'triage', interpolation: { escapeValue: false } });
  w = { t: (key, values) => i18n.t(key, values), day: (key) => `day ${key}`, list: (items) => new Intl.ListFormat('en', { type: 'conjunction' }).format(items) };
});

const alert = (kind: TriageAlert['kind'], evidence: Partial<TriageEvidence>) => ({ kind, evidence: { records: [], values: {}, ...evidence } });

describe('the reason on the row', () => {
  it('says what the rule found, with its values', () => {
    expect(reasonText(alert('pain', { values: { pain: 8, day: '2026-03-01' } }), w)).toBe('Reported pain 8/10 on day 2026-03-01.');
    expect(reasonText(alert('pain', { values: { pain: 5, median: 3, day: '2026-03-01' } }), w)).toBe('Reported pain 5/10 on day 2026-03-01, above the usual 3/10.');
    expect(reasonText(alert('noSessions', { values: { days: 3, lastSessionDay: '' } }), w)).toBe('No session yet while workouts were scheduled.');
    expect(reasonText(alert('noSessions', { values: { days: 3, lastSessionDay: '2026-03-01' } }), w)).toBe('No session for 3 days while workouts were scheduled (last session day 2026-03-01).');
    expect(reasonText(alert('questionnaireOverdue', { values: { questionnaire: 'lefs', dueDay: '2026-03-01' } }), w)).toBe('LEFS due on day 2026-03-01 is still unanswered.');
  });

  it('names each questionnaire comparison that holds, in the direction the instrument is worse', () => {
    const lefs = { questionnaire: 'lefs', latest: 40, previous: 60, baseline: 65, mcid: 9, better: 'higher' };
    expect(reasonText(alert('outcomeWorse', { values: { ...lefs, lossFromPrevious: 20 } }), w)).toBe('LEFS score 40: down 20 from the previous 60 (MCID 9).');
    expect(reasonText(alert('outcomeWorse', { values: { ...lefs, previous: 45, lossFromFirst: 25 } }), w)).toBe('LEFS score 40: down 25 from the first 65 (MCID 9).');
    expect(reasonText(alert('outcomeWorse', { values: { ...lefs, lossFromPrevious: 20, lossFromFirst: 25 } }), w)).toBe(
      'LEFS score 40: down 20 from the previous 60 and down 25 from the first 65 (MCID 9).',
    );
    expect(reasonText(alert('outcomeWorse', { values: { questionnaire: 'x', latest: 20, previous: 10, baseline: 10, mcid: 2, better: 'lower', lossFromPrevious: 10 } }), w)).toBe(
      'X score 20: up 10 from the previous 10 (MCID 2).',
    );
  });
});

describe('why an alert opened again', () => {
  const reopened = (value: TriageReopening) => reopenedText({ reopened: value }, w);
  it('says what the doctor had done and what is worse since', () => {
    expect(reopenedText({ reopened: null }, w)).toBeNull();
    expect(reopened({ handled: 'acknowledged', reason: 'painHigher', values: { was: 7, now: 9, day: '2026-03-04' } })).toBe(
      'Open again, worse than when it was acknowledged: pain 9/10 on day 2026-03-04, was 7/10.',
    );
    expect(reopened({ handled: 'snoozed', reason: 'newPeriod', values: { wasFrom: '2026-03-01', wasTo: '2026-03-03', from: '2026-03-04', to: '2026-03-06' } })).toBe(
      'Back before the end of its snooze, worse than when it was snoozed: a new period, day 2026-03-04 to day 2026-03-06 (was day 2026-03-01 to day 2026-03-03).',
    );
    expect(reopened({ handled: 'acknowledged', reason: 'outcomeOtherQuestionnaire', values: { wasQuestionnaire: 'lefs', questionnaire: 'psfs', now: 4 } })).toBe(
      'Open again, worse than when it was acknowledged: PSFS score 4 worsened, was LEFS.',
    );
  });
});

describe('the evidence', () => {
  it('pain: the value against each threshold it reached, and the session it followed', () => {
    const pain = alert('pain', {
      records: [{ type: 'checkIn', id: 's1', role: 'latest', day: '2026-12-01', sessionId: 's1', value: 8 }],
      values: { pain: 8, day: '2026-12-01', median: 3, painAtLeast: 7, painRise: 2 },
    });
    expect(thresholdTexts(pain, w)).toEqual(['Pain 8/10 on day 2026-12-01, threshold 7.', 'Pain 8/10, 5 above the usual 3/10, threshold a rise of 2.']);
    expect(recordLines(pain, w)).toEqual([{ key: 'checkIn s1', text: 'Chart of the session of day 2026-12-01: pain 8/10 after it', sessionId: 's1' }]);
    expect(thresholdTexts(alert('pain', { values: { pain: 6, day: '2026-12-01', median: 4, painAtLeast: 7, painRise: 2 } }), w)).toEqual(['Pain 6/10, 2 above the usual 4/10, threshold a rise of 2.']);
  });

  it('range of motion: each session with its angle; questionnaire answers with their scores, seen on the dashboard', () => {
    const rom = alert('romRegression', {
      records: [
        { type: 'session', id: 'b', role: 'baseline', day: '2026-11-20', sessionId: 'b', value: 100 },
        { type: 'session', id: 'r', role: 'recent', day: '2026-12-01', sessionId: 'r', value: 80 },
      ],
      values: { sensor: 'Knee Brace Left', recentMedian: 80, baselineMedian: 100, drop: 20, romDropDegrees: 10 },
    });
    expect(thresholdTexts(rom, w)).toEqual(['Knee Brace Left: a median of 80° in the recent sessions against 100° before, down 20°, threshold 10°.']);
    expect(recordLines(rom, w).map((line) => line.text)).toEqual(['Chart of the session of day 2026-11-20: 100° (before)', 'Chart of the session of day 2026-12-01: 80° (recent)']);
    const lefs = alert('outcomeWorse', {
      records: [
        { type: 'response', id: 'a', role: 'previous', day: '2026-11-01', value: 60 },
        { type: 'response', id: 'b', role: 'latest', day: '2026-12-01', value: 40 },
      ],
      values: { questionnaire: 'lefs' },
    });
    expect(recordLines(lefs, w)).toEqual([
      { key: 'response a', text: 'LEFS 60 on day 2026-11-01 (previous answer)', sessionId: null },
      { key: 'response b', text: 'LEFS 40 on day 2026-12-01 (latest answer)', sessionId: null },
    ]);
  });

  it('days without a session, adherence and overdue questionnaires: their period against the threshold', () => {
    expect(thresholdTexts(alert('noSessions', { values: { from: '2026-03-01', to: '2026-03-03', scheduledDays: '2026-03-01,2026-03-03', days: 3 } }), w)).toEqual([
      'No session from day 2026-03-01 to day 2026-03-03, with workouts scheduled on day 2026-03-01 and day 2026-03-03: threshold 3 days.',
    ]);
    expect(thresholdTexts(alert('lowAdherence', { values: { done: 3, scheduled: 10, percent: 30, from: '2026-03-01', to: '2026-03-14', adherencePercent: 50 } }), w)).toEqual([
      '3 of 10 scheduled workouts done (30 %) from day 2026-03-01 to day 2026-03-14, threshold 50 %.',
    ]);
    expect(thresholdTexts(alert('questionnaireOverdue', { values: { questionnaire: 'psfs', dueDay: '2026-03-01', overdueDays: 7 } }), w)).toEqual(['PSFS due on day 2026-03-01, threshold 7 days overdue.']);
  });
});

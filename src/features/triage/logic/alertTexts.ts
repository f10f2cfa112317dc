/**
 * An alert in words: the reason on its row (with each comparison that holds), why it opened again after a doctor
 * handled it, and its evidence (the values against their thresholds, the records it rests on, where each is seen).
 * Everything comes from the alert's stored evidence: the inbox reads no clinical record.
 */
import type { TriageAlert } from '@rehab/model/collections';
import type { TriageEvidenceRecord } from '@rehab/model/triage';

/** The reader's wording: the `triage` namespace's texts, days ('YYYY-MM-DD') and lists in his language. */
export interface Wording {
  t: (key: string, values?: Record<string, string | number>) => string;
  day: (key: string) => string;
  list: (items: string[]) => string;
}

type AlertWords = Pick<TriageAlert, 'kind' | 'evidence'>;

const upper = (value: number | string | undefined) => String(value ?? '').toUpperCase();

/** 'down 20 from the previous 60', one per comparison that held, in the direction the instrument is worse. */
function comparisons(values: Record<string, number | string>, w: Wording): string[] {
  const direction = values.better === 'lower' ? 'Up' : 'Down';
  const parts: string[] = [];
  if (typeof values.lossFromPrevious === 'number') parts.push(w.t(`comparison.previous${direction}`, { change: values.lossFromPrevious, score: values.previous }));
  if (typeof values.lossFromFirst === 'number') parts.push(w.t(`comparison.first${direction}`, { change: values.lossFromFirst, score: values.baseline }));
  return parts;
}

/** The reason on the alert's row. */
export function reasonText(alert: AlertWords, w: Wording): string {
  const { values } = alert.evidence;
  const day = (name: string) => (typeof values[name] === 'string' && values[name] ? w.day(String(values[name])) : '');
  switch (alert.kind) {
    case 'pain':
      return values.median === undefined
        ? w.t('reason.pain', { pain: values.pain, day: day('day') })
        : w.t('reason.painRise', { pain: values.pain, median: values.median, day: day('day') });
    case 'noSessions':
      return values.lastSessionDay ? w.t('reason.noSessions', { days: values.days, last: day('lastSessionDay') }) : w.t('reason.noSessionsYet');
    case 'questionnaireOverdue':
      return w.t('reason.questionnaireOverdue', { questionnaire: upper(values.questionnaire), day: day('dueDay') });
    case 'outcomeWorse':
      return w.t('reason.outcomeWorse', { questionnaire: upper(values.questionnaire), latest: values.latest, mcid: values.mcid, comparisons: w.list(comparisons(values, w)) });
    default:
      return w.t(`reason.${alert.kind}`, values);
  }
}

const DAY_VALUES = new Set(['day', 'from', 'to', 'wasFrom', 'wasTo', 'wasDay']);
const QUESTIONNAIRE_VALUES = new Set(['questionnaire', 'wasQuestionnaire']);

/** Why the functions opened the alert again after a doctor acknowledged or snoozed it; null when they did not. */
export function reopenedText(alert: Pick<TriageAlert, 'reopened'>, w: Wording): string | null {
  const { reopened } = alert;
  if (!reopened) return null;
  const values = Object.fromEntries(
    Object.entries(reopened.values).map(([name, value]) => [name, DAY_VALUES.has(name) && value ? w.day(String(value)) : QUESTIONNAIRE_VALUES.has(name) ? upper(value) : value]),
  );
  return w.t(`reopened.${reopened.handled}`, { why: w.t(`worse.${reopened.reason}`, values) });
}

/** The values that tripped the rule, each against its threshold. */
export function thresholdTexts(alert: AlertWords, w: Wording): string[] {
  const { values } = alert.evidence;
  const day = (name: string) => (typeof values[name] === 'string' && values[name] ? w.day(String(values[name])) : '');
  const number = (name: string) => (typeof values[name] === 'number' ? (values[name] as number) : Number.NaN);
  switch (alert.kind) {
    case 'pain': {
      const texts: string[] = [];
      if (number('pain') >= number('painAtLeast')) texts.push(w.t('threshold.painAtLeast', { pain: values.pain, day: day('day'), threshold: values.painAtLeast }));
      const rise = Math.round((number('pain') - number('median')) * 10) / 10;
      if (rise >= number('painRise')) texts.push(w.t('threshold.painRise', { pain: values.pain, rise, median: values.median, threshold: values.painRise }));
      return texts;
    }
    case 'romRegression':
      return [w.t('threshold.romRegression', { sensor: values.sensor, recent: values.recentMedian, baseline: values.baselineMedian, drop: values.drop, threshold: values.romDropDegrees })];
    case 'noSessions':
      return [
        w.t('threshold.noSessions', {
          from: day('from'),
          to: day('to'),
          scheduled: w.list(String(values.scheduledDays ?? '').split(',').filter(Boolean).map(w.day)),
          threshold: values.days,
        }),
      ];
    case 'lowAdherence':
      return [w.t('threshold.lowAdherence', { done: values.done, scheduled: values.scheduled, percent: values.percent, from: day('from'), to: day('to'), threshold: values.adherencePercent })];
    case 'questionnaireOverdue':
      return [w.t('threshold.questionnaireOverdue', { questionnaire: upper(values.questionnaire), day: day('dueDay'), threshold: values.overdueDays })];
    case 'outcomeWorse':
      return [];
  }
}

export interface EvidenceLine {
  /** the record's type and id: one line each */
  key: string;
  text: string;
  /** the session whose chart shows the record (answers and assignments are seen on the patient's dashboard) */
  sessionId: string | null;
}

const RECORD_TEXT: Record<TriageEvidenceRecord['type'], Partial<Record<TriageEvidenceRecord['role'], string>>> = {
  checkIn: { latest: 'record.checkIn' },
  session: { latest: 'record.lastSession', recent: 'record.session', baseline: 'record.session' },
  response: { first: 'record.responseFirst', previous: 'record.responsePrevious', latest: 'record.responseLatest' },
  assignment: { overdue: 'record.assignment' },
};

/** The records the alert rests on, oldest first, with the session whose chart shows each. */
export function recordLines(alert: AlertWords, w: Wording): EvidenceLine[] {
  const { records, values } = alert.evidence;
  const angles = alert.kind === 'romRegression';
  return records.map((record) => {
    const key = angles && record.type === 'session' ? `record.${record.role === 'baseline' ? 'angleBefore' : 'angleRecent'}` : (RECORD_TEXT[record.type][record.role] ?? 'record.session');
    return { key: `${record.type} ${record.id}`, text: w.t(key, { day: w.day(record.day), value: record.value ?? '', questionnaire: upper(values.questionnaire) }), sessionId: record.sessionId ?? null };
  });
}

/**
 * The triage inbox's rows from the alerts of the doctor's care teams: which show (an alert snoozed until later, or
 * acknowledged, only when the doctor asks for handled ones) and in which order (most severe first).
 */
import type { TriageAlert } from '@rehab/model/collections';
import { compareAlerts, isAlertWaiting, TRIAGE_ALERT_KINDS, type TriageAlertKind } from '@rehab/model/triage';

export type KindFilter = 'all' | TriageAlertKind;

export interface AlertRow {
  id: string;
  alert: TriageAlert;
  /** open, or snoozed with its time passed (the functions reopen it at their next run) */
  needsReview: boolean;
}

export function alertRows(alerts: readonly (TriageAlert & { docId: string })[], now: number, options: { kind: KindFilter; handled: boolean }): AlertRow[] {
  return alerts
    .map((alert) => ({ id: alert.docId, alert, needsReview: isAlertWaiting(alert, now) }))
    .filter((row) => (options.handled || row.needsReview) && (options.kind === 'all' || row.alert.kind === options.kind))
    .sort(
      (a, b) =>
        Number(b.needsReview) - Number(a.needsReview) ||
        compareAlerts({ kind: a.alert.kind, openedAt: a.alert.openedAt.toMillis() }, { kind: b.alert.kind, openedAt: b.alert.openedAt.toMillis() }),
    );
}

/** Alerts waiting for review, by kind and in all: the bell's and the filters' counts. */
export function waitingCounts(alerts: readonly TriageAlert[], now: number): Record<KindFilter, number> {
  const counts = Object.fromEntries([['all', 0], ...TRIAGE_ALERT_KINDS.map((kind) => [kind, 0])]) as Record<KindFilter, number>;
  for (const alert of alerts) {
    if (!isAlertWaiting(alert, now)) continue;
    counts.all += 1;
    counts[alert.kind] += 1;
  }
  return counts;
}

/**
 * The outcomes over time (issue 34): pain and effort from the check-ins, LEFS and PSFS from the scored responses, and
 * the change from the first to the latest value, which the patient reads in plain words and the doctor against the
 * minimal clinically important difference (@rehab/model/outcomes/mcid).
 */
import { MCID, type MeasureWithMcid } from '@rehab/model/outcomes/mcid';
import type { CheckInRecord, ResponseRecord } from '../api/outcomesRecords';

export const MEASURES = ['pain', 'effort', 'lefs', 'psfs'] as const;
export type Measure = (typeof MEASURES)[number];

export interface TrendPoint {
  at: number;
  value: number;
}

export type OutcomeSeries = Record<Measure, TrendPoint[]>;

/** The top of each measure's scale. */
export const SCALE_MAX: Record<Measure, number> = { pain: 10, effort: 10, lefs: 80, psfs: 10 };

/** Whether a rise of the measure is an improvement (pain: lower is better). */
export const HIGHER_IS_BETTER: Record<Measure, boolean> = { pain: false, effort: false, lefs: true, psfs: true };

export function outcomeSeries(checkIns: readonly CheckInRecord[], responses: readonly ResponseRecord[]): OutcomeSeries {
  const byTime = (a: TrendPoint, b: TrendPoint) => a.at - b.at;
  const rated = (field: 'pain' | 'effort') =>
    checkIns.flatMap((c) => (c[field] === null ? [] : [{ at: c.createdAt, value: c[field] }])).sort(byTime);
  const scored = (instrument: 'lefs' | 'psfs') =>
    responses
      .flatMap((r) => (r.instrument === instrument && r.status === 'completed' && r.score?.value != null ? [{ at: r.authored, value: r.score.value }] : []))
      .sort(byTime);
  return { pain: rated('pain'), effort: rated('effort'), lefs: scored('lefs'), psfs: scored('psfs') };
}

export interface OutcomeChange {
  measure: Measure;
  from: TrendPoint;
  to: TrendPoint;
  /** to − from */
  change: number;
  /** the change is at least the MCID (always false for effort, which has none) */
  important: boolean;
  /** the change is an improvement (0: neither) */
  direction: 'better' | 'worse' | 'same';
}

const hasMcid = (measure: Measure): measure is MeasureWithMcid => measure in MCID;

/** The change from the first to the latest value of a series (null with fewer than two values). */
export function changeOf(measure: Measure, points: readonly TrendPoint[]): OutcomeChange | null {
  if (points.length < 2) return null;
  const from = points[0];
  const to = points[points.length - 1];
  const change = Math.round((to.value - from.value) * 10) / 10;
  const important = hasMcid(measure) && Math.abs(change) >= MCID[measure];
  const direction = change === 0 ? 'same' : change > 0 === HIGHER_IS_BETTER[measure] ? 'better' : 'worse';
  return { measure, from, to, change, important, direction };
}

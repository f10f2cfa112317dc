/**
 * What is still needed (the Monitoring page's worklist): per patient, the data days the current 30-day period still
 * needs for its next device code and the days left to record them, the minutes this month still needed for the next
 * management code, and whether the month needs a real-time contact (minutes logged, no contact). The thresholds are
 * the model's (deviceCode, managementCodes): this only asks them where the next code starts.
 */
import type { ManagementMonthTotals } from './collections';
import { PERIOD_DAYS } from './monitoring';
import { deviceCode, managementCodeLabel, managementCodes } from './rtmCodes';
import type { PeriodProgress } from './rtmPeriods';

/**
 * What the screens show of a month's bill: the server's minutes (managementTotals, never a sum made here); the month
 * is interactive when it has a real-time contact (rtmContacts: a visit, or a call the doctor attested), never for a
 * chat, and its codes follow from both (managementCodes, as the claims' managementLines).
 */
export type ManagementTotals = Pick<ManagementMonthTotals, 'seconds' | 'minutes' | 'interactive' | 'codes'>;

const NO_TIME: ManagementTotals = { seconds: 0, minutes: 0, interactive: false, codes: { base: null, additional: 0 } };

/** The totals of a month from the server's (none logged while there are none) and its contact count. */
export function totalsOf(totals: Pick<ManagementMonthTotals, 'seconds' | 'minutes'> | null | undefined, contacts: number): ManagementTotals {
  if (!totals) return { ...NO_TIME, interactive: contacts > 0 };
  const { seconds, minutes } = totals;
  return { seconds, minutes, interactive: contacts > 0, codes: managementCodes(minutes, contacts > 0) };
}

export interface DeviceNeed {
  /** the next device code of the period */
  code: string;
  /** data days still needed for it */
  days: number;
  /** days of the period still able to add a data day */
  daysLeft: number;
  /** whether the days left are enough */
  reachable: boolean;
}

export interface MinutesNeed {
  /** the codes the month reaches next, as one label ('98980', '98980 + 98981 × 2') */
  codes: string;
  /** minutes still needed for them */
  minutes: number;
}

export interface WorkItem {
  /** null before monitoring starts and once the period reached its last code */
  device: DeviceNeed | null;
  minutes: MinutesNeed;
  /** minutes this month but no real-time contact: they bill nothing until a call or visit */
  contactNeeded: boolean;
  /** a contact is needed, or the period is at risk */
  needsAttention: boolean;
}

/** The next device code after `dataDays` within a period, and the days it needs (null past the last one). */
export function nextDeviceCode(dataDays: number): { code: string; days: number } | null {
  const current = deviceCode(dataDays);
  for (let more = 1; dataDays + more <= PERIOD_DAYS; more += 1) {
    const code = deviceCode(dataDays + more);
    if (code && code !== current) return { code, days: more };
  }
  return null;
}

/** The next management codes after `minutes` in a month with a contact, and the minutes they need. */
export function nextManagementCodes(minutes: number): MinutesNeed {
  const label = (m: number) => managementCodeLabel(managementCodes(m, true));
  const current = label(minutes);
  let more = 1;
  while (label(minutes + more) === current) more += 1;
  return { codes: label(minutes + more), minutes: more };
}

export function workItem(progress: PeriodProgress | null, management: ManagementTotals): WorkItem {
  const next = progress ? nextDeviceCode(progress.dataDays.length) : null;
  const device = progress && next ? { ...next, daysLeft: progress.daysStillOpen, reachable: next.days <= progress.daysStillOpen } : null;
  const contactNeeded = management.minutes > 0 && !management.interactive;
  return { device, minutes: nextManagementCodes(management.minutes), contactNeeded, needsAttention: contactNeeded || Boolean(progress?.atRisk) };
}

/**
 * The order of "needs attention" (smallest first): months that need a contact, then periods at risk, then the rest;
 * within each, the fewest minutes to the next management code first (the calls that bill the most for the least).
 */
export function attentionRank(item: WorkItem, atRisk: boolean): number {
  const group = item.contactNeeded ? 0 : atRisk ? 1 : 2;
  return group * 1_000 + item.minutes.minutes;
}

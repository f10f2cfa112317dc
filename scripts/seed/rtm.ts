/**
 * RTM billing evidence in the demo world (issue 32), the least that shows each kind: the demo doctor's calls by hand
 * this month as attested contacts (each tied to its time entry), and his month before last closed, with one amendment
 * (15 minutes added with a reason) and the time entry it wrote. The Billing page's full seed (every code at once)
 * comes with the page.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { ManagementMonth, RtmAmendment, RtmContact, RtmMonthClosure } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { monthBounds, monthOfInstant, previousMonth } from '@rehab/model/rtmClaims';
import { DEMO_ACCOUNTS } from './accounts';
import type { InCare } from './care';
import type { SeedDoc } from './seedDoc';

export interface RtmSeed {
  contacts: SeedDoc<RtmContact>[];
  closures: SeedDoc<RtmMonthClosure>[];
  amendments: SeedDoc<RtmAmendment>[];
  /** the time months the amendments wrote (their totals are computed with the others') */
  months: SeedDoc<ManagementMonth>[];
}

export const SEED_AMENDMENT_ID = 'seed-amendment-1';

export function buildRtmSeed(now: Date, months: readonly SeedDoc<ManagementMonth>[], inCare: InCare): RtmSeed {
  const doctorId = DEMO_ACCOUNTS.doctor.uid;
  const contacts = months.flatMap(({ id: monthId, data: month }) =>
    Object.entries(month.entries)
      .filter(([, entry]) => entry.source === 'manual' && entry.interactive && entry.seconds > 0)
      .map(([entryId, entry]): SeedDoc<RtmContact> => ({
        id: `${month.doctorId}_${month.patientId}_${entry.start.toMillis()}`,
        data: {
          doctorId: month.doctorId,
          patientId: month.patientId,
          start: entry.start,
          seconds: entry.seconds,
          kind: 'phone',
          source: 'attested',
          attestation: entry.reason,
          entryRef: `${monthId}/${entryId}`,
          recordedAt: entry.updatedAt,
          inCare: month.inCare,
        },
      })),
  );
  // The demo doctor has no time zone stored: his months are UTC ones, as the functions count them.
  const closed = previousMonth(previousMonth(monthOfInstant(now.getTime(), DEFAULT_TIME_ZONE)));
  const { from, to } = monthBounds(closed, DEFAULT_TIME_ZONE);
  const closures: SeedDoc<RtmMonthClosure>[] = [
    {
      id: `${doctorId}_${closed}`,
      data: { doctorId, month: closed, timeZone: DEFAULT_TIME_ZONE, from: Timestamp.fromMillis(from), to: Timestamp.fromMillis(to), closedAt: Timestamp.fromMillis(to + 2 * 86_400_000), closedBy: doctorId, totals: {}, lineCount: 0 },
    },
  ];
  const patientId = months[0]?.data.patientId ?? DEMO_ACCOUNTS.patient.uid;
  const start = Timestamp.fromMillis(from + 9 * 86_400_000 + 10 * 3_600_000);
  const at = Timestamp.fromMillis(to + 5 * 86_400_000);
  const reason = 'Phone review left out of the closed month';
  const monthId = `${doctorId}_${patientId}_${closed}`;
  const entryId = `amend-${SEED_AMENDMENT_ID}`;
  const amendedMonth: SeedDoc<ManagementMonth> = {
    id: monthId,
    data: {
      doctorId,
      patientId,
      month: closed,
      entries: { [entryId]: { start, seconds: 15 * 60, source: 'manual', activity: 'other', interactive: false, reason: `Amendment: ${reason}`, updatedAt: at } },
      lastEntryId: entryId,
      inCare: inCare(doctorId, patientId),
    },
  };
  const amendments: SeedDoc<RtmAmendment>[] = [
    {
      id: SEED_AMENDMENT_ID,
      data: {
        doctorId,
        patientId,
        month: closed,
        reason,
        change: { type: 'addTime', start: start.toDate().toISOString(), minutes: 15 },
        target: `${monthId}/${entryId}`,
        at,
        by: doctorId,
        inCare: inCare(doctorId, patientId),
      },
    },
  ];
  return { contacts, closures, amendments, months: [amendedMonth] };
}

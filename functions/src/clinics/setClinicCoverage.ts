import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { CallableResponse } from '@rehab/model/callables';
import { clinicCoverageId, coveragePeriodError, type ClinicCoverage, type CoveragePeriodError } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import { db } from '../admin';
import { doctorActor, recordAudit } from '../lib/audit';
import { clinicCoverageRef } from '../lib/care';
import { requireClinicClinician, requireClinicianOf } from '../lib/clinics';
import { payloadWith, requireUid } from '../lib/validation';
import { requireInstant } from '../rtm/shared';

const PERIOD_REFUSALS: Record<CoveragePeriodError, string> = {
  untilNotAfterFrom: 'until must be after from.',
  untilPassed: 'until must be in the future.',
  tooLong: `A coverage lasts at most ${LIMITS.clinics.coverageMaxDays} days.`,
};

/**
 * setClinicCoverage({ cover, from, until }) → the coverage: an owner or clinician marks himself away from `from` until
 * `until` (ISO instants; ending in the future, at most LIMITS.clinics.coverageMaxDays long) with another owner or
 * clinician of his clinic, a verified doctor, as his cover. His coverage (one per away clinician) is replaced and the
 * change audited; setting the same again writes nothing. The cover's care of his patients follows from the document
 * (functions/src/clinics/coverage.ts).
 */
export const setClinicCoverage = onCall(async (request): Promise<CallableResponse<'setClinicCoverage'>> => {
  const { uid, doctor, member } = await requireClinicClinician(request);
  const payload = payloadWith(request.data, ['cover', 'from', 'until']);
  const cover = requireUid(payload, 'cover');
  const [from, until] = [requireInstant(payload, 'from'), requireInstant(payload, 'until')];
  if (cover === uid) throw new HttpsError('invalid-argument', 'Name a colleague to cover you, not yourself.');
  const problem = coveragePeriodError(from, until, Date.now());
  if (problem) throw new HttpsError('invalid-argument', PERIOD_REFUSALS[problem]);

  await db.runTransaction(async (tx) => {
    const ref = clinicCoverageRef(uid);
    const [coverMember, existing] = await Promise.all([requireClinicianOf(tx, member.clinicId, cover, 'The cover'), tx.get(ref).then((d) => d.data())]);
    const same = existing?.clinicId === member.clinicId && existing.cover === cover && existing.from.toMillis() === from && existing.until.toMillis() === until;
    if (same) return;
    const [fromAt, untilAt] = [Timestamp.fromMillis(from), Timestamp.fromMillis(until)];
    const auditId = recordAudit(tx, doctorActor(uid, doctor), {
      action: 'coverage.set',
      target: { collection: 'clinicCoverages', id: clinicCoverageId(uid) },
      patientUid: '',
      changes: {
        cover: { before: existing?.cover ?? null, after: cover },
        from: { before: existing?.from ?? null, after: fromAt },
        until: { before: existing?.until ?? null, after: untilAt },
      },
    });
    const coverage: ClinicCoverage = {
      clinicId: member.clinicId,
      away: uid,
      awayName: member.name,
      cover,
      coverName: coverMember.name,
      from: fromAt,
      until: untilAt,
      setAt: Timestamp.now(),
      setBy: uid,
      auditId,
    };
    tx.set(ref, coverage);
  });
  return { away: uid, cover, from: new Date(from).toISOString(), until: new Date(until).toISOString() };
});

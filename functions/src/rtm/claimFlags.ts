/**
 * The claim guards' reads (issue 53): what @rehab/model/claimGuards judges a doctor's month of claim lines by, read
 * from server-made and rule-checked records, and the lines with their flags and overrides. doctorMonth calls it, so
 * rtmClaims, clinicRtmClaims, the CSV and closeDoctorMonth all see the same flags.
 */
import {
  CLAIM_GUARDS_FROM,
  claimFlagOverrideId,
  claimFlags,
  claimLineKey,
  type ClaimFlagOverrideSummary,
  type Encounter,
  type GuardedClaimLine,
  type GuardedConsent,
  type GuardedPlan,
  type OtherClinicDeviceLine,
} from '@rehab/model/claimGuards';
import { dayKey } from '@rehab/model/monitoring';
import { deviceCode } from '@rehab/model/rtmCodes';
import { deviceBillerOf, episodesOf, periodsOf, zoneOrDefault, type RtmClaimLine, type RtmPatientInput } from '@rehab/model/rtmClaims';
import { membershipRef } from '../lib/clinics';
import { col, docRef } from '../lib/collections';
import { getAllChunked } from './shared';

const practiceOfNoClinic = (uid: string) => `doctor:${uid}`;

/** Each clinician's practice: his clinic, or himself when he belongs to none. */
async function practicesOf(uids: string[]): Promise<Map<string, string>> {
  const members = await getAllChunked(uids.map((uid) => membershipRef(uid)));
  return new Map(uids.map((uid, index) => [uid, members[index].data()?.clinicId ?? practiceOfNoClinic(uid)]));
}

/**
 * The device periods of the patient that another practice bills. Read from the patient's monitoring record, which
 * only the functions write (who started each episode, its transfers, its data days): the same record and rule
 * (deviceBillerOf, deviceCode) the other practice's own rtmClaims bills from, so it counts whether or not that practice
 * has closed its month, and no client-typed value enters. One record per patient means two practices' periods meet
 * only after a stop and a restart (the ended episode's last day is the new one's first), or through a transfer.
 */
function otherPracticeDeviceLines(monitoring: RtmPatientInput['monitoring'], today: string, mine: string, practices: Map<string, string>): OtherClinicDeviceLine[] {
  const days = monitoring?.days ?? {};
  return episodesOf(monitoring).flatMap((episode) =>
    periodsOf(episode, today).flatMap((period) => {
      const practice = practices.get(deviceBillerOf(episode, period.start));
      if (!period.over || !practice || practice === mine) return [];
      const dataDays = Object.keys(days).filter((day) => day >= period.start && day <= period.end && Object.keys(days[day]).length > 0).length;
      const code = deviceCode(dataDays);
      return code ? [{ clinicId: practice, code, periodStart: period.start, periodEnd: period.end }] : [];
    }),
  );
}

/** The guards' records of one patient: his plans of care, RTM consents, and appointments and visits with the clinician or his clinic. */
async function patientRecords(patientId: string, doctorId: string, clinicId: string | undefined) {
  const [plans, consents, appointments, visits] = await Promise.all([
    col('plansOfCare').where('patientId', '==', patientId).get(),
    col('rtmConsents').where('patientId', '==', patientId).get(),
    col('appointments').where('userID', '==', patientId).get(),
    col('videoVisits').where('patientId', '==', patientId).where('doctorId', '==', doctorId).get(),
  ]);
  const encounters: Encounter[] = [
    ...appointments.docs
      .filter((snapshot) => snapshot.data().doctorID === doctorId || (clinicId !== undefined && snapshot.data().clinicId === clinicId))
      .map((snapshot) => ({ id: `appointments/${snapshot.id}`, kind: 'appointment' as const, at: snapshot.data().datetime.toMillis() })),
    // a visit counts once held: from when its media last flowed
    ...visits.docs.flatMap((snapshot) => {
      const endedAt = snapshot.data().endedAt;
      return endedAt ? [{ id: `videoVisits/${snapshot.id}`, kind: 'visit' as const, at: endedAt.toMillis() }] : [];
    }),
  ];
  return {
    plans: plans.docs.map((snapshot): GuardedPlan => ({ ...snapshot.data(), id: snapshot.id })),
    consents: consents.docs.map((snapshot): GuardedConsent => ({ ...snapshot.data(), id: snapshot.id })),
    encounters,
  };
}

/**
 * The lines with their flags and the overrides of those flags. Months whose lines all precede CLAIM_GUARDS_FROM read
 * nothing more; otherwise four queries per patient with a judged line, the memberships of the clinician and of the
 * patients' device billers, and the overrides by id (one per flag).
 */
export async function withClaimFlags(doctorId: string, lines: RtmClaimLine[], patients: Map<string, RtmPatientInput>, now: number): Promise<GuardedClaimLine[]> {
  const judged = lines.filter((line) => line.dateOfService >= CLAIM_GUARDS_FROM);
  if (judged.length === 0) return lines.map((line) => ({ ...line, flags: [] }));
  const patientIds = [...new Set(judged.map((line) => line.patientId))];
  const billers = patientIds.flatMap((id) => episodesOf(patients.get(id)?.monitoring).flatMap((episode) => [episode.startedBy, ...episode.transfers.map((transfer) => transfer.to)]));
  const clinicId = (await membershipRef(doctorId).get()).data()?.clinicId;
  const [practices, records] = await Promise.all([
    practicesOf([...new Set(billers)]),
    Promise.all(patientIds.map(async (id) => [id, await patientRecords(id, doctorId, clinicId)] as const)),
  ]);
  const mine = clinicId ?? practiceOfNoClinic(doctorId);
  const byPatient = new Map(records);
  const flagged = lines.map((line) => {
    const monitoring = patients.get(line.patientId)?.monitoring;
    const record = byPatient.get(line.patientId);
    const flags = record
      ? claimFlags({ line, monitoring, ...record, otherClinicDeviceLines: otherPracticeDeviceLines(monitoring, dayKey(now, zoneOrDefault(monitoring?.timeZone)), mine, practices) })
      : [];
    return { line, flags };
  });
  const overrideIds = flagged.flatMap(({ line, flags }) => flags.map((flag) => claimFlagOverrideId(claimLineKey(line), flag.kind)));
  const overrides = await getAllChunked(overrideIds.map((id) => docRef('claimFlagOverrides', id)));
  const overrideById = new Map(
    overrides.flatMap((snapshot): [string, ClaimFlagOverrideSummary][] => {
      const override = snapshot.data();
      return override ? [[snapshot.id, { reason: override.reason, by: override.by, byName: override.byName, at: new Date(override.at.toMillis()).toISOString() }]] : [];
    }),
  );
  return flagged.map(({ line, flags }) => ({
    ...line,
    flags: flags.map((flag) => ({ ...flag, override: overrideById.get(claimFlagOverrideId(claimLineKey(line), flag.kind)) ?? null })),
  }));
}

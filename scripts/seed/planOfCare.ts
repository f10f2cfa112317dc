/**
 * Plans of care and RTM consents in the demo world (issue 53): every patient in monitoring consented the evening before
 * his episode began, and Ravi Iyer, whose primary clinician at Northside Rehab is the physical therapist, has the plan
 * of care she drafted for his episode, certified by the demo doctor (Northside's owner, a physician) three days in.
 * The patients each claim guard flags come with the guards' wiring.
 */
import { LIMITS } from '@rehab/model/limits';
import { addDays } from '@rehab/model/monitoring';
import { RTM_CONSENT_TEXT_VERSION, planOfCareId, planOfCareVersionId, rtmConsentId, type PlanOfCareVersion, type RtmConsent } from '@rehab/model/planOfCare';
import { DEMO_ACCOUNTS, DEMO_CLINICS, PATIENT_OF_BOTH_CLINICS } from './accounts';
import type { SeedClock } from './clock';
import { MONITORING_STARTED_DAYS_AGO } from './monitoring';
import type { SeedDoc } from './seedDoc';

export function buildRtmConsents(clock: SeedClock): SeedDoc<RtmConsent>[] {
  return Object.entries(MONITORING_STARTED_DAYS_AGO).map(([patientId, daysAgo]) => ({
    id: rtmConsentId(patientId, RTM_CONSENT_TEXT_VERSION),
    data: { patientId, textVersion: RTM_CONSENT_TEXT_VERSION, language: 'en', at: clock.timestamp(-daysAgo - 1, 19, 30) },
  }));
}

export function buildPlansOfCare(clock: SeedClock): SeedDoc<PlanOfCareVersion>[] {
  const patientId = PATIENT_OF_BOTH_CLINICS.uid;
  const daysAgo = MONITORING_STARTED_DAYS_AGO[patientId];
  const episodeStart = clock.isoDate(-daysAgo);
  const planId = planOfCareId(patientId, episodeStart);
  const physician = DEMO_ACCOUNTS.doctor.uid;
  return [
    {
      id: planOfCareVersionId(planId, 1),
      data: {
        planId,
        version: 1,
        patientId,
        clinicId: DEMO_CLINICS.northside.id,
        episodeStart,
        diagnosis: { code: 'M17.11', text: 'Unilateral primary osteoarthritis, right knee' },
        goals: [
          { text: 'Climbs 12 stairs with one rail, without pain above 3 of 10', targetDay: addDays(episodeStart, 42) },
          { text: 'Knee flexion of 110 degrees or more', targetDay: addDays(episodeStart, 56) },
        ],
        interventions: ['Therapeutic exercise with the knee brace at home', 'Gait training', 'Home exercise programme review'],
        frequency: 'Home exercise daily; review twice a week',
        durationWeeks: 8,
        treatingClinician: DEMO_ACCOUNTS.clinician.uid,
        discipline: 'GP',
        certifyingPhysician: physician,
        firstTreatmentDay: episodeStart,
        firstTreatmentSource: 'appointment',
        certificationFrom: episodeStart,
        certificationUntil: addDays(episodeStart, LIMITS.planOfCare.certificationMaxDays - 1),
        status: 'signed',
        createdAt: clock.timestamp(-daysAgo, 10),
        sentAt: clock.timestamp(-daysAgo + 1, 9),
        signature: {
          by: physician,
          at: clock.timestamp(-daysAgo + 3, 11, 15),
          statement: 'I certify that these services are needed under this plan of care while the patient is under my care.',
        },
      },
    },
  ];
}

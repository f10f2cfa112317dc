/**
 * Patient-reported outcomes of the demo world (issue 34), in the shapes the app writes: check-ins after the past
 * sessions of the demo doctor's patients (none for the last CHECK_IN_WINDOW_DAYS days, which the patient home still
 * asks about), and questionnaire histories: the demo patient's weekly LEFS improving, with this week's occurrence due
 * now; another patient's LEFS every 2 weeks worsening; a third's PSFS every 4 weeks. The seed runs with triggers
 * paused, so the scores are made here by the very scoring the scoreQuestionnaireResponse function uses.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { buildOutcomeSummary, type OutcomeSummary } from '@rehab/model/clinicDashboard';
import type { OutcomeCheckIn, QuestionnaireAssignment, QuestionnaireResponseDoc, Session } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE } from '@rehab/model/monitoring';
import { LEFS_ITEM_COUNT, QUESTIONNAIRES, canonicalOf, psfsActivityId, psfsRatingId } from '@rehab/model/outcomes/questionnaires';
import { SCHEDULE_INTERVAL_DAYS, type InstrumentId, type OutcomeSchedule, type ResponseItem } from '@rehab/model/outcomes/types';
import { responseIdOf } from '@rehab/model/outcomes/schedule';
import { scoreResponse } from '@rehab/model/outcomes/scoring';
import { localDay, shiftDay, zonedInstant } from '@rehab/model/reminders';
import { DEMO_ACCOUNTS, OTHER_PATIENTS } from './accounts';
import type { InCare } from './care';
import { Random } from './random';
import type { SeedDoc } from './seedDoc';

const DOCTOR = DEMO_ACCOUNTS.doctor.uid;
const PATIENT = DEMO_ACCOUNTS.patient.uid;
/** The patient home asks about sessions of the last 3 days (src/features/outcomes/logic/checkIn.ts): left unanswered. */
const UNASKED_DAYS = 3;
/** The check-ins per patient: his latest sessions before those days. */
const CHECK_INS_PER_PATIENT = 10;

/** The demo patient's weekly LEFS, due now (the end-to-end test answers it). */
export const DEMO_DUE_LEFS_ASSIGNMENT = 'outcomes-demo-patient-lefs';

export interface OutcomesSeed {
  checkIns: SeedDoc<OutcomeCheckIn>[];
  assignments: SeedDoc<QuestionnaireAssignment>[];
  responses: SeedDoc<QuestionnaireResponseDoc>[];
}

/** LEFS answers adding up to `total` (0–80): the items are filled evenly, the easier activities first. */
export function lefsItemsFor(total: number): ResponseItem[] {
  const options = QUESTIONNAIRES.lefs.item.find((item) => item.type === 'choice')!.answerOption!;
  return Array.from({ length: LEFS_ITEM_COUNT }, (_, i) => {
    const value = Math.min(4, Math.floor(total / LEFS_ITEM_COUNT) + (i < total % LEFS_ITEM_COUNT ? 1 : 0));
    const { system, code, display } = options[value].valueCoding;
    return { linkId: `lefs-${i + 1}`, answer: [{ valueCoding: { system, code, display } }] };
  });
}

function psfsItemsFor(ratings: readonly [string, number][]): ResponseItem[] {
  return ratings.flatMap(([name, rating], i) => [
    { linkId: psfsActivityId(i + 1), answer: [{ valueString: name }] },
    { linkId: psfsRatingId(i + 1), answer: [{ valueInteger: rating }] },
  ]);
}

interface History {
  id: string;
  patientId: string;
  instrument: InstrumentId;
  schedule: Exclude<OutcomeSchedule, 'once'>;
  /** the answers of each past occurrence, oldest first; the last occurrence is today's unless `dueNow` */
  answers: ResponseItem[][];
  /** today's occurrence is left for the patient */
  dueNow: boolean;
}

function buildHistory(history: History, today: string): { assignment: SeedDoc<QuestionnaireAssignment>; responses: SeedDoc<QuestionnaireResponseDoc>[] } {
  const interval = SCHEDULE_INTERVAL_DAYS[history.schedule];
  const occurrences = history.answers.length + (history.dueNow ? 1 : 0);
  const startDay = shiftDay(today, -interval * (occurrences - 1));
  const questionnaire = canonicalOf(history.instrument);
  const assignment: SeedDoc<QuestionnaireAssignment> = {
    id: history.id,
    data: {
      patientId: history.patientId,
      doctorId: DOCTOR,
      instrument: history.instrument,
      questionnaire,
      schedule: history.schedule,
      startDay,
      active: true,
      createdAt: Timestamp.fromMillis(zonedInstant(startDay, '09:00', DEFAULT_TIME_ZONE)),
    },
  };
  const responses = history.answers.map((item, k) => {
    const occurrenceDay = shiftDay(startDay, interval * k);
    return {
      id: responseIdOf(history.id, occurrenceDay),
      data: {
        resourceType: 'QuestionnaireResponse' as const,
        questionnaire,
        status: 'completed' as const,
        subject: { reference: `Patient/${history.patientId}` },
        authored: Timestamp.fromMillis(zonedInstant(occurrenceDay, '18:30', DEFAULT_TIME_ZONE)),
        item,
        patientId: history.patientId,
        assignmentId: history.id,
        instrument: history.instrument,
        occurrenceDay,
        score: scoreResponse(history.instrument, item),
      },
    };
  });
  return { assignment, responses };
}

/** Pain easing over the sessions (from about 7 to 2), effort steady around 5, with some noise. */
function checkInsOf(patientId: string, sessions: readonly SeedDoc<Session>[], before: number, worsening: boolean): SeedDoc<OutcomeCheckIn>[] {
  const random = Random.for(`outcomes/${patientId}`);
  const past = sessions.filter((s) => s.data.userId === patientId && s.data.date.toMillis() < before).slice(-CHECK_INS_PER_PATIENT);
  return past.map((session, index) => {
    const progress = past.length > 1 ? index / (past.length - 1) : 1;
    const trend = worsening ? 3 + 4 * progress : 7 - 5 * progress;
    const pain = Math.max(0, Math.min(10, Math.round(trend + random.between(-1, 1))));
    const effort = Math.max(0, Math.min(10, Math.round(5 + random.between(-1.5, 1.5))));
    const createdAt = Timestamp.fromMillis(session.data.date.toMillis() + 30 * 60_000);
    return { id: session.id, data: { patientId, sessionId: session.id, pain, effort, createdAt, updatedAt: createdAt } };
  });
}

export function buildOutcomes(sessions: readonly SeedDoc<Session>[], inCare: InCare, now: Date): OutcomesSeed {
  const [worsening, psfsPatient] = OTHER_PATIENTS.filter((p) => inCare(DOCTOR, p.uid)).map((p) => p.uid);
  const today = localDay(now.getTime(), DEFAULT_TIME_ZONE);
  const before = now.getTime() - UNASKED_DAYS * 86_400_000;
  const patients = [PATIENT, worsening, psfsPatient];
  const histories = [
    buildHistory({ id: DEMO_DUE_LEFS_ASSIGNMENT, patientId: PATIENT, instrument: 'lefs', schedule: 'weekly', answers: [34, 39, 45, 47, 52].map(lefsItemsFor), dueNow: true }, today),
    buildHistory({ id: `outcomes-${worsening.replace(/^demo-/, '')}-lefs`, patientId: worsening, instrument: 'lefs', schedule: 'every2Weeks', answers: [61, 57, 52, 49].map(lefsItemsFor), dueNow: false }, today),
    buildHistory(
      {
        id: `outcomes-${psfsPatient.replace(/^demo-/, '')}-psfs`,
        patientId: psfsPatient,
        instrument: 'psfs',
        schedule: 'every4Weeks',
        answers: [
          psfsItemsFor([['Climbing stairs', 3], ['Kneeling', 2], ['Running for the bus', 1]]),
          psfsItemsFor([['Climbing stairs', 5], ['Kneeling', 3], ['Running for the bus', 3]]),
          psfsItemsFor([['Climbing stairs', 7], ['Kneeling', 5], ['Running for the bus', 4]]),
        ],
        dueNow: false,
      },
      today,
    ),
  ];
  return {
    checkIns: patients.flatMap((patientId) => checkInsOf(patientId, sessions, before, patientId === worsening)),
    assignments: histories.map((h) => h.assignment),
    responses: histories.flatMap((h) => h.responses),
  };
}

/**
 * What the outcome summary function keeps from the responses (issue 51): each patient's summary built by the same
 * buildOutcomeSummary, for the patients with a scored response.
 */
export function buildOutcomeSummaries(responses: readonly SeedDoc<QuestionnaireResponseDoc>[]): SeedDoc<OutcomeSummary>[] {
  const patients = [...new Set(responses.map(({ data }) => data.patientId))].sort();
  return patients.flatMap((patientId) => {
    const summary = buildOutcomeSummary(patientId, responses.filter(({ data }) => data.patientId === patientId).map(({ data }) => data));
    return Object.keys(summary.instruments).length > 0 ? [{ id: patientId, data: summary }] : [];
  });
}

/**
 * The scoreQuestionnaireResponse trigger (issue 34) against the emulators: a completed LEFS and a completed PSFS get
 * their score written onto them; a response saved part-way gets none until it is handed in; a response with an
 * answer outside its item's scale (which only the admin SDK can store: the rules refuse it) is marked invalid, unscored.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { canonicalOf, QUESTIONNAIRES } from '@rehab/model/outcomes/questionnaires';
import type { InstrumentId, OutcomeScore, ResponseItem, ResponseStatus } from '@rehab/model/outcomes/types';
import { adminDb } from '../support';
import { uniqueId } from './callers';
import { EFFECT_TIMEOUT_MS, waitForEffect } from '../../effects';

/** A LEFS answer as the form stores it: the option's coding without its ordinal extension. */
const lefsAnswer = (code: number) => {
  const { system, display } = QUESTIONNAIRES.lefs.item[1].answerOption![code].valueCoding;
  return { valueCoding: { system, code: String(code), display } };
};

async function respond(instrument: InstrumentId, item: ResponseItem[], status: ResponseStatus): Promise<string> {
  const patientId = uniqueId('patient');
  const path = `questionnaireResponses/${uniqueId('assignment')}_2030-01-07`;
  await adminDb.doc(path).set({
    resourceType: 'QuestionnaireResponse',
    questionnaire: canonicalOf(instrument),
    status,
    subject: { reference: `Patient/${patientId}` },
    authored: Timestamp.now(),
    item,
    patientId,
    assignmentId: path.split('/')[1].split('_')[0],
    instrument,
    occurrenceDay: '2030-01-07',
  });
  return path;
}

/** The trigger's first run may wait for a cold functions emulator on a loaded machine. */
const scoreOf = (path: string): Promise<OutcomeScore> =>
  waitForEffect(`the score of ${path}`, async () => (await adminDb.doc(path).get()).get('score') as OutcomeScore | undefined);

describe('scoreQuestionnaireResponse', () => {
  it('scores a completed LEFS: the total of the 20 items', async () => {
    const item = Array.from({ length: 20 }, (_, i) => ({ linkId: `lefs-${i + 1}`, answer: [lefsAnswer(i % 5)] }));
    const path = await respond('lefs', item, 'completed');
    expect(await scoreOf(path)).toEqual({ value: 40, answered: 20, of: 20, questionnaire: canonicalOf('lefs') });
  }, EFFECT_TIMEOUT_MS + 10_000);

  it('scores a PSFS handed in after it was saved part-way: the mean of the rated activities', async () => {
    const item = [
      { linkId: 'activity-1', answer: [{ valueString: 'Climbing stairs' }] },
      { linkId: 'rating-1', answer: [{ valueInteger: 3 }] },
      { linkId: 'activity-2', answer: [{ valueString: 'Kneeling' }] },
      { linkId: 'rating-2', answer: [{ valueInteger: 6 }] },
    ];
    const path = await respond('psfs', item, 'in-progress');
    await adminDb.doc(path).update({ status: 'completed' });
    expect(await scoreOf(path)).toEqual({ value: 4.5, answered: 2, of: 2, questionnaire: canonicalOf('psfs') });
  }, EFFECT_TIMEOUT_MS + 10_000);

  it('marks a LEFS with 7 on a 0–4 item invalid and leaves it unscored, not scored as if the item were missing', async () => {
    const item = Array.from({ length: 20 }, (_, i) => ({ linkId: `lefs-${i + 1}`, answer: [lefsAnswer(4)] }));
    item[6] = { linkId: 'lefs-7', answer: [{ valueCoding: { ...lefsAnswer(4).valueCoding, code: '7' } }] };
    const path = await respond('lefs', item, 'completed');
    expect(await scoreOf(path)).toEqual({ value: null, answered: 0, of: 20, questionnaire: canonicalOf('lefs'), invalid: ['lefs-7'] });
  }, EFFECT_TIMEOUT_MS + 10_000);
});

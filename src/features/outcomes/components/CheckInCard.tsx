import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useSaveCheckInMutation } from '../api/outcomesApi';
import type { CheckInPrompt } from '../logic/checkIn';
import { RatingScale } from './RatingScale';

/**
 * After a session, on the patient home: pain now and how hard the session was, 0–10 each, on one screen. Skipping
 * saves a check-in without ratings, so the session is not asked about again; a saved check-in can be changed for 24
 * hours.
 */
export function CheckInCard({ patientUid, prompt }: { patientUid: string; prompt: CheckInPrompt }) {
  const { t, i18n } = useTranslation('outcomes');
  const [editing, setEditing] = useState(prompt.kind === 'ask');
  const [pain, setPain] = useState<number | null>(prompt.kind === 'edit' ? prompt.checkIn.pain : null);
  const [effort, setEffort] = useState<number | null>(prompt.kind === 'edit' ? prompt.checkIn.effort : null);
  const [save, saving] = useSaveCheckInMutation();
  const sessionDate = formatDateTime(prompt.session.date, i18n.language);

  const submit = (values: { pain: number | null; effort: number | null }) =>
    save({ patientUid, sessionId: prompt.session.id, ...values, before: prompt.kind === 'edit' ? prompt.checkIn : null })
      .unwrap()
      .then(() => setEditing(false))
      .catch(() => undefined);

  return (
    <Card className="mt-3" data-testid="check-in">
      <Card.Body>
        <h2 className="h5">{t('checkIn.title')}</h2>
        <p className="small text-body-secondary">{t('checkIn.session', { date: sessionDate })}</p>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit({ pain, effort });
            }}
          >
            <RatingScale legend={t('checkIn.pain')} value={pain} onChange={setPain} anchors={{ low: t('checkIn.painLow'), middle: t('checkIn.painMiddle'), high: t('checkIn.painHigh') }} testId="check-in-pain" />
            <RatingScale legend={t('checkIn.effort')} value={effort} onChange={setEffort} anchors={{ low: t('checkIn.effortLow'), middle: t('checkIn.effortMiddle'), high: t('checkIn.effortHigh') }} testId="check-in-effort" />
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" disabled={saving.isLoading || (pain === null && effort === null)}>
                {t('checkIn.save')}
              </Button>
              {prompt.kind === 'ask' && (
                <Button variant="outline-secondary" disabled={saving.isLoading} onClick={() => void submit({ pain: null, effort: null })}>
                  {t('checkIn.skip')}
                </Button>
              )}
            </div>
          </form>
        ) : (
          <>
            <p className="mb-2" data-testid="check-in-saved">
              {t('checkIn.saved', { pain: ratingText(t, pain), effort: ratingText(t, effort) })}
            </p>
            {prompt.kind === 'edit' && (
              <>
                <p className="small text-body-secondary">{t('checkIn.editableUntil', { time: formatDateTime(prompt.editableUntil, i18n.language) })}</p>
                <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
                  {t('checkIn.change')}
                </Button>
              </>
            )}
          </>
        )}
        {saving.error && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {queryErrorMessage(saving.error)}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

const ratingText = (t: (key: string) => string, value: number | null) => (value === null ? t('checkIn.notRated') : `${value}/10`);

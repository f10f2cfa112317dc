import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { PSFS_ANCHORS, PSFS_MAX_ACTIVITIES, QUESTIONNAIRES, hasPublishedTranslation, psfsRatingId, questionItems } from '@rehab/model/outcomes/questionnaires';
import { integerScale } from '@rehab/model/outcomes/scales';
import type { ResponseItem, ResponseStatus } from '@rehab/model/outcomes/types';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useSaveResponseMutation } from '../api/outcomesApi';
import type { AssignmentRecord } from '../api/outcomesRecords';
import { isLefsComplete, isPsfsComplete, lefsAnswersOf, lefsItems, psfsActivitiesOf, psfsItems, type LefsAnswers, type PsfsActivity } from '../logic/answers';
import { RatingScale } from './RatingScale';

interface QuestionnaireFormProps {
  patientUid: string;
  assignment: AssignmentRecord;
  occurrenceDay: string;
  /** the answers saved part-way (null: not started) */
  draft: ResponseItem[] | null;
  /** PSFS: the activities the patient named before (then rated, not named again) */
  namedActivities: string[];
  onDone: (status: ResponseStatus) => void;
}

/**
 * One occurrence of an assigned questionnaire: its items as the Questionnaire gives them (in English unless the repo
 * ships a published translation in the patient's language: a line says so), saved part-way or handed in.
 */
export function QuestionnaireForm({ patientUid, assignment, occurrenceDay, draft, namedActivities, onDone }: QuestionnaireFormProps) {
  const { t, i18n } = useTranslation('outcomes');
  const questionnaire = QUESTIONNAIRES[assignment.instrument];
  const [lefs, setLefs] = useState<LefsAnswers>(() => lefsAnswersOf(draft ?? []));
  const [psfs, setPsfs] = useState<PsfsActivity[]>(() => initialActivities(draft ?? [], namedActivities));
  const [incomplete, setIncomplete] = useState(false);
  const [save, saving] = useSaveResponseMutation();
  const isLefs = assignment.instrument === 'lefs';
  const instructions = questionnaire.item.find((item) => item.type === 'display')?.text;

  const submit = (status: ResponseStatus) => {
    const complete = isLefs ? isLefsComplete(lefs) : isPsfsComplete(psfs);
    setIncomplete(status === 'completed' && !complete);
    if (status === 'completed' && !complete) return;
    void save({ patientUid, assignment, occurrenceDay, item: isLefs ? lefsItems(lefs) : psfsItems(psfs), status, draft })
      .unwrap()
      .then(() => onDone(status))
      .catch(() => undefined);
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit('completed');
      }}
    >
      {!hasPublishedTranslation(assignment.instrument, i18n.language) && (
        <Alert variant="info" className="py-2" data-testid="english-only">
          {t('form.englishOnly')}
        </Alert>
      )}
      <div lang={questionnaire.language} dir="ltr">
        {instructions && <p>{instructions}</p>}
        {isLefs ? (
          questionItems('lefs').map((item, index) => (
            <fieldset key={item.linkId} className="mb-3 border-bottom pb-2" data-testid={`item-${item.linkId}`}>
              <legend className="fs-6 fw-semibold">
                {item.prefix} {item.text}
              </legend>
              {(item.answerOption ?? []).map((option, value) => (
                <Form.Check
                  key={option.valueCoding.code}
                  type="radio"
                  id={`${item.linkId}-${value}`}
                  name={item.linkId}
                  label={`${value} – ${option.valueCoding.display}`}
                  checked={lefs[index + 1] === value}
                  onChange={() => setLefs((answers) => ({ ...answers, [index + 1]: value }))}
                />
              ))}
            </fieldset>
          ))
        ) : (
          <PsfsFields activities={psfs} fixedNames={namedActivities.length > 0} onChange={setPsfs} />
        )}
      </div>
      {incomplete && (
        <Alert variant="warning" className="py-2" role="alert">
          {t(isLefs ? 'form.lefsIncomplete' : 'form.psfsIncomplete')}
        </Alert>
      )}
      {saving.error && (
        <Alert variant="danger" className="py-2" role="alert">
          {queryErrorMessage(saving.error)}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" disabled={saving.isLoading}>
          {t('form.submit')}
        </Button>
        <Button variant="outline-secondary" disabled={saving.isLoading} onClick={() => submit('in-progress')}>
          {t('form.saveDraft')}
        </Button>
      </div>
      <p className="small text-body-secondary mt-3 mb-0" lang="en" dir="ltr">
        {questionnaire.copyright}
      </p>
    </Form>
  );
}

function initialActivities(draft: ResponseItem[], named: string[]): PsfsActivity[] {
  const saved = psfsActivitiesOf(draft);
  if (named.length > 0) return named.map((name) => ({ name, rating: saved.find((activity) => activity.name === name)?.rating ?? null }));
  return saved.length > 0 ? saved : [{ name: '', rating: null }];
}

/** The top of each PSFS rating, as its Questionnaire item bounds it: the form offers no rating the rules would refuse. */
const psfsRatingMax = (n: number) => integerScale('psfs', psfsRatingId(n)).max;

function PsfsFields({ activities, fixedNames, onChange }: { activities: PsfsActivity[]; fixedNames: boolean; onChange: (activities: PsfsActivity[]) => void }) {
  const { t } = useTranslation('outcomes');
  const change = (index: number, patch: Partial<PsfsActivity>) => onChange(activities.map((activity, i) => (i === index ? { ...activity, ...patch } : activity)));
  return (
    <>
      {activities.map((activity, index) => (
        <div key={index} className="mb-3 border-bottom" data-testid={`psfs-activity-${index + 1}`}>
          {fixedNames ? (
            <RatingScale legend={activity.name} value={activity.rating} onChange={(rating) => change(index, { rating })} anchors={PSFS_ANCHORS} max={psfsRatingMax(index + 1)} />
          ) : (
            <>
              <Form.Group className="mb-2" controlId={`psfs-name-${index + 1}`}>
                <Form.Label>{t('form.activityName', { n: index + 1 })}</Form.Label>
                <Form.Control value={activity.name} maxLength={LIMITS.outcomes.psfsActivityName} onChange={(event) => change(index, { name: event.target.value })} />
              </Form.Group>
              <RatingScale legend={t('form.activityRating', { n: index + 1 })} value={activity.rating} onChange={(rating) => change(index, { rating })} anchors={PSFS_ANCHORS} max={psfsRatingMax(index + 1)} />
            </>
          )}
        </div>
      ))}
      {!fixedNames && activities.length < PSFS_MAX_ACTIVITIES && (
        <Button variant="outline-primary" size="sm" className="mb-3" onClick={() => onChange([...activities, { name: '', rating: null }])}>
          {t('form.addActivity')}
        </Button>
      )}
    </>
  );
}

import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/withId';
import type { Exercise, ExercisePlan } from '@rehab/model/collections';
import { formatDay } from '../../../lib/dateFormat';
import { dateOfIso, planExercises, type CalendarEntry } from '../logic/planLogic';

/** A scheduled workout: its plan, date and exercises, with Delete for those who may change the calendar. */
export function EventPopup({
  entry,
  plan,
  exercises,
  canDelete,
  onDelete,
  onClose,
}: {
  entry: CalendarEntry | null;
  /** the scheduled plan (absent when it has been deleted since) */
  plan: WithId<ExercisePlan> | undefined;
  exercises: readonly WithId<Exercise>[];
  canDelete: boolean;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('plans');
  const id = useId();
  const exerciseName = (exerciseId: string) => exercises.find((exercise) => exercise.docId === exerciseId)?.name ?? exerciseId;
  return (
    <Modal show={entry !== null} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={`${id}-title`} className="h5 text-break">
          {entry?.event.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-0">
          <dt className="col-5">{t('date')}</dt>
          <dd className="col-7">{entry && formatDay(dateOfIso(entry.date), i18n.language)}</dd>
          <dt className="col-5">{t('type')}</dt>
          <dd className="col-7">{entry?.event.isPublic ? t('legendPublic') : t('legendPersonalized')}</dd>
        </dl>
        {plan && (
          <>
            <h3 className="h6 mt-2">{t('exercises')}</h3>
            <ul className="mb-0">
              {planExercises(plan).map(({ exerciseId, reps }) => (
                <li key={exerciseId}>{t('exerciseWithReps', { exercise: exerciseName(exerciseId), reps })}</li>
              ))}
            </ul>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {canDelete && (
          <Button variant="danger" onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

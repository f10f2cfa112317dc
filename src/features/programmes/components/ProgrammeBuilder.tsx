import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ClinicExercise } from '@rehab/model/exercises';
import { LIMITS } from '@rehab/model/limits';
import { programmeError, weeklySetsPrescribed, type Programme, type ProgrammeExercise } from '@rehab/model/programmes';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useSaveProgrammeTemplateMutation } from '../api/programmesApi';
import { exerciseName } from '../logic/libraryFilter';

const L = LIMITS.programme;

interface ProgrammeBuilderProps {
  clinicId: string;
  uid: string;
  /** the exercises picked from the library, in order */
  exercises: ProgrammeExercise[];
  onExercisesChange: (exercises: ProgrammeExercise[]) => void;
  library: ReadonlyMap<string, ClinicExercise>;
}

/** Builds a template from exercises picked in the library and saves it as the clinician's own or as the clinic's. */
export function ProgrammeBuilder({ clinicId, uid, exercises, onExercisesChange, library }: ProgrammeBuilderProps) {
  const { t, i18n } = useTranslation('programmes');
  const [name, setName] = useState('');
  const [frequencyPerWeek, setFrequency] = useState(3);
  const [weeks, setWeeks] = useState(4);
  const [progression, setProgression] = useState({ repsPerWeek: 0, holdSecondsPerWeek: 0, notes: '' });
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [save, saving] = useSaveProgrammeTemplateMutation();
  const programme: Programme = { name, exercises, frequencyPerWeek, weeks, progression };
  const error = programmeError(programme);
  const saveError = queryErrorMessage(saving.error);

  const change = (index: number, patch: Partial<ProgrammeExercise>) => onExercisesChange(exercises.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const number = (value: string) => (value === '' ? Number.NaN : Number(value));
  const submit = async (mine: boolean) => {
    setTried(true);
    setSaved(null);
    if (error) return;
    const result = await save({ clinicId, author: uid, ownerUid: mine ? uid : null, programme });
    if ('data' in result) {
      setSaved(name);
      setTried(false);
      setName('');
      onExercisesChange([]);
    }
  };

  return (
    <Card as="section" aria-labelledby="builder-title" data-testid="programme-builder">
      <Card.Header className="bg-body">
        <h2 id="builder-title" className="h5 mb-0">
          {t('builder.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        {saved && <Alert variant="success">{t('builder.saved', { name: saved })}</Alert>}
        <Form.Group controlId="programme-name" className="mb-3">
          <Form.Label>{t('builder.name')}</Form.Label>
          <Form.Control value={name} maxLength={L.name} onChange={(event) => setName(event.target.value)} isInvalid={tried && error === 'name'} />
        </Form.Group>
        <div className="d-flex flex-wrap gap-3 mb-3">
          <Form.Group controlId="programme-frequency">
            <Form.Label>{t('builder.frequency')}</Form.Label>
            <Form.Control type="number" min={1} max={L.frequencyPerWeek} value={frequencyPerWeek} onChange={(event) => setFrequency(number(event.target.value))} isInvalid={tried && error === 'frequencyPerWeek'} />
          </Form.Group>
          <Form.Group controlId="programme-weeks">
            <Form.Label>{t('builder.weeks')}</Form.Label>
            <Form.Control type="number" min={1} max={L.weeks} value={weeks} onChange={(event) => setWeeks(number(event.target.value))} isInvalid={tried && error === 'weeks'} />
          </Form.Group>
          <Form.Group controlId="programme-reps-step">
            <Form.Label>{t('builder.repsPerWeek')}</Form.Label>
            <Form.Control type="number" min={0} max={L.repsStepPerWeek} value={progression.repsPerWeek} onChange={(event) => setProgression({ ...progression, repsPerWeek: number(event.target.value) })} />
          </Form.Group>
          <Form.Group controlId="programme-hold-step">
            <Form.Label>{t('builder.holdPerWeek')}</Form.Label>
            <Form.Control type="number" min={0} max={L.holdStepPerWeek} value={progression.holdSecondsPerWeek} onChange={(event) => setProgression({ ...progression, holdSecondsPerWeek: number(event.target.value) })} />
          </Form.Group>
        </div>
        <Form.Group controlId="programme-notes" className="mb-3">
          <Form.Label>{t('builder.notes')}</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={L.progressionNotes} value={progression.notes} onChange={(event) => setProgression({ ...progression, notes: event.target.value })} />
        </Form.Group>
        {exercises.length === 0 ? (
          <p className="text-body-secondary" data-testid="builder-empty">
            {t('builder.empty')}
          </p>
        ) : (
          <ol className="list-unstyled d-grid gap-2">
            {exercises.map((item, index) => {
              const exercise = library.get(item.exerciseId);
              const label = exercise ? exerciseName(exercise, i18n.language) : item.exerciseId;
              const held = item.holdSeconds !== null;
              return (
                <li key={item.exerciseId} className="border rounded p-2" data-testid="builder-exercise">
                  <fieldset>
                    <legend className="h6">{label}</legend>
                    <div className="d-flex flex-wrap align-items-end gap-2">
                      <Form.Group controlId={`sets-${index}`}>
                        <Form.Label className="small">{t('builder.sets')}</Form.Label>
                        <Form.Control size="sm" type="number" min={1} max={L.sets} value={item.sets} onChange={(event) => change(index, { sets: number(event.target.value) })} />
                      </Form.Group>
                      <Form.Group controlId={`measure-${index}`}>
                        <Form.Label className="small">{t('builder.measure')}</Form.Label>
                        <Form.Select size="sm" value={held ? 'hold' : 'reps'} onChange={(event) => change(index, event.target.value === 'hold' ? { reps: null, holdSeconds: 30 } : { reps: 10, holdSeconds: null })}>
                          <option value="reps">{t('builder.byReps')}</option>
                          <option value="hold">{t('builder.byHold')}</option>
                        </Form.Select>
                      </Form.Group>
                      <Form.Group controlId={`amount-${index}`}>
                        <Form.Label className="small">{held ? t('builder.holdSeconds') : t('builder.reps')}</Form.Label>
                        <Form.Control
                          size="sm"
                          type="number"
                          min={1}
                          max={held ? L.holdSeconds : L.reps}
                          value={(held ? item.holdSeconds : item.reps) ?? ''}
                          onChange={(event) => change(index, held ? { holdSeconds: number(event.target.value) } : { reps: number(event.target.value) })}
                        />
                      </Form.Group>
                      <Form.Group controlId={`rest-${index}`}>
                        <Form.Label className="small">{t('builder.rest')}</Form.Label>
                        <Form.Control size="sm" type="number" min={0} max={L.restSeconds} value={item.restSeconds} onChange={(event) => change(index, { restSeconds: number(event.target.value) })} />
                      </Form.Group>
                      <Button size="sm" variant="outline-danger" onClick={() => onExercisesChange(exercises.filter((_, at) => at !== index))} aria-label={t('builder.removeNamed', { name: label })}>
                        {t('builder.remove')}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        {!error && <p className="small text-body-secondary">{t('builder.weeklySets', { count: weeklySetsPrescribed(programme) })}</p>}
        {tried && error && (
          <Alert variant="danger" data-testid="builder-error">
            {t(`builder.errors.${error}`)}
          </Alert>
        )}
        {saveError && <Alert variant="danger">{t('builder.saveFailed', { message: saveError })}</Alert>}
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => void submit(true)} disabled={saving.isLoading}>
            {t('builder.saveMine')}
          </Button>
          <Button variant="outline-primary" onClick={() => void submit(false)} disabled={saving.isLoading}>
            {t('builder.saveClinic')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

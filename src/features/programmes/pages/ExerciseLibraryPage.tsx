import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BODY_REGIONS, EXERCISE_EQUIPMENT, type ClinicExercise } from '@rehab/model/exercises';
import type { ProgrammeExercise } from '@rehab/model/programmes';
import type { WithId } from '../../../lib/firebase/withId';
import { clampPage } from '../../../lib/pagination';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { selectUid } from '../../auth';
import { useMyClinic } from '../../clinics';
import { useClinicExercisesQuery } from '../api/programmesApi';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { ExerciseDetail } from '../components/ExerciseDetail';
import { ExerciseTable } from '../components/ExerciseTable';
import { ExerciseUploadForm } from '../components/ExerciseUploadForm';
import { ProgrammeBuilder } from '../components/ProgrammeBuilder';
import { TemplateList } from '../components/TemplateList';
import { NO_FILTER, devicesOf, filterExercises, type LibraryFilter } from '../logic/libraryFilter';

/** Rows drawn at once: a page of the filtered library, so a thousand exercises cost what 25 do. */
const ROWS_PER_PAGE = 25;

/**
 * clinic.library (issue 54): the clinic's exercise library for its owners and clinicians — searched by name and
 * filtered by region, equipment and device, a page at a time, each exercise's video and instructions —, the programme
 * builder fed from it, and the templates, each assignable to a patient.
 */
export default function ExerciseLibraryPage() {
  const { t, i18n } = useTranslation('programmes');
  const uid = useAppSelector(selectUid);
  const { clinic, membership, loading, error } = useMyClinic(uid);
  const clinicId = membership?.clinicId;
  const exercises = useClinicExercisesQuery(clinicId ?? skipToken);
  const [filter, setFilter] = useState<LibraryFilter>(NO_FILTER);
  const [requestedPage, setPage] = useState(1);
  const [opened, setOpened] = useState<WithId<ClinicExercise> | null>(null);
  const [picked, setPicked] = useState<ProgrammeExercise[]>([]);
  const [uploading, setUploading] = useState(false);
  const all = exercises.currentData;
  const shown = useMemo(() => filterExercises(all ?? [], filter, i18n.language), [all, filter, i18n.language]);
  const library = useMemo(() => new Map((all ?? []).map((exercise) => [exercise.docId, exercise])), [all]);
  const devices = useMemo(() => devicesOf(all ?? []), [all]);

  if (loading) return <PageLoader />;
  if (error || !clinic || !clinicId || !uid) return <Alert variant="danger">{error ?? t('noClinic')}</Alert>;

  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const page = clampPage(requestedPage, pages);
  const pageRows = shown.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  const loadError = queryErrorMessage(exercises.error);
  const changeFilter = (next: Partial<LibraryFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const anyChoice = { value: '', text: t('any') };
  const add = (exercise: WithId<ClinicExercise>) => setPicked((current) => [...current, { exerciseId: exercise.docId, sets: 3, reps: 10, holdSeconds: null, restSeconds: 60 }]);

  return (
    <section aria-labelledby="library-title" className="d-grid gap-3">
      <div>
        <h1 id="library-title" className="h3 mb-1">
          {t('title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('intro', { clinic: clinic.name })}</p>
        <Button variant="outline-primary" size="sm" className="mt-2" aria-expanded={uploading} onClick={() => setUploading(!uploading)}>
          {t('upload.open')}
        </Button>
      </div>
      {uploading && <ExerciseUploadForm clinicId={clinicId} uid={uid} library={library} />}
      <Card as="section" aria-labelledby="exercises-title">
        <Card.Header className="bg-body d-grid gap-2">
          <h2 id="exercises-title" className="h5 mb-0">
            {t('exercises')}
          </h2>
          <div className="d-flex flex-wrap align-items-end gap-2" role="search">
            <Form.Group controlId="library-search" className="flex-grow-1">
              <Form.Label className="small mb-1">{t('search')}</Form.Label>
              <Form.Control size="sm" type="search" value={filter.search} onChange={(event) => changeFilter({ search: event.target.value })} />
            </Form.Group>
            <ChoiceSelect
              id="library-region"
              small
              label={t('columns.region')}
              value={filter.region ?? ''}
              choices={BODY_REGIONS}
              textOf={(region) => t(`regions.${region}`)}
              leading={[anyChoice]}
              onChange={(value) => changeFilter({ region: (value || null) as LibraryFilter['region'] })}
            />
            <ChoiceSelect
              id="library-equipment"
              small
              label={t('columns.equipment')}
              value={filter.equipment ?? ''}
              choices={EXERCISE_EQUIPMENT}
              textOf={(item) => t(`equipment.${item}`)}
              leading={[anyChoice]}
              onChange={(value) => changeFilter({ equipment: (value || null) as LibraryFilter['equipment'] })}
            />
            <ChoiceSelect
              id="library-device"
              small
              label={t('columns.device')}
              value={filter.device ?? ''}
              choices={devices}
              leading={[anyChoice, { value: 'none', text: t('noDevice') }]}
              onChange={(value) => changeFilter({ device: (value || null) as LibraryFilter['device'] })}
            />
          </div>
        </Card.Header>
        {loadError ? (
          <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span>{t('loadFailed', { message: loadError })}</span>
            <Button variant="outline-danger" size="sm" onClick={() => void exercises.refetch()}>
              {t('tryAgain')}
            </Button>
          </Alert>
        ) : all === undefined ? (
          <PageLoader />
        ) : all.length === 0 ? (
          <Card.Body className="text-body-secondary" data-testid="library-empty">
            {t('empty')}
          </Card.Body>
        ) : shown.length === 0 ? (
          <Card.Body className="text-body-secondary" data-testid="library-none-match">
            {t('noneMatch')}
          </Card.Body>
        ) : (
          <ExerciseTable exercises={pageRows} onOpen={setOpened} onAdd={add} added={new Set(picked.map((item) => item.exerciseId))} />
        )}
        <Card.Footer className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span className="small text-body-secondary" aria-live="polite">
            {t('count', { count: shown.length })}
          </span>
          <PaginationBar page={page} pages={pages} onPageChange={setPage} labels={{ navigation: t('pages'), previous: t('previousPage'), next: t('nextPage') }} />
        </Card.Footer>
      </Card>
      <ProgrammeBuilder clinicId={clinicId} uid={uid} exercises={picked} onExercisesChange={setPicked} library={library} />
      <TemplateList clinicId={clinicId} uid={uid} library={library} />
      {opened && <ExerciseDetail exercise={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}

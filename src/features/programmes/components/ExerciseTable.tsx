import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ClinicExercise } from '@rehab/model/exercises';
import type { WithId } from '../../../lib/firebase/withId';
import { useAttachmentUrlsQuery } from '../../../lib/ui/attachmentsApi';
import { exerciseName } from '../logic/libraryFilter';

interface ExerciseTableProps {
  exercises: WithId<ClinicExercise>[];
  onOpen: (exercise: WithId<ClinicExercise>) => void;
  onAdd: (exercise: WithId<ClinicExercise>) => void;
  /** the exercises already in the programme being built */
  added: ReadonlySet<string>;
}

/** One page of the library: each exercise's poster, name in the reader's language, region, equipment, device, difficulty. */
export function ExerciseTable({ exercises, onOpen, onAdd, added }: ExerciseTableProps) {
  const { t, i18n } = useTranslation('programmes');
  // Only the page's posters: a page of rows costs a page of look-ups, whatever the library's size.
  const posters = exercises.flatMap((exercise) => (exercise.poster ? [exercise.poster.path] : []));
  const { currentData: urls } = useAttachmentUrlsQuery(posters);
  const posterUrl = new Map((urls ?? []).flatMap((item) => ('url' in item ? [[item.stored, item.url] as const] : [])));

  return (
    <Table responsive hover className="align-middle mb-0" data-testid="exercise-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('columns.poster')}</span>
          </th>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.region')}</th>
          <th scope="col">{t('columns.equipment')}</th>
          <th scope="col">{t('columns.device')}</th>
          <th scope="col">{t('columns.difficulty')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {exercises.map((exercise) => {
          const name = exerciseName(exercise, i18n.language);
          const poster = exercise.poster ? posterUrl.get(exercise.poster.path) : undefined;
          return (
            <tr key={exercise.docId} data-testid="exercise-row">
              <td style={{ width: 72 }}>
                {poster ? <img src={poster} alt="" width={64} height={48} loading="lazy" className="rounded object-fit-cover" /> : <span className="d-inline-block rounded bg-body-secondary" style={{ width: 64, height: 48 }} />}
              </td>
              <td>
                <Button variant="link" className="p-0 text-start" onClick={() => onOpen(exercise)}>
                  {name}
                </Button>
              </td>
              <td>{t(`regions.${exercise.bodyRegion}`)}</td>
              <td>{exercise.equipment.length > 0 ? exercise.equipment.map((item) => t(`equipment.${item}`)).join(', ') : t('equipment.none')}</td>
              <td>{exercise.device ?? t('noDevice')}</td>
              <td>{t(`difficulty.${exercise.difficulty}`)}</td>
              <td className="text-end">
                <Button size="sm" variant="outline-primary" disabled={added.has(exercise.docId)} onClick={() => onAdd(exercise)} aria-label={t('addNamed', { name })}>
                  {added.has(exercise.docId) ? t('added') : t('add')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

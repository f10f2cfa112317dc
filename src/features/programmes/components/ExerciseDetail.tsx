import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ClinicExercise, ExerciseInstructions } from '@rehab/model/exercises';
import type { WithId } from '../../../lib/firebase/withId';
import { useAttachmentUrlsQuery } from '../../../lib/ui/attachmentsApi';
import { exerciseName } from '../logic/libraryFilter';

/** One exercise: its demonstration video (muted, with controls) over its poster, and its instructions. */
export function ExerciseDetail({ exercise, onClose }: { exercise: WithId<ClinicExercise>; onClose: () => void }) {
  const { t, i18n } = useTranslation('programmes');
  const files = [exercise.video?.path, exercise.poster?.path].filter((path): path is string => Boolean(path));
  const { currentData: urls } = useAttachmentUrlsQuery(files);
  const urlOf = (path: string | undefined) => urls?.find((item) => item.stored === path && 'url' in item) as { url: string } | undefined;
  const video = urlOf(exercise.video?.path);
  const poster = urlOf(exercise.poster?.path);
  const language = i18n.language.split('-')[0] as keyof ClinicExercise['instructions'];
  const instructions: ExerciseInstructions = exercise.instructions[language] ?? exercise.instructions.en;
  const refused = exercise.videoCheck.state === 'refused';

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="exercise-detail-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="exercise-detail-title">{exerciseName(exercise, i18n.language)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {refused ? (
          <Alert variant="warning">{t('videoRefused')}</Alert>
        ) : video ? (
          <video className="w-100 rounded bg-dark" controls muted playsInline preload="metadata" src={video.url} poster={poster?.url} data-testid="exercise-video" />
        ) : exercise.video ? null : (
          <p className="text-body-secondary">{t('noVideo')}</p>
        )}
        {(['steps', 'cues', 'mistakes'] as const).map((part) =>
          instructions[part].length > 0 ? (
            <section key={part} className="mt-3">
              <h2 className="h6">{t(`instructions.${part}`)}</h2>
              {part === 'steps' ? (
                <ol className="mb-0">{instructions[part].map((line, index) => <li key={index}>{line}</li>)}</ol>
              ) : (
                <ul className="mb-0">{instructions[part].map((line, index) => <li key={index}>{line}</li>)}</ul>
              )}
            </section>
          ) : null,
        )}
      </Modal.Body>
    </Modal>
  );
}

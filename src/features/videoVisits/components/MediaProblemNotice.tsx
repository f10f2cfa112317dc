import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { MediaProblem } from '../logic/callState';

/** Why the camera or microphone cannot be used, and how to allow them. */
export function MediaProblemNotice({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  const { t } = useTranslation('videoVisits');
  return (
    <Alert variant="danger" data-testid="media-problem">
      <Alert.Heading as="h2" className="h5">
        {t(`mediaProblem.${problem}.title`)}
      </Alert.Heading>
      <p>{t(`mediaProblem.${problem}.help`)}</p>
      <Button variant="danger" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}

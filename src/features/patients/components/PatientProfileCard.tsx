import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../lib/ui/Avatar';
import type { User } from '../../../lib/model/collections';

/** The appointments counter of the profile card is fixed at 0, as in the original product. */
const APPOINTMENT_COUNT = 0;

export interface PatientProfileCardProps {
  patient: User;
  /** the patient is in the doctor's patients list */
  isOwn: boolean;
  /** the patient shares a device with the doctor, so the doctor may add them */
  canAdd: boolean;
  pending: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/** The doctor's view of one patient: picture, name, e-mail, counters, and membership controls. */
export function PatientProfileCard({ patient, isOwn, canAdd, pending, onAdd, onRemove }: PatientProfileCardProps) {
  const { t } = useTranslation('patients');
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <Card className="h-100">
      <Card.Body className="d-flex flex-column align-items-center text-center gap-2">
        <Avatar src={patient.profilePic} alt={t('pictureOf', { name })} size={96} />
        <Card.Title as="h1" className="h5 mb-0">
          {name}
        </Card.Title>
        <Card.Text className="text-body-secondary text-break mb-1">{patient.email}</Card.Text>
        <dl className="d-flex justify-content-center gap-4 mb-2">
          <div>
            <dt className="small text-body-secondary fw-normal">{t('workouts')}</dt>
            <dd className="h5 mb-0" data-testid="workout-count">
              {patient.exerciseCount ?? 0}
            </dd>
          </div>
          <div>
            <dt className="small text-body-secondary fw-normal">{t('appointments')}</dt>
            <dd className="h5 mb-0" data-testid="appointment-count">
              {APPOINTMENT_COUNT}
            </dd>
          </div>
        </dl>
        {isOwn ? (
          <Button variant="outline-danger" disabled={pending} onClick={onRemove}>
            {t('deleteFromMyPatients')}
          </Button>
        ) : (
          canAdd && (
            <Button disabled={pending} onClick={onAdd}>
              {t('addPatient')}
            </Button>
          )
        )}
      </Card.Body>
    </Card>
  );
}

import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { User } from '@rehab/model/collections';
import { PersonCard, StatList } from '../../../lib/ui/PersonCard';

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
  /** more of the page's controls for this patient, below the membership controls (the card fills its column) */
  actions?: ReactNode;
}

/** The doctor's view of one patient: picture, name, e-mail, counters, and membership controls. */
export function PatientProfileCard({ patient, isOwn, canAdd, pending, onAdd, onRemove, actions }: PatientProfileCardProps) {
  const { t } = useTranslation('patients');
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <PersonCard name={name} picture={patient.profilePic} pictureAlt={t('pictureOf', { name })} headingLevel="h1" className="h-100">
      <div className="text-body-secondary text-break mb-1">{patient.email}</div>
      <StatList
        className="mb-2"
        stats={[
          { label: t('workouts'), value: patient.exerciseCount ?? 0, testId: 'workout-count' },
          { label: t('appointments'), value: APPOINTMENT_COUNT, testId: 'appointment-count' },
        ]}
      />
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
      {actions}
    </PersonCard>
  );
}

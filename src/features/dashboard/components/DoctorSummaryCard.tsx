import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import type { Doctor } from '@rehab/model/collections';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PersonCard, StatList } from '../../../lib/ui/PersonCard';

/** The medical rating is fixed, as in the original product. */
const MEDICAL_RATING = 3.9;

/** The dashboard's profile card: picture, name, position, 'My Profile', patient count and rating. */
export function DoctorSummaryCard({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation('dashboard');
  const name = `${doctor.firstName} ${doctor.lastName}`;
  return (
    <PersonCard name={name} picture={doctor.profilePic} pictureAlt={t('pictureOf', { name })} className="h-100">
      <div className="text-body-secondary">{doctor.position.trim() || t('doctor')}</div>
      <LinkButton to={routePath('dashboard.profile')} variant="outline-primary" size="sm">
        {t('myProfile')}
      </LinkButton>
      <StatList
        className="mt-2"
        stats={[
          { label: t('patients'), value: doctor.patients.length, testId: 'patient-count' },
          { label: t('medicalRating'), value: MEDICAL_RATING },
        ]}
      />
    </PersonCard>
  );
}

import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import type { Doctor } from '../../../lib/model/collections';
import { Avatar } from '../../../lib/ui/Avatar';

/** The medical rating is fixed, as in the original product. */
const MEDICAL_RATING = 3.9;

/** The dashboard's profile card: picture, name, position, 'My Profile', patient count and rating. */
export function DoctorSummaryCard({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation('dashboard');
  const name = `${doctor.firstName} ${doctor.lastName}`;
  return (
    <Card className="h-100 text-center">
      <Card.Body className="d-flex flex-column align-items-center gap-2">
        <Avatar src={doctor.profilePic} alt={t('pictureOf', { name })} size={96} />
        <Card.Title as="h2" className="h5 mb-0">
          {name}
        </Card.Title>
        <Card.Subtitle className="text-body-secondary">{doctor.position.trim() || t('doctor')}</Card.Subtitle>
        <Link to={routePath('dashboard.profile')} className="btn btn-outline-primary btn-sm">
          {t('myProfile')}
        </Link>
        <dl className="d-flex justify-content-center gap-4 mt-2 mb-0">
          <div>
            <dt className="small text-body-secondary fw-normal">{t('patients')}</dt>
            <dd className="h5 mb-0" data-testid="patient-count">
              {doctor.patients.length}
            </dd>
          </div>
          <div>
            <dt className="small text-body-secondary fw-normal">{t('medicalRating')}</dt>
            <dd className="h5 mb-0">{MEDICAL_RATING}</dd>
          </div>
        </dl>
      </Card.Body>
    </Card>
  );
}

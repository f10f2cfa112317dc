import { Alert, Card, Col, ListGroup, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { routePath } from '../../../app/routes';
import { Avatar } from '../../../lib/ui/Avatar';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectAuth } from '../../auth/authSlice';
import { RegisteredDevicesCard } from '../components/RegisteredDevicesCard';
import { SpecialitiesCard } from '../components/SpecialitiesCard';
import { useDoctorRecord } from '../useDoctorRecord';

/** dashboard.profile: the doctor's card, personal information, specialities, notifications and registered devices. */
export default function ProfilePage() {
  const { t } = useTranslation('doctorProfile');
  const { user } = useAppSelector(selectAuth);
  const { uid, doctor, loading, error } = useDoctorRecord();

  if (loading) return <PageLoader />;
  if (!uid || !doctor) return <Alert variant="danger">{error?.message ?? t('noDoctorRecord')}</Alert>;

  const name = `${doctor.firstName} ${doctor.lastName}`;
  const details: [string, string][] = [
    [t('firstName'), doctor.firstName],
    [t('lastName'), doctor.lastName],
    [t('email'), doctor.email || user?.email || ''],
    [t('phone'), doctor.phoneNumber],
    [t('position'), doctor.position],
    [t('gender'), doctor.gender ? t(`genders.${doctor.gender}`) : ''],
    [t('address'), doctor.address],
  ];

  return (
    <Row className="g-3">
      <Col lg={4}>
        <Card className="text-center mb-3">
          <Card.Body className="d-flex flex-column align-items-center gap-2">
            <Avatar src={doctor.profilePic} alt={t('pictureOf', { name })} size={120} />
            <Card.Title as="h1" className="h5 mb-0">
              {name}
            </Card.Title>
            <span className="badge text-bg-primary">{t('doctor')}</span>
            <div>
              <span className="h5 d-block mb-0" data-testid="patient-count">
                {doctor.patients.length}
              </span>
              <span className="small text-body-secondary">{t('patients')}</span>
            </div>
            <Link to={routePath('dashboard.editProfile')} className="btn btn-outline-primary btn-sm">
              {t('editProfile')}
            </Link>
          </Card.Body>
        </Card>
        <Card>
          <Card.Header as="h2" className="h6">
            {t('notifications')}
          </Card.Header>
          {doctor.notifications.length === 0 ? (
            <Card.Body className="text-body-secondary">{t('noNotifications')}</Card.Body>
          ) : (
            <ListGroup variant="flush">
              {doctor.notifications.map((notification, i) => (
                <ListGroup.Item key={i}>{notification}</ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Card>
      </Col>
      <Col lg={8} className="d-flex flex-column gap-3">
        <Card>
          <Card.Header as="h2" className="h6">
            {t('personalInformation')}
          </Card.Header>
          <Card.Body>
            <dl className="row mb-0">
              {details.map(([label, value]) => (
                <div key={label} className="col-sm-6 mb-2">
                  <dt className="small text-body-secondary fw-normal">{label}</dt>
                  <dd className="mb-0 text-break">{value || '—'}</dd>
                </div>
              ))}
            </dl>
          </Card.Body>
        </Card>
        <SpecialitiesCard doctorUid={uid} specialities={doctor.specialities} />
        <RegisteredDevicesCard doctorUid={uid} devices={doctor.devices} />
      </Col>
    </Row>
  );
}

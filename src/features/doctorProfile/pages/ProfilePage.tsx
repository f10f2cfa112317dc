import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PersonCard, StatList } from '../../../lib/ui/PersonCard';
import { selectAuth } from '../../auth';
import { RegisteredDevicesCard } from '../components/RegisteredDevicesCard';
import { SpecialitiesCard } from '../components/SpecialitiesCard';
import { useDoctorRecord } from '../hooks/useDoctorRecord';

/** dashboard.profile: the doctor's card, personal information, specialities, notifications and registered devices. */
export default function ProfilePage() {
  const { t } = useTranslation('doctorProfile');
  const { user } = useAppSelector(selectAuth);
  const { uid, doctor, loading, error } = useDoctorRecord();

  if (loading) return <PageLoader />;
  if (!uid || !doctor) return <Alert variant="danger">{error?.message ?? t('noDoctorRecord')}</Alert>;

  const name = `${doctor.firstName} ${doctor.lastName}`;
  // Typed values keep their own direction (an English address on an Arabic page); numbers read left to right.
  const details: [string, string, 'ltr' | 'auto'][] = [
    [t('firstName'), doctor.firstName, 'auto'],
    [t('lastName'), doctor.lastName, 'auto'],
    [t('email'), doctor.email || user?.email || '', 'ltr'],
    [t('phone'), doctor.phoneNumber, 'ltr'],
    [t('position'), doctor.position, 'auto'],
    [t('gender'), doctor.gender ? t(`genders.${doctor.gender}`) : '', 'auto'],
    [t('address'), doctor.address, 'auto'],
  ];

  return (
    <Row className="g-3">
      <Col lg={4}>
        <PersonCard name={name} picture={doctor.profilePic} pictureAlt={t('pictureOf', { name })} pictureSize={120} headingLevel="h1" className="mb-3">
          <span className="badge text-bg-primary">{t('doctor')}</span>
          <StatList stats={[{ label: t('patients'), value: doctor.patients.length, testId: 'patient-count' }]} />
          <LinkButton to={routePath('dashboard.editProfile')} variant="outline-primary" size="sm">
            {t('editProfile')}
          </LinkButton>
        </PersonCard>
        <Card>
          <Card.Header as="h2" className="h6">
            {t('notifications')}
          </Card.Header>
          {doctor.notifications.length === 0 ? (
            <Card.Body className="text-body-secondary">{t('noNotifications')}</Card.Body>
          ) : (
            <ListGroup variant="flush">
              {doctor.notifications.map((notification, i) => (
                <ListGroup.Item key={i}>
                  <bdi>{notification}</bdi>
                </ListGroup.Item>
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
              {details.map(([label, value, dir]) => (
                <div key={label} className="col-sm-6 mb-2">
                  <dt className="small text-body-secondary fw-normal">{label}</dt>
                  <dd className="mb-0 text-break">{value ? <bdi dir={dir}>{value}</bdi> : '—'}</dd>
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

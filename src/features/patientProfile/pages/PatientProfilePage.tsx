import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';
import { routePath } from '../../../lib/routes';
import { formatLongDate } from '../../../lib/dateFormat';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { PersonCard } from '../../../lib/ui/PersonCard';
import { selectAuth } from '../../auth';
import { CareRequests, CareTeam } from '../../care';
import { ExportRecordButton } from '../../recordExport';
import { RemindersCard } from '../../reminders';
import { usePatientUpcomingAppointmentsQuery } from '../api/patientProfileApi';
import { useRecordEmailSync } from '../hooks/useRecordEmailSync';

/** Profile view: picture, name, 'Patient', personal information, doctors' requests, the notifications card, 'My care team', 'Download my data' and the reminders. */
export default function PatientProfilePage() {
  const { t, i18n } = useTranslation('patientProfile');
  const { user: account } = useAppSelector(selectAuth);
  const uid = account?.uid ?? '';
  const user = useUserRecordQuery(uid || skipToken);
  const appointments = usePatientUpcomingAppointmentsQuery(uid || skipToken);
  const syncError = useRecordEmailSync(uid, account?.email ?? null, user.data?.email);

  if (user.isLoading) return <PageLoader />;
  const record = user.data;
  const error = queryErrorMessage(user.error) ?? syncError;
  const appointmentsError = queryErrorMessage(appointments.error);
  const upcoming = appointments.data ?? [];
  const name = [record?.firstName, record?.lastName].filter(Boolean).join(' ') || account?.displayName || account?.email || '';
  const rows: [string, string][] = [
    [t('firstName'), record?.firstName ?? ''],
    [t('lastName'), record?.lastName ?? ''],
    [t('email'), account?.email ?? record?.email ?? ''],
    [t('phone'), account?.phoneNumber ?? ''],
  ];

  return (
    <Row className="g-3">
      {error && (
        <Col xs={12}>
          <Alert variant="danger">{error}</Alert>
        </Col>
      )}
      <Col lg={4}>
        <PersonCard name={name} picture={record?.profilePic} pictureAlt={t('pictureOf', { name })} headingLevel="h1">
          <span className="text-body-secondary">{t('patient')}</span>
          <LinkButton to={routePath('patient.patientProfileEdit')} variant="outline-primary" size="sm">
            {t('editProfile')}
          </LinkButton>
        </PersonCard>
      </Col>
      <Col lg={8}>
        <Card className="mb-3">
          <Card.Header as="h2" className="h6 mb-0">
            {t('personalInformation')}
          </Card.Header>
          <Card.Body>
            <dl className="row mb-0">
              {rows.map(([label, value]) => (
                <div key={label} className="col-sm-6 mb-2">
                  <dt className="small text-body-secondary fw-normal">{label}</dt>
                  {/* Isolated: a phone number's '+' and Latin names keep their places in Arabic. */}
                  <dd className="mb-0 text-break">{value ? <bdi>{value}</bdi> : '—'}</dd>
                </div>
              ))}
            </dl>
          </Card.Body>
        </Card>
        {uid && <CareRequests patientUid={uid} />}
        <Card className="mb-3">
          <Card.Header as="h2" className="h6 mb-0">
            {t('notifications')}
          </Card.Header>
          {appointmentsError && (
            <Alert variant="danger" className="m-3">
              {appointmentsError}
            </Alert>
          )}
          <ListGroup variant="flush" aria-busy={appointments.isLoading}>
            {!appointments.isLoading && upcoming.length === 0 ? (
              <ListGroup.Item className="text-body-secondary">{t('noNotifications')}</ListGroup.Item>
            ) : (
              upcoming.map((appointment) => (
                <ListGroup.Item key={appointment.docId} data-testid="profile-notification">
                  <div className="fw-semibold">
                    {t(appointment.isOnline ? 'onlineAppointment' : 'inPersonAppointment', {
                      date: formatLongDate(appointment.datetime.toDate(), i18n.language),
                    })}
                  </div>
                  {appointment.isOnline ? (
                    <a href={appointment.location} target="_blank" rel="noreferrer" className="small text-break">
                      {appointment.location}
                    </a>
                  ) : (
                    <div className="small text-body-secondary">
                      <bdi>{appointment.location}</bdi>
                    </div>
                  )}
                </ListGroup.Item>
              ))
            )}
          </ListGroup>
        </Card>
        {uid && <CareTeam patientUid={uid} />}
        {uid && (
          <Card className="mb-3">
            <Card.Header as="h2" className="h6 mb-0">
              {t('yourData')}
            </Card.Header>
            <Card.Body>
              <p className="small text-body-secondary">{t('yourDataHelp')}</p>
              <ExportRecordButton patientId={uid} patientName={name} audience="patient" />
            </Card.Body>
          </Card>
        )}
        {/* Last, as it grows once read (nothing above it moves). Reminders are for patients in care: the rules let only
            an authorised patient save them. */}
        {uid && record?.isAuthorized && <RemindersCard uid={uid} timeZone={record.timeZone} />}
      </Col>
    </Row>
  );
}

import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectAuth } from '../../auth';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ContactInformationForm } from '../components/ContactInformationForm';
import { PersonalInformationForm } from '../components/PersonalInformationForm';
import { TimeZoneForm } from '../components/TimeZoneForm';
import { useRecordEmailSync } from '../hooks/useRecordEmailSync';

/** patient.patientProfileEdit: Personal Information, Change Password and Contact Information tabs, and the time zone (beyond the spec). */
export default function PatientProfileEditPage() {
  const { t } = useTranslation('patientProfile');
  const { user: account } = useAppSelector(selectAuth);
  const uid = account?.uid ?? '';
  const record = useUserRecordQuery(uid || skipToken);
  const syncError = useRecordEmailSync(uid, account?.email ?? null, record.data?.email);

  if (record.isLoading) return <PageLoader />;
  if (!record.data) return <Alert variant="danger">{queryErrorMessage(record.error) ?? t('noRecord')}</Alert>;

  return (
    <>
      <h1 className="h4 mb-3">{t('editProfile')}</h1>
      {syncError && <Alert variant="danger">{syncError}</Alert>}
      <Card>
        <Card.Body>
          <Tabs defaultActiveKey="personal" className="mb-3" mountOnEnter>
            <Tab eventKey="personal" title={t('personalInformation')}>
              <PersonalInformationForm uid={uid} record={record.data} />
            </Tab>
            <Tab eventKey="password" title={t('changePassword')}>
              <ChangePasswordForm uid={uid} />
            </Tab>
            <Tab eventKey="contact" title={t('contactInformation')}>
              <ContactInformationForm uid={uid} currentEmail={account?.email || record.data.email} />
            </Tab>
            <Tab eventKey="timeZone" title={t('timeZone')}>
              <TimeZoneForm uid={uid} record={record.data} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}

import { useMemo } from 'react';
import { Alert, Card, Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { docRef } from '../../../lib/firebase/collections';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectAuth } from '../../auth';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ContactInformationForm } from '../components/ContactInformationForm';
import { PersonalInformationForm } from '../components/PersonalInformationForm';
import { useRecordEmailSync } from '../useRecordEmailSync';

/** patient.patientProfileEdit: Personal Information, Change Password and Contact Information tabs. */
export default function PatientProfileEditPage() {
  const { t } = useTranslation('patientProfile');
  const { user: account } = useAppSelector(selectAuth);
  const uid = account?.uid ?? '';
  const record = useLiveDoc(useMemo(() => docRef('users', uid), [uid]));
  const syncError = useRecordEmailSync(uid, account?.email ?? null, record.data?.email);

  if (record.loading) return <PageLoader />;
  if (!record.data) return <Alert variant="danger">{record.error?.message ?? t('noRecord')}</Alert>;

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
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}

import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectAuth } from '../../auth';
import { BillingSettingsForm } from '../components/BillingSettingsForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ContactInformationForm } from '../components/ContactInformationForm';
import { PersonalInformationForm } from '../components/PersonalInformationForm';
import { useDoctorRecord } from '../hooks/useDoctorRecord';

/** dashboard.editProfile: Personal Information, Change Password, Contact Information and Billing (time zone, discipline) tabs. */
export default function EditProfilePage() {
  const { t } = useTranslation('doctorProfile');
  const { user } = useAppSelector(selectAuth);
  const { uid, doctor, loading, error } = useDoctorRecord();

  if (loading) return <PageLoader />;
  if (!uid || !doctor) return <Alert variant="danger">{error?.message ?? t('noDoctorRecord')}</Alert>;

  return (
    <>
      <h1 className="h4 mb-3">{t('editProfile')}</h1>
      <Card>
        <Card.Body>
          <Tabs defaultActiveKey="personal" className="mb-3" mountOnEnter>
            <Tab eventKey="personal" title={t('personalInformation')}>
              <PersonalInformationForm uid={uid} doctor={doctor} displayName={user?.displayName ?? null} />
            </Tab>
            <Tab eventKey="password" title={t('changePassword')}>
              <ChangePasswordForm uid={uid} />
            </Tab>
            <Tab eventKey="contact" title={t('contactInformation')}>
              <ContactInformationForm
                uid={uid}
                current={{ email: doctor.email || user?.email || '', phoneNumber: doctor.phoneNumber || user?.phoneNumber || '' }}
              />
            </Tab>
            <Tab eventKey="billing" title={t('billing.tab')}>
              <BillingSettingsForm uid={uid} doctor={doctor} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}

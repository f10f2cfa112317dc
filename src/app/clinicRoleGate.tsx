import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { ClinicRole } from '@rehab/model/clinics';
import { selectUid } from '../features/auth/authSlice';
import { NotForYourRole } from '../features/auth/components/NotForYourRole';
import { homeOf } from '../features/auth/logic/roles';
import { useMyClinic } from '../features/clinics';
import { useAppSelector } from '../lib/store/hooks';
import { PageLoader } from '../lib/ui/PageLoader';

/**
 * Lets through only the members of this role in their clinic (issue 51: the front desk's calendar, the biller's
 * billing, an assistant's time), below RequireRole's staff check; any other member is told in words that the page
 * is not for his role. The membership is read live, so a role changed by the owner shows at once. Loaded with the
 * staff's pages (the router's `lazy`): it reads Firestore, which the first page does not load.
 */
export function RequireClinicRole({ role }: { role: ClinicRole }) {
  const { t } = useTranslation('clinics');
  const { membership, loading, error } = useMyClinic(useAppSelector(selectUid));
  if (loading) return <PageLoader />;
  if (error) return <Alert variant="danger">{t('page.loadFailed', { message: error })}</Alert>;
  if (membership?.role !== role) return <NotForYourRole home={homeOf('staff')} />;
  return <Outlet />;
}

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
 * Lets through only the members of these roles in their clinic (issue 51: the front desk's calendar, the biller's
 * billing, an assistant's time; an owner's or clinician's coverage), below RequireRole's check; any other member is
 * told in words that the page is not for his role, with the way to his clinic's page. The membership is read live, so a role
 * changed by the owner shows at once. Loaded with the pages it guards (the router's `lazy`): it reads Firestore, which
 * the first page does not load.
 */
export function RequireClinicRole({ roles }: { roles: readonly ClinicRole[] }) {
  const { t } = useTranslation('clinics');
  const { membership, loading, error } = useMyClinic(useAppSelector(selectUid));
  if (loading) return <PageLoader />;
  if (error) return <Alert variant="danger">{t('page.loadFailed', { message: error })}</Alert>;
  if (!membership || !roles.includes(membership.role)) return <NotForYourRole home={homeOf('staff')} />;
  return <Outlet />;
}

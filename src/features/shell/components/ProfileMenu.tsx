import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES, routePath } from '../../../lib/routes';
import { Avatar } from '../../../lib/ui/Avatar';
import { toast } from '../../../lib/ui/toastStore';
import { signOutUser, type Role, type SignedInUser } from '../../auth';
import { profileLinksOf } from '../logic/menu';

/** My Profile, Edit Profile, Order History (authorised patients), Settings, Sign Out. */
export function ProfileMenu({ user, role }: { user: SignedInUser; role: Role | null }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const links = profileLinksOf(role);
  const name = user.displayName || user.email || '';

  const signOut = () => {
    signOutUser()
      .then(() => navigate(routePath('auth1.sign-in1'), { replace: true }))
      .catch((failure: unknown) => {
        console.error('Sign-out failed', failure);
        toast.error(failure instanceof Error ? failure.message : String(failure));
      });
  };

  return (
    <Dropdown align="end">
      {/* Named by its text (the visible name stays part of the name, as speech input expects), not aria-label. */}
      <Dropdown.Toggle variant="link" className="app-topbar-button d-flex align-items-center gap-2 text-decoration-none">
        <Avatar alt="" size={32} />
        <span className="d-none d-md-inline text-body text-truncate app-profile-name">{name}</span>
        <span className="visually-hidden">{t('profile.menu')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header className="text-truncate" aria-level={2}>
          {name}
        </Dropdown.Header>
        {links.profile && (
          <Dropdown.Item as={Link} to={ROUTES[links.profile]}>
            <i className="bi bi-person me-2" aria-hidden />
            {t('profile.myProfile')}
          </Dropdown.Item>
        )}
        {links.editProfile && (
          <Dropdown.Item as={Link} to={ROUTES[links.editProfile]}>
            <i className="bi bi-pencil-square me-2" aria-hidden />
            {t('profile.editProfile')}
          </Dropdown.Item>
        )}
        {role === 'patient' && (
          <Dropdown.Item as={Link} to={routePath('patient.orderHistory')}>
            <i className="bi bi-receipt me-2" aria-hidden />
            {t('profile.orderHistory')}
          </Dropdown.Item>
        )}
        <Dropdown.Item as={Link} to={ROUTES[links.settings]}>
          <i className="bi bi-gear me-2" aria-hidden />
          {t('profile.settings')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={signOut}>
          <i className="bi bi-box-arrow-right d-inline-block flip-in-rtl me-2" aria-hidden />
          {t('common:signOut')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

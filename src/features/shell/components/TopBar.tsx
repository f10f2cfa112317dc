import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Role, SignedInUser } from '../../auth';
import { LanguageMenu } from '../../settings';
import { CartPreview } from '../../shop';
import { Brand } from '../../../lib/ui/Brand';
import type { MenuItem } from '../logic/menu';
import { HEADER_FIX_OFFSET_PX } from '../logic/topBarLogic';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { MenuSearch } from './MenuSearch';
import { MessagesMenu } from './MessagesMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';

/**
 * The top bar: menu toggle, menu search, language, notifications, messages,
 * the cart (patients only) and the profile menu. Fixed once the page has
 * scrolled 75 px. The menu button folds the sidebar (wide screens) or opens
 * it as a drawer (phones).
 */
export function TopBar({
  user,
  role,
  items,
  horizontalMenu,
  onToggleMenu,
}: {
  user: SignedInUser;
  role: Role | null;
  items: readonly MenuItem[];
  /** the menu is the bar under this one (wide screens), not the sidebar */
  horizontalMenu: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useTranslation('shell');
  const fixed = useScrolledPast(HEADER_FIX_OFFSET_PX);
  return (
    <header className={`app-topbar bg-body border-bottom ${fixed ? 'app-topbar-fixed shadow-sm' : ''}`}>
      <div className="d-flex align-items-center gap-1 gap-sm-2 px-2 px-sm-3 py-2">
        <Button
          variant="link"
          className={`app-topbar-button ${horizontalMenu ? 'd-lg-none' : ''}`}
          onClick={onToggleMenu}
          aria-label={t('menu.toggle')}
        >
          <i className="bi bi-list fs-4" aria-hidden />
        </Button>
        {/* Without a sidebar on wide screens, the brand stands here. */}
        <span className={horizontalMenu ? undefined : 'd-lg-none'}>
          <Brand compact />
        </span>
        <div className="d-none d-lg-block flex-grow-1 app-topbar-search">
          <MenuSearch items={items} />
        </div>
        <div className="d-flex align-items-center ms-auto gap-0 gap-sm-1">
          <LanguageMenu />
          <NotificationsMenu doctorUid={role === 'doctor' ? user.uid : null} patientUid={role === 'patient' ? user.uid : null} />
          <MessagesMenu uid={user.uid} role={role} />
          {role === 'patient' && <CartPreview />}
          <ProfileMenu user={user} role={role} />
        </div>
      </div>
    </header>
  );
}

import { useMemo, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { Brand } from '../../../lib/ui/Brand';
import { OfflineBanner } from '../../../lib/ui/OfflineBanner';
import { useMediaQuery } from '../../../lib/ui/useMediaQuery';
import { useRevealInSlices } from '../../../lib/ui/useRevealInSlices';
import { useShownOnce } from '../../../lib/ui/useShownOnce';
import { selectAuth, type Role, type SignedInUser } from '../../auth';
import { useMyClinicRole } from '../../clinics';
import { selectSettings, setMiniSidebar } from '../../settings';
import { HorizontalMenu } from '../components/HorizontalMenu';
import { MenuSearch } from '../components/MenuSearch';
import { ShellFooter } from '../components/ShellFooter';
import { SidebarMenu } from '../components/SidebarMenu';
import { TopBar } from '../components/TopBar';
import { markActive, menuFor } from '../logic/menu';

const WIDE_SCREEN = '(min-width: 992px)';

/**
 * The signed-in frame around every guarded page. Until the session is known
 * it renders only the page slot, where the route guards show the loader or
 * redirect.
 */
export default function ShellLayout() {
  const { status, user, role } = useAppSelector(selectAuth);
  const signedIn = status === 'signedIn' && user !== null;
  const shown = useRevealInSlices(signedIn);
  if (!signedIn || !shown) return <Outlet />;
  return <Shell user={user} role={role} />;
}

function Shell({ user, role }: { user: SignedInUser; role: Role | null }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { miniSidebar, horizontalMenu } = useAppSelector(selectSettings);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A staff member's menu names his role's work, an owner's has the clinic's dashboard: the membership is read for them.
  const clinicRole = useMyClinicRole(role === 'staff' || role === 'doctor' ? user.uid : null);
  const items = useMemo(() => markActive(menuFor(role, clinicRole), pathname), [role, clinicRole, pathname]);
  const mini = miniSidebar && !horizontalMenu;
  // On a phone the sidebar is a drawer: its menu is drawn when first opened, not hidden on every page's first load.
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const sidebarDrawn = useShownOnce(drawerOpen) || wide;

  // Wide screens fold the sidebar to mini mode; phones open it as a drawer.
  const toggleMenu = () => {
    if (wide && !horizontalMenu) dispatch(setMiniSidebar(!miniSidebar));
    else setDrawerOpen(true);
  };
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={`app-shell ${mini ? 'app-shell-mini' : ''} ${horizontalMenu ? 'app-shell-horizontal' : ''}`}>
      <a href="#main-content" className="visually-hidden-focusable app-skip-link">
        {t('skipToContent')}
      </a>
      <Offcanvas
        show={drawerOpen}
        onHide={closeDrawer}
        responsive="lg"
        placement="start"
        className="app-sidebar bg-body border-end"
        aria-label={t('menu.label')}
      >
        <Offcanvas.Header closeButton closeLabel={t('common:close')}>
          <Brand />
        </Offcanvas.Header>
        <Offcanvas.Body className="flex-column">
          {sidebarDrawn && (
            <>
              <div className="app-sidebar-brand d-none d-lg-flex align-items-center px-3">
                <Brand compact={mini} />
              </div>
              <div className="d-lg-none mb-3">
                <MenuSearch items={items} onNavigate={closeDrawer} />
              </div>
              <SidebarMenu items={items} mini={mini} onNavigate={closeDrawer} />
            </>
          )}
        </Offcanvas.Body>
      </Offcanvas>
      <div className="app-main d-flex flex-column min-vh-100">
        <TopBar user={user} role={role} items={items} horizontalMenu={horizontalMenu} onToggleMenu={toggleMenu} />
        <OfflineBanner />
        {horizontalMenu && <HorizontalMenu items={items} />}
        {navigation.state === 'loading' && (
          // The name belongs on the bar (role progressbar), not on its wrapper: a child bar takes it there.
          <ProgressBar className="app-navigation-progress rounded-0">
            <ProgressBar animated now={100} aria-label={t('common:loading')} />
          </ProgressBar>
        )}
        <main id="main-content" tabIndex={-1} className="app-content flex-grow-1 p-3 p-md-4">
          <Outlet />
        </main>
        <ShellFooter />
      </div>
    </div>
  );
}

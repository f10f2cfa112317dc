import { signOut } from 'firebase/auth';
import { Button, Container, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { auth } from '../../lib/firebase/app';
import { selectAuth } from '../auth/authSlice';

/** The signed-in frame around every guarded page. */
export default function ShellLayout() {
  const { t } = useTranslation();
  const { user } = useAppSelector(selectAuth);
  return (
    <>
      <Navbar bg="body-tertiary" className="border-bottom">
        <Container fluid>
          <Navbar.Brand>Texavie</Navbar.Brand>
          {user && (
            <Button variant="outline-secondary" size="sm" onClick={() => void signOut(auth)}>
              {t('signOut')}
            </Button>
          )}
        </Container>
      </Navbar>
      <main className="p-3">
        <Outlet />
      </main>
    </>
  );
}

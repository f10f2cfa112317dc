import { useEffect, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Brand } from '../../../lib/ui/Brand';
import { Copyright } from '../../../lib/ui/Copyright';
import { LanguageMenu } from '../../settings';
import { useAccessVariant } from '../hooks/useAccessVariant';

/**
 * The frame of the access pages: a centred card. The night variants render
 * in the dark theme whatever the user's setting, dialogs included (they are
 * placed in <body>, outside this frame).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { night } = useAccessVariant();
  useEffect(() => {
    if (!night) return;
    document.body.setAttribute('data-bs-theme', 'dark');
    return () => document.body.removeAttribute('data-bs-theme');
  }, [night]);
  return (
    <div data-bs-theme={night ? 'dark' : undefined} className="app-auth bg-body-tertiary text-body min-vh-100 d-flex flex-column">
      <header className="d-flex justify-content-between align-items-center px-3 py-2">
        <Brand />
        <LanguageMenu />
      </header>
      <main className="flex-grow-1 d-flex align-items-center justify-content-center px-3 py-4">
        <Card className="app-auth-card shadow-sm w-100">
          <Card.Body className="p-4">{children}</Card.Body>
        </Card>
      </main>
      <footer className="text-center py-3">
        <Copyright />
      </footer>
    </div>
  );
}

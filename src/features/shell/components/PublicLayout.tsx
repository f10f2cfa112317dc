import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { Brand } from '../../../lib/ui/Brand';
import { Copyright } from '../../../lib/ui/Copyright';
import { LanguageMenu } from '../../settings';

/** The frame of public pages (error, FAQ, terms, coming soon, maintenance). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <header className="d-flex justify-content-between align-items-center px-3 py-2 bg-body border-bottom">
        <Link to={routePath('auth1.sign-in1')} className="text-decoration-none">
          <Brand />
        </Link>
        <LanguageMenu />
      </header>
      <main id="main-content" className="flex-grow-1 container py-4 py-md-5">
        {children}
      </main>
      <footer className="text-center py-3 border-top bg-body">
        <Copyright />
      </footer>
    </div>
  );
}

import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';

/** The frame of the wallet forms: a heading, the form, and the way back to shop coins. */
export function WalletFormCard({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <section className="mx-auto" style={{ maxWidth: '36rem' }}>
      <h1 className="h4 mb-3">{title}</h1>
      <Card className="mb-3">
        <Card.Body>{children}</Card.Body>
      </Card>
      <LinkButton to={routePath('patient.shopCoins')} variant="link" className="px-0">
        <i className="bi bi-arrow-left me-1 d-inline-block flip-in-rtl" aria-hidden />
        {back}
      </LinkButton>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { formatMoney } from '@rehab/model/money';
import type { Product } from '@rehab/model/shop';
import { useProductName } from '../../../lib/ui/useProductName';

const ICONS: Record<Product['kind'], string> = {
  sessions: 'bi-calendar2-check',
  coins: 'bi-coin',
  device: 'bi-heart-pulse',
};

/** One product of a shop page: its name and price, and what can be done with it (`action`). */
export function ProductCard({ product, action, note }: { product: Product; action: ReactNode; note?: ReactNode }) {
  const nameId = useId();
  const productName = useProductName();
  return (
    <Card as="article" aria-labelledby={nameId} className="h-100 text-center app-product-card">
      <Card.Body className="d-flex flex-column align-items-center gap-2">
        <i className={`bi ${ICONS[product.kind]} fs-1 text-primary`} aria-hidden />
        <h3 id={nameId} className="h6 mb-0">
          <bdi>{productName(product)}</bdi>
        </h3>
        <p className="fs-5 fw-semibold mb-0" data-testid="product-price">
          <bdi>{formatMoney(product.price)}</bdi>
        </p>
        {note && <p className="small text-body-secondary mb-0">{note}</p>}
        <div className="mt-auto pt-1 w-100">{action}</div>
      </Card.Body>
    </Card>
  );
}

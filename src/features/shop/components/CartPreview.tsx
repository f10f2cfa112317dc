import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store/hooks';
import { routePath } from '../../../lib/routes';
import { formatCents, formatMoney } from '@rehab/model/money';
import { lineSubtotalCents } from '../logic/checkout';
import { selectCart, selectCartTotals } from '../shopSlice';
import { QuantityControls } from './QuantityControls';
import { useProductName } from '../../../lib/ui/useProductName';

/** The patient's cart in the top bar: lines with quantity controls, taxes, total and checkout. */
export function CartPreview() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const cart = useAppSelector(selectCart);
  const totals = useAppSelector(selectCartTotals);
  const [open, setOpen] = useState(false);
  const productName = useProductName();

  const checkout = () => {
    setOpen(false);
    navigate(routePath('patient.cart'));
  };

  return (
    <Dropdown align="end" show={open} onToggle={(next) => setOpen(next)} autoClose="outside">
      <Dropdown.Toggle variant="link" className="app-topbar-button" aria-label={t('cart.title')}>
        <i className="bi bi-cart3" aria-hidden />
        {totals.itemCount > 0 && (
          <Badge pill bg="success" className="app-topbar-badge">
            {totals.itemCount}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-topbar-menu app-cart-preview p-0">
        <Dropdown.Header aria-level={2}>{t('cart.title')}</Dropdown.Header>
        {cart.length === 0 ? (
          <p className="px-3 pb-3 mb-0 text-body-secondary">{t('cart.empty')}</p>
        ) : (
          <>
            <ul className="list-unstyled mb-0 px-3" aria-label={t('cart.lines')}>
              {cart.map((line) => (
                <li key={line.priceId} className="py-2 border-bottom">
                  <div className="d-flex justify-content-between gap-2">
                    <bdi className="fw-semibold">{productName(line)}</bdi>
                    <span>{formatCents(lineSubtotalCents(line))}</span>
                  </div>
                  <div className="mt-1">
                    <QuantityControls line={line} />
                  </div>
                </li>
              ))}
            </ul>
            <dl className="app-cart-totals px-3 pt-2 mb-0">
              <TotalRow label={t('cart.subtotal')} amount={totals.subtotal} />
              <TotalRow label={t('cart.pst')} amount={totals.pst} />
              <TotalRow label={t('cart.gst')} amount={totals.gst} />
              <TotalRow label={t('cart.total')} amount={totals.total} className="fw-bold" />
            </dl>
            <div className="p-3">
              <Button className="w-100" onClick={checkout}>
                {t('cart.checkout')}
              </Button>
            </div>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

function TotalRow({ label, amount, className = 'fw-normal' }: { label: string; amount: number; className?: string }) {
  return (
    <div className={`d-flex justify-content-between ${className}`}>
      <dt className={className}>{label}</dt>
      <dd className="mb-0">{formatMoney(amount)}</dd>
    </div>
  );
}

import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@rehab/model/money';
import { PREORDER_MAXIMUM_QUANTITY } from '@rehab/model/preorderForm';
import { preorderPricing } from '@rehab/model/shop';

/** The pre-order form's live price: unit price (299, or 279 for an organization), subtotal, PST, GST and total for the quantity typed. */
export function PreorderPriceSummary({ quantity, organization }: { quantity: number | ''; organization: boolean }) {
  const { t } = useTranslation('preorders');
  const titleId = useId();
  const counted = typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 && quantity <= PREORDER_MAXIMUM_QUANTITY;
  const pricing = preorderPricing(counted ? quantity : 0, organization);
  const amount = (cents: number) => (counted ? formatCents(cents) : '—');
  const rows = [
    ['unitPrice', t('form.summary.unitPrice'), formatCents(pricing.unitAmount)],
    ['quantity', t('quantity'), counted ? String(quantity) : '—'],
    ['subtotal', t('subtotal'), amount(pricing.subtotal)],
    ['pst', t('pst'), amount(pricing.pst)],
    ['gst', t('gst'), amount(pricing.gst)],
  ] as const;
  return (
    <Card as="section" aria-labelledby={titleId} className="app-preorder-summary">
      <Card.Header>
        <h2 id={titleId} className="h6 mb-0">
          {t('form.summary.title')}
        </h2>
      </Card.Header>
      <Table className="mb-0 align-middle" aria-live="polite">
        <tbody>
          {rows.map(([id, label, value]) => (
            <tr key={id}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end text-nowrap" data-testid={`preorder-summary-${id}`}>
                <bdi>{value}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">{t('total')}</th>
            <td className="text-end text-nowrap" data-testid="preorder-summary-total">
              <bdi>{amount(pricing.total)}</bdi>
            </td>
          </tr>
        </tfoot>
      </Table>
      {organization && <Card.Footer className="small text-body-secondary">{t('form.summary.organizationPrice')}</Card.Footer>}
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { DEVICES } from '@rehab/model/shop';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { ProductShelf } from '../components/ProductShelf';

/**
 * The 'Shop devices' section of patient.shopDevices (shown under the devices
 * feature's 'Owned devices'): the Knee Sleeve is bought through an invoice
 * request, not the cart.
 */
export default function ShopDevicesSection() {
  const { t } = useTranslation('shop');
  return (
    <div className="mt-3">
      <ProductShelf
        title={t('devices.shop')}
        products={DEVICES}
        noteFor={() => t('devices.byInvoice')}
        actionFor={() => (
          <LinkButton to={routePath('patient.requestInvoice')} className="w-100">
            <i className="bi bi-receipt me-1" aria-hidden />
            {t('devices.requestInvoice')}
          </LinkButton>
        )}
      />
    </div>
  );
}

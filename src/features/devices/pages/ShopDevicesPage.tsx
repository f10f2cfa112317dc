import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { OwnedDevicesTable } from '../components/OwnedDevicesTable';

/** patient.shopDevices: the patient's 'Owned devices' (the 'Shop devices' section joins it with the shop). */
export default function ShopDevicesPage() {
  const { t } = useTranslation('devices');
  const uid = useAppSelector(selectUid);
  if (!uid) return null;
  return (
    <section aria-labelledby="owned-devices-title">
      {/* The page's title: its sections, owned devices and the shop's, have their own headings. */}
      <h1 className="visually-hidden">{t('pageTitle')}</h1>
      <Card>
        <Card.Header>
          <h2 id="owned-devices-title" className="h5 mb-0">
            {t('ownedDevices')}
          </h2>
        </Card.Header>
        <Card.Body>
          <OwnedDevicesTable uid={uid} />
        </Card.Body>
      </Card>
    </section>
  );
}

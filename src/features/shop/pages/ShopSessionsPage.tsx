import { useTranslation } from 'react-i18next';
import { SESSION_PACKS } from '@rehab/model/shop';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { WalletSummary } from '../../wallet';
import { AddToCartButton } from '../components/AddToCartButton';
import { OwnedSessions } from '../components/OwnedSessions';
import { ProductShelf } from '../components/ProductShelf';

/**
 * patient.shopSessions: the Web3 wallet's balance ('N TX') and transactions
 * (or 'No Web3 Wallet' with its setup), 'Owned sessions' (the balance) and the
 * 'Shop sessions' packs, bought through the cart.
 */
export default function ShopSessionsPage() {
  const { t } = useTranslation('shop');
  const uid = useAppSelector(selectUid);
  return (
    <div>
      <h1 className="h4 mb-3">{t('sessions.title')}</h1>
      <WalletSummary />
      <OwnedSessions uid={uid} />
      <ProductShelf title={t('sessions.shop')} products={SESSION_PACKS} actionFor={(product) => <AddToCartButton product={product} />} />
    </div>
  );
}

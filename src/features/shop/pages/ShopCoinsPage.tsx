import { useTranslation } from 'react-i18next';
import { COIN_PACKS } from '@rehab/model/shop';
import { useWallet, WalletPanel } from '../../wallet';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductShelf } from '../components/ProductShelf';

/**
 * patient.shopCoins: the 'Web3 Wallet' card and 'Transaction History' (or the
 * wallet's setup), and the coin packs under 'Shop coins' once there is a
 * wallet to credit the coins to.
 */
export default function ShopCoinsPage() {
  const { t } = useTranslation('shop');
  const { wallet } = useWallet();
  return (
    <div>
      <h1 className="h4 mb-3">{t('coins.title')}</h1>
      <WalletPanel />
      {wallet && <ProductShelf title={t('coins.shop')} products={COIN_PACKS} actionFor={(product) => <AddToCartButton product={product} />} />}
    </div>
  );
}

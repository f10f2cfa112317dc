import { useTranslation } from 'react-i18next';
import { COIN_PACKS } from '../../../lib/model/shop';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductShelf } from '../components/ProductShelf';
import { soldThroughCart } from '../logic/checkout';

/**
 * patient.shopCoins: the coin packs. Coins are credited to the patient's Web3
 * wallet, which comes with the next issue (the 'Web3 Wallet' card, its setup
 * and 'Transaction History' go above the packs); until then the packs are shown
 * and cannot be added to the cart.
 */
export default function ShopCoinsPage() {
  const { t } = useTranslation('shop');
  const onSale = COIN_PACKS.some(soldThroughCart);
  return (
    <div>
      <h1 className="h4 mb-3">{t('coins.title')}</h1>
      <ProductShelf
        title={t('coins.shop')}
        products={COIN_PACKS}
        notice={onSale ? undefined : t('coins.notYet')}
        actionFor={(product) => <AddToCartButton product={product} />}
      />
    </div>
  );
}

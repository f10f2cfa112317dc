import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Product } from '@rehab/model/shop';
import { useAddToCart } from '../hooks/useAddToCart';
import { soldThroughCart } from '../logic/checkout';

/** 'Add to cart' for a product the cart sells; shown disabled for one it does not. */
export function AddToCartButton({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const addToCart = useAddToCart();
  const onSale = soldThroughCart(product);
  return (
    <Button className="w-100" variant={onSale ? 'primary' : 'outline-secondary'} disabled={!onSale} onClick={() => addToCart(product)}>
      <i className="bi bi-cart-plus me-1" aria-hidden />
      {t('products.addToCart')}
    </Button>
  );
}

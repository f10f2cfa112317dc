import { useTranslation } from 'react-i18next';
import type { Product } from '@rehab/model/shop';
import { useAppDispatch } from '../../../lib/store/hooks';
import { toast } from '../../../lib/ui/toastStore';
import { addToCart } from '../shopSlice';
import { useProductName } from '../../../lib/ui/useProductName';

/** Puts one of a product in the cart and says so (a toast); the top bar's cart preview shows the new line. */
export function useAddToCart(): (product: Pick<Product, 'priceId' | 'name' | 'price'>) => void {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const productName = useProductName();
  return ({ priceId, name, price }) => {
    dispatch(addToCart({ priceId, name, price }));
    toast.success(t('products.added', { name: productName({ priceId, name }) }));
  };
}

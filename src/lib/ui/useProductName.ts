import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { productByPriceId } from '@rehab/model/shop';

/**
 * A shop product's name in the reader's language ('2 Sessions', '2 séances'),
 * found by its price id: cart lines and order lines keep the catalogue's
 * English name, which shows as it is for a product the catalogue no longer has.
 */
export function useProductName(): (product: { priceId: string; name: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ priceId, name }) => {
      const product = productByPriceId(priceId);
      if (product?.kind === 'sessions') return t('catalogue.sessions', { count: product.value });
      if (product?.kind === 'coins') return t('catalogue.coins', { count: product.value });
      if (product?.kind === 'device') return t('catalogue.kneeSleeve');
      return name;
    },
    [t],
  );
}

import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/hooks';
import { MAX_LINE_QUANTITY } from '../logic/checkout';
import { decrementQuantity, incrementQuantity, removeFromCart, type CartLine } from '../shopSlice';
import { useProductName } from '../../../lib/ui/useProductName';

/** A cart line's minus, quantity, plus and remove controls (the preview's and the cart page's). */
export function QuantityControls({ line, disabled = false }: { line: CartLine; disabled?: boolean }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const name = useProductName()(line);
  return (
    <div className="d-flex align-items-center gap-2">
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={t('cart.decrease', { name })}
        disabled={disabled || line.quantity <= 1}
        onClick={() => dispatch(decrementQuantity(line.priceId))}
      >
        <i className="bi bi-dash" aria-hidden />
      </Button>
      <span className="px-1 text-center" style={{ minWidth: '2ch' }} data-testid="cart-line-quantity">
        <span className="visually-hidden">{t('cart.quantity')} </span>
        {line.quantity}
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={t('cart.increase', { name })}
        disabled={disabled || line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => dispatch(incrementQuantity(line.priceId))}
      >
        <i className="bi bi-plus" aria-hidden />
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        className="ms-auto"
        aria-label={t('cart.remove', { name })}
        disabled={disabled}
        onClick={() => dispatch(removeFromCart(line.priceId))}
      >
        <i className="bi bi-trash" aria-hidden />
      </Button>
    </div>
  );
}

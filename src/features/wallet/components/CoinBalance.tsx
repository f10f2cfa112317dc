import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { coinsOf } from '@rehab/model/chain/coinToken';

interface CoinBalanceProps {
  units: bigint | null;
  loading: boolean;
  error: string | null;
}

/** The wallet's balance on the chain as 'N TX', a placeholder while it is read, or why it could not be. */
export function CoinBalance({ units, loading, error }: CoinBalanceProps) {
  const { t } = useTranslation('wallet');
  if (error) {
    return (
      <span className="text-danger" role="alert">
        {t('balanceFailed', { message: error })}
      </span>
    );
  }
  if (loading || units === null) {
    return (
      <Placeholder as="span" animation="glow" data-testid="coin-balance-loading" aria-label={t('balanceLoading')}>
        <Placeholder xs={4} style={{ minWidth: '5rem' }} />
      </Placeholder>
    );
  }
  return (
    <span className="fw-semibold" data-testid="coin-balance" aria-live="polite">
      {t('balance', { amount: coinsOf(units) })}
    </span>
  );
}

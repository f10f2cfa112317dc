import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../hooks/useWallet';
import { CoinBalance } from './CoinBalance';
import { NoWalletPrompt } from './NoWalletPrompt';
import { TransactionHistory } from './TransactionHistory';

const SESSIONS_PAGE_SIZES = [5] as const;

/** The shop sessions page's wallet: its balance 'N TX' and its transactions, 5 a page; the setup prompt without one. */
export function WalletSummary() {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const { wallet, isLoading, error, balanceUnits, balanceLoading, balanceError } = useWallet();
  if (error) return <Alert variant="danger">{t('loadFailed', { message: error })}</Alert>;
  if (isLoading) {
    return (
      <Placeholder as="div" animation="glow" className="mb-3" data-testid="wallet-loading">
        <Placeholder xs={12} style={{ height: '6rem' }} />
      </Placeholder>
    );
  }
  if (!wallet) return <NoWalletPrompt />;
  return (
    <Card as="section" aria-labelledby={titleId} className="mb-3" data-testid="wallet-summary">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={titleId} className="h5 mb-0">
          {t('card.title')}
        </h2>
        <CoinBalance units={balanceUnits} loading={balanceLoading} error={balanceError} />
      </Card.Header>
      <Card.Body>
        <TransactionHistory transactions={wallet.transactions ?? []} pageSizes={SESSIONS_PAGE_SIZES} label={t('history.title')} />
      </Card.Body>
    </Card>
  );
}

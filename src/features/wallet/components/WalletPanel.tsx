import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { ALL } from '../../../lib/pagination';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';
import { useWallet } from '../hooks/useWallet';
import { CoinBalance } from './CoinBalance';
import { NoWalletPrompt } from './NoWalletPrompt';
import { TransactionHistory } from './TransactionHistory';

const WALLET_PAGE_SIZES = [3, 5, 10, ALL] as const;

/** The shop coins page's wallet: the 'Web3 Wallet' card and 'Transaction History'; the setup prompt without one. */
export function WalletPanel() {
  const { t } = useTranslation('wallet');
  const cardTitleId = useId();
  const historyTitleId = useId();
  const { wallet, isLoading, error, balanceUnits, balanceLoading, balanceError } = useWallet();
  if (error) return <Alert variant="danger">{t('loadFailed', { message: error })}</Alert>;
  if (isLoading) {
    return (
      <Placeholder as="div" animation="glow" className="mb-3" data-testid="wallet-loading">
        <Placeholder xs={12} style={{ height: '8rem' }} />
      </Placeholder>
    );
  }
  if (!wallet) return <NoWalletPrompt />;
  return (
    <>
      <Card as="section" aria-labelledby={cardTitleId} className="mb-3" data-testid="wallet-card">
        <Card.Header>
          <h2 id={cardTitleId} className="h5 mb-0">
            <i className="bi bi-wallet2 me-2 text-primary" aria-hidden />
            {t('card.title')}
          </h2>
        </Card.Header>
        <Card.Body>
          <dl className="row mb-3">
            <dt className="col-sm-3">{t('card.address')}</dt>
            <dd className="col-sm-9 font-monospace text-break" dir="ltr" data-testid="wallet-address">
              {wallet.address}
            </dd>
            <dt className="col-sm-3">{t('card.balance')}</dt>
            <dd className="col-sm-9 mb-0">
              <CoinBalance units={balanceUnits} loading={balanceLoading} error={balanceError} />
            </dd>
          </dl>
          <div className="d-flex flex-wrap gap-2">
            <LinkButton to={routePath('patient.importWallet')} variant="outline-primary">
              <i className="bi bi-box-arrow-in-down me-1" aria-hidden />
              {t('card.import')}
            </LinkButton>
            <LinkButton to={routePath('patient.exportWallet', { walletAddress: wallet.address })} variant="outline-secondary">
              <i className="bi bi-key me-1" aria-hidden />
              {t('card.export')}
            </LinkButton>
          </div>
        </Card.Body>
      </Card>
      <Card as="section" aria-labelledby={historyTitleId} className="mb-3">
        <Card.Header>
          <h2 id={historyTitleId} className="h5 mb-0">
            {t('history.title')}
          </h2>
        </Card.Header>
        <Card.Body>
          <TransactionHistory transactions={wallet.transactions ?? []} pageSizes={WALLET_PAGE_SIZES} label={t('history.title')} />
        </Card.Body>
      </Card>
    </>
  );
}

import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../lib/routes';
import { LinkButton } from '../../../lib/ui/LinkButton';

/** 'No Web3 Wallet', with 'Create a new wallet' and 'Import an existing wallet'. */
export function NoWalletPrompt() {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="mb-3" data-testid="no-wallet">
      <Card.Body>
        <h2 id={titleId} className="h5">
          <i className="bi bi-wallet2 me-2 text-primary" aria-hidden />
          {t('noWallet.title')}
        </h2>
        <p className="text-body-secondary">{t('noWallet.text')}</p>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to={routePath('patient.createWallet')}>{t('noWallet.create')}</LinkButton>
          <LinkButton to={routePath('patient.importWallet')} variant="outline-primary">
            {t('noWallet.import')}
          </LinkButton>
        </div>
      </Card.Body>
    </Card>
  );
}

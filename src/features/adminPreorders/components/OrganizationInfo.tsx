import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import { useTranslation } from 'react-i18next';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { InfoList } from './InfoCard';

/** Organization Info: the organization's name and how it plans to use the sleeves, folded away on request. */
export function OrganizationInfo({ preorder }: { preorder: Pick<KneeSleevePreorder, 'organizationName' | 'planToUseProduct'> }) {
  const { t } = useTranslation('adminPreorders');
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0 p-0">
        <button
          type="button"
          className="btn w-100 d-flex align-items-center justify-content-between text-start fw-medium px-3 py-2"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('organizationInfo')}
          <i className={`bi ${open ? 'bi-chevron-up' : 'bi-chevron-down'}`} aria-hidden="true" />
        </button>
      </Card.Header>
      <Collapse in={open}>
        <div id={bodyId}>
          <Card.Body>
            <InfoList
              rows={[
                [t('organizationName'), preorder.organizationName || t('none')],
                [t('planToUseProduct'), <span className="typed-text">{preorder.planToUseProduct || t('none')}</span>],
              ]}
            />
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}

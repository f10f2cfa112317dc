import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { KneeSleevePreorder } from '@rehab/model/collections';
import { unitRows } from '../logic/preorderLogic';
import { UnitRow } from './UnitRow';

/** Order Management: one row per ordered unit with its build record, assignee and notes. */
export function OrderManagement({ preorderId, preorder }: { preorderId: string; preorder: Pick<KneeSleevePreorder, 'quantity' | 'orderDevicesData'> }) {
  const { t } = useTranslation('adminPreorders');
  const [failure, setFailure] = useState<string | null>(null);
  const units = unitRows(preorder);

  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6 mb-0">
        {t('orderManagement')}
      </Card.Header>
      <Card.Body className="p-0">
        {failure && (
          <Alert variant="danger" className="m-2" dismissible onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {units.length === 0 ? (
          <p className="text-body-secondary p-3 mb-0">{t('noUnits')}</p>
        ) : (
          <div className="table-responsive position-relative">
            <Table size="sm" className="align-middle mb-0" aria-label={t('orderManagement')}>
              <thead>
                <tr>
                  <th scope="col">{t('unit')}</th>
                  <th scope="col">{t('boardId')}</th>
                  <th scope="col">{t('firmwareVersion')}</th>
                  <th scope="col">{t('unitStatus')}</th>
                  <th scope="col">{t('qaSignature')}</th>
                  <th scope="col">{t('qaDate')}</th>
                  <th scope="col">{t('assignee')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {units.map((unit, index) => (
                  <UnitRow key={index} preorderId={preorderId} unit={unit} index={index} onError={setFailure} />
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

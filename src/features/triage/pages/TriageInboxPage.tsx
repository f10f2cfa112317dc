import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslation } from 'react-i18next';
import { TRIAGE_ALERT_KINDS } from '@rehab/model/triage';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectUid } from '../../auth';
import { useCoveringFor } from '../../clinics';
import { useDoctorAlertsQuery } from '../api/triageApi';
import { AlertItem } from '../components/AlertItem';
import { alertRows, waitingCounts, type KindFilter } from '../logic/alertRows';

/**
 * triage.inbox: whom to look at today. One row per alert of the doctor's patients, most severe first; the functions
 * open and close alerts from the patients' records, so this reads only the alerts, never the sessions. A patient seen
 * while covering an away colleague (issue 51) is marked so.
 */
export default function TriageInboxPage() {
  const { t } = useTranslation('triage');
  const uid = useAppSelector(selectUid);
  const alerts = useDoctorAlertsQuery(uid ?? skipToken);
  const coveringFor = useCoveringFor(uid);
  const [kind, setKind] = useState<KindFilter>('all');
  const [handled, setHandled] = useState(false);
  const [now] = useState(() => Date.now());
  const all = alerts.currentData ?? [];
  const counts = waitingCounts(all, now);
  const rows = alertRows(all, now, { kind, handled });
  const loading = uid !== null && alerts.currentData === undefined && !alerts.isError;

  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {alerts.isError ? (
        <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-2">
          <span>{t('readError', { message: queryErrorMessage(alerts.error) ?? '' })}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void alerts.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
            <ButtonGroup aria-label={t('filterLabel')} className="flex-wrap">
              {(['all', ...TRIAGE_ALERT_KINDS] as const).map((option) => (
                <ToggleButton
                  key={option}
                  id={`triage-filter-${option}`}
                  type="radio"
                  name="triage-filter"
                  size="sm"
                  variant="outline-primary"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                >
                  {t('kindCount', { kind: t(`kinds.${option}`), count: counts[option] })}
                </ToggleButton>
              ))}
            </ButtonGroup>
            <Form.Check type="switch" id="triage-handled" label={t('showHandled')} checked={handled} onChange={(event) => setHandled(event.target.checked)} />
          </Card.Header>
          {loading ? (
            <Card.Body role="status" className="d-flex align-items-center gap-2">
              <Spinner size="sm" aria-hidden />
              {t('loading')}
            </Card.Body>
          ) : rows.length === 0 ? (
            <Card.Body>{kind === 'all' ? t('empty') : t('emptyFiltered')}</Card.Body>
          ) : (
            <ListGroup as="ul" variant="flush" aria-label={t('listLabel')}>
              {rows.map((row) => (
                <AlertItem key={row.id} row={row} coveringFor={coveringFor.get(row.alert.patientId)} />
              ))}
            </ListGroup>
          )}
        </Card>
      )}
    </section>
  );
}

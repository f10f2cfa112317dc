import { useId, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { addDays, dayKey, daysBetween } from '@rehab/model/monitoring';
import { formatDayKey } from '../../../lib/dateFormat';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { queryErrorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { useEpisodeStarterQuery, useStartMonitoringMutation } from '../api/monitoringApi';
import { browserTimeZone } from '../../../lib/browserTimeZone';
import { RtmConsentNotice, useRtmConsentQuery } from '../../rtmConsent';

/** How far from today a period may start (the rules allow 31 days either way). */
const START_WITHIN_DAYS = 30;

interface StartMonitoringDialogProps {
  show: boolean;
  onClose: () => void;
  doctorUid: string;
  patientUid: string;
  patientName: string;
  /** the patient's time zone when known */
  timeZone?: string;
  periodStart?: string;
  /** who started the open episode, if one is open */
  startedBy?: string;
}

/**
 * Another doctor's open episode: he bills its device codes, and no parallel episode may start (the rules refuse it),
 * so the dialog says who and since when instead of offering the form.
 */
function BilledByAnother({ onClose, patientUid, startedBy, periodStart }: { onClose: () => void; patientUid: string; startedBy: string; periodStart: string }) {
  const { t, i18n } = useTranslation('monitoring');
  const starter = useEpisodeStarterQuery({ patientUid, startedBy });
  const date = formatDayKey(periodStart, i18n.language);
  return (
    <>
      <Modal.Body data-testid="billed-by-another">
        {starter.isLoading ? (
          <PageLoader />
        ) : (
          <p className="mb-0">{starter.currentData ? t('startDialog.billedBy', { name: starter.currentData, date }) : t('startDialog.billedByUnnamed', { date })}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('startDialog.close')}
        </Button>
      </Modal.Footer>
    </>
  );
}

/**
 * Starts monitoring a patient (or moves the period start): the first day and the patient's time zone. A new episode
 * needs the patient's RTM consent to the current text (the rules refuse the start without it), so the dialog reads it
 * and says what to ask of him while it is missing.
 */
export function StartMonitoringDialog({ show, onClose, doctorUid, patientUid, patientName, timeZone, periodStart, startedBy }: StartMonitoringDialogProps) {
  const { t } = useTranslation('monitoring');
  const titleId = useId();
  const ownZone = browserTimeZone();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const [zone, setZone] = useState(timeZone && timeZone !== 'UTC' ? timeZone : ownZone);
  const today = dayKey(new Date(), zone);
  const [start, setStart] = useState(periodStart ?? today);
  const [submitted, setSubmitted] = useState(false);
  const [startMonitoring, saving] = useStartMonitoringMutation();
  const starting = !periodStart;
  const consent = useRtmConsentQuery(patientUid, { skip: !show || !starting });

  const dateProblem = /^\d{4}-\d{2}-\d{2}$/.test(start) && Math.abs(daysBetween(today, start)) <= START_WITHIN_DAYS ? null : t('startDialog.invalidDate');
  const zoneProblem = zones.includes(zone) || zone === 'UTC' ? null : t('startDialog.invalidTimeZone');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (dateProblem || zoneProblem) return;
    const result = await startMonitoring({ doctorUid, patientUid, timeZone: zone, periodStart: start });
    if (!('error' in result)) onClose();
  }

  if (startedBy && periodStart && startedBy !== doctorUid) {
    return (
      <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('startDialog.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('startFor', { name: patientName })}
          </Modal.Title>
        </Modal.Header>
        <BilledByAnother onClose={onClose} patientUid={patientUid} startedBy={startedBy} periodStart={periodStart} />
      </Modal>
    );
  }

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('startDialog.cancel')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t('startFor', { name: patientName })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {saving.error && <Alert variant="danger">{queryErrorMessage(saving.error)}</Alert>}
          {starting && consent.error && <Alert variant="danger">{queryErrorMessage(consent.error)}</Alert>}
          {starting && consent.currentData !== undefined && <RtmConsentNotice consent={consent.currentData} patientName={patientName} />}
          <Form.Group className="mb-3" controlId={`${titleId}-start`}>
            <Form.Label>{t('startDialog.startDate')}</Form.Label>
            <Form.Control
              type="date"
              value={start}
              min={addDays(today, -START_WITHIN_DAYS)}
              max={addDays(today, START_WITHIN_DAYS)}
              onChange={(event) => setStart(event.target.value)}
              isInvalid={submitted && dateProblem !== null}
              aria-describedby={`${titleId}-start-help`}
            />
            <Form.Text id={`${titleId}-start-help`}>{t('startDialog.startDateHelp')}</Form.Text>
            <Form.Control.Feedback type="invalid">{dateProblem}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${titleId}-zone`}>
            <Form.Label>{t('startDialog.timeZone')}</Form.Label>
            <Form.Select value={zone} onChange={(event) => setZone(event.target.value)} isInvalid={submitted && zoneProblem !== null} aria-describedby={`${titleId}-zone-help`}>
              {zones.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Form.Select>
            <Form.Text id={`${titleId}-zone-help`}>{t('startDialog.timeZoneHelp')}</Form.Text>
            <Form.Control.Feedback type="invalid">{zoneProblem}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t('startDialog.cancel')}
          </Button>
          <SubmitButton busy={saving.isLoading} disabled={starting && !consent.currentData}>{saving.isLoading ? t('startDialog.saving') : t('startDialog.save')}</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

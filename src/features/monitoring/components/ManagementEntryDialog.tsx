import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { MANAGEMENT_ACTIVITIES, type ManagementActivity } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ClosedMonthNotice, useClosedMonthCheck } from '../../billing';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { useSaveManagementEntryMutation } from '../api/monitoringApi';
import { MAX_ENTRY_SECONDS, isLoggableMonth, localMonth, secondsOfMinutes, type EntryWithId } from '../logic/management';

const REASON_MAX = LIMITS.managementTime.reason;

interface ManagementEntryDialogProps {
  onClose: () => void;
  doctorUid: string;
  patientUid: string;
  /** the entry to correct; absent: a new entry */
  entry?: EntryWithId;
  /** the month of the entry being corrected */
  month?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the value of a datetime-local input (local time). */
const localInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * Adds management time by hand, or corrects an entry (its start stays): the
 * minutes, the activity, whether it included a real-time interactive
 * communication, and always a reason.
 */
export function ManagementEntryDialog({ onClose, doctorUid, patientUid, entry, month }: ManagementEntryDialogProps) {
  const { t } = useTranslation('monitoring');
  const id = useId();
  const [start, setStart] = useState(() => localInput(entry ? entry.start.toDate() : new Date(Date.now() - 15 * 60_000)));
  const [minutes, setMinutes] = useState(entry ? String(Math.round((entry.seconds / 60) * 100) / 100) : '15');
  const [activity, setActivity] = useState<ManagementActivity>(entry?.activity ?? 'other');
  const [interactive, setInteractive] = useState(entry?.interactive ?? false);
  const [reason, setReason] = useState(entry?.reason ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [opened] = useState(() => new Date());
  const [save, saving] = useSaveManagementEntryMutation();
  const closedMonthOf = useClosedMonthCheck(doctorUid);
  /** the closed billing month a refused save fell in */
  const [closedMonth, setClosedMonth] = useState<string>();

  const startDate = new Date(start);
  const minutesValue = Number(minutes);
  const problems = {
    start:
      entry || (!Number.isNaN(startDate.getTime()) && startDate <= opened && isLoggableMonth(localMonth(startDate), opened))
        ? null
        : t('entryForm.startRange'),
    minutes:
      minutes.trim() !== '' && Number.isFinite(minutesValue) && minutesValue >= 0 && secondsOfMinutes(minutesValue) <= MAX_ENTRY_SECONDS
        ? null
        : t('entryForm.minutesRange'),
    reason: reason.trim() === '' ? t('entryForm.required') : reason.length > REASON_MAX ? t('entryForm.reasonTooLong') : null,
  };
  const invalid = (field: keyof typeof problems) => submitted && problems[field] !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some((problem) => problem !== null)) return;
    const entryStart = entry ? entry.start.toDate() : startDate;
    const entryMonth = month ?? localMonth(entryStart);
    setClosedMonth(undefined);
    const result = await save({
      doctorUid,
      patientUid,
      month: entryMonth,
      entryId: entry?.id ?? `manual-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      entry: {
        start: entryStart,
        seconds: secondsOfMinutes(minutesValue),
        // a change by hand makes the entry manual: reports show it as such
        source: 'manual',
        activity,
        interactive,
        reason: reason.trim(),
      },
    });
    if (!('error' in result)) onClose();
    // The rules refuse an entry in a month closed for billing: say so, and where to change it.
    else if (result.error && 'code' in result.error && result.error.code === 'permission-denied') {
      setClosedMonth(await closedMonthOf(entryStart, entryMonth).catch(() => undefined));
    }
  }

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('entryForm.cancel')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {entry ? t('entryForm.correctTitle') : t('entryForm.addTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {closedMonth ? <ClosedMonthNotice month={closedMonth} /> : saving.error && <Alert variant="danger">{queryErrorMessage(saving.error)}</Alert>}
          <Form.Group className="mb-3" controlId={`${id}-start`}>
            <Form.Label>{t('entryForm.start')}</Form.Label>
            <Form.Control type="datetime-local" value={start} disabled={Boolean(entry)} onChange={(event) => setStart(event.target.value)} isInvalid={invalid('start')} />
            <Form.Control.Feedback type="invalid">{problems.start}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-minutes`}>
            <Form.Label>{t('entryForm.minutes')}</Form.Label>
            <Form.Control type="number" inputMode="decimal" min={0} max={MAX_ENTRY_SECONDS / 60} step="any" value={minutes} onChange={(event) => setMinutes(event.target.value)} isInvalid={invalid('minutes')} />
            <Form.Control.Feedback type="invalid">{problems.minutes}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-activity`}>
            <Form.Label>{t('entryForm.activity')}</Form.Label>
            <Form.Select value={activity} onChange={(event) => setActivity(event.target.value as ManagementActivity)}>
              {MANAGEMENT_ACTIVITIES.map((name) => (
                <option key={name} value={name}>
                  {t(`activity.${name}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Check className="mb-3" id={`${id}-interactive`} type="checkbox" label={t('entryForm.interactive')} checked={interactive} onChange={(event) => setInteractive(event.target.checked)} />
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>{t('entryForm.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={invalid('reason')}
              aria-describedby={`${id}-reason-help`}
            />
            <Form.Text id={`${id}-reason-help`}>{t('entryForm.reasonHelp')}</Form.Text>
            <Form.Control.Feedback type="invalid">{problems.reason}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t('entryForm.cancel')}
          </Button>
          <SubmitButton busy={saving.isLoading}>{saving.isLoading ? t('entryForm.saving') : t('entryForm.save')}</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

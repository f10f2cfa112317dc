import { useId, useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '@rehab/model/limits';
import { SNOOZE_DAYS } from '@rehab/model/triage';
import { formatDateTime, formatDayKey } from '../../../lib/dateFormat';
import { DASHBOARD_OUTCOMES_SECTION, routePath } from '../../../lib/routes';
import { queryErrorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { toast } from '../../../lib/ui/toastStore';
import { CoveringBadge } from '../../clinics';
import { useAcknowledgeAlertMutation, useOpenAlertMutation, useSnoozeAlertMutation } from '../api/triageApi';
import type { AlertRow } from '../logic/alertRows';
import { reasonText, recordLines, reopenedText, thresholdTexts, type Wording } from '../logic/alertTexts';

/**
 * One alert of the inbox: the patient, the reason in words, when it opened and why it opened again if it did; opening
 * the row shows its evidence (the values against their thresholds, each session a link to its chart, the answers on
 * the dashboard's questionnaire chart) and what the doctor may do (the server notes when he opened it: acknowledging
 * counts that time, at most 5 minutes). `coveringFor`: the away colleague whose patient this is, while the doctor covers
 * him (issue 51).
 */
export function AlertItem({ row, coveringFor }: { row: AlertRow; coveringFor?: string }) {
  const { t, i18n } = useTranslation('triage');
  const { alert } = row;
  const [expanded, setExpanded] = useState(false);
  const [note, setNote] = useState('');
  const [openAlert] = useOpenAlertMutation();
  const [acknowledge, acknowledging] = useAcknowledgeAlertMutation();
  const [snooze, snoozing] = useSnoozeAlertMutation();
  const detailsId = useId();
  const noteId = useId();
  const wording: Wording = {
    t: (key, values) => t(key, values),
    day: (key) => formatDayKey(key, i18n.language),
    list: (items) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items),
  };
  const reopened = reopenedText(alert, wording);
  const patientName = alert.patientName.trim() || t('unnamedPatient');
  const dashboard = routePath('patients.patientDashboard', { uid: alert.patientId });

  const toggle = () => {
    if (!expanded && row.needsReview) {
      void openAlert(row.id).unwrap().catch((error: unknown) => toast.error(t('actionError', { message: queryErrorMessage(error as never) ?? '' })));
    }
    setExpanded(!expanded);
  };

  const onAcknowledge = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await acknowledge({ alertId: row.id, note: note.trim() }).unwrap();
      toast.success(t('acknowledgedToast'));
    } catch (error) {
      toast.error(t('actionError', { message: queryErrorMessage(error as never) ?? '' }));
    }
  };

  const onSnooze = async (days: number) => {
    try {
      await snooze({ alertId: row.id, days }).unwrap();
      toast.success(t('snoozedToast', { count: days }));
    } catch (error) {
      toast.error(t('actionError', { message: queryErrorMessage(error as never) ?? '' }));
    }
  };

  return (
    <ListGroup.Item as="li" className={row.needsReview ? '' : 'bg-body-tertiary'}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Badge bg={alert.kind === 'pain' || alert.kind === 'romRegression' ? 'danger' : 'warning'} text={alert.kind === 'pain' || alert.kind === 'romRegression' ? undefined : 'dark'}>
              {t(`kinds.${alert.kind}`)}
            </Badge>
            <Link to={dashboard} className="fw-semibold">
              {patientName}
            </Link>
            <CoveringBadge awayName={coveringFor} />
          </div>
          <p className="mb-1 mt-1">{reasonText(alert, wording)}</p>
          {reopened && <p className="mb-1 fw-semibold text-danger-emphasis">{reopened}</p>}
          <small className="text-body-secondary">
            {t('openedAt', { date: formatDateTime(alert.openedAt.toMillis(), i18n.language) })}
            {alert.status === 'snoozed' && alert.snoozedUntil && ` · ${t('snoozedUntil', { date: formatDateTime(alert.snoozedUntil.toMillis(), i18n.language) })}`}
          </small>
          {alert.acknowledged && (
            <p className="mb-0 mt-1 small">
              {t('acknowledgedBy', { name: alert.acknowledged.name, date: formatDateTime(alert.acknowledged.at.toMillis(), i18n.language) })}
              {alert.acknowledged.note && ` “${alert.acknowledged.note}”`}
            </p>
          )}
        </div>
        {row.needsReview && (
          <Button variant="outline-primary" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={toggle}>
            {expanded ? t('hide') : t('review')}
          </Button>
        )}
      </div>
      {expanded && row.needsReview && (
        <div id={detailsId} className="mt-3 border-top pt-3">
          <h3 className="h6">{t('evidence')}</h3>
          {thresholdTexts(alert, wording).map((text) => (
            <p key={text} className="small mb-1">
              {text}
            </p>
          ))}
          <ul className="small mt-2" aria-label={t('recordsLabel')}>
            {recordLines(alert, wording).map(({ key, text, sessionId }) => (
              <li key={key}>{sessionId ? <Link to={routePath('app.sessionChart', { uid: alert.patientId, sessionId })}>{text}</Link> : text}</li>
            ))}
            {alert.kind === 'outcomeWorse' && (
              <li>
                <Link to={`${dashboard}#${DASHBOARD_OUTCOMES_SECTION}`}>{t('outcomesChart', { questionnaire: String(alert.evidence.values.questionnaire).toUpperCase(), name: patientName })}</Link>
              </li>
            )}
            <li>
              <Link to={dashboard}>{t('openDashboard', { name: patientName })}</Link>
            </li>
          </ul>
          <Form onSubmit={onAcknowledge} className="mb-3">
            <Form.Label htmlFor={noteId}>{t('noteLabel')}</Form.Label>
            <Form.Control id={noteId} as="textarea" rows={2} maxLength={LIMITS.triage.note} value={note} onChange={(event) => setNote(event.target.value)} />
            <SubmitButton className="mt-2" busy={acknowledging.isLoading}>
              {t('acknowledge')}
            </SubmitButton>
          </Form>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span id={`${detailsId}-snooze`}>{t('snooze')}</span>
            <ButtonGroup aria-labelledby={`${detailsId}-snooze`}>
              {SNOOZE_DAYS.map((days) => (
                <Button key={days} variant="outline-secondary" size="sm" disabled={snoozing.isLoading} onClick={() => void onSnooze(days)}>
                  {t(`snoozeDays.${days}`)}
                </Button>
              ))}
            </ButtonGroup>
          </div>
        </div>
      )}
    </ListGroup.Item>
  );
}

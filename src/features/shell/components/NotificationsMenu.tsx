import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QUESTIONNAIRES } from '@rehab/model/outcomes/questionnaires';
import { routePath } from '../../../lib/routes';
import { formatTime } from '../../../lib/dateFormat';
import { truncate } from '../../../lib/truncate';
import { errorMessage } from '../../../lib/store/errors';
import { toast } from '../../../lib/ui/toastStore';
import { useAfterFirstPaint } from '../../../lib/ui/useAfterFirstPaint';
import { useMarkReminderReadMutation } from '../api/topBarApi';
import { useTodaysReminders } from '../hooks/useTopBarData';
import { usePendingCareRequests } from '../../care';
import { usePatientClinics } from '../../clinics';
import { useDueQuestionnaires } from '../../outcomes';
import { useWaitingAlerts } from '../../triage';
import { TopBarMenu } from './TopBarMenu';

/**
 * The bell: a doctor's unread appointment reminders of today (clicking one marks
 * it read) and the triage alerts waiting for his review; a patient's doctors and
 * clinics asking to follow them (each opens the home page, where the patient
 * approves or declines) and the questionnaires due (each opens it).
 */
export function NotificationsMenu({ doctorUid, patientUid = null }: { doctorUid: string | null; patientUid?: string | null }) {
  const { t, i18n } = useTranslation('shell');
  const { reminders, loading: remindersLoading, failed: remindersFailed } = useTodaysReminders(doctorUid);
  const care = usePendingCareRequests(patientUid);
  const clinics = usePatientClinics(patientUid);
  // Read once the page has painted: the count is not what a patient's first screen waits for (issue 55).
  const painted = useAfterFirstPaint();
  const questionnaires = useDueQuestionnaires(painted ? patientUid : null);
  const alerts = useWaitingAlerts(doctorUid);
  const [markReminderRead] = useMarkReminderReadMutation();

  const open = (id: string) => {
    markReminderRead(id)
      .unwrap()
      .catch((failure: unknown) => {
        console.error('Marking the reminder read failed', failure);
        toast.error(errorMessage(failure));
      });
  };

  return (
    <TopBarMenu
      icon="bi-bell"
      label={t('notifications.title')}
      count={reminders.length + care.requests.length + clinics.pending.length + questionnaires.due.length + alerts.count}
      badge="danger"
      loading={remindersLoading || care.loading || clinics.loading || questionnaires.loading || alerts.loading}
      failed={remindersFailed || care.failed || clinics.error !== null || questionnaires.failed || alerts.failed}
      failedText={t('notifications.loadFailed')}
      emptyText={t('notifications.empty')}
    >
      {care.requests.map((request) => {
        const text = t('notifications.careRequest', { doctor: request.doctorName });
        return (
          <Dropdown.Item key={request.docId} as={Link} to={routePath('patient.home')} title={text} data-testid="care-request-notification">
            <i className="bi bi-person-plus me-2 text-primary" aria-hidden />
            {truncate(text)}
          </Dropdown.Item>
        );
      })}
      {clinics.pending.map((request) => {
        const text = t('notifications.clinicRequest', { clinic: request.clinicName });
        return (
          <Dropdown.Item key={request.docId} as={Link} to={routePath('patient.home')} title={text} data-testid="clinic-request-notification">
            <i className="bi bi-person-plus me-2 text-primary" aria-hidden />
            {truncate(text)}
          </Dropdown.Item>
        );
      })}
      {questionnaires.due.map(({ assignment, occurrenceDay }) => {
        const text = t('notifications.questionnaireDue', { title: QUESTIONNAIRES[assignment.instrument].title });
        return (
          <Dropdown.Item
            key={assignment.id}
            as={Link}
            to={routePath('patient.questionnaire', { assignmentId: assignment.id, occurrenceDay })}
            title={text}
            data-testid="questionnaire-notification"
          >
            <i className="bi bi-clipboard-check me-2 text-primary" aria-hidden />
            {truncate(text)}
          </Dropdown.Item>
        );
      })}
      {alerts.count > 0 && (
        <Dropdown.Item as={Link} to={routePath('triage.inbox')} data-testid="triage-notification">
          <i className="bi bi-exclamation-triangle me-2 text-danger" aria-hidden />
          {t('notifications.triageAlerts', { count: alerts.count })}
        </Dropdown.Item>
      )}
      {reminders.map((reminder) => {
        const time = formatTime(reminder.datetime, i18n.language);
        const text = reminder.patientName
          ? t('notifications.appointmentWith', { name: reminder.patientName, time })
          : t('notifications.appointment', { time });
        return (
          <Dropdown.Item key={reminder.id} as="button" onClick={() => open(reminder.id)} title={text}>
            <i className="bi bi-calendar-event me-2 text-primary" aria-hidden />
            {truncate(text)}
          </Dropdown.Item>
        );
      })}
    </TopBarMenu>
  );
}

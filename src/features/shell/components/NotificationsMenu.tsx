import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dateFormat';
import { truncate } from '../../../lib/truncate';
import { errorMessage } from '../../../lib/store/errors';
import { toast } from '../../../lib/ui/toastStore';
import { useMarkReminderReadMutation } from '../api/topBarApi';
import { useTodaysReminders } from '../hooks/useTopBarData';
import { TopBarMenu } from './TopBarMenu';

/** The bell: today's unread appointment reminders; clicking one marks it read. */
export function NotificationsMenu({ doctorUid }: { doctorUid: string | null }) {
  const { t, i18n } = useTranslation('shell');
  const { reminders, loading, failed } = useTodaysReminders(doctorUid);
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
      count={reminders.length}
      badge="danger"
      loading={loading}
      failed={failed}
      failedText={t('notifications.loadFailed')}
      emptyText={t('notifications.empty')}
    >
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

import { Badge, Dropdown, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dateFormat';
import { toast } from '../../../lib/ui/toastStore';
import { markReminderRead, useTodaysReminders } from '../topBarApi';
import { truncateText } from '../topBarLogic';

/** The bell: today's unread appointment reminders; clicking one marks it read. */
export function NotificationsMenu({ doctorUid }: { doctorUid: string | null }) {
  const { t, i18n } = useTranslation('shell');
  const { reminders, loading, error } = useTodaysReminders(doctorUid);
  const count = reminders.length;

  const open = (id: string) => {
    markReminderRead(id).catch((failure: unknown) => {
      console.error('Marking the reminder read failed', failure);
      toast.error(failure instanceof Error ? failure.message : String(failure));
    });
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="app-topbar-button" aria-label={t('notifications.title')}>
        <i className="bi bi-bell" aria-hidden />
        {count > 0 && (
          <Badge pill bg="danger" className="app-topbar-badge">
            {count}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-topbar-menu">
        <Dropdown.Header>{t('notifications.title')}</Dropdown.Header>
        {loading && doctorUid ? (
          <Dropdown.ItemText className="text-center">
            <Spinner size="sm" role="status" aria-label={t('common:loading')} />
          </Dropdown.ItemText>
        ) : error ? (
          <Dropdown.ItemText className="text-danger">{t('notifications.loadFailed')}</Dropdown.ItemText>
        ) : count === 0 ? (
          <Dropdown.ItemText className="text-body-secondary">{t('notifications.empty')}</Dropdown.ItemText>
        ) : (
          reminders.map((reminder) => {
            const time = formatTime(reminder.datetime, i18n.language);
            const text = reminder.patientName
              ? t('notifications.appointmentWith', { name: reminder.patientName, time })
              : t('notifications.appointment', { time });
            return (
              <Dropdown.Item key={reminder.id} as="button" onClick={() => open(reminder.id)} title={text}>
                <i className="bi bi-calendar-event me-2 text-primary" aria-hidden />
                {truncateText(text)}
              </Dropdown.Item>
            );
          })
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

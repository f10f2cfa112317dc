import { Badge, Dropdown, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import { formatDateTime } from '../../../lib/dateFormat';
import type { Role } from '../../auth/roles';
import { useUnreadMessages } from '../topBarApi';
import { truncateText } from '../topBarLogic';

/** Unread chat messages to the user; clicking one opens the chat page. */
export function MessagesMenu({ uid, role }: { uid: string | null; role: Role | null }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { messages, loading, error } = useUnreadMessages(uid, role);
  const chatRoute = role === 'doctor' ? routePath('app.chat') : role === 'patient' ? routePath('patient.chat') : null;
  const count = messages.length;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="app-topbar-button" aria-label={t('messages.title')}>
        <i className="bi bi-chat-left-text" aria-hidden />
        {count > 0 && (
          <Badge pill bg="primary" className="app-topbar-badge">
            {count}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-topbar-menu">
        <Dropdown.Header>{t('messages.title')}</Dropdown.Header>
        {loading && chatRoute ? (
          <Dropdown.ItemText className="text-center">
            <Spinner size="sm" role="status" aria-label={t('common:loading')} />
          </Dropdown.ItemText>
        ) : error ? (
          <Dropdown.ItemText className="text-danger">{t('messages.loadFailed')}</Dropdown.ItemText>
        ) : count === 0 || !chatRoute ? (
          <Dropdown.ItemText className="text-body-secondary">{t('messages.empty')}</Dropdown.ItemText>
        ) : (
          messages.map((message) => (
            <Dropdown.Item key={message.id} as="button" onClick={() => navigate(chatRoute)} title={message.body}>
              <span className="d-block">{truncateText(message.body)}</span>
              <small className="text-body-secondary">{formatDateTime(message.sentAt, i18n.language)}</small>
            </Dropdown.Item>
          ))
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

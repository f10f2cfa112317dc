import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { formatDateTime } from '../../../lib/dateFormat';
import { truncate } from '../../../lib/truncate';
import type { Role } from '../../auth';
import { useUnreadMessages } from '../hooks/useTopBarData';
import { TopBarMenu } from './TopBarMenu';

/** Unread chat messages to the user; clicking one opens the chat page. */
export function MessagesMenu({ uid, role }: { uid: string | null; role: Role | null }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { messages, loading, failed } = useUnreadMessages(uid, role);
  const chatRoute = role === 'doctor' ? routePath('app.chat') : routePath('patient.chat');
  return (
    <TopBarMenu
      icon="bi-chat-left-text"
      label={t('messages.title')}
      count={messages.length}
      badge="primary"
      loading={loading}
      failed={failed}
      failedText={t('messages.loadFailed')}
      emptyText={t('messages.empty')}
    >
      {messages.map((message) => (
        <Dropdown.Item key={message.id} as="button" onClick={() => navigate(chatRoute)} title={message.body}>
          <span className="d-block">{truncate(message.body)}</span>
          <small className="text-body-secondary">{formatDateTime(message.sentAt, i18n.language)}</small>
        </Dropdown.Item>
      ))}
    </TopBarMenu>
  );
}

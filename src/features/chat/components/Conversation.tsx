import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { formatDateTime } from '../../../lib/dateFormat';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { NeedsConnection } from '../../../lib/ui/NeedsConnection';
import { useOnline } from '../../../lib/useOnline';
import { useConversationMessagesQuery, useMarkChatMessagesReadMutation, useSendChatMessageMutation } from '../api/chatApi';
import type { Conversation as Pair } from '../api/chatRecords';
import { isLiveExchange, useManagementTimer } from '../../monitoring';

export interface ConversationProps {
  doctorID: string;
  userID: string;
  /** the signed-in user (the doctor or the patient of the pair) */
  me: string;
  otherName: string;
}

/** The messages of one doctor-patient pair, live and in time order, with the message box. */
export function Conversation({ doctorID, userID, me, otherName }: ConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const conversation: Pair = useMemo(() => ({ doctorID, userID }), [doctorID, userID]);
  const messages = useConversationMessagesQuery(conversation);
  const shown = messages.currentData ?? [];
  // A doctor's time in a patient's conversation is management time; a live exchange makes it interactive.
  useManagementTimer(me === doctorID ? userID : null, 'chat', (since) =>
    isLiveExchange(shown.map((m) => ({ senderID: m.senderID, at: m.timestamp.toMillis() })), doctorID, since),
  );
  const [draft, setDraft] = useState('');
  const [sendChatMessage, sending] = useSendChatMessageMutation();
  const online = useOnline();
  const [markChatMessagesRead] = useMarkChatMessagesReadMutation();
  /** why the last send or read mark failed */
  const [failure, setFailure] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const messageBox = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // A conversation opens ready to type in; on a phone it lies below the contact list, so it is scrolled to.
  useEffect(() => {
    messageBox.current?.focus({ preventScroll: true });
    root.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // Opening the conversation (and every new message from the other party) marks their messages read.
  const unreadFromOther = shown.filter((m) => m.senderID !== me && !m.isRead).map((m) => m.docId);
  const unreadKey = unreadFromOther.join(',');
  useEffect(() => {
    if (!unreadKey) return;
    markChatMessagesRead(unreadKey.split(','))
      .unwrap()
      .catch((e: unknown) => setFailure(errorMessage(e)));
  }, [unreadKey, markChatMessagesRead]);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [shown.length]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    setFailure(null);
    // The draft stays in the box until the message is saved, so a failed send loses nothing.
    try {
      await sendChatMessage({ conversation, senderID: me, messageBody: body }).unwrap();
      setDraft('');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  const error = failure ?? queryErrorMessage(messages.error);

  return (
    <div ref={root} className="d-flex flex-column h-100">
      <h2 className="h6 border-bottom pb-2 mb-0">{otherName}</h2>
      <div ref={scroller} className="flex-grow-1 overflow-auto py-3 d-flex flex-column gap-2" style={{ minHeight: 240, maxHeight: '60vh' }} aria-live="polite" data-testid="messages">
        {messages.currentData === undefined && !messages.isError ? (
          <PageLoader />
        ) : shown.length === 0 ? (
          <p className="text-body-secondary text-center my-auto">{t('noMessagesYet')}</p>
        ) : (
          shown.map((message) => {
            const mine = message.senderID === me;
            return (
              <div key={message.docId} className={`d-flex flex-column ${mine ? 'align-items-end' : 'align-items-start'}`}>
                <div
                  className={`rounded-3 px-3 py-2 text-break ${mine ? 'bg-primary text-white' : 'bg-body-secondary'}`}
                  style={{ maxWidth: '80%', whiteSpace: 'pre-wrap' }}
                  dir="auto"
                  data-testid={mine ? 'message-mine' : 'message-theirs'}
                >
                  {message.messageBody}
                </div>
                <small className="text-body-secondary">
                  {message.timestamp ? formatDateTime(message.timestamp.toDate(), i18n.language) : t('sending')}
                </small>
              </div>
            );
          })
        )}
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      <Form onSubmit={(e) => void send(e)}>
        <InputGroup>
          <Form.Control
            ref={messageBox}
            dir="auto"
            aria-label={t('message')}
            placeholder={t('typeMessage')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={LIMITS.chat.messageBody}
          />
          <Button type="submit" disabled={sending.isLoading || draft.trim() === '' || !online}>
            {t('send')}
          </Button>
        </InputGroup>
        <NeedsConnection message={t('sendOffline')} className="mt-1" />
      </Form>
    </div>
  );
}

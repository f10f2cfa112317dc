import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { selectAuth } from '../../auth';
import { useDeleteEmailMutation, useInboxEmailsQuery, useMarkEmailReadMutation } from '../api/inboxApi';
import { ComposeForm } from '../components/ComposeForm';
import { EmailDetail } from '../components/EmailDetail';
import { EmailList } from '../components/EmailList';
import { FOLDERS, inboxItems, isUnread, type Folder } from '../logic/inbox';

const FOLDER_ICONS: Record<Folder, string> = {
  inbox: 'bi-inbox',
  starred: 'bi-star',
  snoozed: 'bi-clock',
  draft: 'bi-file-earmark',
  sent: 'bi-send',
  trash: 'bi-trash',
  important: 'bi-bookmark',
  spam: 'bi-exclamation-octagon',
};

/** app.email: the doctor's appointment requests (e-mails to the doctor's address), live. */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  const { user } = useAppSelector(selectAuth);
  // Requests are addressed by e-mail: the server shows them only to the proven owner of the address.
  const email = user?.emailVerified ? user.email : null;
  const unverified = user !== null && !user.emailVerified;
  const emails = useInboxEmailsQuery(email ?? skipToken);
  const [folder, setFolder] = useState<Folder>('inbox');
  const [openId, setOpenId] = useState<string | null>(null);
  /** the request last open: the list gives it the focus back */
  const [lastOpenId, setLastOpenId] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [markOpenedRead] = useMarkEmailReadMutation();
  const [markEmailRead, marking] = useMarkEmailReadMutation();
  const [deleteEmail, deleting] = useDeleteEmailMutation();
  /** why the last change (read, unread, delete) failed */
  const [failure, setFailure] = useState<string | null>(null);
  const pending = marking.isLoading || deleting.isLoading;

  const items = inboxItems(emails.currentData ?? []);
  /** Opens a request (or goes back to the list, null); the list then gives the focus to `focusAfter`. */
  function open(id: string | null, focusAfter = openId) {
    setLastOpenId(focusAfter);
    setOpenId(id);
  }

  const openIndex = items.findIndex((i) => i.docId === openId);
  const opened = openIndex >= 0 ? items[openIndex] : null;
  const unreadCount = items.filter(isUnread).length;
  const readError = queryErrorMessage(emails.error);

  // Opening an e-mail marks it read.
  const openedUnread = opened !== null && isUnread(opened);
  useEffect(() => {
    if (!openId || !openedUnread) return;
    markOpenedRead({ emailId: openId, read: true })
      .unwrap()
      .catch((e: unknown) => setFailure(errorMessage(e)));
  }, [openId, openedUnread, markOpenedRead]);

  /** Marking unread and deleting go back to the list first, so that the open view does not mark the e-mail read again. */
  function act(change: () => Promise<unknown>, focusAfter: string | null) {
    open(null, focusAfter);
    setFailure(null);
    change().catch((e: unknown) => setFailure(errorMessage(e)));
  }

  function showFolder(next: Folder) {
    setFolder(next);
    setOpenId(null);
    setLastOpenId(null);
    setComposing(false);
  }

  let content;
  if (composing) {
    content = <ComposeForm onClose={() => setComposing(false)} />;
  } else if (folder !== 'inbox') {
    content = <p className="text-body-secondary text-center py-4 mb-0">{t('folderEmpty')}</p>;
  } else if (unverified) {
    content = <Alert variant="info" className="mb-0">{t('verifyEmailFirst')}</Alert>;
  } else if (emails.currentData === undefined && !emails.isError) {
    content = <PageLoader />;
  } else if (opened) {
    content = (
      <EmailDetail
        item={opened}
        pending={pending}
        onBack={() => open(null)}
        onPrevious={openIndex > 0 ? () => open(items[openIndex - 1].docId) : null}
        onNext={openIndex < items.length - 1 ? () => open(items[openIndex + 1].docId) : null}
        onMarkUnread={() => act(() => markEmailRead({ emailId: opened.docId, read: false }).unwrap(), opened.docId)}
        // After a deletion the focus goes to the request beside it.
        onDelete={() => act(() => deleteEmail(opened.docId).unwrap(), (items[openIndex + 1] ?? items[openIndex - 1])?.docId ?? null)}
      />
    );
  } else if (items.length === 0) {
    content = <p className="text-body-secondary text-center py-4 mb-0">{t('noRequests')}</p>;
  } else {
    content = <EmailList items={items} onOpen={open} focusId={lastOpenId} />;
  }

  return (
    <>
      <h1 className="h4 mb-3">{composing ? t('newMessage') : t(`folder.${folder}`)}</h1>
      <Row className="g-3">
        <Col md={4} lg={3}>
          <Button className="w-100 mb-3" onClick={() => setComposing(true)}>
            <i className="bi bi-pencil-square me-2" aria-hidden="true" />
            {t('compose')}
          </Button>
          <Nav variant="pills" className="flex-md-column flex-row flex-wrap" aria-label={t('folders')}>
            {FOLDERS.map((name) => (
              <Nav.Item key={name}>
                <Nav.Link
                  as="button"
                  type="button"
                  active={folder === name && !composing}
                  aria-current={folder === name && !composing ? 'page' : undefined}
                  onClick={() => showFolder(name)}
                  className="d-flex align-items-center gap-2 w-100 text-start"
                >
                  <i className={`bi ${FOLDER_ICONS[name]}`} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`folder.${name}`)}</span>
                  {name === 'inbox' && unreadCount > 0 && (
                    <span className="badge text-bg-danger" aria-label={t('unreadCount', { count: unreadCount })}>
                      {unreadCount}
                    </span>
                  )}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </Col>
        <Col md={8} lg={9}>
          <Card>
            <Card.Body>
              {(failure ?? readError) && <Alert variant="danger">{failure ?? readError}</Alert>}
              {content}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}

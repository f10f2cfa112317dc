import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { queryErrorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { toast } from '../../../lib/ui/toastStore';
import { useAdminDocumentQuery, useDeleteAdminDocumentsMutation, useRestoreDeletedSessionMutation } from '../api/adminApi';
import { AccountTools } from '../components/AccountTools';
import { AddFieldPopover } from '../components/AddFieldPopover';
import { DeleteDataDialog } from '../components/DeleteDataDialog';
import { FieldRow } from '../components/FieldRow';
import { useCollectionSettings } from '../hooks/useCollectionSettings';
import { useDocumentEdits } from '../hooks/useDocumentEdits';
import { isAccountCollection } from '../logic/collectionIcons';
import { documentFields } from '../logic/fieldValues';
import { useFeedbackQuestion } from '../../support';

/** admin.document: one document's fields, edited in place, with account tools for people. */
export default function DocumentPage() {
  const { collectionId = '', docId = '' } = useParams();
  const { t } = useTranslation('admin');
  const feedbackQuestion = useFeedbackQuestion();
  const navigate = useNavigate();
  const { settings } = useCollectionSettings(collectionId);
  const live = useAdminDocumentQuery({ collection: collectionId, id: docId });
  const document = live.data ?? null;
  const actions = useDocumentEdits(collectionId, docId, document);
  const [deleteDocuments, deletion] = useDeleteAdminDocumentsMutation();
  const [restoreSession, restoring] = useRestoreDeletedSessionMutation();
  const isDeletedSession = collectionId === 'deletedSessions';
  // Deleted sessions are restored, not edited; audit entries are never changed.
  const isReadOnly = isDeletedSession || collectionId === 'auditLog';
  const [removingField, setRemovingField] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const collectionPath = routePath('admin.collection', { collection: collectionId });

  async function deleteDocument() {
    setConfirmingDelete(false);
    try {
      const outcome = await deleteDocuments({ collection: collectionId, ids: [docId] }).unwrap();
      // A person whose account could not be deleted keeps the document: the reason shows below.
      if (outcome.failed.length > 0) return;
      toast.success(t('documentsDeleted'), t('success'));
      void navigate(collectionPath);
    } catch {
      // The failure shows through `deletion.error`.
    }
  }

  async function restore() {
    try {
      await restoreSession(docId).unwrap();
      toast.success(t('sessionRestored', { id: docId }), t('success'));
      void navigate(routePath('admin.document', { collectionId: 'sessions', docId }));
    } catch {
      // The failure shows through `restoring.error`.
    }
  }

  function removeField() {
    const field = removingField;
    setRemovingField(null);
    if (field !== null) void actions.remove([field]);
  }

  const fields = document ? documentFields(document) : [];
  const kept = deletion.data?.failed[0];
  const deletionError = queryErrorMessage(deletion.error) ?? (kept ? t('accountDeleteFailed', { id: docId, reason: kept.reason }) : null);
  const error = actions.error ?? deletionError ?? queryErrorMessage(restoring.error);
  const loadError = queryErrorMessage(live.error);

  return (
    <section aria-labelledby="admin-document-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to={collectionPath} className="btn btn-outline-secondary btn-sm" aria-label={t('backTo', { collection: collectionId })}>
          <i className="bi bi-arrow-left d-inline-block flip-in-rtl" aria-hidden="true" />
        </Link>
        <h1 id="admin-document-title" className="h5 mb-0 text-break flex-grow-1">
          <span className="text-body-secondary fw-normal">{collectionId} / </span>
          {docId}
        </h1>
        {document && isDeletedSession && (
          <Button variant="success" onClick={() => void restore()} disabled={restoring.isLoading || document.purging === true}>
            {restoring.isLoading ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />}
            {t('restoreSession')}
          </Button>
        )}
        {document && !isReadOnly && (
          <>
            <AddFieldPopover settings={settings} existing={fields} busy={actions.pending} onAdd={(field, value) => actions.update([field], value)} />
            <Button variant="outline-danger" onClick={() => setConfirmingDelete(true)} disabled={deletion.isLoading}>
              {deletion.isLoading ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-trash me-1" aria-hidden="true" />}
              {t('deleteDocument')}
            </Button>
          </>
        )}
      </div>

      {error && (
        <Alert
          variant="danger"
          dismissible
          onClose={() => {
            if (actions.error) actions.clearError();
            deletion.reset();
            restoring.reset();
          }}
        >
          {t('actionFailed', { message: error })}
        </Alert>
      )}
      {loadError && <Alert variant="danger">{t('loadFailed', { message: loadError })}</Alert>}

      {live.isLoading ? (
        <PageLoader />
      ) : !document ? (
        !loadError && <p className="text-body-secondary">{t('documentNotFound')}</p>
      ) : (
        <>
          {isAccountCollection(collectionId) && <AccountTools uid={docId} email={typeof document.email === 'string' ? document.email : null} />}
          <div className="table-responsive position-relative">
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('expand')}</span>
                  </th>
                  <th scope="col">{t('name')}</th>
                  <th scope="col" className="d-none d-sm-table-cell">
                    {t('type')}
                  </th>
                  <th scope="col">{t('value')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <FieldRow
                    key={field}
                    field={field}
                    value={document[field]}
                    settings={settings}
                    actions={actions}
                    onRemove={setRemovingField}
                    displayName={collectionId === 'feedbackReports' ? feedbackQuestion(field) : field}
                  />
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}

      <DeleteDataDialog path={removingField} onConfirm={removeField} onCancel={() => setRemovingField(null)} />
      <ConfirmDialog
        show={confirmingDelete}
        title={t('deleteDocumentsTitle')}
        variant="warning"
        onConfirm={() => void deleteDocument()}
        onCancel={() => setConfirmingDelete(false)}
      >
        {t('deleteDocumentsQuestion')}
      </ConfirmDialog>
    </section>
  );
}

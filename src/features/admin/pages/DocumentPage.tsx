import { useMemo, useState } from 'react';
import { Alert, Button, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { toast } from '../../../lib/ui/toastStore';
import { useAsyncAction } from '../../../lib/useAsyncAction';
import { anyDocument, deleteDocuments, type AdminDocument } from '../adminApi';
import { isAccountCollection } from '../collectionIcons';
import { AccountTools } from '../components/AccountTools';
import { AddFieldPopover } from '../components/AddFieldPopover';
import { DeleteDataDialog } from '../components/DeleteDataDialog';
import { FieldRow } from '../components/FieldRow';
import { documentFields } from '../fieldValues';
import { useFieldActions } from '../useFieldActions';
import { useCollectionSettings } from '../useCollections';
import { useFeedbackQuestion } from '../../support';

/** admin.document: one document's fields, edited in place, with account tools for people. */
export default function DocumentPage() {
  const { collectionId = '', docId = '' } = useParams();
  const { t } = useTranslation('admin');
  const feedbackQuestion = useFeedbackQuestion();
  const navigate = useNavigate();
  const { settings } = useCollectionSettings(collectionId);
  const ref = useMemo(() => anyDocument(collectionId, docId), [collectionId, docId]);
  const live = useLiveDoc(ref);
  const document = live.data as AdminDocument | null;
  const actions = useFieldActions(collectionId, docId, document);
  const deletion = useAsyncAction();
  const [removingField, setRemovingField] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const collectionPath = routePath('admin.collection', { collection: collectionId });

  async function deleteDocument() {
    setConfirmingDelete(false);
    let kept: string | null = null;
    const done = await deletion.run(async () => {
      const outcome = await deleteDocuments(collectionId, [docId]);
      kept = outcome.failed[0]?.reason ?? null;
    });
    if (kept) deletion.setError(t('accountDeleteFailed', { id: docId, reason: kept }));
    else if (done) {
      toast.success(t('documentsDeleted'), t('success'));
      void navigate(collectionPath);
    }
  }

  function removeField() {
    const field = removingField;
    setRemovingField(null);
    if (field !== null) void actions.remove([field]);
  }

  const fields = document ? documentFields(document) : [];
  const error = actions.error ?? deletion.error;

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
        {document && (
          <>
            <AddFieldPopover settings={settings} existing={fields} busy={actions.pending} onAdd={(field, value) => actions.update([field], value)} />
            <Button variant="outline-danger" onClick={() => setConfirmingDelete(true)} disabled={deletion.pending}>
              {deletion.pending ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-trash me-1" aria-hidden="true" />}
              {t('deleteDocument')}
            </Button>
          </>
        )}
      </div>

      {error && (
        <Alert variant="danger" dismissible onClose={() => (actions.error ? actions.clearError() : deletion.clearError())}>
          {t('actionFailed', { message: error })}
        </Alert>
      )}
      {live.error && <Alert variant="danger">{t('loadFailed', { message: live.error.message })}</Alert>}

      {live.loading ? (
        <PageLoader />
      ) : !document ? (
        !live.error && <p className="text-body-secondary">{t('documentNotFound')}</p>
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

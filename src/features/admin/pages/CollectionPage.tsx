import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { LoadMore } from '../../../lib/ui/LoadMore';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { toast } from '../../../lib/ui/toastStore';
import { useAsyncAction } from '../../../lib/useAsyncAction';
import { deleteDocuments, type DeletionOutcome } from '../adminApi';
import {
  allSelectionToggled,
  collectionOpened,
  docIdSearched,
  emptyView,
  filtersApplied,
  selectCollectionView,
  selectionCleared,
  selectionToggled,
  sortToggled,
  viewReset,
} from '../adminSlice';
import { collectionIcon } from '../collectionIcons';
import { DocumentsTable } from '../components/DocumentsTable';
import { FilterPopover } from '../components/FilterPopover';
import { NewDocumentDrawer } from '../components/NewDocumentDrawer';
import { tableColumns } from '../fieldValues';
import { useCollectionSettings } from '../useCollections';
import { useDocumentList } from '../useDocumentList';

/** admin.collection: one collection's documents, 15 at a time, with search, filters, sorting, adding and deleting. */
export default function CollectionPage() {
  const { collection = '' } = useParams();
  // Another collection starts with fresh inputs.
  return <CollectionView key={collection} collection={collection} />;
}

function CollectionView({ collection }: { collection: string }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const storedView = useAppSelector(selectCollectionView);
  const view = storedView.collection === collection ? storedView : emptyView(collection);
  const { settings } = useCollectionSettings(collection);
  const list = useDocumentList(collection, view);
  const [docIdText, setDocIdText] = useState(view.docIdSearch);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<DeletionOutcome | null>(null);
  const deletion = useAsyncAction();
  const columns = tableColumns(settings, list.documents);

  useEffect(() => {
    dispatch(collectionOpened(collection));
  }, [collection, dispatch]);

  function refresh() {
    setDocIdText('');
    setOutcome(null);
    dispatch(viewReset());
    list.reload();
  }

  async function deleteSelected() {
    setConfirmingDelete(false);
    setOutcome(null);
    const ids = view.selectedIds;
    let deleted = 0;
    const done = await deletion.run(async () => {
      const result = await deleteDocuments(collection, ids);
      deleted = result.deleted.length;
      setOutcome(result);
    });
    if (deleted > 0) toast.success(t('documentsDeleted'), t('success'));
    if (done) {
      dispatch(selectionCleared());
      list.reload();
    }
  }

  return (
    <section aria-labelledby="admin-collection-title">
      <div className="d-flex align-items-center gap-2 mb-3">
        <i className={`bi ${collectionIcon(collection)} fs-4`} aria-hidden="true" />
        <h1 id="admin-collection-title" className="h4 mb-0 text-break">
          {collection}
        </h1>
      </div>

      <div className="d-flex flex-wrap gap-2 mb-3">
        <SearchForm
          value={docIdText}
          onChange={setDocIdText}
          onSearch={() => dispatch(docIdSearched(docIdText))}
          placeholder={t('docIdSearch')}
          buttonLabel={t('searchDocId')}
        />
        <FilterPopover applied={view.filters} fields={columns} onApply={(rows) => dispatch(filtersApplied(rows))} />
        <Button variant="outline-secondary" onClick={refresh} aria-label={t('refresh')} title={t('refresh')}>
          <i className="bi bi-arrow-clockwise" aria-hidden="true" />
        </Button>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('add')}
        </Button>
        <Button
          variant="outline-danger"
          disabled={view.selectedIds.length === 0 || deletion.pending}
          onClick={() => setConfirmingDelete(true)}
        >
          {deletion.pending ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-trash me-1" aria-hidden="true" />}
          {t('delete')}
          {view.selectedIds.length > 0 && <span className="ms-1">({view.selectedIds.length})</span>}
        </Button>
      </div>

      {list.error && <Alert variant="danger">{t('loadFailed', { message: list.error })}</Alert>}
      {deletion.error && <Alert variant="danger">{t('deleteFailed', { message: deletion.error })}</Alert>}
      {outcome?.failed.map(({ id, reason }) => (
        <Alert key={id} variant="warning">
          {t('accountDeleteFailed', { id, reason })}
        </Alert>
      ))}

      <DocumentsTable
        collection={collection}
        columns={columns}
        documents={list.documents}
        loading={list.loading}
        sort={view.sort}
        selectedIds={view.selectedIds}
        onSort={(field) => dispatch(sortToggled(field))}
        onToggle={(id) => dispatch(selectionToggled(id))}
        onToggleAll={() => dispatch(allSelectionToggled(list.documents.map((d) => d.docId)))}
      />

      {!list.loading && list.documents.length > 0 && (
        <div className="text-center">
          <LoadMore allLoaded={list.allLoaded} loadingMore={list.loadingMore} onLoadMore={list.loadMore} labels={{ loadMore: t('loadMore'), allLoaded: t('allLoaded') }} />
        </div>
      )}

      <ConfirmDialog
        show={confirmingDelete}
        title={t('deleteDocumentsTitle')}
        variant="warning"
        onConfirm={() => void deleteSelected()}
        onCancel={() => setConfirmingDelete(false)}
      >
        {t('deleteDocumentsQuestion')}
      </ConfirmDialog>

      <NewDocumentDrawer collection={collection} settings={settings} show={adding} onHide={() => setAdding(false)} />
    </section>
  );
}

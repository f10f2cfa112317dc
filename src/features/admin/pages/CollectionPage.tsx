import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { LoadMore } from '../../../lib/ui/LoadMore';
import { SearchForm } from '../../../lib/ui/SearchForm';
import { toast } from '../../../lib/ui/toastStore';
import { useAdminDocumentsInfiniteQuery, useDeleteAdminDocumentsMutation } from '../api/adminApi';
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
import { collectionIcon } from '../logic/collectionIcons';
import { DocumentsTable } from '../components/DocumentsTable';
import { FilterPopover } from '../components/FilterPopover';
import { NewDocumentDrawer } from '../components/NewDocumentDrawer';
import { useCollectionSettings } from '../hooks/useCollectionSettings';
import { tableColumns } from '../logic/fieldValues';

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
  const list = useAdminDocumentsInfiniteQuery({ collection, filters: view.filters, sort: view.sort, docIdSearch: view.docIdSearch });
  const documents = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const [docIdText, setDocIdText] = useState(view.docIdSearch);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleteDocuments, deletion] = useDeleteAdminDocumentsMutation();
  const columns = tableColumns(settings, documents);
  const loadError = queryErrorMessage(list.error);
  const deleteError = queryErrorMessage(deletion.error);
  const isFreshView = view.sort === null && view.filters.length === 0 && view.docIdSearch === '';

  useEffect(() => {
    dispatch(collectionOpened(collection));
  }, [collection, dispatch]);

  /** No search, selection, sort or filters, and page one read again. */
  function refresh() {
    setDocIdText('');
    deletion.reset();
    // A view that changes is read afresh anyway; the same view is read again.
    if (isFreshView) void list.refetch();
    dispatch(viewReset());
  }

  async function deleteSelected() {
    setConfirmingDelete(false);
    try {
      // The list is read again (page one) once the documents are gone.
      const outcome = await deleteDocuments({ collection, ids: view.selectedIds }).unwrap();
      if (outcome.deleted.length > 0) toast.success(t('documentsDeleted'), t('success'));
      dispatch(selectionCleared());
    } catch {
      // The failure shows through `deletion.error`.
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
          disabled={view.selectedIds.length === 0 || deletion.isLoading}
          onClick={() => setConfirmingDelete(true)}
        >
          {deletion.isLoading ? <Spinner size="sm" className="me-1" aria-hidden /> : <i className="bi bi-trash me-1" aria-hidden="true" />}
          {t('delete')}
          {view.selectedIds.length > 0 && <span className="ms-1">({view.selectedIds.length})</span>}
        </Button>
      </div>

      {loadError && <Alert variant="danger">{t('loadFailed', { message: loadError })}</Alert>}
      {deleteError && <Alert variant="danger">{t('deleteFailed', { message: deleteError })}</Alert>}
      {deletion.data?.failed.map(({ id, reason }) => (
        <Alert key={id} variant="warning">
          {t('accountDeleteFailed', { id, reason })}
        </Alert>
      ))}

      <DocumentsTable
        collection={collection}
        columns={columns}
        documents={documents}
        loading={list.isLoading}
        sort={view.sort}
        selectedIds={view.selectedIds}
        onSort={(field) => dispatch(sortToggled(field))}
        onToggle={(id) => dispatch(selectionToggled(id))}
        onToggleAll={() => dispatch(allSelectionToggled(documents.map((d) => d.docId)))}
      />

      {!list.isLoading && documents.length > 0 && (
        <div className="text-center">
          <LoadMore allLoaded={!list.hasNextPage} loadingMore={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} labels={{ loadMore: t('loadMore'), allLoaded: t('allLoaded') }} />
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

import { Form, Placeholder, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '../../../app/routes';
import type { AdminDocument } from '../adminApi';
import type { SortOrder } from '../adminSlice';
import { displayValue, truncate } from '../fieldValues';

const SKELETON_ROWS = 5;

interface DocumentsTableProps {
  collection: string;
  columns: string[];
  documents: AdminDocument[];
  loading: boolean;
  sort: SortOrder | null;
  selectedIds: string[];
  onSort: (field: string) => void;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

function ariaSort(sort: SortOrder | null, field: string) {
  if (sort?.field !== field) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** The collection's documents: a selection checkbox, the Doc ID, one sortable column per field; a row (or its Doc ID link, for the keyboard) opens its document. */
export function DocumentsTable(props: DocumentsTableProps) {
  const { collection, columns, documents, loading, sort, selectedIds, onSort, onToggle, onToggleAll } = props;
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const allSelected = documents.length > 0 && documents.every((d) => selectedIds.includes(d.docId));
  const linkTo = (docId: string) => routePath('admin.document', { collectionId: collection, docId });

  return (
    // position-relative keeps the headers' hidden labels inside the scrolling box (else they widen the page on a phone).
    <div className="table-responsive position-relative mb-2">
      <Table hover size="sm" className="align-middle mb-0" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className="text-nowrap">
              <Form.Check
                aria-label={t('selectAll')}
                checked={allSelected}
                disabled={documents.length === 0}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col" className="text-nowrap">
              {t('docId')}
            </th>
            {columns.map((field) => (
              <th key={field} scope="col" className="text-nowrap" aria-sort={ariaSort(sort, field)}>
                <button type="button" className="btn btn-link btn-sm p-0 text-body fw-semibold text-decoration-none" onClick={() => onSort(field)}>
                  {field}
                  <i
                    className={`bi ms-1 ${sort?.field !== field ? 'bi-arrow-down-up text-body-tertiary' : sort.direction === 'asc' ? 'bi-sort-up' : 'bi-sort-down'}`}
                    aria-hidden="true"
                  />
                  <span className="visually-hidden">{t('sortBy', { field })}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i}>
                <td colSpan={columns.length + 2}>
                  <Placeholder animation="glow">
                    <Placeholder xs={12} />
                  </Placeholder>
                </td>
              </tr>
            ))
          ) : documents.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 2} className="text-center text-body-secondary py-4">
                {t('noDocuments')}
              </td>
            </tr>
          ) : (
            documents.map((document) => (
              <tr
                key={document.docId}
                className="admin-row-clickable"
                onClick={() => void navigate(linkTo(document.docId))}
              >
                <td onClick={(event) => event.stopPropagation()}>
                  <Form.Check
                    aria-label={t('selectDocument', { id: document.docId })}
                    checked={selectedIds.includes(document.docId)}
                    onChange={() => onToggle(document.docId)}
                  />
                </td>
                <td className="text-nowrap">
                  <Link to={linkTo(document.docId)} onClick={(event) => event.stopPropagation()}>
                    {document.docId}
                  </Link>
                </td>
                {columns.map((field) => (
                  <td key={field} className="text-nowrap small">
                    {field in document ? truncate(displayValue(document[field])) : ''}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}

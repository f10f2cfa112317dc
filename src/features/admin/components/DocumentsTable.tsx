import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { LinkedRow, SortHeader, TableBody } from '../../../lib/ui/TableParts';
import type { AdminDocument } from '../api/adminFirestore';
import type { SortOrder } from '../adminSlice';
import { truncate } from '../../../lib/truncate';
import { displayValue } from '../logic/fieldValues';

const PLACEHOLDER_ROWS = 5;

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

/** The collection's documents: a selection checkbox, the Doc ID, one sortable column per field; a row (or its Doc ID link, for the keyboard) opens its document. */
export function DocumentsTable(props: DocumentsTableProps) {
  const { collection, columns, documents, loading, sort, selectedIds, onSort, onToggle, onToggleAll } = props;
  const { t } = useTranslation('admin');
  const allSelected = documents.length > 0 && documents.every((d) => selectedIds.includes(d.docId));
  const linkTo = (docId: string) => routePath('admin.document', { collectionId: collection, docId });

  return (
    // position-relative keeps the headers' hidden labels inside the scrolling box (else they widen the page on a phone).
    <div className="table-responsive position-relative mb-2">
      <Table hover size="sm" className="align-middle mb-0" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col" className="text-nowrap">
              <Form.Check aria-label={t('selectAll')} checked={allSelected} disabled={documents.length === 0} onChange={onToggleAll} />
            </th>
            <th scope="col" className="text-nowrap">
              {t('docId')}
            </th>
            {columns.map((field) => (
              <SortHeader
                key={field}
                label={field}
                direction={sort?.field === field ? sort.direction : null}
                description={t('sortBy', { field })}
                onSort={() => onSort(field)}
              />
            ))}
          </tr>
        </thead>
        <TableBody loading={loading} count={documents.length} columns={columns.length + 2} placeholderRows={PLACEHOLDER_ROWS} empty={t('noDocuments')}>
          {documents.map((document) => (
            <LinkedRow key={document.docId} to={linkTo(document.docId)}>
              {/* A click that misses the checkbox does not open the document either. */}
              <td onClick={(event) => event.stopPropagation()}>
                <Form.Check
                  aria-label={t('selectDocument', { id: document.docId })}
                  checked={selectedIds.includes(document.docId)}
                  onChange={() => onToggle(document.docId)}
                />
              </td>
              <td className="text-nowrap">
                <Link to={linkTo(document.docId)}>{document.docId}</Link>
              </td>
              {columns.map((field) => (
                <td key={field} className="text-nowrap small">
                  {field in document && <bdi>{truncate(displayValue(document[field]))}</bdi>}
                </td>
              ))}
            </LinkedRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

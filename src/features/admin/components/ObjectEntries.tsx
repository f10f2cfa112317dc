import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../lib/usePagedList';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { detectKind, displayValue, type ValueKind } from '../logic/fieldValues';
import type { DocumentEdits } from '../hooks/useDocumentEdits';
import { DeleteDataDialog } from './DeleteDataDialog';
import { EntryForm, type SavedEntry } from './EntryForm';

export const OBJECT_PAGE_SIZE = 10;

/** A value that holds other values (a map or a list) is not edited as one text. */
const isNested = (item: unknown) => ['object', 'array'].includes(detectKind(item));
/** The search box shows only for maps with more pairs than this. */
export const OBJECT_SEARCH_FROM = 10;

interface ObjectEntriesProps {
  field: string;
  value: Record<string, unknown>;
  editable: boolean;
  /** the kind of the map's values from the collection settings, if it names one */
  valueKind?: ValueKind;
  allowed?: string[];
  /** for a device map: the device types an entry may have (its type goes to the device's document) */
  deviceTypes?: string[] | null;
  actions: DocumentEdits;
}

/** A map field expanded: its keys and values, 10 per page, searchable when there are more than 10, with add, edit and remove. */
export function ObjectEntries({ field, value, editable, valueKind, allowed, deviceTypes = null, actions }: ObjectEntriesProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
  const needle = search.trim().toLowerCase();
  const shown = entries.filter(([key, item]) => !needle || key.toLowerCase().includes(needle) || displayValue(item).toLowerCase().includes(needle));
  const paged = usePagedList(shown, OBJECT_PAGE_SIZE);

  function write({ key, value: next, deviceType }: SavedEntry) {
    return deviceTypes && deviceType !== undefined ? actions.setDevice(key, String(next), deviceType) : actions.update([field, key], next);
  }

  async function save(entry: SavedEntry) {
    if (await write(entry)) setEditing(null);
  }

  async function add(entry: SavedEntry) {
    if (await write(entry)) setAdding(false);
  }

  function remove() {
    const key = removing;
    setRemoving(null);
    if (key !== null) void actions.remove([field, key]);
  }

  return (
    <div className="ps-md-4">
      {entries.length > OBJECT_SEARCH_FROM && (
        <Form.Control
          type="search"
          size="sm"
          className="mb-2"
          placeholder={t('searchKeys')}
          aria-label={t('searchKeysOf', { field })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {shown.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('empty')}</p>
      ) : (
        <ListGroup variant="flush" className="mb-2">
          {paged.rows.map(([key, item]) => (
            <ListGroup.Item key={key} className="px-0 py-1 bg-transparent">
              {editing === key ? (
                <EntryForm
                  field={field}
                  fixedKey={key}
                  kind={valueKind ?? detectKind(item)}
                  allowed={allowed}
                  value={item}
                  deviceTypes={deviceTypes}
                  busy={actions.pending}
                  onSave={(entry) => void save(entry)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="d-flex align-items-center gap-2">
                  <bdi className="fw-semibold text-break">{key}</bdi>
                  <span className="text-body-secondary">:</span>
                  <bdi className="text-break flex-grow-1">{displayValue(item)}</bdi>
                  {editable && (
                    <>
                      {!isNested(item) && (
                        <Button size="sm" variant="link" className="p-1" aria-label={t('editField', { field: `${field}.${key}` })} onClick={() => setEditing(key)}>
                          <i className="bi bi-pencil" aria-hidden="true" />
                        </Button>
                      )}
                      <Button size="sm" variant="link" className="p-1 text-danger" aria-label={t('removeField', { field: `${field}.${key}` })} onClick={() => setRemoving(key)}>
                        <i className="bi bi-trash" aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <PaginationBar
        page={paged.page}
        pages={paged.pages}
        onPageChange={paged.setPage}
        labels={{ navigation: t('pagesOf', { field }), previous: t('previousPage'), next: t('nextPage') }}
      />
      {editable &&
        (adding ? (
          <EntryForm
            field={field}
            kind={valueKind ?? 'string'}
            allowed={allowed}
            deviceTypes={deviceTypes}
            busy={actions.pending}
            onSave={(entry) => void add(entry)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button size="sm" variant="outline-secondary" onClick={() => setAdding(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addEntryTo', { field })}
          </Button>
        ))}
      <DeleteDataDialog path={removing} onConfirm={remove} onCancel={() => setRemoving(null)} />
    </div>
  );
}

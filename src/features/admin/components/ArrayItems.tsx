import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { FieldKind } from '@rehab/model/collections';
import { usePagedList } from '../../../lib/usePagedList';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { detectKind, displayValue } from '../logic/fieldValues';
import type { DocumentEdits } from '../hooks/useDocumentEdits';
import { FieldValueEditor } from './FieldValueEditor';
import { ObjectItemForm } from './ObjectItemForm';

export const ARRAY_PAGE_SIZE = 20;

interface ArrayItemsProps {
  field: string;
  items: unknown[];
  /** whether the settings let the admin edit this array's items */
  editable: boolean;
  /** the kind of the items from the collection settings, if they name one */
  itemKind?: FieldKind;
  /** for items that are maps: their keys and kinds */
  itemShape?: Record<string, FieldKind>;
  allowed?: string[];
  actions: DocumentEdits;
}

const isNested = (item: unknown) => ['object', 'array'].includes(detectKind(item));

/**
 * An array field expanded: its items, 20 per page (timestamps with
 * milliseconds). Where the settings allow array edits, items are added (an
 * array union), plain items edited, and any item removed.
 */
export function ArrayItems({ field, items, editable, itemKind, itemShape, allowed, actions }: ArrayItemsProps) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const indexed = items.map((item, index) => ({ item, index }));
  const paged = usePagedList(indexed, ARRAY_PAGE_SIZE);
  const addsMaps = itemKind === 'object' || (itemKind === undefined && items.some((item) => detectKind(item) === 'object'));
  // A map item is typed key by key, so its keys must be known.
  const canAdd = editable && (!addsMaps || Object.keys(itemShape ?? {}).length > 0);

  async function replace(index: number, next: unknown) {
    if (await actions.update([field], items.map((item, i) => (i === index ? next : item)))) setEditing(null);
  }

  async function add(item: unknown) {
    if (await actions.append(field, item)) setAdding(false);
  }

  return (
    <div className="ps-md-4">
      {items.length === 0 ? (
        <p className="text-body-secondary small mb-2">{t('empty')}</p>
      ) : (
        <ListGroup as="ol" variant="flush" className="mb-2">
          {paged.rows.map(({ item, index }) => (
            <ListGroup.Item as="li" key={index} className="px-0 py-1 bg-transparent d-flex align-items-center gap-2">
              <span className="text-body-secondary small">{index}</span>
              {editing === index ? (
                <div className="flex-grow-1">
                  <FieldValueEditor
                    label={t('itemOf', { field, index })}
                    kind={itemKind ?? detectKind(item)}
                    allowed={allowed}
                    value={item}
                    busy={actions.pending}
                    onSave={(next) => void replace(index, next)}
                    onCancel={() => setEditing(null)}
                  />
                </div>
              ) : (
                <bdi className="text-break flex-grow-1">{displayValue(item, true)}</bdi>
              )}
              {editable && editing !== index && (
                <>
                  {!isNested(item) && (
                    <Button size="sm" variant="link" className="p-1" aria-label={t('editItem', { field, index })} onClick={() => setEditing(index)}>
                      <i className="bi bi-pencil" aria-hidden="true" />
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="link"
                    className="p-1 text-danger"
                    disabled={actions.pending}
                    aria-label={t('removeItem', { field, index })}
                    onClick={() => void actions.update([field], items.filter((_, i) => i !== index))}
                  >
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </>
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
      {canAdd &&
        (!adding ? (
          <Button size="sm" variant="outline-secondary" onClick={() => setAdding(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addItemTo', { field })}
          </Button>
        ) : addsMaps ? (
          <ObjectItemForm field={field} shape={itemShape ?? {}} busy={actions.pending} onSave={(item) => void add(item)} onCancel={() => setAdding(false)} />
        ) : (
          <FieldValueEditor
            label={t('newItemOf', { field })}
            kind={itemKind ?? 'string'}
            allowed={allowed}
            value=""
            busy={actions.pending}
            saveLabel={t('add')}
            onSave={(item) => void add(item)}
            onCancel={() => setAdding(false)}
          />
        ))}
    </div>
  );
}

import { Button, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../lib/usePagedList';
import { PaginationBar } from '../../../lib/ui/PaginationBar';
import { displayValue } from '../fieldValues';
import type { FieldActions } from '../useFieldActions';

export const ARRAY_PAGE_SIZE = 20;

interface ArrayItemsProps {
  field: string;
  items: unknown[];
  /** whether the settings let the admin edit this array's items */
  editable: boolean;
  actions: FieldActions;
}

/** An array field expanded: its items, 20 per page; items removable where the settings allow array edits. */
export function ArrayItems({ field, items, editable, actions }: ArrayItemsProps) {
  const { t } = useTranslation('admin');
  const indexed = items.map((item, index) => ({ item, index }));
  const paged = usePagedList(indexed, ARRAY_PAGE_SIZE);

  if (items.length === 0) return <p className="text-body-secondary small mb-0 ps-md-4">{t('empty')}</p>;
  return (
    <div className="ps-md-4">
      <ListGroup as="ol" variant="flush" className="mb-2">
        {paged.rows.map(({ item, index }) => (
          <ListGroup.Item as="li" key={index} className="px-0 py-1 bg-transparent d-flex align-items-center gap-2">
            <span className="text-body-secondary small">{index}</span>
            <span className="text-break flex-grow-1">{displayValue(item, true)}</span>
            {editable && (
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
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <PaginationBar
        page={paged.page}
        pages={paged.pages}
        onPageChange={paged.setPage}
        labels={{ navigation: t('pagesOf', { field }), previous: t('previousPage'), next: t('nextPage') }}
      />
    </div>
  );
}

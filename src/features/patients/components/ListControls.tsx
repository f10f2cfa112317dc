import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ALL, type PageSize } from '../../../lib/pagination';

export interface ListControlsProps {
  /** prefix of the controls' ids (two lists may share a page) */
  idPrefix: string;
  search: string;
  searchPlaceholder: string;
  onSearchChange: (search: string) => void;
  pageSize: PageSize;
  pageSizes: readonly PageSize[];
  onPageSizeChange: (size: PageSize) => void;
}

/** The search box and the per-page selector above a patient list. */
export function ListControls({ idPrefix, search, searchPlaceholder, onSearchChange, pageSize, pageSizes, onPageSizeChange }: ListControlsProps) {
  const { t } = useTranslation('patients');
  return (
    <div className="d-flex flex-wrap gap-2 mb-3 align-items-end">
      <Form.Group controlId={`${idPrefix}-search`} className="flex-grow-1">
        <Form.Label className="small mb-1">{t('search')}</Form.Label>
        <Form.Control type="search" value={search} placeholder={searchPlaceholder} onChange={(e) => onSearchChange(e.target.value)} />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-page-size`}>
        <Form.Label className="small mb-1">{t('perPage')}</Form.Label>
        <Form.Select value={String(pageSize)} onChange={(e) => onPageSizeChange(e.target.value === ALL ? ALL : Number(e.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={String(size)}>
              {size === ALL ? t('all') : size}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_FILTER,
  FILTER_DATA_TYPES,
  FILTER_OPERATORS,
  OPERATOR_NAMES,
  filterRowErrors,
  hasErrors,
  type FilterDataType,
  type FilterOperator,
  type FilterRow,
} from '../logic/filters';

interface FilterPopoverProps {
  /** the filters the list is queried with */
  applied: FilterRow[];
  /** the collection's field names, offered as suggestions */
  fields: string[];
  onApply: (rows: FilterRow[]) => void;
}

/**
 * 'Filter': rows of field, operator, data type and value. Apply runs the
 * query; Discard closes and, when filters were applied, removes them; Clear
 * All leaves one empty row.
 */
export function FilterPopover({ applied, fields, onApply }: FilterPopoverProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const target = useRef<HTMLButtonElement>(null);
  const [show, setShow] = useState(false);
  const [rows, setRows] = useState<FilterRow[]>([EMPTY_FILTER]);
  const [checked, setChecked] = useState(false);
  const errors = rows.map(filterRowErrors);

  function open() {
    setRows(applied.length > 0 ? applied : [EMPTY_FILTER]);
    setChecked(false);
    setShow(true);
  }

  function change(index: number, patch: Partial<FilterRow>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  }

  function apply() {
    setChecked(true);
    if (hasErrors(errors)) return;
    onApply(rows);
    setShow(false);
  }

  function discard() {
    setShow(false);
    if (applied.length > 0) onApply([]);
  }

  return (
    <>
      <Button
        ref={target}
        variant={applied.length > 0 ? 'primary' : 'outline-secondary'}
        onClick={() => (show ? setShow(false) : open())}
        aria-expanded={show}
        aria-controls={show ? id : undefined}
      >
        <i className="bi bi-funnel me-1" aria-hidden="true" />
        {t('filter')}
        {applied.length > 0 && <span className="ms-1">({applied.length})</span>}
      </Button>
      <Overlay target={target} show={show} placement="bottom-start" rootClose onHide={() => setShow(false)}>
        <Popover id={id} style={{ maxWidth: 'min(420px, 95vw)', width: 'min(420px, 95vw)' }}>
          <Popover.Header as="h3">{t('filter')}</Popover.Header>
          <Popover.Body>
            {/* A form, so that Enter in any box applies the filters. */}
            <Form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                apply();
              }}
            >
              <datalist id={`${id}-fields`}>
                {fields.map((field) => (
                  <option key={field} value={field} />
                ))}
              </datalist>
              {rows.map((row, index) => {
                const rowErrors = checked ? errors[index] : {};
                return (
                  <fieldset key={index} className="border rounded p-2 mb-2">
                    <legend className="visually-hidden">{t('filterRow', { n: index + 1 })}</legend>
                    <Form.Group className="mb-2" controlId={`${id}-field-${index}`}>
                      <Form.Label className="small mb-1">{t('field')}</Form.Label>
                      <Form.Control
                        size="sm"
                        list={`${id}-fields`}
                        autoFocus={index === 0}
                        value={row.field}
                        isInvalid={Boolean(rowErrors.field)}
                        onChange={(event) => change(index, { field: event.target.value })}
                      />
                      <Form.Control.Feedback type="invalid">{rowErrors.field && t(rowErrors.field)}</Form.Control.Feedback>
                    </Form.Group>
                    <div className="d-flex gap-2 mb-2">
                      <Form.Group className="flex-fill" controlId={`${id}-operator-${index}`}>
                        <Form.Label className="small mb-1">{t('operator')}</Form.Label>
                        <Form.Select
                          size="sm"
                          value={row.operator}
                          onChange={(event) => change(index, { operator: event.target.value as FilterOperator })}
                        >
                          {FILTER_OPERATORS.map((operator) => (
                            <option key={operator} value={operator}>
                              {t(`operators.${OPERATOR_NAMES[operator]}`)}
                            </option>
                          ))}
                        </Form.Select>
                      </Form.Group>
                      <Form.Group className="flex-fill" controlId={`${id}-type-${index}`}>
                        <Form.Label className="small mb-1">{t('dataType')}</Form.Label>
                        <Form.Select
                          size="sm"
                          value={row.dataType}
                          onChange={(event) => change(index, { dataType: event.target.value as FilterDataType })}
                        >
                          {FILTER_DATA_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {t(`kinds.${type}`)}
                            </option>
                          ))}
                        </Form.Select>
                      </Form.Group>
                    </div>
                    <Form.Group controlId={`${id}-value-${index}`}>
                      <Form.Label className="small mb-1">{t('value')}</Form.Label>
                      <div className="d-flex gap-2 align-items-start">
                        <div className="flex-fill">
                          <Form.Control
                            size="sm"
                            value={row.value}
                            isInvalid={Boolean(rowErrors.value)}
                            onChange={(event) => change(index, { value: event.target.value })}
                          />
                          <Form.Control.Feedback type="invalid">{rowErrors.value && t(rowErrors.value)}</Form.Control.Feedback>
                        </div>
                        {rows.length > 1 && (
                          <Button
                            size="sm"
                            variant="outline-danger"
                            aria-label={t('removeFilter', { n: index + 1 })}
                            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                          >
                            <i className="bi bi-x-lg" aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </Form.Group>
                  </fieldset>
                );
              })}
              <div className="d-flex flex-wrap gap-2 justify-content-between">
                <div className="d-flex gap-2">
                  <Button size="sm" variant="outline-secondary" onClick={() => setRows((current) => [...current, EMPTY_FILTER])}>
                    <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                    {t('addFilter')}
                  </Button>
                  <Button size="sm" variant="outline-secondary" onClick={() => setRows([EMPTY_FILTER])}>
                    {t('clearAll')}
                  </Button>
                </div>
                <div className="d-flex gap-2">
                  <Button size="sm" variant="outline-secondary" onClick={discard}>
                    {t('discard')}
                  </Button>
                  <Button size="sm" variant="primary" type="submit">
                    {t('apply')}
                  </Button>
                </div>
              </div>
            </Form>
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}

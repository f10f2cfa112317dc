import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { CollectionSettings } from '@rehab/model/collections';
import { queryErrorMessage } from '../../../lib/store/errors';
import { truncate } from '../../../lib/truncate';
import { displayValue, fieldKind, isDeviceMap, isEditable, isRemovable, selectionsOf } from '../logic/fieldValues';
import { useAdminDeviceTypesQuery } from '../api/adminApi';
import type { DocumentEdits } from '../hooks/useDocumentEdits';
import { ArrayItems } from './ArrayItems';
import { FieldValueEditor } from './FieldValueEditor';
import { ObjectEntries } from './ObjectEntries';
import { ScreenshotWall } from './ScreenshotWall';

interface FieldRowProps {
  field: string;
  value: unknown;
  settings: CollectionSettings | null;
  actions: DocumentEdits;
  onRemove: (field: string) => void;
  /** the name shown for the field (feedback questions show their full text) */
  displayName?: string;
}

const EXPANDABLE = ['object', 'array'];

/** One field of the detail table: name, type, value (edited in place), and its expanded map or list. */
export function FieldRow({ field, value, settings, actions, onRemove, displayName = field }: FieldRowProps) {
  const { t } = useTranslation('admin');
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const kind = fieldKind(field, value, settings);
  const expandable = EXPANDABLE.includes(kind) && typeof value === 'object' && value !== null;
  const editable = isEditable(field, settings);
  const scalarEditable = editable && !expandable;
  const schema = settings?.schema?.[field];
  const isScreenshots = field === 'screenshots' && Array.isArray(value);
  const detailsId = `field-${field}-details`;
  const deviceMap = isDeviceMap(field, kind) && editable;
  // The device types a device entry may be given, read once a device map is open.
  const deviceTypes = useAdminDeviceTypesQuery(undefined, { skip: !(deviceMap && expanded) });
  const deviceTypesError = queryErrorMessage(deviceTypes.error);
  const typeBadge = (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-normal">
      {t(`kinds.${kind}`)}
    </Badge>
  );

  async function save(next: unknown) {
    if (await actions.update([field], next)) setEditing(false);
  }

  return (
    <>
      <tr>
        <td className="text-nowrap" style={{ width: '2.5rem' }}>
          {expandable && (
            <Button
              size="sm"
              variant="link"
              className="p-1"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={t(expanded ? 'collapseField' : 'expandField', { field })}
              onClick={() => setExpanded((open) => !open)}
            >
              <i className={`bi ${expanded ? 'bi-chevron-down' : 'bi-chevron-right flip-in-rtl d-inline-block'}`} aria-hidden="true" />
            </Button>
          )}
        </td>
        <th scope="row" className="fw-semibold">
          {displayName}
          <div className="d-sm-none">{typeBadge}</div>
        </th>
        <td className="d-none d-sm-table-cell">{typeBadge}</td>
        <td className="text-break admin-value-cell">
          {editing ? (
            <FieldValueEditor
              label={t('valueOf', { field })}
              kind={kind}
              value={value}
              allowed={selectionsOf(field, settings)}
              busy={actions.pending}
              onSave={(next) => void save(next)}
              onCancel={() => setEditing(false)}
            />
          ) : isScreenshots ? (
            t('screenshotsAttached', { count: (value as unknown[]).length })
          ) : expandable ? (
            <span className="text-body-secondary">{t(kind === 'array' ? 'itemCount' : 'keyCount', { count: Object.keys(value as object).length })}</span>
          ) : (
            <bdi>{truncate(displayValue(value), 200)}</bdi>
          )}
        </td>
        <td className="text-nowrap text-end">
          {scalarEditable && !editing && (
            <Button size="sm" variant="link" className="p-1" aria-label={t('editField', { field })} onClick={() => setEditing(true)}>
              <i className="bi bi-pencil" aria-hidden="true" />
            </Button>
          )}
          {isRemovable(field, settings) && (
            <Button size="sm" variant="link" className="p-1 text-danger" aria-label={t('removeField', { field })} onClick={() => onRemove(field)}>
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          )}
        </td>
      </tr>
      {expandable && expanded && (
        <tr id={detailsId}>
          <td colSpan={5}>
            {isScreenshots ? (
              <ScreenshotWall urls={(value as unknown[]).map(String)} />
            ) : Array.isArray(value) ? (
              <ArrayItems
                field={field}
                items={value}
                editable={(settings?.allowArrayEditFields ?? []).includes(field) && editable}
                itemKind={schema?.itemType}
                itemShape={schema?.object}
                allowed={selectionsOf(field, settings)}
                actions={actions}
              />
            ) : (
              <>
                {deviceTypesError && <Alert variant="danger">{deviceTypesError}</Alert>}
                <ObjectEntries
                  field={field}
                  value={value as Record<string, unknown>}
                  editable={editable}
                  valueKind={schema?.valueType}
                  allowed={selectionsOf(field, settings)}
                  deviceTypes={deviceMap ? (deviceTypes.data ?? []) : null}
                  actions={actions}
                />
              </>
            )}
          </td>
        </tr>
      )}
    </>
  );
}

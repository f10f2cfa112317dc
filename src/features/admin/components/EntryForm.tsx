import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAdminDeviceTypeQuery } from '../api/adminApi';
import { choicesFor, editableText, parseEntryInput, type EntryResult, type ValueKind } from '../logic/fieldValues';
import { FormActions } from './FormActions';
import { ValueInput } from './ValueInput';

export type SavedEntry = Extract<EntryResult, { ok: true }>;

interface EntryFormProps {
  field: string;
  /** the key of the entry being edited; a new entry's key is typed */
  fixedKey?: string;
  kind: ValueKind;
  allowed?: string[];
  value?: unknown;
  /** a device map's entry also takes a device type, one of `deviceTypes` */
  deviceTypes?: string[] | null;
  busy: boolean;
  onSave: (entry: SavedEntry) => void;
  onCancel: () => void;
}

/** Adds or edits one key/value entry of a map field; '*Invalid input' beside what does not fit. */
export function EntryForm({ field, fixedKey, kind, allowed = [], value, deviceTypes = null, busy, onSave, onCancel }: EntryFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [key, setKey] = useState(fixedKey ?? '');
  const [text, setText] = useState(editableText(value));
  /** the type chosen here; null until the admin chooses one */
  const [chosenType, setChosenType] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Extract<EntryResult, { ok: false }>['invalid']>({});
  const needsDeviceType = deviceTypes !== null;
  // An existing device's type is on its own document: it shows until another is chosen.
  const storedType = useAdminDeviceTypeQuery(needsDeviceType && fixedKey !== undefined ? fixedKey : skipToken);
  const deviceType = chosenType ?? storedType.data ?? '';

  function save(event: FormEvent) {
    event.preventDefault();
    const result = parseEntryInput({ key, text, deviceType }, { kind, allowed, needsDeviceType });
    setInvalid(result.ok ? {} : result.invalid);
    if (result.ok) onSave(result);
  }

  const label = (what: string) => `${what} (${fixedKey === undefined ? field : `${field}.${fixedKey}`})`;
  return (
    <Form onSubmit={save} noValidate className="d-flex flex-wrap gap-2 align-items-start" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      {fixedKey !== undefined && <span className="fw-semibold text-break align-self-center">{fixedKey}</span>}
      {fixedKey === undefined && (
        <Form.Group controlId={`${id}-key`} className="admin-entry-control">
          <Form.Label className="small mb-1">{t('key')}</Form.Label>
          <Form.Control size="sm" value={key} isInvalid={invalid.key} onChange={(event) => setKey(event.target.value)} autoFocus />
          <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
        </Form.Group>
      )}
      <Form.Group controlId={`${id}-value`} className="admin-entry-control">
        <Form.Label className={fixedKey === undefined ? 'small mb-1' : 'visually-hidden'}>{label(t('value'))}</Form.Label>
        <ValueInput choices={choicesFor(kind, allowed)} size="sm" value={text} isInvalid={invalid.value} onChange={setText} autoFocus={fixedKey !== undefined} />
        <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
      </Form.Group>
      {deviceTypes && (
        <Form.Group controlId={`${id}-deviceType`} className="admin-entry-control">
          <Form.Label className={fixedKey === undefined ? 'small mb-1' : 'visually-hidden'}>{label(t('deviceType'))}</Form.Label>
          <ValueInput choices={deviceTypes} emptyChoice={t('chooseDeviceType')} size="sm" value={deviceType} isInvalid={invalid.deviceType} onChange={setChosenType} />
          <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
        </Form.Group>
      )}
      <FormActions
        submitLabel={fixedKey === undefined ? t('add') : t('save')}
        busy={busy}
        onCancel={onCancel}
        className={fixedKey === undefined ? 'align-self-end' : ''}
      />
    </Form>
  );
}

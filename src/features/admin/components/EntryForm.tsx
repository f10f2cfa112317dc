import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { deviceTypeOf } from '../adminApi';
import { choicesFor, editableText, parseEntryInput, type EntryResult, type ValueKind } from '../fieldValues';

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
  const [deviceType, setDeviceType] = useState('');
  const [invalid, setInvalid] = useState<Extract<EntryResult, { ok: false }>['invalid']>({});
  const needsDeviceType = deviceTypes !== null;
  const choices = choicesFor(kind, allowed);

  // An existing device's type is on its own document.
  useEffect(() => {
    if (!needsDeviceType || fixedKey === undefined) return;
    let current = true;
    deviceTypeOf(fixedKey).then(
      (stored) => current && setDeviceType((typed) => typed || stored),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsDeviceType, fixedKey]);

  function save(event: FormEvent) {
    event.preventDefault();
    const result = parseEntryInput({ key, text, deviceType }, { kind, allowed, needsDeviceType });
    setInvalid(result.ok ? {} : result.invalid);
    if (result.ok) onSave(result);
  }

  const label = (what: string) => `${what} (${fixedKey === undefined ? field : `${field}.${fixedKey}`})`;
  return (
    <Form onSubmit={save} noValidate className="d-flex flex-wrap gap-2 align-items-start" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      {fixedKey !== undefined && <span className="fw-semibold admin-wrap align-self-center">{fixedKey}</span>}
      {fixedKey === undefined && (
        <Form.Group controlId={`${id}-key`} className="admin-entry-control">
          <Form.Label className="small mb-1">{t('key')}</Form.Label>
          <Form.Control size="sm" value={key} isInvalid={invalid.key} onChange={(event) => setKey(event.target.value)} autoFocus />
          <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
        </Form.Group>
      )}
      <Form.Group controlId={`${id}-value`} className="admin-entry-control">
        <Form.Label className={fixedKey === undefined ? 'small mb-1' : 'visually-hidden'}>{label(t('value'))}</Form.Label>
        {choices ? (
          <Form.Select size="sm" value={text} isInvalid={invalid.value} onChange={(event) => setText(event.target.value)} autoFocus={fixedKey !== undefined}>
            {!choices.includes(text) && <option value={text}>{text}</option>}
            {choices.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Form.Select>
        ) : (
          <Form.Control size="sm" value={text} isInvalid={invalid.value} onChange={(event) => setText(event.target.value)} autoFocus={fixedKey !== undefined} />
        )}
        <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
      </Form.Group>
      {deviceTypes && (
        <Form.Group controlId={`${id}-deviceType`} className="admin-entry-control">
          <Form.Label className={fixedKey === undefined ? 'small mb-1' : 'visually-hidden'}>{label(t('deviceType'))}</Form.Label>
          <Form.Select size="sm" value={deviceType} isInvalid={invalid.deviceType} onChange={(event) => setDeviceType(event.target.value)}>
            <option value="">{t('chooseDeviceType')}</option>
            {deviceTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
        </Form.Group>
      )}
      <div className={`d-flex gap-2 ${fixedKey === undefined ? 'align-self-end' : ''}`}>
        <Button type="submit" size="sm" disabled={busy}>
          {fixedKey === undefined ? t('add') : t('save')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { FieldKind } from '@rehab/model/collections';
import { choicesFor, parseObjectItem } from '../logic/fieldValues';
import { FormActions } from './FormActions';
import { ValueInput } from './ValueInput';

interface ObjectItemFormProps {
  field: string;
  /** the item's keys and their kinds (the collection schema's `object`) */
  shape: Record<string, FieldKind>;
  busy: boolean;
  onSave: (item: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** A new map item of an array (a speciality, say): one box per key; empty boxes are left out. */
export function ObjectItemForm({ field, shape, busy, onSave, onCancel }: ObjectItemFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string[]>([]);

  function save(event: FormEvent) {
    event.preventDefault();
    const result = parseObjectItem(texts, shape);
    setInvalid(result.ok ? [] : result.invalid);
    if (result.ok) onSave(result.value);
  }

  return (
    <Form onSubmit={save} noValidate className="border rounded p-2" aria-label={t('newItemOf', { field })}>
      {Object.entries(shape).map(([key, kind], index) => {
        return (
          <Form.Group key={key} className="mb-2" controlId={`${id}-${key}`}>
            <Form.Label className="small mb-1">{key}</Form.Label>
            <ValueInput
              choices={choicesFor(kind)}
              emptyChoice=""
              size="sm"
              value={texts[key] ?? ''}
              isInvalid={invalid.includes(key)}
              onChange={(text) => setTexts((current) => ({ ...current, [key]: text }))}
              autoFocus={index === 0}
            />
            <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
            {kind === 'timestamp' && <Form.Text muted>{t('timestampHint')}</Form.Text>}
          </Form.Group>
        );
      })}
      <FormActions submitLabel={t('add')} busy={busy} onCancel={onCancel} />
    </Form>
  );
}

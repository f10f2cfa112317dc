import { useId, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { choicesFor, editableText, parseFieldInput, type ParseResult, type ValueKind } from '../logic/fieldValues';
import { FormActions } from './FormActions';
import { ValueInput } from './ValueInput';

interface FieldValueEditorProps {
  /** what is being edited, for the controls' names */
  label: string;
  kind: ValueKind;
  value: unknown;
  /** the allowed values of a selections field */
  allowed?: string[];
  busy?: boolean;
  /** the submit button's text (Save unless given) */
  saveLabel?: string;
  onSave: (value: Extract<ParseResult, { ok: true }>['value']) => void;
  onCancel: () => void;
}

/** An inline editor of one value: a select for booleans and selections, a text box otherwise; '*Invalid input' when it does not parse. */
export function FieldValueEditor({ label, kind, value, allowed = [], busy = false, saveLabel, onSave, onCancel }: FieldValueEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(editableText(value));
  const [invalid, setInvalid] = useState(false);

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseFieldInput(kind, text, allowed);
    setInvalid(!parsed.ok);
    if (parsed.ok) onSave(parsed.value);
  }

  return (
    <Form onSubmit={save} noValidate className="d-flex flex-wrap gap-2 align-items-start" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <ValueInput
          choices={choicesFor(kind, allowed)}
          size="sm"
          aria-label={label}
          aria-describedby={kind === 'timestamp' ? `${id}-hint` : undefined}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          value={text}
          isInvalid={invalid}
          onChange={setText}
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
        {kind === 'timestamp' && (
          <Form.Text id={`${id}-hint`} muted>
            {t('timestampHint')}
          </Form.Text>
        )}
      </div>
      <FormActions submitLabel={saveLabel ?? t('save')} busy={busy} onCancel={onCancel} />
    </Form>
  );
}

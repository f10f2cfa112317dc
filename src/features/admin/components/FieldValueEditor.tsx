import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { choicesFor, editableText, parseFieldInput, type ParseResult, type ValueKind } from '../fieldValues';

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

  const options = choicesFor(kind, allowed);
  return (
    <Form onSubmit={save} noValidate className="d-flex flex-wrap gap-2 align-items-start" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        {options ? (
          <Form.Select size="sm" aria-label={label} value={text} isInvalid={invalid} onChange={(event) => setText(event.target.value)} autoFocus>
            {!options.includes(text) && <option value={text}>{text}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Form.Select>
        ) : (
          <Form.Control
            size="sm"
            aria-label={label}
            aria-describedby={kind === 'timestamp' ? `${id}-hint` : undefined}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            value={text}
            isInvalid={invalid}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        )}
        <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
        {kind === 'timestamp' && (
          <Form.Text id={`${id}-hint`} muted>
            {t('timestampHint')}
          </Form.Text>
        )}
      </div>
      <Button type="submit" size="sm" variant="primary" disabled={busy}>
        {saveLabel ?? t('save')}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={busy}>
        {t('cancel')}
      </Button>
    </Form>
  );
}

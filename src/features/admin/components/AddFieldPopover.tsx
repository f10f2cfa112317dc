import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from 'react-i18next';
import type { CollectionSettings } from '@rehab/model/collections';
import { choicesFor, parseFieldInput, selectionsOf, type ValueKind } from '../logic/fieldValues';
import { ValueInput } from './ValueInput';

/** The kinds a new field may have; a map or a list starts empty. */
const NEW_FIELD_KINDS: ValueKind[] = ['string', 'number', 'boolean', 'timestamp', 'selections', 'object', 'array'];

interface AddFieldPopoverProps {
  settings: CollectionSettings | null;
  existing: string[];
  busy: boolean;
  /** resolves to whether the field was saved */
  onAdd: (field: string, value: unknown) => Promise<boolean>;
}

/** 'Add field': a name (the settings' missing fields suggested), its type and value. */
export function AddFieldPopover({ settings, existing, busy, onAdd }: AddFieldPopoverProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const target = useRef<HTMLButtonElement>(null);
  const [show, setShow] = useState(false);
  const [name, setName] = useState('');
  const [chosenKind, setChosenKind] = useState<ValueKind>('string');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ name?: boolean; value?: boolean }>({});
  const suggestions = Object.keys(settings?.fields ?? {}).filter((field) => !existing.includes(field));
  const settingsKind = settings?.fields[name.trim()];
  const kind: ValueKind = settingsKind ?? chosenKind;
  const allowed = selectionsOf(name.trim(), settings);

  function open() {
    setName('');
    setText('');
    setChosenKind('string');
    setErrors({});
    setShow(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const field = name.trim();
    const nameInvalid = field === '' || existing.includes(field) || field.includes('.');
    const parsed = kind === 'object' || kind === 'array' ? { ok: true as const, value: kind === 'object' ? {} : [] } : parseFieldInput(kind, text, allowed);
    setErrors({ name: nameInvalid, value: !parsed.ok });
    if (nameInvalid || !parsed.ok) return;
    if (await onAdd(field, parsed.value)) setShow(false);
  }

  return (
    <>
      <Button ref={target} variant="outline-primary" onClick={() => (show ? setShow(false) : open())} aria-expanded={show}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {t('addField')}
      </Button>
      <Overlay target={target} show={show} placement="bottom-end" rootClose onHide={() => setShow(false)}>
        <Popover id={id} style={{ maxWidth: 'min(350px, 95vw)', width: 'min(350px, 95vw)' }}>
          <Popover.Header as="h3">{t('addField')}</Popover.Header>
          <Popover.Body>
            <Form onSubmit={(event) => void submit(event)} noValidate>
              <datalist id={`${id}-suggestions`}>
                {suggestions.map((field) => (
                  <option key={field} value={field} />
                ))}
              </datalist>
              <Form.Group className="mb-2" controlId={`${id}-name`}>
                <Form.Label className="small mb-1">{t('name')}</Form.Label>
                <Form.Control size="sm" list={`${id}-suggestions`} value={name} isInvalid={errors.name} onChange={(event) => setName(event.target.value)} autoFocus />
                <Form.Control.Feedback type="invalid">{t('invalidField')}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-2" controlId={`${id}-type`}>
                <Form.Label className="small mb-1">{t('type')}</Form.Label>
                <Form.Select size="sm" value={kind} disabled={settingsKind !== undefined} onChange={(event) => setChosenKind(event.target.value as ValueKind)}>
                  {NEW_FIELD_KINDS.map((option) => (
                    <option key={option} value={option}>
                      {t(`kinds.${option}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              {kind !== 'object' && kind !== 'array' && (
                <Form.Group className="mb-2" controlId={`${id}-value`}>
                  <Form.Label className="small mb-1">{t('value')}</Form.Label>
                  <ValueInput choices={choicesFor(kind, allowed)} emptyChoice="" size="sm" value={text} isInvalid={errors.value} onChange={setText} />
                  <Form.Control.Feedback type="invalid">{t('invalidInput')}</Form.Control.Feedback>
                  {kind === 'timestamp' && <Form.Text muted>{t('timestampHint')}</Form.Text>}
                </Form.Group>
              )}
              <div className="d-flex justify-content-end gap-2">
                <Button size="sm" variant="outline-secondary" onClick={() => setShow(false)}>
                  {t('cancel')}
                </Button>
                <Button size="sm" type="submit" disabled={busy}>
                  {t('add')}
                </Button>
              </div>
            </Form>
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}

import { useId, useRef, useState } from 'react';
import { Alert, Button, ListGroup, Overlay, Popover, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { STAFF } from '../../../lib/model/staff';
import { InitialsAvatar } from '../../../lib/ui/InitialsAvatar';
import { errorMessage } from '../../../lib/useAsyncAction';
import { assignUnit } from '../preordersApi';

interface AssigneePopoverProps {
  preorderId: string;
  index: number;
  assignedTo: string;
}

/** A unit's assignee as an initials avatar; the popover assigns it to one of the staff, or to nobody. */
export function AssigneePopover({ preorderId, index, assignedTo }: AssigneePopoverProps) {
  const { t } = useTranslation('adminPreorders');
  const id = useId();
  const target = useRef<HTMLButtonElement>(null);
  const [show, setShow] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const unit = index + 1;
  const label = assignedTo ? t('assignedTo', { unit, name: assignedTo }) : t('assignUnit', { unit });

  /** Closes the popover; after a choice or Escape, the keyboard goes back to the avatar button. */
  function close(refocus: boolean) {
    setShow(false);
    if (refocus) target.current?.focus();
  }

  async function choose(name: string) {
    if (name === assignedTo) {
      close(true);
      return;
    }
    setSaving(name);
    setFailure(null);
    try {
      await assignUnit(preorderId, index, name);
      close(true);
    } catch (error) {
      setFailure(t('saveFailed', { message: errorMessage(error) }));
    } finally {
      setSaving(null);
    }
  }

  const options = [...STAFF, ''];
  return (
    <>
      <Button
        ref={target}
        variant="link"
        size="sm"
        className="p-0 text-decoration-none"
        aria-label={label}
        title={label}
        aria-expanded={show}
        onClick={() => {
          setFailure(null);
          setShow((value) => !value);
        }}
      >
        {assignedTo ? (
          <InitialsAvatar name={assignedTo} decorative />
        ) : (
          <span className="d-inline-flex align-items-center justify-content-center rounded-circle border border-secondary-subtle text-body-secondary" style={{ width: 32, height: 32 }}>
            <i className="bi bi-person-plus" aria-hidden="true" />
          </span>
        )}
      </Button>
      <Overlay
        target={target}
        show={show}
        placement="bottom"
        rootClose
        onHide={(event) => close(event instanceof KeyboardEvent)}
        onEntered={(popover: HTMLElement) => popover.querySelector<HTMLButtonElement>('[aria-pressed="true"], button')?.focus()}
      >
        <Popover id={id} style={{ width: 'min(300px, 95vw)', maxWidth: 'min(300px, 95vw)' }}>
          <Popover.Header as="h3">{t('assignTo', { unit })}</Popover.Header>
          <Popover.Body className="p-2">
            <ListGroup variant="flush">
              {options.map((name) => (
                <ListGroup.Item
                  key={name || 'nobody'}
                  action
                  as="button"
                  type="button"
                  className="d-flex align-items-center gap-2"
                  aria-pressed={name === assignedTo}
                  disabled={saving !== null}
                  onClick={() => void choose(name)}
                >
                  {name ? (
                    <InitialsAvatar name={name} decorative />
                  ) : (
                    <i className="bi bi-person-dash fs-5 px-1" aria-hidden="true" />
                  )}
                  <span className="flex-grow-1">{name || t('unassigned')}</span>
                  {saving === name && <Spinner size="sm" aria-hidden />}
                  {name === assignedTo && saving === null && <i className="bi bi-check-lg text-primary" aria-hidden="true" />}
                </ListGroup.Item>
              ))}
            </ListGroup>
            {failure && (
              <Alert variant="danger" className="small py-2 mt-2 mb-0">
                {failure}
              </Alert>
            )}
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}

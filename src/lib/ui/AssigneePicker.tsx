import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import Spinner from 'react-bootstrap/Spinner';
import { STAFF } from '@rehab/model/staff';
import { errorMessage } from '../store/errors';
import { InitialsAvatar } from './InitialsAvatar';

export interface AssigneePickerLabels {
  /** the avatar button's name, e.g. "Assigned to Alex Morgan" */
  button: string;
  /** the popover's title, e.g. "Assign to" */
  title: string;
  unassigned: string;
  /** the message when the assignment could not be saved */
  failed: (message: string) => string;
}

interface AssigneePickerProps {
  assignedTo: string;
  /**
   * stores the choice ('' for nobody), e.g. a mutation's `unwrap()`; the
   * popover stays open with the error when it rejects
   */
  onAssign: (name: string) => Promise<unknown>;
  labels: AssigneePickerLabels;
  size?: number;
}

/** Someone's assignee as an initials avatar; its popover (300 px) assigns one of the staff, or nobody. */
export function AssigneePicker({ assignedTo, onAssign, labels, size = 32 }: AssigneePickerProps) {
  const id = useId();
  const target = useRef<HTMLButtonElement>(null);
  // The popover stays inside the picker's element, so a dialog's focus trap lets the keyboard into it.
  const container = useRef<HTMLSpanElement>(null);
  const [show, setShow] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
      await onAssign(name);
      close(true);
    } catch (error) {
      setFailure(labels.failed(errorMessage(error)));
    } finally {
      setSaving(null);
    }
  }

  return (
    <span ref={container} className="d-inline-flex">
      <Button
        ref={target}
        variant="link"
        size="sm"
        className="p-0 text-decoration-none flex-shrink-0"
        title={labels.button}
        aria-expanded={show}
        onClick={(event) => {
          // The avatar sits on clickable cards and rows: choosing an assignee is not opening them.
          event.stopPropagation();
          setFailure(null);
          setShow((value) => !value);
        }}
      >
        {assignedTo ? (
          <InitialsAvatar name={assignedTo} size={size} decorative />
        ) : (
          <span
            className="d-inline-flex align-items-center justify-content-center rounded-circle border border-secondary-subtle text-body-secondary"
            style={{ width: size, height: size }}
          >
            <i className="bi bi-person-plus" aria-hidden="true" />
          </span>
        )}
        {/* The name as text, not aria-label: the initials shown are not part of it. */}
        <span className="visually-hidden">{labels.button}</span>
      </Button>
      <Overlay
        target={target}
        container={container}
        show={show}
        placement="bottom"
        rootClose
        onHide={(event) => close(event instanceof KeyboardEvent)}
        onEntered={(popover: HTMLElement) => popover.querySelector<HTMLButtonElement>('[aria-pressed="true"], button')?.focus()}
      >
        <Popover id={id} style={{ width: 'min(300px, 95vw)', maxWidth: 'min(300px, 95vw)' }} onClick={(event) => event.stopPropagation()}>
          <Popover.Header as="h3">{labels.title}</Popover.Header>
          <Popover.Body className="p-2">
            <ListGroup variant="flush">
              {[...STAFF, ''].map((name) => (
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
                  {name ? <InitialsAvatar name={name} decorative /> : <i className="bi bi-person-dash fs-5 px-1" aria-hidden="true" />}
                  <span className="flex-grow-1">{name || labels.unassigned}</span>
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
    </span>
  );
}

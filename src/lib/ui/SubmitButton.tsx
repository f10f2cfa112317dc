import type { MouseEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ButtonProps } from 'react-bootstrap/Button';

/**
 * Pressing the button must not move focus out of the field being typed in:
 * that blur shows the field's message, the layout shifts, the button slides
 * away from under the pointer before it is released, and the click is lost.
 * Focus stays put; the click submits as usual (keyboard use is unchanged).
 */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/** A form's submit button: disabled with a spinner while `busy`. */
export function SubmitButton({ busy = false, children, ...props }: Omit<ButtonProps, 'type'> & { busy?: boolean; children: ReactNode }) {
  return (
    <Button {...props} type="submit" disabled={busy || props.disabled} onMouseDown={keepFocus}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden />}
      {children}
    </Button>
  );
}

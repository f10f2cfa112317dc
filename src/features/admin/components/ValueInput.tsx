import type { HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';

interface ValueInputProps {
  size?: 'sm' | 'lg';
  className?: string;
  placeholder?: string;
  autoFocus?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: string;
  /** 'textarea' for several lines */
  as?: 'textarea';
  rows?: number;
  'aria-describedby'?: string;
  /** the values to choose from (a boolean's, a selection's, the device types); null for a text box */
  choices: readonly string[] | null;
  value: string;
  onChange: (text: string) => void;
  isInvalid?: boolean;
  'aria-label'?: string;
  /**
   * The text of an empty first choice, for a value still to be chosen. Without
   * it, a stored value that is not among the choices is offered as it is.
   */
  emptyChoice?: string;
}

/** A value typed or chosen: a select when there are choices, a text box otherwise. */
export function ValueInput({ choices, value, onChange, isInvalid, emptyChoice, as, rows, type, inputMode, placeholder, ...shared }: ValueInputProps) {
  if (!choices) {
    return (
      <Form.Control
        {...shared}
        as={as}
        rows={rows}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        isInvalid={isInvalid}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Form.Select {...shared} value={value} isInvalid={isInvalid} onChange={(event) => onChange(event.target.value)}>
      {emptyChoice !== undefined ? <option value="">{emptyChoice}</option> : !choices.includes(value) && <option value={value}>{value}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </Form.Select>
  );
}

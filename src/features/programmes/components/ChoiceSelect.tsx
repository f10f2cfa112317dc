import Form from 'react-bootstrap/Form';

interface ChoiceSelectProps<T extends string> {
  id: string;
  label: string;
  value: string;
  choices: readonly T[];
  /** an option's text (the choice itself when omitted: device types are names) */
  textOf?: (choice: T) => string;
  /** options before the choices: "any", "no device" */
  leading?: readonly { value: string; text: string }[];
  small?: boolean;
  onChange: (value: string) => void;
}

/** A labelled select of one of the library's lists (regions, equipment, difficulties, devices). */
export function ChoiceSelect<T extends string>({ id, label, value, choices, textOf = (choice) => choice, leading = [], small = false, onChange }: ChoiceSelectProps<T>) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className={small ? 'small mb-1' : undefined}>{label}</Form.Label>
      <Form.Select size={small ? 'sm' : undefined} value={value} onChange={(event) => onChange(event.target.value)}>
        {[...leading, ...choices.map((choice) => ({ value: choice, text: textOf(choice) }))].map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

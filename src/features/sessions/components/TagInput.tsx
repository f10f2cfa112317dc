import { useId, useState } from 'react';
import { Form, ListGroup } from 'react-bootstrap';

interface TagInputProps {
  label: string;
  placeholder: string;
  /** suggestions for the current text (the component filters nothing itself) */
  suggestionsFor: (text: string) => string[];
  /** called with the trimmed text on Enter or with a chosen suggestion */
  onAdd: (tag: string) => void;
  disabled?: boolean;
}

/** A text field that adds a tag on Enter, with clickable suggestions below it. */
export function TagInput({ label, placeholder, suggestionsFor, onAdd, disabled }: TagInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const suggestions = focused ? suggestionsFor(text) : [];
  const add = (tag: string) => {
    onAdd(tag.trim());
    setText('');
  };
  return (
    <div className="position-relative">
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add(text);
          }
        }}
      />
      {suggestions.length > 0 && (
        <ListGroup id={listId} className="position-absolute w-100 shadow-sm z-3" role="listbox">
          {suggestions.map((s) => (
            <ListGroup.Item
              key={s}
              action
              role="option"
              aria-selected={false}
              // mousedown keeps the focus in the field, so the list does not close before the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(s)}
            >
              {s}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}

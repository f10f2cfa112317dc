import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';

interface TagInputProps {
  label: string;
  placeholder: string;
  /** suggestions for the current text (the component filters nothing itself) */
  suggestionsFor: (text: string) => string[];
  /** called with the trimmed text on Enter or with a chosen suggestion */
  onAdd: (tag: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field that adds a tag on Enter, with suggestions below it: clicked,
 * or reached with the arrow keys and taken with Enter (Escape closes them).
 */
export function TagInput({ label, placeholder, suggestionsFor, onAdd, inputRef }: TagInputProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const suggestions = open ? suggestionsFor(text) : [];
  const active = highlighted < suggestions.length ? highlighted : -1;

  const add = (tag: string) => {
    onAdd(tag.trim());
    setText('');
    setHighlighted(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'Enter':
        e.preventDefault();
        add(active >= 0 ? suggestions[active] : text);
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        setOpen(true);
        setHighlighted(nextHighlight(active, suggestionsFor(text).length, e.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Escape':
        if (suggestions.length > 0) {
          e.preventDefault();
          setOpen(false);
          setHighlighted(-1);
        }
        return;
    }
  };

  return (
    <div className="position-relative">
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Control
        ref={inputRef}
        id={id}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        // The typed tag keeps its own direction; an empty field follows the page (and its placeholder).
        dir={text ? 'auto' : undefined}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setHighlighted(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setHighlighted(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {suggestions.length > 0 && (
        <ListGroup id={listId} className="position-absolute w-100 shadow-sm z-3" role="listbox">
          {suggestions.map((s, i) => (
            <ListGroup.Item
              key={s}
              id={`${listId}-${i}`}
              action
              as="div"
              role="option"
              aria-selected={i === active}
              active={i === active}
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

/** The arrow keys cycle through the typed text (-1) and the suggestions 0..count-1. */
function nextHighlight(current: number, count: number, step: 1 | -1): number {
  const positions = count + 1;
  return ((current + 1 + step + positions) % positions) - 1;
}

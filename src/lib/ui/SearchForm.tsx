import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface SearchFormProps {
  value: string;
  onChange: (text: string) => void;
  /** runs the search: Enter in the box or the search icon */
  onSearch: () => void;
  /** the box's placeholder and name */
  placeholder: string;
  /** the search icon's name */
  buttonLabel: string;
}

/** A search box with its search icon; Enter or the icon runs the search. */
export function SearchForm({ value, onChange, onSearch, placeholder, buttonLabel }: SearchFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <Form role="search" onSubmit={submit} className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '24rem' }}>
      <InputGroup>
        <Form.Control type="search" placeholder={placeholder} aria-label={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
        <Button type="submit" variant="outline-secondary" aria-label={buttonLabel} title={buttonLabel}>
          <i className="bi bi-search" aria-hidden="true" />
        </Button>
      </InputGroup>
    </Form>
  );
}

import ListGroup from 'react-bootstrap/ListGroup';
import { Avatar } from '../../../lib/ui/Avatar';
import { CoveringBadge } from '../../clinics';

export interface Contact {
  uid: string;
  name: string;
  detail?: string;
  picture?: string;
  /** the away colleague the doctor covers this patient for (issue 51) */
  coveringFor?: string;
}

/** The people the user can write to; the selected one is highlighted. */
export function ContactList({ contacts, selected, onSelect, label }: { contacts: readonly Contact[]; selected: string | null; onSelect: (uid: string) => void; label: string }) {
  return (
    <ListGroup variant="flush" aria-label={label}>
      {contacts.map((contact) => (
        <ListGroup.Item
          key={contact.uid}
          action
          as="button"
          type="button"
          active={contact.uid === selected}
          aria-current={contact.uid === selected ? 'true' : undefined}
          onClick={() => onSelect(contact.uid)}
          className="d-flex align-items-center gap-2 text-start"
        >
          <Avatar src={contact.picture} alt="" size={36} />
          <span className="overflow-hidden">
            <span className="d-block text-truncate">{contact.name}</span>
            {contact.detail && (
              // Secondary text in the theme's secondary colour (readable on white), the active item's white on blue.
              <span className={`d-block text-truncate small ${contact.uid === selected ? '' : 'text-body-secondary'}`}>{contact.detail}</span>
            )}
            <CoveringBadge awayName={contact.coveringFor} />
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

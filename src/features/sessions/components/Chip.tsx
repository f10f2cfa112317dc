import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';

/** A removable filter chip or tag badge. */
export function Chip({ label, removeLabel, onRemove, bg = 'secondary' }: { label: string; removeLabel: string; onRemove?: () => void; bg?: string }) {
  return (
    <Badge bg={bg} pill className="d-inline-flex align-items-center gap-1 fw-normal fs-6 py-1 px-2">
      <span dir="auto">{label}</span>
      {onRemove && <CloseButton variant="white" aria-label={removeLabel} onClick={onRemove} style={{ fontSize: '0.6rem' }} />}
    </Badge>
  );
}

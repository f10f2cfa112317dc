import Badge from 'react-bootstrap/Badge';
import { statusColour } from '@rehab/model/preorders';
import { usePreorderStatusLabel } from '../hooks/usePreorderStatusLabel';

/** A pre-order status as a coloured tag: amber, red, grey, blue, green along the way; unknown ones grey. */
export function PreorderStatusTag({ status }: { status: string }) {
  const label = usePreorderStatusLabel();
  const colour = statusColour(status);
  return (
    <Badge bg={colour} text={colour === 'warning' ? 'dark' : undefined} data-testid="preorder-status">
      {label(status)}
    </Badge>
  );
}

import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { statusColour } from '../../../lib/model/preorders';

/** A pre-order status as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('adminPreorders');
  const colour = statusColour(status);
  return (
    <Badge bg={colour} text={colour === 'warning' ? 'dark' : undefined} data-testid="preorder-status">
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

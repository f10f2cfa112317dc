import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { statusColour } from '../preorderStatus';

export function PreorderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('preorders');
  const colour = statusColour(status);
  return (
    <Badge bg={colour} text={colour === 'warning' ? 'dark' : undefined} data-testid="preorder-status">
      {t(`statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

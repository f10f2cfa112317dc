import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { toast } from '../../../lib/ui/toastStore';
import { usePendingInvitationsQuery, useRevokeClinicInvitationMutation } from '../api/clinicsApi';
import { ClinicListCard } from './ClinicListCard';
import { useRoleName } from './RoleLabel';

const millis = (value: { toMillis(): number } | null | undefined) => value?.toMillis() ?? 0;

/** The owner's invitations still waiting, newest first, each with Revoke (its link stops working). */
export function PendingInvitationsCard({ clinicId }: { clinicId: string }) {
  const { t, i18n } = useTranslation('clinics');
  const roleName = useRoleName();
  const invitations = usePendingInvitationsQuery(clinicId);
  const [revoke, revocation] = useRevokeClinicInvitationMutation();
  const list = [...(invitations.currentData ?? [])].sort((a, b) => millis(b.createdAt) - millis(a.createdAt));
  const error = queryErrorMessage(invitations.error ?? revocation.error);

  return (
    <ClinicListCard
      id="clinic-invitations"
      title={t('invitations.title')}
      error={error}
      isLoading={invitations.isLoading}
      isEmpty={list.length === 0}
      emptyText={t('invitations.empty')}
    >
      {list.map((invitation) => (
        <ListGroup.Item key={invitation.docId} className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid="clinic-invitation">
          <div className="text-break">
            <div className="fw-semibold" dir="ltr">
              {invitation.email}
            </div>
            <div className="small text-body-secondary">
              {roleName(invitation.role)} · {t('invitations.expires', { date: formatLongDate(invitation.expiresAt.toDate(), i18n.language) })}
            </div>
          </div>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={revocation.isLoading}
            onClick={() => void revoke(invitation.docId).then((result) => 'data' in result && toast.success(t('invitations.revoked', { email: invitation.email })))}
            aria-label={t('invitations.revokeFor', { email: invitation.email })}
          >
            {t('invitations.revoke')}
          </Button>
        </ListGroup.Item>
      ))}
    </ClinicListCard>
  );
}

import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ClinicMember } from '@rehab/model/clinics';
import { formatLongDate } from '../../../lib/dateFormat';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { ConfirmDialog } from '../../../lib/ui/dialogs';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { toast } from '../../../lib/ui/toastStore';
import { useChangeClinicMemberRoleMutation, useClinicMembersQuery, useRemoveClinicMemberMutation } from '../api/clinicsApi';
import { roleChoiceSchema, roleRequest, type RoleChoice } from '../logic/clinicForms';
import { byRoleThenName } from '../logic/roleAccess';
import { ClinicListCard } from './ClinicListCard';
import { useRoleName } from './RoleLabel';
import { RoleFields } from './RoleFields';

type Member = WithId<ClinicMember>;

/**
 * The clinic's members with their roles (an assistant's supervisor named); its owner changes a member's role and
 * removes a member (after a confirmation), never himself.
 */
export function ClinicMembersCard({ clinicId, myUid, manages }: { clinicId: string; myUid: string; manages: boolean }) {
  const { t, i18n } = useTranslation('clinics');
  const roleName = useRoleName();
  const members = useClinicMembersQuery(clinicId);
  const [remove, removal] = useRemoveClinicMemberMutation();
  const [changing, setChanging] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const list = byRoleThenName(members.currentData ?? []);
  const nameOf = (uid: string | null) => list.find((m) => m.docId === uid)?.name ?? t('members.formerMember');
  const error = queryErrorMessage(members.error ?? removal.error);

  function confirmRemoval() {
    if (!removing) return;
    const { docId, name } = removing;
    setRemoving(null);
    void remove(docId).then((result) => 'data' in result && toast.success(t('members.removed', { name })));
  }

  return (
    <>
      <ClinicListCard
        id="clinic-members"
        title={t('members.title')}
        error={error}
        isLoading={members.isLoading}
        isEmpty={list.length === 0}
        emptyText={t('members.empty')}
      >
        {list.map((member) => (
          <ListGroup.Item key={member.docId} className="d-flex flex-wrap justify-content-between align-items-center gap-2" data-testid="clinic-member">
            <div className="text-break">
              <div className="fw-semibold">
                {member.name} {member.docId === myUid && <span className="text-body-secondary fw-normal">{t('members.you')}</span>}
              </div>
              <div className="small text-body-secondary">
                <Badge bg="secondary" className="me-2">
                  {roleName(member.role)}
                </Badge>
                {member.role === 'assistant' && member.supervisor && <span className="me-2">{t('members.supervisedBy', { name: nameOf(member.supervisor) })}</span>}
                <span dir="ltr">{member.email}</span>
                {member.since && <span className="ms-2">{t('members.since', { date: formatLongDate(member.since.toDate(), i18n.language) })}</span>}
              </div>
            </div>
            {manages && member.docId !== myUid && member.role !== 'owner' && (
              <div className="d-flex gap-2">
                <Button size="sm" variant="outline-primary" onClick={() => setChanging(member)} aria-label={t('members.changeRoleOf', { name: member.name })}>
                  {t('members.changeRole')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={removal.isLoading}
                  onClick={() => setRemoving(member)}
                  aria-label={t('members.removeMember', { name: member.name })}
                >
                  {t('members.remove')}
                </Button>
              </div>
            )}
          </ListGroup.Item>
        ))}
      </ClinicListCard>
      {changing && <ChangeRoleDialog member={changing} members={list} onClose={() => setChanging(null)} />}
      <ConfirmDialog show={removing !== null} title={t('members.removeTitle')} variant="danger" onConfirm={confirmRemoval} onCancel={() => setRemoving(null)}>
        {removing && t('members.removeQuestion', { name: removing.name })}
      </ConfirmDialog>
    </>
  );
}

function ChangeRoleDialog({ member, members, onClose }: { member: Member; members: readonly Member[]; onClose: () => void }) {
  const { t } = useTranslation('clinics');
  const [change] = useChangeClinicMemberRoleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<RoleChoice>({
    initialValues: { role: member.role, supervisor: member.supervisor ?? '' },
    validationSchema: roleChoiceSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await change({ uid: member.docId, ...roleRequest(values) }).unwrap();
        toast.success(t('members.roleChanged', { name: member.name }));
        onClose();
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="change-role-title">
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={t('cancel')}>
            <Modal.Title id="change-role-title" className="h5">
              {t('members.changeRoleTitle', { name: member.name })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {failure && <Alert variant="danger">{failure}</Alert>}
            <RoleFields members={members} exclude={member.docId} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{t('members.saveRole')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}

import { FormikProvider, useFormik, type FormikHelpers } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicMember } from '@rehab/model/clinics';
import { LIMITS } from '@rehab/model/limits';
import type { WithId } from '../../../lib/firebase/withId';
import { errorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import { useInviteClinicMemberMutation } from '../api/clinicsApi';
import { inviteSchema, roleRequest, type InviteValues } from '../logic/clinicForms';
import { RoleFields } from './RoleFields';

const EMPTY: InviteValues = { email: '', role: '', supervisor: '' };

/** The owner invites someone by e-mail with a role (an assistant with his supervising clinician): the mail goes out. */
export function InviteMemberCard({ members }: { members: readonly WithId<ClinicMember>[] }) {
  const { t } = useTranslation('clinics');
  const [invite] = useInviteClinicMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: InviteValues, form: FormikHelpers<InviteValues>) => {
    setFailure(null);
    const email = values.email.trim().toLowerCase();
    try {
      await invite({ email, ...roleRequest(values) }).unwrap();
      toast.success(t('invite.sent', { email }));
      form.resetForm();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const formik = useFormik<InviteValues>({ initialValues: EMPTY, validationSchema: inviteSchema, onSubmit: submit });
  return (
    <Card as="section" className="mb-3" aria-labelledby="clinic-invite-title">
      <Card.Header>
        <h2 id="clinic-invite-title" className="h6 mb-0">
          {t('invite.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('invite.intro')}</p>
        {failure && <Alert variant="danger">{failure}</Alert>}
        <FormikProvider value={formik}>
          <Form noValidate onSubmit={formik.handleSubmit} aria-labelledby="clinic-invite-title">
            <TextField name="email" type="email" label={t('invite.email')} autoComplete="off" maxLength={LIMITS.text.email} dir="ltr" translateError={t} />
            <RoleFields members={members} />
            <SubmitButton busy={formik.isSubmitting}>{t('invite.send')}</SubmitButton>
          </Form>
        </FormikProvider>
      </Card.Body>
    </Card>
  );
}

import { useId } from 'react';
import { useField } from 'formik';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ClinicMember } from '@rehab/model/clinics';
import type { WithId } from '../../../lib/firebase/withId';
import { INVITABLE_ROLES, supervisorsOf } from '../logic/clinicForms';
import { useRoleName } from './RoleLabel';

/** A select bound to a Formik field, with its message once touched (messages are `clinics` keys). */
function SelectField({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  const { t } = useTranslation('clinics');
  const [field, meta] = useField<string>(name);
  const id = useId();
  const message = meta.touched ? meta.error : undefined;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select {...field} id={id} isInvalid={Boolean(message)}>
        {children}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{message && t(message)}</Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * The role a member gets, and for an assistant his supervising clinician (the clinic's clinicians and owner; not
 * the member himself). Inside a Formik form of RoleChoice values.
 */
export function RoleFields({ members, exclude }: { members: readonly WithId<ClinicMember>[]; exclude?: string }) {
  const { t } = useTranslation('clinics');
  const roleName = useRoleName();
  const [role] = useField<string>('role');
  const supervisors = supervisorsOf(members).filter((m) => m.docId !== exclude);
  return (
    <>
      <SelectField name="role" label={t('invite.role')}>
        <option value="">{t('invite.chooseRole')}</option>
        {INVITABLE_ROLES.map((choice) => (
          <option key={choice} value={choice}>
            {roleName(choice)}
          </option>
        ))}
      </SelectField>
      {role.value === 'assistant' && (
        <SelectField name="supervisor" label={t('invite.supervisor')}>
          <option value="">{t('invite.chooseSupervisor')}</option>
          {supervisors.map((member) => (
            <option key={member.docId} value={member.docId}>
              {member.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}

import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import type { User } from '../../../lib/model/collections';
import { uploadAvatar } from '../../../lib/profile/avatarStorage';
import { errorMessage } from '../../../lib/useAsyncAction';
import { AvatarPicker } from '../../../lib/ui/profile/AvatarPicker';
import { UpdateButton } from '../../../lib/ui/profile/UpdateButton';
import { TextField } from '../../../lib/ui/TextField';
import { userUpdated } from '../../auth/authSlice';
import { toSignedInUser } from '../../auth/session';
import { displayNameOf, namesUpdate, type Names } from '../profileEdit';
import { savePersonalInformation } from '../profileEditApi';

type Status = { kind: 'success' | 'danger'; text: string } | null;

/** The Personal Information tab: picture, first and last name (a blank name keeps the old one). */
export function PersonalInformationForm({ uid, record }: { uid: string; record: User }) {
  const { t } = useTranslation('patientProfile');
  const dispatch = useAppDispatch();
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [status, setStatus] = useState<Status>(null);

  const formik = useFormik<Names>({
    initialValues: { firstName: record.firstName, lastName: record.lastName },
    onSubmit: async (values, helpers) => {
      setStatus(null);
      let profilePic = record.profilePic ?? '';
      if (avatar) {
        try {
          profilePic = await uploadAvatar(uid, avatar);
        } catch (error) {
          // Without the picture nothing is saved.
          setStatus({ kind: 'danger', text: errorMessage(error) });
          return;
        }
      }
      try {
        const names = namesUpdate(record, values);
        const account = await savePersonalInformation(uid, { ...names, profilePic });
        dispatch(userUpdated(toSignedInUser(account)));
        helpers.resetForm({ values: names });
        setAvatar(null);
        setStatus({ kind: 'success', text: t('personalInformationUpdated') });
      } catch (error) {
        setStatus({ kind: 'danger', text: errorMessage(error) });
      }
    },
  });

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <AvatarPicker current={record.profilePic ?? ''} name={displayNameOf(record)} onChange={setAvatar} />
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <TextField name="firstName" label={t('firstName')} groupClassName="" maxLength={100} dir="auto" autoComplete="given-name" />
          </Col>
          <Col sm={6}>
            <TextField name="lastName" label={t('lastName')} groupClassName="" maxLength={100} dir="auto" autoComplete="family-name" />
          </Col>
        </Row>
        {status && (
          <Alert variant={status.kind} role={status.kind === 'success' ? 'status' : 'alert'}>
            {status.text}
          </Alert>
        )}
        <UpdateButton pending={formik.isSubmitting} />
      </Form>
    </FormikProvider>
  );
}

import { FormikProvider, useFormik } from 'formik';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/store/errors';
import type { User } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { AvatarPicker } from '../../../lib/ui/profile/AvatarPicker';
import { SaveStatusAlert } from '../../../lib/ui/profile/SaveStatusAlert';
import { UpdateButton } from '../../../lib/ui/profile/UpdateButton';
import { useAvatarSave } from '../../../lib/ui/profile/useAvatarSave';
import { TextField } from '../../../lib/ui/TextField';
import { useSavePatientPersonalInformationMutation } from '../api/patientProfileApi';
import { displayNameOf, namesUpdate, type Names } from '../logic/profileEdit';

/** The Personal Information tab: picture, first and last name (a blank name keeps the old one). */
export function PersonalInformationForm({ uid, record }: { uid: string; record: User }) {
  const { t } = useTranslation('patientProfile');
  const [savePersonalInformation] = useSavePatientPersonalInformationMutation();
  const { setAvatar, status, save } = useAvatarSave(uid, record.profilePic ?? '', t('personalInformationUpdated'));

  const formik = useFormik<Names>({
    initialValues: { firstName: record.firstName, lastName: record.lastName },
    onSubmit: async (values, helpers) => {
      const names = namesUpdate(record, values);
      const saved = await save(async (profilePic) => {
        // useAvatarSave shows an Error's message: the mutation's failure becomes one.
        await savePersonalInformation({ uid, ...names, profilePic })
          .unwrap()
          .catch((failure: unknown) => {
            throw new Error(errorMessage(failure));
          });
      });
      if (saved) helpers.resetForm({ values: names });
    },
  });

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <AvatarPicker current={record.profilePic ?? ''} name={displayNameOf(record)} onChange={setAvatar} />
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <TextField name="firstName" label={t('firstName')} groupClassName="" maxLength={LIMITS.text.personName} dir="auto" autoComplete="given-name" />
          </Col>
          <Col sm={6}>
            <TextField name="lastName" label={t('lastName')} groupClassName="" maxLength={LIMITS.text.personName} dir="auto" autoComplete="family-name" />
          </Col>
        </Row>
        <SaveStatusAlert status={status} />
        <UpdateButton pending={formik.isSubmitting} />
      </Form>
    </FormikProvider>
  );
}

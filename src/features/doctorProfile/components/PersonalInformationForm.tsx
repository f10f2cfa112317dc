import { FieldArray, FormikProvider, useFormik } from 'formik';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { Doctor } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { AvatarPicker } from '../../../lib/ui/profile/AvatarPicker';
import { SaveStatusAlert } from '../../../lib/ui/profile/SaveStatusAlert';
import { UpdateButton } from '../../../lib/ui/profile/UpdateButton';
import { useAvatarSave } from '../../../lib/ui/profile/useAvatarSave';
import { TextField } from '../../../lib/ui/TextField';
import { useUpdateDoctorAccountMutation, useUpdateDoctorProfileMutation } from '../api/doctorProfileApi';
import { MAX_SPECIALITIES, personalUpdate, type PersonalInformation } from '../logic/profileRules';

export interface PersonalInformationFormProps {
  uid: string;
  doctor: Doctor;
  /** the auth account's display name (changed with the names) */
  displayName: string | null;
}

const EMPTY_SPECIALITY = { title: '', description: '' };

function initialValues(doctor: Doctor): PersonalInformation {
  return {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    position: doctor.position,
    gender: doctor.gender,
    address: doctor.address,
    specialities: doctor.specialities.length > 0 ? doctor.specialities.map((s) => ({ ...s })) : [EMPTY_SPECIALITY],
  };
}

/** The Personal Information tab: picture, names, position, gender, specialities and address. */
export function PersonalInformationForm({ uid, doctor, displayName }: PersonalInformationFormProps) {
  const { t } = useTranslation('doctorProfile');
  const { setAvatar, status, save } = useAvatarSave(uid, doctor.profilePic, t('personalInformationUpdated'));
  const [updateDoctor] = useUpdateDoctorProfileMutation();
  const [updateAccount] = useUpdateDoctorAccountMutation();

  const formik = useFormik<PersonalInformation>({
    initialValues: initialValues(doctor),
    onSubmit: async (values) => {
      const update = personalUpdate(doctor, values);
      await save(async (profilePic) => {
        await updateDoctor({ uid, fields: { ...update, profilePic } }).unwrap();
        const newDisplayName = `${update.firstName} ${update.lastName}`;
        if (newDisplayName !== displayName) await updateAccount({ uid, info: { displayName: newDisplayName } }).unwrap();
      });
    },
  });

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <AvatarPicker current={doctor.profilePic} name={`${doctor.firstName} ${doctor.lastName}`} onChange={setAvatar} />
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <TextField name="firstName" label={t('firstName')} groupClassName="" maxLength={LIMITS.text.personName} dir="auto" />
          </Col>
          <Col sm={6}>
            <TextField name="lastName" label={t('lastName')} groupClassName="" maxLength={LIMITS.text.personName} dir="auto" />
          </Col>
          <Col sm={6}>
            <TextField name="position" label={t('position')} groupClassName="" maxLength={LIMITS.doctor.position} dir="auto" />
          </Col>
          <Form.Group as={Col} sm={6} controlId="profile-gender">
            <Form.Label>{t('gender')}</Form.Label>
            <Form.Select {...formik.getFieldProps('gender')}>
              <option value="">{t('selectGender')}</option>
              <option value="Male">{t('genders.Male')}</option>
              <option value="Female">{t('genders.Female')}</option>
            </Form.Select>
          </Form.Group>
        </Row>

        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('specialities')}</legend>
          <FieldArray name="specialities">
            {({ push, remove }) => (
              <>
                {formik.values.specialities.map((_, index) => (
                  <Row key={index} className="g-2 mb-2 align-items-end">
                    <Col sm={5}>
                      <TextField
                        name={`specialities.${index}.title`}
                        label={<span className="small">{t('specialityTitle')}</span>}
                        groupClassName=""
                        maxLength={LIMITS.doctor.specialityTitle}
                        dir="auto"
                      />
                    </Col>
                    <Col>
                      <TextField
                        name={`specialities.${index}.description`}
                        label={<span className="small">{t('specialityDescription')}</span>}
                        groupClassName=""
                        maxLength={LIMITS.doctor.specialityDescription}
                        dir="auto"
                      />
                    </Col>
                    {index > 0 && (
                      <Col xs="auto">
                        <Button variant="outline-danger" onClick={() => remove(index)} aria-label={t('removeSpecialityRow', { number: index + 1 })}>
                          <i className="bi bi-x-lg" aria-hidden="true" />
                        </Button>
                      </Col>
                    )}
                  </Row>
                ))}
                {formik.values.specialities.length < MAX_SPECIALITIES ? (
                  <Button variant="link" className="px-0" onClick={() => push({ ...EMPTY_SPECIALITY })}>
                    <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                    {t('addAnother')}
                  </Button>
                ) : (
                  <Form.Text>{t('specialitiesLimit', { max: MAX_SPECIALITIES })}</Form.Text>
                )}
              </>
            )}
          </FieldArray>
        </fieldset>

        <TextField name="address" label={t('address')} as="textarea" rows={2} maxLength={LIMITS.doctor.address} dir="auto" />

        <SaveStatusAlert status={status} />
        <UpdateButton pending={formik.isSubmitting} />
      </Form>
    </FormikProvider>
  );
}

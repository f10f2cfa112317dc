import { useState } from 'react';
import { FieldArray, FormikProvider, useFormik } from 'formik';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Doctor } from '../../../lib/model/collections';
import { updateAuthDoctor, updateDoctor, uploadAvatar } from '../profileApi';
import { personalUpdate, type PersonalInformation } from '../profileRules';
import { AvatarPicker } from './AvatarPicker';

export interface PersonalInformationFormProps {
  uid: string;
  doctor: Doctor;
  /** the auth account's display name (changed with the names) */
  displayName: string | null;
}

type Status = { kind: 'success' | 'danger'; text: string } | null;

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
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [status, setStatus] = useState<Status>(null);

  const formik = useFormik<PersonalInformation>({
    initialValues: initialValues(doctor),
    onSubmit: async (values) => {
      setStatus(null);
      let profilePic = doctor.profilePic;
      if (avatar) {
        try {
          profilePic = await uploadAvatar(uid, avatar);
        } catch (error) {
          // Without the picture nothing is saved.
          setStatus({ kind: 'danger', text: error instanceof Error ? error.message : String(error) });
          return;
        }
      }
      try {
        const update = personalUpdate(doctor, values);
        await updateDoctor(uid, { ...update, profilePic });
        const newDisplayName = `${update.firstName} ${update.lastName}`;
        if (newDisplayName !== displayName) await updateAuthDoctor(uid, { displayName: newDisplayName });
        setAvatar(null);
        setStatus({ kind: 'success', text: t('personalInformationUpdated') });
      } catch (error) {
        setStatus({ kind: 'danger', text: error instanceof Error ? error.message : String(error) });
      }
    },
  });

  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        <AvatarPicker current={doctor.profilePic} name={`${doctor.firstName} ${doctor.lastName}`} onChange={setAvatar} />
        <Row className="g-3 mb-3">
          <Form.Group as={Col} sm={6} controlId="profile-first-name">
            <Form.Label>{t('firstName')}</Form.Label>
            <Form.Control name="firstName" value={formik.values.firstName} onChange={formik.handleChange} maxLength={100} />
          </Form.Group>
          <Form.Group as={Col} sm={6} controlId="profile-last-name">
            <Form.Label>{t('lastName')}</Form.Label>
            <Form.Control name="lastName" value={formik.values.lastName} onChange={formik.handleChange} maxLength={100} />
          </Form.Group>
          <Form.Group as={Col} sm={6} controlId="profile-position">
            <Form.Label>{t('position')}</Form.Label>
            <Form.Control name="position" value={formik.values.position} onChange={formik.handleChange} maxLength={100} />
          </Form.Group>
          <Form.Group as={Col} sm={6} controlId="profile-gender">
            <Form.Label>{t('gender')}</Form.Label>
            <Form.Select name="gender" value={formik.values.gender} onChange={formik.handleChange}>
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
                {formik.values.specialities.map((speciality, index) => (
                  <Row key={index} className="g-2 mb-2 align-items-end">
                    <Form.Group as={Col} sm={5} controlId={`speciality-title-${index}`}>
                      <Form.Label className="small">{t('specialityTitle')}</Form.Label>
                      <Form.Control name={`specialities.${index}.title`} value={speciality.title} onChange={formik.handleChange} maxLength={100} />
                    </Form.Group>
                    <Form.Group as={Col} controlId={`speciality-description-${index}`}>
                      <Form.Label className="small">{t('specialityDescription')}</Form.Label>
                      <Form.Control
                        name={`specialities.${index}.description`}
                        value={speciality.description}
                        onChange={formik.handleChange}
                        maxLength={300}
                      />
                    </Form.Group>
                    {index > 0 && (
                      <Col xs="auto">
                        <Button variant="outline-danger" onClick={() => remove(index)} aria-label={t('removeSpecialityRow', { number: index + 1 })}>
                          <i className="bi bi-x-lg" aria-hidden="true" />
                        </Button>
                      </Col>
                    )}
                  </Row>
                ))}
                <Button variant="link" className="px-0" onClick={() => push({ ...EMPTY_SPECIALITY })}>
                  <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                  {t('addAnother')}
                </Button>
              </>
            )}
          </FieldArray>
        </fieldset>

        <Form.Group className="mb-3" controlId="profile-address">
          <Form.Label>{t('address')}</Form.Label>
          <Form.Control as="textarea" rows={2} name="address" value={formik.values.address} onChange={formik.handleChange} maxLength={500} />
        </Form.Group>

        {status && (
          <Alert variant={status.kind} role={status.kind === 'success' ? 'status' : 'alert'}>
            {status.text}
          </Alert>
        )}
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('updating') : t('update')}
        </Button>
      </Form>
    </FormikProvider>
  );
}

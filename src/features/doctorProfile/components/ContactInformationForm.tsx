import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { updateAuthDoctor } from '../profileApi';
import { PHONE_PREFIX, contactUpdate, withoutPhonePrefix, type ContactInformation } from '../profileRules';
import { SignOutNotice } from './SignOutNotice';

/** The Contact Information tab: e-mail and phone number (+1); afterwards the doctor is signed out. */
export function ContactInformationForm({ uid, current }: { uid: string; current: ContactInformation }) {
  const { t } = useTranslation('doctorProfile');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik<ContactInformation>({
    initialValues: { email: current.email, phoneNumber: withoutPhonePrefix(current.phoneNumber) },
    validationSchema: yup.object({
      email: yup.string().trim().email(t('invalidEmail')),
      phoneNumber: yup.string().matches(/^[\d\s().-]*$/, t('invalidPhone')),
    }),
    onSubmit: async (values) => {
      setError(null);
      const contact = contactUpdate(current, values);
      try {
        // The function mirrors the new e-mail and phone number into the doctor's record.
        await updateAuthDoctor(uid, contact);
        setDone(true);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
  });

  const shown = (field: keyof ContactInformation) => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      {done && <SignOutNotice />}
      {error && <Alert variant="danger">{error}</Alert>}
      <fieldset disabled={done}>
        <Form.Group className="mb-3" controlId="contact-email">
          <Form.Label>{t('email')}</Form.Label>
          <Form.Control
            type="email"
            name="email"
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            isInvalid={Boolean(shown('email'))}
          />
          <Form.Control.Feedback type="invalid">{shown('email')}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="contact-phone">
          <Form.Label>{t('phoneNumber')}</Form.Label>
          <InputGroup hasValidation dir="ltr">
            <InputGroup.Text>{PHONE_PREFIX}</InputGroup.Text>
            <Form.Control
              type="tel"
              name="phoneNumber"
              autoComplete="tel-national"
              value={formik.values.phoneNumber}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              isInvalid={Boolean(shown('phoneNumber'))}
            />
            <Form.Control.Feedback type="invalid">{shown('phoneNumber')}</Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('updating') : t('update')}
        </Button>
      </fieldset>
    </Form>
  );
}

import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { updateAuthDoctor } from '../profileApi';
import { PASSWORD_MIN_LENGTH } from '../profileRules';
import { SignOutNotice } from './SignOutNotice';

/** The Change Password tab: New Password and Repeat Password; afterwards the doctor is signed out. */
export function ChangePasswordForm({ uid }: { uid: string }) {
  const { t } = useTranslation('doctorProfile');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { password: '', repeatPassword: '' },
    validationSchema: yup.object({
      password: yup.string().required(t('fieldRequired')).min(PASSWORD_MIN_LENGTH, t('passwordTooShort', { min: PASSWORD_MIN_LENGTH })),
      repeatPassword: yup
        .string()
        .required(t('fieldRequired'))
        .oneOf([yup.ref('password')], t('passwordsDontMatch')),
    }),
    onSubmit: async ({ password }) => {
      setError(null);
      try {
        await updateAuthDoctor(uid, { password });
        setDone(true);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
  });

  const shown = (field: 'password' | 'repeatPassword') => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      {done && <SignOutNotice />}
      {error && <Alert variant="danger">{error}</Alert>}
      <fieldset disabled={done}>
        <Form.Group className="mb-3" controlId="new-password">
          <Form.Label>{t('newPassword')}</Form.Label>
          <Form.Control
            type="password"
            name="password"
            autoComplete="new-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            isInvalid={Boolean(shown('password'))}
          />
          <Form.Control.Feedback type="invalid">{shown('password')}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="repeat-password">
          <Form.Label>{t('repeatPassword')}</Form.Label>
          <Form.Control
            type="password"
            name="repeatPassword"
            autoComplete="new-password"
            value={formik.values.repeatPassword}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            isInvalid={Boolean(shown('repeatPassword'))}
          />
          <Form.Control.Feedback type="invalid">{shown('repeatPassword')}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('updating') : t('update')}
        </Button>
      </fieldset>
    </Form>
  );
}

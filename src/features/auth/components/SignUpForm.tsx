import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Formik } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { signUpSchema, type SignUpValues } from '../logic/schemas';

const INITIAL_VALUES: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  isDoctor: false,
  terms: false,
};

/**
 * The sign-up form: names, email, password twice, 'Sign up as a doctor' and
 * the terms; `error` is the general message above the button.
 */
export function SignUpForm({
  busy,
  error,
  onSubmit,
}: {
  /** the flow after the form is under way (dialogs open) */
  busy: boolean;
  error: string | null;
  onSubmit: (values: SignUpValues) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  return (
    <Formik initialValues={INITIAL_VALUES} validationSchema={signUpSchema} onSubmit={onSubmit}>
      {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => (
        <Form noValidate onSubmit={handleSubmit}>
          <Row className="g-3 mb-3">
            <Col sm={6}>
              <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" groupClassName="" translateError={t} />
            </Col>
            <Col sm={6}>
              <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" groupClassName="" translateError={t} />
            </Col>
            <Col xs={12}>
              <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" groupClassName="" translateError={t} />
            </Col>
            <Col sm={6}>
              <TextField
                name="password"
                label={t('fields.password')}
                type="password"
                autoComplete="new-password"
                groupClassName=""
                translateError={t}
              />
            </Col>
            <Col sm={6}>
              <TextField
                name="confirmPassword"
                label={t('fields.confirmPassword')}
                type="password"
                autoComplete="new-password"
                groupClassName=""
                translateError={t}
              />
            </Col>
          </Row>
          <Form.Check
            className="mb-2"
            id="sign-up-doctor"
            name="isDoctor"
            label={t('signUp.asDoctor')}
            checked={values.isDoctor}
            onChange={handleChange}
          />
          <Form.Check className="mb-3" id="sign-up-terms">
            <Form.Check.Input
              name="terms"
              checked={values.terms}
              onChange={handleChange}
              onBlur={handleBlur}
              isInvalid={touched.terms && !!errors.terms}
            />
            <Form.Check.Label>
              <Trans
                t={t}
                i18nKey="signUp.terms"
                components={{ termsLink: <Link to={routePath('pages.terms')} target="_blank" rel="noopener" /> }}
              />
            </Form.Check.Label>
            <Form.Control.Feedback type="invalid">{errors.terms && t(errors.terms)}</Form.Control.Feedback>
          </Form.Check>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <SubmitButton className="w-100" busy={isSubmitting || busy}>
            {t('signUp.submit')}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

import { useState } from 'react';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { Formik } from 'formik';
import * as yup from 'yup';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { auth } from '../../../lib/firebase/app';
import { selectAuth } from '../authSlice';
import { homeOf } from '../roles';
import { resolveRole } from '../session';

const schema = yup.object({
  email: yup.string().required().email(),
  password: yup.string().required().min(8),
});

export default function SignInPage() {
  const navigate = useNavigate();
  const { status, role } = useAppSelector(selectAuth);
  const [error, setError] = useState<string | null>(null);

  if (status === 'signedIn' && role && role !== 'none' && role !== 'unverifiedDoctor') {
    return <Navigate to={homeOf(role)} replace />;
  }

  return (
    <Container className="py-5" style={{ maxWidth: 440 }}>
      <Card body>
        <h1 className="h3">Sign in</h1>
        <p>Enter your email address and password.</p>
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={schema}
          onSubmit={async ({ email, password }) => {
            setError(null);
            try {
              const { user } = await signInWithEmailAndPassword(auth, email, password);
              const signedInRole = await resolveRole(user, true);
              if (signedInRole === 'unverifiedDoctor') {
                window.alert('Your account is not verified yet. Please contact Texavie to verify your status.');
                await signOut(auth);
                return;
              }
              navigate(homeOf(signedInRole), { replace: true });
            } catch {
              setError('Incorrect email or password');
            }
          }}
        >
          {({ handleSubmit, handleChange, handleBlur, values, errors, touched, isSubmitting }) => (
            <Form noValidate onSubmit={handleSubmit}>
              <Form.Group className="mb-3" controlId="email">
                <Form.Label>Email</Form.Label>
                <Form.Control
                  type="email"
                  name="email"
                  value={values.email}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  isInvalid={touched.email && !!errors.email}
                />
                <Form.Control.Feedback type="invalid">{errors.email}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId="password">
                <Form.Label>Password</Form.Label>
                <Form.Control
                  type="password"
                  name="password"
                  value={values.password}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  isInvalid={touched.password && !!errors.password}
                />
                <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
              </Form.Group>
              {error && <Alert variant="danger">{error}</Alert>}
              <Button type="submit" disabled={isSubmitting}>
                Sign in
              </Button>
            </Form>
          )}
        </Formik>
      </Card>
    </Container>
  );
}

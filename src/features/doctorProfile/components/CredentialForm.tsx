import type { ReactNode } from 'react';
import { FormikProvider, type FormikProps } from 'formik';
import { Alert, Form } from 'react-bootstrap';
import { SignOutNotice } from './SignOutNotice';
import { UpdateButton } from './UpdateButton';

export interface CredentialFormProps<Values> {
  formik: FormikProps<Values>;
  /** the change went through: the sign-out notice shows and the form is locked */
  done: boolean;
  /** the message returned by a failed change */
  error: string | null;
  children: ReactNode;
}

/** The frame of the Change Password and Contact Information tabs: their fields, Update, the error or the sign-out notice. */
export function CredentialForm<Values>({ formik, done, error, children }: CredentialFormProps<Values>) {
  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        {done && <SignOutNotice />}
        {error && <Alert variant="danger">{error}</Alert>}
        <fieldset disabled={done}>
          {children}
          <UpdateButton pending={formik.isSubmitting} />
        </fieldset>
      </Form>
    </FormikProvider>
  );
}

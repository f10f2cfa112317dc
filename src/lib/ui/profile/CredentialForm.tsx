import type { ReactNode } from 'react';
import { FormikProvider, type FormikProps } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { UpdateButton } from './UpdateButton';

export interface CredentialFormProps<Values> {
  formik: FormikProps<Values>;
  /** what shows once the change went through, e.g. the sign-out notice */
  notice?: ReactNode;
  /** the form takes no more changes (e.g. while the user is about to be signed out) */
  locked?: boolean;
  /** the message of a failed change */
  error: string | null;
  children: ReactNode;
}

/** The frame of the profile pages' Change Password and Contact Information tabs: their fields, Update, the error or the notice. */
export function CredentialForm<Values>({ formik, notice, locked = false, error, children }: CredentialFormProps<Values>) {
  return (
    <FormikProvider value={formik}>
      <Form noValidate onSubmit={formik.handleSubmit}>
        {notice}
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <fieldset disabled={locked}>
          {children}
          <UpdateButton pending={formik.isSubmitting} />
        </fieldset>
      </Form>
    </FormikProvider>
  );
}

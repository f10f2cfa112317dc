import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, FormikProvider, useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { TextField } from './TextField';

const schema = yup.object({ email: yup.string().required('emailRequired').email('emailInvalid') });

function InFormik({ children, onSubmit = vi.fn() }: { children: React.ReactNode; onSubmit?: (values: { email: string }) => void }) {
  return (
    <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          {children}
          <button type="submit">Send</button>
        </form>
      )}
    </Formik>
  );
}

describe('TextField', () => {
  it('binds a labelled control to its Formik field', async () => {
    const onSubmit = vi.fn();
    render(
      <InFormik onSubmit={onSubmit}>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
      </InFormik>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'ada@example.com' });
  });

  it('shows the validation message only once the field is touched', async () => {
    render(
      <InFormik>
        <TextField name="email" label="Email" />
      </InFormik>,
    );
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'not-an-email');
    expect(screen.queryByText('emailInvalid')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('emailInvalid')).toBeInTheDocument();
    expect(input).toHaveClass('is-invalid');
  });

  it('translates messages that are translation keys', async () => {
    const messages: Record<string, string> = { emailRequired: 'Email is required' };
    render(
      <InFormik>
        <TextField name="email" label="Email" translateError={(key) => messages[key] ?? key} />
      </InFormik>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('emailRequired')).not.toBeInTheDocument();
  });

  it('passes control options through: a textarea, a placeholder, a fixed prefix with its direction, a hint', () => {
    render(
      <InFormik>
        <TextField name="email" label="Notes" as="textarea" rows={3} placeholder="Write here" help="Up to 300 characters" />
        <TextField name="phone" label="Phone" type="tel" prepend="+1" dir="ltr" hideLabel />
      </InFormik>,
    );
    const notes = screen.getByLabelText('Notes');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '3');
    expect(notes).toHaveAttribute('placeholder', 'Write here');
    expect(notes).toHaveAccessibleDescription('Up to 300 characters');

    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('');
    expect(screen.getByText('Phone')).toHaveClass('visually-hidden');
    const group = phone.closest('.input-group');
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(group).toHaveTextContent('+1');
  });

  it('works in a useFormik form wrapped in FormikProvider', async () => {
    function UseFormikForm() {
      const formik = useFormik({ initialValues: { email: 'old@example.com' }, validationSchema: schema, onSubmit: vi.fn() });
      return (
        <FormikProvider value={formik}>
          <TextField name="email" label="Email" />
          <output>{formik.values.email}</output>
        </FormikProvider>
      );
    }
    render(<UseFormikForm />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveValue('old@example.com');
    await userEvent.clear(input);
    await userEvent.type(input, 'new@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('new@example.com');
  });
});

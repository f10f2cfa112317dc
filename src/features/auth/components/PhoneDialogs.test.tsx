import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../test/app';
import { CodeDialog, PhoneNumberDialog } from './PhoneDialogs';

beforeAll(() => initI18n('en'));

describe('PhoneNumberDialog', () => {
  it("checks the number when the field is left and sends it with 'Send Verification Code'", async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<PhoneNumberDialog show onHide={vi.fn()} onSend={onSend} />);
    const dialog = screen.getByRole('dialog', { name: 'Enter Phone Number' });
    expect(dialog).toHaveTextContent('+1');
    const number = screen.getByLabelText('Phone number');
    await userEvent.type(number, '12345');
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '604 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(onSend).toHaveBeenCalledWith('604 555 0199');
  });

  it("says 'There was an error. Try again later.' when the code cannot be sent", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PhoneNumberDialog show onHide={vi.fn()} onSend={() => Promise.reject(new Error('quota'))} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '6045550199');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('There was an error. Try again later.')).toBeVisible();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('CodeDialog', () => {
  it("asks for the code again with 'Please enter a valid code' when it is wrong", async () => {
    const onValidate = vi.fn(() => Promise.reject(Object.assign(new Error('wrong'), { code: 'auth/invalid-verification-code' })));
    render(<CodeDialog show onHide={vi.fn()} onValidate={onValidate} />);
    expect(screen.getByRole('dialog', { name: 'Validate Phone Number' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Please enter a valid code')).toBeVisible();
    expect(onValidate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(onValidate).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Please enter a valid code')).toBeVisible();
    expect(screen.queryByText('There was an error. Try again later.')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import InvoiceRequestPage from './InvoiceRequestPage';

/** The Firestore batch (request + staff e-mail), seen from the test. */
const records = vi.hoisted(() => ({ fileInvoiceRequest: vi.fn() }));
vi.mock('../api/invoiceRequestRecords', () => ({ fileInvoiceRequest: records.fileInvoiceRequest }));

/** Filling in the whole form takes a few seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 20_000;

function show() {
  const store = makeStore(signedInState('patient', { uid: 'demo-patient', email: 'patient@demo.test', displayName: 'Liam Carter' }));
  renderWithProviders(<InvoiceRequestPage />, { store, route: '/shopDevices/request' });
}

async function fillIn() {
  // Pasted rather than typed key by key: a long form typed out is slow.
  const type = async (label: string, text: string) => {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  };
  await type('Phone', '604 555 0142');
  await type('Occupation', 'Carpenter');
  await type('Address line 1', '88 Rue Saint-Paul Ouest');
  await type('City', 'Montréal');
  await type('Province', 'QC');
  await type('Postal code', 'H2Y 1G7');
  await type('Country', 'Canada');
  await userEvent.click(screen.getByRole('radio', { name: 'L' }));
  await type('Purpose', 'Personal rehabilitation');
  await type('Details', 'A second sleeve for my right knee.');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Peer referal' }));
}

describe('InvoiceRequestPage', () => {
  beforeEach(() => records.fileInvoiceRequest.mockReset());

  it('prefills the name and e-mail and says what is missing', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Invoice Request Form' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Liam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Carter');
    expect(screen.getByLabelText('Email')).toHaveValue('patient@demo.test');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.paste('not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    for (const message of [
      'Please input a valid email',
      'Please input your phone number',
      'Please input your occupation',
      'Please input your address',
      'Please input your city',
      'Please input your province',
      'Please input your postal code',
      'Please input your country',
      'Please select a size',
      'Please input the purpose',
      'Please input the details of your request',
      'Please select at least one option',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The second address line is optional.
    expect(screen.getByLabelText('Address line 2 (optional)')).toBeInTheDocument();
    expect(records.fileInvoiceRequest).not.toHaveBeenCalled();
  });

  it("files the request ('Sending request'), then thanks", async () => {
    let done!: (id: string) => void;
    records.fileInvoiceRequest.mockReturnValue(new Promise((resolve) => (done = resolve)));
    show();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Sending request' })).toBeDisabled();
    expect(records.fileInvoiceRequest).toHaveBeenCalledWith(
      'demo-patient',
      expect.objectContaining({ firstName: 'Liam', email: 'patient@demo.test', size: 'L', how: ['Peer referal'], address2: '' }),
    );
    done('req-1');
    expect(await screen.findByText('Thank you for your request!')).toBeInTheDocument();
    expect(screen.getByText('We have received it and will send the invoice to patient@demo.test.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the shop' })).toHaveAttribute('href', '/shopDevices');
  }, FORM_TEST_TIMEOUT);

  it('keeps the form and says why when the request cannot be filed', async () => {
    records.fileInvoiceRequest.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    show();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request could not be sent: Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    expect(screen.getByLabelText('Occupation')).toHaveValue('Carpenter');
  }, FORM_TEST_TIMEOUT);
});

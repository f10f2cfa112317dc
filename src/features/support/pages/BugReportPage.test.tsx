import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { AttachmentUploadError, submitBugReport } from '../api/reports';
import BugReportPage from './BugReportPage';

vi.mock('../api/reports', async (original) => ({
  ...(await original<typeof import('../api/reports')>()),
  submitBugReport: vi.fn(() => Promise.resolve()),
}));

const signedIn = signedInState('customer', { uid: 'u1', email: 'chloe@example.test', displayName: 'Chloe Dubois' });

function show() {
  renderWithProviders(<BugReportPage />, { preloadedState: signedIn });
}

async function fillIn() {
  await userEvent.click(screen.getByLabelText('Web app'));
  await userEvent.type(screen.getByLabelText('Summary'), 'Chart stays empty');
  await userEvent.type(screen.getByLabelText('Message'), 'After choosing a session nothing draws.');
}

describe('BugReportPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('prefills the name and e-mail of the account', () => {
    show();
    expect(screen.getByLabelText('First Name')).toHaveValue('Chloe');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Dubois');
    expect(screen.getByLabelText('Email')).toHaveValue('chloe@example.test');
  });

  it("shows the spec's messages for missing fields", async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select an application type')).toBeInTheDocument();
    expect(screen.getByText('Please enter a summary')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(submitBugReport).not.toHaveBeenCalled();
  });

  it('refuses an attachment over 5 MB and sends the others with the report', async () => {
    show();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const small = new File([new Uint8Array(10)], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Attachments'), [big, small]);
    expect(screen.getByText('File size exceeds 5MB')).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bug Report Submitted Successfully')).toBeInTheDocument();
    expect(submitBugReport).toHaveBeenCalledWith('u1', expect.objectContaining({ appType: 'web', summary: 'Chart stays empty' }), [small]);
    expect(screen.getByLabelText('Summary')).toHaveValue('');
  });

  it('keeps what was typed and says why when the upload fails', async () => {
    vi.mocked(submitBugReport).mockRejectedValueOnce(new AttachmentUploadError('storage/unauthorized'));
    show();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The attachments could not be uploaded: storage/unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Summary')).toHaveValue('Chart stays empty'));
  });
});

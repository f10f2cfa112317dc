import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { submitFeedback } from '../api/reports';
import FeedbackPage from './FeedbackPage';

vi.mock('../api/reports', () => ({ submitFeedback: vi.fn(() => Promise.resolve()) }));

const signedIn = signedInState('patient', { uid: 'u1', email: 'chloe@example.test', displayName: 'Chloe Dubois' });

describe('FeedbackPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the five sections with the name and e-mail prefilled', () => {
    renderWithProviders(<FeedbackPage />, { preloadedState: signedIn });
    for (const heading of ['Personal Information', 'General Experience', 'Feature-Specific Feedback', 'Technical Aspects', 'Additional Feedback']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveValue('Chloe');
    expect(screen.getByLabelText('Email')).toHaveValue('chloe@example.test');
  });

  it("names each missing field in 'Please enter …' and asks for the iOS version on an iPhone", async () => {
    renderWithProviders(<FeedbackPage />, { preloadedState: signedIn });
    expect(screen.queryByLabelText('iOS version')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Which device do you use the app on?'), 'iPhone');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Please enter the iOS version')).toBeInTheDocument();
    expect(screen.getByText('Please enter user experience rating')).toBeInTheDocument();
    expect(screen.getByText('Please enter app responded quickly')).toBeInTheDocument();
    expect(screen.queryByText('Please enter liked features')).not.toBeInTheDocument();
    expect(submitFeedback).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { usePatientProfile } from '../usePatientProfile';
import PatientProfilePage from './PatientProfilePage';
import { fakeTimestamp } from '../../../test/timestamps';

vi.mock('../usePatientProfile', () => ({ usePatientProfile: vi.fn() }));

const signedIn = signedInState('patient', { uid: 'u1', email: 'liam@example.test', displayName: 'Liam Chen', phoneNumber: '+16045550199' });

function showing(appointments: unknown[]) {
  vi.mocked(usePatientProfile).mockReturnValue({
    user: { data: { docId: 'u1', firstName: 'Liam', lastName: 'Chen', email: 'liam@example.test', isAuthorized: true, devices: {}, sessions: [] }, loading: false, error: null },
    appointments: { data: appointments, loading: false, error: null },
  } as unknown as ReturnType<typeof usePatientProfile>);
  renderWithProviders(<PatientProfilePage />, { preloadedState: signedIn });
}

describe('PatientProfilePage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the patient's name, the 'Patient' label and personal information", () => {
    showing([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Liam Chen' })).toBeInTheDocument();
    expect(screen.getByText('Patient')).toBeInTheDocument();
    expect(screen.getByText('+16045550199')).toBeInTheDocument();
    expect(screen.getByText('No notifications.')).toBeInTheDocument();
  });

  it('lists the upcoming appointments as notifications', () => {
    showing([
      { docId: 'a1', isOnline: true, datetime: fakeTimestamp('2030-03-04T18:15:00Z'), location: 'https://meet.example.test/a1', doctorID: 'd', userID: 'u1' },
      { docId: 'a2', isOnline: false, datetime: fakeTimestamp('2030-03-05T18:15:00Z'), location: '1 Main St', doctorID: 'd', userID: 'u1' },
    ]);
    const items = screen.getAllByTestId('profile-notification');
    expect(items[0]).toHaveTextContent(/^Online appointment on March 4, 2030/);
    expect(items[1]).toHaveTextContent('1 Main St');
    expect(screen.queryByText('No notifications.')).not.toBeInTheDocument();
  });
});

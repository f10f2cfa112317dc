import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDoc } from '../../../lib/firebase/hooks';
import type { Doctor, User } from '../../../lib/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { addToMyPatients, removeFromMyPatients } from '../patientsApi';
import { usePatients } from '../usePatients';
import PatientDashboardPage from './PatientDashboardPage';

vi.mock('../../../lib/firebase/hooks', () => ({ useLiveDoc: vi.fn() }));
vi.mock('../usePatients', () => ({ usePatients: vi.fn() }));
vi.mock('../../plans', () => ({ PatientWorkouts: () => null }));
// The panels below the profile card read Firestore themselves; they have their own tests.
vi.mock('../../statistics', () => ({ StatisticsPanel: () => null }));
vi.mock('../patientsApi', () => ({ addToMyPatients: vi.fn(() => Promise.resolve()), removeFromMyPatients: vi.fn(() => Promise.resolve()) }));

const GRACE: User = {
  firstName: 'Grace',
  lastName: "O'Brien",
  email: 'grace.obrien@demo.test',
  isAuthorized: true,
  devices: { 'GLV-1003': 'Left' },
  sessions: [],
};

/** Firestore errors are plain Errors carrying a code; the SDK's class constructor is not public. */
function firestoreError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function showing(patient: { data?: User; error?: Error }, doctor: Partial<Doctor>) {
  vi.mocked(useLiveDoc).mockReturnValue({ data: patient.data ? { ...patient.data, docId: 'grace' } : null, loading: false, error: patient.error ?? null });
  vi.mocked(usePatients).mockReturnValue({
    uid: 'doc-1',
    doctor: { devices: ['GLV-1003'], patients: [], ...doctor },
    doctorLoading: false,
    doctorError: null,
  } as unknown as ReturnType<typeof usePatients>);
  renderWithProviders(<PatientDashboardPage />, { route: '/patients/grace', path: '/patients/:uid' });
}

describe('PatientDashboardPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows one of the doctor's patients with the workout and appointment counts and Delete From My Patients", async () => {
    showing({ data: { ...GRACE, exerciseCount: 4 } }, { patients: ['grace'] });
    expect(screen.getByRole('heading', { level: 1, name: "Grace O'Brien" })).toBeInTheDocument();
    expect(screen.getByText('grace.obrien@demo.test')).toBeInTheDocument();
    expect(screen.getByTestId('workout-count')).toHaveTextContent('4');
    expect(screen.getByTestId('appointment-count')).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: 'Add Patient' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete From My Patients' }));
    expect(removeFromMyPatients).toHaveBeenCalledWith('doc-1', 'grace');
  });

  it('offers Add Patient for a patient sharing a device, and counts no workouts by default', async () => {
    showing({ data: GRACE }, {});
    expect(screen.getByTestId('workout-count')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(addToMyPatients).toHaveBeenCalledWith('doc-1', 'grace');
  });

  it('offers no membership control for a patient sharing no device', () => {
    showing({ data: GRACE }, { devices: ['BND-4001'] });
    expect(screen.queryByRole('button', { name: 'Add Patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete From My Patients' })).not.toBeInTheDocument();
  });

  it('says the patient could not be found when the doctor may not see them', () => {
    showing({ error: firestoreError('permission-denied', "evaluation error at L227:21 for 'get'") }, {});
    expect(screen.getByText('This patient could not be found.')).toBeInTheDocument();
    expect(screen.queryByText(/evaluation error/)).not.toBeInTheDocument();
  });

  it('shows any other read error as received', () => {
    showing({ error: firestoreError('unavailable', 'The service is currently unavailable.') }, {});
    expect(screen.getByText('The service is currently unavailable.')).toBeInTheDocument();
  });
});

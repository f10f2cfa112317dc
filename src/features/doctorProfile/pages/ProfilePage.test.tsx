import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Doctor } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { doctorProfileApi } from '../api/doctorProfileApi';
import { setSpecialities } from '../api/doctorRecord';
import ProfilePage from './ProfilePage';

vi.mock('../api/doctorRecord', () => ({ setSpecialities: vi.fn(() => Promise.resolve()) }));
// Where the devices stand with their patients is the care feature's live read.
vi.mock('../../care', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useDeviceAccess: () => ({
    access: new Map([
      ['GLV-1001', { patient: 'a', access: 'waiting' }],
      ['KNB-2001', { patient: 'b', access: 'declined' }],
      ['PNT-3001', { patient: 'c', access: 'removed' }],
      ['BND-4001', { patient: 'd', access: 'active' }],
    ]),
    error: null,
  }),
}));

const DOCTOR: Doctor = {
  firstName: 'Emily',
  lastName: 'Novak',
  position: 'Occupational Therapist',
  gender: 'Female',
  address: '12 Oak St',
  specialities: [],
  profilePic: '',
  devices: [],
  patients: ['a', 'b'],
  isVerified: true,
  notifications: [],
  phoneNumber: '+16045550143',
  email: 'emily@demo.test',
};

/** The page with the doctor's record already in the cache (as after its listener's first snapshot). */
async function renderProfile(doctor: Doctor) {
  const store = makeStore(signedInState('doctor', { uid: 'doc-1', email: doctor.email }));
  await store.dispatch(doctorProfileApi.util.upsertQueryData('doctorRecord', 'doc-1', { ...doctor, docId: 'doc-1' }));
  renderWithProviders(<ProfilePage />, { store });
}

describe('ProfilePage', () => {
  it('shows the card, the personal information and the empty states', async () => {
    await renderProfile(DOCTOR);
    expect(screen.getByRole('heading', { name: 'Emily Novak' })).toBeInTheDocument();
    expect(screen.getByText('Doctor')).toBeInTheDocument();
    expect(screen.getByTestId('patient-count')).toHaveTextContent('2');
    for (const value of ['emily@demo.test', '+16045550143', 'Occupational Therapist', 'Female', '12 Oak St']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText('No specialities added.')).toBeInTheDocument();
    expect(screen.getByText('No notifications.')).toBeInTheDocument();
    expect(screen.getByText('No registered devices.')).toBeInTheDocument();
  });

  it('lists specialities, notifications and devices, and removes a speciality', async () => {
    const specialities = [
      { title: 'Ergonomics', description: 'Workplace injury prevention.' },
      { title: 'Hand therapy', description: '' },
    ];
    await renderProfile({ ...DOCTOR, specialities, notifications: ['New patient request'], devices: ['GLV-1001', 'KNB-2001', 'PNT-3001', 'BND-4001'] });
    expect(screen.getByText('New patient request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove device GLV-1001' })).toBeInTheDocument();
    // Each device's patient's decision, in words.
    expect(screen.getByText("Waiting for the patient's approval")).toBeInTheDocument();
    expect(screen.getByText('The patient declined your request')).toBeInTheDocument();
    expect(screen.getByText('The patient removed you from their care team')).toBeInTheDocument();
    expect(screen.getAllByTestId('device-access')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ergonomics' }));
    expect(setSpecialities).toHaveBeenCalledWith('doc-1', [specialities[1]]);
  });
});

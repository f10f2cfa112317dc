import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Appointment } from '@rehab/model/collections';
import { userRecordApi } from '../../../lib/store/userRecordApi';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { patientProfileApi } from '../api/patientProfileApi';
import PatientProfilePage from './PatientProfilePage';

// The care cards have their own tests.
vi.mock('../../care', () => ({ CareRequests: () => null, CareTeam: () => null }));
vi.mock('../../reminders', () => ({ RemindersCard: ({ timeZone }: { timeZone?: string }) => <section>Reminders in {timeZone}</section> }));

const signedIn = signedInState('patient', { uid: 'u1', email: 'liam@example.test', displayName: 'Liam Chen', phoneNumber: '+16045550199' });

/** Renders the profile of u1 with the record and the upcoming appointments already read (no listener starts). */
async function showing(appointments: WithId<Appointment>[], isAuthorized = true) {
  const store = makeStore(signedIn);
  await store.dispatch(
    userRecordApi.util.upsertQueryData('userRecord', 'u1', {
      docId: 'u1',
      firstName: 'Liam',
      lastName: 'Chen',
      email: 'liam@example.test',
      isAuthorized,
      timeZone: 'Europe/Paris',
      devices: {},
      sessions: [],
    }),
  );
  await store.dispatch(patientProfileApi.util.upsertQueryData('patientUpcomingAppointments', 'u1', appointments));
  renderWithProviders(<PatientProfilePage />, { store });
}

describe('PatientProfilePage', () => {
  it("shows the patient's name, the 'Patient' label and personal information", async () => {
    await showing([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Liam Chen' })).toBeInTheDocument();
    expect(screen.getByText('Patient')).toBeInTheDocument();
    expect(screen.getByText('+16045550199')).toBeInTheDocument();
    expect(screen.getByText('No notifications.')).toBeInTheDocument();
  });

  it('lists the upcoming appointments as notifications', async () => {
    await showing([
      { docId: 'a1', isOnline: true, datetime: fakeTimestamp('2030-03-04T18:15:00Z'), location: 'https://meet.example.test/a1', doctorID: 'd', userID: 'u1' },
      { docId: 'a2', isOnline: false, datetime: fakeTimestamp('2030-03-05T18:15:00Z'), location: '1 Main St', doctorID: 'd', userID: 'u1' },
    ] as unknown as WithId<Appointment>[]);
    const items = screen.getAllByTestId('profile-notification');
    expect(items[0]).toHaveTextContent(/^Online appointment on March 4, 2030/);
    expect(items[1]).toHaveTextContent('1 Main St');
    expect(screen.queryByText('No notifications.')).not.toBeInTheDocument();
  });

  it("shows an authorised patient's reminders, in his time zone", async () => {
    await showing([]);
    expect(screen.getByText('Reminders in Europe/Paris')).toBeInTheDocument();
  });

  it('shows no reminders to a pre-order customer', async () => {
    await showing([], false);
    expect(screen.queryByText(/Reminders in/)).not.toBeInTheDocument();
  });
});

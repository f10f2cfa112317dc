import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeDoc } from '../../lib/firebase/subscribe';
import type { Doctor, User } from '@rehab/model/collections';
import { userRecordApi } from '../../lib/store/userRecordApi';
import { makeStore } from '../../test/app';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useDoctorRecord } from '../../features/doctorProfile';
import { addToMyPatients, removeFromMyPatients } from '../../features/patients/api/patientRecords';
import { doctorPatientsArg, patientsApi } from '../../features/patients/api/patientsApi';
import PatientDashboardPage from './PatientDashboardPage';

vi.mock('../../features/doctorProfile', () => ({ useDoctorRecord: vi.fn() }));
const granting = vi.hoisted(() => ({ uids: ['grace'] }));
vi.mock('../../features/care', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useGrantingPatients: () => ({ uids: granting.uids, error: null }),
}));
vi.mock('../../features/plans', () => ({ PatientWorkouts: () => null }));
// The panels below the profile card read Firestore themselves; they have their own tests.
vi.mock('../../features/statistics', () => ({ StatisticsPanel: () => null }));
vi.mock('../../features/monitoring', () => ({ PatientMonitoringPanel: () => null, useManagementTimer: () => undefined }));
vi.mock('../../features/clinics', async (importOriginal) => ({ ...(await importOriginal<object>()), PatientClinicCare: () => null }));
vi.mock('../../features/reminders', () => ({ ReminderStatusSummary: ({ patientUid }: { patientUid: string }) => <p>Reminders of {patientUid}</p> }));
vi.mock('../../features/patients/api/patientRecords', () => ({ addToMyPatients: vi.fn(() => Promise.resolve()), removeFromMyPatients: vi.fn(() => Promise.resolve()) }));
// A record that cannot be read: its listener fails (records that can be read are put in the cache instead).
vi.mock('../../lib/firebase/subscribe', () => ({ subscribeDoc: vi.fn() }));

const GRACE: User = {
  firstName: 'Grace',
  lastName: "O'Brien",
  email: 'grace.obrien@demo.test',
  isAuthorized: true,
  devices: { 'GLV-1003': 'Left' },
  sessions: [],
};

/** Firestore errors are FirebaseErrors with a code (FirestoreError's own constructor is not public). */
function firestoreError(code: string, message: string): Error {
  return new FirebaseError(code, message);
}

async function showing(patient: { data?: User; error?: Error }, doctor: Partial<Doctor>) {
  const record = { firstName: 'Daniel', lastName: 'Reyes', devices: ['GLV-1003'], patients: [], ...doctor, docId: 'doc-1' } as unknown as Doctor & { docId: string };
  vi.mocked(useDoctorRecord).mockReturnValue({ uid: 'doc-1', doctor: record, loading: false, error: null });
  const store = makeStore();
  await store.dispatch(patientsApi.util.upsertQueryData('doctorPatients', doctorPatientsArg('doc-1', granting.uids), []));
  if (patient.data) await store.dispatch(userRecordApi.util.upsertQueryData('userRecord', 'grace', { ...patient.data, docId: 'grace' }));
  vi.mocked(subscribeDoc).mockReturnValue((_next, fail) => {
    fail(patient.error ?? new Error('unexpected read'));
    return () => {};
  });
  renderWithProviders(<PatientDashboardPage />, { store, route: '/patients/grace', path: '/patients/:uid' });
}

describe('PatientDashboardPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    granting.uids = ['grace'];
  });

  it('says in words that access is lost as soon as the patient removes the doctor, though the record was read', async () => {
    granting.uids = [];
    await showing({ data: GRACE }, { patients: ['grace'] });
    expect(screen.getByText(/You no longer have access to this patient's records/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Grace O'Brien" })).not.toBeInTheDocument();
  });

  it("shows one of the doctor's patients with the workout and appointment counts and Delete From My Patients", async () => {
    await showing({ data: { ...GRACE, exerciseCount: 4 } }, { patients: ['grace'] });
    expect(screen.getByRole('heading', { level: 1, name: "Grace O'Brien" })).toBeInTheDocument();
    expect(screen.getByText('grace.obrien@demo.test')).toBeInTheDocument();
    expect(screen.getByTestId('workout-count')).toHaveTextContent('4');
    expect(screen.getByTestId('appointment-count')).toHaveTextContent('0');
    expect(screen.getByText('Reminders of grace')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Patient' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete From My Patients' }));
    expect(removeFromMyPatients).toHaveBeenCalledWith('doc-1', 'grace');
  });

  it('offers Add Patient for a patient sharing a device, and counts no workouts by default', async () => {
    await showing({ data: GRACE }, {});
    expect(screen.getByTestId('workout-count')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(addToMyPatients).toHaveBeenCalledWith('doc-1', 'grace');
  });

  it('shows why adding failed', async () => {
    vi.mocked(addToMyPatients).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    await showing({ data: GRACE }, {});
    await userEvent.click(screen.getByRole('button', { name: 'Add Patient' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('offers no membership control for a patient sharing no device', async () => {
    await showing({ data: GRACE }, { devices: ['BND-4001'] });
    expect(screen.queryByRole('button', { name: 'Add Patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete From My Patients' })).not.toBeInTheDocument();
  });

  it('says in words that the doctor has no access (any more) when he may not see the patient, never the raw error', async () => {
    await showing({ error: firestoreError('permission-denied', "evaluation error at L227:21 for 'get'") }, {});
    expect(await screen.findByText(/You no longer have access to this patient's records/)).toBeInTheDocument();
    expect(screen.getByText('Back to All Patients').closest('a')).toHaveAttribute('href', '/patients');
    expect(screen.queryByText(/evaluation error/)).not.toBeInTheDocument();
  });

  it('shows any other read error as received', async () => {
    await showing({ error: firestoreError('unavailable', 'The service is currently unavailable.') }, {});
    expect(await screen.findByText('The service is currently unavailable.')).toBeInTheDocument();
  });
});

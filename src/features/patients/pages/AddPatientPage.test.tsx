import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doctor } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useDoctorRecord } from '../../doctorProfile';
import { addToMyPatients, findPatientsByEmail } from '../api/patientRecords';
import { doctorPatientsArg, patientsApi } from '../api/patientsApi';
import AddPatientPage from './AddPatientPage';

vi.mock('../../doctorProfile', () => ({ useDoctorRecord: vi.fn() }));
vi.mock('../../care', () => ({ useGrantingPatients: () => ({ uids: ['granted-patient'], error: null }) }));
// The search (the retrievePatients function) and the write; the doctor's list is put in the cache.
vi.mock('../api/patientRecords', () => ({ fetchPatientList: vi.fn(), findPatientsByEmail: vi.fn(), addToMyPatients: vi.fn(() => Promise.resolve()) }));

const DEVICES = ['GLV-1001'];
const yuki = { uid: 'p1', name: 'Yuki Tanaka', email: 'yuki@demo.test' };

async function renderPage(ownPatients: string[] = []) {
  vi.mocked(useDoctorRecord).mockReturnValue({
    uid: 'doc-1',
    doctor: { firstName: 'Daniel', lastName: 'Reyes', devices: DEVICES, patients: ownPatients, docId: 'doc-1' } as unknown as Doctor & { docId: string },
    loading: false,
    error: null,
  });
  const store = makeStore();
  await store.dispatch(patientsApi.util.upsertQueryData('doctorPatients', doctorPatientsArg('doc-1', ['granted-patient']), [yuki]));
  renderWithProviders(<AddPatientPage />, { store });
}

async function search(email: string) {
  await userEvent.clear(screen.getByLabelText('Patient email'));
  await userEvent.type(screen.getByLabelText('Patient email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('AddPatientPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks the function again for each search and says when no one matches', async () => {
    vi.mocked(findPatientsByEmail).mockResolvedValue([]);
    await renderPage();
    await search('nobody@demo.test');
    expect(await screen.findByText('No patients found with this email and your registered devices.')).toBeInTheDocument();
    await search('nobody@demo.test');
    await vi.waitFor(() => expect(findPatientsByEmail).toHaveBeenCalledTimes(2));
    expect(findPatientsByEmail).toHaveBeenCalledWith('doc-1', 'nobody@demo.test');
  });

  it('adds a found patient to My Patients', async () => {
    vi.mocked(findPatientsByEmail).mockResolvedValue([yuki]);
    await renderPage();
    await search('YUKI@demo.test');
    const row = await screen.findByRole('row', { name: /Yuki Tanaka/ });
    await userEvent.click(within(row).getByRole('button', { name: 'ADD PATIENT' }));
    expect(addToMyPatients).toHaveBeenCalledWith('doc-1', 'p1');
    expect(await screen.findByText('Patient Added')).toBeInTheDocument();
  });

  it('shows why the search failed', async () => {
    vi.mocked(findPatientsByEmail).mockRejectedValue(new Error('internal'));
    await renderPage();
    await search('yuki@demo.test');
    expect(await screen.findByText('internal')).toBeInTheDocument();
  });
});

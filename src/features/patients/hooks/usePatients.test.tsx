import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doctor } from '../../lib/model/collections';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useDoctorRecord } from '../doctorProfile';
import { fetchPatientList } from './patientsApi';
import { usePatients } from './usePatients';

vi.mock('../doctorProfile', () => ({ useDoctorRecord: vi.fn() }));
vi.mock('./patientsApi', () => ({ fetchPatientList: vi.fn() }));

const DOCTOR = { firstName: 'Daniel', lastName: 'Reyes', devices: ['GLV-1001'], patients: [] } as unknown as Doctor;
const amara = { uid: 'p1', name: 'Amara Okonkwo', email: 'amara@demo.test' };

function Probe() {
  const { patients, patientsLoading, patientsError } = usePatients();
  return <output data-testid="state">{JSON.stringify({ names: patients.map((p) => p.name), loading: patientsLoading, error: patientsError })}</output>;
}

function doctorRecord(record: Partial<ReturnType<typeof useDoctorRecord>>) {
  vi.mocked(useDoctorRecord).mockReturnValue({ uid: 'doc-1', doctor: null, loading: false, error: null, ...record });
}

const state = () => JSON.parse(screen.getByTestId('state').textContent!) as { names: string[]; loading: boolean; error: string | null };

describe('usePatients', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(fetchPatientList).mockReset();
  });

  it('loads the list from retrievePatients once the doctor record is there', async () => {
    vi.mocked(fetchPatientList).mockResolvedValue([amara]);
    doctorRecord({ doctor: { ...DOCTOR, docId: 'doc-1' } });
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state()).toEqual({ names: ['Amara Okonkwo'], loading: false, error: null }));
    expect(fetchPatientList).toHaveBeenCalledWith('doc-1');
  });

  it("stops loading and shows the read error when the doctor's record cannot be read", () => {
    doctorRecord({ error: new Error('Missing or insufficient permissions.') });
    renderWithProviders(<Probe />);
    expect(state()).toEqual({ names: [], loading: false, error: 'Missing or insufficient permissions.' });
    expect(fetchPatientList).not.toHaveBeenCalled();
  });

  it('stops loading and says so when the doctor has no record', () => {
    doctorRecord({});
    renderWithProviders(<Probe />);
    expect(state()).toEqual({ names: [], loading: false, error: 'Your doctor profile could not be loaded.' });
  });

  it('shows the function error when the list cannot be fetched', async () => {
    vi.mocked(fetchPatientList).mockRejectedValue(new Error('internal'));
    doctorRecord({ doctor: { ...DOCTOR, docId: 'doc-1' } });
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state()).toEqual({ names: [], loading: false, error: 'internal' }));
  });
});

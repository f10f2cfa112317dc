import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doctor } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useDoctorRecord } from '../../doctorProfile';
import { fetchPatientList } from '../api/patientRecords';
import { usePatients } from './usePatients';

// The doctor's record is another feature's (live) read; the list is the retrievePatients function behind the endpoint.
vi.mock('../../doctorProfile', () => ({ useDoctorRecord: vi.fn() }));
vi.mock('../api/patientRecords', () => ({ fetchPatientList: vi.fn() }));
// Who granted the doctor access is the care feature's live read.
const granting = vi.hoisted(() => ({ uids: ['p1'] as string[] | undefined }));
vi.mock('../../care', () => ({ useGrantingPatients: () => ({ uids: granting.uids, error: null }) }));

const DOCTOR = { firstName: 'Daniel', lastName: 'Reyes', devices: ['GLV-1001'], patients: [] } as unknown as Doctor;
const amara = { uid: 'p1', name: 'Amara Okonkwo', email: 'amara@demo.test' };
const liam = { uid: 'p2', name: 'Liam Carter', email: 'liam@demo.test', phoneNumber: '+16045550101' };

function Probe() {
  const [, setRenders] = useState(0);
  const { patients, patientsLoading, patientsError } = usePatients();
  return (
    <>
      <output data-testid="state">{JSON.stringify({ names: patients.map((p) => p.name), loading: patientsLoading, error: patientsError })}</output>
      {/* renders again, as a change of the doctor's record would */}
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        render again
      </button>
    </>
  );
}

const renderAgain = () => fireEvent.click(screen.getByRole('button', { name: 'render again' }));

function doctorRecord(record: Partial<ReturnType<typeof useDoctorRecord>>) {
  vi.mocked(useDoctorRecord).mockReturnValue({ uid: 'doc-1', doctor: null, loading: false, error: null, ...record });
}

const withDoctor = (uid = 'doc-1', devices = DOCTOR.devices) => doctorRecord({ uid, doctor: { ...DOCTOR, devices, docId: uid } });

const state = () => JSON.parse(screen.getByTestId('state').textContent!) as { names: string[]; loading: boolean; error: string | null };

/** A list answer the test releases when it wants. */
function pendingList() {
  let release: (list: (typeof amara)[]) => void = () => {};
  vi.mocked(fetchPatientList).mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
  return (list: (typeof amara)[]) => release(list);
}

describe('usePatients', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(fetchPatientList).mockReset();
    granting.uids = ['p1'];
  });

  it('loads the list from retrievePatients once the doctor record is there, and keeps it per doctor', async () => {
    vi.mocked(fetchPatientList).mockResolvedValue([amara]);
    withDoctor();
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state()).toEqual({ names: ['Amara Okonkwo'], loading: false, error: null }));
    expect(fetchPatientList).toHaveBeenCalledWith('doc-1');
    expect(JSON.parse(localStorage.getItem('rehab.patients.doc-1')!)).toEqual([amara]);
    expect(localStorage.getItem('rehab.patients.doc-2')).toBeNull();
  });

  it("shows a doctor's kept list at once, then the fresh one", async () => {
    localStorage.setItem('rehab.patients.doc-1', JSON.stringify([amara]));
    const release = pendingList();
    withDoctor();
    renderWithProviders(<Probe />);
    expect(state()).toEqual({ names: ['Amara Okonkwo'], loading: false, error: null });
    release([amara, liam]);
    await vi.waitFor(() => expect(state().names).toEqual(['Amara Okonkwo', 'Liam Carter']));
    expect(JSON.parse(localStorage.getItem('rehab.patients.doc-1')!)).toEqual([amara, liam]);
  });

  it('is loading without a kept list', async () => {
    const release = pendingList();
    withDoctor();
    renderWithProviders(<Probe />);
    expect(state()).toEqual({ names: [], loading: true, error: null });
    release([liam]);
    await vi.waitFor(() => expect(state()).toEqual({ names: ['Liam Carter'], loading: false, error: null }));
  });

  it('reads the list again when a patient grants the doctor access, showing the last list meanwhile', async () => {
    vi.mocked(fetchPatientList).mockResolvedValueOnce([amara]);
    withDoctor();
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state().names).toEqual(['Amara Okonkwo']));

    const release = pendingList();
    granting.uids = ['p1', 'p2'];
    renderAgain();
    expect(state()).toEqual({ names: ['Amara Okonkwo'], loading: false, error: null });
    release([amara, liam]);
    await vi.waitFor(() => expect(state().names).toEqual(['Amara Okonkwo', 'Liam Carter']));
    expect(fetchPatientList).toHaveBeenCalledTimes(2);
  });

  it("shows another doctor's own kept list, never the previous doctor's", async () => {
    vi.mocked(fetchPatientList).mockResolvedValueOnce([amara]);
    withDoctor();
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state().names).toEqual(['Amara Okonkwo']));

    localStorage.setItem('rehab.patients.doc-2', JSON.stringify([liam]));
    pendingList();
    withDoctor('doc-2');
    renderAgain();
    expect(state().names).toEqual(['Liam Carter']);
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
    withDoctor();
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state()).toEqual({ names: [], loading: false, error: 'internal' }));
  });

  it('keeps showing the kept list, with the error, when the fresh one fails', async () => {
    localStorage.setItem('rehab.patients.doc-1', JSON.stringify([amara]));
    vi.mocked(fetchPatientList).mockRejectedValue(new Error('internal'));
    withDoctor();
    renderWithProviders(<Probe />);
    await vi.waitFor(() => expect(state()).toEqual({ names: ['Amara Okonkwo'], loading: false, error: 'internal' }));
  });
});

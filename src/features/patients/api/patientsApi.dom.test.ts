import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../test/app';
import { fetchPatientList } from './patientRecords';
import { doctorPatientsArg, patientsApi } from './patientsApi';

vi.mock('./patientRecords', () => ({ fetchPatientList: vi.fn() }));

const liam = { uid: 'p2', name: 'Liam Carter', email: 'liam@demo.test', phoneNumber: '+16045550101' };

describe('doctorPatients', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(fetchPatientList).mockReset();
  });

  it('is one cache entry per doctor and set of patients who granted access, whatever their order', () => {
    expect(doctorPatientsArg('doc-1', ['p2', 'p1', 'p1'])).toEqual({ doctorUid: 'doc-1', grantedBy: ['p1', 'p2'] });
  });

  it('keeps the same list object, and the stored list, when a fresh read finds nothing changed', async () => {
    vi.mocked(fetchPatientList).mockImplementation(() => Promise.resolve([{ ...liam }]));
    const store = makeStore();
    const arg = doctorPatientsArg('doc-1', ['p2']);
    const first = await store.dispatch(patientsApi.endpoints.doctorPatients.initiate(arg));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const second = await store.dispatch(patientsApi.endpoints.doctorPatients.initiate(arg, { forceRefetch: true }));
    expect(fetchPatientList).toHaveBeenCalledTimes(2);
    expect(second.data).toBe(first.data);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});

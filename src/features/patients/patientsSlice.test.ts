import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../test/app';
import { fetchPatientList } from './patientsApi';
import { openPatients, refreshPatients, selectPatients } from './patientsSlice';

vi.mock('./patientsApi', () => ({ fetchPatientList: vi.fn() }));

const amara = { uid: 'p1', name: 'Amara Okonkwo', email: 'amara@demo.test' };
const liam = { uid: 'p2', name: 'Liam Carter', email: 'liam@demo.test', phoneNumber: '+16045550101' };

describe('patientsSlice', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(fetchPatientList).mockReset();
  });

  it("shows a doctor's cached list at once, then the fresh one, and caches it per doctor", async () => {
    localStorage.setItem('rehab.patients.doc-1', JSON.stringify([amara]));
    vi.mocked(fetchPatientList).mockResolvedValue([amara, liam]);
    const store = makeStore();

    store.dispatch(openPatients('doc-1'));
    expect(selectPatients(store.getState())).toMatchObject({ doctorUid: 'doc-1', list: [amara], status: 'ready' });

    await store.dispatch(refreshPatients('doc-1'));
    expect(selectPatients(store.getState()).list).toEqual([amara, liam]);
    expect(JSON.parse(localStorage.getItem('rehab.patients.doc-1')!)).toEqual([amara, liam]);
    expect(localStorage.getItem('rehab.patients.doc-2')).toBeNull();
  });

  it('is loading without a cache, and keeps the same list object when nothing changed', async () => {
    vi.mocked(fetchPatientList).mockResolvedValue([liam]);
    const store = makeStore();
    store.dispatch(openPatients('doc-1'));
    expect(selectPatients(store.getState()).status).toBe('loading');

    await store.dispatch(refreshPatients('doc-1'));
    const first = selectPatients(store.getState()).list;
    await store.dispatch(refreshPatients('doc-1'));
    expect(selectPatients(store.getState()).list).toBe(first);
  });

  it('keeps the cached list and reports the error when the refresh fails', async () => {
    localStorage.setItem('rehab.patients.doc-1', JSON.stringify([amara]));
    vi.mocked(fetchPatientList).mockRejectedValue(new Error('internal'));
    const store = makeStore();
    store.dispatch(openPatients('doc-1'));
    await store.dispatch(refreshPatients('doc-1'));
    expect(selectPatients(store.getState())).toMatchObject({ list: [amara], status: 'ready', error: 'internal' });
  });

  it("ignores a late answer for another doctor's list", async () => {
    vi.mocked(fetchPatientList).mockResolvedValue([liam]);
    const store = makeStore();
    store.dispatch(openPatients('doc-2'));
    await store.dispatch(refreshPatients('doc-1'));
    expect(selectPatients(store.getState())).toMatchObject({ doctorUid: 'doc-2', list: [] });
  });
});

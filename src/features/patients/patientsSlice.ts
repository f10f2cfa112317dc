import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '../../lib/useAsyncAction';
import { fetchPatientList } from './patientsApi';
import { readCachedPatients, writeCachedPatients } from './patientsCache';
import { samePatients, type PatientListItem } from './patientList';

/**
 * The signed-in doctor's patient list (patients sharing a device with them).
 * It starts from the per-doctor cache and is refreshed from the
 * retrievePatients function whenever the doctor's record changes.
 */
export interface PatientsState {
  /** the doctor the list belongs to */
  doctorUid: string | null;
  list: PatientListItem[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
}

const initialState: PatientsState = { doctorUid: null, list: [], status: 'idle', error: null };

/** Fetches the list; the cache is rewritten only when the list differs from it. */
export const refreshPatients = createAsyncThunk('patients/refresh', async (doctorUid: string) => {
  const list = await fetchPatientList(doctorUid).catch((error: unknown) => {
    // The slice keeps the message only: the one the page shows.
    throw new Error(errorMessage(error));
  });
  const cached = readCachedPatients(doctorUid);
  if (!cached || !samePatients(cached, list)) writeCachedPatients(doctorUid, list);
  return list;
});

export const patientsSlice = createSlice({
  name: 'patients',
  initialState,
  reducers: {
    /** Switches the list to a doctor, showing their cached list (if any) until the refresh arrives. */
    patientsOpened(state, action: PayloadAction<{ doctorUid: string; cached: PatientListItem[] | null }>) {
      const { doctorUid, cached } = action.payload;
      if (state.doctorUid === doctorUid) return;
      state.doctorUid = doctorUid;
      state.list = cached ?? [];
      state.status = cached ? 'ready' : 'loading';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(refreshPatients.fulfilled, (state, action) => {
        if (action.meta.arg !== state.doctorUid) return;
        if (!samePatients(state.list, action.payload)) state.list = action.payload;
        state.status = 'ready';
        state.error = null;
      })
      .addCase(refreshPatients.rejected, (state, action) => {
        if (action.meta.arg !== state.doctorUid) return;
        // A cached list stays usable; the error is still shown.
        if (state.status !== 'ready') state.status = 'failed';
        state.error = action.error.message ?? String(action.error);
      });
  },
  selectors: {
    selectPatients: (state) => state,
  },
});

export const { patientsOpened } = patientsSlice.actions;
export const { selectPatients } = patientsSlice.selectors;

/** Opens the list of a doctor from the cache. */
export function openPatients(doctorUid: string) {
  return patientsOpened({ doctorUid, cached: readCachedPatients(doctorUid) });
}

declare module '../../lib/store/rootState' {
  interface RootState {
    patients: ReturnType<typeof patientsSlice.getInitialState>;
  }
}

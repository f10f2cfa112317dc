import { callable } from '../../../lib/firebase/callables';
import { settle } from '../../../lib/store/errors';
import { serverData } from '../../../lib/store/serverData';

/** A patient's record as FHIR (the exportPatientRecord function): where the function stored the file for the caller. */
export const recordExportApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    exportPatientRecord: build.mutation<{ path: string }, string>({
      queryFn: (patientId) => settle(async () => (await callable('exportPatientRecord')({ patientId, format: 'fhir' })).data),
    }),
  }),
});

export const { useExportPatientRecordMutation } = recordExportApi;

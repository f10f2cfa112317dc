import { useState } from 'react';
import { recordFileName } from '@rehab/model/fhir/exports';
import { errorMessage } from '../../../lib/store/errors';
import { saveFile } from '../../../lib/saveFile';
import { useExportPatientRecordMutation } from '../api/recordExportApi';
import { downloadRecordFile } from '../api/recordFile';

export type ExportState = { step: 'idle' } | { step: 'building' } | { step: 'downloading' } | { step: 'done'; fileName: string } | { step: 'failed'; message: string };

/** Builds the patient's record on the server, downloads it and saves it as `record-<name>-<date>.fhir.json`. */
export function useRecordExport(patientId: string, patientName: string) {
  const [exportRecord] = useExportPatientRecordMutation();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const busy = state.step === 'building' || state.step === 'downloading';

  async function start() {
    if (busy) return;
    setState({ step: 'building' });
    try {
      const { path } = await exportRecord(patientId).unwrap();
      setState({ step: 'downloading' });
      const blob = await downloadRecordFile(path);
      const fileName = recordFileName(patientName, new Date().toISOString().slice(0, 10));
      saveFile(blob, fileName);
      setState({ step: 'done', fileName });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  }

  return { state, busy, start };
}

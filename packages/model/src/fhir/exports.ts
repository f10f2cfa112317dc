/**
 * Where a record export is stored and what the downloaded file is called. The exportPatientRecord function writes
 * `recordExports/{requester uid}/{export id}.fhir.json`; storage.rules let only that requester read it.
 */

export const RECORD_EXPORTS_FOLDER = 'recordExports';

export function recordExportPath(requesterUid: string, exportId: string): string {
  return `${RECORD_EXPORTS_FOLDER}/${requesterUid}/${exportId}.fhir.json`;
}

/** 'record-sam-lee-2026-05-01.fhir.json': the patient's name in lower case, letters and digits of any script kept. */
export function recordFileName(patientName: string, isoDate: string): string {
  const slug = patientName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `record-${slug || 'patient'}-${isoDate}.fhir.json`;
}

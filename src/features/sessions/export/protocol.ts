import type { Side } from '@rehab/model/collections';
import type { ExportPlan } from '../logic/exportRows';

/** Messages to the export worker. */
export type ExportRequest =
  /** 'zip': session_data.zip of index-id.xlsx files; 'workbook': one session's .xlsx. `documentsUrl`: the Firestore REST root */
  | { type: 'begin'; mode: 'zip' | 'workbook'; sides: Side[]; documentsUrl: string }
  /** a session to read and build, with a fresh ID token of the signed-in user */
  | { type: 'session'; plan: ExportPlan; idToken: string }
  | { type: 'end' };

/** Messages from the export worker. */
export type ExportResponse =
  | { type: 'built'; fileName: string; skipped: boolean }
  | { type: 'done'; blob: Blob }
  | { type: 'failed'; message: string };

import type { Side } from '../../../lib/model/collections';
import type { ExportSession } from '../logic/exportRows';

/** Messages to the export worker. */
export type ExportRequest =
  /** 'zip': session_data.zip of index-id.xlsx files; 'workbook': one session's .xlsx */
  | { type: 'begin'; mode: 'zip' | 'workbook'; sides: Side[] }
  | { type: 'session'; session: ExportSession }
  | { type: 'end' };

/** Messages from the export worker. */
export type ExportResponse =
  | { type: 'built'; fileName: string; skipped: boolean }
  | { type: 'done'; blob: Blob }
  | { type: 'failed'; message: string };

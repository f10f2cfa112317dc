import JSZip from 'jszip';
import type { Side } from '../../../lib/model/collections';
import { sessionSheets } from '../logic/exportRows';
import type { ExportRequest, ExportResponse } from './protocol';
import { buildWorkbook, XLSX_MIME } from './workbook';

/**
 * Builds the export off the main thread: one workbook at a time from the
 * arrays the page has read, each compressed, then zipped (stored: the
 * workbooks are compressed already). The page stays responsive throughout.
 */
const scope = self as unknown as {
  postMessage(message: ExportResponse): void;
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
};

let mode: 'zip' | 'workbook' = 'zip';
let sides: Side[] = [];
let zip = new JSZip();
let single: Uint8Array | null = null;

function reply(message: ExportResponse) {
  scope.postMessage(message);
}

async function handle(request: ExportRequest) {
  switch (request.type) {
    case 'begin':
      mode = request.mode;
      sides = request.sides;
      zip = new JSZip();
      single = null;
      return;
    case 'session': {
      const sheets = sessionSheets(request.session, sides);
      const skipped = sheets.length === 0;
      if (!skipped) {
        const bytes = buildWorkbook(sheets);
        if (mode === 'zip') zip.file(request.session.fileName, bytes);
        else single = bytes;
      }
      reply({ type: 'built', fileName: request.session.fileName, skipped });
      return;
    }
    case 'end': {
      const blob =
        mode === 'zip' ? await zip.generateAsync({ type: 'blob', compression: 'STORE' }) : new Blob(single ? [single as BlobPart] : [], { type: XLSX_MIME });
      zip = new JSZip();
      single = null;
      reply({ type: 'done', blob });
      return;
    }
  }
}

// Requests are handled strictly one after another.
let queue = Promise.resolve();
scope.onmessage = (event: MessageEvent<ExportRequest>) => {
  queue = queue
    .then(() => handle(event.data))
    .catch((error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
};

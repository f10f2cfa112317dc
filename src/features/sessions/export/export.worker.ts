import type { Side } from '@rehab/model/collections';
import { exportDevicesOf, sessionSheets, type ExportPlan, type ExportSession } from '../logic/exportRows';
import type { ExportRequest, ExportResponse } from './protocol';
import { readRemovedTimePoints, readSessionValues, type RestSource } from '../api/sensorRest';
import { ZipArchive } from './zipArchive';
import { buildWorkbook, XLSX_MIME } from './workbook';

/**
 * Does the whole export off the main thread: reads each session's
 * full-resolution series from Firestore, builds its workbook (compressed as
 * it is written, ./workbook.ts), and zips them (stored: the workbooks are
 * compressed already; each handed to the browser as a Blob as soon as it is
 * built, ./zipArchive.ts). A session is
 * read as soon as it arrives, while the one before is still being built; the
 * page sends at most two at a time, which bounds the memory used.
 */
const scope = self as unknown as {
  postMessage(message: ExportResponse): void;
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
};

let mode: 'zip' | 'workbook' = 'zip';
let sides: Side[] = [];
let documentsUrl = '';
const zip = new ZipArchive();
let single: Uint8Array | null = null;

function reply(message: ExportResponse) {
  scope.postMessage(message);
}

async function readSession(plan: ExportPlan, source: RestSource): Promise<ExportSession> {
  const [values, removed] = await Promise.all([readSessionValues(source, plan.sessionId), readRemovedTimePoints(source, plan.sessionId)]);
  return { fileName: plan.fileName, devices: exportDevicesOf(plan, values), removedTimePoints: removed ?? plan.removedTimePoints };
}

async function build(session: ExportSession) {
  const sheets = sessionSheets(session, sides);
  const skipped = sheets.length === 0;
  if (!skipped) {
    const bytes = await buildWorkbook(sheets);
    if (mode === 'zip') zip.store(session.fileName, bytes);
    else single = bytes;
  }
  reply({ type: 'built', fileName: session.fileName, skipped });
}

async function finish() {
  const blob = mode === 'zip' ? zip.blob() : new Blob(single ? [single as BlobPart] : [], { type: XLSX_MIME });
  reply({ type: 'done', blob });
}

/** Builds and the final zip run strictly one after another; reads start at once. */
let queue = Promise.resolve();
function enqueue(step: () => Promise<void>) {
  queue = queue.then(step).catch((error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
}

scope.onmessage = ({ data: request }: MessageEvent<ExportRequest>) => {
  switch (request.type) {
    case 'begin':
      // One export per worker: the page starts a worker for each.
      ({ mode, sides, documentsUrl } = request);
      return;
    case 'session': {
      const read = readSession(request.plan, { documentsUrl, idToken: request.idToken });
      // A failed read is reported when its turn comes.
      read.catch(() => undefined);
      enqueue(async () => build(await read));
      return;
    }
    case 'end':
      enqueue(finish);
      return;
  }
};

/**
 * Reads of sensor bins and removed points straight from the Firestore REST API
 * with the signed-in user's ID token (the same security rules apply as to the
 * app's own reads), for the workers of the export and the charts: reading
 * there keeps the parsing of a long recording's numbers off the page's main
 * thread.
 */
import { joinBins, joinSeriesBins, type JoinedSeries, type SeriesBin } from '../logic/bins';

/** A Firestore REST value (only the kinds sensor data and sessions hold). */
interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number | string;
  arrayValue?: { values?: RestValue[] };
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** Where to read and as whom. */
export interface RestSource {
  /** e.g. https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents */
  documentsUrl: string;
  idToken: string;
}

/** Bins per request: each answer stays a few megabytes. */
const BINS_PER_PAGE = 20;

function numberOf(value: RestValue | undefined): number {
  if (value?.doubleValue !== undefined) return Number(value.doubleValue);
  if (value?.integerValue !== undefined) return Number(value.integerValue);
  return NaN;
}

function numbersOf(value: RestValue | undefined): Float64Array {
  const items = value?.arrayValue?.values ?? [];
  const out = new Float64Array(items.length);
  for (let i = 0; i < items.length; i++) out[i] = numberOf(items[i]);
  return out;
}

async function request(url: string, idToken: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${idToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok && response.status !== 404) {
    type Failure = { error?: { message?: string } };
    const answer = (await response.json().catch(() => null)) as Failure | Failure[] | null;
    const error = Array.isArray(answer) ? answer[0]?.error : answer?.error;
    throw new Error(error?.message ?? `Firestore answered ${response.status}.`);
  }
  return response;
}

/** The bins of a runQuery answer, with the last document's name (to page on). */
function binsOfAnswer(answer: { document?: RestDocument }[]): { bins: SeriesBin[]; last: string | null } {
  const bins: SeriesBin[] = [];
  let last: string | null = null;
  for (const { document } of answer) {
    if (!document) continue;
    const fields = document.fields ?? {};
    bins.push({
      sensorId: fields.sensorId?.stringValue ?? '',
      deviceId: fields.deviceId?.stringValue ?? '',
      binId: numberOf(fields.binId),
      values: numbersOf(fields.values),
    });
    last = document.name;
  }
  return { bins, last };
}

const equals = (fieldPath: string, stringValue: string) => ({ fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue } } });

async function runQuery(documentsUrl: string, idToken: string, structuredQuery: object): Promise<{ document?: RestDocument }[]> {
  return (await request(`${documentsUrl}:runQuery`, idToken, { structuredQuery })).json() as Promise<{ document?: RestDocument }[]>;
}

/** Every bin of a session, page by page (ordered by document name). */
export async function readSessionValues({ documentsUrl, idToken }: RestSource, sessionId: string): Promise<JoinedSeries> {
  const bins: SeriesBin[] = [];
  let last: string | null = null;
  for (;;) {
    const structuredQuery = {
      from: [{ collectionId: 'data_by_sensor' }],
      where: equals('sessionId', sessionId),
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      ...(last ? { startAt: { values: [{ referenceValue: last }], before: false } } : {}),
      limit: BINS_PER_PAGE,
    };
    const page = binsOfAnswer(await runQuery(documentsUrl, idToken, structuredQuery));
    bins.push(...page.bins);
    if (page.bins.length < BINS_PER_PAGE) break;
    last = page.last;
  }
  return joinSeriesBins(bins);
}

/**
 * One device's series of a sensor, its bins joined in binId order; null when it has no bins. Equality filters
 * only, so no composite index is needed: the bins are ordered here. Only binId and the values are asked for.
 */
export async function readDeviceSensor({ documentsUrl, idToken }: RestSource, sessionId: string, deviceId: string, sensorId: string): Promise<Float64Array | null> {
  const structuredQuery = {
    from: [{ collectionId: 'data_by_sensor' }],
    select: { fields: [{ fieldPath: 'binId' }, { fieldPath: 'values' }] },
    where: { compositeFilter: { op: 'AND', filters: [equals('sessionId', sessionId), equals('deviceId', deviceId), equals('sensorId', sensorId)] } },
  };
  const { bins } = binsOfAnswer(await runQuery(documentsUrl, idToken, structuredQuery));
  return bins.length === 0 ? null : joinBins(bins);
}

/** A session's current removedTimePoints; null when the session is gone. */
export async function readRemovedTimePoints({ documentsUrl, idToken }: RestSource, sessionId: string): Promise<number[] | null> {
  const response = await request(`${documentsUrl}/sessions/${encodeURIComponent(sessionId)}?mask.fieldPaths=removedTimePoints`, idToken);
  if (response.status === 404) return null;
  const document = (await response.json()) as RestDocument;
  return [...numbersOf(document.fields?.removedTimePoints)];
}

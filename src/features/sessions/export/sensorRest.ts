/**
 * The export worker's reads: a session's sensor bins and its removed points,
 * straight from the Firestore REST API with the signed-in user's ID token
 * (the same security rules apply as to the app's own reads). Reading here,
 * in the worker, keeps the parsing of a long recording's million numbers off
 * the page's main thread.
 */

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

/** One sensor's values per device id. */
export type RestSensorValues = Map<string, Float64Array>;

/** Every sensor's values of a session (sensor id → device id → values). */
export type RestSessionValues = Map<string, RestSensorValues>;

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

interface Bin {
  sensorId: string;
  deviceId: string;
  binId: number;
  values: Float64Array;
}

/** The bins of a runQuery answer, with the last document's name (to page on). */
function binsOfAnswer(answer: { document?: RestDocument }[]): { bins: Bin[]; last: string | null } {
  const bins: Bin[] = [];
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

/** Joins bins into one array per sensor and device, in binId order. */
function joinBins(bins: Bin[]): RestSessionValues {
  const parts = new Map<string, Bin[]>();
  for (const bin of bins) {
    const key = `${bin.sensorId}\u0000${bin.deviceId}`;
    const list = parts.get(key);
    if (list) list.push(bin);
    else parts.set(key, [bin]);
  }
  const joined: RestSessionValues = new Map();
  for (const list of parts.values()) {
    list.sort((a, b) => a.binId - b.binId);
    const out = new Float64Array(list.reduce((n, b) => n + b.values.length, 0));
    let offset = 0;
    for (const { values } of list) {
      out.set(values, offset);
      offset += values.length;
    }
    const { sensorId, deviceId } = list[0];
    const bySensor = joined.get(sensorId) ?? new Map<string, Float64Array>();
    bySensor.set(deviceId, out);
    joined.set(sensorId, bySensor);
  }
  return joined;
}

/** Every bin of a session, page by page (ordered by document name). */
export async function readSessionValues({ documentsUrl, idToken }: RestSource, sessionId: string): Promise<RestSessionValues> {
  const bins: Bin[] = [];
  let last: string | null = null;
  for (;;) {
    const structuredQuery = {
      from: [{ collectionId: 'data_by_sensor' }],
      where: { fieldFilter: { field: { fieldPath: 'sessionId' }, op: 'EQUAL', value: { stringValue: sessionId } } },
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      ...(last ? { startAt: { values: [{ referenceValue: last }], before: false } } : {}),
      limit: BINS_PER_PAGE,
    };
    const answer = (await (await request(`${documentsUrl}:runQuery`, idToken, { structuredQuery })).json()) as { document?: RestDocument }[];
    const page = binsOfAnswer(answer);
    bins.push(...page.bins);
    if (page.bins.length < BINS_PER_PAGE) break;
    last = page.last;
  }
  return joinBins(bins);
}

/** A session's current removedTimePoints; null when the session is gone. */
export async function readRemovedTimePoints({ documentsUrl, idToken }: RestSource, sessionId: string): Promise<number[] | null> {
  const response = await request(`${documentsUrl}/sessions/${encodeURIComponent(sessionId)}?mask.fieldPaths=removedTimePoints`, idToken);
  if (response.status === 404) return null;
  const document = (await response.json()) as RestDocument;
  return [...numbersOf(document.fields?.removedTimePoints)];
}

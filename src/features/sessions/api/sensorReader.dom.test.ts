import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SensorReadMessage, SensorReadReply } from './sensorReads';

vi.mock('../../../lib/firebase/rest', () => ({
  firestoreDocumentsUrl: () => 'http://firestore.test/documents',
  currentIdToken: () => Promise.resolve('token-1'),
}));

const source = { documentsUrl: 'http://firestore.test/documents', idToken: 'token-1' };

/** A Firestore runQuery answer with one bin of the given values. */
function answer(values: number[]) {
  const fields = { binId: { integerValue: '0' }, values: { arrayValue: { values: values.map((doubleValue) => ({ doubleValue })) } } };
  return new Response(JSON.stringify([{ document: { name: 'projects/p/databases/(default)/documents/data_by_sensor/b0', fields } }]), { status: 200 });
}

/** Stands in for the browser's Worker: keeps what the page posts, and answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  posted: SensorReadMessage[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SensorReadReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: SensorReadMessage) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: SensorReadReply) {
    this.onmessage?.({ data: message } as MessageEvent<SensorReadReply>);
  }
}

/** The module afresh (it keeps its worker). */
const reader = () => import('./sensorReader');

beforeEach(() => {
  vi.resetModules();
  FakeWorker.started = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('the sensor reader', () => {
  it('reads on the page where there is no Worker (as in jsdom), with the same REST read', async () => {
    expect(typeof Worker).toBe('undefined');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(answer([4, 5]));
    vi.stubGlobal('fetch', fetchMock);
    const { readDeviceSeries } = await reader();
    expect([...(await readDeviceSeries('s1', 'D1', 'Thumb'))!]).toEqual([4, 5]);
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('hands reads to one worker and matches its answers by id, in whatever order they come', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { prepareSensorReader, readDeviceSeries, readSessionSeries } = await reader();
    prepareSensorReader();
    const time = readDeviceSeries('s1', 'D1', 'Time');
    const whole = readSessionSeries('s2');
    const refused = readDeviceSeries('s1', 'D2', 'Time');
    await vi.waitFor(() => expect(FakeWorker.started[0]?.posted).toHaveLength(3));
    expect(FakeWorker.started).toHaveLength(1);
    const [first, second, third] = FakeWorker.started[0].posted;
    expect(first).toMatchObject({ source, request: { kind: 'device', sessionId: 's1', deviceId: 'D1', sensorId: 'Time' } });
    expect(second).toMatchObject({ source, request: { kind: 'session', sessionId: 's2' } });
    const series = new Map([['Palm', new Map([['D1', Float64Array.of(1)]])]]);
    FakeWorker.started[0].reply({ id: third.id, error: 'Missing or insufficient permissions.' });
    FakeWorker.started[0].reply({ id: second.id, result: series });
    FakeWorker.started[0].reply({ id: first.id, result: Float64Array.of(10, 20) });
    expect([...(await time)!]).toEqual([10, 20]);
    expect(await whole).toBe(series);
    await expect(refused).rejects.toThrow('Missing or insufficient permissions.');
  });

  it('reads on the page when the worker fails, what it held and what comes after', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(answer([7]))));
    const { readDeviceSeries } = await reader();
    const held = readDeviceSeries('s1', 'D1', 'Thumb');
    await vi.waitFor(() => expect(FakeWorker.started[0]?.posted).toHaveLength(1));
    FakeWorker.started[0].onerror?.(new Event('error'));
    expect(FakeWorker.started[0].terminated).toBe(true);
    expect([...(await held)!]).toEqual([7]);
    expect([...(await readDeviceSeries('s1', 'D2', 'Thumb'))!]).toEqual([7]);
    expect(FakeWorker.started).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceSensor, readRemovedTimePoints, readSessionValues } from './sensorRest';

const source = { documentsUrl: 'http://firestore.test/v1/projects/p/databases/(default)/documents', idToken: 'token-1' };

function bin(n: number, sensorId: string, deviceId: string, binId: number, values: unknown[]) {
  return {
    document: {
      name: `projects/p/databases/(default)/documents/data_by_sensor/bin-${n}`,
      fields: {
        sessionId: { stringValue: 's1' },
        sensorId: { stringValue: sensorId },
        deviceId: { stringValue: deviceId },
        binId: { integerValue: String(binId) },
        values: { arrayValue: values.length ? { values } : {} },
      },
    },
    readTime: '2024-01-01T00:00:00Z',
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('readSessionValues', () => {
  it('reads every bin page by page and joins them per sensor and device in binId order', async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => bin(i, 'Palm', 'D1', 19 - i, [{ doubleValue: i }]));
    const secondPage = [bin(20, 'Time', 'D1', 0, [{ integerValue: '1700000000000' }, { integerValue: '1700000000010' }]), bin(21, 'Palm', 'D2', 0, [])];
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(json(firstPage)).mockResolvedValueOnce(json(secondPage));
    vi.stubGlobal('fetch', fetchMock);

    const values = await readSessionValues(source, 's1');

    expect([...values.get('Palm')!.get('D1')!]).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
    expect([...values.get('Palm')!.get('D2')!]).toEqual([]);
    expect([...values.get('Time')!.get('D1')!]).toEqual([1700000000000, 1700000000010]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe(`${source.documentsUrl}:runQuery`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    const query = JSON.parse(String(init?.body)).structuredQuery;
    expect(query.where.fieldFilter).toEqual({ field: { fieldPath: 'sessionId' }, op: 'EQUAL', value: { stringValue: 's1' } });
    expect(query.startAt).toEqual({ values: [{ referenceValue: firstPage[19].document.name }], before: false });
  });

  it('reports the database’s refusal', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json([{ error: { code: 7, message: 'Missing or insufficient permissions.' } }], 403)));
    await expect(readSessionValues(source, 's1')).rejects.toThrow('Missing or insufficient permissions.');
  });
});

describe('readDeviceSensor', () => {
  it('reads one device’s bins of a sensor in one query and joins them in binId order', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json([bin(1, 'Thumb', 'D1', 1, [{ doubleValue: 3 }]), bin(0, 'Thumb', 'D1', 0, [{ doubleValue: 1 }, { integerValue: '2' }])]),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect([...(await readDeviceSensor(source, 's1', 'D1', 'Thumb'))!]).toEqual([1, 2, 3]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${source.documentsUrl}:runQuery`);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    const query = JSON.parse(String(init?.body)).structuredQuery;
    const equal = (fieldPath: string, stringValue: string) => ({ fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue } } });
    expect(query.where.compositeFilter).toEqual({ op: 'AND', filters: [equal('sessionId', 's1'), equal('deviceId', 'D1'), equal('sensorId', 'Thumb')] });
    expect(query.select.fields).toEqual([{ fieldPath: 'binId' }, { fieldPath: 'values' }]);
    expect(query.orderBy).toBeUndefined();
  });

  it('gives null for a device without bins of the sensor, and reports a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValueOnce(json([{ readTime: '2024-01-01T00:00:00Z' }])));
    expect(await readDeviceSensor(source, 's1', 'D1', 'Time')).toBeNull();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json([{ error: { code: 7, message: 'Missing or insufficient permissions.' } }], 403)));
    await expect(readDeviceSensor(source, 's1', 'D1', 'Time')).rejects.toThrow('Missing or insufficient permissions.');
  });
});

describe('readRemovedTimePoints', () => {
  it('reads the current removed points, and null for a session that is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(json({ name: 'x', fields: { removedTimePoints: { arrayValue: { values: [{ integerValue: '5' }, { doubleValue: 7 }] } } } }))
        .mockResolvedValueOnce(json({ error: { message: 'not found' } }, 404)),
    );
    expect(await readRemovedTimePoints(source, 's1')).toEqual([5, 7]);
    expect(await readRemovedTimePoints(source, 'gone')).toBeNull();
  });
});

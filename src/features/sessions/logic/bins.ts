/** A stored bin of data_by_sensor: a run of consecutive samples of one sensor of one device, numbered by binId. */
export interface BinPart {
  binId: number;
  values: ArrayLike<number>;
}

/** A bin with the series it belongs to. */
export interface SeriesBin extends BinPart {
  sensorId: string;
  deviceId: string;
}

/** Every series of a session: sensor id → device id → values. */
export type JoinedSeries = Map<string, Map<string, Float64Array>>;

/** Joins one series' bins, in binId order whatever order they came in, into one array. */
export function joinBins(bins: readonly BinPart[]): Float64Array {
  const ordered = [...bins].sort((a, b) => a.binId - b.binId);
  const out = new Float64Array(ordered.reduce((n, bin) => n + bin.values.length, 0));
  let offset = 0;
  for (const { values } of ordered) {
    out.set(values, offset);
    offset += values.length;
  }
  return out;
}

/** Groups bins by sensor and device and joins each series. */
export function joinSeriesBins(bins: readonly SeriesBin[]): JoinedSeries {
  const grouped = new Map<string, Map<string, SeriesBin[]>>();
  for (const bin of bins) {
    const byDevice = grouped.get(bin.sensorId) ?? new Map<string, SeriesBin[]>();
    grouped.set(bin.sensorId, byDevice);
    const list = byDevice.get(bin.deviceId);
    if (list) list.push(bin);
    else byDevice.set(bin.deviceId, [bin]);
  }
  return new Map([...grouped].map(([sensorId, byDevice]) => [sensorId, new Map([...byDevice].map(([deviceId, list]) => [deviceId, joinBins(list)]))]));
}

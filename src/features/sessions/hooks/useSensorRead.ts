import type { SerializedError } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../../lib/store/errors';

/**
 * A read from the sensor-data cache (../api/sensorData.ts), which stays
 * outside the Redux store: its typed arrays are megabytes per session. The
 * same fields as an RTK Query result, so the charts handle both alike.
 */
export interface SensorRead<T> {
  /** the value for the current key; undefined while nothing (or nothing yet) is read */
  data: T | undefined;
  isLoading: boolean;
  error: ApiError | SerializedError | undefined;
}

const IDLE: SensorRead<never> = { data: undefined, isLoading: false, error: undefined };
const LOADING: SensorRead<never> = { data: undefined, isLoading: true, error: undefined };

/**
 * Runs `read` whenever `key` changes (null: nothing to read) and keeps the
 * result of the latest key only; an answer for an older key is dropped. The
 * sensor-data cache remembers what it has read, so a key seen before answers
 * at once.
 */
export function useSensorRead<T>(key: string | null, read: () => Promise<T>): SensorRead<T> {
  const [state, setState] = useState<{ key: string | null; result: SensorRead<T> }>({ key: null, result: IDLE });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    read().then(
      (data) => current && setState({ key, result: { data, isLoading: false, error: undefined } }),
      (error: unknown) => current && setState({ key, result: { data: undefined, isLoading: false, error: toApiError(error) } }),
    );
    return () => {
      current = false;
    };
    // `read` is recreated every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return IDLE;
  return state.key === key ? state.result : LOADING;
}

import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/useAsyncAction';
import { listDeviceTypes } from './adminApi';

export interface DeviceTypesState {
  types: string[];
  error: string | null;
}

/** The device types a device entry may be given, loaded when a device map is open (`needed`). */
export function useDeviceTypes(needed: boolean): DeviceTypesState {
  const [state, setState] = useState<DeviceTypesState>({ types: [], error: null });
  useEffect(() => {
    if (!needed) return;
    let current = true;
    listDeviceTypes().then(
      (types) => current && setState({ types, error: null }),
      (error: unknown) => current && setState({ types: [], error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return state;
}

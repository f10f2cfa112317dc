import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDoctorCareRelationshipsQuery } from '../api/careApi';
import { deviceAccess, type DeviceCare } from '../logic/care';

/** Each of the doctor's registered devices' patient and where the doctor stands with them (live). */
export function useDeviceAccess(doctorUid: string | null): { access: ReadonlyMap<string, DeviceCare>; error: string | null } {
  const relationships = useDoctorCareRelationshipsQuery(doctorUid ?? skipToken);
  const data = relationships.data;
  const access = useMemo(() => deviceAccess(data ?? []), [data]);
  return { access, error: relationships.error?.message ?? null };
}

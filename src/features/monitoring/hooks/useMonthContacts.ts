import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { monthBounds, zoneOrDefault } from '@rehab/model/rtmClaims';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useDoctorRecord } from '../../doctorProfile';
import { useDoctorMonthContactsQuery } from '../api/monitoringApi';

/**
 * The signed-in doctor's real-time contacts of a month (his calendar month in his stored zone, UTC until he has one,
 * as the functions count it), counted per patient; `undefined` while they load.
 */
export function useMonthContacts(month: string) {
  const { uid, doctor, loading: doctorLoading } = useDoctorRecord();
  const zone = zoneOrDefault(doctor?.timeZone);
  const bounds = monthBounds(month, zone);
  const contacts = useDoctorMonthContactsQuery(uid && !doctorLoading ? { doctorUid: uid, ...bounds } : skipToken);
  const data = contacts.currentData;
  const countByPatient = useMemo(() => {
    const counts = new Map<string, number>();
    for (const contact of data ?? []) counts.set(contact.patientId, (counts.get(contact.patientId) ?? 0) + 1);
    return counts;
  }, [data]);
  return {
    zone,
    contacts: data,
    countByPatient,
    loading: data === undefined && !contacts.isError,
    error: queryErrorMessage(contacts.error),
  };
}

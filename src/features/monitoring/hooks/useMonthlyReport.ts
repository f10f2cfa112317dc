import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useUserRecordQuery } from '../../../lib/store/userRecordApi';
import { useDoctorRecord } from '../../doctorProfile';
import { useManagementMonthQuery, useManagementTotalsQuery, usePatientMonitoringQuery } from '../api/monitoringApi';
import { entriesOf } from '../logic/management';
import { buildReport, type MonthlyReport, type ReportContact } from '../logic/report';
import { useMonthContacts } from './useMonthContacts';

/** One patient's report for one month of the signed-in doctor: live, from the same documents as the page. */
export function useMonthlyReport(patientUid: string, month: string) {
  const { uid: doctorUid, doctor, loading: doctorLoading, error: doctorError } = useDoctorRecord();
  const patient = useUserRecordQuery(patientUid || skipToken);
  const monitoring = usePatientMonitoringQuery(patientUid || skipToken);
  const monthArg = doctorUid && patientUid ? { doctorUid, patientUid, month } : skipToken;
  const managementMonth = useManagementMonthQuery(monthArg);
  const managementTotals = useManagementTotalsQuery(monthArg);
  const monthContacts = useMonthContacts(month);
  const [now] = useState(() => new Date());
  const contacts = useMemo<ReportContact[]>(
    () =>
      (monthContacts.contacts ?? [])
        .filter((contact) => contact.patientId === patientUid)
        .map((contact) => ({
          id: contact.docId,
          kind: contact.kind,
          start: contact.start.toMillis(),
          seconds: contact.seconds,
          attested: contact.source === 'attested',
          attestation: contact.attestation ?? '',
        })),
    [monthContacts.contacts, patientUid],
  );

  const loading =
    doctorLoading ||
    (patient.currentData === undefined && !patient.isError) ||
    (monitoring.currentData === undefined && !monitoring.isError) ||
    (managementMonth.currentData === undefined && !managementMonth.isError) ||
    (managementTotals.currentData === undefined && !managementTotals.isError) ||
    (monthContacts.loading && !monthContacts.error);
  const error =
    doctorError?.message ??
    queryErrorMessage(patient.error) ??
    queryErrorMessage(monitoring.error) ??
    queryErrorMessage(managementMonth.error) ??
    queryErrorMessage(managementTotals.error) ??
    monthContacts.error;

  const report = useMemo<MonthlyReport | null>(() => {
    const record = patient.currentData;
    if (loading || !record || !doctor) return null;
    return buildReport({
      patientName: `${record.firstName} ${record.lastName}`.trim(),
      doctorName: `${doctor.firstName} ${doctor.lastName}`.trim(),
      month,
      monitoring: monitoring.currentData ?? null,
      entries: entriesOf(managementMonth.currentData),
      contacts,
      totals: managementTotals.currentData ?? null,
      now,
    });
  }, [loading, patient.currentData, doctor, month, monitoring.currentData, managementMonth.currentData, managementTotals.currentData, contacts, now]);

  return { doctorUid, report, loading, error, patientMissing: !loading && !error && patient.currentData === null };
}

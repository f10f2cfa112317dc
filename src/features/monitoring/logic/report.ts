/**
 * The monthly report of one patient for one doctor: the monitoring periods of
 * the month with each data day and its sessions, the doctor's management entries,
 * his real-time contacts (the evidence that the month is interactive: visits and
 * attested calls), the totals and the codes reached. The printable page and the CSV
 * are both made from this; the minutes are the server's (the union of the entries),
 * as on the Monitoring page.
 */
import type { ManagementMonthTotals, Monitoring, RtmContactKind } from '@rehab/model/collections';
import { DEFAULT_TIME_ZONE, addDays, dataDayKeys, dayKey } from '@rehab/model/monitoring';
import { deviceCode, managementCodeLabel, type DeviceCode } from '@rehab/model/rtmCodes';
import { dataDaysWithin, periodsOverlapping, type Period } from '@rehab/model/rtmPeriods';
import { totalsOf, type ManagementTotals } from '@rehab/model/rtmWorklist';
import { csvCell } from '../../../lib/csvCell';
import type { EntryWithId } from './management';

export interface ReportPeriod {
  period: Period;
  /** data days of the period up to the end of the month (and today) */
  dataDays: string[];
  /** the sessions of each data day */
  sessions: Record<string, string[]>;
  code: DeviceCode;
}

/** A real-time contact of the month: a visit held in the app, or a call the doctor attested. */
export interface ReportContact {
  id: string;
  kind: RtmContactKind;
  /** ms since the epoch */
  start: number;
  seconds: number;
  attested: boolean;
  /** the doctor's sentence (attested calls) */
  attestation: string;
}

export interface MonthlyReport {
  patientName: string;
  doctorName: string;
  /** 'YYYY-MM' */
  month: string;
  timeZone: string;
  started: boolean;
  periods: ReportPeriod[];
  entries: EntryWithId[];
  contacts: ReportContact[];
  totals: ManagementTotals;
}

/** First and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

export function buildReport(args: {
  patientName: string;
  doctorName: string;
  month: string;
  monitoring: Monitoring | null;
  entries: EntryWithId[];
  /** the doctor's contacts with the patient in the month */
  contacts: ReportContact[];
  totals: ManagementMonthTotals | null;
  now: Date;
}): MonthlyReport {
  const { monitoring, month, now } = args;
  const timeZone = monitoring?.timeZone || DEFAULT_TIME_ZONE;
  const today = dayKey(now, timeZone);
  const { first, last } = monthDays(month);
  const allDays = dataDayKeys(monitoring?.days ?? {});
  const periods = monitoring?.periodStart
    ? periodsOverlapping(monitoring.periodStart, first, last)
        .filter((period) => period.start <= today)
        .map((period) => {
          const until = [period.end, today].sort()[0];
          const dataDays = dataDaysWithin(allDays, period.start, until);
          const sessions = Object.fromEntries(dataDays.map((day) => [day, Object.keys(monitoring.days?.[day] ?? {}).sort()]));
          return { period, dataDays, sessions, code: deviceCode(dataDays.length) };
        })
    : [];
  return {
    patientName: args.patientName,
    doctorName: args.doctorName,
    month,
    timeZone,
    started: Boolean(monitoring?.periodStart),
    periods,
    entries: args.entries,
    contacts: [...args.contacts].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id)),
    totals: totalsOf(args.totals, args.contacts.length),
  };
}

/** The words the CSV uses, in the reader's language. */
export interface CsvLabels {
  title: string;
  patient: string;
  doctor: string;
  month: string;
  timeZone: string;
  period: string;
  dataDay: string;
  dataDays: string;
  deviceCode: string;
  entryHeader: [start: string, minutes: string, seconds: string, activity: string, interactive: string, source: string, reason: string];
  contactHeader: [contact: string, start: string, minutes: string, kind: string, attested: string, attestation: string];
  totalMinutes: string;
  interactive: string;
  managementCodes: string;
  none: string;
  yes: string;
  no: string;
  attested: string;
  activity: (activity: string) => string;
  contactKind: (kind: string) => string;
  source: (source: string) => string;
  dateTime: (ms: number) => string;
}

/** The report as CSV (one table of label/value rows and the entries). */
export function reportCsv(report: MonthlyReport, labels: CsvLabels): string {
  const rows: (string | number)[][] = [
    [labels.title],
    [labels.patient, report.patientName],
    [labels.doctor, report.doctorName],
    [labels.month, report.month],
    [labels.timeZone, report.timeZone],
  ];
  for (const { period, dataDays, sessions, code } of report.periods) {
    rows.push([labels.period, period.start, period.end]);
    for (const day of dataDays) rows.push([labels.dataDay, day, ...(sessions[day] ?? [])]);
    rows.push([labels.dataDays, dataDays.length]);
    rows.push([labels.deviceCode, code ?? labels.none]);
  }
  rows.push([...labels.entryHeader]);
  for (const entry of report.entries) {
    rows.push([
      labels.dateTime(entry.start.toMillis()),
      (entry.seconds / 60).toFixed(2),
      entry.seconds,
      labels.activity(entry.activity),
      entry.interactive ? labels.yes : labels.no,
      labels.source(entry.source),
      entry.reason,
    ]);
  }
  rows.push([...labels.contactHeader]);
  for (const contact of report.contacts) {
    rows.push([
      labels.contactHeader[0],
      labels.dateTime(contact.start),
      Math.floor(contact.seconds / 60),
      labels.contactKind(contact.kind),
      contact.attested ? labels.attested : '',
      contact.attestation,
    ]);
  }
  rows.push([labels.totalMinutes, report.totals.minutes]);
  rows.push([labels.interactive, report.totals.interactive ? labels.yes : labels.no]);
  rows.push([labels.managementCodes, managementCodeLabel(report.totals.codes) || labels.none]);
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
